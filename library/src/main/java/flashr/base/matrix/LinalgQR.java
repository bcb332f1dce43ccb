package flashr.base.matrix;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.linalg.Level1;

/**
 * QR decomposition as R's default {@code qr()}: LINPACK's dqrdc2 (Householder with R's limited
 * column pivoting) and dqrsl for applying Q, with the reference BLAS operation order, so
 * signs and digits follow R's.
 */
final class LinalgQR {
    private LinalgQR() {}

    static void register(Registry r) {
        r.builtin("qr", "x, tol, LAPACK, ...", LinalgQR::qr);
        r.builtin("qr.R", "qr, complete", LinalgQR::qrR);
        r.builtin("qr.Q", "qr, complete, Dvec", LinalgQR::qrQ);
        r.builtin("qr.qy", "qr, y", a -> applyQ(LinalgBuiltins.mode(a), decomposition(a.get(0), "argument is not a QR decomposition"), a.get(1), true));
        r.builtin("qr.qty", "qr, y", a -> applyQ(LinalgBuiltins.mode(a), decomposition(a.get(0), "argument is not a QR decomposition"), a.get(1), false));
        r.builtin("qr.coef", "qr, y", a -> coef(LinalgBuiltins.mode(a), decomposition(a.get(0), "first argument must be a QR decomposition"), a.get(1)));
        r.builtin("qr.fitted", "qr, y, k", LinalgQR::fitted);
        r.builtin("qr.solve", "a, b, tol", LinalgQR::qrSolve);
        r.builtin("is.qr", "x", a -> flashr.lang.RLogical.of(a.get(0).inherits("qr")));
    }

    private static RValue qr(Args a) {
        RVector x = LinalgBuiltins.asMatrix(a.get(0), "x");
        double tol = a.has(1) ? Coerce.doubleScalar(a.get(1)) : 1e-7;
        if (a.has(2) && Coerce.flag(a.get(2), "LAPACK")) return LinalgQRLapack.qr(LinalgBuiltins.mode(a), x);
        return decompose(x, tol, level1(LinalgBuiltins.mode(a)));
    }

    /**
     * dqrdc2 on a copy of x, or on x's own array when x is a temporary double matrix that no
     * place holds ({@code .lm.fit(X * w, ...)} in glm.fit's iterations: the copy was a second
     * model matrix's worth of garbage per iteration), with the level-1 BLAS {@code blas}.
     */
    static RList decompose(RVector x, double tol, Level1 blas) {
        int n = x.dim()[0];
        int p = x.dim()[1];
        double[] q = x.isTemporary() && x instanceof RDouble rd ? rd.data()
                : MatrixDims.doubles(x, "NA/NaN/Inf in foreign function call (arg 1)");
        double[] qraux = new double[p];
        int[] pivot = new int[p];
        for (int j = 0; j < p; j++) pivot[j] = j + 1;
        int rank = LinpackQR.dqrdc2(q, n, p, tol, qraux, pivot, blas);
        RDouble qrv = new RDouble(q);
        qrv.setAttributes(x.attributes());
        RString cn = MatrixDims.dimnamesAt(x, 1);
        if (cn != null) {
            String[] permuted = new String[p];
            for (int j = 0; j < p; j++) permuted[j] = cn.get(pivot[j] - 1);
            RList dn = MatrixDims.dimnames(x);
            RList ndn = RList.of(dn.get(0), new RString(permuted));
            if (dn.names() != null) ndn.setAttr("names", dn.names());
            qrv.setAttr("dimnames", ndn);
        }
        RList r = RList.of(qrv, RInt.of(rank), new RDouble(qraux), new RInt(pivot));
        r.setAttr("names", RString.of("qr", "rank", "qraux", "pivot"));
        r.setAttr("class", RString.of("qr"));
        return r;
    }

    /**
     * The level-1 BLAS that R's LINPACK loops (dqrdc2, dqrsl) call in this mode: the reference
     * BLAS's order in exact mode (R's bits with its reference BLAS), the native library's own routines
     * (R's bits when R is linked to the same OpenBLAS), the Java lanes in the fallback.
     */
    static Level1 level1(LinalgMode mode) {
        return switch (mode) {
            case EXACT -> Level1.reference();
            case NATIVE -> LinalgMode.backend().level1();
            case JAVA -> Level1.lanes();
        };
    }

    /** Reference BLAS dnrm2 (3.10+): the square root of the sequential sum of squares, scaled at the extremes. */
    static double nrm2(double[] x, int off, int len) {
        return Level1.reference().nrm2(x, off, len);
    }

    /** The reference BLAS's ddot: a sequential sum. */
    static double dot(double[] x, int xo, double[] y, int yo, int len) {
        return Level1.reference().dot(x, xo, y, yo, len);
    }

    /** The parts of a "qr" object. */
    record Decomposition(double[] qr, int n, int p, int rank, double[] qraux, int[] pivot, RVector qrValue, boolean lapack) {}

    static Decomposition decomposition(RValue v, String message) {
        if (!(v instanceof RList l) || !l.inherits("qr")) throw new RError(message);
        RVector qr = (RVector) field(l, "qr");
        int[] d = qr.dim();
        RVector pivot = (RVector) field(l, "pivot");
        int[] piv = new int[pivot.length()];
        for (int i = 0; i < piv.length; i++) piv[i] = pivot.getInt(i);
        return new Decomposition(MatrixDims.doubles(qr, "invalid 'qr' argument"), d[0], d[1], Coerce.intScalar(field(l, "rank")),
                MatrixDims.doubles((RVector) field(l, "qraux"), "invalid 'qraux' argument"), piv, qr, LinalgQRLapack.isLapack(l));
    }

    private static RValue field(RList l, String name) {
        RString names = l.names();
        for (int i = 0; names != null && i < names.length(); i++) {
            if (name.equals(names.get(i))) return l.get(i);
        }
        return RNull.NULL;
    }

    /**
     * dqrsl's Q y (qy) or Q'y (qty) applied to one column {@code y} (length n, at offset) in place.
     */
    static void applyColumn(Decomposition d, double[] x, double[] y, int yo, boolean qy, Level1 blas) {
        int n = d.n();
        int ju = Math.min(d.rank(), n - 1);
        if (ju == 0) return;
        for (int s = 0; s < ju; s++) {
            int j = qy ? ju - 1 - s : s;
            if (d.qraux()[j] == 0) continue;
            int jj = j + j * n;
            double temp = x[jj];
            x[jj] = d.qraux()[j];
            int len = n - j;
            double t = -blas.dot(x, jj, y, yo + j, len) / x[jj];
            blas.axpy(t, x, jj, y, yo + j, len);
            x[jj] = temp;
        }
    }

    private static RValue applyQ(LinalgMode mode, Decomposition d, RValue yv, boolean qy) {
        RVector y = Coerce.vector(yv, "y");
        if (d.lapack()) {
            // qr_qy_real works on as.matrix(y) and returns a matrix
            RVector ym = y.isMatrix() ? y : MatrixSweep.asMatrix(y);
            if (ym.dim()[0] != d.n()) throw new RError("'qr' and 'y' must have the same number of rows");
            double[] out = MatrixDims.doubles(ym, "invalid 'y' argument");
            LinalgQRLapack.qy(mode, d.qr(), d.n(), d.qraux(), out, ym.dim()[1], !qy);
            RDouble r = new RDouble(out);
            r.setAttributes(ym.attributes());
            return r;
        }
        int ny = y.isMatrix() ? y.dim()[1] : 1;
        int rows = y.isMatrix() ? y.dim()[0] : y.length();
        if (rows != d.n()) throw new RError("'qr' and 'y' must have the same number of rows");
        double[] out = MatrixDims.doubles(y, "invalid 'y' argument");
        double[] x = d.qr().clone();
        for (int j = 0; j < ny; j++) applyColumn(d, x, out, j * d.n(), qy, level1(mode));
        RDouble r = new RDouble(out);
        r.setAttributes(y.attributes());
        return r;
    }

    private static RValue qrR(Args a) {
        Decomposition d = decomposition(a.get(0), "argument is not a QR decomposition");
        boolean complete = a.has(1) && Coerce.flag(a.get(1), "complete");
        int rows = complete ? d.n() : Math.min(d.n(), d.p());
        double[] out = new double[rows * d.p()];
        for (int j = 0; j < d.p(); j++) {
            for (int i = 0; i < rows && i <= j; i++) out[i + j * rows] = d.qr()[i + j * d.n()];
        }
        RDouble r = MatrixDims.doubleMatrix(out, rows, d.p());
        RList dn = MatrixDims.dimnames(d.qrValue());
        if (dn != null) {
            RValue rn = dn.get(0) instanceof RString s ? new RString(java.util.Arrays.copyOf(s.data(), rows)) : RNull.NULL;
            RList ndn = RList.of(rn, dn.get(1));
            if (dn.names() != null) ndn.setAttr("names", dn.names());
            r.setAttr("dimnames", ndn);
        }
        return r;
    }

    private static RValue qrQ(Args a) {
        Decomposition d = decomposition(a.get(0), "argument is not a QR decomposition");
        boolean complete = a.has(1) && Coerce.flag(a.get(1), "complete");
        int n = d.n();
        int cols = complete ? n : Math.min(n, d.p());
        RVector dvec = a.has(2) ? Coerce.vector(a.get(2), "Dvec") : null;
        double[] y = new double[n * cols];
        for (int i = 0; i < Math.min(n, cols); i++) y[i + i * n] = dvec == null ? 1 : dvec.getDouble(i % dvec.length());
        if (d.lapack()) {
            LinalgQRLapack.qy(LinalgBuiltins.mode(a), d.qr(), n, d.qraux(), y, cols, false);
            return MatrixDims.doubleMatrix(y, n, cols);
        }
        double[] x = d.qr().clone();
        Level1 blas = level1(LinalgBuiltins.mode(a));
        for (int j = 0; j < cols; j++) applyColumn(d, x, y, j * n, true, blas);
        return MatrixDims.doubleMatrix(y, n, cols);
    }

    /** qr.coef(qr, y): dqrcf's back substitution, pivoted back into the original column order. */
    static RValue coef(LinalgMode mode, Decomposition d, RValue yv) {
        RVector y0 = Coerce.vector(yv, "y");
        boolean im = y0.isMatrix();
        RVector y = im ? y0 : MatrixSweep.asMatrix(y0);
        int n = d.n();
        int p = d.p();
        int k = d.rank();
        int ny = y.dim()[1];
        if (y.dim()[0] != n) throw new RError("'qr' and 'y' must have the same number of rows");
        double[] coef = new double[p * ny];
        java.util.Arrays.fill(coef, RDouble.NA);
        if (d.lapack() && p > 0) {
            // qr_coef_real's n x ny result, its first min(n, p) rows put back in the original column order
            double[] b = LinalgQRLapack.coef(mode, d.qr(), n, d.qraux(), MatrixDims.doubles(y, "invalid 'y' argument"), ny);
            for (int c = 0; c < ny; c++) {
                for (int j = 0; j < Math.min(n, p); j++) coef[(d.pivot()[j] - 1) + c * p] = b[j + c * n];
            }
        } else if (k > 0) {
            double[] yy = MatrixDims.doubles(y, "invalid 'y' argument");
            double[] x = d.qr().clone();
            Level1 blas = level1(mode);
            for (int c = 0; c < ny; c++) {
                applyColumn(d, x, yy, c * n, false, blas);
                double[] b = java.util.Arrays.copyOfRange(yy, c * n, c * n + k);
                for (int j = k - 1; j >= 0; j--) {
                    if (x[j + j * n] == 0) throw new RError("exact singularity in 'qr.coef'");
                    b[j] = b[j] / x[j + j * n];
                    double t = -b[j];
                    blas.axpy(t, x, j * n, b, 0, j);
                }
                for (int j = 0; j < k; j++) coef[(d.pivot()[j] - 1) + c * p] = b[j];
            }
        }
        RString names = MatrixDims.dimnamesAt(d.qrValue(), 1);
        RString rowNames = null;
        if (names != null) {
            String[] rn = new String[p];
            for (int j = 0; j < p; j++) rn[d.pivot()[j] - 1] = names.get(j);
            rowNames = new RString(rn);
        }
        RString colNames = im ? MatrixDims.dimnamesAt(y0, 1) : null;
        if (!im) {
            if (ny == 1) {
                RDouble r = new RDouble(coef);
                if (rowNames != null) r.setAttr("names", rowNames);
                return r;
            }
        }
        RDouble r = MatrixDims.doubleMatrix(coef, p, ny);
        MatrixDims.setDimnames(r, rowNames, colNames);
        return r;
    }

    /** qr.fitted(qr, y, k): dqrxb's Q1 Q1'y for the first k columns of Q; y keeps its shape. */
    private static RValue fitted(Args a) {
        Decomposition d = decomposition(a.get(0), "argument is not a QR decomposition");
        if (d.lapack()) throw new RError("not supported for LAPACK QR");
        int k = a.has(2) ? Coerce.intScalar(a.get(2)) : d.rank();
        if (k > d.rank()) throw new RError("'k' is too large");
        RVector y = Coerce.vector(a.get(1), "y");
        int rows = y.isMatrix() ? y.dim()[0] : y.length();
        int ny = y.isMatrix() ? y.dim()[1] : 1;
        if (rows != d.n()) throw new RError("'qr' and 'y' must have the same number of rows");
        Decomposition dk = new Decomposition(d.qr(), d.n(), d.p(), k, d.qraux(), d.pivot(), d.qrValue(), false);
        double[] out = MatrixDims.doubles(y, "invalid 'y' argument");
        double[] x = d.qr().clone();
        Level1 blas = level1(LinalgBuiltins.mode(a));
        for (int c = 0; c < ny; c++) {
            int o = c * d.n();
            applyColumn(dk, x, out, o, false, blas);
            for (int i = k; i < d.n(); i++) out[o + i] = 0;
            applyColumn(dk, x, out, o, true, blas);
        }
        RDouble r = new RDouble(out);
        r.setAttributes(y.attributes());
        return r;
    }

    private static RValue qrSolve(Args a) {
        RValue av = a.get(0);
        double tol = a.has(2) ? Coerce.doubleScalar(a.get(2)) : 1e-7;
        RList qr = av.inherits("qr") ? (RList) av : decompose(LinalgBuiltins.asMatrix(av, "a"), tol, level1(LinalgBuiltins.mode(a)));
        Decomposition d = decomposition(qr, "argument is not a QR decomposition");
        if (d.rank() != Math.min(d.n(), d.p())) throw new RError("singular matrix 'a' in solve");
        RValue b;
        if (a.has(1)) {
            b = a.get(1);
        } else {
            if (d.n() != d.p()) throw new RError("only square matrices can be inverted");
            double[] id = new double[d.p() * d.p()];
            for (int i = 0; i < d.p(); i++) id[i * d.p() + i] = 1;
            b = MatrixDims.doubleMatrix(id, d.p(), d.p());
        }
        RValue res = coef(LinalgBuiltins.mode(a), d, b);
        if (res instanceof RDouble rd) {
            double[] v = rd.data();
            for (int i = 0; i < v.length; i++) {
                if (Double.isNaN(v[i])) v[i] = 0;
            }
        }
        return res;
    }
}
