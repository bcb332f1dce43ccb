package flashr.base.arith;

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
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class ArithmeticTest {
    private final BuiltinCalls b = new BuiltinCalls();

    private double[] doubles(RValue v) {
        return assertInstanceOf(RDouble.class, v).data();
    }

    private int[] ints(RValue v) {
        return assertInstanceOf(RInt.class, v).data();
    }

    private int[] logicals(RValue v) {
        return assertInstanceOf(RLogical.class, v).data();
    }

    @Test
    void integerArithmeticStaysInteger() {
        assertArrayEquals(new int[] {5}, ints(b.call("+", RInt.of(2), RInt.of(3))));
        assertArrayEquals(new int[] {2, 4, 4, 6}, ints(b.call("+", RInt.of(1, 2, 3, 4), RInt.of(1, 2))));
        assertArrayEquals(new int[] {2}, ints(b.call("+", RLogical.of(true), RLogical.of(true))));
        assertArrayEquals(new int[] {RInt.NA}, ints(b.call("+", RInt.of(RInt.NA), RInt.of(1))));
    }

    @Test
    void divisionAndPowerAreDouble() {
        assertArrayEquals(new double[] {2.5}, doubles(b.call("/", RInt.of(5), RInt.of(2))));
        assertArrayEquals(new double[] {8}, doubles(b.call("^", RInt.of(2), RInt.of(3))));
        assertArrayEquals(new double[] {1}, doubles(b.call("^", RDouble.of(RDouble.NA), RDouble.of(0))));
        assertArrayEquals(new double[] {1}, doubles(b.call("^", RDouble.of(1), RDouble.of(RDouble.NA))));
    }

    @Test
    void modulusAndIntegerDivisionFollowR() {
        assertArrayEquals(new int[] {RInt.NA}, ints(b.call("%/%", RInt.of(5), RInt.of(0))));
        assertArrayEquals(new int[] {RInt.NA}, ints(b.call("%%", RInt.of(5), RInt.of(0))));
        assertArrayEquals(new int[] {1}, ints(b.call("%%", RInt.of(-5), RInt.of(3))));
        assertArrayEquals(new double[] {-3}, doubles(b.call("%/%", RDouble.of(-5), RDouble.of(2))));
        assertArrayEquals(new double[] {1.5}, doubles(b.call("%%", RDouble.of(5.5), RDouble.of(2))));
        assertArrayEquals(new double[] {-1}, doubles(b.call("%%", RDouble.of(5), RDouble.of(-3))));
        assertArrayEquals(new double[] {Double.POSITIVE_INFINITY}, doubles(b.call("%/%", RDouble.of(5), RDouble.of(0))));
    }

    @Test
    void doubleModulusUsesExtendedIntermediates() {
        double[] x = {1, 5.3, -7.1, 0.3, 1, 7.5};
        double[] y = {0.1, 1.1, 2, 0.1, 0.1, 0.5};
        assertArrayEquals(new double[] {0.09999999999999995, 0.89999999999999947, 0.90000000000000036},
                java.util.Arrays.copyOf(doubles(b.call("%%", new RDouble(x), new RDouble(y))), 3));
        assertArrayEquals(new double[] {2, 9, 15},
                java.util.Arrays.copyOfRange(doubles(b.call("%/%", new RDouble(x), new RDouble(y))), 3, 6));
    }

    @Test
    void naAndNaNArePreserved() {
        assertTrue(RDouble.isNAValue(doubles(b.call("+", RDouble.of(RDouble.NA), RDouble.of(1)))[0]));
        assertTrue(RDouble.isNaNValue(doubles(b.call("+", RDouble.of(Double.NaN), RDouble.of(1)))[0]));
        assertTrue(RDouble.isNAValue(doubles(b.call("*", RInt.of(RInt.NA), RDouble.of(1)))[0]));
    }

    @Test
    void unaryMinusOnLogicalGivesInteger() {
        assertArrayEquals(new int[] {-1, 0}, ints(b.call("-", new RLogical(new int[] {1, 0}))));
        assertArrayEquals(new double[] {-2.5}, doubles(b.call("-", RDouble.of(2.5))));
    }

    @Test
    void zeroLengthOperandGivesZeroLength() {
        assertEquals(0, doubles(b.call("+", new RDouble(new double[0]), RDouble.of(1))).length);
        assertEquals(0, doubles(b.call("+", RNull.NULL, RDouble.of(1))).length);
    }

    @Test
    void namesComeFromTheOperandOfResultLength() {
        RDouble x = RDouble.of(1, 2);
        x.setAttr("names", RString.of("a", "b"));
        RVector r = (RVector) b.call("*", RDouble.of(10), x);
        assertArrayEquals(new String[] {"a", "b"}, r.names().data());
    }

    @Test
    void dimsMustConform() {
        RInt m = RInt.of(1, 2, 3, 4);
        m.setAttr("dim", RInt.of(2, 2));
        RInt n = RInt.of(1, 2, 3, 4);
        n.setAttr("dim", RInt.of(4, 1));
        RError e = assertThrows(RError.class, () -> b.call("+", m, n));
        assertEquals("non-conformable arrays", e.getMessage());
        RVector r = (RVector) b.call("+", m, RInt.of(1));
        assertArrayEquals(new int[] {2, 2}, r.dim());
    }

    @Test
    void characterOperandIsAnError() {
        RError e = assertThrows(RError.class, () -> b.call("+", RDouble.of(1), RString.of("a")));
        assertEquals("non-numeric argument to binary operator", e.getMessage());
        assertEquals("invalid argument to unary operator", assertThrows(RError.class, () -> b.call("-", RString.of("a"))).getMessage());
    }

    @Test
    void comparisonsOfNumbersAndStrings() {
        assertArrayEquals(new int[] {1, 0, RLogical.NA}, logicals(b.call("<", RDouble.of(1, 3, RDouble.NA), RDouble.of(2))));
        assertArrayEquals(new int[] {1}, logicals(b.call("==", RDouble.of(1), RString.of("1"))));
        // the locale's collation: letters by base letter first, lower case before upper case
        assertArrayEquals(new int[] {0}, logicals(b.call("<", RString.of("B"), RString.of("a"))));
        assertArrayEquals(new int[] {1}, logicals(b.call("<", RString.of("a"), RString.of("A"))));
        assertArrayEquals(new int[] {0}, logicals(b.call("<", RString.of("10"), RString.of("1"))));
    }

    @Test
    void logicFollowsThreeValuedRules() {
        int na = RLogical.NA;
        assertArrayEquals(new int[] {0}, logicals(b.call("&", new RLogical(new int[] {na}), RLogical.of(false))));
        assertArrayEquals(new int[] {na}, logicals(b.call("&", new RLogical(new int[] {na}), RLogical.of(true))));
        assertArrayEquals(new int[] {1}, logicals(b.call("|", new RLogical(new int[] {na}), RLogical.of(true))));
        assertArrayEquals(new int[] {1, 0, na}, logicals(b.call("!", RDouble.of(0, 2, RDouble.NA))));
        assertEquals("operations are possible only for numeric, logical or complex types",
                assertThrows(RError.class, () -> b.call("&", RString.of("a"), RLogical.of(true))).getMessage());
    }

    @Test
    void staticEntryForTheEvaluator() {
        assertArrayEquals(new double[] {3}, doubles(Arithmetic.binary("+", RDouble.of(1), RDouble.of(2), b.interp, null)));
        assertArrayEquals(new int[] {1}, logicals(CompareOps.binary(">=", RInt.of(2), RDouble.of(2), b.interp, null)));
    }

    private static RDouble large(double first) {
        double[] d = new double[flashr.lang.Temporaries.LARGE];
        java.util.Arrays.fill(d, 2);
        d[0] = first;
        return new RDouble(d);
    }

    @Test
    void aLargeTemporaryOperandIsWrittenOver() {
        RDouble x = large(RDouble.NA);
        double[] storage = x.data();
        double[] r = doubles(b.call("*", RDouble.of(3), x));
        assertTrue(r == storage, "the temporary's array holds the result");
        assertTrue(RDouble.isNAValue(r[0]));
        assertEquals(6, r[1]);
        double[] neg = doubles(b.call("-", new RDouble(r)));
        assertTrue(neg == storage);
        assertEquals(-6, neg[1]);
        double[] e = doubles(b.call("exp", new RDouble(neg)));
        assertTrue(e == storage);
        assertEquals(Math.exp(-6), e[1]);
    }

    @Test
    void aBoundOrSmallOperandIsNotWrittenOver() {
        RDouble x = large(1);
        x.markBound(); // a variable holds it
        double[] r = doubles(b.call("+", x, x));
        assertTrue(r != x.data());
        assertEquals(2, x.getDouble(1));
        assertEquals(4, r[1]);
        RDouble shorter = new RDouble(new double[flashr.lang.Temporaries.LARGE - 1]);
        assertTrue(doubles(b.call("+", shorter, RDouble.of(1))) != shorter.data());
        // a temporary recycled against a longer operand cannot hold the result
        RDouble half = large(5);
        RDouble twice = new RDouble(new double[2 * flashr.lang.Temporaries.LARGE]);
        twice.markBound();
        double[] sum = doubles(b.call("+", half, twice));
        assertEquals(2 * flashr.lang.Temporaries.LARGE, sum.length);
        assertEquals(5, sum[0]);
        assertEquals(5, sum[flashr.lang.Temporaries.LARGE]);
    }
}
