package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.exec.Kernel;
import flashr.engine.exec.KernelFactory;
import flashr.engine.exec.PassPlan;
import flashr.engine.exec.PassState;
import flashr.engine.memory.MemStore;
import flashr.engine.type.Layout;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.List;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Cumulative ops in one ordered pass, with partitions computed ahead (local results combined with
 * the global prefix later) and deferred, against the reference, over many partitions and threads.
 */
class CumulativeTest {
    /**
     * cumsum in double arithmetic ({@code Engine.cumCol(x, ADD, true)}): against a plain double
     * loop where the first NA or NaN input fills the rest of its column, bit for bit, over 0, 1
     * and odd row counts, NA/NaN/Inf, several partition sizes and threads (partitions run ahead).
     */
    @Test void doubleCumsumsMatchAPlainDoubleLoop() {
        Random rnd = new Random(20261202L);
        for (int[] cfg : new int[][] {{1, 8}, {2, 16}, {3, 1024}}) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(48).maxPending(2).build())) {
                for (int round = 0; round < 30; round++) {
                    int n = switch (round % 5) { case 0 -> 0; case 1 -> 1; default -> 1 + rnd.nextInt(4000); }, nc = 1 + rnd.nextInt(3);
                    double[] a = new double[n * nc];
                    for (int k = 0; k < a.length; k++) {
                        a[k] = rnd.nextGaussian() * Math.pow(10, rnd.nextInt(30) - 10);
                        if (rnd.nextInt(400) == 0) a[k] = switch (rnd.nextInt(5)) {
                            case 0 -> NA.REAL; case 1 -> Double.NaN; case 2 -> Double.POSITIVE_INFINITY; case 3 -> Double.NEGATIVE_INFINITY; default -> 1e308;
                        };
                    }
                    double[] got = e.cumCol(e.fromArray(a, n, nc), BinaryOp.ADD, true).toDoubleArray();
                    for (int c = 0; c < nc; c++) {
                        double h = 0;
                        boolean stuck = false;
                        for (int r = 0; r < n; r++) {
                            double v = a[c * n + r];
                            // from the first NA or NaN on, R's NaN of adds from memory (X87NaNs)
                            if (v != v) { h = flashr.engine.fn.X87NaNs.memoryAdd(h, v); stuck = true; }
                            else if (!stuck) h += v;
                            double g = got[c * n + r];
                            String what = "double cumsum [" + r + "," + c + "] of " + n + "x" + nc + " threads=" + cfg[0] + " part=" + cfg[1];
                            if (h != h) assertTrue(g != g && NA.isNA(g) == NA.isNA(h), what + ": " + g);
                            else assertEquals(Double.doubleToLongBits(h), Double.doubleToLongBits(g), what + ": " + h + " vs " + g);
                        }
                    }
                }
            }
        }
    }

    @Test void cumulativePassesMatchReference() {
        long ahead = 0;
        for (int[] cfg : new int[][] {{3, 8, 1}, {2, 16, 2}, {3, 32, 4}, {1, 8, 1}}) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cfg[0]).partitionRows(cfg[1]).pcacheBytes(48).maxPending(cfg[2]).build())) {
                Random rnd = new Random(cfg[0] * 100 + cfg[1]);
                for (int round = 0; round < 40; round++) {
                    RandomDags g = new RandomDags(e, rnd.nextLong());
                    int n = 200 + rnd.nextInt(3000);
                    ElementType t = ElementType.values()[rnd.nextInt(3)];
                    RandomDags.Pair x = g.source(n, 1 + rnd.nextInt(3), t);
                    BinaryOp op = new BinaryOp[] {BinaryOp.ADD, BinaryOp.MIN, BinaryOp.MAX, BinaryOp.MUL}[rnd.nextInt(4)];
                    Matrix c = e.cumCol(x.m(), op);
                    Ref rc = x.r().cumCol(op);
                    // the cumulative output feeds element-wise ops and a sink in the same pass
                    Matrix y = e.mapply(c, x.m(), BinaryOp.SUB);
                    Ref ry = Ref.mapply(rc, x.r(), BinaryOp.SUB);
                    Matrix s = e.aggCol(e.sapply(y, UnaryOp.ABS), AggOp.MAX);
                    Ref rs = ry.sapply(UnaryOp.ABS).aggCol(AggOp.MAX);
                    // a nested cumulative op: computed at the turn from the prefix
                    Matrix c2 = e.cumCol(e.sapply(c, UnaryOp.ABS), BinaryOp.MAX);
                    Ref rc2 = rc.sapply(UnaryOp.ABS).cumCol(BinaryOp.MAX);
                    e.materialize(c, y, s, c2);
                    ahead += e.lastPassStats().partitionsRunAhead();
                    String what = "cum.col " + op + " on " + n + "x" + x.m().ncol() + " " + t + " threads=" + cfg[0] + " part=" + cfg[1];
                    DifferentialTest.compare(new RandomDags.Pair(c, rc, what));
                    DifferentialTest.compare(new RandomDags.Pair(y, ry, what + " then -"));
                    DifferentialTest.compare(new RandomDags.Pair(s, rs, what + " then colMax"));
                    DifferentialTest.compare(new RandomDags.Pair(c2, rc2, what + " then cummax(abs())"));
                }
            }
        }
        System.out.println("cumulative: " + ahead + " partitions ran ahead");
    }

    /**
     * Deterministic: partition 2 and 1 computed ahead by other kernels, completed after partition 0,
     * out of order; cumprod overflowing and underflowing across partitions (kept inputs scanned
     * from the prefix give exactly the sequential result) and a nested cumulative op.
     */
    @Test void localResultsCombineWithThePrefix() {
        try (Engine e = new Engine(EngineConfig.builder().threads(1).partitionRows(4).pcacheBytes(16).build())) {
            int[] v = {1, 2, 3, 4, 5, NA.INT, 7, 8, Integer.MAX_VALUE, 1, -5, 2};
            Matrix xi = e.vector(v, ElementType.INTEGER);
            Matrix xd = e.vector(1.5, -2, 3, 4, 0.25, Double.NaN, 7, 8, 9, 10, -11, 12);
            List<flashr.engine.dag.Node> roots = List.of(e.cumCol(xd, BinaryOp.ADD).node(), e.cumCol(xd, BinaryOp.MIN).node(),
                    e.cumCol(e.vector(new int[] {5, 3, 9, 1, 4, 0, -1, 7, 2, 2, 8, -3}, ElementType.INTEGER), BinaryOp.MAX).node(),
                    e.cumCol(xi, BinaryOp.ADD).node(), e.cumCol(e.vector(new int[] {Integer.MAX_VALUE, 1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0}, ElementType.INTEGER), BinaryOp.ADD).node(),
                    e.cumCol(e.vector(1e200, 1e200, 1e-300, 2, 1e-300, 1e-300, 1e300, 1e300, 3, Double.POSITIVE_INFINITY, 0, 5), BinaryOp.MUL).node(),
                    e.cumCol(e.vector(1e-200, 1e-200, 1e300, 1e-10, 1e300, 0.5, -3, 1e-300, 1e-300, 1e300, 1e300, 2), BinaryOp.MUL).node(),
                    e.cumCol(e.vector(new int[] {1000, 1000, 3, 1000, -1, 0, 5, NA.INT, 2, 2, 2, 2}, ElementType.INTEGER), BinaryOp.MUL).node(),
                    e.cumCol(e.sapply(e.cumCol(xd, BinaryOp.MAX), UnaryOp.ABS), BinaryOp.ADD).node());
            PassPlan plan = new PassPlan(roots, null, null, 4, 16);
            PassState shared = new PassState(plan);
            MemStore[] stores = new MemStore[roots.size()];
            for (int s = 0; s < stores.length; s++) stores[s] = new MemStore(e.memory(), 12, 1, roots.get(s).type, Layout.COL_MAJOR, 4);
            Kernel k0 = KernelFactory.INTERPRETING.create(plan, shared, stores);
            Kernel k1 = KernelFactory.INTERPRETING.create(plan, shared, stores);
            Kernel k2 = KernelFactory.INTERPRETING.create(plan, shared, stores);
            Object a2 = k2.prepareAhead(2);
            Object a1 = k1.prepareAhead(1);
            assertNotNull(a1);
            assertNotNull(a2);
            k0.runPartition(0, null);
            k1.runPartition(1, a1);
            k2.runPartition(2, a2);
            for (int s = 0; s < roots.size(); s++) {
                flashr.engine.dag.CumColNode c = (flashr.engine.dag.CumColNode) roots.get(s);
                Matrix in = e.wrap(c.in, false);
                Ref want = toRef(in).cumCol(c.op);
                if (c.type == ElementType.DOUBLE) {
                    double[] got = new double[12];
                    stores[s].read(0, 12, null, got, null);
                    for (int k = 0; k < 12; k++) DifferentialTest.assertClose(want.d[k], got[k], "root " + s + " row " + k);
                } else {
                    int[] got = new int[12];
                    stores[s].read(0, 12, null, null, got);
                    assertArrayEquals(want.i, got, "root " + s);
                }
                stores[s].free();
            }
        }
    }

    /**
     * R's cumsum of doubles bit for bit (the heap's long double steps, as the reference computes
     * them): inputs that make the running sum's error term take both of the scan's paths (an input
     * larger than the sum so far, and smaller), exact cancellation to zero, signed zeros, ties in
     * the 64th bit, subnormals, overflow to Inf and NA/NaN, over several partition sizes and threads.
     */
    @Test void doubleCumsumsAreTheHeapsLongDoubleSumsBitForBit() {
        Random rnd = new Random(20);
        for (int round = 0; round < 60; round++) {
            int n = round < 3 ? round : 1 + rnd.nextInt(5000);
            double[] x = new double[n];
            for (int k = 0; k < n; k++) {
                x[k] = switch (rnd.nextInt(12)) {
                    case 0 -> -0.0;
                    case 1 -> 0.0;
                    case 2 -> k > 0 ? -x[k - 1] : 1;                          // cancels the last input
                    case 3 -> Math.scalb(1.0, rnd.nextInt(100) - 50);          // powers of two: ties below the 64th bit
                    case 4 -> (rnd.nextDouble() - 0.5) * Math.scalb(1.0, rnd.nextInt(200) - 100);
                    case 5 -> Double.MIN_VALUE * rnd.nextInt(1000);            // subnormal
                    case 6 -> rnd.nextInt(200) == 0 ? (rnd.nextBoolean() ? NA.REAL : Double.NaN) : 1e308 * (rnd.nextBoolean() ? 1 : -1);
                    default -> rnd.nextDouble() * 2 - 1;
                };
            }
            int threads = 1 + round % 3, part = 8 << (round % 4);
            try (Engine e = new Engine(EngineConfig.builder().threads(threads).partitionRows(part).build())) {
                Ref in = new Ref(ElementType.DOUBLE, n, 1);
                System.arraycopy(x, 0, in.d, 0, n);
                double[] want = in.cumCol(BinaryOp.ADD).d;
                double[] got = e.cumCol(e.fromArray(x, n, 1), BinaryOp.ADD).toDoubleArray();
                for (int k = 0; k < n; k++) {
                    boolean same = Double.isNaN(want[k]) ? Double.isNaN(got[k]) && NA.isNA(want[k]) == NA.isNA(got[k])
                            : Double.doubleToRawLongBits(want[k]) == Double.doubleToRawLongBits(got[k]);
                    assertTrue(same, "round " + round + " row " + k + ": want " + want[k] + " got " + got[k]);
                }
            }
        }
    }

    /**
     * Inputs on which R's long double sum rounds at no step (multiples of one power of two, as
     * runif's and whole numbers) take the integer running sum: bit for bit the heap's steps still,
     * with sums past 2^53 (outputs rounded, ties to even), past 2^61 units and 2^64 units (the
     * long double rounds: the emulated step takes over), a stray non-multiple, NA/NaN/Inf, zeros
     * and the least normal quantum, over several partition sizes and threads.
     */
    @Test void quantizedCumsumsAreTheHeapsLongDoubleSumsBitForBit() {
        Random rnd = new Random(21);
        for (int round = 0; round < 80; round++) {
            int n = round < 3 ? round : 1 + rnd.nextInt(round % 5 == 0 ? 40000 : 3000);
            int kind = round % 6;
            double[] x = new double[n];
            for (int k = 0; k < n; k++) {
                x[k] = switch (kind) {
                    case 0 -> (rnd.nextInt() & 0xFFFFFFFFL) * 0x1p-31 - 1;                // runif(-1, 1)
                    case 1 -> (double) (rnd.nextLong() >> (2 + rnd.nextInt(12)));          // sums past 2^53, 2^61, 2^64
                    case 2 -> Math.scalb((double) (rnd.nextInt(1 << 20) - (1 << 19)), -1000 - rnd.nextInt(30));  // quanta near the least normal
                    case 3 -> rnd.nextInt(1000) == 0 ? 0.1 : rnd.nextInt(100) - 50.0;      // a stray non-multiple now and then
                    case 4 -> switch (rnd.nextInt(400)) {
                        case 0 -> NA.REAL; case 1 -> Double.NaN; case 2 -> Double.POSITIVE_INFINITY;
                        default -> rnd.nextInt(8) == 0 ? -0.0 : rnd.nextInt(7) * 0.25;
                    };
                    default -> (k / 700) % 2 == 0 ? rnd.nextInt(1 << 30) * 0x1p-40 : rnd.nextDouble() - 0.5;  // alternating stretches
                };
            }
            int threads = 1 + round % 3, part = round % 4 == 3 ? 16384 : 8 << (round % 7);
            try (Engine e = new Engine(EngineConfig.builder().threads(threads).partitionRows(part).build())) {
                Ref in = new Ref(ElementType.DOUBLE, n, 1);
                System.arraycopy(x, 0, in.d, 0, n);
                double[] want = in.cumCol(BinaryOp.ADD).d;
                double[] got = e.cumCol(e.fromArray(x, n, 1), BinaryOp.ADD).toDoubleArray();
                for (int k = 0; k < n; k++) {
                    boolean same = Double.isNaN(want[k]) ? Double.isNaN(got[k]) && NA.isNA(want[k]) == NA.isNA(got[k])
                            : Double.doubleToRawLongBits(want[k]) == Double.doubleToRawLongBits(got[k]);
                    assertTrue(same, "round " + round + " kind " + kind + " row " + k + ": want " + want[k] + " got " + got[k]);
                }
            }
        }
    }

    private static Ref toRef(Matrix m) {
        Ref r = new Ref(m.type(), (int) m.nrow(), (int) m.ncol());
        if (r.d != null) System.arraycopy(m.toDoubleArray(), 0, r.d, 0, r.n()); else System.arraycopy(m.toIntArray(), 0, r.i, 0, r.n());
        return r;
    }
}
