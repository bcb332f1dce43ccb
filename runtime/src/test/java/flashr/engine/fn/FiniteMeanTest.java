package flashr.engine.fn;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * R's sums, cumulative sums, column means and means of doubles at the ends of the double's range
 * against the exact x87 model ({@link Dyadic}: each step exact, then rounded to a 64-bit
 * significand, with the x87's exponent range, where nothing overflows or underflows), cast to a
 * double once, subnormals included: data of tiny and huge magnitudes, subnormal data, sums that
 * pass 2^1024 and come back, mixed magnitudes, lengths 1 to a few thousand (the runs' fast loops).
 */
class FiniteMeanTest {
    /** The exact value rounded once to a double (BigDecimal's conversion rounds correctly, subnormals included). */
    private static double toDouble(Dyadic v) {
        if (v.m().signum() == 0) return 0;
        BigDecimal m = new BigDecimal(v.m()), p = new BigDecimal(BigInteger.ONE.shiftLeft(Math.abs(v.k())));
        double d = (v.k() >= 0 ? m.multiply(p) : m.divide(p)).doubleValue();
        return Math.copySign(d, v.m().signum());
    }

    /** a / n rounded to 64 bits: the quotient to 66 bits and more, with the remainder as a sticky bit. */
    private static Dyadic divide(Dyadic a, long n) {
        if (a.m().signum() == 0) return a;
        int shift = Math.max(0, 140 - a.m().bitLength());
        BigInteger[] qr = a.m().abs().shiftLeft(shift).divideAndRemainder(BigInteger.valueOf(n));
        BigInteger q = qr[0].shiftLeft(1).or(qr[1].signum() != 0 ? BigInteger.ONE : BigInteger.ZERO);
        return new Dyadic(a.m().signum() < 0 ? q.negate() : q, a.k() - shift - 1).round64();
    }

    private static Dyadic negate(Dyadic a) { return new Dyadic(a.m().negate(), a.k()); }

    private static Dyadic sum(double[] d) {
        Dyadic s = Dyadic.ZERO;
        for (double x : d) s = s.add(Dyadic.of(x)).round64();
        return s;
    }

    /**
     * summary.c's mean of doubles in the model: where the sum cast to a double overflows, the
     * sum of the long double quotients x / n, with no residuals' pass (GNU R 4.2.2's bits on
     * rnorm data times 1e307, n = 2e4, 1e5, 2e5: the other readings each miss one of them).
     */
    private static double modelMean(double[] d) {
        int n = d.length;
        Dyadic s = sum(d);
        if (Double.isInfinite(toDouble(s))) {
            Dyadic q = Dyadic.ZERO;
            for (double x : d) q = q.add(divide(Dyadic.of(x), n)).round64();
            return toDouble(q);
        }
        Dyadic m = divide(s, n), t = Dyadic.ZERO;
        for (double x : d) t = t.add(Dyadic.of(x).add(negate(m)).round64()).round64();
        return toDouble(m.add(divide(t, n)).round64());
    }

    private static double[] data(Random rnd, int kind, int n) {
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            double g = rnd.nextGaussian();
            d[i] = switch (kind) {
                case 0 -> g * 1e-300;                                        // tiny: quotients below the least subnormal's bits
                case 1 -> g * 1e-310;                                        // subnormal data
                case 2 -> g * 1e-320;                                        // a few bits each
                case 3 -> g * 1e-290;
                case 4 -> g * 1e307;                                         // sums that pass 2^1024
                case 5 -> Math.abs(g) * 1e307;                               // sums that overflow for good
                case 6 -> g * 1e300;
                case 7 -> Math.scalb(g, rnd.nextInt(2000) - 1050);           // every magnitude
                case 8 -> i % 3 == 2 ? -1.5e308 : 1e308 * (1 + rnd.nextDouble() * 0.5);   // up and back
                case 9 -> rnd.nextInt(5) == 0 ? g * 1e-305 : g * 1e-316;     // subnormal and tiny normal
                default -> Math.scalb(g, -1000) + (rnd.nextBoolean() ? 0 : Math.scalb(1.0, -1020));
            };
            if (Double.isInfinite(d[i])) d[i] = Double.MAX_VALUE;
        }
        return d;
    }

    private static final int[] LENGTHS = {1, 2, 3, 5, 17, 101, 700, 2500};

    @Test void meansMatchTheModel() {
        Random rnd = new Random(20);
        for (int kind = 0; kind <= 10; kind++) {
            for (int n : LENGTHS) {
                double[] d = data(rnd, kind, n);
                assertEquals(bits(modelMean(d)), bits(FiniteMean.of(d)), "kind " + kind + ", n " + n);
            }
        }
    }

    @Test void sumsCumulativeSumsAndQuotientsMatchTheModel() {
        Random rnd = new Random(21);
        for (int kind = 0; kind <= 10; kind++) {
            for (int n : LENGTHS) {
                double[] d = data(rnd, kind, n);
                LongDouble run = new LongDouble(), scalar = new LongDouble(), cum = new LongDouble();
                LongDoubleRun.add(run, d, 0, n);
                double[] out = new double[n];
                LongDoubleRun.cumulate(cum, d, out, 0, n);
                Dyadic s = Dyadic.ZERO;
                for (int i = 0; i < n; i++) {
                    scalar.add(d[i]);
                    s = s.add(Dyadic.of(d[i])).round64();
                    assertEquals(bits(toDouble(s)), bits(out[i]), "cumsum, kind " + kind + ", n " + n + ", i " + i);
                }
                String at = "kind " + kind + ", n " + n;
                assertEquals(bits(toDouble(s)), bits(run.value()), "run, " + at);
                assertEquals(bits(toDouble(s)), bits(scalar.value()), "scalar, " + at);
                // colMeans: the sum over n in long double, cast once
                double want = toDouble(divide(s, n));
                double got = run.isWide() ? new LongDouble().add(run).divide(n).value() : LongDouble.quotient(run.hi(), run.lo(), n);
                assertEquals(bits(want), bits(got), "quotient, " + at);
            }
        }
    }

    @Test void sumsBeyondTheRangeComeBack() {
        double max = Double.MAX_VALUE;
        double[][] cases = {{max, max, -max}, {1e308, 1e308, -1e308, -1e308, 3}, {-max, -max, max, 1e-300}, {max, max, max, -max, -max, -max, 0x1p-1074}};
        for (double[] d : cases) {
            LongDouble s = new LongDouble();
            for (double x : d) s.add(x);
            assertEquals(bits(toDouble(sum(d))), bits(s.value()));
            assertEquals(bits(modelMean(d)), bits(FiniteMean.of(d)));
        }
    }

    private static long bits(double d) { return Double.doubleToRawLongBits(d); }
}
