package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Sinks read stored data in place (slices of the store's memory, no copy into a Pcache block):
 * sum, min, max of all elements and per column give the bits of the copying path (the same data
 * as {@code X * 1}, which a kernel computes into a block), on partitioned stores, views of R
 * arrays and block matrices, under several thread counts, partition and Pcache sizes, with
 * NA/NaN/Inf and 0- and 1-row shapes; and such a pass holds no Pcache buffer at all.
 */
class InPlaceReadsTest {
    /** Long double sums read stored blocks in place by default (AggState); these tests say so whatever the JVM was given. */
    @org.junit.jupiter.api.BeforeAll static void sumsInPlace() { System.setProperty("flashr.engine.sumsInPlace", "true"); }

    @org.junit.jupiter.api.AfterAll static void sumsCopied() { System.clearProperty("flashr.engine.sumsInPlace"); }

    private static final int[][] CONFIGS = {{1, 8, 8}, {2, 8, 24}, {3, 16, 64}, {2, 64, 200}, {1, 1 << 14, 1 << 16}, {2, 32, 4096}};
    private static final AggOp[] OPS = {AggOp.SUM, AggOp.MIN, AggOp.MAX};

    @Test
    void sinksOverStoredDataMatchTheCopyingPathBitForBit() {
        Random rnd = new Random(20261201L);
        int cases = 0;
        for (int[] cfg : CONFIGS) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                    .chunkBytes(1 << 16).memoryBudget(1L << 30).build())) {
                for (int t = 0; t < 40; t++) {
                    int nrow = switch (t % 5) { case 0 -> 0; case 1 -> 1; default -> 1 + rnd.nextInt(700); };
                    int ncol = t % 7 == 0 ? 33 + rnd.nextInt(10) : 1 + rnd.nextInt(9);
                    double[] a = data(rnd, nrow * ncol, t % 3);
                    Matrix x = switch (t % 3) {
                        case 0 -> e.fromArray(a, nrow, ncol);
                        case 1 -> e.viewOfArray(a, null, ElementType.DOUBLE, nrow, ncol);
                        default -> { Matrix m = e.mapply(e.fromArray(a, nrow, ncol), 0.0, BinaryOp.ADD); e.materialize(m); yield m; }
                    };
                    Matrix copied = e.mapply(x, 1.0, BinaryOp.MUL);
                    for (AggOp op : OPS) {
                        assertSameBits(e.agg(copied, op), e.agg(x, op), op + " of " + nrow + "x" + ncol);
                        assertSameBits(e.aggCol(copied, op), e.aggCol(x, op), "column " + op + " of " + nrow + "x" + ncol);
                        cases++;
                    }
                    // sum and mean together, one pass; the mean divides the in-place sum
                    Matrix s = e.agg(x, AggOp.SUM), m = e.mean(x), cs = e.aggCol(x, AggOp.SUM);
                    e.materialize(s, m, cs);
                    assertSameBits(e.mean(copied), m, "mean");
                }
            }
        }
        assertTrue(cases > 600);
    }

    /**
     * A pass of nothing but in-place sums reads a partition column after column and adds the
     * runs' lane sums in the blocks' order afterwards; columns of alternating huge and small
     * magnitudes make the long double sum depend on that order, so any other order shows.
     */
    @Test
    void columnByColumnSumsKeepTheBlockOrder() {
        Random rnd = new Random(20261202L);
        int[][] configs = {{1, 256, 4096}, {2, 128, 2048}, {2, 1 << 14, 1 << 15}};
        for (int[] cfg : configs) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                    .chunkBytes(1 << 16).memoryBudget(1L << 30).build())) {
                for (int t = 0; t < 12; t++) {
                    int nrow = switch (t % 4) { case 0 -> 1; case 1 -> 31 + rnd.nextInt(3); default -> 200 + rnd.nextInt(3000); };
                    int ncol = 2 + rnd.nextInt(8);
                    double[] a = new double[nrow * ncol];
                    // huge columns cancelled by their negations two columns later, small ones between:
                    // the sum is the small ones' plus what the huge ones' roundings left
                    for (int c = 0; c < ncol; c++) {
                        for (int r = 0; r < nrow; r++) {
                            a[c * nrow + r] = switch (c % 3) {
                                case 0 -> 1e17 * (0.5 + rnd.nextDouble());
                                case 1 -> 0.5 + rnd.nextDouble();
                                default -> -a[(c - 2) * nrow + r];
                            };
                        }
                    }
                    if (t == 5) a[nrow / 2] = Double.POSITIVE_INFINITY;
                    Matrix x = t % 2 == 0 ? e.fromArray(a, nrow, ncol) : e.viewOfArray(a, null, ElementType.DOUBLE, nrow, ncol);
                    // each in a pass of its own (a pass that also computes from x copies it)
                    Matrix sum = e.agg(x, AggOp.SUM);
                    e.materialize(sum);
                    if (nrow >= ncol) assertEquals(0, e.lastPassStats().maxBufferBytesPerWorker(), "sum read in place");   // wide ones are stored by rows
                    Matrix colSums = e.aggCol(x, AggOp.SUM);
                    e.materialize(colSums);
                    if (nrow >= ncol) assertEquals(0, e.lastPassStats().maxBufferBytesPerWorker(), "column sums read in place");
                    Matrix mean = e.mean(x);
                    e.materialize(mean);
                    if (nrow >= ncol) assertEquals(0, e.lastPassStats().maxBufferBytesPerWorker(), "mean read in place");
                    Matrix copied = e.mapply(x, 1.0, BinaryOp.MUL);
                    assertSameBits(e.mean(copied), mean, "mean of " + nrow + "x" + ncol);
                    assertSameBits(e.agg(copied, AggOp.SUM), sum, "sum of " + nrow + "x" + ncol);
                    assertSameBits(e.aggCol(copied, AggOp.SUM), colSums, "column sums of " + nrow + "x" + ncol);
                }
            }
        }
    }

    @Test
    void aPassOfInPlaceSinksHoldsNoPcacheBuffer() {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 10).memoryBudget(1L << 30).build())) {
            double[] a = data(new Random(5), 50_000 * 4, 1);
            Matrix x = e.fromArray(a, 50_000, 4);
            e.materialize(e.agg(x, AggOp.SUM), e.aggCol(x, AggOp.MAX));
            assertEquals(0, e.lastPassStats().maxBufferBytesPerWorker(), "no block was copied");
            e.materialize(e.agg(e.mapply(x, 2.0, BinaryOp.MUL), AggOp.SUM));
            assertTrue(e.lastPassStats().maxBufferBytesPerWorker() > 0, "a computed block still takes buffers");
        }
    }

    /** Every bit of actual equals expected's (NA and NaN told apart); InPlaceCumulativeTest uses it too. */
    static void assertSameBits(Matrix expected, Matrix actual, String what) {
        double[] x = expected.toDoubleArray(), y = actual.toDoubleArray();
        assertEquals(x.length, y.length, what);
        for (int k = 0; k < x.length; k++) {
            if (Double.isNaN(x[k])) assertTrue(Double.isNaN(y[k]) && NA.isNA(x[k]) == NA.isNA(y[k]), what + " [" + k + "]: " + y[k]);
            else assertEquals(Double.doubleToLongBits(x[k]), Double.doubleToLongBits(y[k]), what + " [" + k + "]: " + x[k] + " vs " + y[k]);
        }
    }

    /** Values of mixed magnitudes (long double sums round differently from double ones), some non-finite. */
    private static double[] data(Random rnd, int n, int kind) {
        double[] a = new double[n];
        for (int k = 0; k < n; k++) {
            a[k] = rnd.nextGaussian() * Math.pow(10, rnd.nextInt(12) - 4);
            if (kind == 2 && rnd.nextInt(200) == 0) {
                a[k] = switch (rnd.nextInt(4)) { case 0 -> NA.REAL; case 1 -> Double.NaN; case 2 -> Double.POSITIVE_INFINITY; default -> Double.NEGATIVE_INFINITY; };
            }
        }
        return a;
    }
}
