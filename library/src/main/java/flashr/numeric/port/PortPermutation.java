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
}
