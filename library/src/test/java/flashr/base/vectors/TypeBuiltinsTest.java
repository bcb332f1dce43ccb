package flashr.base.vectors;

import static flashr.base.vectors.VectorBuiltinsTest.named;
import static flashr.base.vectors.VectorBuiltinsTest.names;
import static flashr.base.vectors.VectorBuiltinsTest.strings;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import org.junit.jupiter.api.Test;

class TypeBuiltinsTest {
    final BuiltinCalls r = new BuiltinCalls();

    boolean yes(String f, Object... args) {
        return ((RLogical) r.call(f, args)).get(0) == 1;
    }

    @Test
    void typeofAndMode() {
        assertArrayEquals(new String[] {"double"}, strings(r.call("typeof", RDouble.of(1))));
        assertArrayEquals(new String[] {"numeric"}, strings(r.call("mode", RInt.of(1))));
        assertArrayEquals(new String[] {"name"}, strings(r.call("mode", RSymbol.of("x"))));
        assertArrayEquals(new String[] {"function"}, strings(r.call("storage.mode", r.interp.baseEnv().getLocal("c"))));
    }

    @Test
    void predicates() {
        assertEquals(true, yes("is.numeric", RInt.of(1)));
        RInt f = RInt.of(1);
        f.setAttr("class", RString.of("factor"));
        assertEquals(false, yes("is.numeric", f));
        assertEquals(true, yes("is.vector", named(RDouble.of(1), "a")));
        RInt m = RInt.of(1);
        m.setAttr("dim", RInt.of(1, 1));
        assertEquals(false, yes("is.vector", m));
        assertEquals(true, yes("is.matrix", m));
        assertEquals(true, yes("is.vector", RInt.of(1), RString.of("numeric")));
        assertEquals(false, yes("is.vector", RDouble.of(1), RString.of("integer")));
        assertEquals(true, yes("is.atomic", RNull.NULL));
        assertEquals(true, yes("isTRUE", named(RLogical.of(true), "a")));
        assertEquals(false, yes("isTRUE", new RLogical(new int[] {1, 1})));
    }

    @Test
    void conversions() {
        assertArrayEquals(new String[] {"TRUE", null, "TRUE", "FALSE"}, strings(r.call("as.logical", RString.of("T", "yes", "true", "F"))));
        assertArrayEquals(new String[] {"2", "-2"}, strings(r.call("as.integer", RDouble.of(2.9, -2.9))));
        assertNull(names(r.call("as.numeric", named(RInt.of(1), "a"))));
        assertArrayEquals(new String[] {"1.5", "1e+06", "0.1"}, strings(r.call("as.character", RDouble.of(1.5, 1e6, 0.1))));
        assertArrayEquals(new String[] {"1", "a", "1:2", "c(1.5, 2)", "TRUE", "NULL"}, strings(r.call("as.character",
                RList.of(RDouble.of(1), RString.of("a"), RInt.of(1, 2), RDouble.of(1.5, 2), RLogical.of(true), RNull.NULL))));
        RValue l = r.call("as.list", named(RDouble.of(1, 2), "a", "b"));
        assertEquals(RType.LIST, l.type());
        assertArrayEquals(new String[] {"a", "b"}, names(l));
        assertEquals(RType.CHARACTER, r.call("as.vector", RInt.of(1), RString.of("character")).type());
    }

    @Test
    void identicalDistinguishesNaAndAttributes() {
        assertEquals(false, yes("identical", RDouble.of(RDouble.NA), RDouble.of(Double.NaN)));
        assertEquals(true, yes("identical", RDouble.of(0.0), RDouble.of(-0.0)));
        assertEquals(false, yes("identical", named(RDouble.of(1), "a"), named(RDouble.of(1), "b")));
        assertEquals(false, yes("identical", RInt.of(1), RDouble.of(1)));
        assertEquals(true, yes("identical", RList.of(RDouble.of(1), RString.of("a")), RList.of(RDouble.of(1), RString.of("a"))));
    }

    @Test
    void allEqualMessages() {
        assertArrayEquals(new String[] {"Mean relative difference: 0.5"}, strings(r.call("all.equal", RDouble.of(1), RDouble.of(1.5))));
        assertArrayEquals(new String[] {"Numeric: lengths (3, 4) differ"}, strings(r.call("all.equal", RInt.range(1, 3), RInt.range(1, 4))));
        assertArrayEquals(new String[] {"Modes: numeric, character", "target is numeric, current is character"},
                strings(r.call("all.equal", RDouble.of(1), RString.of("a"))));
        assertArrayEquals(new String[] {"names for target but not for current"}, strings(r.call("all.equal", named(RDouble.of(1), "a"), RDouble.of(1))));
        assertEquals(true, yes("all.equal", RDouble.of(1), RDouble.of(1 + 1e-10)));
        assertArrayEquals(new String[] {"Mean relative difference: 0.3333333"}, strings(r.call("all.equal", RDouble.of(1, 2, 3), RDouble.of(1, 2, 4))));
        RInt m = RInt.range(1, 4);
        m.setAttr("dim", RInt.of(2, 2));
        assertArrayEquals(new String[] {"Attributes: < Modes: list, NULL >", "Attributes: < Lengths: 1, 0 >",
                "Attributes: < names for target but not for current >", "Attributes: < current is not list-like >",
                "target is matrix, current is numeric"}, strings(r.call("all.equal", m, RInt.range(1, 4))));
        assertArrayEquals(new String[] {"Component \u201cb\u201d: Mean relative difference: 0.5"}, strings(r.call("all.equal",
                named(RList.of(RDouble.of(1), RDouble.of(2)), "a", "b"), named(RList.of(RDouble.of(1), RDouble.of(3)), "a", "b"))));
    }
}
