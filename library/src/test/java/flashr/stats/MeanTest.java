package flashr.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.engine.fn.LongDouble;
import flashr.lang.RDouble;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code mean} of doubles against R's algorithm computed exactly (summary.c: s = the long double
 * sum, s /= n, then when s is finite t = the long double sum of (x - s), s += t / n; every long
 * double step rounded to 64 significant bits, ties to even, in the x87's exponent range, where a
 * sum of doubles never overflows) and against the element-by-element long double step it
 * replaced (bit for bit, where that one's double-double sums stayed in range): random data of several kinds (runif's whole units, full significands,
 * around zero, near a large mean, ties, huge, tiny and subnormal, mixed magnitudes) at lengths
 * 0, 1, 2 and up, with NA, NaN and infinities. Means near the subnormal range are R's too
 * (FiniteMean scales such data up); the old step is not, there.
 */
class MeanTest {
    private static final double NA = RDouble.NA;

    @Test void matchesRsAlgorithmComputedExactly() {
        Random rnd = new Random(20261203);
        int[] lengths = {1, 2, 3, 17, 300, 4000};
        for (int trial = 0; trial < 1500; trial++) {
            int kind = trial % 10, n = lengths[trial / 10 % lengths.length];
            double[] a = new double[n];
            for (int i = 0; i < n; i++) a[i] = element(rnd, kind, i);
            String what = "kind " + kind + " n " + n + " trial " + trial;
            double got = StatsFunctions.mean(a, true);
            assertEquals(Double.doubleToRawLongBits(reference(a)), Double.doubleToRawLongBits(got), what);
            // the old step: double-double sums beyond 2^1024 overflowed, and below 2^-958 held fewer than 64 bits
            if (kind != 5 && kind != 6) assertEquals(Double.doubleToRawLongBits(elementByElement(a)), Double.doubleToRawLongBits(got), what + " (step by step)");
        }
    }

    @Test void emptyAndSpecialValues() {
        assertEquals(Double.doubleToRawLongBits(Double.NaN), Double.doubleToRawLongBits(StatsFunctions.mean(new double[0], true)));
        assertEquals(0.1, StatsFunctions.mean(new double[] {0.1}, true));
        Random rnd = new Random(5);
        for (int trial = 0; trial < 400; trial++) {
            double[] a = new double[1 + rnd.nextInt(trial % 2 == 0 ? 5 : 2000)];
            for (int i = 0; i < a.length; i++) a[i] = element(rnd, trial % 10, i);
            double special = switch (trial % 4) {
                case 0 -> NA;
                case 1 -> Double.NaN;
                case 2 -> Double.POSITIVE_INFINITY;
                default -> Double.NEGATIVE_INFINITY;
            };
            a[rnd.nextInt(a.length)] = special;
            if (trial % 8 >= 4) a[rnd.nextInt(a.length)] = trial % 8 == 7 ? Double.POSITIVE_INFINITY : special;
            double got = StatsFunctions.mean(a, true);
            String what = "trial " + trial;
            boolean pos = false, neg = false;
            for (double x : a) { pos |= x == Double.POSITIVE_INFINITY; neg |= x == Double.NEGATIVE_INFINITY; }
            if (RDouble.isNAValue(special)) assertEquals(true, RDouble.isNAValue(got), what + ": NA");
            else if (Double.isNaN(special) || pos && neg) assertEquals(true, Double.isNaN(got) && !RDouble.isNAValue(got), what + ": NaN");
            else assertEquals(pos ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY, got, what);
            if (trial % 10 != 5) assertEquals(Double.doubleToRawLongBits(elementByElement(a)), Double.doubleToRawLongBits(got), what + " (step by step)");
        }
    }

    private static double element(Random rnd, int kind, int i) {
        return switch (kind) {
            case 0 -> Math.floor(rnd.nextDouble() * 0x1p32) / 0x1p32;                  // R's runif
            case 1 -> rnd.nextDouble() * 10;                                            // full significands
            case 2 -> rnd.nextGaussian();                                               // around zero
            case 3 -> 1e6 + rnd.nextGaussian();                                         // near a large mean
            case 4 -> (rnd.nextInt(1 << 8) - 50) * Math.scalb(1.0, rnd.nextInt(12) - 6);   // few bits: ties
            case 5 -> Double.MAX_VALUE * (0.5 + rnd.nextDouble() / 2);                   // huge: the double sum overflows
            case 6 -> rnd.nextDouble() * Double.MIN_NORMAL * 4;                         // tiny and subnormal
            case 7 -> rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(120) - 60);     // mixed magnitudes
            case 8 -> rnd.nextInt(1000) * 0.001 - (i % 2) * 0.25;                      // decimals
            default -> i % 3 == 0 ? 1e15 : -rnd.nextDouble();                            // cancellation
        };
    }

    /** The mean with the old second pass: each residual added by the scalar long double step. */
    private static double elementByElement(double[] d) {
        int n = d.length;
        if (n == 0) return Double.NaN;
        LongDouble s = new LongDouble();
        boolean na = false, nan = false, finite = true;
        for (double x : d) {
            if (Double.isNaN(x)) { na |= RDouble.isNAValue(x); nan |= !RDouble.isNAValue(x); }
            else s.add(x);
            finite &= Double.isFinite(x);
        }
        if (na) return NA;
        if (nan || Double.isNaN(s.value())) return Double.NaN;
        LongDouble m = new LongDouble().add(s).divide(n);
        if (Double.isInfinite(m.value()) && finite) {
            m = new LongDouble();
            for (double x : d) m.add(x / n);
        }
        if (!Double.isFinite(m.value())) return m.value();
        LongDouble t = new LongDouble();
        for (double x : d) t.addDifference(x, m);
        return m.add(t.divide(n)).value();
    }

    /** R's mean of finite doubles, every long double step exact then rounded (unbounded exponent). */
    private static double reference(double[] d) {
        int n = d.length;
        Bin s = Bin.ZERO;
        for (double x : d) s = s.add(Bin.of(x)).round64();
        s = s.divide(n);
        if (!Double.isFinite(s.toDouble())) return s.toDouble();
        Bin t = Bin.ZERO;
        for (double x : d) t = t.add(Bin.of(x).subtract(s).round64()).round64();
        return s.add(t.divide(n)).round64().toDouble();
    }

    /** A binary number m * 2^e, exact. */
    private record Bin(BigInteger m, int e) {
        static final Bin ZERO = new Bin(BigInteger.ZERO, 0);
        static final int SIGNIFICAND = 64;

        static Bin of(double x) {
            long bits = Double.doubleToRawLongBits(x);
            int exponent = (int) ((bits >>> 52) & 0x7FF);
            long significand = bits & 0xFFFFFFFFFFFFFL;
            if (exponent == 0) exponent = 1;
            else significand |= 1L << 52;
            BigInteger m = BigInteger.valueOf(significand);
            return new Bin(x < 0 ? m.negate() : m, exponent - 1075);
        }

        Bin add(Bin o) {
            int low = Math.min(e, o.e);
            return new Bin(m.shiftLeft(e - low).add(o.m.shiftLeft(o.e - low)), low);
        }

        Bin subtract(Bin o) { return add(new Bin(o.m.negate(), o.e)); }

        /** Rounded to 64 significant bits, ties to even. */
        Bin round64() {
            int excess = m.abs().bitLength() - SIGNIFICAND;
            return excess <= 0 ? this : new Bin(shiftRounded(m, excess), e + excess);
        }

        /** this / n rounded to 64 significant bits: 130 quotient bits and a sticky bit. */
        Bin divide(long n) {
            BigInteger[] qr = m.abs().shiftLeft(130).divideAndRemainder(BigInteger.valueOf(n));
            BigInteger q = qr[0].shiftLeft(1).or(qr[1].signum() != 0 ? BigInteger.ONE : BigInteger.ZERO);
            return new Bin(m.signum() < 0 ? q.negate() : q, e - 131).round64();
        }

        /** Rounded to a double (subnormals and overflow included). */
        double toDouble() {
            if (m.signum() == 0) return 0.0;
            BigDecimal scale = e >= 0 ? new BigDecimal(BigInteger.ONE.shiftLeft(e)) : BigDecimal.ONE.divide(new BigDecimal(BigInteger.ONE.shiftLeft(-e)));
            return new BigDecimal(m).multiply(scale).doubleValue();
        }

        private static BigInteger shiftRounded(BigInteger m, int k) {
            BigInteger a = m.abs(), q = a.shiftRight(k);
            int c = a.subtract(q.shiftLeft(k)).compareTo(BigInteger.ONE.shiftLeft(k - 1));
            if (c > 0 || c == 0 && q.testBit(0)) q = q.add(BigInteger.ONE);
            return m.signum() < 0 ? q.negate() : q;
        }
    }
}
