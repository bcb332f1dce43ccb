package flashr.base.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.FirstNaNLoops;
import flashr.lang.RDouble;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The scalar loops give the lane loops' bits, NaN payloads included (NA against NaN on either
 * side), and the recycled blocks give R's element-by-element recycling.
 */
class ScalarArithmeticTest {
    private static final BinaryOp[] OPS = {BinaryOp.ADD, BinaryOp.SUB, BinaryOp.MUL, BinaryOp.DIV};
    private static final int[] CODES = {Arithmetic.ADD, Arithmetic.SUB, Arithmetic.MUL, Arithmetic.DIV};
    private final Random random = new Random(11);

    private double[] values(int n) {
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            d[i] = switch (random.nextInt(8)) {
                case 0 -> RDouble.NA;
                case 1 -> Double.NaN;
                case 2 -> random.nextBoolean() ? Double.POSITIVE_INFINITY : 0.0;
                default -> random.nextGaussian();
            };
        }
        return d;
    }

    private static void assertBits(double[] expected, double[] got, String what) {
        assertEquals(expected.length, got.length, what);
        for (int i = 0; i < expected.length; i++) {
            assertEquals(Double.doubleToRawLongBits(expected[i]), Double.doubleToRawLongBits(got[i]), what + " at " + i);
        }
    }

    @Test
    void vectorLoopsMatchTheLanes() {
        for (int n : new int[] {1, 7, 8, 33, 1000}) {
            double[] a = values(n), b = values(n);
            for (int k = 0; k < OPS.length; k++) {
                double[] lanes = new double[n], scalar = new double[n];
                FirstNaNLoops.apply(OPS[k], a, 0, b, 0, lanes, 0, n);
                switch (k) {
                    case 0 -> ScalarArithmetic.addVV(a, b, scalar);
                    case 1 -> ScalarArithmetic.subVV(a, b, scalar);
                    case 2 -> ScalarArithmetic.mulVV(a, b, scalar);
                    default -> ScalarArithmetic.divVV(a, b, scalar);
                }
                assertBits(lanes, scalar, OPS[k] + " n=" + n);
            }
        }
    }

    @Test
    void scalarOperandLoopsMatchTheLanes() {
        double[] scalars = {RDouble.NA, Double.NaN, 2.5, 0.0};
        for (double s : scalars) {
            double[] a = values(257);
            for (int k = 0; k < OPS.length; k++) {
                double[] lanes = new double[a.length], right = new double[a.length];
                FirstNaNLoops.applyScalar(OPS[k], a, 0, s, false, lanes, 0, a.length);
                switch (k) {
                    case 0 -> ScalarArithmetic.addVS(a, s, right);
                    case 1 -> ScalarArithmetic.subVS(a, s, right);
                    case 2 -> ScalarArithmetic.mulVS(a, s, right);
                    default -> ScalarArithmetic.divVS(a, s, right);
                }
                assertBits(lanes, right, OPS[k] + " vector op " + s);
            }
            double[] lanes = new double[a.length], left = new double[a.length];
            FirstNaNLoops.applyScalar(BinaryOp.SUB, a, 0, s, true, lanes, 0, a.length);
            ScalarArithmetic.subSV(s, a, left);
            assertBits(lanes, left, s + " - vector");
            FirstNaNLoops.applyScalar(BinaryOp.DIV, a, 0, s, true, lanes, 0, a.length);
            ScalarArithmetic.divSV(s, a, left);
            assertBits(lanes, left, s + " / vector");
        }
    }

    @Test
    void recycledBlocksMatchElementByElement() {
        for (int m : new int[] {2, 3, 10}) {
            double[] x = values(m * 7), y = values(m);
            for (int code : CODES) {
                double[] expected = new double[x.length], got = new double[x.length];
                for (int i = 0; i < x.length; i++) expected[i] = Arithmetic.apply(code, x[i], y[i % m]);
                assertTrue(ScalarArithmetic.longLeft(code, x, y, got));
                assertBits(expected, got, "long left " + code);
                for (int i = 0; i < x.length; i++) expected[i] = Arithmetic.apply(code, y[i % m], x[i]);
                assertTrue(ScalarArithmetic.longRight(code, y, x, got));
                assertBits(expected, got, "long right " + code);
            }
            assertTrue(!ScalarArithmetic.longLeft(Arithmetic.POW, x, y, new double[x.length]));
        }
    }
}
