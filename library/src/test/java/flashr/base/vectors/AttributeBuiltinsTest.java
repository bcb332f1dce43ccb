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
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class AttributeBuiltinsTest {
    final BuiltinCalls r = new BuiltinCalls();

    @Test
    void namesPaddedAndChecked() {
        RValue x = r.call("names<-", RInt.range(1, 3), RString.of("a", "b"));
        assertArrayEquals(new String[] {"a", "b", null}, names(x));
        assertEquals("'names' attribute [4] must be the same length as the vector [3]",
                assertThrows(RError.class, () -> r.call("names<-", RInt.range(1, 3), RString.of("a", "b", "c", "d"))).getMessage());
        assertNull(names(r.call("names<-", x, RNull.NULL)));
        assertArrayEquals(new String[] {"1", "2", "3"}, names(r.call("names<-", RInt.range(1, 3), RInt.range(1, 3))));
    }

    @Test
    void dimChecksLengthAndDropsNames() {
        assertEquals("dims [product 6] do not match the length of object [5]",
                assertThrows(RError.class, () -> r.call("dim<-", RInt.range(1, 5), RDouble.of(2, 3))).getMessage());
        RVector m = (RVector) r.call("dim<-", named(RDouble.of(1, 2), "a", "b"), RDouble.of(1, 2));
        assertArrayEquals(new int[] {1, 2}, m.dim());
        assertNull(m.names());
        RValue dn = r.call("dimnames<-", m, RList.of(RNull.NULL, RInt.of(1, 2)));
        assertArrayEquals(new String[] {"1", "2"}, strings(((RList) dn.getAttr("dimnames")).get(1)));
        assertEquals("length of 'dimnames' [2] not equal to array extent",
                assertThrows(RError.class, () -> r.call("dimnames<-", m, RList.of(RNull.NULL, RString.of("a")))).getMessage());
    }

    @Test
    void attrAttributesStructure() {
        RValue x = r.call("structure", RInt.range(1, 4), "dim=", RDouble.of(2, 2), "myattr=", RString.of("hi"));
        assertArrayEquals(new String[] {"hi"}, strings(r.call("attr", x, RString.of("my"))));
        assertSame(RNull.NULL, r.call("attr", x, RString.of("my"), "exact=", flashr.lang.RLogical.of(true)));
        RList attrs = (RList) r.call("attributes", x);
        assertArrayEquals(new String[] {"dim", "myattr"}, attrs.names().data());
        RValue named = r.call("structure", RInt.of(1, 2), ".Names=", RString.of("a", "b"));
        assertArrayEquals(new String[] {"a", "b"}, names(named));
        assertSame(RNull.NULL, r.call("attributes", RInt.of(1)));
        assertEquals("invalid (NULL) left side of assignment",
                assertThrows(RError.class, () -> r.call("attr<-", RNull.NULL, RString.of("a"), RDouble.of(1))).getMessage());
    }

    @Test
    void classImplicitAndExplicit() {
        RInt m = RInt.range(1, 4);
        m.setAttr("dim", RInt.of(2, 2));
        assertArrayEquals(new String[] {"matrix", "array"}, strings(r.call("class", m)));
        assertArrayEquals(new String[] {"numeric"}, strings(r.call("class", RDouble.of(1))));
        assertArrayEquals(new String[] {"function"}, strings(r.call("class", r.interp.baseEnv().getLocal("c"))));
        RValue classed = r.call("class<-", RDouble.of(1), RString.of("foo", "bar"));
        assertArrayEquals(new String[] {"foo", "bar"}, strings(r.call("class", classed)));
        assertArrayEquals(new String[] {"0", "2"}, strings(r.call("inherits", classed, RString.of("z", "bar"), "which=", flashr.lang.RLogical.of(true))));
        assertNull(r.call("unclass", classed).getAttr("class"));
        assertEquals(RType.INTEGER, r.call("class<-", RInt.of(1), RString.of("numeric")).type());
        assertEquals("invalid to set the class to matrix unless the dimension attribute is of length 2 (was 0)",
                assertThrows(RError.class, () -> r.call("class<-", RInt.of(1), RString.of("matrix"))).getMessage());
    }
}
