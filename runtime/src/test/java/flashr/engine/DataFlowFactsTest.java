package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * What the engine knows about a DAG without computing it, and what it does with that: proofs
 * that all elements are finite (checked against the computed values of random DAGs), pending
 * sinks joining a pass over their data, and virtual matrices kept once a second pass needs them.
 */
class DataFlowFactsTest {
    static Engine e;

    @BeforeAll static void start() {
        e = new Engine(EngineConfig.builder().threads(2).partitionRows(64).pcacheBytes(512).build());
    }

    @AfterAll static void stop() { e.close(); }

    /** Soundness: proved bounds hold and what is proved finite is finite, over random DAGs with NA, NaN and Inf in their data. */
    @Test void provedFiniteMatricesAreFinite() {
        int proved = 0, checked = 0;
        for (long seed = 0; seed < 400; seed++) {
            RandomDags g = new RandomDags(e, seed);
            Random rnd = new Random(seed);
            g.pool.add(g.randomSource());
            for (int k = 0; k < 6; k++) {
                try { g.step(); } catch (UnsupportedOperationException skip) { }
            }
            for (RandomDags.Pair p : g.pool) {
                if (p.m().isSink() || rnd.nextInt(2) == 0) continue;
                checked++;
                double[] bounds = e.provenBounds(p.m());
                if (bounds != null) {
                    // the engine's own values: a reference sum may differ from the engine's in the last bit
                    double[] values = p.m().type() == ElementType.DOUBLE ? p.m().toDoubleArray() : null;
                    for (int k = 0; k < p.r().n(); k++) {
                        double v = values != null ? values[k] : p.r().getD(k);
                        assertTrue(Double.isNaN(v) || v >= bounds[0] && v <= bounds[1], "seed " + seed + ": " + p.how() + " element " + k + " = " + v + " outside " + bounds[0] + ".." + bounds[1]);
                    }
                }
                if (!e.isProvablyFinite(p.m())) continue;
                proved++;
                Ref r = p.r();
                for (int k = 0; k < r.n(); k++) {
                    double v = r.getD(k);
                    assertTrue(Double.isFinite(v) && (r.i == null || r.i[k] != NA.INT), "seed " + seed + ": " + p.how() + " element " + k + " is " + v);
                }
            }
        }
        assertTrue(proved > checked / 10, "proofs found: " + proved + " of " + checked);
    }

    /** A k-means step: distances to small finite centers from finite data are finite; one NA or Inf spoils it. */
    @Test void distancesFromFiniteDataAreFinite() {
        int n = 10_000, p = 8;
        double[] x = new double[n * p];
        Random rnd = new Random(1);
        for (int k = 0; k < x.length; k++) x[k] = rnd.nextGaussian() * 1e3;
        double[] centers = new double[p * 5];
        for (int k = 0; k < centers.length; k++) centers[k] = rnd.nextGaussian();
        Matrix c = e.fromArray(centers, p, 5);
        Matrix v = e.vector(1, 2, 3, 4, 5);
        Matrix stored = byAPass(e.fromArray(x, n, p));
        long before = e.passCount();
        assertTrue(e.isProvablyFinite(distances(stored, c, v)));
        assertEquals(before + 1, e.passCount(), "the range of data a pass stored is found by one pass");
        assertTrue(e.isProvablyFinite(distances(stored, c, e.vector(0, 0, 0, 0, 1e6))));
        assertEquals(before + 1, e.passCount(), "and kept with the data");
        assertFalse(e.isProvablyFinite(e.mapply(distances(stored, c, v), 0.0, BinaryOp.DIV)));
        for (double bad : new double[] {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY}) {
            double[] y = x.clone();
            y[4321] = bad;
            assertFalse(e.isProvablyFinite(distances(e.fromArray(y, n, p), c, v)), "with " + bad);
        }
        centers[3] = Double.NaN;
        assertFalse(e.isProvablyFinite(distances(stored, e.fromArray(centers, p, 5), v)));
        assertFalse(e.isProvablyFinite(e.sapply(stored, UnaryOp.SQRT)), "sqrt of negative numbers is NaN");
        assertTrue(e.isProvablyFinite(e.sapply(e.sapply(stored, UnaryOp.ABS), UnaryOp.SQRT)));
    }

    /** A range proved while a matrix was virtual stays with its data once stored and detached from its DAG. */
    @Test void aDetachedStoredMatrixKeepsItsRange() {
        int n = 40_000, p = 4;   // beyond what is scanned directly
        double[] x = new double[n * p];
        Random rnd = new Random(2);
        for (int k = 0; k < x.length; k++) x[k] = rnd.nextGaussian();
        Matrix virtual = e.sapply(e.mapply(e.fromArray(x, n, p), 2.0, BinaryOp.MUL), UnaryOp.ABS);
        assertTrue(e.isProvablyFinite(virtual));
        e.materialize(virtual);
        Matrix detached = e.detached(virtual);
        assertInstanceOf(flashr.engine.dag.SourceNode.class, detached.node());
        long before = e.passCount();
        assertTrue(e.isProvablyFinite(e.sapply(detached, UnaryOp.SQRT)), "sqrt of a proved non-negative range");
        assertEquals(before, e.passCount(), "no pass to find the range again");
    }

    /** Comparisons are 0, 1 or NA whatever their operands: no pass over them is needed to bound their sums. */
    /**
     * pmax(x, 0) is never negative and ifelse stays within its branches whatever x is, so a log of
     * them cannot warn; a range found before data were scanned is not kept as final.
     */
    @Test void pmaxAndIfElseBoundTheirResults() {
        int n = 70_000; // above the size whose range is read directly: u's is found by a pass
        Matrix x = e.rnorm(n, 1, 0, 1, 7);
        int mark = Engine.lastNodeId();
        Matrix floored = e.sapply(e.mapply(x, 0.0, BinaryOp.MAX), UnaryOp.LOG);
        assertFalse(e.mayWarn(floored, mark), "log(pmax(x, 0))");
        mark = Engine.lastNodeId();
        assertTrue(e.mayWarn(e.sapply(e.mapply(x, 0.0, BinaryOp.MIN), UnaryOp.LOG), mark), "log(pmin(x, 0))");
        Matrix u = byAPass(e.fromArray(randoms(n, 8), n, 1));
        Matrix chosen = e.ifelse(e.mapply(x, 0.0, BinaryOp.GT), u, e.mapply(u, 2.0, BinaryOp.MUL), ElementType.DOUBLE);
        mark = Engine.lastNodeId();
        Matrix ratio = e.mapply(chosen, e.mapply(1.0, chosen, BinaryOp.ADD), BinaryOp.DIV);
        assertFalse(e.mayWarn(e.sapply(ratio, UnaryOp.LOG), mark), "log(c / (1 + c)) of non-negative data chosen by ifelse");
        mark = Engine.lastNodeId();
        assertTrue(e.mayWarn(e.sapply(e.ifelse(e.mapply(x, 0.0, BinaryOp.GT), u, x, ElementType.DOUBLE), UnaryOp.LOG), mark),
                "an unknown branch");
    }

    @Test void boundsThatNeedNoDataNeedNoPass() {
        int n = 100_000;
        int[] a = new int[n], b = new int[n];
        for (int k = 0; k < n; k++) { a[k] = k % 7; b[k] = k % 5; }
        Matrix x = byAPass(e.vector(a, ElementType.INTEGER)), y = byAPass(e.vector(b, ElementType.INTEGER));
        long before = e.passCount();
        assertTrue(e.sumsFitInteger(e.mapply(x, y, BinaryOp.NE)));
        assertEquals(before, e.passCount());
        assertTrue(e.sumsFitInteger(e.mapply(x, y, BinaryOp.ADD)), "x + y: the data's ranges, found by a pass");
        assertEquals(before + 1, e.passCount());
        assertFalse(e.sumsFitInteger(e.mapply(e.mapply(x, 100_000, ElementType.INTEGER, BinaryOp.MUL), y, BinaryOp.ADD)));
        assertEquals(before + 1, e.passCount(), "and kept");
    }

    /** The same values, stored by a pass (so their range is not known from an array). */
    private static Matrix byAPass(Matrix x) {
        Matrix copy = x.type() == ElementType.DOUBLE ? e.mapply(x, 1.0, BinaryOp.MUL) : e.mapply(x, 1, ElementType.INTEGER, BinaryOp.MUL);
        e.materialize(copy);
        return copy;
    }

    /** Data copied in from an array carry their extremes: no pass is needed to know them. */
    @Test void arraysCarryTheirExtremes() {
        Random rnd = new Random(7);
        Engine small = new Engine(EngineConfig.builder().threads(2).partitionRows(8).pcacheBytes(64).build());
        try (small) {
            for (int trial = 0; trial < 300; trial++) {
                int nrow = rnd.nextInt(4) == 0 ? rnd.nextInt(3) : 1 + rnd.nextInt(100), ncol = 1 + rnd.nextInt(4);
                boolean dbl = rnd.nextBoolean();
                double[] d = dbl ? new double[nrow * ncol] : null;
                int[] i = dbl ? null : new int[nrow * ncol];
                double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
                boolean nan = false;
                for (int k = 0; k < nrow * ncol; k++) {
                    int kind = rnd.nextInt(30);
                    double v;
                    if (dbl) {
                        v = kind == 0 ? NA.REAL : kind == 1 ? Double.NaN : kind == 2 ? Double.POSITIVE_INFINITY : kind == 3 ? Double.NEGATIVE_INFINITY : rnd.nextGaussian() * 100;
                        d[k] = v;
                    } else {
                        i[k] = kind == 0 ? NA.INT : rnd.nextInt(2001) - 1000;
                        v = i[k] == NA.INT ? Double.NaN : i[k];
                    }
                    if (Double.isNaN(v)) nan = true;
                    else { lo = Math.min(lo, v); hi = Math.max(hi, v); }
                }
                long before = small.passCount();
                Matrix m = dbl ? small.fromArray(d, nrow, ncol) : small.fromArray(i, ElementType.INTEGER, nrow, ncol);
                double[] b = small.provenBounds(m);
                String what = "trial " + trial + " (" + nrow + "x" + ncol + (dbl ? " double" : " integer") + ")";
                if (lo > hi) assertNull(b, what + ": no element that is a number");
                else assertArrayEquals(new double[] {lo, hi}, b, what);
                assertEquals(!nan && Double.isFinite(lo) && Double.isFinite(hi), small.isProvablyFinite(m), what);
                assertEquals(before, small.passCount(), what + ": no pass");
                assertArrayEquals(dbl ? d : java.util.Arrays.stream(i).mapToDouble(v -> v == NA.INT ? NA.REAL : v).toArray(), m.toDoubleArray(), what + ": the copy");
            }
        }
    }

    private static Matrix distances(Matrix x, Matrix centers, Matrix norms) {
        Matrix xc = e.innerProd(x, centers, BinaryOp.MUL, BinaryOp.ADD);
        return e.sweep(e.mapply(-2.0, xc, BinaryOp.MUL), 2, norms, BinaryOp.ADD, false);
    }

    /** A sink made earlier and not computed yet is computed by the next pass over its data. */
    @Test void pendingSinksJoinAPassOverTheirData() {
        Matrix x = e.runif(5000, 3, 0, 1, 42);
        Matrix s = e.agg(x, AggOp.SUM);
        Matrix other = e.agg(e.runif(5000, 3, 0, 1, 43), AggOp.SUM);
        Matrix cs = e.aggCol(x, AggOp.SUM);
        long before = e.passCount();
        e.materialize(cs);
        assertEquals(before + 1, e.passCount());
        assertFalse(s.isVirtual(), "the sum over the same data joined the pass");
        assertTrue(other.isVirtual(), "a sum over other data did not");
        double[] col = cs.toDoubleArray();
        assertEquals(col[0] + col[1] + col[2], s.toDoubleArray()[0], 1e-9);
    }

    /**
     * An EM step: the sums over a tall DAG that reads small parameters not computed yet join the
     * request's pass once those parameters are computed (before, each sum took its own pass).
     */
    @Test void pendingSinksNeedingTheSameSmallOperandsJoinThePassAfterThem() {
        Matrix x = e.runif(5000, 3, 0, 1, 44);
        Matrix colSums = e.aggCol(x, AggOp.SUM);
        e.materialize(colSums);
        Matrix scale = e.mapply(colSums, 2.0, BinaryOp.MUL);      // small, virtual: computed first
        Matrix w = e.sweep(x, 2, scale, BinaryOp.DIV, false);
        Matrix perCol = e.aggCol(w, AggOp.SUM);
        Matrix total = e.agg(w, AggOp.SUM);
        Matrix sq = e.agg(e.mapply(w, w, BinaryOp.MUL), AggOp.SUM);
        long before = e.passCount();
        e.materialize(perCol);
        assertEquals(before + 2, e.passCount(), "one pass for the small operand, one over the data");
        assertFalse(total.isVirtual(), "the sum over the same DAG joined the pass");
        assertFalse(sq.isVirtual(), "the sum of squares too");
        double[] pc = perCol.toDoubleArray();
        for (double v : pc) assertEquals(0.5, v, 1e-12);
        assertEquals(1.5, total.toDoubleArray()[0], 1e-12);
        double sqSum = sq.toDoubleArray()[0];
        assertEquals(before + 2, e.passCount(), "reading the joined sums makes no pass");
        double[] xs = x.toDoubleArray(), cs = colSums.toDoubleArray();
        double ref = 0;
        for (int j = 0; j < 3; j++) for (int i = 0; i < 5000; i++) { double v = xs[j * 5000 + i] / (2 * cs[j]); ref += v * v; }
        assertEquals(ref, sqSum, 1e-12);
    }

    /** A pending sink that fails does not make another request over the same data fail. */
    @Test void aFailingPendingSinkDoesNotSpoilOtherRequests() {
        Matrix x = e.seq(1, 1, 1000, ElementType.DOUBLE);
        int[] labels = new int[1000];
        java.util.Arrays.fill(labels, 1);
        labels[500] = 9;
        Matrix bad = e.groupbyRow(x, e.vector(labels, ElementType.INTEGER), 2, AggOp.SUM);
        assertEquals(500500.0, e.agg(x, AggOp.SUM).toDoubleArray()[0]);
        assertTrue(bad.isVirtual());
    }

    /** X = A + B read by two passes is stored by the second; 2 * A is not (reading A costs the same). */
    @Test void virtualMatricesThatASecondPassNeedsAreKeptWhenThatSavesReading() {
        Matrix a = e.fromArray(randoms(3000 * 4, 5), 3000, 4), b = e.fromArray(randoms(3000 * 4, 6), 3000, 4);
        Matrix sum = e.mapply(a, b, BinaryOp.ADD), twice = e.mapply(a, 2.0, BinaryOp.MUL);
        e.materialize(e.agg(sum, AggOp.SUM), e.agg(twice, AggOp.MAX));
        assertTrue(sum.isVirtual() && twice.isVirtual());
        Matrix colSums = e.aggCol(sum, AggOp.SUM);
        e.materialize(colSums, e.agg(twice, AggOp.MIN));
        assertFalse(sum.isVirtual(), "kept by the second pass");
        assertTrue(twice.isVirtual());
        double[] av = a.toDoubleArray(), bv = b.toDoubleArray(), kept = sum.toDoubleArray();
        for (int k = 0; k < av.length; k++) assertEquals(av[k] + bv[k], kept[k]);
    }

    /** A + table[g, ] counts the lookup as read data (gathering costs about as much): kept by a second pass, as A + B is. */
    @Test void aSumWithATableLookupIsKeptLikeASumOfTwoStoredMatrices() {
        Matrix a = e.fromArray(randoms(3000 * 4, 7), 3000, 4), table = e.fromArray(randoms(5 * 4, 8), 5, 4);
        int[] g = new int[3000];
        for (int k = 0; k < g.length; k++) g[k] = 1 + k % 5;
        Matrix looked = e.lookupRows(table, e.vector(g, ElementType.INTEGER));
        Matrix x = e.mapply(a, looked, BinaryOp.ADD);
        e.agg(x, AggOp.SUM).toDoubleArray();
        assertTrue(x.isVirtual());
        e.aggCol(x, AggOp.SUM).toDoubleArray();
        assertFalse(x.isVirtual(), "kept by the second pass");
        assertTrue(looked.isVirtual(), "the lookup itself is not");
    }

    /**
     * y <- as.double(u < 1 / (1 + exp(-X %*% b))) read by two passes: the second keeps y, not
     * every step of it (they are not computed again once y is stored).
     */
    @Test void aKeptMatrixKeepsNotTheStepsOnlyItReads() {
        Matrix x = e.fromArray(randoms(3000 * 4, 9), 3000, 4), u = e.fromArray(randoms(3000, 10), 3000, 1);
        Matrix xb = e.innerProd(x, e.fromArray(new double[] {0.5, -1, 2, 0.25}, 4, 1), BinaryOp.MUL, BinaryOp.ADD);
        Matrix ex = e.sapply(e.sapply(xb, flashr.engine.fn.UnaryOp.NEG), flashr.engine.fn.UnaryOp.EXP);
        Matrix p = e.mapply(1.0, e.mapply(1.0, ex, BinaryOp.ADD), BinaryOp.DIV);
        Matrix y = e.sapply(e.mapply(u, p, BinaryOp.LT), flashr.engine.fn.UnaryOp.AS_DOUBLE);
        double first = e.agg(y, AggOp.SUM).toDoubleArray()[0];
        assertEquals(first, e.agg(e.mapply(y, 2.0, BinaryOp.MUL), AggOp.SUM).toDoubleArray()[0] / 2);
        assertFalse(y.isVirtual(), "y is kept by the second pass");
        for (Matrix step : new Matrix[] {xb, ex, p}) assertTrue(step.isVirtual(), "a step only y reads is not kept: " + step);
    }

    private static double[] randoms(int n, long seed) {
        Random rnd = new Random(seed);
        double[] d = new double[n];
        for (int k = 0; k < n; k++) d[k] = rnd.nextDouble();
        return d;
    }
}
