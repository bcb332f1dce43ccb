package flashr.engine.dag;

import flashr.engine.fn.BinaryOp;

import java.util.List;

/** cum.row on the tall form: C[i,j] = f(A[i,j], C[i,j-1]) across each row, within a partition. */
public final class CumRowNode extends Node {
    public final BinaryOp op;
    public final Node in;

    public CumRowNode(BinaryOp op, Node in) {
        super(in.nrow, in.ncol, op.resultType(in.type, in.type));
        if (op.resultType(in.type, in.type) != op.operandType(in.type, in.type)) throw new IllegalArgumentException("cum: " + op.symbol() + " changes the element type");
        this.op = op;
        this.in = in;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public String label() { return "cum.row(" + op.symbol() + ")"; }
}
