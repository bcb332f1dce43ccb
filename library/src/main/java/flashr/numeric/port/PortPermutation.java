package flashr.numeric.port;

/**
 * The permutations the bounded minimizers keep their free variables first with: i7shft and dv7shf
 * (move element k to the end, shifting the rest up) and dv7ipr (x(i) = x(ip(i))). Vectors are
 * (array, base) as in {@link PortVectors}.
 */
final class PortPermutation {
    private PortPermutation() {}

    /** i7shft: k &gt; 0 moves x(k) to x(n); k &lt; 0 moves x(n) to x(-k). */
    static void shift(int n, int k, int[] x, int xb) {
        if (k >= 0) {
            if (k >= n) return;
            int t = x[xb + k];
            for (int i = k; i <= n - 1; i++) x[xb + i] = x[xb + i + 1];
            x[xb + n] = t;
        } else {
            int k1 = -k;
            if (k1 >= n) return;
            int t = x[xb + n];
            for (int ii = 1; ii <= n - k1; ii++) {
                int i = n - ii;
                x[xb + i + 1] = x[xb + i];
            }
            x[xb + k1] = t;
        }
    }

    /** dv7shf: moves x(k) to x(n). */
    static void shift(int n, int k, double[] x, int xb) {
        if (k >= n) return;
        double t = x[xb + k];
        for (int i = k; i <= n - 1; i++) x[xb + i] = x[xb + i + 1];
        x[xb + n] = t;
    }

    /** dv7ipr: x(i) = x(ip(i)), with ip 1-based indices. */
    static void permute(int n, int[] ip, int ipb, double[] x, int xb) {
        double[] copy = new double[n];
        for (int i = 1; i <= n; i++) copy[i - 1] = x[xb + ip[ipb + i]];
        for (int i = 1; i <= n; i++) x[xb + i] = copy[i - 1];
    }

    /** i7pnvr: x = the inverse of the permutation y. */
    static void invert(int n, int[] x, int xb, int[] y, int yb) {
        for (int i = 1; i <= n; i++) x[xb + y[yb + i]] = i;
    }

    /**
     * ds7ipr: the rows and columns of the symmetric h (packed by rows) permuted by ip, in place by
     * cycles of swaps; ip is marked (negated) as it goes and left as its absolute values.
     */
    static void permuteSymmetric(int p, int[] ip, int ipb, double[] h, int hb) {
        for (int i = 1; i <= p; i++) {
            int j = ip[ipb + i];
            if (j == i) continue;
            ip[ipb + i] = Math.abs(j);
            if (j < 0) continue;
            int k = i;
            do {
                int j1 = j, k1 = k;
                if (j > k) {
                    j1 = k;
                    k1 = j;
                }
                int kmj = k1 - j1;
                int l = j1 - 1;
                int jm = j1 * l / 2;
                int km = k1 * (k1 - 1) / 2;
                for (int m = 1; m <= l; m++) {
                    jm++;
                    km++;
                    swap(h, hb + jm, hb + km);
                }
                km++;
                int kk = km + kmj;
                jm++;
                swap(h, hb + jm, hb + kk);
                j1 = l;
                l = kmj - 1;
                for (int m = 1; m <= l; m++) {
                    jm = jm + j1 + m;
                    km++;
                    swap(h, hb + jm, hb + km);
                }
                if (k1 < p) {
                    l = p - k1;
                    k1--;
                    km = kk;
                    for (int m = 1; m <= l; m++) {
                        km = km + k1 + m;
                        jm = km - kmj;
                        swap(h, hb + jm, hb + km);
                    }
                }
                k = j;
                j = ip[ipb + k];
                ip[ipb + k] = -j;
            } while (j > i);
        }
    }

    private static void swap(double[] h, int a, int b) {
        double t = h[a];
        h[a] = h[b];
        h[b] = t;
    }
}
