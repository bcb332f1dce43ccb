package flashr.engine.fn;

/**
 * R's mean of finite doubles (summary.c): the long double sum s; when s cast to a double is
 * finite, s / n plus the mean of the residuals x - s / n (all in long double), else the long
 * double sum of each x / n, without the residuals' pass.
 *
 * <p>The x87's long double reaches 2^16383 and 2^-16382, a pair of doubles does not: a sum
 * beyond 2^1024 is kept scaled ({@link LongDouble}), and a mean below 2^-900, whose quotients
 * and residuals have bits below the least subnormal, is worked out on the data scaled up by a
 * power of two (exact), as the x87's steps do not depend on such a scaling while every value
 * stays far inside its range, then rounded once scaled back ({@link LongDouble#scaledValue}).
 */
public final class FiniteMean {
    /** Means below this (and not zero) take the scaled steps. */
    private static final double SMALL = 0x1p-900;

    private FiniteMean() {}

    /** R's mean of d, finite and not empty. */
    public static double of(double[] d) {
        LongDouble s = new LongDouble();
        LongDoubleRun.add(s, d, 0, d.length);
        return of(s, d);
    }

    /** R's mean of d, finite and not empty, whose long double sum is s (which this changes). */
    public static double of(LongDouble s, double[] d) {
        int n = d.length;
        if (!Double.isFinite(s.value())) return quotientsSum(d).value();
        LongDouble m = s.divide(n);
        if (tooSmall(m)) {
            double scaled = scaled(d);
            if (scaled == scaled) return scaled;
        }
        LongDouble t = new LongDouble();
        ResidualRun.add(t, d, 0, n, m);
        return m.add(t.divide(n)).value();
    }

    /** Whether a mean (the sum over n) is too small for the pair's steps to round as the x87's. */
    public static boolean tooSmall(LongDouble m) {
        double h = m.hi();
        return h != 0 && Math.abs(h) < SMALL;
    }

    /**
     * The mean of finite data with a mean below 2^-900, or NaN where no scaling keeps both the
     * data's largest sums and the mean inside the double's range (data spanning ~2^1900).
     */
    public static double scaled(double[] d) {
        int n = d.length;
        double top = 0;
        for (double x : d) top = Math.max(top, Math.abs(x));
        int bits = 64 - Long.numberOfLeadingZeros(n);
        // 2^k times the data: sums of them and of their residuals (up to 2n times the largest) below 2^1020
        int k = 1020 - Math.getExponent(top) - bits - 2;
        if (k <= 0) return Double.NaN;
        double[] scaled = new double[n];
        for (int i = 0; i < n; i++) scaled[i] = Math.scalb(d[i], k);
        LongDouble s = new LongDouble();
        LongDoubleRun.add(s, scaled, 0, n);
        LongDouble m = s.divide(n);
        if (Math.abs(m.hi()) < SMALL) return Double.NaN;   // still too small at the largest scaling
        LongDouble t = new LongDouble();
        ResidualRun.add(t, scaled, 0, n, m);
        m.add(t.divide(n));
        return LongDouble.scaledValue(m.hi(), m.lo(), -k);
    }

    /**
     * R's mean when the sum cast to a double overflows: the long double sum of the long double
     * quotients x / n, without the residuals' pass (GNU R 4.2.2's bits: the sum of x / n rounded
     * to doubles, or with the residuals added, each differ in the last bits for n = 1e5).
     */
    static LongDouble quotientsSum(double[] d) {
        int n = d.length;
        LongDouble s = new LongDouble(), q = new LongDouble();
        for (double x : d) {
            q.set(x, 0);
            q.divide(n);
            s.add(q.hi(), q.lo());
        }
        return s;
    }
}
