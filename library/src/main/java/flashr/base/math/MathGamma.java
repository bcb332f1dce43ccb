package flashr.base.math;

import flashr.stats.distributions.IncompleteBeta;

/** The gamma function and its relatives (gamma, lgamma, beta, lbeta, choose, lchoose) as R's nmath computes them. */
public final class MathGamma {
    private MathGamma() {}

    private static final double[] LANCZOS = {
        0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
        -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
        1.5056327351493116e-7};

    /** Gamma: exact products for small integers, Lanczos otherwise, NaN at 0 and negative integers. */
    public static double gamma(double x) {
        if (Double.isNaN(x)) return x;
        if (x == 0 || (x < 0 && x == Math.rint(x))) return Double.NaN;
        if (x == Math.rint(x) && x <= 171) {
            double r = 1;
            for (int i = 2; i < x; i++) r *= i;
            return r;
        }
        if (x > 171.61447887182298) return Double.POSITIVE_INFINITY;
        if (x < 0.5) return Math.PI / (Math.sin(Math.PI * x) * gamma(1 - x));
        return Math.exp(lanczosLog(x));
    }

    /** log|gamma(x)|; +Inf at 0 and negative integers. */
    public static double lgamma(double x) {
        if (Double.isNaN(x)) return x;
        if (x <= 0 && x == Math.rint(x)) return Double.POSITIVE_INFINITY;
        if (x == 1 || x == 2) return 0;
        if (Double.isInfinite(x)) return Double.POSITIVE_INFINITY;
        if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - lgamma(1 - x);
        if (x == Math.rint(x) && x <= 171) return Math.log(gamma(x));
        return lanczosLog(x);
    }

    /** log gamma(x) for x >= 0.5 by the Lanczos approximation (g = 7). */
    private static double lanczosLog(double x) {
        x -= 1;
        double a = LANCZOS[0];
        double t = x + 7.5;
        for (int i = 1; i < 9; i++) a += LANCZOS[i] / (x + i);
        return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
    }

    static double beta(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return a + b;
        if (a < 0 || b < 0) return Double.NaN;
        if (a == 0 || b == 0) return Double.POSITIVE_INFINITY;
        if (a + b < 171.61447887182298) return gamma(a) * gamma(b) / gamma(a + b);
        return Math.exp(lgamma(a) + lgamma(b) - lgamma(a + b));
    }

    /** R's {@code choose(n, k)}: k is rounded; integer n gives an integer-valued result. */
    public static double choose(double n, double k) {
        if (Double.isNaN(n) || Double.isNaN(k)) return n + k;
        k = Math.rint(k);
        boolean integerN = n == Math.rint(n);
        if (k < 30) {
            if (integerN && n >= 0 && n < k) return 0;
            if (k < 0) return 0;
            if (k == 0) return 1;
            double r = n;
            for (int j = 2; j <= k; j++) r *= (n - j + 1) / j;
            return integerN ? Math.rint(r) : r;
        }
        if (integerN) {
            if (n < k) return n >= 0 ? 0 : Double.NaN;
            if (n - k < 30) return choose(n, n - k);
            // R's lfastchoose, -log(n + 1) - lbeta(n - k + 1, k + 1), so large values round as R's do
            return Math.rint(Math.exp(-Math.log(n + 1) - lbeta(n - k + 1, k + 1)));
        }
        return Math.exp(lgamma(n + 1) - lgamma(k + 1) - lgamma(n - k + 1));
    }

    /** log B(a, b): NaN below 0, +Inf at 0, -Inf when the other is infinite. */
    public static double lbeta(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return a + b;
        double p = Math.min(a, b), q = Math.max(a, b);
        if (p < 0) return Double.NaN;
        if (p == 0) return Double.POSITIVE_INFINITY;
        if (Double.isInfinite(q)) return Double.NEGATIVE_INFINITY;
        return IncompleteBeta.lbeta(p, q);
    }

    /**
     * R's {@code lchoose(n, k)}, log |choose(n, k)|: k rounded; below 2 directly, negative n by
     * its reflection, otherwise by lbeta, which stays accurate where choose would overflow.
     */
    public static double lchoose(double n, double k) {
        if (Double.isNaN(n) || Double.isNaN(k)) return n + k;
        k = Math.rint(k);
        if (k < 2) {
            if (k < 0) return Double.NEGATIVE_INFINITY;
            if (k == 0) return 0;
            return Math.log(Math.abs(n));
        }
        if (n < 0) return lchoose(-n + k - 1, k);
        if (n == Math.rint(n)) {
            if (n < k) return Double.NEGATIVE_INFINITY;
            if (n - k < 2) return lchoose(n, n - k);
            return logChoose(n, k);
        }
        if (n < k - 1) return Math.log(Math.abs(choose(n, k)));
        return logChoose(n, k);
    }

    private static double logChoose(double n, double k) {
        return -Math.log(n + 1) - lbeta(n - k + 1, k + 1);
    }
}
