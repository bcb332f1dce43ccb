package flashr.base.vectors;

import static flashr.base.vectors.VectorBuiltinsTest.named;
import static flashr.base.vectors.VectorBuiltinsTest.names;
import static flashr.base.vectors.VectorBuiltinsTest.strings;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class SubsetTest {
    final BuiltinCalls r = new BuiltinCalls();

    RInt matrix() {
        RInt m = RInt.range(1, 6);
        m.setAttr("dim", RInt.of(2, 3));
        m.setAttr("dimnames", RList.of(RString.of("a", "b"), RString.of("x", "y", "z")));
        return m;
    }

    @Test
    void positiveNegativeZeroAndOutOfRange() {
        RInt x = RInt.range(1, 5);
        assertArrayEquals(new String[] {"2", "4"}, strings(r.call("[", x, RDouble.of(2, 0, 4))));
        assertArrayEquals(new String[] {"2", "3", "4"}, strings(r.call("[", x, RDouble.of(-1, -5))));
        assertArrayEquals(new String[] {"5", null}, strings(r.call("[", x, RDouble.of(5, 6))));
        assertArrayEquals(new String[] {"1", null}, strings(r.call("[", x, RDouble.of(1, RDouble.NA))));
        RError e = assertThrows(RError.class, () -> r.call("[", x, RDouble.of(-1, 2)));
        assertEquals("only 0's may be mixed with negative subscripts", e.getMessage());
    }

    @Test
    void logicalRecycledAndByName() {
        RInt x = named(RInt.range(1, 4), "a", "b", "c", "d");
        RValue v = r.call("[", x, new RLogical(new int[] {1, 0}));
        assertArrayEquals(new String[] {"1", "3"}, strings(v));
        assertArrayEquals(new String[] {"a", "c"}, names(v));
        RValue na = r.call("[", x, new RLogical(new int[] {RLogical.NA, 1, 0, 0}));
        assertArrayEquals(new String[] {null, "2"}, strings(na));
        assertArrayEquals(new String[] {null, "b"}, names(na));
        RValue byName = r.call("[", x, RString.of("d", "zz"));
        assertArrayEquals(new String[] {"4", null}, strings(byName));
        assertArrayEquals(new String[] {"d", null}, names(byName));
    }

    @Test
    void matrixSubscripts() {
        RInt m = matrix();
        RValue row = r.call("[", m, RDouble.of(1), RMissing.MISSING);
        assertArrayEquals(new String[] {"1", "3", "5"}, strings(row));
        assertArrayEquals(new String[] {"x", "y", "z"}, names(row));
        RVector keep = (RVector) r.call("[", m, RMissing.MISSING, RDouble.of(2), "drop=", RLogical.of(false));
        assertArrayEquals(new int[] {2, 1}, keep.dim());
        RValue cell = r.call("[", m, RString.of("b"), RString.of("z"));
        assertArrayEquals(new String[] {"6"}, strings(cell));
        assertNull(names(cell));
        assertArrayEquals(new String[] {"5"}, strings(r.call("[", m, RDouble.of(5))));
        RDouble idx = RDouble.of(1, 2, 3, 1);
        idx.setAttr("dim", RInt.of(2, 2));
        assertArrayEquals(new String[] {"5", "2"}, strings(r.call("[", m, idx)));
        assertEquals("subscript out of bounds", assertThrows(RError.class, () -> r.call("[", m, RDouble.of(3), RDouble.of(1))).getMessage());
        assertEquals("incorrect number of dimensions", assertThrows(RError.class, () -> r.call("[", RInt.of(1), RDouble.of(1), RDouble.of(1))).getMessage());
    }

    @Test
    void doubleBracketAndDollar() {
        RList l = named(RList.of(RDouble.of(1), RString.of("x")), "alpha", "beta");
        assertArrayEquals(new String[] {"x"}, strings(r.call("[[", l, RString.of("beta"))));
        assertSame(RNull.NULL, r.call("[[", l, RString.of("zz")));
        assertSame(RNull.NULL, r.call("[[", l, RString.of("al")));
        assertArrayEquals(new String[] {"1"}, strings(r.call("[[", l, RString.of("al"), "exact=", RLogical.of(false))));
        assertEquals("subscript out of bounds", assertThrows(RError.class, () -> r.call("[[", l, RDouble.of(3))).getMessage());
        assertEquals("subscript out of bounds", assertThrows(RError.class, () -> r.call("[[", RInt.of(1, 2), RString.of("a"))).getMessage());
        assertEquals("attempt to select more than one element in vectorIndex",
                assertThrows(RError.class, () -> r.call("[[", RInt.of(1, 2), RInt.of(1, 2))).getMessage());
        assertEquals(1.0, ((RVector) SubsetElement.dollar(r.interp, l, "al")).getDouble(0));
        assertEquals("$ operator is invalid for atomic vectors",
                assertThrows(RError.class, () -> SubsetElement.dollar(r.interp, RInt.of(1), "a")).getMessage());
        RValue sub = r.call("[", l, RString.of("alpha"));
        assertEquals(1, ((RList) sub).length());
    }
}
