package flashr.engine;

import flashr.engine.dag.CumColNode;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Cumulative ops over columns selected from an R matrix viewed in place ({@code cumsum(X[, 1])})
 * read the columns where they lie, with no copy of the selection: every op and sum mode gives
 * the bits of the same op over the same data in an engine store (whose selection is copied), on
 * several thread counts, partition and Pcache sizes (partitions run ahead or not), with NA, NaN,
 * Inf, huge and whole-number data, 0/1/odd rows, and selections that are not evenly spaced
 * (reversed columns, which are copied).
 */
class InPlaceCumulativeTest {
    private static final int[][] CONFIGS = {{1, 8, 8}, {2, 8, 24}, {2, 64, 200}, {2, 32, 4096}, {2, 1 << 12, 1 << 14}};
    private static final int[][] SELECTIONS = {{0}, {2}, {1, 3}, {0, 1, 2, 3}, {3, 1}, {2, 2}};

    @Test
    void cumulativeOpsOverSelectedColumnsMatchTheCopyingPath() {
        Random rnd = new Random(20261205L);
        int cases = 0;
        for (int[] cfg : CONFIGS) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                    .chunkBytes(1 << 16).memoryBudget(1L << 30).build())) {
                for (int t = 0; t < 24; t++) {
                    int nrow = switch (t % 6) { case 0 -> 0; case 1 -> 1; case 2 -> 5000 + rnd.nextInt(3000); default -> 2 + rnd.nextInt(900); };
                    double[] a = data(rnd, nrow * 4, t % 4);
                    Matrix x = e.viewOfArray(a, null, ElementType.DOUBLE, nrow, 4);
                    // the same data in an engine store (off-heap): its selection is copied into blocks
                    Matrix copied = e.fromArray(a, nrow, 4);
                    int[] cols = SELECTIONS[t % SELECTIONS.length];
                    for (BinaryOp op : new BinaryOp[] {BinaryOp.ADD, BinaryOp.MUL, BinaryOp.MIN, BinaryOp.MAX}) {
                        for (CumColNode.Sums sums : CumColNode.Sums.values()) {
                            if (op != BinaryOp.ADD && sums != CumColNode.Sums.LONG_DOUBLE) continue;
                            Matrix want = e.cumCol(e.selectCols(copied, cols), op, sums);
                            Matrix got = e.cumCol(e.selectCols(x, cols), op, sums);
                            InPlaceReadsTest.assertSameBits(want, got, op + " " + sums + " of " + nrow + " rows, columns " + java.util.Arrays.toString(cols) + ", config " + java.util.Arrays.toString(cfg));
                            cases++;
                        }
                    }
                }
            }
        }
        assertTrue(cases > 500);
    }

    @Test
    void explainSaysTheSelectionIsReadInPlace() {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 10).memoryBudget(1L << 30).build())) {
            double[] a = data(new Random(7), 10_000 * 3, 1);
            Matrix x = e.viewOfArray(a, null, ElementType.DOUBLE, 10_000, 3);
            String plan = e.explainKernels(e.cumCol(e.selectCols(x, new int[] {1}), BinaryOp.ADD));
            assertTrue(plan.contains("select.cols(2): stored columns, read in place by the cumulative op"), plan);
            // an engine store (off-heap) is copied: the cumulative loops take Java arrays
            Matrix stored = e.fromArray(a, 10_000, 3);
            String copiedPlan = e.explainKernels(e.cumCol(e.selectCols(stored, new int[] {1}), BinaryOp.ADD));
            assertFalse(copiedPlan.contains("read in place by the cumulative op"), copiedPlan);
        }
    }

    /** kind 0: whole numbers (exact local sums); 1: mixed magnitudes; 2: with NA/NaN/Inf; 3: near 1 (products). */
    private static double[] data(Random rnd, int n, int kind) {
        double[] a = new double[n];
        for (int k = 0; k < n; k++) {
            a[k] = switch (kind) {
                case 0 -> rnd.nextInt(2001) - 1000;
                case 1 -> (rnd.nextDouble() - 0.5) * Math.pow(10, rnd.nextInt(30) - 10);
                case 2 -> switch (rnd.nextInt(60)) {
                    case 0 -> NA.REAL;
                    case 1 -> Double.NaN;
                    case 2 -> Double.POSITIVE_INFINITY;
                    case 3 -> -Double.MAX_VALUE;
                    default -> rnd.nextGaussian();
                };
                default -> 0.9 + 0.2 * rnd.nextDouble();
            };
        }
        return a;
    }
}
