package flashr.engine.dag;

import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.UnaryOp;

import java.util.List;

/** sapply: a unary function on every element (op, or fn when op is {@link UnaryOp#FN}). */
public final class SapplyNode extends Node {
    public final UnaryOp op;
    /** The function of {@link UnaryOp#FN}, else null. */
    public final ScalarFn fn;
    public final Node in;

    public SapplyNode(UnaryOp op, Node in) {
        this(op, null, in);
        if (op == UnaryOp.FN) throw new IllegalArgumentException("FN needs its function");
    }

    public SapplyNode(ScalarFn fn, Node in) {
        this(UnaryOp.FN, fn, in);
    }

    private SapplyNode(UnaryOp op, ScalarFn fn, Node in) {
        super(in.nrow, in.ncol, op.resultType(in.type));
        this.op = op;
        this.fn = fn;
        this.in = in;
    }

    /** The same function on another input. */
    public SapplyNode on(Node input) {
        return new SapplyNode(op, fn, input);
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public String label() { return "sapply(" + (fn != null ? fn.name() : op.rName()) + ")"; }
}
