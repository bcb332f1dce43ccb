package flashr.base.math;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class MathBuiltinsTest {
    private final BuiltinCalls b = new BuiltinCalls();

    private double[] doubles(RValue v) {
        return assertInstanceOf(RDouble.class, v).data();
    }

    @Test
    void roundMatchesR() {
        double[] x = {2.5, 0.15, 2.675, 1234, -2.5, 0.285, 1.005, 5.5, 0.125};
        double[] digits = {0, 1, 2, -2, 0, 2, 2, 0, 2};
        double[] expected = {2, 0.1, 2.67, 1200, -2, 0.28, 1, 6, 0.12};
        assertArrayEquals(expected, doubles(b.call("round", new RDouble(x), new RDouble(digits))));
    }

    @Test
    void signifMatchesR() {
        assertArrayEquals(new double[] {3.14, 123000, 0.000123, -2.5e10},
                doubles(b.call("signif", RDouble.of(Math.PI, 123456, 0.00012345, -2.5e10), RDouble.of(3))));
    }

    @Test
    void absKeepsIntegers() {
        assertArrayEquals(new int[] {3, 0, RInt.NA}, assertInstanceOf(RInt.class, b.call("abs", RInt.of(-3, 0, RInt.NA))).data());
    }

    @Test
    void elementwiseFunctionsKeepNames() {
        RDouble x = RDouble.of(1, 4);
        x.setAttr("names", RString.of("a", "b"));
        RVector r = (RVector) b.call("sqrt", x);
        assertArrayEquals(new double[] {1, 2}, doubles(r));
        assertArrayEquals(new String[] {"a", "b"}, r.names().data());
    }

    @Test
    void logarithms() {
        assertArrayEquals(new double[] {3}, doubles(b.call("log", RDouble.of(8), "base=", RDouble.of(2))));
        assertArrayEquals(new double[] {2}, doubles(b.call("log10", RDouble.of(100))));
        assertArrayEquals(new double[] {Double.NEGATIVE_INFINITY}, doubles(b.call("log", RDouble.of(0))));
        assertArrayEquals(new double[] {10}, doubles(b.call("log2", RDouble.of(1024))));
    }

    @Test
    void floorAndCeilingReturnDoubles() {
        assertArrayEquals(new double[] {2}, doubles(b.call("floor", RInt.of(2))));
        assertArrayEquals(new double[] {-2}, doubles(b.call("ceiling", RDouble.of(-2.5))));
        assertArrayEquals(new double[] {-2}, doubles(b.call("trunc", RDouble.of(-2.7))));
    }

    @Test
    void cumulativeFunctions() {
        assertArrayEquals(new int[] {1, 3, 6}, assertInstanceOf(RInt.class, b.call("cumsum", RInt.of(1, 2, 3))).data());
        assertArrayEquals(new double[] {1, 2, 6}, doubles(b.call("cumprod", RInt.of(1, 2, 3))));
        double[] m = doubles(b.call("cummax", RDouble.of(1, Double.NaN, 2)));
        assertEquals(1, m[0]);
        assertEquals(true, RDouble.isNaNValue(m[2]));
        assertArrayEquals(new int[] {3, 1, RInt.NA}, assertInstanceOf(RInt.class, b.call("cummin", RInt.of(3, 1, RInt.NA))).data());
    }

    @Test
    void gammaFamily() {
        assertArrayEquals(new double[] {24, 52.342777784553526}, doubles(b.call("gamma", RDouble.of(5, 5.5))), 1e-12);
        assertArrayEquals(new double[] {126410606437752.0}, doubles(b.call("choose", RDouble.of(50), RDouble.of(25))));
        assertArrayEquals(new double[] {15}, doubles(b.call("choose", RDouble.of(-5), RDouble.of(2))));
        assertArrayEquals(new double[] {13.482036786138359}, doubles(b.call("lgamma", RDouble.of(10.3))), 1e-12);
    }

    @Test
    void nonNumericArgumentIsAnError() {
        assertEquals("non-numeric argument to mathematical function",
                assertThrows(RError.class, () -> b.call("sqrt", RString.of("a"))).getMessage());
    }
}
