package flashr.base.apply;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class ApplyBuiltinsTest {
    private final BuiltinCalls b = new BuiltinCalls();

    @Test
    void lapplyKeepsNames() {
        RList x = RList.of(RInt.of(1, 2), RInt.of(3, 4, 5));
        x.setAttr("names", RString.of("a", "b"));
        RList r = assertInstanceOf(RList.class, b.call("lapply", x, RString.of("length")));
        assertArrayEquals(new String[] {"a", "b"}, r.names().data());
        assertEquals(3, ((RInt) r.get(1)).get(0));
    }

    @Test
    void sapplySimplifiesToVectorOrMatrix() {
        RValue v = b.call("sapply", RList.of(RInt.of(1, 2), RInt.of(3)), RString.of("sum"));
        assertArrayEquals(new int[] {3, 3}, ((RInt) v).data());
        RValue m = b.call("sapply", RList.of(RDouble.of(1, 5), RDouble.of(2, 3)), RString.of("range"));
        assertArrayEquals(new int[] {2, 2}, ((RVector) m).dim());
        assertArrayEquals(new double[] {1, 5, 2, 3}, ((RDouble) m).data());
    }

    @Test
    void sapplyUsesCharacterInputAsNames() {
        RValue r = b.call("sapply", RString.of("ab", "c"), RString.of("nchar"));
        assertArrayEquals(new String[] {"ab", "c"}, ((RVector) r).names().data());
    }

    @Test
    void vapplyChecksLength() {
        RError e = assertThrows(RError.class,
                () -> b.call("vapply", RList.of(RInt.of(1), RInt.of(1, 2)), RString.of("identity"), RDouble.of(0)));
        assertEquals("values must be length 1,\n but FUN(X[[2]]) result is length 2", e.getMessage());
    }

    @Test
    void mapplyRecyclesAndSimplifies() {
        RValue r = b.call("mapply", RString.of("+"), RInt.of(1, 2, 3), RInt.of(10));
        assertArrayEquals(new int[] {11, 12, 13}, ((RInt) r).data());
    }

    @Test
    void reduceAccumulates() {
        RValue r = b.call("Reduce", RString.of("+"), RInt.of(1, 2, 3, 4), "accumulate=", flashr.lang.RLogical.of(true));
        assertArrayEquals(new int[] {1, 3, 6, 10}, ((RInt) r).data());
    }

    @Test
    void applyOverRowsNamesByDimnames() {
        RValue m = b.call("matrix", RInt.range(1, 6), "nrow=", RDouble.of(2),
                "dimnames=", RList.of(RString.of("a", "b"), flashr.lang.RNull.NULL));
        RValue r = b.call("apply", m, RDouble.of(1), RString.of("sum"));
        assertArrayEquals(new int[] {9, 12}, ((RInt) r).data());
        assertArrayEquals(new String[] {"a", "b"}, ((RVector) r).names().data());
    }

    @Test
    void tapplySumsByGroup() {
        RValue r = b.call("tapply", RDouble.of(1, 2, 3), RString.of("a", "b", "a"), RString.of("sum"));
        assertArrayEquals(new double[] {4, 2}, ((RDouble) r).data());
        assertArrayEquals(new int[] {2}, ((RVector) r).dim());
    }

    @Test
    void matchFunReportsMissingFunction() {
        RError e = assertThrows(RError.class, () -> b.call("match.fun", RString.of("no_such_function")));
        assertEquals("object 'no_such_function' of mode 'function' was not found", e.getMessage());
    }
}
