package flashr.base.matrix;

import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Matrix products {@code %*%}, crossprod and tcrossprod, with R's rules for promoting vectors. */
final class LinalgProduct {
    private LinalgProduct() {}

    enum Kind { MATPROD, CROSSPROD, TCROSSPROD }

    static RValue product(LinalgMode mode, RValue xv, RValue yv, Kind kind) {
        boolean sym = yv == RNull.NULL;
        if (sym && kind != Kind.MATPROD) yv = xv;
        if (xv instanceof flashr.lang.RComplex || yv instanceof flashr.lang.RComplex) return ComplexProduct.product(mode, xv, yv, kind);
        if (!(xv instanceof RVector x) || !x.type().isNumeric() || !(yv instanceof RVector y) || !y.type().isNumeric()) {
            throw new RError("requires numeric/complex matrix/vector arguments");
        }
        int[] xd = x.dim();
        int[] yd = y.dim();
        boolean xm = xd != null && xd.length == 2;
        boolean ym = yd != null && yd.length == 2;
        int nrx, ncx, nry, ncy;
        if (!xm && !ym) {
            if (kind == Kind.MATPROD) {
                nrx = 1;
                ncx = x.length();
                if (y.length() == ncx) {
                    nry = ncx;
                    ncy = 1;
                } else if (ncx == 1) {
                    nry = 1;
                    ncy = y.length();
                } else {
                    nry = y.length();
                    ncy = 1;
                }
            } else {
                nrx = x.length();
                ncx = 1;
                nry = y.length();
                ncy = 1;
            }
        } else if (!xm) {
            nry = yd[0];
            ncy = yd[1];
            nrx = 0;
            ncx = 0;
            int lx = x.length();
            if (kind == Kind.MATPROD) {
                if (lx == nry) {
                    nrx = 1;
                    ncx = nry;
                } else if (nry == 1) {
                    nrx = lx;
                    ncx = 1;
                }
            } else if (kind == Kind.CROSSPROD) {
                if (lx == nry) {
                    nrx = nry;
                    ncx = 1;
                }
            } else if (lx == ncy) {
                nrx = 1;
                ncx = ncy;
            } else if (ncy == 1) {
                nrx = lx;
                ncx = 1;
            }
        } else if (!ym) {
            nrx = xd[0];
            ncx = xd[1];
            nry = 0;
            ncy = 0;
            int ly = y.length();
            if (kind == Kind.MATPROD) {
                if (ly == ncx) {
                    nry = ncx;
                    ncy = 1;
                } else if (ncx == 1) {
                    nry = 1;
                    ncy = ly;
                }
            } else if (kind == Kind.CROSSPROD) {
                if (ly == nrx) {
                    nry = nrx;
                    ncy = 1;
                } else if (nrx == 1) {
                    nry = 1;
                    ncy = ly;
                }
            } else if (ly == ncx) {
                nry = 1;
                ncy = ncx;
            } else if (ncx == 1) {
                nry = ly;
                ncy = 1;
            }
        } else {
            nrx = xd[0];
            ncx = xd[1];
            nry = yd[0];
            ncy = yd[1];
        }
        boolean conformable = switch (kind) {
            case MATPROD -> ncx == nry;
            case CROSSPROD -> nrx == nry;
            case TCROSSPROD -> ncx == ncy;
        };
        if (!conformable) throw new RError("non-conformable arguments");
        // the result's size, as R allocates it before multiplying (rows times columns can pass an int)
        double cells = switch (kind) {
            case MATPROD -> (double) nrx * ncy;
            case CROSSPROD -> (double) ncx * ncy;
            case TCROSSPROD -> (double) nrx * nry;
        };
        flashr.base.vectors.VectorSizes.checked(cells, flashr.lang.RType.DOUBLE);
        // the products only read their operands: no copy of a tall matrix
        double[] a = MatrixDims.readDoubles(x, "requires numeric/complex matrix/vector arguments");
        double[] b = MatrixDims.readDoubles(y, "requires numeric/complex matrix/vector arguments");
        RDouble result;
        RValue rowNames;
        RValue colNames;
        String rowName;
        String colName;
        switch (kind) {
            case MATPROD -> {
                result = MatrixDims.doubleMatrix(multiply(mode, a, nrx, ncx, false, b, ncy, false, false), nrx, ncy);
                boolean rowsFromX = xd != null && (xd.length == 2 || ncx == 1);
                rowNames = rowsFromX ? part(x, 0) : null;
                rowName = rowsFromX ? partName(x, 0) : null;
                boolean colsFromY = yd != null && (yd.length == 2 || nry == 1);
                int k = yd != null && yd.length == 2 ? 1 : 0;
                colNames = colsFromY ? part(y, k) : null;
                colName = colsFromY ? partName(y, k) : null;
            }
            case CROSSPROD -> {
                result = MatrixDims.doubleMatrix(multiply(mode, a, nrx, ncx, true, b, ncy, false, sym), ncx, ncy);
                rowNames = xm ? part(x, 1) : null;
                rowName = xm ? partName(x, 1) : null;
                colNames = ym ? part(y, 1) : null;
                colName = ym ? partName(y, 1) : null;
            }
            default -> {
                result = MatrixDims.doubleMatrix(multiply(mode, a, nrx, ncx, false, b, nry, true, sym), nrx, nry);
                rowNames = xm ? part(x, 0) : null;
                rowName = xm ? partName(x, 0) : null;
                colNames = ym ? part(y, 0) : null;
                colName = ym ? partName(y, 0) : null;
            }
        }
        if (!MatrixDims.isNull(rowNames) || !MatrixDims.isNull(colNames)) {
            MatrixDims.setDimnames(result, rowNames, colNames, rowName, colName);
        }
        return result;
    }

    private static RValue part(RVector v, int k) {
        RList dn = MatrixDims.dimnames(v);
        return dn == null || dn.length() <= k ? null : dn.get(k);
    }

    private static String partName(RVector v, int k) {
        RString n = MatrixDims.dimnamesNames(v);
        return n == null || n.length() <= k ? null : n.get(k);
    }

    /**
     * op(A) op(B) as R's default matprod: operands with NaN, NA or infinite values by R's plain loop,
     * the others by the fast backend, or in exact mode by the reference BLAS order below.
     */
    private static double[] multiply(LinalgMode mode, double[] a, int ra, int ca, boolean ta, double[] b, int n, boolean tb,
                                     boolean sym) {
        if (LinalgFastProduct.mayHaveNaNOrInf(mode, a) || LinalgFastProduct.mayHaveNaNOrInf(mode, b)) {
            return LinalgSimpleProduct.multiply(a, ra, ca, ta, b, n, tb);
        }
        double[] fast = LinalgFastProduct.multiply(mode, a, ra, ca, ta, b, n, tb, sym);
        return fast != null ? fast : multiply(a, ra, ca, ta, b, n, tb);
    }

    /**
     * op(A) op(B) for column-major A (ra x ca stored) and B, where op transposes when asked.
     * Each entry is summed over the inner index in order, as the reference BLAS dgemm does;
     * the untransposed-A forms run column-wise (axpy order) for locality.
     */
    private static double[] multiply(double[] a, int ra, int ca, boolean ta, double[] b, int n, boolean tb) {
        int m = ta ? ca : ra;
        int k = ta ? ra : ca;
        double[] c = new double[m * n];
        int rb = tb ? n : k; // leading dimension of B as stored
        if (ta) {
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < m; i++) {
                    double s = 0;
                    for (int l = 0; l < k; l++) s += a[l + i * ra] * b[l + j * rb];
                    c[i + j * m] = s;
                }
            }
            return c;
        }
        for (int j = 0; j < n; j++) {
            int cj = j * m;
            for (int l = 0; l < k; l++) {
                double temp = tb ? b[j + l * rb] : b[l + j * rb];
                int al = l * ra;
                for (int i = 0; i < m; i++) c[cj + i] += temp * a[al + i];
            }
        }
        return c;
    }
}
