package flashr.base.matrix;

import flashr.engine.fn.math.ExpLog;
import flashr.lang.RError;
import flashr.linalg.Lapack;
import java.lang.foreign.MemorySegment;

/**
 * R's LAPACK calls (src/modules/lapack/Lapack.c) made on the native backend: the same routines
 * with the same arguments, so results, signs and error messages are those of GNU R linked to
 * OpenBLAS. Arrays are the R values' own (passed in place or staged by the backend).
 */
final class LinalgNative {
    private LinalgNative() {}

    static Lapack lapack() {
        return LinalgMode.backend().lapack().orElseThrow(() -> new IllegalStateException("no native LAPACK"));
    }

    private static MemorySegment seg(double[] v) {
        return MemorySegment.ofArray(v);
    }

    private static MemorySegment seg(int[] v) {
        return MemorySegment.ofArray(v);
    }

    static RError lapackError(int info, String routine) {
        if (info < 0) return new RError("argument " + (-info) + " of Lapack routine " + routine + " had invalid value");
        return new RError("error code " + info + " from Lapack routine '" + routine + "'");
    }

    /** La_solve: b (n x p) becomes a^-1 b; {@code a} is the matrix's values (not changed). */
    static void solve(double[] a, int n, double[] b, int p, double tol) {
        Lapack l = lapack();
        double[] lu = a.clone();
        int[] ipiv = new int[n];
        int info = l.dgesv(n, p, seg(lu), n, seg(ipiv), seg(b), n);
        if (info < 0) throw lapackError(info, "dgesv");
        if (info > 0) throw new RError("Lapack routine dgesv: system is exactly singular: U[" + info + "," + info + "] = 0");
        if (tol > 0) {
            double anorm = l.dlange('1', n, n, seg(a), n);
            double[] rcond = new double[1];
            l.dgecon('1', n, seg(lu), n, anorm, rcond);
            if (rcond[0] < tol) {
                throw new RError("system is computationally singular: reciprocal condition number = " + LinalgFormat.g(rcond[0]));
            }
        }
    }

    /** det_ge_real: {modulus, sign} of the determinant from dgetrf's LU. */
    static double[] determinant(double[] x, int n, boolean log) {
        double[] lu = x.clone();
        int[] ipiv = new int[n];
        int info = lapack().dgetrf(n, n, seg(lu), n, seg(ipiv));
        if (info < 0) throw lapackError(info, "dgetrf");
        double modulus = log ? 0 : 1;
        int sign = 1;
        if (info > 0) return new double[] {log ? Double.NEGATIVE_INFINITY : 0, sign};
        for (int i = 0; i < n; i++) {
            if (ipiv[i] != i + 1) sign = -sign;
            double dii = lu[i * n + i];
            if (dii < 0) sign = -sign;
            if (log) modulus += ExpLog.log(Math.abs(dii));
            else modulus *= Math.abs(dii);
        }
        return new double[] {modulus, sign};
    }

    /** La_chol without pivoting: the upper factor in place (the lower triangle already zero); dpotrf's info. */
    static int cholesky(double[] v, int n) {
        int info = lapack().dpotrf('U', n, seg(v), n);
        if (info < 0) throw lapackError(info, "dpotrf");
        return info;
    }

    /** La_chol with pivoting: dpstrf on the upper triangle in place; piv (1-based) and rank[0] filled; dpstrf's info. */
    static int pivotedCholesky(double[] v, int n, int[] piv, int[] rank, double tol) {
        int info = lapack().dpstrf('U', n, seg(v), n, seg(piv), rank, tol);
        if (info < 0) throw lapackError(info, "dpstrf");
        return info;
    }

    /** La_chol2inv: (R'R)^-1 from the leading size x size upper triangle of x (nr rows). */
    static double[] chol2inv(double[] x, int nr, int size) {
        double[] ans = new double[size * size];
        for (int j = 0; j < size; j++) {
            for (int i = 0; i <= j; i++) ans[i + j * size] = x[i + j * nr];
        }
        if (size == 0) return ans;
        int info = lapack().dpotri('U', size, seg(ans), size);
        if (info > 0) throw new RError("element (" + info + ", " + info + ") is zero, so the inverse cannot be computed");
        if (info < 0) throw lapackError(info, "dpotri");
        for (int j = 0; j < size; j++) {
            for (int i = j + 1; i < size; i++) ans[i + j * size] = ans[j + i * size];
        }
        return ans;
    }

    /** backsolve's dtrsm: ans (k x ncb) := op(R[1:k, 1:k])^-1 ans. */
    static void backsolve(double[] r, int nrr, boolean upper, boolean trans, double[] ans, int k, int ncb) {
        if (k == 0 || ncb == 0) return;
        LinalgMode.backend().blas().dtrsm('L', upper ? 'U' : 'L', trans ? 'T' : 'N', 'N', k, ncb, 1, seg(r), nrr, seg(ans), k);
    }

    /** La_rs: {values increasing, vectors (n x n) or null} by dsyevr on the lower triangle. */
    static double[][] symmetricEigen(double[] x, int n, boolean vectors) {
        double[] a = x.clone();
        double[] w = new double[n];
        double[] z = vectors ? new double[n * n] : null;
        int[] m = new int[1];
        int info = lapack().dsyevr(vectors ? 'V' : 'N', 'A', 'L', n, seg(a), n, 0, 0, 0, 0, 0, m, seg(w),
                z == null ? null : seg(z), n, seg(new int[2 * n]));
        if (info != 0) throw lapackError(info, "dsyevr");
        return new double[][] {w, z};
    }

    /** La_rg: {wr, wi, right vectors (n x n) or null} by dgeev. */
    static double[][] generalEigen(double[] x, int n, boolean vectors) {
        double[] a = x.clone();
        double[] wr = new double[n], wi = new double[n];
        double[] vr = vectors ? new double[n * n] : null;
        int info = lapack().dgeev('N', vectors ? 'V' : 'N', n, seg(a), n, seg(wr), seg(wi), null, 1,
                vr == null ? null : seg(vr), vectors ? n : 1);
        if (info != 0) throw lapackError(info, "dgeev");
        return new double[][] {wr, wi, vr};
    }

    /** La_svd with jobz 'S' (or 'N' when no vectors): {d, u (n x k), vt (k x p)}; x (the caller's copy) is overwritten. */
    static double[][] svd(double[] x, int n, int p, boolean vectors) {
        int k = Math.min(n, p);
        double[] a = x;
        double[] s = new double[k];
        double[] u = vectors ? new double[n * k] : null;
        double[] vt = vectors ? new double[k * p] : null;
        int info = lapack().dgesdd(vectors ? 'S' : 'N', n, p, seg(a), n, seg(s), u == null ? null : seg(u), vectors ? n : 1,
                vt == null ? null : seg(vt), vectors ? k : 1);
        if (info != 0) throw lapackError(info, "dgesdd");
        return new double[][] {s, u, vt};
    }

    /** La_qr: dgeqp3 with free pivoting; {qr (m x n, changed in place), qraux}; pivot (1-based) filled. */
    static double[] qr(double[] a, int m, int n, int[] pivot) {
        double[] tau = new double[Math.min(m, n)];
        int info = lapack().dgeqp3(m, n, seg(a), m, seg(pivot), seg(tau));
        if (info < 0) throw lapackError(info, "dgeqp3");
        return tau;
    }

    /** qr_qy_real: y (m x ny) := Q y, or Q'y when {@code transpose}. */
    static void qy(double[] qr, int m, int k, double[] tau, double[] y, int ny, boolean transpose) {
        if (m == 0 || ny == 0) return;
        int info = lapack().dormqr('L', transpose ? 'T' : 'N', m, ny, k, seg(qr), m, seg(tau), seg(y), m);
        if (info != 0) throw lapackError(info, "dormqr");
    }

    /** qr_coef_real: Q'y, then the first k rows solved by R; the k x ny coefficients. */
    static double[] coef(double[] qr, int m, int k, double[] tau, double[] y, int ny) {
        qy(qr, m, k, tau, y, ny, true);
        int info = lapack().dtrtrs('U', 'N', 'N', k, ny, seg(qr), m, seg(y), m);
        if (info > 0) throw new RError("error code " + info + " from Lapack routine 'dtrtrs'");
        if (info < 0) throw lapackError(info, "dtrtrs");
        double[] out = new double[k * ny];
        for (int j = 0; j < ny; j++) System.arraycopy(y, j * m, out, j * k, k);
        return out;
    }

    /** La_dgecon: the reciprocal condition number of a square matrix in norm 'O' or 'I' (0 when exactly singular). */
    static double rcond(double[] x, int n, char norm) {
        Lapack l = lapack();
        double[] lu = x.clone();
        double anorm = l.dlange(norm, n, n, seg(x), n);
        int info = l.dgetrf(n, n, seg(lu), n, seg(new int[n]));
        if (info < 0) throw lapackError(info, "dgetrf");
        if (info > 0) return 0;
        double[] rc = new double[1];
        info = l.dgecon(norm, n, seg(lu), n, anorm, rc);
        if (info != 0) throw lapackError(info, "dgecon");
        return rc[0];
    }

    /** La_dtrcon: the reciprocal condition number of the upper triangle of a square matrix. */
    static double rcondTriangular(double[] x, int n, char norm) {
        double[] rc = new double[1];
        int info = lapack().dtrcon(norm, 'U', 'N', n, seg(x), n, rc);
        if (info != 0) throw lapackError(info, "dtrcon");
        return rc[0];
    }
}
