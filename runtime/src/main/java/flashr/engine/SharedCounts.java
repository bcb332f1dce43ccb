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
        if (m != null && m.node() instanceof GroupbyRowNode g && g.groups == k && g.labels == labels) return m;
        m = make.get();
        byLabels.put(labels, new WeakReference<>(m));
        return m;
    }
}
