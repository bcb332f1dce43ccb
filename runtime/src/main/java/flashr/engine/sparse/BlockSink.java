package flashr.engine.sparse;

import flashr.engine.storage.Storage;

/**
 * Receives a sparse matrix's row blocks in row order as a builder makes them, so that a matrix
 * going to files is written block by block and never held whole on the heap.
 */
public interface BlockSink {
    void add(CsrBlock b);

    /** The blocks added, readable. */
    SparseBlocks finish();

    /** Drops what was added (a failed build leaves no files). */
    void abandon();

    /** Makes the sink of a matrix of {@code rows} rows in {@code blocks} blocks and at most {@code maxEntries} entries. */
    @FunctionalInterface
    interface Factory {
        BlockSink make(long rows, long blocks, long maxEntries);

        Factory HEAP = (rows, blocks, maxEntries) -> heap();

        /** Sinks in the file store. */
        static Factory files(Storage storage) {
            return (rows, blocks, maxEntries) -> BlockSink.files(storage, rows, blocks, maxEntries);
        }
    }

    /** Blocks kept on the heap. */
    static BlockSink heap() { return new HeapBlocks.Sink(); }

    /**
     * Blocks written to the file store, which holds at most {@code rows} rows in all and
     * {@code maxEntries} stored entries (an upper bound: duplicates summed make fewer).
     */
    static BlockSink files(Storage storage, long rows, long blocks, long maxEntries) {
        return new FileBlocks.Writer(storage, rows, blocks, maxEntries);
    }
}
