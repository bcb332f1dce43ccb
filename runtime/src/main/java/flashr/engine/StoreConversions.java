package flashr.engine;

import flashr.engine.dag.Node;
import flashr.engine.dag.SourceNode;
import flashr.engine.memory.MatrixStore;

/**
 * A matrix's data moved between memory and files (FlashR's fm.conv.store) or kept under a name
 * for later runs: computed straight where it is to go when it is virtual, else copied.
 */
final class StoreConversions {
    private final Engine engine;
    private final StorePlacement placement;
    private final ValueRanges ranges;

    StoreConversions(Engine engine, StorePlacement placement, ValueRanges ranges) {
        this.engine = engine;
        this.placement = placement;
        this.ranges = ranges;
    }

    /** {@link Engine#convertStore}. */
    Matrix convert(Matrix x, boolean inMemory) {
        Node n = x.node();
        if (!n.isMaterialized()) {
            if (!inMemory) n.setOnFiles(true);
            engine.materialize(x);
            if (n.data().inMemory() == inMemory) return x;
        }
        if (n.isSink() || n.data().inMemory() == inMemory) return x;
        MatrixStore s = inMemory ? placement.toMemory(n.data()) : placement.toFiles(n.data());
        ranges.keepWithStore(n);
        return engine.wrap(new SourceNode(s), x.isTransposed());
    }

    /** {@link Engine#saveAs}. */
    Matrix saveAs(Matrix x, String name) {
        Node n = x.node();
        if (!n.isMaterialized() && !n.isSink() && !x.isTransposed() && n.ncol <= MatrixStore.BLOCK_COLS) {
            n.setStoreName(name);
            try {
                engine.materialize(x);
            } finally {
                n.setStoreName(null);
            }
            if (n.data() instanceof flashr.engine.storage.FileStore f && f.persistent() && f.name().equals(name)) return x;
        }
        engine.materialize(x);
        MatrixStore s = placement.saveAs(n.data(), name, x.isTransposed());
        return engine.wrap(new SourceNode(s), x.isTransposed());
    }
}
