/**
 * Sparse matrices and their products with dense matrices (SpMM). A {@link flashr.engine.sparse.SparseMatrix}
 * is split by rows into {@link flashr.engine.sparse.CsrBlock}s as a dense matrix is split into I/O
 * partitions: each block is compressed sparse rows (CSR) with its own row offsets, so one worker
 * computes one block's rows of the product alone, writing its rows of the output without locks.
 * The blocks live on the heap ({@link flashr.engine.sparse.HeapBlocks}) or in the file store
 * ({@link flashr.engine.sparse.FileBlocks}: semi-external memory, a block read when a worker takes
 * it); builders hand them to a {@link flashr.engine.sparse.BlockSink} one by one.
 * {@link flashr.engine.sparse.SpMM} runs the product on the engine's workers with the dense operand
 * in memory, and gives an engine matrix that further GenOps read like any other.
 */
package flashr.engine.sparse;
