package flashr.engine;

import flashr.engine.dag.*;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Row selection of a virtual matrix without materializing it: the selection is pushed down
 * through ops that compute each row from the same row of their inputs (element-wise ops, sweeps,
 * agg.row, groupby.col, tall inner products, cum.row, column views, cbind, element assignment,
 * table lookups) to the leaves, where a {@link RowSelectNode} gathers the selected rows of a stored matrix (random
 * reads) or generates them (rep, seq, runif, rnorm at their own positions). The ops above then run
 * in the pass on the gathered blocks. Indices may be in any order and repeat. Sinks and cached
 * nodes on the way are gathered from (so they are materialized first, and a cached node keeps its
 * data); a cum.col or an rbind on the way makes the selection fall back to a materialized base.
 */
final class RowGather {
    private final long[] rows;
    private final Map<Node, Node> done = new IdentityHashMap<>();

    private RowGather(long[] rows) { this.rows = rows; }

    /** Rows (0-based) of x as a virtual node, or null when x cannot be gathered from in a pass. */
    static Node select(Node x, long[] rows) {
        long[] r = rows.clone();
        for (long v : r) if (v < 0 || v >= x.nrow) throw new IndexOutOfBoundsException("row " + (v + 1) + " of " + x.nrow);
        return new RowGather(r).push(x);
    }

    private Node push(Node x) {
        Node y = done.get(x);
        if (y == null) {
            y = pushed(x);
            if (y == null) return null;
            done.put(x, y);
        }
        return y;
    }

    private Node pushed(Node x) {
        if (x.isMaterialized() || x.isSink() || x.isCached() || x instanceof GeneratorNode) return new RowSelectNode(x, rows, false);
        switch (x) {
            case SapplyNode s -> { Node in = push(s.in); return in == null ? null : s.on(in); }
            case MapplyNode m -> {
                Node a = push(m.m);
                boolean rowAligned = m.mode == Broadcast.FULL || m.mode == Broadcast.ROW_VECTOR;
                Node o = rowAligned ? push(m.other) : m.other;
                return a == null || o == null ? null : new MapplyNode(m.op, a, o, m.mode, m.otherLeft);
            }
            case AggRowNode a -> { Node in = push(a.in); return in == null ? null : new AggRowNode(a.op, in, a.meanOf, a.meanOfKept, a.inOrderNaNs); }
            case GroupbyColNode g -> { Node in = push(g.in); return in == null ? null : new GroupbyColNode(g.op, in, g.labels, g.groups); }
            case InnerProdTallNode ip -> {
                Node a = push(ip.a), init = ip.init == null ? null : push(ip.init);
                return a == null || (ip.init != null && init == null) ? null : new InnerProdTallNode(ip.f1, ip.f2, a, ip.b, ip.bFrom, ip.bCol, ip.ncol, init, ip.backend);
            }
            case CumRowNode c -> { Node in = push(c.in); return in == null ? null : new CumRowNode(c.op, in); }
            case SelectColsNode s -> { Node in = push(s.in); return in == null ? null : new SelectColsNode(in, s.cols); }
            case CbindNode cb -> {
                List<Node> parts = new ArrayList<>();
                for (Node p : cb.parts) { Node q = push(p); if (q == null) return null; parts.add(q); }
                return new CbindNode(parts);
            }
            case RowSelectNode r -> {
                long[] composed = new long[rows.length];
                for (int k = 0; k < rows.length; k++) composed[k] = r.rows[(int) rows[k]];
                return new RowSelectNode(r.in, composed, false);
            }
            case SetElementsNode se -> { Node in = push(se.in); return in == null ? null : setElements(se, in); }
            case TableLookupNode t -> { Node in = push(t.index); return in == null ? null : new TableLookupNode(in, t.table); }
            case IfElseNode s -> {
                Node t = push(s.test);
                Node y = s.isScalar(s.yes) ? s.yes : push(s.yes);
                Node n = s.isScalar(s.no) ? s.no : push(s.no);
                return t == null || y == null || n == null ? null : new IfElseNode(t, y, n, s.type);
            }
            default -> { return null; }
        }
    }

    /** The assignments of se that fall on selected rows, at their positions in the selection (in se's order per row). */
    private Node setElements(SetElementsNode se, Node in) {
        List<long[]> at = new ArrayList<>();
        List<Double> vals = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            int lo = 0, hi = se.rows.length;
            while (lo < hi) { int mid = (lo + hi) >>> 1; if (se.rows[mid] < rows[r]) lo = mid + 1; else hi = mid; }
            for (int e = lo; e < se.rows.length && se.rows[e] == rows[r]; e++) { at.add(new long[] {r, se.cols[e]}); vals.add(se.values[e]); }
        }
        long[] rs = new long[at.size()];
        int[] cs = new int[at.size()];
        double[] vs = new double[at.size()];
        for (int k = 0; k < rs.length; k++) { rs[k] = at.get(k)[0]; cs[k] = (int) at.get(k)[1]; vs[k] = vals.get(k); }
        return new SetElementsNode(in, rs, cs, vs, se.type);
    }
}
