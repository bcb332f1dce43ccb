package flashr.engine.dag;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.linalg.Backend;

import java.util.List;

/**
 * inner.prod of a wide matrix t(A) by a tall one B, both given by their tall forms A (n x p) and
 * B (n x k) over the same rows: C[i,j] = fold_f2 over r of f1(A[r,i], B[r,j]); a p x k sink
 * (crossprod is A == B).
 *
 * <p>A double product (f1 *, f2 +) with a {@link #backend} adds up per block what that BLAS
 * computes (dsyrk for crossprod, dgemm, or dgemv for one column, as R calls them); without one,
 * the engine's vector loops. Blocks with NaN, NA or infinite values take R's plain loop either way.
 */
public final class InnerProdSinkNode extends Node {
    public final BinaryOp f1;
    public final BinaryOp f2;
    public final Node a;
    public final Node b;
    /** The BLAS that multiplies blocks (a double product only), or null for the engine's loops. */
    public final Backend backend;

    public InnerProdSinkNode(BinaryOp f1, BinaryOp f2, Node a, Node b) {
        this(f1, f2, a, b, null);
    }

    /** A product by {@code backend}'s BLAS (null: the engine's own loops). */
    public InnerProdSinkNode(BinaryOp f1, BinaryOp f2, Node a, Node b, Backend backend) {
        super(a.ncol, b.ncol, f2.resultType(f1.resultType(a.type, b.type), f1.resultType(a.type, b.type)));
        if (a.nrow != b.nrow) throw new IllegalArgumentException("inner.prod: non-conformable, " + a.nrow + " vs " + b.nrow + " rows");
        AggOp.folding(f2); // f2 must be a foldable function
        this.f1 = f1;
        this.f2 = f2;
        this.a = a;
        this.b = b;
        this.backend = isDoubleProduct() ? backend : null;
    }

    /** Whether this is the ordinary product of doubles (f1 *, f2 +), the one a BLAS computes. */
    public boolean isDoubleProduct() {
        return f1 == BinaryOp.MUL && f2 == BinaryOp.ADD && a.type == ElementType.DOUBLE && b.type == ElementType.DOUBLE;
    }

    @Override public List<Node> inputs() { return a == b ? List.of(a) : List.of(a, b); }

    @Override public boolean isSink() { return true; }

    @Override public String label() {
        return "inner.prod(" + f1.symbol() + ", " + f2.symbol() + ", t(A) B)" + (backend != null ? " by " + backend.name() : "");
    }
}
