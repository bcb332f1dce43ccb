package flashr.base.matrix;

import flashr.engine.fn.math.Hypot;
import flashr.lang.RComplex;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;

/**
 * eigen() of a general real matrix whose spectrum is complex, as R's La_rg: LAPACK dgeev's values
 * (conjugate pairs, positive imaginary part first) and vectors (a pair's vectors v ± i w from two
 * real columns), ordered by decreasing modulus with ties in LAPACK's order. It needs the native
 * LAPACK: the Java port of dgeev ({@link LinalgEigenDgeev}) handles real spectra only.
 */
final class LinalgEigenComplex {
    private LinalgEigenComplex() {}

    /**
     * The result when the spectrum is complex; null when it is real (the real path answers).
     * {@code e}: the native dgeev's result for v ({@link LinalgNative#generalEigen}), null without the native LAPACK.
     */
    static RList eigenIfComplex(double[][] e, double[] v, int n, boolean onlyValues) {
        if (e == null) return checkReal(v, n);
        double[] wr = e[0], wi = e[1];
        boolean complex = false;
        for (double x : wi) complex |= x != 0;
        if (!complex) return null;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        java.util.Arrays.sort(order, (p, q) -> Double.compare(Hypot.hypot(wr[q], wi[q]), Hypot.hypot(wr[p], wi[p])));
        double[] vr = new double[n], vi = new double[n];
        for (int k = 0; k < n; k++) {
            vr[k] = wr[order[k]];
            vi[k] = wi[order[k]];
        }
        RComplex values = new RComplex(vr, vi);
        RComplex vectors = null;
        if (!onlyValues) {
            double[] a = e[2];
            double[] zr = new double[n * n], zi = new double[n * n];
            for (int j = 0; j < n; j++) {
                if (wi[j] != 0 && j + 1 < n && wi[j] > 0) { // a pair: columns j (real) and j+1 (imaginary)
                    for (int i = 0; i < n; i++) {
                        zr[i + j * n] = a[i + j * n];
                        zi[i + j * n] = a[i + (j + 1) * n];
                        zr[i + (j + 1) * n] = a[i + j * n];
                        zi[i + (j + 1) * n] = -a[i + (j + 1) * n];
                    }
                    j++;
                } else {
                    for (int i = 0; i < n; i++) zr[i + j * n] = a[i + j * n];
                }
            }
            double[] sr = new double[n * n], si = new double[n * n];
            for (int k = 0; k < n; k++) {
                System.arraycopy(zr, order[k] * n, sr, k * n, n);
                System.arraycopy(zi, order[k] * n, si, k * n, n);
            }
            vectors = new RComplex(sr, si);
            vectors.setAttr("dim", flashr.lang.RInt.of(n, n));
        }
        RList out = RList.of(values, vectors == null ? RNull.NULL : vectors);
        out.setAttr("names", RString.of("values", "vectors"));
        if (!onlyValues) out.setAttr("class", RString.of("eigen"));
        return out;
    }

    /** Without the native LAPACK: null for a real spectrum, else a clear error. */
    private static RList checkReal(double[] v, int n) {
        try {
            LinalgEigenDgeev.eigen(v, n);
            return null;
        } catch (RError e) {
            throw new RError("eigen() of a matrix with complex eigenvalues needs the native LAPACK library");
        }
    }
}
