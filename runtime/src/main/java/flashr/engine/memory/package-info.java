/**
 * Off-heap memory and the store interface: {@link flashr.engine.memory.MatrixStore}, through which
 * the engine reads and writes every materialized matrix (by rows, or a partition as a segment);
 * a pool of fixed-size chunks shared by all in-memory matrices, recycled when a matrix becomes
 * unreachable (Cleaner) or is freed, under a configurable budget; the partitioned stores that
 * place a matrix's I/O partitions in those chunks ({@link flashr.engine.memory.MemStore}); and
 * block matrices of 32-column blocks of any stores ({@link flashr.engine.memory.BlockStore}).
 * The file-backed store is in {@code flashr.engine.storage}.
 */
package flashr.engine.memory;
