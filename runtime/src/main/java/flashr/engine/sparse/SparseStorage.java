package flashr.engine.sparse;

import flashr.engine.Engine;

/**
 * Where an engine keeps a new sparse matrix: in its file store when asked ({@code in.mem = FALSE})
 * or when the engine's settings put every matrix in files, else on the heap.
 */
public final class SparseStorage {
    private SparseStorage() {}

    public static BlockSink.Factory of(Engine e, boolean inMemory) {
        if (inMemory && !e.config().storage().allOnFiles()) return BlockSink.Factory.HEAP;
        return BlockSink.Factory.files(e.storage());
    }

    /** s kept as {@code inMemory} says: s itself when it already is, else a copy block by block. */
    public static SparseMatrix moved(SparseMatrix s, Engine e, boolean inMemory) {
        if (s.inMemory() == inMemory) return s;
        BlockSink.Factory f = inMemory ? BlockSink.Factory.HEAP : BlockSink.Factory.files(e.storage());
        SparseBlocks src = s.blocks();
        BlockSink sink = f.make(s.nrow(), src.count(), s.nnz());
        try {
            for (int b = 0; b < src.count(); b++) {
                src.prefetch(b + 1);
                sink.add(src.block(b));
            }
        } catch (RuntimeException ex) {
            sink.abandon();
            throw ex;
        }
        return new SparseMatrix(s.nrow(), s.ncol(), sink.finish(), s.blockRows(), f);
    }
}
