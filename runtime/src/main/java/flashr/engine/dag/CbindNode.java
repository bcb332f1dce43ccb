package flashr.engine.dag;

import flashr.engine.type.ElementType;

import java.util.List;

/** Columns of several tall matrices side by side (a virtual matrix; types promoted as R's cbind). */
public final class CbindNode extends Node {
    public final List<Node> parts;

    public CbindNode(List<Node> parts) {
        super(parts.get(0).nrow, parts.stream().mapToInt(p -> p.ncol).sum(),
                parts.stream().map(p -> p.type).reduce(ElementType.LOGICAL, ElementType::promote));
        for (Node p : parts) if (p.nrow != nrow) throw new IllegalArgumentException("cbind: different numbers of rows");
        this.parts = List.copyOf(parts);
    }

    @Override public List<Node> inputs() { return parts; }

    @Override public String label() { return "cbind"; }
}
