package flashr.base.engine;

import flashr.base.matrix.LinalgMode;
import flashr.bind.FmMatrix;
import flashr.bind.FmSparse;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.sparse.SparseMatrix;
import flashr.eval.Args;
import flashr.lang.RError;
import flashr.lang.RValue;

/**
 * Base functions on the engine's sparse matrices ({@link FmSparse}): {@code %*%} and
 * {@code crossprod} with a dense matrix or vector on either side, computed as SpMM (a dense
 * operand on the left is multiplied through the transpose: x %*% S = t(t(S) %*% t(x)), or, when S
 * is small, as the engine's dense product x %*% S), and the
 * row and column sums and means from the stored entries. Results are FlashR objects, as FlashR's are.
 */
final class SparseProducts {
    private SparseProducts() {}

    static boolean involved(RValue x, RValue y) {
        return x instanceof FmSparse || y instanceof FmSparse;
    }

    /** x %*% y, or crossprod(x, y) = t(x) %*% y, where x or y is sparse; null leaves it to R's body. */
    static RValue product(Args a, RValue xv, RValue yv, boolean crossprod) {
        if (xv instanceof FmSparse && yv instanceof FmSparse) throw new RError("a product of two sparse matrices is not supported");
        Engine e = EngineOperand.engine(a);
        if (xv instanceof FmSparse s) {
            SparseMatrix sx = crossprod ? s.t().sparse() : s.sparse();
            EngineOperand y = EngineOperand.of(yv);
            if (y == null) return null;
            if (y.nrow() != sx.ncol()) throw new RError("non-conformable arguments");
            return FmMatrix.matrix(e.sparseProduct(sx, asDouble(e, y.matrix(e))));
        }
        FmSparse s = (FmSparse) yv;
        EngineOperand x = EngineOperand.of(xv);
        if (x == null) return null;
        // the dense operand as the tall factor of the transposed product: t(x), or x itself for crossprod
        // and for a vector (a row in x %*% S, which R treats as a column of the same elements)
        Matrix mx = asDouble(e, x.matrix(e));
        SparseMatrix sm = s.sparse();
        if (x.dim != null && sm.nrow() * sm.ncol() <= e.config().smallLimit()) {
            // a small sparse right operand (a random projection): dense, in the engine's product, which
            // streams the tall x through one pass instead of holding t(x) in memory
            Matrix left = crossprod ? mx.t() : mx;
            if (left.ncol() != sm.nrow()) throw new RError("non-conformable arguments");
            Matrix dense = e.fromArray(sm.toDense(), sm.nrow(), sm.ncol());
            return FmMatrix.matrix(e.matrixProduct(left, dense, LinalgMode.engineProducts(a.interp())));
        }
        Matrix tall = crossprod || x.dim == null ? mx : mx.t();
        if (tall.nrow() != s.sparse().nrow()) throw new RError("non-conformable arguments");
        return FmMatrix.matrix(e.sparseProduct(s.t().sparse(), tall).t());
    }

    /** rowSums, colSums, rowMeans or colMeans of a sparse matrix, as a FlashR vector. */
    static RValue margin(Args a, boolean rows, boolean mean) {
        FmSparse s = (FmSparse) a.get(0);
        SparseMatrix m = s.sparse();
        double[] sums = rows ? m.rowSums() : m.colSums();
        if (mean) {
            double n = rows ? m.ncol() : m.nrow();
            for (int i = 0; i < sums.length; i++) sums[i] /= n;
        }
        return FmMatrix.vector(EngineOperand.engine(a).vector(sums));
    }

    private static Matrix asDouble(Engine e, Matrix m) {
        return m.type() == flashr.engine.type.ElementType.DOUBLE ? m : e.sapply(m, flashr.engine.fn.UnaryOp.AS_DOUBLE);
    }
}
