package flashr.engine.fn;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Differential: R's colSums, colMeans, rowSums, rowMeans, cumsum and cumprod where NA, NaN, -NaN,
 * the quiet NA (NA + 1) and infinities meet, in the engine (interpreting and generated kernels,
 * 1 to 3 threads, partitions and Pcache steps of a few rows, so that a column's NaNs fall in
 * different partitions whose partial sums merge; 0 and 1 rows, odd shapes, more than 32 columns;
 * arrays copied, viewed in place and read in place), against a reference written from the x87's
 * rules as GNU R on x86-64 meets them: each element is added (or multiplied) from memory to the
 * accumulator in order; a NaN accumulator stays unless the operand is a quiet NaN of larger
 * significand; R's NA in memory is signalling, so it loses to a NaN accumulator. Elements are
 * small whole numbers, so sums of numbers are exact and compared bit for bit; NaN results must
 * agree in NA versus NaN. apply's sum (agg.row/agg.col) keeps sum's rule: NA wins.
 */
class MarginNaNOrderTest {
    private static final int[] ROWS = {0, 1, 2, 3, 7, 8, 9, 17, 31, 33, 100, 257, 1000};
    private static final double MINUS_NAN = Double.longBitsToDouble(0xFFF8000000000000L);
    private static final double QUIET_NA = Double.longBitsToDouble(0x7FF80000000007A2L);

    @BeforeAll static void sumsInPlace() { System.setProperty("flashr.engine.sumsInPlace", "true"); }

    @AfterAll static void sumsCopied() { System.clearProperty("flashr.engine.sumsInPlace"); }

    @Test void interpretingKernels() { check(false); }

    @Test void generatedKernels() { check(true); }

    private static void check(boolean compiled) {
        int checked = 0;
        for (int[] cfg : new int[][] {{1, 8, 1 << 12}, {2, 16, 1 << 12}, {3, 8, 256}, {2, 1 << 14, 1 << 16}}) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                    .chunkBytes(1 << 16).memoryBudget(1L << 30).compiledKernels(compiled).oneStepInterpreted(!compiled).build())) {
                for (int round = 0; round < 30; round++) checked += round(e, 20261205L + 7919L * round + cfg[1] + cfg[0]);
            }
        }
        assertTrue(checked > 10000, "elements checked: " + checked);
    }

    private static int round(Engine e, long seed) {
        Random rnd = new Random(seed);
        int n = ROWS[rnd.nextInt(ROWS.length)], p = rnd.nextInt(8) == 0 ? 33 + rnd.nextInt(8) : 1 + rnd.nextInt(5);
        double[] x = values(rnd, n * p);
        // x + 0 and x * 1 in R make a signalling NA quiet (NA + 1 is such a quiet NA)
        double[] once = new double[x.length];
        for (int k = 0; k < x.length; k++) once[k] = x[k] != x[k] ? quiet(x[k]) : x[k];
        Matrix m = switch (rnd.nextInt(3)) {
            case 0 -> e.fromArray(x, n, p);
            case 1 -> e.viewOfArray(x, null, ElementType.DOUBLE, n, p);
            default -> {
                // a matrix the engine computed and holds (x + 0)
                Matrix c = e.mapply(e.fromArray(x, n, p), 0.0, BinaryOp.ADD);
                e.materialize(c);
                x = once;
                yield c;
            }
        };
        Matrix times1 = e.mapply(m, 1.0, BinaryOp.MUL);
        List<Matrix> got = new ArrayList<>();
        List<double[]> want = new ArrayList<>();
        List<String> what = new ArrayList<>();
        add(got, want, what, e.colSums(m), margins(x, n, p, true, false, false), "colSums");
        add(got, want, what, e.colMeans(m), margins(x, n, p, true, true, false), "colMeans");
        add(got, want, what, e.rowSums(m), margins(x, n, p, false, false, false), "rowSums");
        if (p > 0) add(got, want, what, e.rowMeans(m), margins(x, n, p, false, true, false), "rowMeans");
        add(got, want, what, e.colSums(times1), margins(once, n, p, true, false, false), "colSums(x * 1)");
        add(got, want, what, e.rowSums(times1), margins(once, n, p, false, false, false), "rowSums(x * 1)");
        add(got, want, what, e.rowSums(m.t()), margins(x, n, p, true, false, false), "rowSums(t(x))");
        add(got, want, what, e.colSums(times1.t()), margins(once, n, p, false, false, false), "colSums(t(x * 1))");
        add(got, want, what, e.aggCol(m, AggOp.SUM), margins(x, n, p, true, false, true), "apply(x, 2, sum)");
        add(got, want, what, e.aggRow(m, AggOp.SUM), margins(x, n, p, false, false, true), "apply(x, 1, sum)");
        // R's cumsum and cumprod run over the matrix as one vector (a wide matrix's columns are the
        // engine's rows: cum.row, no R function)
        add(got, want, what, e.cumCol(e.fromArray(x, (long) n * p, 1), BinaryOp.ADD), running(x, n * p, 1, false), "cumsum");
        // cumprod of -1, 0 and 1 (and the NaNs, infinities): no product leaves the double range
        double[] signs = new double[x.length];
        for (int k = 0; k < x.length; k++) signs[k] = Double.isFinite(x[k]) ? Math.signum(x[k]) : x[k];
        add(got, want, what, e.cumCol(e.fromArray(signs, (long) n * p, 1), BinaryOp.MUL), running(signs, n * p, 1, true), "cumprod");
        e.materialize(got.toArray(Matrix[]::new));
        double[] data = x;
        int count = 0;
        for (int t = 0; t < got.size(); t++) {
            double[] g = got.get(t).toDoubleArray(), w = want.get(t);
            assertEquals(w.length, g.length, what.get(t));
            for (int k = 0; k < w.length; k++) {
                final int t0 = t, k0 = k;
                final double[] in = data;
                java.util.function.Supplier<String> where = () -> what.get(t0) + ", seed " + seed + ", element " + k0 + " of " + n + " x " + p
                        + ": want " + Long.toHexString(Double.doubleToRawLongBits(w[k0])) + ", got " + Long.toHexString(Double.doubleToRawLongBits(g[k0]))
                        + slotOf(in, n, p, what.get(t0), k0);
                if (Double.isNaN(w[k])) {
                    assertTrue(Double.isNaN(g[k]), where);
                    assertEquals(NA.isNA(w[k]), NA.isNA(g[k]), where);
                } else {
                    assertEquals(Double.doubleToRawLongBits(w[k]), Double.doubleToRawLongBits(g[k]), where);
                }
                count++;
            }
        }
        return count;
    }

    /** The elements of the row or column a margin's result k came from (for a failure's message). */
    private static String slotOf(double[] x, int n, int p, String what, int k) {
        if (!what.contains("Sums") && !what.contains("Means")) return "";
        boolean row = what.startsWith("row") != what.contains("t(");
        StringBuilder b = new StringBuilder(" from");
        for (int i = 0; i < (row ? p : n); i++) b.append(' ').append(Long.toHexString(Double.doubleToRawLongBits(row ? x[i * n + k] : x[k * n + i])));
        return b.toString();
    }

    private static void add(List<Matrix> got, List<double[]> want, List<String> what, Matrix g, double[] w, String label) {
        got.add(g);
        want.add(w);
        what.add(label);
    }

    /** Column (or row) sums or means of x (n x p, column-major), each in order by the x87's rule, or by sum's (loaded: NA wins). */
    private static double[] margins(double[] x, int n, int p, boolean columns, boolean mean, boolean loaded) {
        int slots = columns ? p : n, len = columns ? n : p;
        double[] out = new double[slots];
        for (int s = 0; s < slots; s++) {
            double acc = 0;
            for (int i = 0; i < len; i++) {
                double v = columns ? x[s * n + i] : x[i * n + s];
                acc = loaded ? loadedAdd(acc, v) : memoryOp(acc, v, acc + v);
            }
            // a mean: the long double sum (exact here) over the count, rounded as R's long double division
            out[s] = !mean ? acc : acc != acc ? acc / len : LongDouble.quotient(acc, 0, len);
        }
        return out;
    }

    /** cumsum or cumprod of each column. */
    private static double[] running(double[] x, int n, int p, boolean product) {
        double[] out = new double[n * p];
        for (int c = 0; c < p; c++) {
            double acc = product ? 1 : 0;
            for (int i = 0; i < n; i++) {
                double v = x[c * n + i];
                acc = memoryOp(acc, v, product ? acc * v : acc + v);
                out[c * n + i] = acc;
            }
        }
        return out;
    }

    /**
     * acc op x for an operand x from memory, r being the plain result: without NaNs, r (Inf - Inf
     * and 0 * Inf give NaN); a number accumulator takes a NaN operand (quieted); a NaN accumulator
     * stays, unless x is a quiet NaN whose significand is larger.
     */
    private static double memoryOp(double acc, double x, double r) {
        if (acc == acc) return x == x ? r : quiet(x);
        if (x == x) return acc;
        long xb = Double.doubleToRawLongBits(x), ab = Double.doubleToRawLongBits(acc);
        boolean signalling = (xb & 0x0008000000000000L) == 0;
        return !signalling && (xb & 0xFFFFFFFFFFFFFL) > (ab & 0xFFFFFFFFFFFFFL) ? x : acc;
    }

    /** sum's rule: every element loaded (quieted) first, then of NaNs the larger significand. */
    private static double loadedAdd(double acc, double x) {
        if (acc == acc && x == x) return acc + x;
        if (acc == acc) return quiet(x);
        if (x == x) return acc;
        return (Double.doubleToRawLongBits(quiet(x)) & 0xFFFFFFFFFFFFFL) > (Double.doubleToRawLongBits(acc) & 0xFFFFFFFFFFFFFL) ? quiet(x) : acc;
    }

    private static double quiet(double x) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(x) | 0x0008000000000000L);
    }

    /** Small whole numbers, with NA, NaN, -NaN, the quiet NA and infinities at random places (sometimes none). */
    private static double[] values(Random rnd, int len) {
        double[] a = new double[len];
        double rate = rnd.nextInt(4) == 0 ? 0 : rnd.nextDouble() * rnd.nextDouble();
        for (int i = 0; i < len; i++) {
            if (rnd.nextDouble() >= rate) { a[i] = rnd.nextInt(7) - 3; continue; }
            a[i] = switch (rnd.nextInt(7)) {
                case 0, 1 -> NA.REAL;
                case 2 -> Double.NaN;
                case 3 -> MINUS_NAN;
                case 4 -> QUIET_NA;
                default -> rnd.nextBoolean() ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
            };
        }
        return a;
    }
}
