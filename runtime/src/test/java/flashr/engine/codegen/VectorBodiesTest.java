package flashr.engine.codegen;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Differential: random chains of double arithmetic (+ - * / euclidean with full operands, row
 * vectors, scalars on either side and per-column values; unary minus, abs, sqrt), which generated
 * code runs as vector loops with a scalar tail, against the interpreting kernel: the same bits
 * (NaN compared as NaN, NA kept apart from NaN where only one of them meets the chain; -0 kept),
 * with 0 to 1000 rows, under several thread counts, partition and Pcache sizes.
 */
class VectorBodiesTest {
    private static final int[][] CONFIGS = {{1, 8, 8}, {2, 16, 200}, {3, 64, 1024}, {2, 1 << 14, 1 << 15}};
    private static final int[] ROWS = {0, 1, 3, 7, 8, 9, 31, 100, 257, 1000};
    private static final BinaryOp[] BINARY = {BinaryOp.ADD, BinaryOp.SUB, BinaryOp.MUL, BinaryOp.DIV, BinaryOp.EUCLIDEAN};
    private static final UnaryOp[] UNARY = {UnaryOp.NEG, UnaryOp.ABS, UnaryOp.SQRT};

    @Test void vectorLoopsGiveTheScalarBits() {
        long before = RegionCompiler.VECTOR_BODIES.get();
        int checked = 0;
        for (int[] cfg : CONFIGS) {
            try (Engine compiled = engine(cfg, true); Engine interpreting = engine(cfg, false)) {
                for (int dag = 0; dag < 60; dag++) {
                    long seed = 20261201L + dag * 104729L + cfg[1];
                    boolean oneNaN = dag % 3 == 0;   // then only NA or only NaN: which one comes out is specified
                    List<Matrix> got = chains(compiled, seed, oneNaN), want = chains(interpreting, seed, oneNaN);
                    compiled.materialize(got.toArray(Matrix[]::new));
                    interpreting.materialize(want.toArray(Matrix[]::new));
                    for (int t = 0; t < got.size(); t++) {
                        double[] w = want.get(t).toDoubleArray(), g = got.get(t).toDoubleArray();
                        assertEquals(w.length, g.length);
                        for (int k = 0; k < w.length; k++) {
                            String where = "seed " + seed + " target " + t + " element " + k + ": " + w[k] + " vs " + g[k];
                            if (Double.isNaN(w[k])) {
                                assertTrue(Double.isNaN(g[k]), where);
                                if (oneNaN) assertEquals(NA.isNA(w[k]), NA.isNA(g[k]), where);
                            } else {
                                assertEquals(Double.doubleToLongBits(w[k]), Double.doubleToLongBits(g[k]), where);
                            }
                        }
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked >= 480);
        assertTrue(RegionCompiler.VECTOR_BODIES.get() > before || CompiledKernels.compiledShapes() > 0, "chains were generated");
    }

    /**
     * Integer and logical operands read as doubles (`x * 2 - y` with y logical, as the logistic
     * gradient's residual): converted in lanes, R's NA where the int is NA, the scalar body's bits.
     */
    @Test void integerOperandsConvertInLanes() {
        long before = RegionCompiler.VECTOR_BODIES.get();
        int checked = 0;
        for (int[] cfg : CONFIGS) {
            try (Engine compiled = engine(cfg, true); Engine interpreting = engine(cfg, false)) {
                for (int dag = 0; dag < 30; dag++) {
                    long seed = 20261204L + dag * 7919L + cfg[1];
                    boolean oneNaN = dag % 2 == 0;   // then NA only: an int's NA meets no other NaN
                    List<Matrix> got = intChains(compiled, seed, oneNaN), want = intChains(interpreting, seed, oneNaN);
                    compiled.materialize(got.toArray(Matrix[]::new));
                    interpreting.materialize(want.toArray(Matrix[]::new));
                    for (int t = 0; t < got.size(); t++) {
                        double[] w = want.get(t).toDoubleArray(), g = got.get(t).toDoubleArray();
                        assertEquals(w.length, g.length);
                        for (int k = 0; k < w.length; k++) {
                            String where = "seed " + seed + " target " + t + " element " + k + ": " + w[k] + " vs " + g[k];
                            // (a NaN's sign may follow the JIT's operand order of a commutative op)
                            if (!Double.isNaN(w[k])) assertEquals(Double.doubleToRawLongBits(w[k]), Double.doubleToRawLongBits(g[k]), where);
                            else assertTrue(Double.isNaN(g[k]) && (!oneNaN || NA.isNA(w[k]) == NA.isNA(g[k])), where);
                        }
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked >= 240);
        assertTrue(RegionCompiler.VECTOR_BODIES.get() > before || CompiledKernels.compiledShapes() > 0, "chains were generated");
    }

    /** Chains of a double matrix with integer and logical matrices and row vectors (NA among them). */
    private static List<Matrix> intChains(Engine e, long seed, boolean oneNaN) {
        Random rnd = new Random(seed);
        int n = ROWS[rnd.nextInt(ROWS.length)], p = 1 + rnd.nextInt(4);
        Matrix x = e.fromArray(values(rnd, n * p, NA.REAL, oneNaN), n, p);
        Matrix yi = e.fromArray(ints(rnd, n * p, false, oneNaN), flashr.engine.type.ElementType.INTEGER, n, p);
        Matrix yl = e.fromArray(ints(rnd, n * p, true, oneNaN), flashr.engine.type.ElementType.LOGICAL, n, p);
        Matrix rows = e.fromArray(ints(rnd, n, true, oneNaN), flashr.engine.type.ElementType.LOGICAL, n, 1);
        List<Matrix> out = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
            Matrix m = x;
            int len = 2 + rnd.nextInt(5);
            for (int s = 0; s < len; s++) {
                if (rnd.nextInt(4) == 0) { m = e.sapply(m, UNARY[rnd.nextInt(2)]); continue; }
                BinaryOp op = BINARY[rnd.nextInt(4)];
                Matrix y = rnd.nextBoolean() ? yi : yl;
                m = switch (rnd.nextInt(4)) {
                    case 0 -> e.mapply(m, y, op);
                    case 1 -> e.mapply(y, m, op);
                    case 2 -> e.sweep(m, 1, rows, op, rnd.nextBoolean());
                    default -> e.mapply(e.mapply(m, 0.5, BinaryOp.MUL), y, op);
                };
            }
            out.add(m);
        }
        return out;
    }

    /** Integers of both signs, or logicals (0/1), with NA among them; no zeros with NA only (0 * Inf would make a fresh NaN). */
    private static int[] ints(Random rnd, int n, boolean logical, boolean noZero) {
        int[] a = new int[n];
        for (int k = 0; k < n; k++) {
            a[k] = rnd.nextInt(15) == 0 ? NA.INT : logical ? rnd.nextInt(2) : rnd.nextInt(2001) - 1000;
            if (noZero && a[k] == 0) a[k] = 1;
            if (!logical && rnd.nextInt(50) == 0) a[k] = rnd.nextBoolean() ? Integer.MAX_VALUE : Integer.MIN_VALUE + 1;
        }
        return a;
    }

    private static Engine engine(int[] cfg, boolean compiled) {
        return new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2])
                .chunkBytes(1 << 16).memoryBudget(1L << 30).compiledKernels(compiled).build());
    }

    /** Two random chains over the same stored matrix (one with a second stored operand). */
    private static List<Matrix> chains(Engine e, long seed, boolean oneNaN) {
        Random rnd = new Random(seed);
        int n = ROWS[rnd.nextInt(ROWS.length)], p = 1 + rnd.nextInt(4);
        double special = oneNaN ? (rnd.nextBoolean() ? NA.REAL : Double.NaN) : 0;
        Matrix x = e.fromArray(values(rnd, n * p, special, oneNaN), n, p);
        Matrix y = e.fromArray(values(rnd, n * p, special, oneNaN), n, p);
        Matrix rows = e.fromArray(values(rnd, n, special, oneNaN), n, 1);
        Matrix cols = e.fromArray(values(rnd, p, special, oneNaN), p, 1);
        List<Matrix> out = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
            Matrix m = x;
            int len = 2 + rnd.nextInt(5);
            for (int s = 0; s < len; s++) {
                // with one kind of NaN, no op may make a fresh NaN (sqrt of a negative): then NA stays NA
                if (rnd.nextInt(3) == 0) { m = e.sapply(m, UNARY[rnd.nextInt(oneNaN ? 2 : UNARY.length)]); continue; }
                BinaryOp op = BINARY[rnd.nextInt(BINARY.length)];
                double v = rnd.nextInt(5) == 0 && !oneNaN ? -0.0 : 0.5 + rnd.nextDouble() * 3;
                m = switch (rnd.nextInt(6)) {
                    case 0 -> e.mapply(m, y, op);
                    case 1 -> e.mapply(y, m, op);
                    case 2 -> e.mapply(m, v, op);
                    case 3 -> e.mapply(v, m, op);
                    case 4 -> e.sweep(m, 1, rows, op, rnd.nextBoolean());
                    default -> e.sweep(m, 2, cols, op, rnd.nextBoolean());
                };
            }
            out.add(m);
        }
        out.add(e.aggCol(out.get(0), AggOp.MAX));
        return out;
    }

    /** With one kind of NaN: that NaN among finite values far from 0 and overflow (no fresh NaN can arise). */
    private static double[] values(Random rnd, int n, double special, boolean oneNaN) {
        double[] a = new double[n];
        for (int k = 0; k < n; k++) {
            if (oneNaN) { a[k] = rnd.nextInt(20) == 0 ? special : (rnd.nextBoolean() ? 1 : -1) * (0.5 + rnd.nextDouble() * 4); continue; }
            a[k] = switch (rnd.nextInt(20)) {
                case 0 -> rnd.nextBoolean() ? NA.REAL : Double.NaN;
                case 1 -> rnd.nextBoolean() ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
                case 2 -> rnd.nextBoolean() ? 0.0 : -0.0;
                case 3 -> rnd.nextGaussian() * 1e300;
                case 4 -> rnd.nextGaussian() * 1e-300;
                default -> rnd.nextGaussian() * 10;
            };
        }
        return a;
    }
}
