package flashr.base.matrix;

import flashr.eval.Coerce;
import flashr.lang.RComplex;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * solve() when a or b is complex, as R's La_solve_cmplx (LAPACK zgesv): LU with partial pivoting on
 * |re| + |im| (izamax's measure), then the two triangular solves. Without b the inverse.
 */
final class ComplexSolve {
    private ComplexSolve() {}

    static boolean applies(RValue a, RValue b) {
        return a instanceof RComplex || b instanceof RComplex;
    }

    static RValue solve(RVector am, RValue bArg) {
        int[] d = am.dim();
        int n = d[0];
        if (n == 0) throw new RError("'a' is 0-diml");
        if (d[1] != n) throw new RError("'a' (" + n + " x " + d[1] + ") must be square");
        RComplex a = complex(am, "'a' must be a complex matrix");
        RList adn = MatrixDims.dimnames(am);
        RValue aColNames = adn == null ? RNull.NULL : adn.get(1);
        double[] bre, bim;
        int p;
        RVector bin = bArg == null ? null : Coerce.vector(bArg, "b");
        if (bin == null) {
            p = n;
            bre = new double[n * n];
            bim = new double[n * n];
            for (int i = 0; i < n; i++) bre[i * n + i] = 1;
        } else {
            RComplex b = complex(bin, "'b' must be a complex matrix or vector");
            p = bin.isMatrix() ? bin.dim()[1] : 1;
            int rows = bin.isMatrix() ? bin.dim()[0] : bin.length();
            if (rows != n) throw new RError("'b' (" + rows + " x " + p + ") must be compatible with 'a' (" + n + " x " + n + ")");
            if (p == 0) throw new RError("no right-hand side in 'b'");
            bre = b.re().clone();
            bim = b.im().clone();
        }
        double[] re = a.re().clone(), im = a.im().clone();
        int[] pivot = factor(re, im, n);
        solveInPlace(re, im, n, pivot, bre, bim, p);
        RComplex result = new RComplex(bre, bim);
        if (bin != null && !bin.isMatrix()) {
            if (aColNames != RNull.NULL) result.setAttr("names", aColNames);
            return result;
        }
        result.setAttr("dim", new flashr.lang.RInt(new int[] {n, p}));
        if (bin == null) {
            if (adn != null) MatrixDims.setDimnames(result, aColNames, adn.get(0));
        } else {
            RList bdn = MatrixDims.dimnames(bin);
            if (adn != null || bdn != null) MatrixDims.setDimnames(result, aColNames, bdn == null ? RNull.NULL : bdn.get(1));
        }
        return result;
    }

    private static RComplex complex(RVector v, String message) {
        if (v instanceof RComplex z) return z;
        if (!v.type().isNumeric()) throw new RError(message);
        double[] re = new double[v.length()];
        for (int i = 0; i < re.length; i++) re[i] = v.getDouble(i);
        return new RComplex(re, new double[re.length]);
    }

    /** LU in place (column-major, n x n); the row swapped with at each step; R's error when a pivot is zero. */
    private static int[] factor(double[] re, double[] im, int n) {
        int[] pivot = new int[n];
        for (int k = 0; k < n; k++) {
            int best = k;
            double max = -1;
            for (int i = k; i < n; i++) {
                double m = Math.abs(re[i + k * n]) + Math.abs(im[i + k * n]);
                if (m > max) {
                    max = m;
                    best = i;
                }
            }
            pivot[k] = best;
            if (max == 0) {
                throw new RError("Lapack routine zgesv: system is exactly singular");
            }
            if (best != k) {
                for (int j = 0; j < n; j++) {
                    swap(re, k + j * n, best + j * n);
                    swap(im, k + j * n, best + j * n);
                }
            }
            // multipliers: the column below the pivot times 1/pivot
            double pr = re[k + k * n], pi = im[k + k * n];
            double den = pr * pr + pi * pi;
            double rr = pr / den, ri = -pi / den;
            for (int i = k + 1; i < n; i++) {
                double xr = re[i + k * n], xi = im[i + k * n];
                re[i + k * n] = xr * rr - xi * ri;
                im[i + k * n] = xr * ri + xi * rr;
            }
            for (int j = k + 1; j < n; j++) {
                double ur = re[k + j * n], ui = im[k + j * n];
                if (ur == 0 && ui == 0) continue;
                for (int i = k + 1; i < n; i++) {
                    double lr = re[i + k * n], li = im[i + k * n];
                    re[i + j * n] -= lr * ur - li * ui;
                    im[i + j * n] -= lr * ui + li * ur;
                }
            }
        }
        return pivot;
    }

    /** Solves (LU) X = B for the p columns of B in place, rows swapped as the factorization did. */
    private static void solveInPlace(double[] re, double[] im, int n, int[] pivot, double[] br, double[] bi, int p) {
        for (int c = 0; c < p; c++) {
            int o = c * n;
            for (int k = 0; k < n; k++) {
                if (pivot[k] != k) {
                    swap(br, o + k, o + pivot[k]);
                    swap(bi, o + k, o + pivot[k]);
                }
            }
            for (int k = 0; k < n; k++) { // L has a unit diagonal
                double xr = br[o + k], xi = bi[o + k];
                for (int i = k + 1; i < n; i++) {
                    double lr = re[i + k * n], li = im[i + k * n];
                    br[o + i] -= lr * xr - li * xi;
                    bi[o + i] -= lr * xi + li * xr;
                }
            }
            for (int k = n - 1; k >= 0; k--) {
                double ur = re[k + k * n], ui = im[k + k * n];
                double xr = br[o + k], xi = bi[o + k];
                double den = ur * ur + ui * ui;
                double qr = (xr * ur + xi * ui) / den, qi = (xi * ur - xr * ui) / den;
                br[o + k] = qr;
                bi[o + k] = qi;
                for (int i = 0; i < k; i++) {
                    double ar = re[i + k * n], ai = im[i + k * n];
                    br[o + i] -= ar * qr - ai * qi;
                    bi[o + i] -= ar * qi + ai * qr;
                }
            }
        }
    }

    private static void swap(double[] v, int i, int j) {
        double t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}
