package flashr.base.matrix;

import flashr.lang.RError;

/**
 * eigen() of a general (non-symmetric) real matrix with a real spectrum, as R's La_rg: LAPACK
 * dgeev ({@link LinalgEigenTwo} for 2 x 2, {@link LinalgEigenDgeev} otherwise), values ordered
 * by decreasing modulus (ties keep LAPACK's order), each vector of unit length.
 */
final class LinalgEigenGeneral {
    private LinalgEigenGeneral() {}

    /** {values, vectors (column-major, n x n, null when not wanted)}, values sorted by decreasing modulus. */
    static double[][] eigen(double[] a0, int n, boolean vectors) {
        return sorted(n == 2 ? LinalgEigenTwo.eigen(a0[0], a0[1], a0[2], a0[3]) : LinalgEigenDgeev.eigen(a0, n), n, vectors);
    }

    /** The same by the native LAPACK's dgeev, from its result {wr, wi, vectors} ({@link LinalgNative#generalEigen}). */
    static double[][] sortedNative(double[][] e, int n, boolean vectors) {
        for (double wi : e[1]) {
            if (wi != 0) throw new RError("eigen() of a matrix with complex eigenvalues is not supported");
        }
        return sorted(new double[][] {e[0], e[2]}, n, vectors);
    }

    private static double[][] sorted(double[][] e, int n, boolean vectors) {
        double[] values = e[0];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        java.util.Arrays.sort(order, (p, q) -> Double.compare(Math.abs(values[q]), Math.abs(values[p])));
        double[] sorted = new double[n];
        for (int k = 0; k < n; k++) sorted[k] = values[order[k]];
        if (!vectors) return new double[][] {sorted, null};
        double[] vec = new double[n * n];
        for (int k = 0; k < n; k++) System.arraycopy(e[1], order[k] * n, vec, k * n, n);
        return new double[][] {sorted, vec};
    }
}
