package flashr.engine;

import flashr.engine.dag.GeneratorNode;
import flashr.engine.dag.GroupbyRowNode;
import flashr.engine.dag.Node;

import java.lang.ref.WeakReference;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Supplier;

/**
 * Group sizes of one labels vector, made once. R code often counts the same labels twice
 * (a k-means iteration's {@code tabulate(cl, k)} and the sizes {@code rowsum(X, cl)} needs to
 * know which groups occur): a count does not depend on what is counted, only on the labels
 * and the number of groups, so both get the same sink and the pass computes it once.
 * Held weakly: a labels vector R code dropped takes its counts with it.
 */
final class SharedCounts {
    private final Map<Node, WeakReference<Matrix>> byLabels = new WeakHashMap<>();

    /** Whether groupby.row(op) of x is a plain count: a constant column (its value is never read). */
    static boolean isCount(flashr.engine.fn.AggOp op, Node x) {
        return op == flashr.engine.fn.AggOp.COUNT && x.ncol == 1 && x instanceof GeneratorNode g && g.kind == GeneratorNode.Kind.CONST;
    }

    /** The count sink of these labels into k groups made before, else the one make makes. */
    synchronized Matrix get(Node labels, int k, Supplier<Matrix> make) {
        WeakReference<Matrix> ref = byLabels.get(labels);
        Matrix m = ref == null ? null : ref.get();
        if (m != null && m.node() instanceof GroupbyRowNode g && g.groups == k && sameLabels(g.labels, labels)) return m;
        m = make.get();
        byLabels.put(labels, new WeakReference<>(m));
        return m;
    }

    /**
     * Lets the counts of x's labels serve {@code source}, the node that stands for x's stored data
     * once x is detached from its DAG ({@link Engine#detached}): tabulate(cl, k) after rowsum(X, cl)
     * computed cl and its counts in one pass needs no other.
     */
    synchronized void keepFor(Node x, Node source) {
        WeakReference<Matrix> ref = byLabels.get(x);
        if (ref != null) byLabels.put(source, ref);
    }

    /** Whether two label nodes are one: the same node, or a node and the source of its stored data. */
    private static boolean sameLabels(Node a, Node b) {
        return a == b || a.isMaterialized() && b.isMaterialized() && a.data() == b.data();
    }
}
