package flashr.base.matrix;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.linalg.Level1;

/**
 * R's {@code .lm.fit(x, y, tol)}, the least squares fit of lm.fit and glm.fit (R's Cdqrls over
 * LINPACK's dqrls): dqrdc2, then dqrsl's Q'y, coefficients and residuals for each column of y, in
 * one call. lm.fit and glm.fit made the same values from qr(), qr.qty, qr.coef and qr.qy, each of
 * which copied the decomposition again; the operations here are theirs, in their order, so the
 * doubles are the same.
 */
final class LinalgLeastSquares {
    private LinalgLeastSquares() {}

    static void register(Registry r) {
        r.builtin(".lm.fit", "x, y, tol", LinalgLeastSquares::fit);
        r.builtin(".lm.fit.caller", "x, y, tol", LinalgLeastSquares::fitAsCaller);
    }

    /**
     * lm.fit's {@code .lm.fit}: its errors are its caller's, as R's Cdqrls reports them from
     * lm.fit's {@code .Call}. lm.fit caught them with tryCatch to stop again, which shared the
     * result it passed on, so that {@code names(z$effects) <- v} copied the n-vector.
     */
    private static RValue fitAsCaller(Args a) {
        try {
            return fit(a);
        } catch (RError e) {
            RValue caller = flashr.eval.Calls.sysCall(a.interp(), a.env(), 0);
            throw new RError(e.getMessage(), caller == flashr.lang.RNull.NULL ? a.call() : caller);
        }
    }

    private static RValue fit(Args a) {
        if (!(a.get(0) instanceof RVector x) || x.dim() == null || x.dim().length != 2) throw new RError("'x' is not a matrix");
        RVector y = Coerce.vector(a.get(1), "y");
        double tol = a.has(2) ? Coerce.doubleScalar(a.get(2)) : 1e-7;
        int n = x.dim()[0];
        int p = x.dim()[1];
        int ny = n == 0 ? 0 : y.length() / n;
        if ((long) n * ny != y.length()) {
            throw new RError(String.format("dimensions of 'x' (%d,%d) and 'y' (%d) do not match", n, p, y.length()));
        }
        checkFinite(x, "x");
        checkFinite(y, "y");
        Level1 blas = LinalgQR.level1(LinalgBuiltins.mode(a));
        RList qr = LinalgQR.decompose(x, tol, blas);
        RDouble qrv = (RDouble) qr.get(0);
        int rank = ((RInt) qr.get(1)).getInt(0);
        double[] qraux = ((RDouble) qr.get(2)).data();
        int[] pivot = ((RInt) qr.get(3)).data();
        LinalgQR.Decomposition d = new LinalgQR.Decomposition(qrv.data(), n, p, rank, qraux, pivot, qrv, false);
        // Q'y is computed in y's own array when no place holds y (see LinalgQR.decompose)
        double[] effects = y.isTemporary() && y != x && y instanceof RDouble yd ? yd.data()
                : MatrixDims.doubles(y, "invalid 'y' argument");
        double[] residuals = new double[effects.length];
        double[] coef = new double[p * ny];
        for (int c = 0; c < ny; c++) solveColumn(d, effects, residuals, coef, c, blas);
        boolean pivoted = false;
        for (int j = 0; j < p; j++) pivoted |= pivot[j] != j + 1;
        // the decomposition's list is dropped: its parts are this list's alone (names(z$qr) <- v in place)
        RList out = RList.of(qr.takeOut(0), ny > 1 ? MatrixDims.doubleMatrix(coef, p, ny) : new RDouble(coef), withAttributes(residuals, y),
                withAttributes(effects, y), RInt.of(rank), qr.takeOut(3), qr.takeOut(2), RDouble.of(tol), RLogical.of(pivoted));
        out.setAttr("names", RString.of("qr", "coefficients", "residuals", "effects", "rank", "pivot", "qraux", "tol", "pivoted"));
        return out;
    }

    /**
     * dqrsl with job 1110 on column c of y (in {@code qty}): Q'y in place, the coefficients of the
     * first rank (pivoted) columns by back substitution (zeros after them, as dqrls), and the
     * residuals: Q applied to Q'y with its first rank elements zeroed. With rank 0 the residuals
     * are y.
     */
    private static void solveColumn(LinalgQR.Decomposition d, double[] qty, double[] rsd, double[] coef, int c, Level1 blas) {
        int n = d.n();
        int k = d.rank();
        int o = c * n;
        double[] x = d.qr();
        if (k == 0) {
            System.arraycopy(qty, o, rsd, o, n);
            return;
        }
        LinalgQR.applyColumn(d, x, qty, o, false, blas);
        double[] b = java.util.Arrays.copyOfRange(qty, o, o + k);
        for (int j = k - 1; j >= 0; j--) {
            b[j] = b[j] / x[j + j * n];
            double t = -b[j];
            blas.axpy(t, x, j * n, b, 0, j);
        }
        System.arraycopy(b, 0, coef, c * d.p(), k);
        System.arraycopy(qty, o + k, rsd, o + k, n - k);
        LinalgQR.applyColumn(d, x, rsd, o, true, blas);
    }

    private static RDouble withAttributes(double[] values, RVector like) {
        RDouble r = new RDouble(values);
        r.setAttributes(like.attributes());
        return r;
    }

    private static void checkFinite(RVector v, String what) {
        if (!v.type().isNumeric()) throw new RError("NA/NaN/Inf in '" + what + "'");
        int len = v.length();
        if (v instanceof RDouble rd) {
            // x * 0 is 0 for every finite x and NaN for NA, NaN and the infinities: one sum of
            // them, with no call or branch per element, as a first lm reads its n x p matrix
            // before the loop is compiled (Double.isFinite's call was most of that cost)
            double[] data = rd.storage();
            double zero = 0;
            for (int i = 0; i < len; i++) zero += data[i] * 0.0;
            if (zero != 0) throw new RError("NA/NaN/Inf in '" + what + "'");
        } else {
            for (int i = 0; i < len; i++) {
                if (!Double.isFinite(v.getDouble(i))) throw new RError("NA/NaN/Inf in '" + what + "'");
            }
        }
    }
}
