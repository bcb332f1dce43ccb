package flashr.stats;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link PairwiseCovariance} bit for bit against an exact model of cov.c's COV_PAIRWISE_BODY on
 * the x87: every add, difference, product, quotient and square root computed exactly and rounded
 * to a 64-bit significand, ties to even, the result rounded to a double once.
 */
class PairwiseCovarianceTest {
    /** m * 2^k exactly. */
    private record Dy(BigInteger m, int k) {
        static final Dy ZERO = new Dy(BigInteger.ZERO, 0);

        static Dy of(double d) {
            if (d == 0) return ZERO;
            long bits = Double.doubleToRawLongBits(d);
            int field = (int) ((bits >>> 52) & 0x7FF);
            long mant = (bits & 0xFFFFFFFFFFFFFL) | (field == 0 ? 0 : 1L << 52);
            BigInteger m = BigInteger.valueOf(mant);
            return new Dy(d < 0 ? m.negate() : m, (field == 0 ? 1 : field) - 1075);
        }

        Dy add(Dy o) {
            if (m.signum() == 0) return o;
            if (o.m.signum() == 0) return this;
            int k0 = Math.min(k, o.k);
            return new Dy(m.shiftLeft(k - k0).add(o.m.shiftLeft(o.k - k0)), k0).round(64);
        }

        Dy neg() { return new Dy(m.negate(), k); }

        Dy mul(Dy o) { return new Dy(m.multiply(o.m), k + o.k).round(64); }

        Dy div(Dy o) {
            if (m.signum() == 0) return ZERO;
            int s = Math.max(0, 140 + o.m.bitLength() - m.bitLength());
            BigInteger[] qr = m.abs().shiftLeft(s).divideAndRemainder(o.m.abs());
            BigInteger q = qr[0].shiftLeft(1).or(qr[1].signum() != 0 ? BigInteger.ONE : BigInteger.ZERO);   // a sticky bit below
            return new Dy(m.signum() * o.m.signum() < 0 ? q.negate() : q, k - s - o.k - 1).round(64);
        }

        Dy sqrt() {
            BigInteger a = m;
            int e = k;
            if ((e & 1) != 0) { a = a.shiftLeft(1); e--; }
            int extra = Math.max(0, 200 - a.bitLength()) & ~1;
            a = a.shiftLeft(extra);
            e -= extra;
            BigInteger[] qr = a.sqrtAndRemainder();
            BigInteger r = qr[0].shiftLeft(1).or(qr[1].signum() != 0 ? BigInteger.ONE : BigInteger.ZERO);
            return new Dy(r, e / 2 - 1).round(64);
        }

        Dy round(int bits) {
            BigInteger a = m.abs();
            int drop = a.bitLength() - bits;
            if (drop <= 0) return this;
            BigInteger q = a.shiftRight(drop);
            boolean half = a.testBit(drop - 1), below = a.getLowestSetBit() < drop - 1;
            if (half && (below || q.testBit(0))) q = q.add(BigInteger.ONE);
            return new Dy(m.signum() < 0 ? q.negate() : q, k + drop);
        }

        int compareTo(Dy o) {
            int k0 = Math.min(k, o.k);
            return m.shiftLeft(k - k0).compareTo(o.m.shiftLeft(o.k - k0));
        }

        double value() {
            Dy r = round(53);
            return Math.scalb(r.m.doubleValue(), r.k);
        }
    }

    private static double model(boolean cor, double[] x, double[] y) {
        int n = x.length;
        Dy mx = Dy.ZERO, my = Dy.ZERO, count = Dy.of(n), n1 = Dy.of(n - 1);
        for (int k = 0; k < n; k++) {
            mx = mx.add(Dy.of(x[k]));
            my = my.add(Dy.of(y[k]));
        }
        mx = mx.div(count);
        my = my.div(count);
        Dy sum = Dy.ZERO, xsd = Dy.ZERO, ysd = Dy.ZERO;
        for (int k = 0; k < n; k++) {
            Dy dx = Dy.of(x[k]).add(mx.neg()), dy = Dy.of(y[k]).add(my.neg());
            sum = sum.add(dx.mul(dy));
            xsd = xsd.add(dx.mul(dx));
            ysd = ysd.add(dy.mul(dy));
        }
        if (!cor) return sum.div(n1).value();
        if (xsd.m.signum() == 0 || ysd.m.signum() == 0) return Double.NaN;
        Dy r = sum.div(n1).div(xsd.div(n1).sqrt().mul(ysd.div(n1).sqrt()));
        return r.compareTo(Dy.of(1)) > 0 ? 1 : r.value();
    }

    @Test void randomPairsAsTheX87() {
        Random rnd = new Random(20261205);
        for (int rep = 0; rep < 600; rep++) {
            int n = 2 + rnd.nextInt(rep % 10 == 0 ? 400 : 40);
            double[] x = new double[n], y = new double[n];
            double offX = rnd.nextBoolean() ? 0 : Math.scalb(rnd.nextDouble(), rnd.nextInt(60) - 10);
            double offY = rnd.nextBoolean() ? 0 : -Math.scalb(rnd.nextDouble(), rnd.nextInt(40));
            double scale = Math.scalb(1.0, rnd.nextInt(20) - 10);
            for (int k = 0; k < n; k++) {
                x[k] = offX + rnd.nextGaussian() * scale;
                y[k] = rnd.nextInt(4) == 0 ? x[k] : offY + rnd.nextGaussian() + (rnd.nextBoolean() ? x[k] : 0);
                if (rnd.nextInt(8) == 0) x[k] = Math.rint(x[k]);   // integers: exact sums and ties
            }
            for (boolean cor : new boolean[] {true, false}) {
                int[] sdZero = {0};
                double want = model(cor, x, y), got = PairwiseCovariance.of(cor, x, y, sdZero);
                final int r = rep;
                if (Double.isNaN(want)) assertEquals(1, sdZero[0], () -> "rep " + r);
                else assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(got),
                        () -> "rep " + r + " cor " + cor + ": want " + want + " got " + got);
            }
            // the diagonal: x with itself (1 in R only when the long double quotient rounds to it)
            int[] sdZero = {0};
            assertEquals(Double.doubleToRawLongBits(model(true, x, x)), Double.doubleToRawLongBits(PairwiseCovariance.of(true, x, x, sdZero)), "diagonal " + rep);
        }
    }
}
