package flashr.stats.loess;

/**
 * The singular value decomposition of a small tall matrix by one-sided Jacobi rotations (Hestenes): the
 * columns are rotated until orthogonal, their norms are the singular values. Loess's local designs have
 * at most 15 columns; the solutions it feeds agree with LINPACK's QR-then-SVD to rounding.
 */
final class JacobiSvd {
    /** Singular values in decreasing order. */
    final double[] sigma;
    /** Left singular vectors times their singular values: column c of {@code us} is sigma[c] u_c (rows x cols). */
    final double[] us;
    /** Right singular vectors, {@code v[row * cols + c]}. */
    final double[] v;

    private JacobiSvd(double[] sigma, double[] us, double[] v) {
        this.sigma = sigma;
        this.us = us;
        this.v = v;
    }

    /** Decomposes the column-major rows x cols matrix b (not changed). */
    static JacobiSvd of(double[] b, int rows, int cols) {
        double[] a = java.util.Arrays.copyOf(b, rows * cols);
        double[] v = new double[cols * cols];
        for (int i = 0; i < cols; i++) v[i * cols + i] = 1;
        for (int sweep = 0; sweep < 60; sweep++) {
            boolean rotated = false;
            for (int p = 0; p < cols - 1; p++) {
                for (int q = p + 1; q < cols; q++) rotated |= rotate(a, v, rows, cols, p, q);
            }
            if (!rotated) break;
        }
        double[] norms = new double[cols];
        for (int c = 0; c < cols; c++) {
            double s = 0;
            for (int i = 0; i < rows; i++) s += a[c * rows + i] * a[c * rows + i];
            norms[c] = Math.sqrt(s);
        }
        Integer[] order = new Integer[cols];
        for (int c = 0; c < cols; c++) order[c] = c;
        java.util.Arrays.sort(order, (x, y) -> Double.compare(norms[y], norms[x]));
        double[] sigma = new double[cols], us = new double[rows * cols], vs = new double[cols * cols];
        for (int c = 0; c < cols; c++) {
            int from = order[c];
            sigma[c] = norms[from];
            System.arraycopy(a, from * rows, us, c * rows, rows);
            for (int r = 0; r < cols; r++) vs[r * cols + c] = v[r * cols + from];
        }
        return new JacobiSvd(sigma, us, vs);
    }

    private static boolean rotate(double[] a, double[] v, int rows, int cols, int p, int q) {
        double alpha = 0, beta = 0, gamma = 0;
        for (int i = 0; i < rows; i++) {
            double x = a[p * rows + i], y = a[q * rows + i];
            alpha += x * x;
            beta += y * y;
            gamma += x * y;
        }
        if (gamma == 0 || Math.abs(gamma) <= 1e-15 * Math.sqrt(alpha * beta)) return false;
        double zeta = (beta - alpha) / (2 * gamma);
        double t = Math.signum(zeta) / (Math.abs(zeta) + Math.sqrt(1 + zeta * zeta));
        if (zeta == 0) t = 1;
        double c = 1 / Math.sqrt(1 + t * t), s = c * t;
        for (int i = 0; i < rows; i++) {
            double x = a[p * rows + i], y = a[q * rows + i];
            a[p * rows + i] = c * x - s * y;
            a[q * rows + i] = s * x + c * y;
        }
        for (int r = 0; r < cols; r++) {
            double x = v[r * cols + p], y = v[r * cols + q];
            v[r * cols + p] = c * x - s * y;
            v[r * cols + q] = s * x + c * y;
        }
        return true;
    }
}
