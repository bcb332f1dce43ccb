package flashr.stats.distributions;

import flashr.base.Registry;
import flashr.base.math.MathFunctions;
import flashr.base.math.MathGamma;
import flashr.base.random.RandomDistributions;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;
import flashr.eval.Coerce;
import flashr.eval.InterruptibleWork;
import flashr.lang.RDouble;
import flashr.lang.RVector;

/**
 * Exact and limiting null distributions behind {@code ks.test} and {@code wilcox.test}: Kolmogorov's
 * distribution (Marsaglia, Tsang and Wang's matrix power), its limiting series, the lattice-path count of
 * the two-sample Smirnov statistic, and the signed-rank and rank-sum distributions by counting. The
 * operations follow GNU R's own order so that the printed digits agree.
 */
public final class ExactRankDistributions {
    private ExactRankDistributions() {}

    public static void register(Registry r) {
        r.builtin(".pKolmogorov2x", "statistic, n", a -> InterruptibleWork.run(a.interp(), () -> RDouble.of(
                kolmogorov(Coerce.intScalar(a.get(1)), Coerce.doubleScalar(a.get(0))))));
        r.builtin(".pKS2", "p, tol", a -> {
            RVector p = (RVector) a.get(0);
            double tol = Coerce.doubleScalar(a.get(1));
            double[] out = new double[p.length()];
            for (int i = 0; i < out.length; i++) out[i] = kolmogorovLimit(p.getDouble(i), tol);
            return new RDouble(out);
        });
        r.builtin(".psmirnovCount", "q, nx, ny, ties, two.sided", a -> InterruptibleWork.run(a.interp(), () -> RDouble.of(smirnovPaths(
                Coerce.doubleScalar(a.get(0)), Coerce.intScalar(a.get(1)), Coerce.intScalar(a.get(2)),
                (RVector) a.get(3), Coerce.flag(a.get(4), "two.sided")))));
        r.builtin(".pSmirnov2x", "statistic, nx, ny", a -> InterruptibleWork.run(a.interp(), () -> RDouble.of(smirnov2x(
                Coerce.doubleScalar(a.get(0)), Coerce.intScalar(a.get(1)), Coerce.intScalar(a.get(2))))));
        String[] signrank = {"n"};
        String[] wilcox = {"m", "n"};
        r.builtin("dsignrank", "x, n, log", a -> InterruptibleWork.run(a.interp(), () -> RandomDistributions.density(a, "x", signrank, null,
                (v, lg, u) -> dsignrank(v[0], v[1], lg))));
        r.builtin("psignrank", "q, n, lower.tail, log.p", a -> InterruptibleWork.run(a.interp(), () -> RandomDistributions.probability(a, "q", signrank, null,
                (v, lower, lg) -> psignrank(v[0], v[1], lower, lg))));
        r.builtin("qsignrank", "p, n, lower.tail, log.p", a -> InterruptibleWork.run(a.interp(), () -> RandomDistributions.probability(a, "p", signrank, null,
                (v, lower, lg) -> qsignrank(v[0], v[1], lower, lg))));
        r.builtin("dwilcox", "x, m, n, log", a -> InterruptibleWork.run(a.interp(), () -> RandomDistributions.density(a, "x", wilcox, null,
                (v, lg, u) -> dwilcox(v[0], v[1], v[2], lg))));
        r.builtin("pwilcox", "q, m, n, lower.tail, log.p", a -> InterruptibleWork.run(a.interp(), () -> RandomDistributions.probability(a, "q", wilcox, null,
                (v, lower, lg) -> pwilcox(v[0], v[1], v[2], lower, lg))));
        r.builtin("qwilcox", "p, m, n, lower.tail, log.p", a -> InterruptibleWork.run(a.interp(), () -> RandomDistributions.probability(a, "p", wilcox, null,
                (v, lower, lg) -> qwilcox(v[0], v[1], v[2], lower, lg))));
    }

    /** P(D_n < d) for the two-sided one-sample statistic (Marsaglia, Tsang and Wang 2003). */
    static double kolmogorov(int n, double d) {
        int k = CountArrays.cInt(n * d) + 1;
        int m = 2 * k - 1;
        double h = k - n * d;
        // R's Calloc(m * m, double), in R's int arithmetic
        double[] hm = CountArrays.doubles(m * m);
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
        double[] q = CountArrays.doubles(m * m);
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
            InterruptibleWork.poll();
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
        double[] b = CountArrays.doubles(m * m);
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
        int kMax = (int) Math.sqrt(2 - ExpLog.log(tol));
        if (x < 1) {
            double z = -((Math.PI / 2) * (Math.PI / 4)) / (x * x);
            double w = ExpLog.log(x);
            double s = 0;
            for (int k = 1; k < kMax; k += 2) s += ExpLog.exp(k * k * z - w);
            return s / 0.398942280401432677939946059934;
        }
        double z = -2 * x * x;
        double s = -1;
        int k = 1;
        double old = 0;
        double cur = 1;
        while (Math.abs(old - cur) > tol) {
            old = cur;
            cur += 2 * s * ExpLog.exp(z * k * k);
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

    /**
     * P(D < statistic) for the two-sided two-sample statistic without ties, R 4.2's C psmirnov2x: the
     * lattice-path recursion kept divided by the binomial counts so far (no overflow for large samples).
     */
    static double smirnov2x(double statistic, int m, int n) {
        if (m > n) {
            int i = n;
            n = m;
            m = i;
        }
        double md = m;
        double nd = n;
        // 0.5/mn keeps rounding from turning an equality into an inequality, e.g. abs(1/2-4/5)>3/10
        double q = (0.5 + Math.floor(statistic * md * nd - 1e-7)) / (md * nd);
        double[] u = CountArrays.doubles(n + 1L);
        for (int j = 0; j <= n; j++) u[j] = (j / nd) > q ? 0 : 1;
        for (int i = 1; i <= m; i++) {
            InterruptibleWork.poll();
            double w = (double) i / (double) (i + n);
            u[0] = (i / md) > q ? 0 : w * u[0];
            for (int j = 1; j <= n; j++) {
                u[j] = Math.abs(i / md - j / nd) > q ? 0 : w * u[j] + u[j - 1];
            }
        }
        return u[n];
    }

    /** The counts of the last n asked for; computed outside any lock, so a huge n cannot stall other callers. */
    private record SignrankCounts(int n, double[] w) {}
    private static volatile SignrankCounts lastSignrank;

    /**
     * The number of subsets of 1..n with each rank sum 0..n(n+1)/4 (the lower half; the rest mirror
     * it), kept for the last n since the vectorised functions ask for the same n repeatedly.
     */
    private static double[] signrankCounts(int n) {
        SignrankCounts last = lastSignrank;
        if (last != null && last.n() == n) return last.w();
        // R's int arithmetic (it wraps for n > 65535, as R's does), then R's calloc of c + 1 doubles
        int u = n * (n + 1) / 2;
        int c = u / 2;
        double[] w = CountArrays.doubles(c + 1L);
        w[0] = 1;
        for (int j = 1; j <= n; j++) {
            InterruptibleWork.poll();
            int end = Math.min(j * (j + 1) / 2, c);
            for (int i = end; i >= j; i--) w[i] += w[i - j];
        }
        lastSignrank = new SignrankCounts(n, w);
        return w;
    }

    private static double signrankCount(double[] w, int k, int n) {
        int u = n * (n + 1) / 2;
        if (k < 0 || k > u) return 0;
        return w[k > u / 2 ? u - k : k];
    }

    private static final double LN2 = 0.693147180559945309417232121458;
    private static final double DBL_EPSILON = Math.ulp(1.0);

    /** The lower tail p as R reports it: either tail, on the log scale or not. */
    private static double tailValue(double p, boolean lower, boolean log) {
        if (lower) return log ? ExpLog.log(p) : p;
        return log ? Log1p.log1p(-p) : 0.5 - p + 0.5;
    }

    private static double tailBound(boolean one, boolean lower, boolean log) {
        boolean upperEnd = one == lower;
        return log ? (upperEnd ? 0 : Double.NEGATIVE_INFINITY) : (upperEnd ? 1 : 0);
    }

    /** A probability given on the requested scale and tail, back to a lower-tail probability. */
    private static double lowerProbability(double x, boolean lower, boolean log) {
        if (log) return lower ? ExpLog.exp(x) : -Expm1.expm1(x);
        return lower ? x : 0.5 - x + 0.5;
    }

    private static boolean outsideUnit(double x, boolean log) {
        return log ? x > 0 : x < 0 || x > 1;
    }

    /** R's dsignrank. */
    static double dsignrank(double x, double n, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(n)) return x + n;
        n = Math.floor(n + 0.5);
        if (n <= 0) return Double.NaN;
        if (Math.abs(x - Math.floor(x + 0.5)) > 1e-7) return log ? Double.NEGATIVE_INFINITY : 0;
        x = Math.floor(x + 0.5);
        if (x < 0 || x > n * (n + 1) / 2) return log ? Double.NEGATIVE_INFINITY : 0;
        int nn = CountArrays.cInt(n);
        double d = ExpLog.log(signrankCount(signrankCounts(nn), (int) x, nn)) - n * LN2;
        return log ? d : ExpLog.exp(d);
    }

    /** R's psignrank, summing the smaller tail as R does. */
    static double psignrank(double x, double n, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(n)) return x + n;
        if (Double.isInfinite(n)) return Double.NaN;
        n = Math.floor(n + 0.5);
        if (n <= 0) return Double.NaN;
        x = Math.floor(x + 1e-7);
        if (x < 0.0) return tailBound(false, lower, log);
        if (x >= n * (n + 1) / 2) return tailBound(true, lower, log);
        int nn = CountArrays.cInt(n);
        double[] w = signrankCounts(nn);
        double f = ExpLog.exp(-n * LN2);
        double p = 0;
        if (x <= n * (n + 1) / 4) {
            for (int i = 0; i <= x; i++) {
                if ((i & 0xFFFFF) == 0) InterruptibleWork.poll();
                p += signrankCount(w, i, nn) * f;
            }
        } else {
            x = n * (n + 1) / 2 - x;
            for (int i = 0; i < x; i++) {
                if ((i & 0xFFFFF) == 0) InterruptibleWork.poll();
                p += signrankCount(w, i, nn) * f;
            }
            lower = !lower;
        }
        return tailValue(p, lower, log);
    }

    /** R's qsignrank: the smallest q whose cumulative probability reaches p (with R's 10 eps slack). */
    static double qsignrank(double x, double n, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(n)) return x + n;
        if (Double.isInfinite(x) || Double.isInfinite(n)) return Double.NaN;
        if (outsideUnit(x, log)) return Double.NaN;
        n = Math.floor(n + 0.5);
        if (n <= 0) return Double.NaN;
        if (x == tailBound(false, lower, log)) return 0;
        if (x == tailBound(true, lower, log)) return n * (n + 1) / 2;
        if (log || !lower) x = lowerProbability(x, lower, log);
        int nn = CountArrays.cInt(n);
        double[] w = signrankCounts(nn);
        double f = ExpLog.exp(-n * LN2);
        double p = 0;
        int q = 0;
        if (x <= 0.5) {
            x = x - 10 * DBL_EPSILON;
            while (true) {
                p += signrankCount(w, q, nn) * f;
                if (p >= x) break;
                if ((++q & 0xFFFFF) == 0) InterruptibleWork.poll();
            }
            return q;
        }
        x = 1 - x + 10 * DBL_EPSILON;
        while (true) {
            p += signrankCount(w, q, nn) * f;
            if (p > x) return n * (n + 1) / 2 - q;
            if ((++q & 0xFFFFF) == 0) InterruptibleWork.poll();
        }
    }

    /**
     * Counts of the rank-sum statistic, memoised per sample-size pair (smaller first) and per statistic in
     * the lower half, as R's cwilcox: only the counts asked for are made. The counts pass 2^53 for larger
     * samples, so they are built by R's own recursion (one x fewer, or one y fewer) to round exactly as
     * R does, with R's int arithmetic (a huge m * n wraps as R's does).
     */
    private static final class WilcoxCounts {
        final int m;
        final int n;
        /** Shared by sessions on other threads: a count is the same whoever computes it, so races only repeat work. */
        private final java.util.concurrent.ConcurrentHashMap<Long, double[]> memo = new java.util.concurrent.ConcurrentHashMap<>();
        private int calls;

        WilcoxCounts(int m, int n) {
            this.m = m;
            this.n = n;
        }

        double count(int k) {
            return count(k, m, n);
        }

        private double count(int k, int m, int n) {
            int u = m * n;
            if (k < 0 || k > u) return 0;
            int c = u / 2;
            if (k > c) k = u - k;
            int i = Math.min(m, n);
            int j = Math.max(m, n);
            if (j == 0) return k == 0 ? 1 : 0;
            // with statistic k, only the first k of the larger sample can precede anything
            if (j > 0 && k < j) return count(k, i, k);
            if ((++calls & 0xFFFF) == 0) InterruptibleWork.poll();
            long key = (long) i << 32 | (j & 0xFFFFFFFFL);
            double[] w = memo.get(key);
            if (w == null) {
                w = CountArrays.doubles(c + 1L);
                java.util.Arrays.fill(w, -1);
                double[] other = memo.putIfAbsent(key, w);
                if (other != null) w = other;
            }
            if (w[k] < 0) w[k] = count(k - j, i - 1, j) + count(k, i, j - 1);
            return w[k];
        }
    }

    /** The counts of the last (m, n) asked for, kept since the vectorised functions ask for the same pair repeatedly. */
    private static volatile WilcoxCounts lastWilcox;

    private static WilcoxCounts wilcoxCounts(int m, int n) {
        WilcoxCounts last = lastWilcox;
        if (last != null && last.m == m && last.n == n) return last;
        WilcoxCounts counts = new WilcoxCounts(m, n);
        lastWilcox = counts;
        return counts;
    }

    /** R's dwilcox. */
    static double dwilcox(double x, double m, double n, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(m) || Double.isNaN(n)) return x + m + n;
        m = Math.floor(m + 0.5);
        n = Math.floor(n + 0.5);
        if (m <= 0 || n <= 0) return Double.NaN;
        if (Math.abs(x - Math.floor(x + 0.5)) > 1e-7) return log ? Double.NEGATIVE_INFINITY : 0;
        x = Math.floor(x + 0.5);
        if (x < 0 || x > m * n) return log ? Double.NEGATIVE_INFINITY : 0;
        double c = wilcoxCounts(CountArrays.cInt(m), CountArrays.cInt(n)).count((int) x);
        return log ? ExpLog.log(c) - MathGamma.lchoose(m + n, n) : c / MathGamma.choose(m + n, n);
    }

    /** R's pwilcox, summing the smaller tail as R does. */
    static double pwilcox(double x, double m, double n, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(m) || Double.isNaN(n)) return x + m + n;
        if (Double.isInfinite(m) || Double.isInfinite(n)) return Double.NaN;
        m = Math.floor(m + 0.5);
        n = Math.floor(n + 0.5);
        if (m <= 0 || n <= 0) return Double.NaN;
        x = Math.floor(x + 1e-7);
        if (x < 0.0) return tailBound(false, lower, log);
        if (x >= m * n) return tailBound(true, lower, log);
        WilcoxCounts w = wilcoxCounts(CountArrays.cInt(m), CountArrays.cInt(n));
        double c = MathGamma.choose(m + n, n);
        double p = 0;
        if (x <= m * n / 2) {
            for (int i = 0; i <= x; i++) p += w.count(i) / c;
        } else {
            x = m * n - x;
            for (int i = 0; i < x; i++) p += w.count(i) / c;
            lower = !lower;
        }
        return tailValue(p, lower, log);
    }

    /** R's qwilcox. */
    static double qwilcox(double x, double m, double n, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(m) || Double.isNaN(n)) return x + m + n;
        if (Double.isInfinite(x) || Double.isInfinite(m) || Double.isInfinite(n)) return Double.NaN;
        if (outsideUnit(x, log)) return Double.NaN;
        m = Math.floor(m + 0.5);
        n = Math.floor(n + 0.5);
        if (m <= 0 || n <= 0) return Double.NaN;
        if (x == tailBound(false, lower, log)) return 0;
        if (x == tailBound(true, lower, log)) return m * n;
        if (log || !lower) x = lowerProbability(x, lower, log);
        WilcoxCounts w = wilcoxCounts(CountArrays.cInt(m), CountArrays.cInt(n));
        double c = MathGamma.choose(m + n, n);
        double p = 0;
        int q = 0;
        if (x <= 0.5) {
            x = x - 10 * DBL_EPSILON;
            while (true) {
                p += w.count(q) / c;
                if (p >= x) break;
                if ((++q & 0xFFFFF) == 0) InterruptibleWork.poll();
            }
            return q;
        }
        x = 1 - x + 10 * DBL_EPSILON;
        while (true) {
            p += w.count(q) / c;
            if (p > x) return m * n - q;
            if ((++q & 0xFFFFF) == 0) InterruptibleWork.poll();
        }
    }
}
