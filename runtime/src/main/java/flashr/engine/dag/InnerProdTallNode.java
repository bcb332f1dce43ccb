package flashr.engine.dag;

import flashr.engine.type.ElementType;
import flashr.engine.fn.BinaryOp;
import flashr.linalg.Backend;

import java.util.List;

/**
 * inner.prod of a tall matrix A (n x p) by a small matrix B (p x k) held in memory:
 * C[i,j] = fold_f2 over t of f1(A[i,t], B[t,j]); a tall n x k matrix (X %*% W).
 *
 * <p>For a block matrix A the product is a chain of these nodes, one per 32-column block A_b:
 * each reads the rows {@code bFrom ..} of B that line up with its block and continues the fold
 * from {@code init} (the previous block's accumulators), so the fold keeps its left-to-right
 * order across blocks (f2 need not be associative).
 *
 * <p>A product with more than 32 output columns is split by output column blocks: each node
 * computes the columns {@code bCol ..} ({@code ncol} of them) of the product, reading those
 * columns of B, so the result is a block matrix whose blocks are computed in one pass.
 *
 * <p>A double product (f1 *, f2 +) with a {@link #backend} is computed per block by that BLAS
 * (dgemm, or dgemv for one column, as R's matprod calls them); without one, each element is summed
 * in R's reference BLAS order in Java. Blocks with NaN, NA or infinite values (and every block
 * when B has some) take R's plain loop either way.
 */
public final class InnerProdTallNode extends Node {
    public final BinaryOp f1;
    public final BinaryOp f2;
    public final Node a;
    public final Node b;
    /** First row of b that lines up with a's first column. */
    public final int bFrom;
    /** First column of b (and of the whole product) this node computes; it computes ncol of them. */
    public final int bCol;
    /** The fold's value before a's first column (the previous block's result), or null to start afresh. */
    public final Node init;
    /** The BLAS that multiplies blocks (a double product only), or null for R's reference order in Java. */
    public final Backend backend;

    public InnerProdTallNode(BinaryOp f1, BinaryOp f2, Node a, Node b) {
        this(f1, f2, a, b, null);
    }

    /** A product by {@code backend}'s BLAS (null: R's reference order). */
    public InnerProdTallNode(BinaryOp f1, BinaryOp f2, Node a, Node b, Backend backend) {
        this(f1, f2, a, b, 0, 0, b.ncol, null, backend);
        if (a.ncol != b.nrow) throw new IllegalArgumentException("inner.prod: non-conformable " + a.nrow + "x" + a.ncol + " and " + b.nrow + "x" + b.ncol);
    }

    /** Columns bCol .. bCol+ncol-1 of A[, from..] %*% B[bFrom.., ], continuing the fold from init. */
    public InnerProdTallNode(BinaryOp f1, BinaryOp f2, Node a, Node b, int bFrom, int bCol, int ncol, Node init, Backend backend) {
        super(a.nrow, ncol, f2.resultType(f1.resultType(a.type, b.type), f1.resultType(a.type, b.type)));
        if (bFrom < 0 || bFrom + (long) a.ncol > b.nrow) throw new IllegalArgumentException("inner.prod: non-conformable " + a.nrow + "x" + a.ncol + " and " + b.nrow + "x" + b.ncol);
        if (bCol < 0 || ncol < 0 || bCol + (long) ncol > b.ncol) throw new IllegalArgumentException("inner.prod: columns " + (bCol + 1) + ".." + (bCol + ncol) + " of " + b.ncol);
        if (init != null && (init.nrow != a.nrow || init.ncol != ncol || init.type != type)) throw new IllegalArgumentException("inner.prod: partial result does not conform");
        ElementType r1 = f1.resultType(a.type, b.type);
        // the fold runs in order over the short dimension, so f2 need not be associative, but it
        // must keep its operand type (+ - * / ^ %% %/% pmin pmax & |)
        if (f2.isComparison() || f2 == BinaryOp.EUCLIDEAN || (f2.resultType(r1, r1) != f2.operandType(r1, r1) && f2 != BinaryOp.AND && f2 != BinaryOp.OR))
            throw new IllegalArgumentException("inner.prod cannot fold with " + f2.symbol());
        this.f1 = f1;
        this.f2 = f2;
        this.a = a;
        this.b = b;
        this.bFrom = bFrom;
        this.bCol = bCol;
        this.init = init;
        this.backend = isDoubleProduct() ? backend : null;
    }

    /** Whether this is the ordinary product of doubles (f1 *, f2 +), the one a BLAS computes. */
    public boolean isDoubleProduct() {
        return f1 == BinaryOp.MUL && f2 == BinaryOp.ADD && a.type == ElementType.DOUBLE && b.type == ElementType.DOUBLE;
    }

    /** The previous block's partial first, so block chains evaluate in order. */
    @Override public List<Node> inputs() { return init == null ? List.of(a) : List.of(init, a); }

    @Override public List<Node> deps() { return List.of(b); }

    /** Whether this node computes every column of the product (not one output block). */
    public boolean allColumns() { return bCol == 0 && ncol == b.ncol; }

    @Override public String label() {
        return "inner.prod(" + f1.symbol() + ", " + f2.symbol() + ", small " + b.nrow + "x" + b.ncol + ")"
                + (init != null || bFrom != 0 ? " rows from " + (bFrom + 1) : "")
                + (allColumns() ? "" : " cols " + (bCol + 1) + ".." + (bCol + ncol))
                + (backend != null ? " by " + backend.name() : "");
    }
}
