package flashr.base;

import flashr.lang.RDouble;
import flashr.lang.RVector;

/**
 * Exact and limiting null distributions behind {@code ks.test} and {@code wilcox.test}: Kolmogorov's
 * distribution (Marsaglia, Tsang and Wang's matrix power), its limiting series, the lattice-path count of
 * the two-sample Smirnov statistic, and the signed-rank and rank-sum distributions by counting. The
 * operations follow GNU R's own order so that the printed digits agree.
 */
final class ExactRankDistributions {
    private ExactRankDistributions() {}

    static void register(Registry r) {
        r.builtin(".pKolmogorov2x", "statistic, n", a -> RDouble.of(
                kolmogorov(Coerce.intScalar(a.get(1)), Coerce.doubleScalar(a.get(0)))));
        r.builtin(".pKS2", "p, tol", a -> {
            RVector p = (RVector) a.get(0);
            double tol = Coerce.doubleScalar(a.get(1));
            double[] out = new double[p.length()];
            for (int i = 0; i < out.length; i++) out[i] = kolmogorovLimit(p.getDouble(i), tol);
            return new RDouble(out);
        });
        r.builtin(".psmirnovCount", "q, nx, ny, ties, two.sided", a -> RDouble.of(smirnovPaths(
                Coerce.doubleScalar(a.get(0)), Coerce.intScalar(a.get(1)), Coerce.intScalar(a.get(2)),
                (RVector) a.get(3), Coerce.flag(a.get(4), "two.sided"))));
        r.builtin(".psignrank", "q, n, lower.tail", a -> RDouble.of(psignrank(
                Coerce.doubleScalar(a.get(0)), Coerce.doubleScalar(a.get(1)), Coerce.flag(a.get(2), "lower.tail"))));
        r.builtin(".pwilcox", "q, m, n, lower.tail", a -> RDouble.of(pwilcox(Coerce.doubleScalar(a.get(0)),
                Coerce.doubleScalar(a.get(1)), Coerce.doubleScalar(a.get(2)), Coerce.flag(a.get(3), "lower.tail"))));
    }

    /** P(D_n < d) for the two-sided one-sample statistic (Marsaglia, Tsang and Wang 2003). */
    static double kolmogorov(int n, double d) {
        int k = (int) (n * d) + 1;
        int m = 2 * k - 1;
        double h = k - n * d;
        double[] hm = new double[m * m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) hm[i * m + j] = i - j + 1 < 0 ? 0 : 1;
        }
        for (int i = 0; i < m; i++) {
            hm[i * m] -= MathFunctions.powDi(h, i + 1);
            hm[(m - 1) * m + i] -= MathFunctions.powDi(h, m - i);
        }
        hm[(m - 1) * m] += 2 * h - 1 > 0 ? MathFunctions.powDi(2 * h - 1, m) : 0;
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                if (i - j + 1 > 0) {
                    for (int g = 1; g <= i - j + 1; g++) hm[i * m + j] /= g;
                }
            }
        }
        double[] q = new double[m * m];
        int[] eq = new int[1];
        matrixPower(hm, 0, q, eq, m, n);
        double s = q[(k - 1) * m + k - 1];
        int e = eq[0];
        for (int i = 1; i <= n; i++) {
            s = s * i / n;
            // keep the running product in range with a separate decimal exponent
            if (s < 1e-140) {
                s *= 1e140;
                e -= 140;
            }
        }
        return s * MathFunctions.powDi(10.0, e);
    }

    private static void multiply(double[] a, double[] b, double[] c, int m) {
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                double s = 0.;
                for (int k = 0; k < m; k++) s += a[i * m + k] * b[k * m + j];
                c[i * m + j] = s;
            }
        }
    }

    /** v = a^n scaled by 10^ev, squaring recursively and rescaling so the entries do not overflow. */
    private static void matrixPower(double[] a, int ea, double[] v, int[] ev, int m, int n) {
        if (n == 1) {
            System.arraycopy(a, 0, v, 0, m * m);
            ev[0] = ea;
            return;
        }
        matrixPower(a, ea, v, ev, m, n / 2);
        double[] b = new double[m * m];
        multiply(v, v, b, m);
        int eb = 2 * ev[0];
        if (n % 2 == 0) {
            System.arraycopy(b, 0, v, 0, m * m);
            ev[0] = eb;
        } else {
            multiply(a, b, v, m);
            ev[0] = ea + eb;
        }
        if (v[(m / 2) * m + (m / 2)] > 1e140) {
            for (int i = 0; i < m * m; i++) v[i] = v[i] * 1e-140;
            ev[0] += 140;
        }
    }

    /** The limiting distribution of sqrt(n) D: the theta-function series, in its small-x form below 1. */
    static double kolmogorovLimit(double x, double tol) {
        int kMax = (int) Math.sqrt(2 - Math.log(tol));
        if (x < 1) {
            double z = -((Math.PI / 2) * (Math.PI / 4)) / (x * x);
            double w = Math.log(x);
            double s = 0;
            for (int k = 1; k < kMax; k += 2) s += Math.exp(k * k * z - w);
            return s / 0.398942280401432677939946059934;
        }
        double z = -2 * x * x;
        double s = -1;
        int k = 1;
        double old = 0;
        double cur = 1;
        while (Math.abs(old - cur) > tol) {
            old = cur;
            cur += 2 * s * Math.exp(z * k * k);
            s *= -1;
            k++;
        }
        return cur;
    }

    /**
     * The number of lattice paths from (0,0) to (nx,ny) whose every step, at a point where the pooled
     * sample changes value (ties[k-1]), keeps the ECDF difference strictly below q; R divides by the
     * binomial count afterwards.
     */
    static double smirnovPaths(double q, int nx, int ny, RVector ties, boolean twoSided) {
        int total = nx + ny;
        double[] diag = new double[nx + 2];
        double[] next = new double[nx + 2];
        int lo = 0;
        int hi = 0;
        diag[0] = 1;
        double dx = nx;
        double dy = ny;
        for (int k = 1; k <= total; k++) {
            int newLo = Math.max(lo, k - ny);
            int newHi = Math.min(hi + 1, nx);
            boolean check = ties.getLogical(k - 1) == 1;
            for (int u = newLo; u <= newHi; u++) {
                double here = u <= hi ? diag[u] : 0;
                double below = u - 1 >= lo ? diag[u - 1] : 0;
                double c = here + below;
                if (check) {
                    double d = u / dx - (k - u) / dy;
                    if (twoSided) d = Math.abs(d);
                    c = c * (q > d ? 1 : 0);
                }
                next[u] = c;
            }
            double[] t = diag;
            diag = next;
            next = t;
            lo = newLo;
            hi = newHi;
        }
        return diag[nx];
    }

    /** The number of subsets of 1..n with each rank sum 0..n(n+1)/4 (the lower half; the rest mirror it). */
    private static double[] signrankCounts(int n) {
        int u = n * (n + 1) / 2;
        int c = u / 2;
        double[] w = new double[c + 1];
        w[0] = 1;
        for (int j = 1; j <= n; j++) {
            int end = Math.min(j * (j + 1) / 2, c);
            for (int i = end; i >= j; i--) w[i] += w[i - j];
        }
        return w;
    }

    private static double countAt(double[] w, int k, int u) {
        if (k < 0 || k > u) return 0;
        return w[k > u / 2 ? u - k : k];
    }

    /** R's psignrank for a single q and n, summing the smaller tail as R does. */
    static double psignrank(double x, double n, boolean lower) {
        if (Double.isNaN(x) || Double.isNaN(n)) return x + n;
        if (Double.isInfinite(n)) return Double.NaN;
        n = Math.floor(n + 0.5);
        if (n <= 0) return Double.NaN;
        x = Math.floor(x + 1e-7);
        if (x < 0.0) return lower ? 0 : 1;
        if (x >= n * (n + 1) / 2) return lower ? 1 : 0;
        int nn = (int) n;
        int u = nn * (nn + 1) / 2;
        double[] w = signrankCounts(nn);
        double f = Math.exp(-n * 0.693147180559945309417232121458);
        double p = 0;
        if (x <= n * (n + 1) / 4) {
            for (int i = 0; i <= x; i++) p += countAt(w, i, u) * f;
        } else {
            x = n * (n + 1) / 2 - x;
            for (int i = 0; i < x; i++) p += countAt(w, i, u) * f;
            lower = !lower;
        }
        return lower ? p : 0.5 - p + 0.5;
    }

    /** Counts of rank sums (minus their minimum) 0..m*n for samples of m and n, by adding one observation at a time. */
    private static double[] wilcoxCounts(int m, int n) {
        // f[j][k]: ways that j of the first t pooled positions belong to x with statistic k
        int mn = m * n;
        double[][] f = new double[m + 1][mn + 1];
        f[0][0] = 1;
        for (int t = 1; t <= m + n; t++) {
            for (int j = Math.min(t, m); j >= 1; j--) {
                int ys = t - j; // y's before this x: it adds ys to the statistic
                if (ys > n) continue;
                double[] src = f[j - 1];
                double[] dst = f[j];
                for (int k = mn; k >= ys; k--) dst[k] += src[k - ys];
            }
        }
        return f[m];
    }

    /** R's pwilcox for a single q and sample sizes m, n. */
    static double pwilcox(double x, double m, double n, boolean lower) {
        if (Double.isNaN(x) || Double.isNaN(m) || Double.isNaN(n)) return x + m + n;
        if (Double.isInfinite(m) || Double.isInfinite(n)) return Double.NaN;
        m = Math.floor(m + 0.5);
        n = Math.floor(n + 0.5);
        if (m <= 0 || n <= 0) return Double.NaN;
        x = Math.floor(x + 1e-7);
        if (x < 0.0) return lower ? 0 : 1;
        if (x >= m * n) return lower ? 1 : 0;
        double[] w = wilcoxCounts((int) m, (int) n);
        double c = MathGamma.choose(m + n, n);
        double p = 0;
        if (x <= m * n / 2) {
            for (int i = 0; i <= x; i++) p += w[i] / c;
        } else {
            x = m * n - x;
            for (int i = 0; i < x; i++) p += w[i] / c;
            lower = !lower;
        }
        return lower ? p : 0.5 - p + 0.5;
    }
}
