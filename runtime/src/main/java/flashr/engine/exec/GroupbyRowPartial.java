package flashr.engine.exec;

import flashr.engine.dag.GroupbyRowNode;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.AggState;
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

    GroupbyRowPartial(GroupbyRowNode node) {
        this.node = node;
        this.k = node.groups;
        this.opType = node.op.operandType(node.in.type);
        this.state = new AggState(node.op, opType, k * node.in.ncol);
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
        if (sumD) {
            if (groupsOf == null || groupsOf.length < len) groupsOf = new int[len];
            for (int r = 0; r < len; r++) {
                int g = lab[r];
                if (g == NA.INT) { groupsOf[r] = -1; continue; }
                if (g < 1 || g > k) throw new IllegalArgumentException("groupby.row: label " + g + " outside 1.." + k);
                groupsOf[r] = g - 1;
            }
            double[] xd = b.asDoubles();
            for (int c = 0; c < nc; c++) state.addSums(c * k, xd, c * len, groupsOf, len);
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

    @Override public void merge(SinkPartial o) { state.mergeAll(((GroupbyRowPartial) o).state); }

    @Override public void finish(MemStore out) {
        for (int c = 0; c < node.in.ncol; c++)
            for (int g = 0; g < k; g++) Results.write(state, c * k + g, out, g, c);
    }
}
