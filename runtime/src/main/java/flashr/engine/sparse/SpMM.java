package flashr.engine.sparse;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Sparse times dense: S (n x m) %*% X (m x k) = Y (n x k), as the design's semi-external SpMM: the
 * dense operand is held in memory (k is small), the sparse matrix is read once, block by block
 * (from the heap or from files, {@link SparseBlocks}), and each block's rows of Y are computed by one
 * worker. Workers take blocks from a shared counter, so
 * blocks of skewed degree balance themselves. Only stored entries are multiplied (an Inf in X meets
 * no implicit zero), as R's Matrix package computes it.
 */
public final class SpMM {
    private SpMM() {}

    /**
     * Y = S %*% X for X given column-major ({@code m * k} doubles); Y comes back column-major
     * ({@code n * k} doubles).
     */
    public static double[] multiply(SparseMatrix s, double[] x, int k, ExecutorService pool, int threads) {
        long m = s.ncol(), n = s.nrow();
        if ((long) x.length != m * k) throw new IllegalArgumentException("non-conformable arguments");
        if (n * k > Integer.MAX_VALUE - 8) throw new IllegalArgumentException("the product of " + n + " x " + k + " is too large");
        double[] y = new double[(int) (n * k)];
        double[] rows = k == 1 ? x : byRows(x, (int) m, k);
        SparseBlocks blocks = s.blocks();
        AtomicInteger next = new AtomicInteger();
        int t = Math.max(1, Math.min(threads, blocks.count()));
        Runnable work = () -> {
            double[] acc = new double[k];
            for (int b; (b = next.getAndIncrement()) < blocks.count(); ) {
                // from files: the blocks the workers take next are read meanwhile
                blocks.prefetch(b + t);
                CsrBlock blk = blocks.block(b);
                if (k == 1) column(blk, rows, y);
                else block(blk, rows, k, y, (int) n, acc);
            }
        };
        if (t == 1 || pool == null) {
            work.run();
            return y;
        }
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int i = 0; i < t; i++) tasks.add(() -> { work.run(); return null; });
        try {
            for (Future<Void> f : pool.invokeAll(tasks)) f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the product was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        }
        return y;
    }

    /** X's rows contiguous (row-major), so one entry of S reads its k values in one cache line. */
    private static double[] byRows(double[] x, int m, int k) {
        double[] r = new double[x.length];
        for (int j = 0; j < k; j++) {
            for (int i = 0; i < m; i++) r[i * k + j] = x[i + j * m];
        }
        return r;
    }

    private static void column(CsrBlock b, double[] x, double[] y) {
        int[] ptr = b.rowPtr(), cols = b.cols();
        double[] v = b.vals();
        int first = (int) b.firstRow();
        for (int i = 0; i < b.rows(); i++) {
            double sum = 0;
            int end = ptr[i + 1];
            if (v == null) {
                for (int e = ptr[i]; e < end; e++) sum += x[cols[e]];
            } else {
                for (int e = ptr[i]; e < end; e++) sum += v[e] * x[cols[e]];
            }
            y[first + i] = sum;
        }
    }

    private static void block(CsrBlock b, double[] x, int k, double[] y, int n, double[] acc) {
        int[] ptr = b.rowPtr(), cols = b.cols();
        double[] v = b.vals();
        int first = (int) b.firstRow();
        for (int i = 0; i < b.rows(); i++) {
            java.util.Arrays.fill(acc, 0);
            for (int e = ptr[i]; e < ptr[i + 1]; e++) {
                int base = cols[e] * k;
                double w = v == null ? 1 : v[e];
                for (int j = 0; j < k; j++) acc[j] += w * x[base + j];
            }
            for (int j = 0; j < k; j++) y[first + i + j * n] = acc[j];
        }
    }
}
