package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.LongDouble;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The engine's sums of doubles against R's order summed with the scalar long double step:
 * sum (agg), colSums (agg.col), rowSums (agg.row, interpreted and fused) and mean, on random
 * data, cancellation, values near overflow, NA/NaN/Inf and 0- or 1-row shapes. Row sums and
 * runs of one partition shorter than the vector threshold must match bit for bit; long runs
 * and merged partitions to within the long double's rounding.
 */
class LongDoubleSumsTest {
    private static final double[][] FIXED = {
        {1e20, 1, -1e20}, {0.1, 0.2, 0.3}, {1e16, 1, 1}, {1e308, 1e308, -1e308},
        {1, Double.NaN, NA.REAL}, {NA.REAL, Double.NaN}, {Double.NaN, NA.REAL, 1},
        {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}, {Double.POSITIVE_INFINITY, 1, 2}, {},
    };

    @Test void fixedVectorsSumAsR() {
        try (Engine e = new Engine(EngineConfig.builder().threads(1).partitionRows(64).build())) {
            for (double[] x : FIXED) {
                double got = e.agg(e.vector(x), AggOp.SUM).toDoubleArray()[0];
                assertSame(reference(x, 0, x.length, 1), got, java.util.Arrays.toString(x));
                if (x.length > 0) {
                    LongDouble want = sum(x, 0, x.length, 1);
                    double mean = e.mean(e.vector(x)).toDoubleArray()[0];
                    assertSame(want.value() != want.value() ? want.value() : want.divide(x.length).value(), mean, "mean " + java.util.Arrays.toString(x));
                }
            }
        }
    }

    @Test void randomMatricesSumAsR() {
        Random rnd = new Random(20261130);
        int[][] configs = {{1, 4096}, {2, 8}, {2, 64}, {3, 1024}};
        for (int[] cf : configs) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cf[0]).partitionRows(cf[1]).build())) {
                for (int t = 0; t < 25; t++) {
                    int n = t < 3 ? t : 1 + rnd.nextInt(t % 2 == 0 ? 40 : 3000);
                    int p = 1 + rnd.nextInt(7);
                    double[] x = data(rnd, n * p, t);
                    check(e, x, n, p, cf[0] == 1 && n <= cf[1], "threads " + cf[0] + ", partition " + cf[1] + ", " + n + "x" + p + " kind " + t % 5);
                }
            }
        }
    }

    private static void check(Engine e, double[] x, int n, int p, boolean onePartition, String what) {
        Matrix m = e.fromArray(x, n, p);
        double total = e.agg(m, AggOp.SUM).toDoubleArray()[0];
        assertClose(reference(x, 0, x.length, 1), total, x, 0, x.length, 1, onePartition && x.length < 32, "sum, " + what);
        double[] cols = e.aggCol(m, AggOp.SUM).toDoubleArray();
        for (int c = 0; c < p; c++) assertClose(reference(x, c * n, n, 1), cols[c], x, c * n, n, 1, onePartition && n < 32, "colSums " + c + ", " + what);
        double[] colMeans = e.colMeans(m).toDoubleArray();
        for (int c = 0; c < p; c++) {
            assertClose(referenceMean(x, c * n, n, 1), colMeans[c], x, c * n, n, 1, onePartition && n < 32, "colMeans " + c + ", " + what);
        }
        double[] keptColMeans = e.colMeans(m, true).toDoubleArray();
        for (int c = 0; c < p; c++) {
            assertClose(keptMean(x, c * n, n, 1), keptColMeans[c], x, c * n, n, 1, onePartition && n < 32, "colMeans(na.rm) " + c + ", " + what);
        }
        if (x.length > 0) {
            double keptMean = e.mean(m, true).toDoubleArray()[0];
            assertClose(keptMean(x, 0, x.length, 1), keptMean, x, 0, x.length, 1, onePartition && x.length < 32, "mean(na.rm), " + what);
        }
        checkRows(e, m, x, n, p, what);
    }

    /** Row sums and means (with and without na.rm) bit for bit: each row adds its columns in R's order. */
    private static void checkRows(Engine e, Matrix m, double[] x, int n, int p, String what) {
        double[] keptRowMeans = e.rowMeans(m, true).toDoubleArray();
        for (int r = 0; r < n; r++) assertSame(keptMean(x, r, p, n), keptRowMeans[r], "rowMeans(na.rm) " + r + ", " + what);
        double[] rows = e.aggRow(m, AggOp.SUM).toDoubleArray();
        double[] fused = e.aggRow(e.mapply(m, 1.0, BinaryOp.MUL), AggOp.SUM).toDoubleArray();
        double[] rowMeans = e.rowMeans(m).toDoubleArray();
        for (int r = 0; r < n; r++) {
            double want = reference(x, r, p, n);
            assertSame(want, rows[r], "rowSums " + r + ", " + what);
            assertSame(want, fused[r], "fused rowSums " + r + ", " + what);
            if (p > 0) assertSame(referenceMean(x, r, p, n), rowMeans[r], "rowMeans " + r + ", " + what);
        }
    }

    @Test void wideRowMeansAsR() {
        Random rnd = new Random(7);
        for (int[] cf : new int[][] {{1, 4096}, {2, 8}, {2, 64}}) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cf[0]).partitionRows(cf[1]).build())) {
                for (int t = 0; t < 10; t++) {
                    int n = 1 + rnd.nextInt(200), p = 33 + rnd.nextInt(80);
                    double[] x = data(rnd, n * p, t);
                    checkRows(e, e.fromArray(x, n, p), x, n, p, "wide, threads " + cf[0] + ", partition " + cf[1] + ", " + n + "x" + p + " kind " + t % 5);
                }
            }
        }
    }

    /** Kinds: gaussian, cancelling magnitudes, tenths, near overflow, with NA/NaN/Inf. */
    private static double[] data(Random rnd, int len, int t) {
        double[] x = new double[len];
        for (int i = 0; i < len; i++) {
            x[i] = switch (t % 5) {
                case 0 -> rnd.nextGaussian();
                case 1 -> (rnd.nextBoolean() ? 1e20 : -1e20) * rnd.nextInt(3) + rnd.nextGaussian();
                case 2 -> 0.1 * (1 + rnd.nextInt(9));
                case 3 -> rnd.nextDouble() * 1e307;
                default -> switch (rnd.nextInt(40)) {
                    case 0 -> Double.NaN;
                    case 1 -> NA.REAL;
                    case 2 -> Double.POSITIVE_INFINITY;
                    default -> rnd.nextGaussian() * 1e5;
                };
            };
        }
        return x;
    }

    private static LongDouble sum(double[] x, int off, int n, int step) {
        LongDouble acc = new LongDouble();
        for (int k = 0; k < n; k++) add(acc, x[off + k * step]);
        return acc;
    }

    /**
     * acc += v as the engine's own sums add: a sum that passes 2^1024 stays an infinity of its
     * sign there, where the x87's long double (and LongDouble, FiniteMeanTest) brings it back;
     * the library recomputes such sums on the heap (EngineMath.doubleSum, EngineMatrix.beyondRange).
     */
    private static void add(LongDouble acc, double v) {
        acc.add(v);
        if (acc.isWide()) acc.set(acc.hi(), 0);
    }

    /** The long double sum of those elements that are not NA or NaN, in order. */
    private static LongDouble keptSum(double[] x, int off, int n, int step) {
        LongDouble acc = new LongDouble();
        for (int k = 0; k < n; k++) if (x[off + k * step] == x[off + k * step]) add(acc, x[off + k * step]);
        return acc;
    }

    /** R's mean(x, na.rm = TRUE) (before its refinement), rowMeans and colMeans with na.rm: the kept sum over their count in long double. */
    private static double keptMean(double[] x, int off, int n, int step) {
        int count = 0;
        for (int k = 0; k < n; k++) if (x[off + k * step] == x[off + k * step]) count++;
        return keptSum(x, off, n, step).divide(count).value();
    }

    /** R's sum of x[off], x[off + step], ...: in order, in long double. */
    private static double reference(double[] x, int off, int n, int step) {
        return sum(x, off, n, step).value();
    }

    /**
     * R's colMeans/rowMeans of those elements: the long double sum divided in long double; of
     * NaNs, the one x87 adds from memory leave in order (X87NaNs: NaN then NA is NaN).
     */
    private static double referenceMean(double[] x, int off, int n, int step) {
        LongDouble acc = new LongDouble();
        double nan = 0;
        boolean hasNaN = false;
        for (int k = 0; k < n; k++) {
            double v = x[off + k * step];
            if (!hasNaN && v == v) add(acc, v);
            else if (v != v) { nan = flashr.engine.fn.X87NaNs.memoryAdd(hasNaN ? nan : acc.hi(), v); hasNaN = true; }
        }
        if (hasNaN) return nan / n;
        return acc.value() != acc.value() ? acc.value() : acc.divide(n).value();
    }

    private static void assertSame(double want, double got, String what) {
        if (want != want) {
            assertTrue(got != got, what + ": NaN expected, got " + got);
            assertEquals(NA.isNA(want), NA.isNA(got), what + ": NA or NaN");
        } else {
            assertEquals(Double.doubleToLongBits(want), Double.doubleToLongBits(got), what + ": " + want + " vs " + got);
        }
    }

    /** Bit for bit when exact, else within the long double roundings of n adds (and the final double's). */
    private static void assertClose(double want, double got, double[] x, int off, int n, int step, boolean exact, String what) {
        if (exact || !Double.isFinite(want)) { assertSame(want, got, what); return; }
        double magnitude = 0;
        for (int k = 0; k < n; k++) if (x[off + k * step] == x[off + k * step]) magnitude += Math.abs(x[off + k * step]);   // NA/NaN skipped (na.rm)
        assertEquals(want, got, Math.ulp(want) + 2 * n * magnitude * 0x1p-63, what);
    }
}
