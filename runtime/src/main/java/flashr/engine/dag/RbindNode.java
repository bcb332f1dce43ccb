package flashr.engine.dag;

import flashr.engine.type.ElementType;

import java.util.List;

/**
 * Tall matrices stacked along the partition dimension: a view over the (materialized) parts, no
 * copy. The parts are dependencies because their rows do not line up with the result's partitions.
 */
public final class RbindNode extends Node {
    public final List<Node> parts;

    public RbindNode(List<Node> parts) {
        super(parts.stream().mapToLong(p -> p.nrow).sum(), parts.get(0).ncol,
                parts.stream().map(p -> p.type).reduce(ElementType.LOGICAL, ElementType::promote));
        for (Node p : parts) if (p.ncol != ncol) throw new IllegalArgumentException("rbind: different numbers of columns");
        this.parts = List.copyOf(parts);
    }

    @Override public List<Node> inputs() { return List.of(); }

    @Override public List<Node> deps() { return parts; }

    @Override public String label() { return "rbind"; }
}
