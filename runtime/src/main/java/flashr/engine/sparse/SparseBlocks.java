package flashr.engine.sparse;

/**
 * Where a sparse matrix's row blocks live: on the heap ({@link HeapBlocks}) or in the file store
 * ({@link FileBlocks}, the design's semi-external memory: a block is read when a worker takes it
 * and dropped after). Blocks are numbered from 0 in row order; block b holds rows
 * {@code b * blockRows ..}.
 */
public sealed interface SparseBlocks permits HeapBlocks, FileBlocks {
    int count();

    /** Block b (from files: read and decoded into fresh arrays, so a caller may keep it). */
    CsrBlock block(int b);

    /**
     * Block b, from files decoded into {@code reuse}'s arrays: valid until the next block read
     * into the same buffers (one worker's loop over blocks); on the heap, the block itself.
     */
    default CsrBlock block(int b, BlockBuffers reuse) { return block(b); }

    /** Stored entries of block b, known without reading it. */
    int nnz(int b);

    /** Whether block b keeps values (false: every entry is 1). */
    boolean valued(int b);

    /** A hint that block b will be read soon (files: its pages are read ahead). */
    default void prefetch(int b) { }

    boolean inMemory();

    /** Bytes the blocks take where they are kept (offsets, column indices, values). */
    long bytes();

    /** Releases the files (a file store's blocks cannot be read after). */
    default void free() { }
}
