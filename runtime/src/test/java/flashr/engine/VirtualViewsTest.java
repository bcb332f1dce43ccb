package flashr.engine;

import flashr.engine.exec.CounterRng;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Row selections and rbind of virtual matrices evaluate inside the pass (the base stays
 * virtual) and agree with the naive {@link Ref}; bases that need other rows (cum.col) are
 * materialized first and still agree.
 */
class VirtualViewsTest {
    static Engine e;

    @BeforeAll static void start() {
        e = new Engine(EngineConfig.builder().threads(2).partitionRows(8).pcacheBytes(96).chunkBytes(1 << 16).runLength(2).build());
    }

    @AfterAll static void stop() { e.close(); }

    private static RandomDags.Pair runif(int nrow, int ncol, long seed) {
        Ref r = new Ref(ElementType.DOUBLE, nrow, ncol);
        for (int k = 0; k < r.n(); k++) r.d[k] = -2 + 4 * CounterRng.uniform(seed, k);
        return new RandomDags.Pair(e.runif(nrow, ncol, -2, 2, seed), r, "runif");
    }

    /** abs(x) * y + runif: a virtual chain over a stored matrix, a generator and another stored one. */
    private static RandomDags.Pair chain(RandomDags g, int nrow, int ncol, ElementType t) {
        RandomDags.Pair x = g.source(nrow, ncol, t), y = g.source(nrow, ncol, ElementType.INTEGER), u = runif(nrow, ncol, 7);
        Matrix m = e.mapply(e.mapply(e.sapply(x.m(), UnaryOp.ABS), y.m(), BinaryOp.MUL), u.m(), BinaryOp.ADD);
        Ref r = Ref.mapply(Ref.mapply(x.r().sapply(UnaryOp.ABS), y.r(), BinaryOp.MUL), u.r(), BinaryOp.ADD);
        return new RandomDags.Pair(m, r, "chain");
    }

    private static long[] indices(int n, int of, long seed) {
        java.util.Random rnd = new java.util.Random(seed);
        long[] rows = new long[n];
        for (int k = 0; k < n; k++) rows[k] = rnd.nextInt(of);
        return rows;
    }

    /** Runs of consecutive rows of stored leaves are read as ranges: across partitions, both layouts, all types, block matrices. */
    @Test void runsOfConsecutiveRowsOfStoredMatrices() {
        RandomDags g = new RandomDags(e, 12);
        long[] tail = new long[202];
        for (int k = 0; k < tail.length; k++) tail[k] = k + 1;   // x[-1, ]
        long[][] selections = {tail, {5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 2, 3, 4, 5, 202}, {0, 1, 2, 3}, {7, 8, 9, 200, 201, 202, 0}};
        for (int w : new int[] {1, 5, 70})
            for (ElementType t : ElementType.values()) {
                RandomDags.Pair x = g.source(203, w, t);
                for (long[] rows : selections) {
                    RandomDags.Pair sel = new RandomDags.Pair(e.sapply(e.selectRows(x.m(), rows), UnaryOp.NEG), x.r().selectRows(rows).sapply(UnaryOp.NEG),
                            "-x[runs, ] of " + x.how());
                    DifferentialTest.compare(sel);
                }
            }
    }

    @Test void rowSelectionOfVirtualChainIsGatheredInThePass() {
        RandomDags g = new RandomDags(e, 11);
        for (int w : new int[] {1, 3, 70}) {
            RandomDags.Pair base = chain(g, 203, w, ElementType.DOUBLE);
            for (long[] rows : new long[][] {indices(57, 203, w), {202, 0, 5, 5, 100, 1}, {}, {3, 4, 5, 6, 7, 8, 9, 10, 11}}) {
                RandomDags.Pair sel = new RandomDags.Pair(e.selectRows(base.m(), rows), base.r().selectRows(rows), "select.rows of chain, " + w + " columns");
                DifferentialTest.compare(sel);
                assertTrue(base.m().isVirtual(), "the base is not materialized");
            }
        }
    }

    @Test void rowSelectionThroughRowWiseOpsAndAssignments() {
        RandomDags g = new RandomDags(e, 12);
        RandomDags.Pair x = chain(g, 100, 70, ElementType.INTEGER);
        RandomDags.Pair w = g.source(70, 2, ElementType.DOUBLE);
        long[] rows = indices(40, 100, 3);
        Matrix ip = e.innerProd(x.m(), w.m(), BinaryOp.MUL, BinaryOp.SUB);
        Ref rip = Ref.innerProd(x.r(), w.r(), BinaryOp.MUL, BinaryOp.SUB);
        DifferentialTest.compare(new RandomDags.Pair(e.selectRows(ip, rows), rip.selectRows(rows), "rows of inner.prod"));
        Matrix wm = e.aggRow(x.m(), AggOp.WHICH_MAX);
        DifferentialTest.compare(new RandomDags.Pair(e.selectRows(wm, rows), x.r().aggRow(AggOp.WHICH_MAX).selectRows(rows), "rows of which.max"));
        long[] at = {3, 50, 3, 99};
        int[] cols = {0, 69, 0, 10};
        double[] vals = {1.5, -2, 7, 0};
        Matrix set = e.setElements(x.m(), at, cols, vals, ElementType.DOUBLE);
        Ref rset = x.r().setElements(at, cols, vals, ElementType.DOUBLE);
        long[] picks = {3, 3, 99, 0, 50};
        DifferentialTest.compare(new RandomDags.Pair(e.selectRows(set, picks), rset.selectRows(picks), "rows of set.elements"));
        Matrix cb = e.cbind(x.m(), e.sapply(x.m(), UnaryOp.NEG));
        DifferentialTest.compare(new RandomDags.Pair(e.selectRows(cb, rows), Ref.bind(List.of(x.r(), x.r().sapply(UnaryOp.NEG)), false).selectRows(rows), "rows of cbind"));
        Matrix twice = e.selectRows(e.selectRows(x.m(), rows), new long[] {39, 0, 7});
        DifferentialTest.compare(new RandomDags.Pair(twice, x.r().selectRows(rows).selectRows(new long[] {39, 0, 7}), "rows of rows"));
        assertTrue(x.m().isVirtual());
        // columns of a wide (transposed) virtual matrix are rows of its tall form
        Matrix wide = x.m().t();
        int[] wc = {5, 0, 99};
        DifferentialTest.compare(new RandomDags.Pair(e.selectCols(wide, wc), x.r().t().selectCols(wc), "columns of a wide virtual matrix"));
        assertTrue(x.m().isVirtual());
    }

    @Test void rowSelectionOfCumulativeFallsBackToTheMaterializedBase() {
        RandomDags g = new RandomDags(e, 13);
        RandomDags.Pair x = g.source(60, 2, ElementType.INTEGER);
        Matrix c = e.cumCol(x.m(), BinaryOp.ADD);
        long[] rows = indices(20, 60, 5);
        DifferentialTest.compare(new RandomDags.Pair(e.selectRows(c, rows), x.r().cumCol(BinaryOp.ADD).selectRows(rows), "rows of cumsum"));
        assertFalse(c.isVirtual(), "a cumulative base is materialized first");
    }

    @Test void rbindOfVirtualPartsEvaluatesThemInThePass() {
        RandomDags g = new RandomDags(e, 14);
        for (int w : new int[] {1, 4, 70}) {
            // tall parts (at least as many rows as columns), partitions of 8 rows not lining up with them
            RandomDags.Pair a = chain(g, 13 + 2 * w, w, ElementType.DOUBLE), b = runif(29 + w, w, 99), c = g.source(5 + w, w, ElementType.LOGICAL);
            Matrix bs = e.sapply(b.m(), UnaryOp.SQRT);
            Matrix rb = e.rbind(a.m(), bs, c.m(), a.m());
            Ref want = Ref.bind(List.of(a.r(), b.r().sapply(UnaryOp.SQRT), c.r(), a.r()), true);
            assertTrue(rb.explain().contains("part: "), rb.explain());
            DifferentialTest.compare(new RandomDags.Pair(rb, want, "rbind of virtual parts, " + w + " columns"));
            assertTrue(a.m().isVirtual() && bs.isVirtual(), "the parts are not materialized");
            // consumers fuse with it, and a row selection of it falls back to the materialized rbind
            Matrix s = e.aggRow(e.mapply(rb, 2.0, BinaryOp.MUL), AggOp.SUM);
            Ref two = new Ref(ElementType.DOUBLE, 1, 1);
            two.d[0] = 2.0;
            Ref rs = Ref.mapply(want, two, BinaryOp.MUL).aggRow(AggOp.SUM);
            DifferentialTest.compare(new RandomDags.Pair(s, rs, "rowSums(2 * rbind)"));
            long[] rows = indices(30, (int) rb.nrow(), w);
            DifferentialTest.compare(new RandomDags.Pair(e.selectRows(rb, rows), want.selectRows(rows), "rows of rbind"));
        }
    }

    @Test void rbindOfCumulativePartMaterializesThatPartOnly() {
        RandomDags g = new RandomDags(e, 15);
        RandomDags.Pair a = g.source(20, 2, ElementType.DOUBLE), b = g.source(11, 2, ElementType.DOUBLE);
        Matrix ca = e.cumCol(a.m(), BinaryOp.MAX), nb = e.sapply(b.m(), UnaryOp.NEG);
        Matrix rb = e.rbind(nb, ca);
        DifferentialTest.compare(new RandomDags.Pair(rb, Ref.bind(List.of(b.r().sapply(UnaryOp.NEG), a.r().cumCol(BinaryOp.MAX)), true), "rbind with cummax"));
        assertFalse(ca.isVirtual(), "the cumulative part is a dependency");
        assertTrue(nb.isVirtual(), "the other part is evaluated in the pass");
    }
}
