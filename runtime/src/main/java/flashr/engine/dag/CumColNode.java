package flashr.engine.dag;

import flashr.engine.fn.BinaryOp;

import java.util.List;

/**
 * cum.col on the tall form: C[i,j] = f(A[i,j], C[i-1,j]) down the partition dimension. A pass with
 * such a node completes partitions in order (see the scheduler's ordering protocol).
 */
public final class CumColNode extends Node {
    public final BinaryOp op;
    public final Node in;
    /**
     * A cumulative sum of doubles in double arithmetic (each running value rounded to a double,
     * as numpy's cumsum), at memory speed, instead of R's long double; the option
     * {@code flashr.cumsum = "double"} asks for it.
     */
    public final boolean doubleSums;

    public CumColNode(BinaryOp op, Node in) {
        this(op, in, false);
    }

    public CumColNode(BinaryOp op, Node in, boolean doubleSums) {
        super(in.nrow, in.ncol, op.resultType(in.type, in.type));
        if (op.resultType(in.type, in.type) != op.operandType(in.type, in.type)) throw new IllegalArgumentException("cum: " + op.symbol() + " changes the element type");
        this.op = op;
        this.in = in;
        this.doubleSums = doubleSums;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public boolean needsOrder() { return true; }

    @Override public String label() { return "cum.col(" + op.symbol() + (doubleSums ? ", double" : "") + ")"; }
}
