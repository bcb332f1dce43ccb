package flashr.engine.dag;

import flashr.engine.memory.MatrixStore;

import java.util.List;

/** A matrix whose data is in memory from the start (created from arrays or a materialized result). */
public final class SourceNode extends Node {
    public SourceNode(MatrixStore data) {
        super(data.nrow, data.ncol, data.type);
        setData(data);
    }

    @Override public List<Node> inputs() { return List.of(); }

    @Override public String label() { return "source " + data().layout.name().toLowerCase().replace('_', '-'); }
}
