/**
 * Off-heap memory: a pool of fixed-size chunks shared by all in-memory matrices, recycled when a
 * matrix becomes unreachable (Cleaner) or is freed, under a configurable budget; and the
 * partitioned stores that place a matrix's I/O partitions in those chunks.
 */
package flashr.engine.memory;
