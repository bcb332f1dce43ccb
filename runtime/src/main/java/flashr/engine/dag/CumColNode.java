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
     * How a cumulative sum of doubles adds (the option {@code flashr.cumsum} chooses): R's long
     * double order by default; the other two in double arithmetic.
     */
    public enum Sums {
        /** R's: a sequential long double running sum, each value rounded to a double. */
        LONG_DOUBLE,
        /** numpy's: a sequential double running sum ({@code flashr.cumsum = "double"}). */
        DOUBLE,
        /**
         * A double running sum within each partition of the pass from its first row, plus the
         * result at the previous partition's last row ({@code flashr.cumsum = "parallel"}): the
         * partitions' sums are computed side by side, ahead of their turn; the rounding depends
         * on the partition height (not on the threads or which partitions ran ahead).
         */
        BLOCKED
    }

    public final Sums sums;
    /** Whether sums add in double arithmetic (either {@link Sums#DOUBLE} or {@link Sums#BLOCKED}). */
    public final boolean doubleSums;

    public CumColNode(BinaryOp op, Node in) {
        this(op, in, Sums.LONG_DOUBLE);
    }

    public CumColNode(BinaryOp op, Node in, Sums sums) {
        super(in.nrow, in.ncol, op.resultType(in.type, in.type));
        if (op.resultType(in.type, in.type) != op.operandType(in.type, in.type)) throw new IllegalArgumentException("cum: " + op.symbol() + " changes the element type");
        this.op = op;
        this.in = in;
        this.sums = sums;
        this.doubleSums = sums != Sums.LONG_DOUBLE;
    }

    @Override public List<Node> inputs() { return List.of(in); }

    @Override public boolean needsOrder() { return true; }

    @Override public String label() { return "cum.col(" + op.symbol() + (sums == Sums.DOUBLE ? ", double" : sums == Sums.BLOCKED ? ", blocked" : "") + ")"; }
}
