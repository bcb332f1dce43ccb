package flashr.engine.exec;

import flashr.engine.dag.GroupbyRowNode;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.AggState;
import flashr.engine.fn.GroupSums;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

/** Partial of groupby.row: a k x ncol table of accumulators (slot = column*k + group). */
final class GroupbyRowPartial extends SinkPartial {
    private final GroupbyRowNode node;
    private final AggState state;
    private final ElementType opType;
    private final int k;
    private long[] counts;
    private int[] groupsOf;
    private double[] banks;
    /** The block's 0-based groups as doubles (NA: -1) and per-group sums of two columns, for {@link GroupSums}. */
    private double[] groupsD, sumsOfColumn, sumsOfNext, lanes;
    /** Groups up to this many are summed in banks ({@link #addBanked}); more go straight to their slots. */
    private static final int MAX_BANKED_GROUPS = 64;

    GroupbyRowPartial(GroupbyRowNode node) {
        this.node = node;
        this.k = node.groups;
        this.opType = node.op.operandType(node.in.type);
        this.state = new AggState(node.op, opType, k * node.in.ncol).plainSums();
    }

    @Override public void add(Block[] in, long r0, int len) {
        Block b = in[0];
        int[] lab = in[1].asInts(ElementType.INTEGER);
        int nc = b.ncol;
        if (node.op == AggOp.COUNT) {
            if (counts == null) counts = new long[k];
            java.util.Arrays.fill(counts, 0);
            for (int r = 0; r < len; r++) {
                int g = lab[r];
                if (g == NA.INT) continue;
                if (g < 1 || g > k) throw new IllegalArgumentException("groupby.row: label " + g + " outside 1.." + k);
                counts[g - 1]++;
            }
            for (int c = 0; c < nc; c++) for (int g = 0; g < k; g++) state.addCount(c * k + g, counts[g]);
            return;
        }
        boolean sumD = node.op == AggOp.SUM && opType == ElementType.DOUBLE;
        if (sumD && GroupSums.handlesPairs(k)) {
            addMasked(lab, b.asDoubles(), nc, len);
            return;
        }
        if (sumD) {
            boolean banked = k <= MAX_BANKED_GROUPS;
            if (groupsOf == null || groupsOf.length < len) groupsOf = new int[len];
            for (int r = 0; r < len; r++) {
                int g = lab[r];
                if (g == NA.INT) { groupsOf[r] = banked ? k : -1; continue; }
                if (g < 1 || g > k) throw new IllegalArgumentException("groupby.row: label " + g + " outside 1.." + k);
                groupsOf[r] = g - 1;
            }
            double[] xd = b.asDoubles();
            for (int c = 0; c < nc; c++) {
                if (banked) addBanked(c, xd, c * len, len);
                else state.addSums(c * k, xd, c * len, groupsOf, len);
            }
            return;
        }
        double[] d = opType == ElementType.DOUBLE ? b.asDoubles() : null;
        int[] v = opType == ElementType.DOUBLE ? null : b.asInts(opType);
        for (int r = 0; r < len; r++) {
            int g = lab[r];
            if (g == NA.INT) continue;
            if (g < 1 || g > k) throw new IllegalArgumentException("groupby.row: label " + g + " outside 1.." + k);
            g--;
            if (sumD) {
                for (int c = 0; c < nc; c++) state.addSum(c * k + g, d[c * len + r]);
            } else if (d != null) {
                for (int c = 0; c < nc; c++) state.updateDouble(c * k + g, d[c * len + r], r0 + r);
            } else {
                for (int c = 0; c < nc; c++) state.updateInt(c * k + g, v[c * len + r], r0 + r);
            }
        }
    }

    /** Few groups: every column's sums by masked vector adds, the groups converted once per block. */
    private void addMasked(int[] lab, double[] xd, int nc, int len) {
        if (groupsD == null || groupsD.length < len) groupsD = new double[len];
        if (sumsOfColumn == null) { sumsOfColumn = new double[k]; sumsOfNext = new double[k]; lanes = new double[GroupSums.SCRATCH_LENGTH]; }
        for (int r = 0; r < len; r++) {
            int g = lab[r];
            if (g == NA.INT) { groupsD[r] = -1; continue; }
            if (g < 1 || g > k) throw new IllegalArgumentException("groupby.row: label " + g + " outside 1.." + k);
            groupsD[r] = g - 1;
        }
        int c = 0;
        for (; c + 2 <= nc; c += 2) {
            java.util.Arrays.fill(sumsOfColumn, 0);
            java.util.Arrays.fill(sumsOfNext, 0);
            GroupSums.sums2(xd, c * len, (c + 1) * len, groupsD, len, k, sumsOfColumn, sumsOfNext, lanes);
            for (int j = 0; j < k; j++) state.addSum(c * k + j, sumsOfColumn[j]);
            for (int j = 0; j < k; j++) state.addSum((c + 1) * k + j, sumsOfNext[j]);
        }
        for (; c < nc; c++) {
            java.util.Arrays.fill(sumsOfColumn, 0);
            // an odd column: one-column loops stop at 8 groups; beyond, the column pairs with itself
            if (GroupSums.handles(k)) GroupSums.sums(xd, c * len, groupsD, len, k, sumsOfColumn, lanes);
            else GroupSums.sums2(xd, c * len, c * len, groupsD, len, k, sumsOfColumn, sumsOfNext, lanes);
            for (int j = 0; j < k; j++) state.addSum(c * k + j, sumsOfColumn[j]);
        }
    }

    /**
     * Sums column c's rows into their groups with four accumulators per group, rows dealt out in
     * turn: with few groups, consecutive rows mostly share one, and a single accumulator would
     * make every addition wait for the one before. The last slot of each bank takes NA labels.
     */
    private void addBanked(int c, double[] x, int off, int len) {
        int w = k + 1;
        if (banks == null) banks = new double[4 * w];
        double[] a = banks;
        java.util.Arrays.fill(a, 0);
        int[] g = groupsOf;
        int r = 0;
        for (; r + 4 <= len; r += 4) {
            a[g[r]] += x[off + r];
            a[w + g[r + 1]] += x[off + r + 1];
            a[2 * w + g[r + 2]] += x[off + r + 2];
            a[3 * w + g[r + 3]] += x[off + r + 3];
        }
        for (; r < len; r++) a[g[r]] += x[off + r];
        for (int j = 0; j < k; j++) state.addSum(c * k + j, (a[j] + a[w + j]) + (a[2 * w + j] + a[3 * w + j]));
    }

    @Override public void merge(SinkPartial o) { state.mergeAll(((GroupbyRowPartial) o).state); }

    @Override public void finish(MemStore out) {
        for (int c = 0; c < node.in.ncol; c++)
            for (int g = 0; g < k; g++) Results.write(state, c * k + g, out, g, c);
    }
}
