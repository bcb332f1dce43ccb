package flashr.engine.sparse;

import flashr.engine.memory.ChunkPool;
import flashr.engine.memory.MemoryBudgetExceededException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * SpMM's dense operand X (m x k) laid out by rows, so that a sparse entry in column c reads X's
 * row c from consecutive memory: one cache line for k = 8 (the design's "tile the dense matrix by
 * rows"). Rows are {@link #stride} doubles apart and start on 64-byte boundaries where the stride
 * allows it: a stride of 8 doubles (k = 5..8) is one whole cache line, not two halves. Off the heap
 * (a Java array's elements start 16 bytes into the object, wherever the collector put it) and
 * taken from the engine's memory (so counted in its budget).
 */
final class DenseRows implements AutoCloseable {
    static final VectorSpecies<Double> SPECIES = DoubleVector.SPECIES_PREFERRED;
    /** Rows filled per task when the layout is made on several threads. */
    private static final int FILL_ROWS = 1 << 12;

    final MemorySegment rows;
    final int k;
    final int stride;
    private final ChunkPool memory;
    private final ChunkPool.Allocation allocation;
    private final Arena arena;

    private DenseRows(int m, int k, ChunkPool memory) {
        this.k = k;
        this.stride = stride(k);
        this.memory = memory;
        long bytes = Math.max(8, (long) m * stride * Double.BYTES);
        if (memory != null) {
            // the engine's memory: a segment of this size freed by the last product is reused
            // (fresh pages are faulted in by the workers that fill them, not zeroed up front);
            // when the budget is full (X's own store may fill it), memory beyond it, as a
            // working set, as the heap copy of X was before: refusing would fail products that ran
            allocation = allocate(memory, bytes);
            arena = null;
            rows = allocation.segment;
        } else {
            allocation = null;
            arena = Arena.ofShared();
            rows = arena.allocate(bytes, 64);
        }
    }

    private static ChunkPool.Allocation allocate(ChunkPool memory, long bytes) {
        try {
            return memory.allocate(bytes);
        } catch (MemoryBudgetExceededException e) {
            return memory.allocateWorkingSet(bytes);
        }
    }

    /**
     * The row layout of X (m x k) read from x a chunk of rows at a time, by the workers (each with
     * buffers of its own). Closing it releases its memory.
     */
    static DenseRows of(SpMM.DenseSource x, int m, int k, ChunkPool memory, Workers workers) {
        DenseRows d = new DenseRows(m, k, memory);
        try {
            int chunks = (m + FILL_ROWS - 1) / FILL_ROWS;
            workers.run(chunks, () -> {
                double[] columns = new double[FILL_ROWS * k], rows = new double[FILL_ROWS * d.stride];
                return c -> d.fill(x, c * FILL_ROWS, Math.min(m, (c + 1) * FILL_ROWS), columns, rows);
            });
        } catch (RuntimeException e) {
            d.close();
            throw e;
        }
        return d;
    }

    /**
     * Doubles between rows: k itself up to half a vector (2 or 4 for k = 3: rows never straddle a
     * cache line), else k rounded up to whole vectors, so a row is read as full vectors.
     */
    static int stride(int k) {
        int lanes = SPECIES.length();
        if (k <= lanes / 2) return k <= 1 ? 1 : Integer.highestOneBit(k - 1) << 1;
        return (k + lanes - 1) / lanes * lanes;
    }

    /** Whether rows are whole vectors (else they are read one double at a time). */
    boolean vectors() { return stride % SPECIES.length() == 0; }

    /** Rows from .. to-1: read column-major into columns, laid out by rows (zero padding) in rows, copied in. */
    private void fill(SpMM.DenseSource x, int from, int to, double[] columns, double[] rows) {
        int len = to - from;
        x.read(from, len, columns);
        for (int r = 0; r < len; r++) {
            for (int j = 0; j < k; j++) rows[r * stride + j] = columns[r + j * len];
            // the padding is summed (and dropped) with the row: zeros, never a reused segment's
            // old bits, which may be subnormal numbers (slow) or NaN
            for (int j = k; j < stride; j++) rows[r * stride + j] = 0;
        }
        MemorySegment.copy(rows, 0, this.rows, ValueLayout.JAVA_DOUBLE, (long) from * stride * Double.BYTES, len * stride);
    }

    @Override
    public void close() {
        if (allocation != null) memory.release(allocation);
        if (arena != null) arena.close();
    }
}
