package flashr.engine;

import flashr.engine.codegen.CompiledKernels;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.exec.KernelFactory;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Ordered passes run again and again on several threads with small partitions, so that which
 * partitions run ahead changes from run to run: nested cum.col ops fed by element-wise ops, with
 * several roots and a row aggregation, compared bit for bit with the sequential reference (R's
 * cumsum of doubles in long double, as the heap's). Values include overflowing sums (1e308),
 * infinities, NA, NaN and non-integers, where reassociating a sum changes its result.
 * {@code -Dflashr.cumstress.rounds=N} runs more rounds.
 */
class CumulativeStressTest {
    private static final int ROUNDS = Integer.getInteger("flashr.cumstress.rounds", 3);
    private static final double[] SPECIAL = {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            1e308, -1e308, 1e17, -1e17, 2147483647.5, -2147483648.0, 0.1, -0.0};
    private static final BinaryOp[] CUM_OPS = {BinaryOp.ADD, BinaryOp.MIN, BinaryOp.MAX, BinaryOp.MUL};

    /** A DAG's engine roots and their reference values. */
    private record Dag(List<Matrix> roots, List<Ref> want, List<Matrix> sums, String what) { }

    @Test void nestedCumulativeOpsMatchTheSequentialReferenceWhateverRunsAhead() {
        long ahead = 0;
        int checked = 0;
        // threads, partition rows, Pcache bytes, pending slots
        int[][] configs = {{2, 32, 4096, 8}, {2, 8, 48, 2}, {3, 16, 200, 4}, {4, 8, 24, 8}, {4, 32, 96, 1}};
        for (int[] cfg : configs) {
            for (boolean compiled : new boolean[] {true, false}) {
                EngineConfig config = EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(cfg[2]).maxPending(cfg[3])
                        .chunkBytes(1 << 16).memoryBudget(1L << 30).kernels(compiled ? CompiledKernels.factory() : KernelFactory.INTERPRETING).build();
                try (Engine e = new Engine(config)) {
                    Random rnd = new Random(cfg[0] * 1000L + cfg[1] * 10L + cfg[3] + (compiled ? 7 : 0));
                    for (int dag = 0; dag < 6 * ROUNDS; dag++) {
                        long seed = rnd.nextLong();
                        // the failing shape first, then random variants of it
                        for (int run = 0; run < 4; run++) {
                            Dag d = dag == 0 ? failingShape(e, new Random(seed)) : variant(e, new Random(seed));
                            e.materialize(d.roots().toArray(Matrix[]::new));
                            ahead += e.lastPassStats().partitionsRunAhead();
                            for (int t = 0; t < d.roots().size(); t++) {
                                same(d.want().get(t), d.roots().get(t), d.sums().contains(d.roots().get(t)), d.what() + " root " + t + " run " + run + " config " + java.util.Arrays.toString(cfg) + (compiled ? " compiled" : ""));
                                checked++;
                            }
                        }
                    }
                }
            }
        }
        System.out.println("cumulative stress: " + checked + " matrices checked, " + ahead + " partitions ran ahead");
        assertTrue(ahead > 0, "partitions ran ahead of their turn");
    }

    /**
     * The DAG of a failure seen once: cumsum(as.double(floor(s - x))) compared with runif, its
     * cumprod, and a row max of the comparison.
     */
    private static Dag failingShape(Engine e, Random rnd) {
        int n = 1000, nc = 3;
        Ref x = doubles(rnd, n, nc);
        Ref s = new Ref(ElementType.INTEGER, 1, 1);
        s.i[0] = rnd.nextInt(21) - 10;
        Matrix u = e.runif(n, nc, -3, 3, rnd.nextLong());
        Ref ru = toRef(u, e);
        Matrix sub = e.mapply(matrix(e, s), matrix(e, x), BinaryOp.SUB);
        Ref rsub = Ref.mapply(s, x, BinaryOp.SUB);
        Matrix c1 = e.cumCol(e.sapply(e.sapply(sub, UnaryOp.FLOOR), UnaryOp.AS_DOUBLE), BinaryOp.ADD);
        Ref rc1 = rsub.sapply(UnaryOp.FLOOR).sapply(UnaryOp.AS_DOUBLE).cumCol(BinaryOp.ADD);
        Matrix le = e.mapply(c1, u, BinaryOp.LE);
        Ref rle = Ref.mapply(rc1, ru, BinaryOp.LE);
        Matrix c2 = e.cumCol(c1, BinaryOp.MUL);
        Ref rc2 = rc1.cumCol(BinaryOp.MUL);
        Ref two = scalarRef(2.0);
        Matrix rm = e.aggRow(e.mapply(le, matrix(e, two), BinaryOp.MUL), AggOp.MAX);
        Ref rrm = Ref.mapply(rle, two, BinaryOp.MUL).aggRow(AggOp.MAX);
        return new Dag(List.of(le, c2, rm, c1), List.of(rle, rc2, rrm, rc1), List.of(c1), "cumsum(floor(s - x)) <= runif");
    }

    /** cum(op2)(f(cum(op1)(x))) with an element-wise op between and after, a row aggregation, several roots. */
    private static Dag variant(Engine e, Random rnd) {
        int n = 50 + rnd.nextInt(1500), nc = 1 + rnd.nextInt(4);
        ElementType t = rnd.nextInt(3) == 0 ? ElementType.INTEGER : ElementType.DOUBLE;
        Ref x = t == ElementType.DOUBLE ? doubles(rnd, n, nc) : integers(rnd, n, nc);
        Matrix mx = matrix(e, x);
        BinaryOp op1 = CUM_OPS[rnd.nextInt(CUM_OPS.length)], op2 = CUM_OPS[rnd.nextInt(CUM_OPS.length)];
        UnaryOp between = new UnaryOp[] {UnaryOp.ABS, UnaryOp.FLOOR, UnaryOp.NEG}[rnd.nextInt(3)];
        Matrix c1 = e.cumCol(mx, op1);
        Ref rc1 = x.cumCol(op1);
        Matrix f = e.sapply(c1, between);
        Ref rf = rc1.sapply(between);
        Matrix c2 = e.cumCol(f, op2);
        Ref rc2 = rf.cumCol(op2);
        List<Matrix> roots = new ArrayList<>(List.of(c1, c2));
        List<Ref> want = new ArrayList<>(List.of(rc1, rc2));
        // a second first-level cum on another subtree, and a comparison of the two levels
        Matrix c3 = e.cumCol(e.mapply(mx, matrix(e, scalarRef(0.5)), BinaryOp.MUL), BinaryOp.ADD);
        Ref rc3 = Ref.mapply(x, scalarRef(0.5), BinaryOp.MUL).cumCol(BinaryOp.ADD);
        Matrix cmp = e.mapply(c2, c3, BinaryOp.LT);
        Ref rcmp = Ref.mapply(rc2, rc3, BinaryOp.LT);
        roots.add(cmp);
        want.add(rcmp);
        if (rnd.nextBoolean()) { roots.add(e.aggRow(c3, AggOp.MAX)); want.add(rc3.aggRow(AggOp.MAX)); }
        if (rnd.nextBoolean()) { roots.add(c3); want.add(rc3); }
        List<Matrix> sums = new ArrayList<>(List.of(c3));
        if (op1 == BinaryOp.ADD && t == ElementType.DOUBLE) sums.add(c1);
        return new Dag(roots, want, sums, "cum(" + op2 + ")(" + between + "(cum(" + op1 + ")(x " + t + " " + n + "x" + nc + ")))");
    }

    private static Ref doubles(Random rnd, int n, int nc) {
        Ref r = new Ref(ElementType.DOUBLE, n, nc);
        for (int k = 0; k < r.n(); k++) {
            int kind = rnd.nextInt(10);
            r.d[k] = kind == 0 ? SPECIAL[rnd.nextInt(SPECIAL.length)] : kind < 4 ? rnd.nextDouble() * 10 - 5 : (rnd.nextInt(41) - 20) / 4.0;
        }
        return r;
    }

    private static Ref integers(Random rnd, int n, int nc) {
        int[] special = {NA.INT, Integer.MAX_VALUE, Integer.MIN_VALUE + 1, 46341, -46341};
        Ref r = new Ref(ElementType.INTEGER, n, nc);
        for (int k = 0; k < r.n(); k++) r.i[k] = rnd.nextInt(40) == 0 ? special[rnd.nextInt(special.length)] : rnd.nextInt(21) - 10;
        return r;
    }

    private static Ref scalarRef(double v) {
        Ref r = new Ref(ElementType.DOUBLE, 1, 1);
        r.d[0] = v;
        return r;
    }

    private static Matrix matrix(Engine e, Ref r) {
        return r.d != null ? e.fromArray(r.d.clone(), r.nrow, r.ncol) : e.fromArray(r.i.clone(), r.type, r.nrow, r.ncol);
    }

    private static Ref toRef(Matrix m, Engine e) {
        Ref r = new Ref(m.type(), (int) m.nrow(), (int) m.ncol());
        System.arraycopy(m.toDoubleArray(), 0, r.d, 0, r.n());
        return r;
    }

    /** Bit for bit; NaN as NaN (a NaN's payload from a product is the hardware's), but a cumsum's NA or NaN class as R's. */
    private static void same(Ref want, Matrix got, boolean naClass, String where) {
        assertEquals(want.type, got.type(), where);
        if (want.d != null) {
            double[] g = got.toDoubleArray();
            for (int k = 0; k < g.length; k++) {
                if (Double.isNaN(want.d[k]) && Double.isNaN(g[k])) {
                    if (naClass) assertEquals(NA.isNA(want.d[k]), NA.isNA(g[k]), "NA or NaN at " + k + ", " + where);
                    continue;
                }
                assertEquals(Double.doubleToRawLongBits(want.d[k]), Double.doubleToRawLongBits(g[k]), "element " + k + ": " + want.d[k] + " vs " + g[k] + ", " + where);
            }
        } else {
            assertArrayEquals(want.i, got.toIntArray(), where);
        }
    }
}
