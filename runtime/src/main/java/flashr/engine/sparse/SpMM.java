package flashr.engine.sparse;

import flashr.engine.memory.ChunkPool;
import java.util.concurrent.ExecutorService;
import java.util.function.IntConsumer;

/**
 * Sparse times dense: S (n x m) %*% X (m x k) = Y (n x k), as the design's semi-external SpMM: the
 * dense operand is held in memory (k is small), the sparse matrix is read once, block by block
 * (from the heap or from files, {@link SparseBlocks}), and each block's rows of Y are computed by one
 * worker. Workers take blocks from a shared counter, so blocks of skewed degree balance
 * themselves. For k > 1, X is first laid out by rows ({@link DenseRows}) so that an entry reads its
 * k values from consecutive memory, summed as vectors ({@link SpMMKernels}). Only stored entries are
 * multiplied (an Inf in X meets no implicit zero), as R's Matrix package computes it.
 */
public final class SpMM {
    private SpMM() {}

    /** As {@link #multiply(SparseMatrix, double[], int, ExecutorService, int, ChunkPool)}, X by rows in memory of its own. */
    public static double[] multiply(SparseMatrix s, double[] x, int k, ExecutorService pool, int threads) {
        return multiply(s, x, k, pool, threads, null);
    }

    /**
     * Rows of the dense operand X (m x k): rows {@code r0 .. r0 + len - 1} of its k columns into
     * {@code dst}, column j at {@code j * len}. Called by several workers at once.
     */
    @FunctionalInterface
    public interface DenseSource {
        void read(long r0, int len, double[] dst);
    }

    /**
     * Y = S %*% X for X given column-major ({@code m * k} doubles); Y comes back column-major
     * ({@code n * k} doubles). X by rows is taken from {@code memory} (null: memory of its own).
     */
    public static double[] multiply(SparseMatrix s, double[] x, int k, ExecutorService pool, int threads, ChunkPool memory) {
        long m = s.ncol();
        if ((long) x.length != m * k) throw new IllegalArgumentException("non-conformable arguments");
        return multiply(s, k == 1 ? null : (r0, len, dst) -> {
            for (int j = 0; j < k; j++) System.arraycopy(x, (int) (r0 + j * m), dst, j * len, len);
        }, k == 1 ? x : null, k, pool, threads, memory);
    }

    /**
     * As {@link #multiply(SparseMatrix, double[], int, ExecutorService, int, ChunkPool)}, X (of
     * s.ncol() rows) read from x: by rows into the layout the products read, never whole as it is.
     */
    public static double[] multiply(SparseMatrix s, DenseSource x, int k, ExecutorService pool, int threads, ChunkPool memory) {
        double[] column = null;
        if (k == 1) {
            column = new double[Math.toIntExact(s.ncol())];
            if (column.length > 0) x.read(0, column.length, column);
        }
        return multiply(s, x, column, k, pool, threads, memory);
    }

    /** k = 1: X is {@code column}; else read from x. */
    private static double[] multiply(SparseMatrix s, DenseSource x, double[] column, int k, ExecutorService pool, int threads, ChunkPool memory) {
        long m = s.ncol(), n = s.nrow();
        if (n * k > Integer.MAX_VALUE - 8) throw new IllegalArgumentException("the product of " + n + " x " + k + " is too large");
        double[] y = new double[(int) (n * k)];
        if (n == 0 || k == 0) return y;
        SparseBlocks blocks = s.blocks();
        Workers workers = new Workers(pool, threads);
        int t = workers.count(blocks.count());
        if (k == 1) {
            workers.run(blocks.count(), () -> {
                BlockBuffers reuse = new BlockBuffers();
                IntConsumer task = b -> {
                    blocks.prefetch(b + t);  // from files: the blocks the workers take next are read meanwhile
                    SpMMKernels.column(blocks.block(b, reuse), column, y);
                };
                return task;
            });
            return y;
        }
        try (DenseRows rows = DenseRows.of(x, (int) m, k, memory, workers)) {
            workers.run(blocks.count(), () -> {
                double[] tile = new double[Math.max(SpMMKernels.TILE_DOUBLES, rows.stride)];
                BlockBuffers reuse = new BlockBuffers();
                IntConsumer task = b -> {
                    blocks.prefetch(b + t);
                    SpMMKernels.rows(blocks.block(b, reuse), rows, y, (int) n, tile);
                };
                return task;
            });
        }
        return y;
    }
}
