package flashr.engine;

import flashr.engine.dag.CumColNode;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * cumsum of doubles with {@code flashr.cumsum = "parallel"} ({@link CumColNode.Sums#BLOCKED})
 * against a naive loop of its definition: a double running sum from each partition's first row
 * plus the output at the previous partition's last row, the first NA or NaN input filling the
 * rest of its column. Bit for bit over 0, 1 and odd row counts, sizes at and around partition
 * boundaries, NA/NaN/Inf and overflow, several partition sizes, threads and pending depths
 * (partitions run ahead or not), alone, feeding other nodes in the same pass, and nested.
 */
class BlockedCumsumTest {
    private static final int[][] CONFIGS = {{1, 8, 1}, {2, 16, 2}, {3, 64, 4}, {2, 1024, 2}, {1, 1 << 14, 1}};

    /** The definition, column by column of an n x nc column-major array. */
    static double[] reference(double[] a, int n, int nc, int partRows) {
        double[] out = new double[a.length];
        for (int c = 0; c < nc; c++) {
            double pre = 0, l = 0, stuckValue = 0;
            boolean stuck = false;
            for (int r = 0; r < n; r++) {
                if (r % partRows == 0) { l = 0; if (r > 0) pre = out[c * n + r - 1]; }
                double v = a[c * n + r];
                if (!stuck && v != v) { stuck = true; stuckValue = NA.isNA(v) ? NA.REAL : Double.NaN; }
                if (stuck) { out[c * n + r] = stuckValue; continue; }
                l += v;
                out[c * n + r] = pre + l;
            }
        }
        return out;
    }

    private static void assertSame(double[] want, double[] got, String what) {
        assertEquals(want.length, got.length, what);
        for (int k = 0; k < want.length; k++) {
            if (want[k] != want[k]) assertTrue(got[k] != got[k] && NA.isNA(got[k]) == NA.isNA(want[k]), what + " [" + k + "]: " + got[k]);
            else assertEquals(Double.doubleToLongBits(want[k]), Double.doubleToLongBits(got[k]), what + " [" + k + "]: " + want[k] + " vs " + got[k]);
        }
    }

    private static double[] randomColumn(Random rnd, int len) {
        double[] a = new double[len];
        boolean quantized = rnd.nextBoolean(), special = rnd.nextInt(3) > 0;
        for (int k = 0; k < len; k++) {
            // quantized data (runif's) also take R's exact integer path in the default mode
            a[k] = quantized ? Math.floor(rnd.nextDouble() * 2e6) / 1024 - 1000 : rnd.nextGaussian() * Math.pow(10, rnd.nextInt(30) - 10);
            if (special && rnd.nextInt(300) == 0) a[k] = switch (rnd.nextInt(7)) {
                case 0 -> NA.REAL; case 1 -> Double.NaN; case 2 -> Double.POSITIVE_INFINITY; case 3 -> Double.NEGATIVE_INFINITY;
                case 4 -> -0.0; case 5 -> -1e308; default -> 1e308;
            };
        }
        return a;
    }

    private static int rowCount(Random rnd, int round, int part) {
        return switch (round % 6) {
            case 0 -> 0;
            case 1 -> 1;
            case 2 -> part * (1 + rnd.nextInt(4));            // a partition boundary
            case 3 -> part * (1 + rnd.nextInt(4)) + (rnd.nextBoolean() ? 1 : -1);
            default -> 1 + rnd.nextInt(3 * part + 500);
        };
    }

    @Test void blockedSumsMatchTheirDefinition() {
        Random rnd = new Random(20261204L);
        for (int[] cfg : CONFIGS) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(48).maxPending(cfg[2]).build())) {
                for (int round = 0; round < 24; round++) {
                    int n = rowCount(rnd, round, Math.min(cfg[1], 2000)), nc = 1 + rnd.nextInt(3);
                    double[] a = new double[n * nc];
                    for (int c = 0; c < nc; c++) System.arraycopy(randomColumn(rnd, n), 0, a, c * n, n);
                    double[] got = e.cumCol(e.fromArray(a, n, nc), BinaryOp.ADD, CumColNode.Sums.BLOCKED).toDoubleArray();
                    assertSame(reference(a, n, nc, cfg[1]), got, "blocked cumsum of " + n + "x" + nc + " threads=" + cfg[0] + " part=" + cfg[1]);
                }
            }
        }
    }

    /**
     * In a pass with consumers (element-wise ops, a sink) and a nested cumsum (computed at the
     * turn, not ahead), and of a virtual input (computed ahead with the sum).
     */
    @Test void blockedSumsInLargerPassesMatchTheirDefinition() {
        Random rnd = new Random(4);
        for (int[] cfg : CONFIGS) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(48).maxPending(cfg[2]).build())) {
                for (int round = 0; round < 12; round++) {
                    int n = rowCount(rnd, round, Math.min(cfg[1], 2000));
                    double[] a = randomColumn(rnd, n);
                    Matrix x = e.fromArray(a, n, 1);
                    Matrix c = e.cumCol(e.mapply(x, 2.0, BinaryOp.MUL), BinaryOp.ADD, CumColNode.Sums.BLOCKED);
                    Matrix nested = e.cumCol(e.sapply(c, UnaryOp.ABS), BinaryOp.ADD, CumColNode.Sums.BLOCKED);
                    Matrix diff = e.mapply(c, x, BinaryOp.SUB);
                    Matrix top = e.agg(diff, AggOp.MAX);
                    e.materialize(c, nested, diff, top);
                    double[] twice = new double[n];
                    for (int r = 0; r < n; r++) twice[r] = a[r] * 2;
                    double[] wc = reference(twice, n, 1, cfg[1]);
                    String what = n + " rows, threads=" + cfg[0] + " part=" + cfg[1];
                    assertSame(wc, c.toDoubleArray(), "cumsum(2x) " + what);
                    double[] abs = new double[n], wd = new double[n];
                    double max = Double.NEGATIVE_INFINITY;
                    boolean nan = false;
                    for (int r = 0; r < n; r++) { abs[r] = Math.abs(wc[r]); wd[r] = wc[r] - a[r]; nan |= wd[r] != wd[r]; max = Math.max(max, wd[r]); }
                    assertSame(reference(abs, n, 1, cfg[1]), nested.toDoubleArray(), "nested cumsum " + what);
                    assertSame(wd, diff.toDoubleArray(), "cumsum(2x) - x " + what);
                    double gotMax = top.toDoubleArray()[0];
                    if (nan) assertTrue(gotMax != gotMax, "max " + what);
                    else assertEquals(max, gotMax, "max " + what);
                }
            }
        }
    }

    /**
     * The bits depend on the partition height only: the same with 1, 3 and 2 threads, whatever
     * ran ahead (which partitions do varies from run to run; a partition whose turn came first
     * takes its local results the same way).
     */
    @Test void blockedSumsDoNotDependOnScheduling() {
        Random rnd = new Random(7);
        double[] a = new double[20011];
        for (int k = 0; k < a.length; k++) a[k] = rnd.nextGaussian() * 1e6;
        double[] first = null;
        for (int threads : new int[] {1, 3, 2}) {
            try (Engine e = new Engine(EngineConfig.builder().threads(threads).partitionRows(256).pcacheBytes(4096).maxPending(4).build())) {
                double[] got = e.cumCol(e.fromArray(a, a.length, 1), BinaryOp.ADD, CumColNode.Sums.BLOCKED).toDoubleArray();
                if (first == null) first = got;
                else assertSame(first, got, threads + " threads");
            }
        }
        assertSame(reference(a, a.length, 1, 256), first, "definition");
    }
}
