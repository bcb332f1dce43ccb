package flashr.engine.fn;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.DoubleBinaryOperator;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Differential: R's + - * / of doubles with NA, NaN, -NaN, Inf, -0 at random places, in the
 * interpreting kernel and in generated kernels (vector bodies and scalar tails), over 0 to 1000
 * rows and 1 to 4 columns in small partitions, against a naive reference written from GNU R's
 * rules: of two NaN operands the first one's payload, made quiet (NA + NaN is NA, NaN + NA is
 * NaN); a scalar's + and * keep the vector's (NaN + NA is NA); a NaN operand with a number keeps
 * its payload. Results must agree in NA versus NaN (the low word 1954) and, for numbers, in every
 * bit; chains of two ops check that fused regions keep the order too.
 */
class NaNOrderTest {
    private static final int[] ROWS = {0, 1, 2, 3, 7, 8, 9, 17, 31, 100, 257, 1000};
    private static final BinaryOp[] OPS = {BinaryOp.ADD, BinaryOp.SUB, BinaryOp.MUL, BinaryOp.DIV};
    private static final double MINUS_NAN = Double.longBitsToDouble(0xFFF8000000000000L);

    @Test void interpretingKernels() {
        FirstNaNLoops.lanesNow(true);
        check(false);
    }

    /** The interpreting kernels' scalar loops, which take each op's first elements of a process. */
    @Test void interpretingKernelsScalarFirst() {
        FirstNaNLoops.lanesNow(false);
        check(false);
    }

    @Test void generatedKernels() {
        FirstNaNLoops.lanesNow(true);
        check(true);
    }

    private static void check(boolean compiled) {
        int checked = 0;
        for (int[] cfg : new int[][] {{1, 8}, {2, 16}, {2, 1 << 14}}) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(1 << 12)
                    .chunkBytes(1 << 16).memoryBudget(1L << 30).compiledKernels(compiled).oneStepInterpreted(!compiled).build())) {
                for (int round = 0; round < 40; round++) {
                    long seed = 20261204L + 7919L * round + cfg[1];
                    checked += round(e, seed);
                }
            }
        }
        assertTrue(checked > 1000, "elements checked: " + checked);
    }

    /** One random shape: every op with full operands, scalars either side, row vectors either side, and chains. */
    private static int round(Engine e, long seed) {
        Random rnd = new Random(seed);
        int n = ROWS[rnd.nextInt(ROWS.length)], p = 1 + rnd.nextInt(4);
        double[] x = values(rnd, n * p), y = values(rnd, n * p), z = values(rnd, n * p), v = values(rnd, n);
        double s = values(rnd, 1)[0];
        Matrix mx = e.fromArray(x, n, p), my = e.fromArray(y, n, p), mz = e.fromArray(z, n, p), mv = e.fromArray(v, n, 1);
        List<Matrix> got = new ArrayList<>();
        List<double[]> want = new ArrayList<>();
        for (BinaryOp op : OPS) {
            got.add(e.mapply(mx, my, op));
            want.add(map(x, y, n, p, (a, b) -> ref(op, a, b), false));
            got.add(e.mapply(mx, s, op));
            want.add(map(x, new double[] {s}, n, p, (a, b) -> ref(op, a, b), false));
            got.add(e.mapply(s, mx, op));
            // + and * with a scalar keep the vector's NaN, - and / the first operand's
            boolean commutes = op == BinaryOp.ADD || op == BinaryOp.MUL;
            want.add(map(x, new double[] {s}, n, p, (a, b) -> commutes ? ref(op, a, b) : ref(op, b, a), false));
            if (n > 0) {
                got.add(e.sweep(mx, 1, mv, op, false));
                want.add(map(x, v, n, p, (a, b) -> ref(op, a, b), true));
                got.add(e.sweep(mx, 1, mv, op, true));
                want.add(map(x, v, n, p, (a, b) -> ref(op, b, a), true));
            }
            BinaryOp op2 = OPS[rnd.nextInt(OPS.length)];
            got.add(e.mapply(e.mapply(mx, my, op), mz, op2));
            double[] first = map(x, y, n, p, (a, b) -> ref(op, a, b), false);
            want.add(map(first, z, n, p, (a, b) -> ref(op2, a, b), false));
            got.add(e.mapply(mz, e.mapply(e.mapply(my, s, op2), mx, op), op2));
            double[] inner = map(map(y, new double[] {s}, n, p, (a, b) -> ref(op2, a, b), false), x, n, p, (a, b) -> ref(op, a, b), false);
            want.add(map(z, inner, n, p, (a, b) -> ref(op2, a, b), false));
        }
        e.materialize(got.toArray(Matrix[]::new));
        int count = 0;
        for (int t = 0; t < got.size(); t++) {
            double[] g = got.get(t).toDoubleArray(), w = want.get(t);
            assertEquals(w.length, g.length);
            for (int k = 0; k < w.length; k++) {
                String where = "seed " + seed + " result " + t + " element " + k + " (" + n + " x " + p + "): want "
                        + Long.toHexString(Double.doubleToRawLongBits(w[k])) + ", got " + Long.toHexString(Double.doubleToRawLongBits(g[k]));
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

    /** R's x op y for doubles, written from its rules rather than from the engine's code. */
    static double ref(BinaryOp op, double a, double b) {
        if (Double.isNaN(a)) return quiet(a);
        if (Double.isNaN(b)) return quiet(b);
        return switch (op) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            default -> a / b;
        };
    }

    private static double quiet(double x) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(x) | 0x0008000000000000L);
    }

    /** f of x (n x p, column-major) with y: the same shape, one value, or a column of n (rowVector). */
    private static double[] map(double[] x, double[] y, int n, int p, DoubleBinaryOperator f, boolean rowVector) {
        double[] out = new double[n * p];
        for (int k = 0; k < out.length; k++) {
            double b = y.length == 1 && !rowVector ? y[0] : rowVector ? y[k % n] : y[k];
            out[k] = f.applyAsDouble(x[k], b);
        }
        return out;
    }

    /** Mostly numbers, with NA, NaN, -NaN, the quiet NA, infinities and signed zeros at random places. */
    private static double[] values(Random rnd, int len) {
        double[] a = new double[len];
        double rate = rnd.nextDouble();
        for (int i = 0; i < len; i++) {
            if (rnd.nextDouble() >= rate) { a[i] = rnd.nextGaussian() * 10; continue; }
            a[i] = switch (rnd.nextInt(7)) {
                case 0, 1 -> NA.REAL;
                case 2, 3 -> Double.NaN;
                case 4 -> MINUS_NAN;
                case 5 -> rnd.nextBoolean() ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
                default -> rnd.nextBoolean() ? 0.0 : -0.0;
            };
        }
        return a;
    }
}
