package flashr.base;

import flashr.lang.RError;

/**
 * Eigenvalues and eigenvectors of a general (non-symmetric) real matrix whose eigenvalues are
 * all real: Householder reduction to Hessenberg form, Francis double-shift QR for the values,
 * inverse iteration for the vectors (unit length; the largest component made positive, which is
 * not always LAPACK dgeev's sign). Complex eigenvalues are reported as an error, since flashr
 * has no complex type.
 */
final class LinalgEigenGeneral {
    private LinalgEigenGeneral() {}

    /** {values, vectors (column-major, n x n, null when not wanted)}, values sorted by decreasing modulus. */
    static double[][] eigen(double[] a0, int n, boolean vectors) {
        double[] values;
        double[] two = null;
        if (n == 2) {
            double[][] e = LinalgEigenTwo.eigen(a0[0], a0[1], a0[2], a0[3]);
            values = e[0];
            two = e[1];
        } else {
            double[] h = a0.clone();
            hessenberg(h, n);
            values = schurValues(h, n);
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        java.util.Arrays.sort(order, (p, q) -> Double.compare(Math.abs(values[q]), Math.abs(values[p])));
        double[] sorted = new double[n];
        for (int k = 0; k < n; k++) sorted[k] = values[order[k]];
        if (!vectors) return new double[][] {sorted, null};
        double[] vec = new double[n * n];
        for (int k = 0; k < n; k++) {
            double[] v = two != null ? new double[] {two[order[k] * 2], two[order[k] * 2 + 1]} : inverseIteration(a0, n, sorted[k]);
            System.arraycopy(v, 0, vec, k * n, n);
        }
        return new double[][] {sorted, vec};
    }

    private static void hessenberg(double[] a, int n) {
        for (int k = 0; k < n - 2; k++) {
            double alpha = 0;
            for (int i = k + 1; i < n; i++) alpha += a[i + k * n] * a[i + k * n];
            alpha = Math.sqrt(alpha);
            if (alpha == 0) continue;
            if (a[k + 1 + k * n] > 0) alpha = -alpha;
            double[] v = new double[n];
            for (int i = k + 1; i < n; i++) v[i] = a[i + k * n];
            v[k + 1] -= alpha;
            double vv = 0;
            for (int i = k + 1; i < n; i++) vv += v[i] * v[i];
            if (vv == 0) continue;
            for (int j = 0; j < n; j++) { // A := (I - 2vv'/v'v) A
                double s = 0;
                for (int i = k + 1; i < n; i++) s += v[i] * a[i + j * n];
                s = 2 * s / vv;
                for (int i = k + 1; i < n; i++) a[i + j * n] -= s * v[i];
            }
            for (int i = 0; i < n; i++) { // A := A (I - 2vv'/v'v)
                double s = 0;
                for (int j = k + 1; j < n; j++) s += a[i + j * n] * v[j];
                s = 2 * s / vv;
                for (int j = k + 1; j < n; j++) a[i + j * n] -= s * v[j];
            }
        }
    }

    /** The eigenvalues of the upper Hessenberg h (destroyed) by shifted QR with deflation. */
    private static double[] schurValues(double[] h, int n) {
        double[] w = new double[n];
        int hi = n - 1;
        int iter = 0;
        while (hi >= 0) {
            if (hi == 0) {
                w[0] = h[0];
                hi--;
                continue;
            }
            int l = hi;
            while (l > 0) {
                double s = Math.abs(h[l - 1 + (l - 1) * n]) + Math.abs(h[l + l * n]);
                if (s == 0) s = 1;
                if (Math.abs(h[l + (l - 1) * n]) < 1e-16 * s) break;
                l--;
            }
            if (l == hi) {
                w[hi] = h[hi + hi * n];
                hi--;
                iter = 0;
                continue;
            }
            if (l == hi - 1) {
                double p = h[hi - 1 + (hi - 1) * n];
                double q = h[hi - 1 + hi * n];
                double r = h[hi + (hi - 1) * n];
                double s = h[hi + hi * n];
                double tr = p + s;
                double det = p * s - q * r;
                double disc = tr * tr / 4 - det;
                if (disc < 0) throw new RError("eigen() of a matrix with complex eigenvalues is not supported");
                double root = Math.sqrt(disc);
                double l1 = tr / 2 + (tr >= 0 ? root : -root);
                double l2 = l1 == 0 ? tr / 2 - root : det / l1;
                w[hi - 1] = l1;
                w[hi] = l2;
                hi -= 2;
                iter = 0;
                continue;
            }
            if (++iter > 60 * n) throw new RError("eigen() did not converge");
            // Wilkinson-style shift from the trailing 2 x 2 block (exceptional shift every 11 steps)
            double a11 = h[hi - 1 + (hi - 1) * n];
            double a12 = h[hi - 1 + hi * n];
            double a21 = h[hi + (hi - 1) * n];
            double a22 = h[hi + hi * n];
            double mu;
            double tr = a11 + a22;
            double disc = (a11 - a22) * (a11 - a22) / 4 + a12 * a21;
            if (disc >= 0) {
                double r1 = tr / 2 + Math.sqrt(disc);
                double r2 = tr / 2 - Math.sqrt(disc);
                mu = Math.abs(r1 - a22) < Math.abs(r2 - a22) ? r1 : r2;
            } else {
                mu = a22;
            }
            if (iter % 11 == 0) mu += Math.abs(h[hi + (hi - 1) * n]);
            qrStep(h, n, l, hi, mu);
        }
        return w;
    }

    /** One explicitly shifted QR step on rows/columns l..hi by Givens rotations. */
    private static void qrStep(double[] h, int n, int l, int hi, double mu) {
        for (int i = l; i <= hi; i++) h[i + i * n] -= mu;
        int m = hi - l;
        double[] cs = new double[m];
        double[] sn = new double[m];
        for (int k = l; k < hi; k++) {
            double x = h[k + k * n];
            double y = h[k + 1 + k * n];
            double r = Math.hypot(x, y);
            double c = r == 0 ? 1 : x / r;
            double s = r == 0 ? 0 : y / r;
            cs[k - l] = c;
            sn[k - l] = s;
            for (int j = k; j < n; j++) {
                double t1 = h[k + j * n];
                double t2 = h[k + 1 + j * n];
                h[k + j * n] = c * t1 + s * t2;
                h[k + 1 + j * n] = -s * t1 + c * t2;
            }
        }
        for (int k = l; k < hi; k++) {
            double c = cs[k - l];
            double s = sn[k - l];
            for (int i = 0; i <= Math.min(k + 2, hi); i++) {
                double t1 = h[i + k * n];
                double t2 = h[i + (k + 1) * n];
                h[i + k * n] = c * t1 + s * t2;
                h[i + (k + 1) * n] = -s * t1 + c * t2;
            }
        }
        for (int i = l; i <= hi; i++) h[i + i * n] += mu;
    }

    /** A unit eigenvector for the real eigenvalue lambda, by inverse iteration. */
    private static double[] inverseIteration(double[] a, int n, double lambda) {
        double scale = 0;
        for (double v : a) scale = Math.max(scale, Math.abs(v));
        double shift = lambda + (scale == 0 ? 1e-14 : scale * 1e-13);
        double[] m = a.clone();
        for (int i = 0; i < n; i++) m[i + i * n] -= shift;
        LinalgLU lu = LinalgLU.factor(m, n);
        double[] x = new double[n];
        java.util.Arrays.fill(x, 1);
        for (int it = 0; it < 4; it++) {
            if (lu.info > 0) lu.lu[(lu.info - 1) * (n + 1)] = scale * 1e-15 + 1e-300;
            lu.solveInPlace(x, 1);
            double norm = LinalgQR.nrm2(x, 0, n);
            for (int i = 0; i < n; i++) x[i] /= norm;
        }
        for (int i = 0; i < n; i++) {
            if (Math.abs(x[i]) < 1e-20) x[i] = 0; // what is left of a structurally zero component
        }
        int big = 0;
        for (int i = 1; i < n; i++) {
            if (Math.abs(x[i]) > Math.abs(x[big]) * (1 + 1e-10)) big = i;
        }
        if (x[big] < 0) {
            for (int i = 0; i < n; i++) x[i] = -x[i];
        }
        return x;
    }
}
