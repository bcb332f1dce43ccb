package flashr.base.matrix;

import flashr.base.Registry;
import flashr.base.apply.ApplyCalls;
import flashr.engine.fn.math.ExpLog;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Builtins: %*%, crossprod, tcrossprod, solve, det, determinant, chol, chol2inv, backsolve, forwardsolve, norm. */
public final class LinalgBuiltins {
    private LinalgBuiltins() {}

    public static void register(Registry r) {
        r.builtin("%*%", "x, y", a -> LinalgProduct.product(mode(a), a.get(0), a.get(1), LinalgProduct.Kind.MATPROD));
        r.builtin("crossprod", "x, y", a -> LinalgProduct.product(mode(a), a.get(0), orNull(a.get(1)), LinalgProduct.Kind.CROSSPROD));
        r.builtin("tcrossprod", "x, y", a -> LinalgProduct.product(mode(a), a.get(0), orNull(a.get(1)), LinalgProduct.Kind.TCROSSPROD));
        r.builtin("solve", "a, b, tol, ...", LinalgBuiltins::solve);
        r.builtin("det", "x, ...", a -> det(a));
        r.builtin("determinant", "x, logarithm, ...", LinalgBuiltins::determinant);
        r.builtin("chol", "x, pivot, tol, ...", LinalgBuiltins::chol);
        r.builtin("chol2inv", "x, size", LinalgBuiltins::chol2inv);
        r.builtin("backsolve", "r, x, k, upper.tri, transpose", a -> backsolve(a, true));
        r.builtin("forwardsolve", "l, x, k, upper.tri, transpose", a -> backsolve(a, false));
        r.builtin("norm", "x, type", LinalgBuiltins::norm);
        r.builtin("kronecker", "X, Y, FUN, make.dimnames, ...", LinalgKronecker::kronecker);
        r.alias("%x%", "kronecker");
        LinalgQR.register(r);
        LinalgLeastSquares.register(r);
        LinalgEigen.register(r);
        LinalgSvd.register(r);
        LinalgCondition.register(r);
    }

    /** The builtin {@code fn} (%*%, crossprod or tcrossprod) of two R vectors or matrices. */
    public static RValue product(Args a, String fn, RValue x, RValue y) {
        LinalgProduct.Kind kind = switch (fn) {
            case "%*%" -> LinalgProduct.Kind.MATPROD;
            case "crossprod" -> LinalgProduct.Kind.CROSSPROD;
            case "tcrossprod" -> LinalgProduct.Kind.TCROSSPROD;
            default -> throw new IllegalArgumentException(fn);
        };
        return LinalgProduct.product(mode(a), x, y, kind);
    }

    static LinalgMode mode(Args a) {
        return LinalgMode.of(a.interp());
    }

    private static RValue orNull(RValue v) {
        return v == null ? RNull.NULL : v;
    }

    /** The call as the R-level method R would report it in ({@code solve.default(...)}). */
    static RCall reportedAs(Args a, String method) {
        RCall c = a.call();
        return new RCall(RSymbol.of(method), c.args(), c.names(), c.pos());
    }

    /** A numeric matrix argument as R's {@code as.matrix} sees it: vectors become one column. */
    static RVector asMatrix(RValue v, String what) {
        return MatrixSweep.asMatrix(MatrixBuiltins.vectorData(v));
    }

    private static RValue solve(Args a) {
        RCall reported = reportedAs(a, "solve.default");
        RVector am = asMatrix(a.get(0), "a");
        try {
            if (ComplexSolve.applies(am, a.has(1) ? a.get(1) : null)) return ComplexSolve.solve(am, a.has(1) ? a.get(1) : null);
            if (!am.type().isNumeric()) throw new RError("'a' must be a numeric matrix");
            int[] d = am.dim();
            int n = d[0];
            if (n == 0) throw new RError("'a' is 0-diml");
            if (d[1] != n) throw new RError("'a' (" + n + " x " + d[1] + ") must be square");
            double tol = a.has(2) ? Coerce.doubleScalar(a.get(2)) : Math.ulp(1.0);
            RList adn = MatrixDims.dimnames(am);
            RValue aColNames = adn == null ? RNull.NULL : adn.get(1);
            double[] b;
            int p;
            RVector result;
            if (!a.has(1)) {
                p = n;
                b = new double[n * n];
                for (int i = 0; i < n; i++) b[i * n + i] = 1;
                result = MatrixDims.doubleMatrix(b, n, n);
                MatrixDims.setDimnames(result, aColNames, MatrixDims.dimnamesAt(am, 0));
            } else {
                RVector bin = Coerce.vector(a.get(1), "b");
                if (bin.isMatrix()) {
                    int[] bd = bin.dim();
                    p = bd[1];
                    if (p == 0) throw new RError("no right-hand side in 'b'");
                    if (bd[0] != n) throw new RError("'b' (" + bd[0] + " x " + p + ") must be compatible with 'a' (" + n + " x " + n + ")");
                    b = MatrixDims.doubles(bin, "'b' must be a numeric matrix or vector");
                    result = MatrixDims.doubleMatrix(b, n, p);
                    RValue bColNames = MatrixDims.dimnames(bin) == null ? RNull.NULL : MatrixDims.dimnames(bin).get(1);
                    if (adn != null || MatrixDims.dimnames(bin) != null) MatrixDims.setDimnames(result, aColNames, bColNames);
                } else {
                    if (!bin.type().isNumeric()) throw new RError("'b' must be a numeric matrix or vector");
                    p = 1;
                    if (bin.length() != n) throw new RError("'b' (" + bin.length() + " x 1) must be compatible with 'a' (" + n + " x " + n + ")");
                    b = MatrixDims.doubles(bin, "'b' must be a numeric matrix or vector");
                    result = new RDouble(b);
                    if (aColNames != RNull.NULL) result.setAttr("names", aColNames);
                }
            }
            double[] av = MatrixDims.readDoubles(am, "'a' must be a numeric matrix"); // only read: the LU works on its own copy
            if (mode(a) == LinalgMode.NATIVE) {
                LinalgNative.solve(av, n, b, p, tol);
                return result;
            }
            LinalgLU lu = LinalgLU.factor(av, n);
            if (lu.info > 0) {
                throw new RError("Lapack routine dgesv: system is exactly singular: U[" + lu.info + "," + lu.info + "] = 0");
            }
            lu.solveInPlace(b, p);
            if (tol > 0) {
                double rcond = lu.rcond(LinalgNorms.oneNorm(av, n, n));
                if (rcond < tol) {
                    throw new RError("system is computationally singular: reciprocal condition number = " + LinalgFormat.g(rcond));
                }
            }
            return result;
        } catch (RError e) {
            throw e.hasCall() ? e : new RError(e.getMessage(), reported);
        }
    }

    /** determinant(x, logarithm): list(modulus = structure(m, logarithm = ), sign = ) of class "det". */
    private static RValue determinant(Args a) {
        boolean log = !a.has(1) || Coerce.flag(a.get(1), "logarithm");
        return determinantOf(a, log);
    }

    private static RList determinantOf(Args a, boolean log) {
        RVector x = Coerce.vector(a.get(0), "x");
        int[] d = x.dim();
        if (d == null || d.length != 2 || d[0] != d[1]) {
            throw new RError("'x' must be a square matrix", new RCall(RSymbol.of("determinant.matrix"),
                    new RValue[] {RSymbol.of("x"), RLogical.of(true), ApplyCalls.DOTS}, new String[] {null, "logarithm", null}, null));
        }
        int n = d[0];
        double modulus = log ? 0 : 1;
        int sign = 1;
        if (n > 0 && mode(a) == LinalgMode.NATIVE) {
            double[] ms = LinalgNative.determinant(MatrixDims.readDoubles(x, "'a' must be a numeric matrix"), n, log);
            modulus = ms[0];
            sign = (int) ms[1];
        } else if (n > 0) {
            LinalgLU lu = LinalgLU.factor(MatrixDims.readDoubles(x, "'a' must be a numeric matrix"), n);
            if (lu.info > 0) {
                modulus = log ? Double.NEGATIVE_INFINITY : 0;
            } else {
                for (int i = 0; i < n; i++) {
                    if (lu.piv[i] != i) sign = -sign;
                    double dii = lu.lu[i * n + i];
                    if (dii < 0) sign = -sign;
                    if (log) modulus += ExpLog.log(Math.abs(dii));
                    else modulus *= Math.abs(dii);
                }
            }
        }
        RDouble mod = RDouble.of(modulus);
        mod.setAttr("logarithm", RLogical.of(log));
        RList r = RList.of(mod, RInt.of(sign));
        r.setAttr("names", RString.of("modulus", "sign"));
        r.setAttr("class", RString.of("det"));
        return r;
    }

    private static RValue det(Args a) {
        RList z = determinantOf(a, true);
        double modulus = ((RDouble) z.get(0)).get(0);
        return RDouble.of(((RInt) z.get(1)).get(0) * ExpLog.exp(modulus));
    }

    private static RValue chol(Args a) {
        RCall reported = reportedAs(a, "chol.default");
        boolean pivot = a.has(1) && Coerce.flag(a.get(1), "pivot");
        RVector x = asMatrix(a.get(0), "x");
        if (!x.type().isNumeric()) throw new RError("'a' must be a numeric matrix", reported);
        int[] d = x.dim();
        int n = d[0];
        if (d[1] != n) throw new RError("'a' must be a square matrix", reported);
        if (n <= 0) throw new RError("'a' must have dims > 0", reported);
        double[] v = upperTriangle(x, n);
        if (pivot) return pivotedCholesky(a, x, v, n, reported);
        int info = mode(a) == LinalgMode.NATIVE ? LinalgNative.cholesky(v, n) : LinalgTriangular.cholesky(v, n, 0, n);
        if (info > 0) throw new RError("the leading minor of order " + info + " is not positive definite", reported);
        RDouble r = new RDouble(v);
        r.setAttributes(x.attributes());
        return r;
    }

    /** The upper triangle of the n x n numeric x as doubles, zero below the diagonal (La_chol's start), in one pass. */
    private static double[] upperTriangle(RVector x, int n) {
        double[] v = new double[n * n];
        if (x instanceof RDouble xd) {
            double[] src = xd.data();
            for (int j = 0; j < n; j++) System.arraycopy(src, j * n, v, j * n, j + 1);
        } else {
            for (int j = 0; j < n; j++) {
                for (int i = 0; i <= j; i++) v[i + j * n] = x.getDouble(i + j * n);
            }
        }
        return v;
    }

    /**
     * La_chol with pivoting: LAPACK's dpstrf (its unblocked dpstf2 in Java in exact and Java modes),
     * R's warning for a rank-deficient or indefinite matrix, the attributes "pivot" and "rank", and
     * the column names permuted.
     */
    private static RValue pivotedCholesky(Args a, RVector x, double[] v, int n, RCall reported) {
        double tol = a.has(2) ? Coerce.doubleScalar(a.get(2)) : -1;
        int[] piv = new int[n];
        int[] rank = new int[1];
        int info = mode(a) == LinalgMode.NATIVE ? LinalgNative.pivotedCholesky(v, n, piv, rank, tol)
                : LinalgPivotedCholesky.dpstf2(v, n, piv, rank, tol);
        if (info > 0) a.interp().warning(reported, "the matrix is either rank-deficient or indefinite");
        RDouble r = new RDouble(v);
        r.setAttributes(x.attributes());
        if (r.getAttr("dimnames") instanceof RList dn && dn.length() == 2 && dn.get(1) instanceof RString cn) {
            String[] names = new String[n];
            for (int i = 0; i < n; i++) names[i] = cn.get(piv[i] - 1);
            RList dn2 = RList.of(dn.get(0), new RString(names));
            if (dn.getAttr("names") != null) dn2.setAttr("names", dn.getAttr("names"));
            r.setAttr("dimnames", dn2);
        }
        r.setAttr("pivot", new RInt(piv));
        r.setAttr("rank", RInt.of(rank[0]));
        return r;
    }

    private static RValue chol2inv(Args a) {
        RVector x = Coerce.vector(a.get(0), "x");
        int[] d = x.dim();
        int nr = d != null && d.length == 2 ? d[0] : x.length();
        int nc = d != null && d.length == 2 ? d[1] : 1;
        int size = a.has(1) ? Coerce.intScalar(a.get(1)) : nc;
        if (size == RInt.NA || size > nc || size > nr) throw new RError("'size' cannot exceed ncol(x) = " + nc);
        double[] xv = MatrixDims.doubles(x, "'a' must be a numeric matrix");
        if (mode(a) == LinalgMode.NATIVE) return MatrixDims.doubleMatrix(LinalgNative.chol2inv(xv, nr, size), size, size);
        // inverse of the upper triangle U, then U^-1 U^-T
        double[] inv = new double[size * size];
        for (int i = 0; i < size; i++) inv[i * size + i] = 1;
        for (int i = 0; i < size; i++) {
            if (xv[i + i * nr] == 0) throw new RError("element (" + (i + 1) + ", " + (i + 1) + ") is zero, so the inverse cannot be computed");
        }
        LinalgTriangular.solve(xv, 0, nr, true, false, inv, size, 0, size, size);
        double[] out = new double[size * size];
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                double s = 0;
                for (int k = Math.max(i, j); k < size; k++) s += inv[i + k * size] * inv[j + k * size];
                out[i + j * size] = s;
            }
        }
        return MatrixDims.doubleMatrix(out, size, size);
    }

    private static RValue backsolve(Args a, boolean upperDefault) {
        RVector r = asMatrix(a.get(0), upperDefault ? "r" : "l");
        RVector x0 = Coerce.vector(a.get(1), "x");
        boolean xMatrix = x0.isMatrix();
        RVector x = xMatrix ? x0 : MatrixSweep.asMatrix(x0);
        int nrr = r.dim()[0];
        int ncr = r.dim()[1];
        int nrx = x.dim()[0];
        int ncx = x.dim()[1];
        int k = a.has(2) ? Coerce.intScalar(a.get(2)) : ncr;
        if (k == RInt.NA || k <= 0 || k > nrr || k > ncr || k > nrx) throw new RError("invalid 'k' argument");
        boolean upper = a.has(3) ? Coerce.flag(a.get(3), "upper.tri") : upperDefault;
        boolean trans = a.has(4) && Coerce.flag(a.get(4), "transpose");
        double[] xv = MatrixDims.doubles(x, "invalid 'x' argument");
        double[] ans = new double[k * ncx];
        for (int j = 0; j < ncx; j++) System.arraycopy(xv, j * nrx, ans, j * k, k);
        double[] rv = MatrixDims.doubles(r, "invalid 'r' argument");
        for (int i = 0; i < k; i++) {
            if (rv[i * (nrr + 1)] == 0) throw new RError("singular matrix in 'backsolve'. First zero in diagonal [" + (i + 1) + "]");
        }
        if (mode(a) == LinalgMode.NATIVE) LinalgNative.backsolve(rv, nrr, upper, trans, ans, k, ncx);
        else LinalgTriangular.solve(rv, 0, nrr, upper, trans, ans, k, 0, k, ncx);
        if (xMatrix) return MatrixDims.doubleMatrix(ans, k, ncx);
        if (ncx == 1 || k == 1) return new RDouble(ans);
        return MatrixDims.doubleMatrix(ans, k, ncx);
    }

    private static RValue norm(Args a) {
        String type = a.has(1) ? Coerce.stringScalar(a.get(1)) : "O";
        RVector x = Coerce.vector(a.get(0), "x");
        if ("2".equals(type)) {
            for (int i = 0; i < x.length(); i++) {
                if (x.isNA(i)) return RDouble.of(RDouble.NA);
            }
            RVector m = MatrixSweep.asMatrix(x);
            double[] sv = LinalgSvd.singularValues(MatrixDims.doubles(m, "'A' must be a numeric matrix"), m.dim()[0], m.dim()[1]);
            return RDouble.of(sv.length == 0 ? RDouble.NA : sv[0]);
        }
        if (!x.isMatrix() || !x.type().isNumeric()) throw new RError("'A' must be a numeric matrix");
        if (type == null) throw new RError("'type' must be a character string");
        int[] d = x.dim();
        return RDouble.of(LinalgNorms.dlange(type, MatrixDims.doubles(x, "'A' must be a numeric matrix"), d[0], d[1]));
    }
}
