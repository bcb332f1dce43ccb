package flashr.rng;

/**
 * R's {@code sample.int} algorithms (do_sample in R's random.c): uniform sampling with and
 * without replacement by rejection ({@code R_unif_index}), and weighted sampling: inversion
 * over probabilities sorted by {@code revsort}, Walker's alias method when more than 200
 * probabilities are non-negligible. All results are 1-based indices.
 */
public final class Sampling {
    private Sampling() {}

    /** {@code size} draws from 1..n, equally likely. */
    public static int[] uniform(RandomState rng, int n, int size, boolean replace) {
        int[] y = new int[size];
        if (replace || size < 2) {
            int bits = RandomState.indexBits(n);
            if (!rng.isRounding() && rng.generator() instanceof MersenneTwister mt) {
                TwisterDraws.indexes(mt, y, n, bits);
                return y;
            }
            for (int i = 0; i < size; i++) y[i] = (int) (rng.unifIndex(n, bits) + 1);
            return y;
        }
        int[] x = new int[n];
        for (int i = 0; i < n; i++) x[i] = i;
        for (int i = 0; i < size; i++) {
            int j = (int) rng.unifIndex(n);
            y[i] = x[j] + 1;
            x[j] = x[--n];
        }
        return y;
    }

    /**
     * {@code size} draws from 1..n with probabilities {@code prob} (normalised to sum 1 here).
     * @throws IllegalArgumentException with R's message for invalid probabilities
     */
    public static int[] weighted(RandomState rng, int n, int size, boolean replace, double[] prob) {
        double[] p = prob.clone();
        normalise(p, size, replace);
        int[] y = new int[size];
        if (replace) {
            int nc = 0;
            for (int i = 0; i < n; i++) if (n * p[i] > 0.1) nc++;
            if (nc > 200) walker(rng, n, p, y);
            else withReplacement(rng, n, p, y);
        } else {
            withoutReplacement(rng, n, p, y);
        }
        return y;
    }

    /** R's {@code FixupProb}. */
    private static void normalise(double[] p, int size, boolean replace) {
        double sum = 0.0;
        int npos = 0;
        for (double v : p) {
            if (!Double.isFinite(v)) throw new IllegalArgumentException("NA in probability vector");
            if (v < 0.0) throw new IllegalArgumentException("negative probability");
            if (v > 0.0) {
                npos++;
                sum += v;
            }
        }
        if (npos == 0 || (!replace && size > npos)) throw new IllegalArgumentException("too few positive probabilities");
        for (int i = 0; i < p.length; i++) p[i] /= sum;
    }

    private static int[] identities(int n) {
        int[] perm = new int[n];
        for (int i = 0; i < n; i++) perm[i] = i + 1;
        return perm;
    }

    private static void withReplacement(RandomState rng, int n, double[] p, int[] ans) {
        int[] perm = identities(n);
        revsort(p, perm, n);
        for (int i = 1; i < n; i++) p[i] += p[i - 1];
        int nm1 = n - 1;
        for (int i = 0; i < ans.length; i++) {
            double rU = rng.unifRand();
            int j;
            for (j = 0; j < nm1; j++) {
                if (rU <= p[j]) break;
            }
            ans[i] = perm[j];
        }
    }

    private static void withoutReplacement(RandomState rng, int n, double[] p, int[] ans) {
        int[] perm = identities(n);
        revsort(p, perm, n);
        double totalmass = 1;
        for (int i = 0, n1 = n - 1; i < ans.length; i++, n1--) {
            double rT = totalmass * rng.unifRand();
            double mass = 0;
            int j;
            for (j = 0; j < n1; j++) {
                mass += p[j];
                if (rT <= mass) break;
            }
            ans[i] = perm[j];
            totalmass -= p[j];
            for (int k = j; k < n1; k++) {
                p[k] = p[k + 1];
                perm[k] = perm[k + 1];
            }
        }
    }

    /** Walker's alias method, as R's {@code walker_ProbSampleReplace} (the sampling step found against R 4.2's output). */
    private static void walker(RandomState rng, int n, double[] p, int[] ans) {
        int[] hl = new int[n];
        int[] a = new int[n];
        double[] q = new double[n];
        int h = -1;
        int l = n;
        for (int i = 0; i < n; i++) {
            q[i] = p[i] * n;
            if (q[i] < 1.) hl[++h] = i;
            else hl[--l] = i;
        }
        if (h >= 0 && l < n) {
            for (int k = 0; k < n - 1; k++) {
                int i = hl[k];
                int j = hl[l];
                a[i] = j;
                q[j] += q[i] - 1;
                if (q[j] < 1.) l++;
                if (l >= n) break;
            }
        }
        if (rng.isRounding()) {
            // R before 3.6: one uniform picks the column (integer part) and decides (fraction)
            for (int i = 0; i < n; i++) q[i] += i;
            for (int i = 0; i < ans.length; i++) {
                double rU = rng.unifRand() * n;
                int k = (int) rU;
                ans[i] = rU < q[k] ? k + 1 : a[k] + 1;
            }
            return;
        }
        // R >= 3.6 (sample.kind "Rejection"): the column by rejection, then a uniform to pick it or its alias
        for (int i = 0; i < ans.length; i++) {
            int k = (int) rng.unifIndex(n);
            double rU = rng.unifRand();
            ans[i] = rU < q[k] ? k + 1 : a[k] + 1;
        }
    }

    /** R's {@code revsort}: heapsort {@code a} into descending order, permuting {@code ib} alongside. */
    static void revsort(double[] a0, int[] ib0, int n) {
        if (n <= 1) return;
        // 1-based views, as in R's source
        double[] a = new double[n + 1];
        int[] ib = new int[n + 1];
        System.arraycopy(a0, 0, a, 1, n);
        System.arraycopy(ib0, 0, ib, 1, n);
        int l = (n >> 1) + 1;
        int ir = n;
        double ra;
        int ii;
        for (;;) {
            if (l > 1) {
                l = l - 1;
                ra = a[l];
                ii = ib[l];
            } else {
                ra = a[ir];
                ii = ib[ir];
                a[ir] = a[1];
                ib[ir] = ib[1];
                if (--ir == 1) {
                    a[1] = ra;
                    ib[1] = ii;
                    break;
                }
            }
            int i = l;
            int j = l << 1;
            while (j <= ir) {
                if (j < ir && a[j] > a[j + 1]) ++j;
                if (ra > a[j]) {
                    a[i] = a[j];
                    ib[i] = ib[j];
                    i = j;
                    j += j;
                } else {
                    j = ir + 1;
                }
            }
            a[i] = ra;
            ib[i] = ii;
        }
        System.arraycopy(a, 1, a0, 0, n);
        System.arraycopy(ib, 1, ib0, 0, n);
    }
}
