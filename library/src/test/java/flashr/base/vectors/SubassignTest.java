package flashr.base.vectors;

import static flashr.base.vectors.VectorBuiltinsTest.named;
import static flashr.base.vectors.VectorBuiltinsTest.names;
import static flashr.base.vectors.VectorBuiltinsTest.strings;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class SubassignTest {
    final BuiltinCalls r = new BuiltinCalls();

    @Test
    void inPlaceWhenUnsharedCopyWhenShared() {
        RInt x = RInt.range(1, 3);
        x.markBound();
        RValue v = r.call("[<-", x, RDouble.of(2), "value=", RInt.of(9));
        assertSame(x, v);
        assertEquals(9, x.get(1));
        RInt shared = RInt.range(1, 3);
        shared.markShared();
        RValue w = r.call("[<-", shared, RDouble.of(2), "value=", RInt.of(9));
        assertNotSame(shared, w);
        assertEquals(2, shared.get(1));
    }

    @Test
    void elementAndAttributeReplacementInPlaceOnlyWhenUnshared() {
        RList l = RList.of(RDouble.of(1), RDouble.of(2));
        l.markBound();
        assertSame(l, r.call("[[<-", l, RDouble.of(2), "value=", RString.of("x")));
        RList shared = RList.of(RDouble.of(1));
        shared.markShared();
        RValue copy = r.call("[[<-", shared, RDouble.of(1), "value=", RString.of("x"));
        assertNotSame(shared, copy);
        assertEquals(RType.DOUBLE, shared.get(0).type());
        RInt x = RInt.range(1, 2);
        x.markBound();
        assertSame(x, r.call("names<-", x, RString.of("a", "b")));
        x.markShared();
        RValue renamed = r.call("names<-", x, RString.of("p", "q"));
        assertNotSame(x, renamed);
        assertArrayEquals(new String[] {"a", "b"}, names(x));
    }

    @Test
    void valueAliasingTheTargetIsCopied() {
        RInt x = RInt.range(1, 3);
        x.markBound();
        RValue v = r.call("[<-", x, RDouble.of(2, 3), "value=", x);
        assertNotSame(x, v);
        assertArrayEquals(new String[] {"1", "2", "3"}, strings(x));
        assertArrayEquals(new String[] {"1", "1", "2"}, strings(v));
    }

    @Test
    void promotionAndGrowth() {
        RValue d = r.call("[<-", RInt.range(1, 3), RDouble.of(2), "value=", RDouble.of(1.5));
        assertEquals(RType.DOUBLE, d.type());
        RValue s = r.call("[<-", RInt.range(1, 3), RDouble.of(2), "value=", RString.of("a"));
        assertArrayEquals(new String[] {"1", "a", "3"}, strings(s));
        RValue grown = r.call("[<-", named(RDouble.of(1, 2), "a", "b"), RDouble.of(4), "value=", RDouble.of(3));
        assertArrayEquals(new String[] {"1", "2", null, "3"}, strings(grown));
        assertArrayEquals(new String[] {"a", "b", "", ""}, names(grown));
        RValue byName = r.call("[<-", named(RDouble.of(1), "a"), RString.of("z", "z"), "value=", RInt.of(1, 2));
        assertArrayEquals(new String[] {"1", "2"}, strings(byName));
        assertArrayEquals(new String[] {"a", "z"}, names(byName));
        RValue fromNull = r.call("[<-", RNull.NULL, RDouble.of(3), "value=", RDouble.of(1));
        assertArrayEquals(new String[] {null, null, "1"}, strings(fromNull));
    }

    @Test
    void errorsOfAssignment() {
        assertEquals("replacement has length zero",
                assertThrows(RError.class, () -> r.call("[<-", RInt.range(1, 3), RDouble.of(2), "value=", new RInt(new int[0]))).getMessage());
        assertEquals("NAs are not allowed in subscripted assignments",
                assertThrows(RError.class, () -> r.call("[<-", RInt.range(1, 3), RDouble.of(1, RDouble.NA), "value=", RInt.of(1, 2))).getMessage());
        assertEquals("more elements supplied than there are to replace",
                assertThrows(RError.class, () -> r.call("[[<-", RInt.range(1, 3), RDouble.of(2), "value=", RInt.of(1, 2))).getMessage());
    }

    @Test
    void matrixAssignment() {
        RInt m = RInt.range(1, 6);
        m.setAttr("dim", RInt.of(2, 3));
        RVector v = (RVector) r.call("[<-", m, RMissing.MISSING, RDouble.of(2), "value=", RInt.of(0));
        assertArrayEquals(new String[] {"1", "2", "0", "0", "5", "6"}, strings(v));
        assertArrayEquals(new int[] {2, 3}, v.dim());
    }

    @Test
    void listElements() {
        RList l = named(RList.of(RDouble.of(1), RDouble.of(2)), "a", "b");
        RValue removed = r.call("[[<-", l, RString.of("a"), "value=", RNull.NULL);
        assertArrayEquals(new String[] {"b"}, names(removed));
        RValue added = r.call("[[<-", l, RString.of("c"), "value=", RString.of("x"));
        assertArrayEquals(new String[] {"a", "b", "c"}, names(added));
        RValue nested = r.call("[[<-", RInt.range(1, 3), RDouble.of(2), "value=", RList.of(RDouble.of(9)));
        assertEquals(RType.LIST, nested.type());
        RValue fromNull = r.call("[[<-", RNull.NULL, RString.of("a"), "value=", RDouble.of(1));
        assertEquals(RType.LIST, fromNull.type());
        RValue deleted = r.call("[<-", RList.of(RDouble.of(1), RDouble.of(2), RDouble.of(3)), RDouble.of(1, 3), "value=", RNull.NULL);
        assertEquals(1, ((RList) deleted).length());
        RValue viaDollar = SubassignElement.dollar(null, RNull.NULL, "a", RDouble.of(1));
        assertArrayEquals(new String[] {"a"}, names(viaDollar));
    }
}
