package flashr.engine.fn.math;

import org.junit.jupiter.api.Test;

import java.util.Random;
import java.util.function.DoubleUnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The vector loops against the scalar functions, bit for bit: millions of inputs from raw random
 * bits (every exponent, NaN payloads, subnormals) and from the ranges where results are finite,
 * with special values sprinkled in, over arrays of every small length and offset (vector tails,
 * vectors that fall back to the scalar path).
 */
class ExpLogVectorsTest {
    interface ArrayFn { void apply(double[] in, int inOff, double[] out, int outOff, int n); }

    static final double[] SPECIAL = {Double.NaN, Double.longBitsToDouble(0x7ff00000000007a2L), 0.0, -0.0,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MIN_NORMAL,
            Double.MAX_VALUE, 1.0, -1.0, 709.782712893384, -745.1332191019412, 708.0, -708.0, 700.0, -700.0, -704.5};

    @Test
    void expVectorsEqualScalarBitForBit() {
        check(ExpLogVectors::exp, ExpLog::exp, rnd -> (rnd.nextDouble() - 0.5) * 1500, rnd -> (rnd.nextDouble() - 0.5) * 40);
    }

    @Test
    void logVectorsEqualScalarBitForBit() {
        check(ExpLogVectors::log, ExpLog::log, rnd -> Math.exp((rnd.nextDouble() - 0.5) * 1400), rnd -> 1 + (rnd.nextDouble() - 0.5) * 0.2);
    }

    interface Gen { double next(Random rnd); }

    private static void check(ArrayFn vector, DoubleUnaryOperator scalar, Gen wide, Gen narrow) {
        Random rnd = new Random(11);
        int n = 1 << 20;
        double[] in = new double[n], out = new double[n];
        for (int round = 0; round < 6; round++) {
            for (int k = 0; k < n; k++) {
                int kind = rnd.nextInt(100);
                in[k] = kind < 30 ? Double.longBitsToDouble(rnd.nextLong())
                        : kind < 65 ? wide.next(rnd)
                        : kind < 99 ? narrow.next(rnd)
                        : SPECIAL[rnd.nextInt(SPECIAL.length)];
            }
            vector.apply(in, 0, out, 0, n);
            for (int k = 0; k < n; k++) assertSame(scalar, in[k], out[k]);
        }
        // one special value among common ones, anywhere in a long array: its lanes alone are redone
        for (int trial = 0; trial < 300; trial++) {
            double[] a = new double[1000], b = new double[1000];
            for (int k = 0; k < a.length; k++) a[k] = narrow.next(rnd);
            a[rnd.nextInt(a.length)] = SPECIAL[trial % SPECIAL.length];
            vector.apply(a, 0, b, 0, a.length);
            for (int k = 0; k < a.length; k++) assertSame(scalar, a[k], b[k]);
        }
        // every length up to 40 at every offset up to 9: tails and partial vectors
        for (int len = 0; len <= 40; len++) {
            for (int off = 0; off < 10; off++) {
                double[] a = new double[off + len], b = new double[off + len + 3];
                for (int k = 0; k < a.length; k++) a[k] = rnd.nextInt(8) == 0 ? SPECIAL[rnd.nextInt(SPECIAL.length)] : narrow.next(rnd);
                vector.apply(a, off, b, 3, len);
                for (int k = 0; k < len; k++) assertSame(scalar, a[off + k], b[3 + k]);
            }
        }
    }

    private static void assertSame(DoubleUnaryOperator scalar, double x, double got) {
        long want = Double.doubleToRawLongBits(scalar.applyAsDouble(x));
        assertEquals(want, Double.doubleToRawLongBits(got), () -> "at x = " + x + " (" + Long.toHexString(Double.doubleToRawLongBits(x)) + ")");
    }
}
