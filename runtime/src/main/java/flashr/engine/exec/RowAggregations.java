package flashr.engine.exec;

import flashr.engine.dag.AggRowNode;
import flashr.engine.dag.GroupbyColNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.RowAggStepNode;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.AggState;
import flashr.engine.fn.RowFolds;
import flashr.engine.fn.VectorLoops;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

/**
 * The interpreting kernel's aggregations across the columns of each row of a block: agg.row (row
 * sums in long double lanes, max/min, which.min/which.max, the rest through {@link AggState}),
 * the steps of a row aggregation over blocks of columns, and groupby.col. One per kernel: the
 * accumulators and working arrays per node are this worker's own.
 */
final class RowAggregations {
    private final int pcRows;
    /** Per node: the row accumulators of agg.row, groupby.col and a block chain's steps (shared along a chain). */
    private final AggState[] rowStates;
    /** Per node: which.row's best values and positions; row sums' working arrays. */
    private final double[][] best, positions;
    private final RowSums.Scratch[] rows;

    RowAggregations(PassPlan plan) {
        this.pcRows = plan.pcRows;
        int n = plan.nodes.size();
        rowStates = new AggState[n];
        best = new double[n][];
        positions = new double[n][];
        rows = new RowSums.Scratch[n];
        for (int k = 0; k < n; k++) {
            Node x = plan.nodes.get(k);
            switch (x) {
                case AggRowNode a when !x.isMaterialized() -> rowStates[k] = new AggState(a.op, a.op.operandType(a.in.type), plan.pcRows);
                case GroupbyColNode g when !x.isMaterialized() -> rowStates[k] = new AggState(g.op, g.op.operandType(g.in.type), plan.pcRows * g.groups).plainSums();
                // the steps of one block chain share their accumulators
                case RowAggStepNode s when !x.isMaterialized() -> rowStates[k] = s.prev != null ? rowStates[plan.indexOf(s.prev)]
                        : s.meanOfKept ? new AggState(s.op, s.operandType, plan.pcRows).keptOnly()
                        : s.inOrderNaNs ? new AggState(s.op, s.operandType, plan.pcRows).inOrderNaNs() : new AggState(s.op, s.operandType, plan.pcRows * s.width);
                default -> { }
            }
        }
    }

    /** agg.row of node k: in is the block of a.in. */
    void aggRow(int k, AggRowNode a, Block in, Block out, int len) {
        ElementType t = a.op.operandType(a.in.type);
        int nc = in.ncol;
        if (a.op == AggOp.SUM && t == ElementType.DOUBLE) {
            if (rows[k] == null) rows[k] = new RowSums.Scratch();
            rows[k].ensure(Math.max(len, pcRows));
            RowSums.apply(in.asDoubles(), nc, len, a.meanOf, a.meanOfKept, a.inOrderNaNs, rows[k], out.d);
            return;
        }
        if ((a.op == AggOp.WHICH_MIN || a.op == AggOp.WHICH_MAX) && t == ElementType.DOUBLE) {
            whichRow(k, a.op == AggOp.WHICH_MIN, in.asDoubles(), nc, out.i, len);
            return;
        }
        if ((a.op == AggOp.MAX || a.op == AggOp.MIN) && t == ElementType.DOUBLE) {
            extremeRow(a.op == AggOp.MAX, in.asDoubles(), nc, out.d, len);
            return;
        }
        AggState st = rowStates[k];
        st.reset(len);
        if (t == ElementType.DOUBLE) {
            double[] x = in.asDoubles();
            for (int c = 0; c < nc; c++) for (int r = 0; r < len; r++) st.updateDouble(r, x[c * len + r], c);
        } else {
            int[] x = in.asInts(t);
            for (int c = 0; c < nc; c++) for (int r = 0; r < len; r++) st.updateInt(r, x[c * len + r], c);
        }
        writeSlots(st, out, len);
    }

    /** max/min across each row with AggState's rules (NA trumps NaN, NaN trumps numbers), column by column. */
    private static void extremeRow(boolean max, double[] x, int nc, double[] o, int len) {
        java.util.Arrays.fill(o, 0, len, max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
        for (int c = 0; c < nc; c++) {
            int off = c * len;
            if (max) for (int r = 0; r < len; r++) o[r] = RowFolds.max(o[r], x[off + r]);
            else for (int r = 0; r < len; r++) o[r] = RowFolds.min(o[r], x[off + r]);
        }
    }

    /** which.min/which.max across each row: the first column holding the extreme, NaN skipped. */
    private void whichRow(int k, boolean min, double[] x, int nc, int[] idx, int len) {
        if (best[k] == null || best[k].length < len) best[k] = new double[Math.max(len, pcRows)];
        if (positions[k] == null || positions[k].length < len) positions[k] = new double[Math.max(len, pcRows)];
        double[] posArr = positions[k];
        VectorLoops.whichRow(x, len, nc, min, best[k], posArr);
        for (int r = 0; r < len; r++) {
            int p = (int) posArr[r];
            if (p == 0) {
                // the extreme is +/-Inf (or all NaN): the first non-NaN column wins
                p = NA.INT;
                for (int c = 0; c < nc; c++) { double v = x[c * len + r]; if (v == v) { p = c + 1; break; } }
            }
            idx[r] = p;
        }
    }

    private static void writeSlots(AggState st, Block out, int n) {
        if (out.type == ElementType.DOUBLE) for (int s = 0; s < n; s++) out.d[s] = st.doubleResult(s);
        else for (int s = 0; s < n; s++) out.i[s] = st.intResult(s);
    }

    /**
     * One block of a row aggregation (in: the block of s.block; labels: the groups of its columns
     * or null): folds its columns into the chain's accumulators; the last step writes the result.
     */
    void rowAggStep(int k, RowAggStepNode s, Block in, int[] labels, Block out, int len) {
        AggState st = rowStates[k];
        if (s.prev == null) st.reset(len * s.width);
        ElementType t = s.operandType;
        double[] xd = t == ElementType.DOUBLE ? in.asDoubles() : null;
        int[] xi = xd != null ? null : in.asInts(t);
        boolean sumD = xd != null && s.op == AggOp.SUM;
        for (int c = 0; c < in.ncol; c++) {
            int col = s.colOffset + c, base = 0;
            if (labels != null) {
                int lab = labels[col];
                if (lab == NA.INT) continue;
                if (lab < 1 || lab > s.groups) throw new IllegalArgumentException("groupby.col: label " + lab + " outside 1.." + s.groups);
                int g = lab - 1 - s.groupFrom;
                if (g < 0 || g >= s.width) continue;   // another output block's group
                base = g * len;
            }
            int off = c * len;
            if (sumD) for (int r = 0; r < len; r++) st.addSum(base + r, xd[off + r]);
            else if (xd != null) for (int r = 0; r < len; r++) st.updateDouble(base + r, xd[off + r], col);
            else for (int r = 0; r < len; r++) st.updateInt(base + r, xi[off + r], col);
        }
        if (s.last && s.isMean()) RowSums.writeMeans(st, s.meanOf, s.meanOfKept, out.d, len);
        else if (s.last) writeSlots(st, out, len * s.width);
    }

    /** groupby.col of node k: in is the block of g.in, labels the group of each column. */
    void groupbyCol(int k, GroupbyColNode g, Block in, int[] labels, Block out, int len) {
        ElementType t = g.op.operandType(g.in.type);
        AggState st = rowStates[k];
        st.reset(len * g.groups);
        double[] xd = t == ElementType.DOUBLE ? in.asDoubles() : null;
        int[] xi = t == ElementType.DOUBLE ? null : in.asInts(t);
        for (int c = 0; c < in.ncol; c++) {
            int lab = labels[c];
            if (lab == NA.INT) continue;
            if (lab < 1 || lab > g.groups) throw new IllegalArgumentException("groupby.col: label " + lab + " outside 1.." + g.groups);
            int base = (lab - 1) * len;
            if (xd != null) for (int r = 0; r < len; r++) st.updateDouble(base + r, xd[c * len + r], c);
            else for (int r = 0; r < len; r++) st.updateInt(base + r, xi[c * len + r], c);
        }
        writeSlots(st, out, len * g.groups);
    }
}
