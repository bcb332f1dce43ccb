package flashr.engine.dag;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;

import java.util.List;

/**
 * inner.prod of a wide matrix t(A) by a tall one B, both given by their tall forms A (n x p) and
 * B (n x k) over the same rows: C[i,j] = fold_f2 over r of f1(A[r,i], B[r,j]); a p x k sink
 * (crossprod is A == B).
 */
public final class InnerProdSinkNode extends Node {
    public final BinaryOp f1;
    public final BinaryOp f2;
    public final Node a;
    public final Node b;

    public InnerProdSinkNode(BinaryOp f1, BinaryOp f2, Node a, Node b) {
        super(a.ncol, b.ncol, f2.resultType(f1.resultType(a.type, b.type), f1.resultType(a.type, b.type)));
        if (a.nrow != b.nrow) throw new IllegalArgumentException("inner.prod: non-conformable, " + a.nrow + " vs " + b.nrow + " rows");
        AggOp.folding(f2); // f2 must be a foldable function
        this.f1 = f1;
        this.f2 = f2;
        this.a = a;
        this.b = b;
    }

    @Override public List<Node> inputs() { return a == b ? List.of(a) : List.of(a, b); }

    @Override public boolean isSink() { return true; }

    @Override public String label() { return "inner.prod(" + f1.symbol() + ", " + f2.symbol() + ", t(A) B)"; }
}
