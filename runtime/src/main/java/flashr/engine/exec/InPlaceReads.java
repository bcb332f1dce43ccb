package flashr.engine.exec;

import flashr.engine.dag.CumColNode;
import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.SelectColsNode;
import flashr.engine.type.ElementType;

import java.lang.foreign.MemorySegment;
import java.util.List;

/**
 * Stored data read without a copy: blocks of stored doubles whose only readers are sinks that
 * take blocks read in place ({@link SinkPartial#readsInPlace}) are slices of the store, and a
 * pass of nothing but such sinks may stream each column of a partition in one run.
 */
final class InPlaceReads {
    /** {@code -Dflashr.engine.inPlace=false} copies stored blocks for every reader (to compare). */
    private static final boolean IN_PLACE = !"false".equals(System.getProperty("flashr.engine.inPlace"));
    /** {@code -Dflashr.engine.columnRuns=false} reads in-place sinks' inputs step by step (to compare). */
    private static final boolean COLUMN_RUNS = !"false".equals(System.getProperty("flashr.engine.columnRuns"));
    /** Runs (columns x Pcache steps) of one partition whose lane sums a sink holds at most. */
    private static final int MAX_COLUMN_RUNS = 1 << 16;

    private InPlaceReads() {}

    /**
     * Which stored nodes only sinks that read in place read (reads: the blocks each node reads;
     * interior: nodes a fused step computes). Their blocks lose their column slices' holder until viewed.
     */
    static boolean[] find(PassPlan plan, int[][] reads, SinkPartial[] partials, boolean[] interior, FusedStep[] fused, Block[] blocks) {
        int n = plan.nodes.size();
        boolean[] out = new boolean[n];
        if (!IN_PLACE) return out;
        boolean[] readByNode = new boolean[n];
        boolean[] sinkRead = new boolean[n];
        // readers whose loops take a strided Java array, not a segment ({@link Block#heap}): a
        // tall product's row dots and crossprod by a vector; they read in place only a store
        // that is a Java array (an R matrix), else one copy serves both as before
        boolean[] stridedRead = new boolean[n];
        for (int k = 0; k < n; k++) {
            FusedStep f = fused[k];
            if (f != null && !interior[k]) {
                // a fused step's inputs in its order ({@link FusedStep#readsInPlace})
                for (int q = 0; q < reads[k].length; q++) {
                    if (f.readsInPlace(q)) stridedRead[reads[k][q]] = true;
                    else readByNode[reads[k][q]] = true;
                }
                continue;
            }
            boolean strided = f == null && !interior[k] && plan.nodes.get(k) instanceof InnerProdTallNode ip
                    && !ip.isMaterialized() && InnerProdTall.readsInPlace(ip, plan.small(ip));
            for (int j : reads[k]) {
                if (strided && plan.nodes.get(j) == ((InnerProdTallNode) plan.nodes.get(k)).a) stridedRead[j] = true;
                else readByNode[j] = true;
            }
        }
        boolean[] otherRead = new boolean[n];
        for (int s = 0; s < plan.sinkRoots.size(); s++) {
            List<Node> ins = plan.sinkRoots.get(s).inputs();
            for (int q = 0; q < ins.size(); q++) {
                int j = plan.indexOf(ins.get(q));
                if (!partials[s].readsInPlace(q, ins.size())) otherRead[j] = true;
                else if (ins.size() == 1) sinkRead[j] = true;
                else stridedRead[j] = true;
            }
        }
        if (plan.groupbyInput != null) otherRead[plan.indexOf(plan.groupbyInput)] = true;
        for (Node r : plan.storeRoots) otherRead[plan.indexOf(r)] = true;
        for (int k = 0; k < n; k++) {
            Node x = plan.nodes.get(k);
            out[k] = (sinkRead[k] || stridedRead[k]) && !otherRead[k] && !readByNode[k] && x.isMaterialized()
                    && x.type == ElementType.DOUBLE && !interior[k] && (!stridedRead[k] || inJavaArray(x));
            if (out[k]) { blocks[k].columns = null; blocks[k].heap = null; }
        }
        for (int k = 0; k < n; k++) {
            if (!selectReadByCums(plan, k, reads, fused, interior) || otherRead[k] || sinkRead[k] || stridedRead[k]) continue;
            out[k] = true;
            blocks[k].columns = null;
            blocks[k].heap = null;
        }
        return out;
    }

    /**
     * Whether node k selects columns of stored doubles in Java arrays (an R matrix viewed where R
     * holds it) and only cum.col nodes of doubles, evaluated on their own, read it: they then
     * read the selected columns where they lie ({@link Block#heap}) and the selection copies
     * nothing ({@code cumsum(X[, 1])}). An engine store (off-heap) is still copied: the
     * cumulative loops take arrays.
     */
    private static boolean selectReadByCums(PassPlan plan, int k, int[][] reads, FusedStep[] fused, boolean[] interior) {
        if (!(plan.nodes.get(k) instanceof SelectColsNode s) || s.isMaterialized() || interior[k] || fused[k] != null
                || !s.in.isMaterialized() || s.type != ElementType.DOUBLE || s.in.type != ElementType.DOUBLE || !inJavaArray(s.in)) return false;
        boolean read = false;
        for (int r = 0; r < reads.length; r++) {
            for (int j : reads[r]) {
                if (j != k) continue;
                if (!(plan.nodes.get(r) instanceof CumColNode c) || c.isMaterialized() || fused[r] != null || interior[r] || c.type != ElementType.DOUBLE) return false;
                read = true;
            }
        }
        return read;
    }

    /** Whether stored x lies in Java arrays (data R holds, viewed where it is), judged by its first row. */
    private static boolean inJavaArray(Node x) {
        if (x.nrow == 0 || x.ncol == 0) return false;
        MemorySegment s = x.data().columnSlice(0, 1, 0);
        return s != null && s.heapBase().orElse(null) instanceof double[];
    }

    /**
     * The sinks' stored inputs when a pass reads nothing but them, in place, and every sink adds
     * whole partitions column by column ({@link SinkPartial#addsColumnsInPlace}), each input read
     * by one sink, and a partition's runs are few enough to hold their lane sums; else null.
     * Such a pass (sum, colSums, mean of stored data) streams each column of a partition instead
     * of reading all columns a Pcache step at a time.
     */
    static Node[] columnOuterSinks(PassPlan plan, boolean[] inPlace, SinkPartial[] partials) {
        int n = plan.nodes.size(), ns = plan.sinkRoots.size();
        if (!COLUMN_RUNS || plan.ordered || !plan.storeRoots.isEmpty() || plan.groupbyInput != null || ns == 0 || n != ns) return null;
        Node[] in = new Node[ns];
        for (int s = 0; s < ns; s++) {
            in[s] = plan.sinkRoots.get(s).inputs().get(0);
            int k = plan.indexOf(in[s]);
            if (!inPlace[k] || !partials[s].addsColumnsInPlace()) return null;
            if ((long) (plan.partRows / plan.pcRows + 1) * in[s].ncol > MAX_COLUMN_RUNS) return null;
        }
        return in;
    }

    /** Rows [start, end) column by column into each sink; false when a column is not one run of memory there. */
    static boolean addColumnRuns(Node[] columnSinks, SinkPartial[] partials, int pcRows, long start, long end) {
        int rows = (int) (end - start);
        MemorySegment[][] cols = new MemorySegment[columnSinks.length][];
        for (int s = 0; s < columnSinks.length; s++) {
            Node x = columnSinks[s];
            cols[s] = new MemorySegment[x.ncol];
            for (int c = 0; c < x.ncol; c++) if ((cols[s][c] = x.data().columnSlice(start, rows, c)) == null) return false;
        }
        for (int s = 0; s < columnSinks.length; s++) partials[s].addColumns(cols[s], start, rows, pcRows);
        return true;
    }

    /** Points b (the block of stored x) at the store's memory for rows [r0, r0+len); false when the rows are not in one run. */
    static boolean view(Node x, Block b, long r0, int len, long step) {
        // a selection of stored columns ({@link #selectReadByCums}) views the selected columns
        SelectColsNode sel = x.isMaterialized() ? null : (SelectColsNode) x;
        Node stored = sel == null ? x : sel.in;
        MemorySegment[] cols = b.columns;
        if (cols == null) cols = new MemorySegment[b.ncol];
        for (int c = 0; c < b.ncol; c++) {
            cols[c] = stored.data().columnSlice(r0, len, sel == null ? c : sel.cols[c]);
            if (cols[c] == null) { b.columns = null; b.heap = null; return false; }
        }
        b.columns = cols;
        b.len = len;
        b.findHeap();
        if (sel != null && b.heap == null && b.ncol > 0) { b.columns = null; return false; }   // the cumulative loops take one array
        b.stamp = step;
        return true;
    }
}
