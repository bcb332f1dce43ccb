package flashr.stats.tests;

import flashr.base.Registry;
import flashr.base.math.MathGamma;
import flashr.base.random.RandomDistributions;
import flashr.engine.fn.math.ExpLog;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.rng.Normal;

/**
 * The null distributions of the rank correlations behind {@code cor.test}: Kendall's statistic
 * exactly (R's ckendall counts, permutations by number of inversions) and Spearman's S by
 * algorithm AS 89 (exact enumeration up to n = 9, an Edgeworth series above), as R's C code.
 */
public final class RankCorrelation {
    private RankCorrelation() {}

    public static void register(Registry r) {
        r.builtin(".pKendall", "q, n", a -> {
            return new RDouble(pkendall(doubles(RandomDistributions.numeric(a.get(0))), Coerce.intScalar(a.get(1))));
        });
        r.builtin(".pRho", "q, n, lower", a -> RDouble.of(prho(Coerce.intScalar(a.get(1)),
                Coerce.doubleScalar(a.get(0)), Coerce.intScalar(a.get(2)) != 0)));
    }

    private static double[] doubles(flashr.lang.RVector v) {
        double[] d = new double[v.length()];
        for (int i = 0; i < d.length; i++) d[i] = v.getDouble(i);
        return d;
    }

    /** P(T <= q) for Kendall's T (the number of concordant pairs) among n items without ties. */
    static double[] pkendall(double[] qs, int n) {
        int u = n * (n - 1) / 2;
        // counts[m][k]: permutations of m items with k inversions, summed in R's order
        double[][] counts = new double[n + 1][];
        counts[1] = new double[] {1};
        for (int m = 2; m <= n; m++) {
            int um = m * (m - 1) / 2;
            double[] prev = counts[m - 1];
            double[] cur = new double[um + 1];
            for (int k = 0; k <= um; k++) {
                double s = 0;
                for (int i = 0; i < m; i++) {
                    int j = k - i;
                    if (j >= 0 && j < prev.length) s += prev[j];
                }
                cur[k] = s;
            }
            counts[m] = cur;
        }
        double nfact = MathGamma.gamma(n + 1);
        double[] p = new double[qs.length];
        for (int i = 0; i < qs.length; i++) {
            double q = Math.floor(qs[i] + 1e-7);
            if (q < 0) {
                p[i] = 0;
            } else if (q > u) {
                p[i] = 1;
            } else {
                double s = 0;
                for (int j = 0; j <= q; j++) s += counts[n][j];
                p[i] = s / nfact;
            }
        }
        return p;
    }

    /** P(S >= is), or P(S < is) when lower, for Spearman's S = (n^3 - n)(1 - rho)/6 (AS 89). */
    static double prho(int n, double is, boolean lower) {
        double pv = lower ? 0. : 1.;
        if (n <= 1 || is <= 0.) return pv;
        double n3 = n;
        n3 *= (n3 * n3 - 1.) / 3.;
        if (is > n3) return 1 - pv;
        if (n <= 9) return exact(n, is, n3, lower);
        double y = n;
        double b = 1 / y;
        double x = (6. * (is - 1) * b / (y * y - 1) - 1) * Math.sqrt(y - 1);
        y = x * x;
        double u = x * b * (.2274 + b * (.2531 + .1745 * b)
                + y * (-.0758 + b * (.1033 + .3932 * b)
                - y * b * (.0879 + .0151 * b - y * (.0072 - .0831 * b + y * b * (.0131 - 4.6e-4 * y)))));
        y = u / ExpLog.exp(y / 2.);
        pv = (lower ? -y : y) + Normal.cdf(x, 0., 1., lower, false);
        return Math.max(0., Math.min(1., pv));
    }

    /** AS 89's enumeration of all n! permutations, in its order. */
    private static double exact(int n, double is, double n3, boolean lower) {
        int[] l = new int[n];
        int nfac = 1;
        for (int i = 1; i <= n; ++i) {
            nfac *= i;
            l[i - 1] = i;
        }
        int ifr;
        if (is == n3) {
            ifr = 1;
        } else {
            ifr = 0;
            for (int m = 0; m < nfac; ++m) {
                int ise = 0;
                for (int i = 0; i < n; ++i) {
                    int d = i + 1 - l[i];
                    ise += d * d;
                }
                if (is <= ise) ++ifr;
                int n1 = n;
                int mt;
                do {
                    mt = l[0];
                    for (int i = 1; i < n1; ++i) l[i - 1] = l[i];
                    --n1;
                    l[n1] = mt;
                } while (mt == n1 + 1 && n1 > 1);
            }
        }
        return (lower ? nfac - ifr : ifr) / (double) nfac;
    }
}
