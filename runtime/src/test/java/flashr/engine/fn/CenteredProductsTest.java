package flashr.engine.fn;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * CenteredProducts against an exact x87 model in big-integer arithmetic: values M * 2^k, each
 * operation (x - m, the product, the sum) exact, then rounded to a 64-bit significand, ties to
 * even, as cov.c's {@code sum += (LDOUBLE)(x[k] - xm) * (y[k] - ym)}. The running sum must be
 * the model's exactly, for blocks and for the one-row step; sqrtl's double too.
 */
class CenteredProductsTest {
    private static Dyadic model(double[] x, double mx, double[] y, double my) {
        Dyadic sum = Dyadic.of(0), nmx = Dyadic.of(-mx), nmy = Dyadic.of(-my);
        for (int k = 0; k < x.length; k++) {
            Dyadic dx = Dyadic.of(x[k]).add(nmx).round64(), dy = Dyadic.of(y[k]).add(nmy).round64();
            sum = sum.add(dx.mul(dy).round64()).round64();
        }
        return sum;
    }

    private static Dyadic pair(LongDouble a) { return Dyadic.of(a.hi()).add(Dyadic.of(a.lo())); }

    private static double[] data(Random rnd, int kind, int n, double shift) {
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            d[i] = switch (kind) {
                case 0 -> rnd.nextGaussian() + shift;
                case 1 -> rnd.nextDouble() * 1e6 + shift;
                case 2 -> Math.scalb(rnd.nextGaussian(), rnd.nextInt(60) - 30);
                default -> rnd.nextInt(5) == 0 ? shift : rnd.nextGaussian() * 1e-3 + shift;   // exact zeros after centering
            };
        }
        return d;
    }

    @Test void blocksAndSingleRowsMatchTheExactModel() {
        Random rnd = new Random(20261204);
        for (int t = 0; t < 40; t++) {
            int n = 1 + rnd.nextInt(3000);
            int kind = t % 4;
            double[] x = data(rnd, kind, n, t % 3 == 0 ? 1e-3 : 5.5), y = data(rnd, kind, n, t % 3 == 1 ? -7.25 : 2e-4);
            if (t % 5 == 0) for (int i = 0; i < n; i++) y[i] = x[i];   // a variance
            double mx = x[rnd.nextInt(n)] * 0.999 + 1e-5, my = y[rnd.nextInt(n)] * 1.001 - 3e-6;
            Dyadic want = model(x, mx, y, my);
            long[] sx = new long[n], sy = new long[n];
            int[] ex = new int[n], ey = new int[n];
            assertTrue(CenteredProducts.center(x, mx, 0, n, sx, ex) && CenteredProducts.center(y, my, 0, n, sy, ey));
            LongDouble blocks = new LongDouble();
            CenteredProducts.addProducts(blocks, sx, ex, sy, ey, n);
            assertEquals(0, pair(blocks).compare(want.round64()), "blocks, case " + t);
            LongDouble rows = new LongDouble();
            for (int i = 0; i < n; i++) CenteredProducts.addProduct(rows, x[i], mx, y[i], my);
            assertEquals(0, pair(rows).compare(want), "rows, case " + t);
        }
    }

    /** Differences just below a power of two (the binade below, finer units), ties, exact zeros and signs. */
    @Test void edgesOfTheDifferencesMatchTheExactModel() {
        double[] x = {1.0, 2.0, -4.0, 1.5, 0.75, 0x1p-60, -1.0, 1.0 + 0x1p-52, 3.0, 1.0};
        double[][] ms = {{0x1p-60, -0x1p-61}, {0x1p-64, 0x1p-64}, {-0x1p-60, 0x1p-65}, {0x1p-11, 0x1.8p-64}, {0, 1.0}};
        for (double[] m : ms) {
            double[] y = x.clone();
            for (int i = 0; i < y.length; i++) y[i] = x[x.length - 1 - i] * (i % 2 == 0 ? 1 : -1);
            Dyadic want = model(x, m[0], y, m[1]);
            int n = x.length;
            long[] sx = new long[n], sy = new long[n];
            int[] ex = new int[n], ey = new int[n];
            assertTrue(CenteredProducts.center(x, m[0], 0, n, sx, ex) && CenteredProducts.center(y, m[1], 0, n, sy, ey));
            LongDouble blocks = new LongDouble();
            CenteredProducts.addProducts(blocks, sx, ex, sy, ey, n);
            assertEquals(0, pair(blocks).compare(want), "blocks, m " + m[0] + ", " + m[1]);
            LongDouble rows = new LongDouble();
            for (int i = 0; i < n; i++) CenteredProducts.addProduct(rows, x[i], m[0], y[i], m[1]);
            assertEquals(0, pair(rows).compare(want), "rows, m " + m[0] + ", " + m[1]);
        }
    }

    /**
     * The integer loop's other steps (ProductStep): sums of small integers that wander across
     * zero and every binade near it, cancel exactly and meet products larger than themselves;
     * magnitudes 2^+-70 apart (products far below the sum's unit, or far above it); a sum at
     * 2^63 units less a product just below a quarter unit.
     */
    @Test void sumsCrossingBinadesAndZeroMatchTheExactModel() {
        Random rnd = new Random(20261205);
        for (int t = 0; t < 60; t++) {
            int n = 1 + rnd.nextInt(4000);
            double[] x = new double[n], y = new double[n];
            for (int i = 0; i < n; i++) {
                switch (t % 3) {
                    case 0 -> { x[i] = rnd.nextInt(5) - 2; y[i] = rnd.nextInt(5) - 2; }
                    case 1 -> { x[i] = Math.scalb(rnd.nextGaussian(), rnd.nextInt(3) * 35 - 35); y[i] = rnd.nextGaussian(); }
                    default -> { x[i] = rnd.nextGaussian() + (rnd.nextInt(7) == 0 ? 0x1p40 : 0); y[i] = rnd.nextInt(9) == 0 ? -3 : rnd.nextGaussian() * 0x1p-30; }
                }
            }
            double mx = t % 2 == 0 ? 0 : 1e-9, my = t % 4 < 2 ? 0 : -0x1p-20;
            Dyadic want = model(x, mx, y, my);
            long[] sx = new long[n], sy = new long[n];
            int[] ex = new int[n], ey = new int[n];
            assertTrue(CenteredProducts.center(x, mx, 0, n, sx, ex) && CenteredProducts.center(y, my, 0, n, sy, ey));
            LongDouble blocks = new LongDouble();
            for (int from = 0; from < n; from += 1000) {
                int len = Math.min(1000, n - from);
                CenteredProducts.addProducts(blocks, java.util.Arrays.copyOfRange(sx, from, from + len), java.util.Arrays.copyOfRange(ex, from, from + len),
                        java.util.Arrays.copyOfRange(sy, from, from + len), java.util.Arrays.copyOfRange(ey, from, from + len), len);
            }
            assertEquals(0, pair(blocks).compare(want), "case " + t);
        }
        // 2^63 + 0 units of 1 (the sum 2^63), less products of a quarter unit and just below it
        double[] x = {0x1p62, 0x1p62, -0x1p-2, -0x1.fffffffffffffp-3, -0x1p-2};
        double[] y = {2, 0, 1, 1, 1};
        Dyadic want = model(x, 0, y, 0);
        long[] sx = new long[5], sy = new long[5];
        int[] ex = new int[5], ey = new int[5];
        assertTrue(CenteredProducts.center(x, 0, 0, 5, sx, ex) && CenteredProducts.center(y, 0, 0, 5, sy, ey));
        LongDouble blocks = new LongDouble();
        CenteredProducts.addProducts(blocks, sx, ex, sy, ey, 5);
        assertEquals(0, pair(blocks).compare(want), "at 2^63");
    }

    @Test void sqrtlIsTheRootRoundedTo64BitsThenToADouble() {
        Random rnd = new Random(7);
        for (int t = 0; t < 2000; t++) {
            LongDouble v = new LongDouble().add(Math.scalb(1 + rnd.nextDouble(), rnd.nextInt(200) - 100));
            v.add(Math.scalb(rnd.nextDouble(), Math.getExponent(v.hi()) - 53 - rnd.nextInt(12)));
            Dyadic exact = pair(v);
            double got = CenteredProducts.sqrt(v);
            // the model: the 64-bit root r satisfies (r - u/2)^2 <= v <= (r + u/2)^2; then one rounding to a double
            Dyadic r = sqrt64(exact);
            assertEquals(Double.doubleToRawLongBits(r.value()), Double.doubleToRawLongBits(got), "case " + t);
        }
    }

    /**
     * sqrtl's integer root against its BigInteger one (sqrtlExact), both parts of the pair: 64-bit
     * values of random significands and exponents (odd and even), perfect squares, significands
     * at both ends (roots that round up to the next power of two), and pairs not rounded to 64
     * bits or out of the integer range (which take the BigInteger root).
     */
    @Test void sqrtlsIntegerRootIsTheExactOne() {
        Random rnd = new Random(27);
        for (int t = 0; t < 20000; t++) {
            long m = switch (t % 5) {
                case 0 -> rnd.nextLong() | Long.MIN_VALUE;
                case 1 -> -1L - rnd.nextInt(1 << 12);   // 2^64 - small
                case 2 -> Long.MIN_VALUE + rnd.nextInt(1 << 12);
                case 3 -> {   // a square's top 64 bits (exact when the square fits)
                    long r = (rnd.nextLong() >>> 32) | 0x80000000L;
                    yield r * r < 0 ? r * r : (r * r) << 1 | Long.MIN_VALUE;
                }
                default -> (rnd.nextLong() & 0xFFFFFFFFFFFFF800L) | Long.MIN_VALUE;   // 53 bits: lo = 0
            };
            int e = t % 101 == 0 ? -950 : rnd.nextInt(1200) - 700;   // below LongDoubleRun's range: the exact path
            LongDouble v = pairOf(m, e);
            if (t % 97 == 0) v.set(v.hi(), v.lo() + Math.ulp(v.hi()) * 0x1p-20);   // not 64 bits: the exact path
            LongDouble want = CenteredProducts.sqrtlExact(v), got = CenteredProducts.sqrtl(v);
            assertEquals(Double.doubleToRawLongBits(want.hi()), Double.doubleToRawLongBits(got.hi()), "hi, case " + t);
            assertEquals(Double.doubleToRawLongBits(want.lo()), Double.doubleToRawLongBits(got.lo()), "lo, case " + t);
        }
    }

    /** m * 2^(e - 63) (m unsigned, top bit set) as the nearest double and the rest. */
    private static LongDouble pairOf(long m, int e) {
        double top = (double) (m >>> 11) * 0x1p11, rest = (double) (m & 0x7FF);
        double hi = top + rest, lo = rest - (hi - top);
        LongDouble v = new LongDouble();
        v.set(Math.scalb(hi, e - 63), Math.scalb(lo, e - 63));
        return v;
    }

    /** The root of v rounded to 64 bits, by bisection on the 66-bit grid with the remainder as sticky bit. */
    private static Dyadic sqrt64(Dyadic v) {
        BigInteger m = v.m();
        int k = v.k();
        if ((k & 1) != 0) { m = m.shiftLeft(1); k--; }
        int extra = Math.max(0, 200 - m.bitLength()) & ~1;
        m = m.shiftLeft(extra);
        k -= extra;
        BigInteger[] qr = m.sqrtAndRemainder();
        BigInteger r = qr[0].shiftLeft(1).or(qr[1].signum() != 0 ? BigInteger.ONE : BigInteger.ZERO);   // a sticky bit below
        return new Dyadic(r, k / 2 - 1).round64();
    }

}
