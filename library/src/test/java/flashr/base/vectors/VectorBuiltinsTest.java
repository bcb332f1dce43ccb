package flashr.base.vectors;

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
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class VectorBuiltinsTest {
    final BuiltinCalls r = new BuiltinCalls();

    static String[] strings(RValue v) {
        RVector x = (RVector) v;
        String[] s = new String[x.length()];
        for (int i = 0; i < s.length; i++) s[i] = x.getString(i);
        return s;
    }

    static String[] names(RValue v) {
        RString n = ((RVector) v).names();
        return n == null ? null : n.data();
    }

    @Test
    void cPromotesAndNames() {
        RValue v = r.call("c", "a=", RDouble.of(1), "b=", named(RDouble.of(2, 3), "x", "y"));
        assertEquals(RType.DOUBLE, v.type());
        assertArrayEquals(new String[] {"a", "b.x", "b.y"}, names(v));
        RValue w = r.call("c", "a=", RInt.of(1, 2), RString.of("z"));
        assertEquals(RType.CHARACTER, w.type());
        assertArrayEquals(new String[] {"a1", "a2", ""}, names(w));
        assertSame(RNull.NULL, r.call("c"));
        assertEquals(RType.LIST, r.call("c", RList.of(RInt.of(1)), RDouble.of(2)).type());
        assertArrayEquals(new String[] {"1", "1"}, strings(r.call("c", RLogical.of(true), RInt.of(1))));
    }

    @Test
    void unlistNamesNested() {
        RList inner = named(RList.of(RDouble.of(3), RInt.of(4, 5)), "c", "d");
        RList l = named(RList.of(RInt.of(1, 2), inner), "a", "b");
        RValue v = r.call("unlist", l);
        assertArrayEquals(new String[] {"a1", "a2", "b.c", "b.d1", "b.d2"}, names(v));
        assertEquals(RType.DOUBLE, v.type());
        RValue noNames = r.call("unlist", l, "use.names=", RLogical.of(false));
        assertNull(names(noNames));
    }

    @Test
    void seqTypesAndErrors() {
        assertEquals(RType.INTEGER, r.call("seq", RDouble.of(1), RDouble.of(10)).type());
        RValue s = r.call("seq", RDouble.of(0), RDouble.of(1), RDouble.of(0.1));
        assertEquals(11, ((RVector) s).length());
        assertEquals(1.0, ((RVector) s).getDouble(10));
        assertArrayEquals(new String[] {"2", "5", "8", "11"}, strings(r.call("seq", RDouble.of(2), RDouble.of(11), "length.out=", RDouble.of(4))));
        assertArrayEquals(new String[] {"1", "2", "3", "4", "5"}, strings(r.call("seq", RDouble.of(5))));
        RError e = assertThrows(RError.class, () -> r.call("seq", RDouble.of(1), RDouble.of(10), "by=", RDouble.of(-1)));
        assertEquals("wrong sign in 'by' argument", e.getMessage());
        assertArrayEquals(new String[] {"10", "7", "4", "1"}, strings(r.call("seq", RDouble.of(10), RDouble.of(1), "by=", RDouble.of(-3))));
    }

    @Test
    void colonOperator() {
        assertEquals(RType.INTEGER, r.call(":", RDouble.of(1), RDouble.of(3)).type());
        assertArrayEquals(new String[] {"1.5", "2.5", "3.5"}, strings(r.call(":", RDouble.of(1.5), RDouble.of(4))));
        assertArrayEquals(new String[] {"3", "2", "1"}, strings(r.call(":", RInt.of(3), RInt.of(1))));
        assertEquals("NA/NaN argument", assertThrows(RError.class, () -> r.call(":", RLogical.na(), RInt.of(3))).getMessage());
    }

    @Test
    void repVariants() {
        RValue x = named(RDouble.of(1, 2), "a", "b");
        assertArrayEquals(new String[] {"a", "a", "b", "b", "b"}, names(r.call("rep", x, "times=", RDouble.of(2, 3))));
        assertArrayEquals(new String[] {"1", "1", "2", "2", "1", "1", "2", "2"}, strings(r.call("rep", RInt.of(1, 2), "each=", RDouble.of(2), "times=", RDouble.of(2))));
        assertArrayEquals(new String[] {"1", "2", "3", "1", "2", "3", "1"}, strings(r.call("rep", RInt.of(1, 2, 3), "length.out=", RDouble.of(7))));
        assertNull(names(r.call("rep_len", x, RDouble.of(3))));
        assertEquals("invalid 'times' argument", assertThrows(RError.class, () -> r.call("rep", RInt.of(1, 2, 3), "times=", RInt.of(1, 2))).getMessage());
    }

    @Test
    void headTailAppendRev() {
        RValue x = RInt.range(1, 10);
        assertArrayEquals(new String[] {"1", "2", "3"}, strings(r.call("head", x, RDouble.of(3))));
        assertArrayEquals(new String[] {"1", "2"}, strings(r.call("head", x, RDouble.of(-8))));
        assertArrayEquals(new String[] {"9", "10"}, strings(r.call("tail", x, RDouble.of(2))));
        assertArrayEquals(new String[] {"1", "2", "99", "3"}, strings(r.call("append", RInt.of(1, 2, 3), RDouble.of(99), "after=", RDouble.of(2))));
        assertArrayEquals(new String[] {"b", "a"}, names(r.call("rev", named(RInt.of(1, 2), "a", "b"))));
        RInt m = RInt.range(1, 20);
        m.setAttr("dim", RInt.of(10, 2));
        RVector h = (RVector) r.call("head", m, RDouble.of(2));
        assertArrayEquals(new int[] {2, 2}, h.dim());
        assertArrayEquals(new String[] {"1", "2", "11", "12"}, strings(h));
    }

    @Test
    void whichAndLength() {
        RLogical l = new RLogical(new int[] {1, 0, RLogical.NA, 1});
        l.setAttr("names", RString.of("a", "b", "c", "d"));
        RValue w = r.call("which", l);
        assertArrayEquals(new String[] {"1", "4"}, strings(w));
        assertArrayEquals(new String[] {"a", "d"}, names(w));
        assertEquals("argument to 'which' is not logical", assertThrows(RError.class, () -> r.call("which", RInt.of(1))).getMessage());
        assertEquals(0, ((RInt) r.call("length", RNull.NULL)).get(0));
        RValue grown = r.call("length<-", named(RDouble.of(1, 2), "a", "b"), RDouble.of(4));
        assertArrayEquals(new String[] {"a", "b", "", ""}, names(grown));
        assertEquals(RType.DOUBLE, r.call("numeric", RDouble.of(3)).type());
        assertEquals("invalid 'length' argument", assertThrows(RError.class, () -> r.call("numeric", RDouble.of(-1))).getMessage());
    }

    static <T extends RVector> T named(T v, String... names) {
        v.setAttr("names", RString.of(names));
        return v;
    }
}
