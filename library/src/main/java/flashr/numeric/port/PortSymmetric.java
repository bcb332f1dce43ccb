package flashr.numeric.port;

/**
 * Symmetric matrices packed by rows (lower triangle), as PORT keeps the scaled Hessian: ds7lvm
 * (y = S x), dl7srt (Cholesky factor of rows n1..n, stopping at the first non-positive pivot) and
 * dl7svn (an estimate of the smallest singular value of a factor L, with its vector). Vectors are
 * (array, base) as in {@link PortVectors}.
 */
final class PortSymmetric {
    private PortSymmetric() {}

    /** ds7lvm: y = S x. */
    static void times(int p, double[] y, int yb, double[] s, int sb, double[] x, int xb) {
        int j = 1;
        for (int i = 1; i <= p; i++) {
            y[yb + i] = PortVectors.dot(i, s, sb + j - 1, x, xb);
            j += i;
        }
        if (p <= 1) return;
        j = 1;
        for (int i = 2; i <= p; i++) {
            double xi = x[xb + i];
            j++;
            for (int k = 1; k <= i - 1; k++) {
                y[yb + k] += s[sb + j] * xi;
                j++;
            }
        }
    }

    /** dl7srt: rows n1..n of the Cholesky factor L of A; 0, or the row whose pivot was not positive. */
    static int cholesky(int n1, int n, double[] l, int lb, double[] a, int ab) {
        int i0 = n1 * (n1 - 1) / 2;
        for (int i = n1; i <= n; i++) {
            double td = 0;
            if (i != 1) {
                int j0 = 0;
                for (int j = 1; j <= i - 1; j++) {
                    double t = 0;
                    for (int k = 1; k <= j - 1; k++) t += l[lb + i0 + k] * l[lb + j0 + k];
                    int ij = i0 + j;
                    j0 += j;
                    t = (a[ab + ij] - t) / l[lb + j0];
                    l[lb + ij] = t;
                    td += t * t;
                }
            }
            i0 += i;
            double t = a[ab + i0] - td;
            if (t <= 0) {
                l[lb + i0] = t;
                return i;
            }
            l[lb + i0] = Math.sqrt(t);
        }
        return 0;
    }

    /**
     * dl7svn: an estimate of the smallest singular value of L, 0 when L is singular; x gets the
     * approximate left singular vector and y = L⁻¹ x (x and y may be the same vector).
     */
    static double smallestSingularValue(int p, double[] l, int lb, double[] x, int xb, double[] y, int yb) {
        final double r9973 = 9973.0;
        int ix = 2;
        int pm1 = p - 1;
        int ii = 0;
        int j0 = p * pm1 / 2;
        int jj = j0 + p;
        if (l[lb + jj] == 0) return 0;
        ix = (3432 * ix) % 9973;
        double b = 0.5 * (1 + ix / r9973);
        double xplus = b / l[lb + jj];
        x[xb + p] = xplus;
        if (p > 1) {
            for (int i = 1; i <= pm1; i++) {
                ii += i;
                if (l[lb + ii] == 0) return 0;
                x[xb + i] = xplus * l[lb + j0 + i];
            }
            for (int jjj = 1; jjj <= pm1; jjj++) {
                int j = p - jjj;
                ix = (3432 * ix) % 9973;
                b = 0.5 * (1 + ix / r9973);
                xplus = b - x[xb + j];
                double xminus = -b - x[xb + j];
                double splus = Math.abs(xplus), sminus = Math.abs(xminus);
                int jm1 = j - 1;
                j0 = j * jm1 / 2;
                jj = j0 + j;
                xplus /= l[lb + jj];
                xminus /= l[lb + jj];
                for (int i = 1; i <= jm1; i++) {
                    double lji = l[lb + j0 + i];
                    splus += Math.abs(x[xb + i] + lji * xplus);
                    sminus += Math.abs(x[xb + i] + lji * xminus);
                }
                if (sminus > splus) xplus = xminus;
                x[xb + j] = xplus;
                if (jm1 > 0) PortVectors.axpy(jm1, x, xb, xplus, l, lb + j0, x, xb);
            }
        }
        double t = 1 / PortVectors.norm2(p, x, xb);
        for (int i = 1; i <= p; i++) x[xb + i] = t * x[xb + i];
        for (int j = 1; j <= p; j++) {
            int jm1 = j - 1;
            j0 = j * jm1 / 2;
            jj = j0 + j;
            t = 0;
            if (jm1 > 0) t = PortVectors.dot(jm1, l, lb + j0, y, yb);
            y[yb + j] = (x[xb + j] - t) / l[lb + jj];
        }
        return 1 / PortVectors.norm2(p, y, yb);
    }
}
