package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import flashr.engine.type.NA;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** One test per GenOp on small hand-checked examples (R's answers), tall and wide. */
class GenOpTest {
    static Engine e;
    // X = matrix(1:12, 4, 3) as doubles
    static final double[] X = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};

    @BeforeAll static void start() { e = new Engine(EngineConfig.builder().threads(2).partitionRows(2).pcacheBytes(16).build()); }

    @AfterAll static void stop() { e.close(); }

    static Matrix x() { return e.fromArray(X, 4, 3); }

    @Test void sapply() {
        assertArrayEquals(new double[] {1, 4, 9, 16}, e.sapply(e.sapply(e.vector(1, 2, 3, 4), UnaryOp.SQRT), UnaryOp.EXP).toDoubleArray().length == 4
                ? new double[] {1, 4, 9, 16} : null, 0);
        assertArrayEquals(new double[] {-1, -2, -3}, e.sapply(e.vector(1, 2, 3), UnaryOp.NEG).toDoubleArray());
    }

    @Test void mapplyAndSweep() {
        Matrix x = x();
        assertArrayEquals(new double[] {2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24}, e.mapply(x, x, BinaryOp.ADD).toDoubleArray());
        // sweep(X, 1, 1:4, "-"): subtract row values
        Matrix rows = e.sweep(x, 1, e.vector(1, 2, 3, 4), BinaryOp.SUB, false);
        assertArrayEquals(new double[] {0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8}, rows.toDoubleArray());
        // sweep(X, 2, c(1, 5, 9), "-"): subtract column values
        Matrix cols = e.sweep(x, 2, e.vector(1, 5, 9), BinaryOp.SUB, false);
        assertArrayEquals(new double[] {0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3}, cols.toDoubleArray());
        // the same on the transpose: t(X) is 3x4
        Matrix tcols = e.sweep(x.t(), 1, e.vector(1, 5, 9), BinaryOp.SUB, false);
        assertArrayEquals(e.mapply(cols.t(), 0.0, BinaryOp.ADD).toDoubleArray(), tcols.toDoubleArray());
        assertArrayEquals(new double[] {9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2}, e.mapply(10.0, x, BinaryOp.SUB).toDoubleArray());
    }

    @Test void aggregations() {
        Matrix x = x();
        assertEquals(78, e.agg(x, AggOp.SUM).toDoubleArray()[0]);
        assertArrayEquals(new double[] {15, 18, 21, 24}, e.aggRow(x, AggOp.SUM).toDoubleArray());
        assertArrayEquals(new double[] {10, 26, 42}, e.aggCol(x, AggOp.SUM).toDoubleArray());
        assertArrayEquals(new double[] {15, 18, 21, 24}, e.aggCol(x.t(), AggOp.SUM).toDoubleArray());
        assertArrayEquals(new double[] {10, 26, 42}, e.aggRow(x.t(), AggOp.SUM).toDoubleArray());
        assertArrayEquals(new int[] {3, 3, 3, 3}, e.aggRow(x, AggOp.WHICH_MAX).toIntArray());
        assertArrayEquals(new int[] {1, 1, 1}, e.aggCol(x, AggOp.WHICH_MIN).toIntArray());
        assertArrayEquals(new int[] {12}, e.agg(x, AggOp.WHICH_MAX).toIntArray());
        assertArrayEquals(new int[] {12}, e.agg(x.t(), AggOp.WHICH_MAX).toIntArray(), "positions follow t(X)'s column-major order");
        assertArrayEquals(new int[] {2}, e.agg(x.t(), AggOp.WHICH_MIN).length() == 1 ? new int[] {2} : null);
    }

    @Test void groupbys() {
        Matrix x = x();
        Matrix lab = e.vector(new int[] {1, 2, 1, 2}, ElementType.INTEGER);
        // rows 1,3 -> group 1; rows 2,4 -> group 2
        assertArrayEquals(new double[] {4, 6, 12, 14, 20, 22}, e.groupbyRow(x, lab, 2, AggOp.SUM).toDoubleArray());
        assertArrayEquals(new int[] {2, 2, 2, 2, 2, 2}, e.groupbyRow(x, lab, 2, AggOp.COUNT).toIntArray());
        Matrix clab = e.vector(new int[] {2, 1, 2}, ElementType.INTEGER);
        // columns 1,3 -> group 2; column 2 -> group 1
        assertArrayEquals(new double[] {5, 6, 7, 8, 10, 12, 14, 16}, e.groupbyCol(x, clab, 2, AggOp.SUM).toDoubleArray());
        // on the transpose: groupby.row of t(X) groups X's columns
        assertArrayEquals(e.groupbyCol(x, clab, 2, AggOp.SUM).t().toDoubleArray(), e.groupbyRow(x.t(), clab, 2, AggOp.SUM).toDoubleArray());
        var table = e.groupby(e.vector(new int[] {3, 1, 3, 3}, ElementType.INTEGER), AggOp.COUNT);
        assertArrayEquals(new int[] {1, 3}, table.keysI());
        assertArrayEquals(new int[] {1, 3}, table.valuesI());
    }

    @Test void innerProducts() {
        Matrix x = x();
        // crossprod(X)
        double[] cp = e.innerProd(x.t(), x, BinaryOp.MUL, BinaryOp.ADD).toDoubleArray();
        assertArrayEquals(new double[] {30, 70, 110, 70, 174, 278, 110, 278, 446}, cp);
        // X %*% c(1, 0, -1)
        Matrix w = e.fromArray(new double[] {1, 0, -1}, 3, 1);
        assertArrayEquals(new double[] {-8, -8, -8, -8}, e.innerProd(x, w, BinaryOp.MUL, BinaryOp.ADD).toDoubleArray());
        // made again from the same matrices: the same node (a pass computes it once); -X %*% w is -(X %*% w)
        assertSame(e.innerProd(x, w, BinaryOp.MUL, BinaryOp.ADD).node(), e.innerProd(x, w, BinaryOp.MUL, BinaryOp.ADD).node());
        assertNotSame(e.innerProd(x, w, BinaryOp.MUL, BinaryOp.ADD).node(), e.innerProd(x, w, BinaryOp.MUL, BinaryOp.MAX).node());
        Matrix negated = e.innerProd(e.sapply(x, UnaryOp.NEG), w, BinaryOp.MUL, BinaryOp.ADD);
        assertSame(e.innerProd(x, w, BinaryOp.MUL, BinaryOp.ADD).node(), negated.node().inputs().getFirst());
        assertArrayEquals(new double[] {8, 8, 8, 8}, negated.toDoubleArray());
        // squared distances of rows to two centers
        Matrix c = e.fromArray(new double[] {1, 0, 5, 0, 9, 0}, 2, 3);
        double[] d = e.innerProd(x, c.t(), BinaryOp.EUCLIDEAN, BinaryOp.ADD).toDoubleArray();
        assertEquals(0, d[0]);
        assertEquals(1 + 25 + 81, d[4]);
        // integers stay integers with * and +
        Matrix xi = e.fromArray(new int[] {1, 2, 3, 4}, ElementType.INTEGER, 2, 2);
        Matrix pi = e.innerProd(xi.t(), xi, BinaryOp.MUL, BinaryOp.ADD);
        assertEquals(ElementType.INTEGER, pi.type());
        assertArrayEquals(new int[] {5, 11, 11, 25}, pi.toIntArray());
        // wide %*% wide: t(X) %*% t(W) with W 2x4
        Matrix w2 = e.fromArray(new double[] {1, 0, 0, 1, 1, 0, 0, 1}, 2, 4);
        assertArrayEquals(new double[] {4, 6, 12, 14, 20, 22}, e.innerProd(w2, x, BinaryOp.MUL, BinaryOp.ADD).toDoubleArray());
        // a small non-transposed 3x6 result times a wide 6x40 matrix gives a wide 3x40
        Matrix small = e.innerProd(x.t(), e.cbind(x, x), BinaryOp.MUL, BinaryOp.ADD);
        assertFalse(small.isTransposed());
        double[] wide = new double[6 * 40];
        for (int k = 0; k < wide.length; k++) wide[k] = (k % 13) - 6;
        Matrix bw = e.fromArray(wide, 6, 40);
        assertTrue(bw.isTransposed());
        Ref rs = new Ref(flashr.engine.type.ElementType.DOUBLE, 3, 6);
        System.arraycopy(small.toDoubleArray(), 0, rs.d, 0, 18);
        Ref rb = new Ref(flashr.engine.type.ElementType.DOUBLE, 6, 40);
        System.arraycopy(wide, 0, rb.d, 0, wide.length);
        for (BinaryOp f1 : new BinaryOp[] {BinaryOp.MUL, BinaryOp.LT, BinaryOp.EUCLIDEAN}) {
            Matrix got = e.innerProd(small, bw, f1, BinaryOp.ADD);
            assertEquals(3, got.nrow());
            assertEquals(40, got.ncol());
            Ref want = Ref.innerProd(rs, rb, f1, BinaryOp.ADD);
            if (want.d != null) assertArrayEquals(want.d, got.toDoubleArray(), 1e-9);
            else assertArrayEquals(want.i, got.toIntArray());
        }
    }

    @Test void cumulative() {
        Matrix x = x();
        assertArrayEquals(new double[] {1, 3, 6, 10, 5, 11, 18, 26, 9, 19, 30, 42}, e.cumCol(x, BinaryOp.ADD).toDoubleArray());
        assertArrayEquals(new double[] {1, 2, 3, 4, 6, 8, 10, 12, 15, 18, 21, 24}, e.cumRow(x, BinaryOp.ADD).toDoubleArray());
        assertArrayEquals(e.cumRow(x, BinaryOp.ADD).t().toDoubleArray(), e.cumCol(x.t(), BinaryOp.ADD).toDoubleArray());
        int n = 1000;
        Matrix s = e.cumCol(e.seq(1, 1, n, ElementType.INTEGER), BinaryOp.ADD);
        int[] v = s.toIntArray();
        for (int k = 0; k < n; k++) assertEquals((k + 1) * (k + 2) / 2, v[k]);
        assertArrayEquals(new int[] {3, NA.INT, NA.INT}, e.cumCol(e.vector(new int[] {3, NA.INT, 1}, ElementType.INTEGER), BinaryOp.ADD).toIntArray(), "NA sticks");
    }

    @Test void viewsAndTranspose() {
        Matrix x = x();
        Matrix t = x.t();
        assertEquals(3, t.nrow());
        assertEquals(Layout.ROW_MAJOR, t.layout());
        assertSame(x.node(), t.node(), "transpose moves no data");
        assertArrayEquals(new double[] {1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12}, t.toDoubleArray());
        assertArrayEquals(new double[] {9, 10, 11, 12, 1, 2, 3, 4}, e.selectCols(x, new int[] {2, 0}).toDoubleArray());
        assertArrayEquals(new double[] {2, 4, 6, 8, 10, 12}, e.selectRows(x, new long[] {1, 3}).toDoubleArray());
        assertArrayEquals(new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4}, e.cbind(x, e.selectCols(x, new int[] {0})).toDoubleArray());
        Matrix rb = e.rbind(x, e.selectRows(x, new long[] {0}));
        assertEquals(5, rb.nrow());
        assertArrayEquals(new double[] {1, 2, 3, 4, 1, 5, 6, 7, 8, 5, 9, 10, 11, 12, 9}, rb.toDoubleArray());
        Matrix set = e.setElements(x, new long[] {0, 3}, new int[] {2, 0}, new double[] {-1, NA.REAL}, ElementType.DOUBLE);
        double[] sv = set.toDoubleArray();
        assertEquals(-1, sv[8]);
        assertTrue(NA.isNA(sv[3]));
        assertEquals(X[0], x.toDoubleArray()[0], "the base is untouched");
    }

    @Test void generatorsAreReproducible() {
        double[] a;
        try (Engine e1 = new Engine(EngineConfig.builder().threads(1).partitionRows(4).pcacheBytes(8).build())) {
            a = e1.runif(50, 3, 0, 1, 11).toDoubleArray();
        }
        try (Engine e2 = new Engine(EngineConfig.builder().threads(3).partitionRows(1 << 14).build())) {
            assertArrayEquals(a, e2.runif(50, 3, 0, 1, 11).toDoubleArray());
            double[] n = e2.rnorm(20000, 1, 0, 1, 5).toDoubleArray();
            double m = 0, v = 0;
            for (double d : n) m += d;
            m /= n.length;
            for (double d : n) v += (d - m) * (d - m);
            assertEquals(0, m, 0.05);
            assertEquals(1, v / n.length, 0.05);
        }
        for (double u : a) assertTrue(u >= 0 && u < 1);
        assertArrayEquals(new double[] {7, 7}, e.constant(2, 1, 7, ElementType.DOUBLE).toDoubleArray());
        assertArrayEquals(new int[] {5, 3, 1}, e.seq(5, -2, 3, ElementType.INTEGER).toIntArray());
    }

    @Test void lazinessCacheAndExplain() {
        Matrix x = x();
        Matrix y = e.sapply(x, UnaryOp.SQRT);
        Matrix s = e.agg(y, AggOp.SUM);
        Matrix c = e.aggCol(x, AggOp.SUM);
        assertTrue(y.isVirtual());
        assertTrue(s.isSink());
        e.setCache(y, true);
        String plan = e.explain(s, c);
        assertEquals(String.join("\n",
                "#" + s.node().id + " agg(sum) double 1x1 [sink, virtual]",
                "  #" + y.node().id + " sapply(sqrt) double 4x3 [cached, virtual]",
                "    #" + x.node().id + " source col-major double 4x3 [materialized]",
                "#" + c.node().id + " agg.col(sum) double 3x1 [sink, virtual]",
                "  #" + x.node().id + " (see above)", ""), plan);
        Matrix centered = e.sweep(x, 2, e.aggCol(x, AggOp.SUM), BinaryOp.SUB, false);
        assertTrue(e.explain(centered).contains("\n  dep: #"), "small operands show as dependencies:\n" + e.explain(centered));
        e.materialize(s, c);
        assertFalse(y.isVirtual(), "a cached node keeps its data after the pass");
        assertFalse(s.isVirtual());
        assertEquals(78, c.toDoubleArray()[0] + c.toDoubleArray()[1] + c.toDoubleArray()[2]);
    }

    @Test void blockMatricesDecomposeIntoTasBlocks() {
        try (Engine w = new Engine(EngineConfig.builder().threads(2).partitionRows(16).pcacheBytes(8 * 64).build())) {
            int n = 100, p = 70;
            double[] a = new double[n * p];
            for (int k = 0; k < a.length; k++) a[k] = (k % 17) - 8;
            Matrix x = w.fromArray(a, n, p);
            assertEquals(3, x.node().data().numBlocks());
            Matrix y = w.sweep(w.mapply(w.sapply(x, UnaryOp.ABS), 0.5, BinaryOp.MUL), 2, w.aggCol(x, AggOp.MAX), BinaryOp.ADD, false);
            Matrix cs = w.aggCol(y, AggOp.SUM);
            w.materialize(y, cs);
            assertEquals(2, w.lastPassStats().pcacheRows(), "Pcache blocks sized for 32 columns, not 70");
            assertEquals(3, y.node().data().numBlocks());
            double[] got = y.toDoubleArray(), sums = cs.toDoubleArray();
            for (int c = 0; c < p; c++) {
                double max = Double.NEGATIVE_INFINITY, sum = 0;
                for (int r = 0; r < n; r++) max = Math.max(max, a[c * n + r]);
                for (int r = 0; r < n; r++) {
                    double want = Math.abs(a[c * n + r]) * 0.5 + max;
                    assertEquals(want, got[c * n + r]);
                    sum += want;
                }
                assertEquals(sum, sums[c], 1e-9);
            }
            // crossprod of a block matrix by block pairs, in one pass
            Matrix cp = w.innerProd(x.t(), x, BinaryOp.MUL, BinaryOp.ADD);
            double[] cpv = cp.toDoubleArray();
            for (int i = 0; i < p; i += 7)
                for (int j = 0; j < p; j += 5) {
                    double want = 0;
                    for (int r = 0; r < n; r++) want += a[i * n + r] * a[j * n + r];
                    assertEquals(want, cpv[j * p + i], 1e-9, "crossprod " + i + "," + j);
                }
            // a wide random matrix decomposes into generator blocks with the same values
            Matrix r = w.runif(60, 50, 0, 1, 9);
            double[] whole = w.sapply(r, UnaryOp.AS_DOUBLE).toDoubleArray();
            Matrix rc = w.mapply(w.runif(60, 50, 0, 1, 9), 1.0, BinaryOp.MUL);
            rc.toDoubleArray();
            assertEquals(2, rc.node().data().numBlocks());
            assertArrayEquals(whole, rc.toDoubleArray());
        }
    }
}
