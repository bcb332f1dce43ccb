package flashr.engine.dag;

import flashr.engine.fn.AggOp;
import flashr.engine.type.ElementType;

import java.util.List;

/**
 * One 32-column block's step of a row-wise aggregation of a block matrix: agg.row, or groupby.col
 * when {@link #labels} is set. The step folds its block's columns (columns {@code colOffset ..} of
 * the whole matrix) into the per-row accumulators the previous step left, so the blocks are read
 * one after another within a Pcache step and each block's buffer is released before the next one
 * is computed. Only the last step has columns (the aggregation's result, nrow x width); earlier
 * steps carry their accumulators in the kernel, not as data.
 *
 * <p>A groupby.col with more than 32 groups is split by output column blocks: each chain
 * computes the groups {@code groupFrom+1 .. groupFrom+width} and skips columns labelled with
 * other groups, so its result is one 32-column block of the whole nrow x groups result.
 */
public final class RowAggStepNode extends Node {
    public final AggOp op;
    public final Node block;
    /** The step of the previous block, or null for the first block. */
    public final RowAggStepNode prev;
    public final int colOffset;
    /** groupby.col: the small label vector of the whole matrix's columns (a dependency); null for agg.row. */
    public final Node labels;
    /** The number of groups of the whole groupby.col (labels run 1..groups). */
    public final int groups;
    /** The groups this chain computes: groupFrom+1 .. groupFrom+width (1 for agg.row). */
    public final int groupFrom;
    public final int width;
    public final boolean last;
    /** The type block values are converted to before they are folded. */
    public final ElementType operandType;
    /** agg.row as a mean (rowMeans): each row's sum divided by this count in long double, or 0. */
    public final double meanOf;
    /** agg.row as a mean of the elements that are not NA or NaN (rowMeans with na.rm). */
    public final boolean meanOfKept;
    /** agg.row's sum with R's rowSums' NaN ({@link AggRowNode#inOrderNaNs}). */
    public final boolean inOrderNaNs;

    public RowAggStepNode(AggOp op, Node block, RowAggStepNode prev, int colOffset, Node labels, int groups, boolean last) {
        this(op, block, prev, colOffset, labels, groups, 0, groups, last);
    }

    public RowAggStepNode(AggOp op, Node block, RowAggStepNode prev, int colOffset, Node labels, int groups, int groupFrom, int width, boolean last) {
        this(op, block, prev, colOffset, labels, groups, groupFrom, width, last, 0, false, false);
    }

    /** A step of agg.row's mean (meanOf > 0 or meanOfKept): a sum of doubles divided in long double by the last step. */
    public RowAggStepNode(AggOp op, Node block, RowAggStepNode prev, int colOffset, int width, boolean last, double meanOf, boolean meanOfKept) {
        this(op, block, prev, colOffset, null, 1, 0, width, last, meanOf, meanOfKept, false);
    }

    /** A step of agg.row (a sum, or a mean as above), with R's rowSums' NaN when inOrderNaNs. */
    public RowAggStepNode(AggOp op, Node block, RowAggStepNode prev, int colOffset, int width, boolean last, double meanOf, boolean meanOfKept,
                          boolean inOrderNaNs) {
        this(op, block, prev, colOffset, null, 1, 0, width, last, meanOf, meanOfKept, inOrderNaNs);
    }

    private RowAggStepNode(AggOp op, Node block, RowAggStepNode prev, int colOffset, Node labels, int groups, int groupFrom, int width, boolean last,
                           double meanOf, boolean meanOfKept, boolean inOrderNaNs) {
        super(block.nrow, last ? width : 0, meanOf > 0 || meanOfKept ? ElementType.DOUBLE : op.resultType(block.type));
        if (groupFrom < 0 || width < 0 || groupFrom + (long) width > groups) throw new IllegalArgumentException("row aggregation: groups " + (groupFrom + 1) + ".." + (groupFrom + width) + " of " + groups);
        if (labels == null && (groups != 1 || width != 1)) throw new IllegalArgumentException("agg.row has one result column");
        if (op == AggOp.UNIQ) throw new IllegalArgumentException("uniq is a groupby function");
        if ((meanOf > 0 || meanOfKept) && (labels != null || op != AggOp.SUM || block.type != ElementType.DOUBLE)) throw new IllegalArgumentException("a row mean is a sum of doubles over a count");
        if (prev != null && (prev.meanOf != meanOf || prev.meanOfKept != meanOfKept)) throw new IllegalArgumentException("row mean steps differ in their count");
        if (prev != null && (prev.nrow != block.nrow || prev.op != op || prev.last || prev.groupFrom != groupFrom || prev.width != width)) throw new IllegalArgumentException("row aggregation step does not continue its predecessor");
        this.op = op;
        this.block = block;
        this.prev = prev;
        this.colOffset = colOffset;
        this.labels = labels;
        this.groups = groups;
        this.groupFrom = groupFrom;
        this.width = width;
        this.last = last;
        this.operandType = op.operandType(block.type);
        this.meanOf = meanOf;
        this.meanOfKept = meanOfKept;
        this.inOrderNaNs = inOrderNaNs && labels == null && op == AggOp.SUM && operandType == ElementType.DOUBLE;
    }

    public boolean isMean() { return meanOf > 0 || meanOfKept; }

    /** The predecessor first, so blocks are evaluated in order and each is consumed at once. */
    @Override public List<Node> inputs() { return prev == null ? List.of(block) : List.of(prev, block); }

    @Override public List<Node> deps() { return labels == null ? List.of() : List.of(labels); }

    @Override public String label() {
        return (labels == null ? "agg.row" : "groupby.col") + "(" + op.rName() + ") block from col " + (colOffset + 1)
                + (width == groups ? "" : " groups " + (groupFrom + 1) + ".." + (groupFrom + width)) + (last ? "" : " (partial)");
    }
}
