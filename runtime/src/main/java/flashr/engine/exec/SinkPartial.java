package flashr.engine.exec;

import flashr.engine.memory.MemStore;

/**
 * A worker's partial result for one sink of a pass. Workers add Pcache blocks to their own
 * partial without synchronisation; at the end of the pass partials merge in worker order and the
 * merged one writes the sink's small result.
 */
public abstract class SinkPartial {
    /** Adds the blocks of the sink's inputs (in the order of its {@code inputs()}) for rows [r0, r0+len). */
    public abstract void add(Block[] inputs, long r0, int len);

    public abstract void merge(SinkPartial other);

    /** Writes the merged result into the sink's result store (null for implicit results). */
    public abstract void finish(MemStore out);
}
