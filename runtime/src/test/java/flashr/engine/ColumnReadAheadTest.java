package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.storage.StorageSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Passes that read some columns of matrices in files read ahead only those: the blocks of a
 * block matrix that hold them, and in a column-major store the columns alone (each checked
 * against its own checksum). Results match the same passes in memory; the bytes read from the
 * files are exactly those of the columns the passes use.
 */
class ColumnReadAheadTest {
    @TempDir Path tmp;

    /** packBelow: stores smaller than this go to the pack files (not read ahead); 0: files of their own. */
    private EngineConfig config(int threads, int partRows, int depth, long packBelow) {
        StorageSettings s = EngineConfig.defaults().storage().withDataDirs(List.of(tmp.resolve("d0"), tmp.resolve("d1")))
                .withIoDepth(depth).withStripeBytes(1 << 16).withMaxMerge(3).withBufferedBelowBytes(packBelow);
        return EngineConfig.builder().threads(threads).partitionRows(partRows).memoryBudget(1L << 30).storage(s).build();
    }

    /** Random shapes (1 row, 33 columns, wide and tall), random column subsets: files as memory. */
    @Test void columnSubsetsOnFilesMatchMemory() {
        Random r = new Random(20261202L);
        long[][] shapes = {{1, 33}, {1, 1}, {7, 3}, {513, 33}, {2048, 8}, {3000, 70}, {1500, 2}, {4100, 40}};
        for (int[] cfg : new int[][] {{1, 512, 1, 0}, {2, 512, 2, 0}, {3, 1024, 4, 0}, {2, 512, 1, 1}}) {
            long packBelow = cfg[3] == 0 ? 0 : 8L << 20;
            try (Engine files = new Engine(config(cfg[0], cfg[1], cfg[2], packBelow)); Engine mem = new Engine(config(cfg[0], cfg[1], cfg[2], 0))) {
                for (int t = 0; t < shapes.length + 6; t++) {
                    long nrow = t < shapes.length ? shapes[t][0] : 1 + r.nextInt(5000);
                    int ncol = t < shapes.length ? (int) shapes[t][1] : 1 + r.nextInt(80);
                    long seed = r.nextLong();
                    Matrix xf = files.convertStore(files.rnorm(nrow, ncol, 0, 1, seed), false);
                    files.materialize(xf);
                    assertFalse(files.inMemory(xf));
                    Matrix xm = mem.rnorm(nrow, ncol, 0, 1, seed);
                    mem.materialize(xm);
                    for (int q = 0; q < 4; q++) {
                        int k = 1 + r.nextInt(Math.min(ncol, 5));
                        int[] cols = new int[k];
                        for (int i = 0; i < k; i++) cols[i] = r.nextInt(ncol);   // any order, repeats allowed
                        String what = nrow + " x " + ncol + " cols " + java.util.Arrays.toString(cols) + " cfg " + java.util.Arrays.toString(cfg);
                        assertArrayEquals(work(mem, xm, cols), work(files, xf, cols), what);
                    }
                }
            }
        }
    }

    /** colSums, a fused sum, and a stored result of the selected columns (in that order). */
    private static double[] work(Engine e, Matrix x, int[] cols) {
        Matrix s = e.selectCols(x, cols);
        double[] a = e.aggCol(s, AggOp.SUM).toDoubleArray();
        double[] b = e.agg(e.mapply(e.sapply(e.sapply(s, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), AggOp.SUM).toDoubleArray();
        Matrix y = e.mapply(s, 3.0, BinaryOp.ADD);
        e.materialize(y);
        double[] c = y.toDoubleArray();
        double[] out = new double[a.length + b.length + c.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        System.arraycopy(c, 0, out, a.length + b.length, c.length);
        return out;
    }

    /**
     * The bytes read from files by a pass over some columns: those columns of every partition,
     * not the whole partitions; a block matrix reads only the blocks that hold them.
     */
    @Test void aPassReadsOnlyTheColumnsItUses() {
        int partRows = 1024;
        long colBytes = partRows * 8L;   // 8 KB: a column of a partition, aligned
        try (Engine e = new Engine(config(2, partRows, 2, 0))) {
            // tall: 4 partitions of 8 columns (64 KB slots)
            Matrix x = e.convertStore(e.runif(4 * partRows, 8, -1, 1, 5), false);
            e.materialize(x);
            long before = e.storage().bytesRead();
            e.aggCol(e.selectCols(x, new int[] {5, 2}), AggOp.SUM).toDoubleArray();
            assertEquals(4 * 2 * colBytes, e.storage().bytesRead() - before, "two columns of four partitions");
            before = e.storage().bytesRead();
            e.aggCol(e.selectCols(x, new int[] {3, 4}), AggOp.SUM).toDoubleArray();
            assertEquals(4 * 2 * colBytes, e.storage().bytesRead() - before, "two adjacent columns, one read each");
            before = e.storage().bytesRead();
            e.aggCol(x, AggOp.SUM).toDoubleArray();
            assertEquals(4 * 8 * colBytes, e.storage().bytesRead() - before, "every column: whole partitions");

            // wide: 70 columns in blocks of 32, 32 and 6, 2 partitions
            Matrix w = e.convertStore(e.runif(2 * partRows, 70, -1, 1, 6), false);
            e.materialize(w);
            before = e.storage().bytesRead();
            e.aggCol(e.selectCols(w, new int[] {40, 41}), AggOp.SUM).toDoubleArray();
            assertEquals(2 * 2 * colBytes, e.storage().bytesRead() - before, "two columns of block 1");
            before = e.storage().bytesRead();
            e.aggCol(e.selectCols(w, new int[] {65}), AggOp.SUM).toDoubleArray();
            assertEquals(2 * colBytes, e.storage().bytesRead() - before, "one column of block 2");
            before = e.storage().bytesRead();
            e.aggCol(e.selectCols(w, java.util.stream.IntStream.range(0, 32).toArray()), AggOp.SUM).toDoubleArray();
            assertEquals(2 * 32 * colBytes, e.storage().bytesRead() - before, "block 0 whole, the others not at all");
        }
    }
}
