package flashr.engine.dag;

import flashr.engine.type.ElementType;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Tall matrices stacked along the partition dimension, a view: no copy. A part's rows do not line
 * up with the result's partitions, so a pass reads a materialized part at shifted rows and
 * evaluates a virtual part as a sub-plan over the part's own rows ({@link #ownRowInputs}). Parts
 * that cannot be evaluated at arbitrary rows — cumulative along the partition dimension, sinks,
 * or holding cached virtual nodes (which a pass must meet to keep their data) — are dependencies,
 * materialized first.
 */
public final class RbindNode extends Node {
    public final List<Node> parts;
    private final List<Node> deps = new ArrayList<>();
    private final List<Node> evaluated = new ArrayList<>();

    public RbindNode(List<Node> parts) {
        super(parts.stream().mapToLong(p -> p.nrow).sum(), parts.get(0).ncol,
                parts.stream().map(p -> p.type).reduce(ElementType.LOGICAL, ElementType::promote));
        for (Node p : parts) if (p.ncol != ncol) throw new IllegalArgumentException("rbind: different numbers of columns");
        this.parts = List.copyOf(parts);
        for (Node p : this.parts) {
            if (p.isMaterialized() || deps.contains(p) || evaluated.contains(p)) continue;
            if (evaluableAtAnyRows(p, Collections.newSetFromMap(new IdentityHashMap<>()))) evaluated.add(p); else deps.add(p);
        }
    }

    /** Whether x can be computed for any range of its rows, independently of other rows. */
    static boolean evaluableAtAnyRows(Node x, Set<Node> seen) {
        if (x.isMaterialized() || !seen.add(x)) return true;
        if (x.isSink() || x.needsOrder() || x.isCached()) return false;
        for (Node in : x.inputs()) if (!evaluableAtAnyRows(in, seen)) return false;
        for (Node in : x.ownRowInputs()) if (!evaluableAtAnyRows(in, seen)) return false;
        return true;
    }

    @Override public List<Node> inputs() { return List.of(); }

    @Override public List<Node> deps() { return deps; }

    @Override public List<Node> ownRowInputs() { return evaluated; }

    @Override public String label() { return "rbind"; }
}
