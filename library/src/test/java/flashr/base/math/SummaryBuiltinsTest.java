package flashr.base.math;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class SummaryBuiltinsTest {
    private final BuiltinCalls b = new BuiltinCalls();

    private double[] doubles(RValue v) {
        return assertInstanceOf(RDouble.class, v).data();
    }

    private int[] ints(RValue v) {
        return assertInstanceOf(RInt.class, v).data();
    }

    @Test
    void sumOfIntegersIsInteger() {
        assertArrayEquals(new int[] {6}, ints(b.call("sum", RInt.of(1, 2, 3))));
        assertArrayEquals(new int[] {RInt.NA}, ints(b.call("sum", RInt.of(1, RInt.NA))));
        assertArrayEquals(new double[] {2147483648.0}, doubles(b.call("sum", RInt.of(Integer.MAX_VALUE), RInt.of(1))));
    }

    @Test
    void sumWithNaRemoved() {
        assertArrayEquals(new double[] {10},
                doubles(b.call("sum", RInt.of(1, 2, 3), RDouble.of(4), RLogical.na(), "na.rm=", RLogical.of(true))));
    }

    @Test
    void sumRoundsLikeLongDouble() {
        assertArrayEquals(new double[] {0.6}, doubles(b.call("sum", RDouble.of(0.1, 0.2, 0.3))));
        assertArrayEquals(new double[] {0}, doubles(b.call("sum", RDouble.of(1e20, 1, -1e20))));
        assertArrayEquals(new double[] {1e20, 1e20, 0}, doubles(b.call("cumsum", RDouble.of(1e20, 1, -1e20))));
        assertArrayEquals(new double[] {1e308}, doubles(b.call("mean", RDouble.of(1e308, 1e308))));
    }

    @Test
    void naWinsOverNaN() {
        assertTrue(RDouble.isNAValue(doubles(b.call("sum", RDouble.of(Double.NaN, RDouble.NA)))[0]));
        assertTrue(RDouble.isNAValue(doubles(b.call("max", RDouble.of(Double.NaN, RDouble.NA)))[0]));
        assertTrue(RDouble.isNaNValue(doubles(b.call("max", RDouble.of(Double.NaN, 1)))[0]));
    }

    @Test
    void maxAndMinKeepTheirType() {
        assertArrayEquals(new int[] {3}, ints(b.call("max", RInt.of(1, 3, 2))));
        assertArrayEquals(new double[] {2.5}, doubles(b.call("max", RInt.of(1), RDouble.of(2.5))));
        assertArrayEquals(new String[] {"b"}, assertInstanceOf(RString.class, b.call("max", RString.of("b"), RString.of("a"))).data());
        assertArrayEquals(new double[] {1, 3}, doubles(b.call("range", RDouble.of(3, 1, RDouble.NA), "na.rm=", RLogical.of(true))));
    }

    @Test
    void allAndAnyWithNA() {
        assertArrayEquals(new int[] {RLogical.NA}, ((RLogical) b.call("any", new RLogical(new int[] {0, RLogical.NA}))).data());
        assertArrayEquals(new int[] {0}, ((RLogical) b.call("all", new RLogical(new int[] {0, RLogical.NA}))).data());
        assertArrayEquals(new int[] {1}, ((RLogical) b.call("all", new RLogical(new int[0]))).data());
    }

    @Test
    void typeErrors() {
        assertEquals("invalid 'type' (character) of argument", assertThrows(RError.class, () -> b.call("sum", RString.of("a"))).getMessage());
    }

    @Test
    void parallelExtremes() {
        RDouble x = RDouble.of(1, 5);
        x.setAttr("names", RString.of("a", "b"));
        RVector r = (RVector) b.call("pmax", x, RDouble.of(3));
        assertArrayEquals(new double[] {3, 5}, doubles(r));
        assertArrayEquals(new String[] {"a", "b"}, r.names().data());
        assertArrayEquals(new int[] {1, 2, 1}, ints(b.call("pmin", RInt.of(1, 2, 3), RInt.of(2, RInt.NA, 1), "na.rm=", RLogical.of(true))));
    }

    @Test
    void whichMaxKeepsTheName() {
        RDouble x = RDouble.of(1, 3, 3);
        x.setAttr("names", RString.of("a", "b", "c"));
        RVector r = (RVector) b.call("which.max", x);
        assertArrayEquals(new int[] {2}, ints(r));
        assertArrayEquals(new String[] {"b"}, r.names().data());
    }

    @Test
    void ifelseTakesTypesOnlyFromUsedBranches() {
        RVector r = (RVector) b.call(".ifelse", new RLogical(new int[] {1, 0, RLogical.NA}), RDouble.of(1), RString.of("x"));
        assertArrayEquals(new String[] {"1", "x", null}, assertInstanceOf(RString.class, r).data());
        RVector s = (RVector) b.call(".ifelse", new RLogical(new int[] {1, 1}), RInt.of(1, 2), RString.of("x"));
        assertArrayEquals(new int[] {1, 2}, ints(s));
    }
}
