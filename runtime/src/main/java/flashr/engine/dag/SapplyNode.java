package flashr.engine.dag;

import flashr.engine.fn.UnaryOp;

import java.util.List;

/** sapply: a unary function on every element. */
public final class SapplyNode extends Node {
    public final UnaryOp op;
    public final Node in;

    public SapplyNode(UnaryOp op, Node in) {
        super(in.nrow, in.ncol, op.resultType(in.type));
        this.op = op;
        this.in = in;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public String label() { return "sapply(" + op.rName() + ")"; }
}
