package flashr.engine;

import flashr.engine.dag.Node;
import flashr.engine.dag.TableLookupNode;
import flashr.engine.memory.ChunkPool;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Keeps a virtual matrix that a second pass computes again, when keeping it saves reading: a
 * matrix held by a variable and used in every iteration of a loop (X <- A + B, then a k-means
 * step per iteration) is stored by the second pass and read from memory after that, instead of
 * read from A and B every time. A matrix computed from no more stored data than its own size
 * (2 * A, a random matrix) costs no more to recompute than to read back, so it stays virtual, as
 * do matrices that would take a large part of the memory budget. Sinks are always kept anyway.
 */
final class RecomputedNodes {
    private RecomputedNodes() {}

    /** Before a pass over {@code rows} rows with these roots: counts evaluations and marks what to keep. */
    static void mark(List<Node> roots, Node groupbyInput, long rows, ChunkPool memory) {
        Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node r : roots) for (Node in : r.inputs()) visit(in, rows, seen, memory);
        if (groupbyInput != null) visit(groupbyInput, rows, seen, memory);
    }

    private static void visit(Node x, long rows, Set<Node> seen, ChunkPool memory) {
        if (x.isMaterialized() || x.isSink() || x.nrow != rows || !seen.add(x)) return;
        if (x.countEvaluation() >= 2 && !x.isCached() && worthKeeping(x, memory)) x.setCached(true);
        // what only a kept node reads is not computed again after this pass: y <- f(g(X %*% b))
        // keeps y, not each step of it (an input that another path reads is met on that path)
        if (x.isCached()) return;
        for (Node in : x.inputs()) visit(in, rows, seen, memory);
    }

    private static boolean worthKeeping(Node x, ChunkPool memory) {
        long own = bytes(x);
        if (own > (memory.budgetBytes() - memory.bytesInUse()) / 4) return false;
        Set<Node> leaves = Collections.newSetFromMap(new IdentityHashMap<>());
        readInputs(x, x.nrow, leaves);
        long read = 0;
        for (Node l : leaves) read += bytes(l);
        return read >= 2 * own;
    }

    /**
     * The stored matrices x reads row by row, and the lookups it computes: gathering a table's
     * rows costs about as much as reading them (centers[group, ] + noise is kept like a sum of two
     * stored matrices).
     */
    private static void readInputs(Node x, long rows, Set<Node> out) {
        if (x.nrow != rows) return;
        if (x.isMaterialized() || x instanceof TableLookupNode) { out.add(x); return; }
        for (Node in : x.inputs()) readInputs(in, rows, out);
    }

    private static long bytes(Node x) {
        return x.nrow * x.ncol * x.type.byteSize();
    }
}
