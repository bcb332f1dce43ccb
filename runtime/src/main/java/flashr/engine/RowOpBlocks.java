package flashr.engine;

import flashr.engine.dag.AggRowNode;
import flashr.engine.dag.GroupbyColNode;
import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.RowAggStepNode;
import flashr.engine.fn.AggOp;
import flashr.engine.memory.MatrixStore;

import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Decomposes row-wise ops on block matrices wherever they occur in a DAG: agg.row and
 * groupby.col become chains of {@link RowAggStepNode}s and a tall inner product X %*% W a chain of
 * {@link InnerProdTallNode}s, one per 32-column block of their input, each continuing the fold
 * of the previous block (so a non-associative f2 keeps its left-to-right order). The chains are
 * substitutes: the pass evaluates them in place of the original nodes, in the same pass, reading
 * one block at a time with Pcache blocks sized for 32 columns. Inputs that are not
 * column-separable (see {@link BlockSplitter#inner}) leave the op undecomposed.
 */
final class RowOpBlocks {
    private RowOpBlocks() {}

    /** Substitutes for the decomposable nodes reachable from the roots of one pass. */
    static Map<Node, Node> rewrite(Collection<Node> roots) {
        Map<Node, Node> subs = new IdentityHashMap<>();
        Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node r : roots) walk(r, true, subs, seen);
        return subs;
    }

    private static void walk(Node x, boolean top, Map<Node, Node> subs, Set<Node> seen) {
        if (x.isMaterialized() || (!top && x.isSink()) || !seen.add(x)) return;
        Node y = substitute(x);
        if (y != x) subs.put(x, y);
        for (Node in : y.inputs()) walk(in, false, subs, seen);
        for (Node in : y.ownRowInputs()) walk(in, false, subs, seen);
    }

    /** The block chain computing x, or x itself. */
    static Node substitute(Node x) {
        switch (x) {
            case AggRowNode a when a.in.ncol > MatrixStore.BLOCK_COLS -> {
                Node[] bs = BlockSplitter.inner(a.in);
                return bs == null ? x : a.isMean() || a.inOrderNaNs ? meanSteps(a, bs) : steps(a.op, bs, null, 1, 0, 1);
            }
            case GroupbyColNode g when g.in.ncol > MatrixStore.BLOCK_COLS -> {
                Node[] bs = BlockSplitter.inner(g.in);
                return bs == null ? x : steps(g.op, bs, g.labels, g.groups, 0, g.groups);
            }
            case InnerProdTallNode ip when ip.a.ncol > MatrixStore.BLOCK_COLS && ip.init == null && ip.bFrom == 0 -> {
                Node[] bs = BlockSplitter.inner(ip.a);
                return bs == null ? x : product(ip, bs, ip.bCol, ip.ncol);
            }
            default -> { return x; }
        }
    }

    /**
     * Columns col .. col+width-1 of the tall inner product ip, over the column blocks of its
     * input (one block: the input itself): a chain of products, each continuing the previous
     * block's fold with the rows of W that line up with its block.
     */
    static Node product(InnerProdTallNode ip, Node[] aBlocks, int col, int width) {
        Node acc = null;
        int from = 0;
        for (Node b : aBlocks) {
            acc = new InnerProdTallNode(ip.f1, ip.f2, b, ip.b, from, col, width, acc, ip.backend);
            from += b.ncol;
        }
        return acc;
    }

    /** agg.row's mean (or R's rowSums) over the column blocks of its input: a chain of sums, a mean's last step dividing. */
    static RowAggStepNode meanSteps(AggRowNode a, Node[] bs) {
        RowAggStepNode s = null;
        int from = 0;
        for (int b = 0; b < bs.length; b++) {
            s = new RowAggStepNode(a.op, bs[b], s, from, 1, b == bs.length - 1, a.meanOf, a.meanOfKept, a.inOrderNaNs);
            from += bs[b].ncol;
        }
        return s;
    }

    /**
     * The groups groupFrom+1 .. groupFrom+width of a row aggregation (agg.row: labels null, one
     * group) over the column blocks of its input: a chain of steps whose last one has the result.
     */
    static RowAggStepNode steps(AggOp op, Node[] bs, Node labels, int groups, int groupFrom, int width) {
        RowAggStepNode s = null;
        int from = 0;
        for (int b = 0; b < bs.length; b++) {
            s = new RowAggStepNode(op, bs[b], s, from, labels, groups, groupFrom, width, b == bs.length - 1);
            from += bs[b].ncol;
        }
        return s;
    }
}
