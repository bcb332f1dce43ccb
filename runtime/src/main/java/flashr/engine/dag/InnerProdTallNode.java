package flashr.engine.dag;

import flashr.engine.type.ElementType;
import flashr.engine.fn.BinaryOp;

import java.util.List;

/**
 * inner.prod of a tall matrix A (n x p) by a small matrix B (p x k) held in memory:
 * C[i,j] = fold_f2 over t of f1(A[i,t], B[t,j]); a tall n x k matrix (X %*% W).
 */
public final class InnerProdTallNode extends Node {
    public final BinaryOp f1;
    public final BinaryOp f2;
    public final Node a;
    public final Node b;

    public InnerProdTallNode(BinaryOp f1, BinaryOp f2, Node a, Node b) {
        super(a.nrow, b.ncol, f2.resultType(f1.resultType(a.type, b.type), f1.resultType(a.type, b.type)));
        if (a.ncol != b.nrow) throw new IllegalArgumentException("inner.prod: non-conformable " + a.nrow + "x" + a.ncol + " and " + b.nrow + "x" + b.ncol);
        ElementType r1 = f1.resultType(a.type, b.type);
        // the fold runs in order over the short dimension, so f2 need not be associative, but it
        // must keep its operand type (+ - * / ^ %% %/% pmin pmax & |)
        if (f2.isComparison() || f2 == BinaryOp.EUCLIDEAN || (f2.resultType(r1, r1) != f2.operandType(r1, r1) && f2 != BinaryOp.AND && f2 != BinaryOp.OR))
            throw new IllegalArgumentException("inner.prod cannot fold with " + f2.symbol());
        this.f1 = f1;
        this.f2 = f2;
        this.a = a;
        this.b = b;
    }

    @Override public List<Node> inputs() { return List.of(a); }

    @Override public List<Node> deps() { return List.of(b); }

    @Override public String label() { return "inner.prod(" + f1.symbol() + ", " + f2.symbol() + ", small " + b.nrow + "x" + b.ncol + ")"; }
}
