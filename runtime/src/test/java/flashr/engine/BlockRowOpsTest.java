package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Row-wise ops on block matrices (wider than 32 columns) against the naive {@link Ref}: agg.row,
 * groupby.col, tall inner products (including non-associative folds) and groupby.row, on stored
 * and virtual inputs. A decomposed pass sizes its Pcache blocks for 32 columns, which the tests
 * check through the pass statistics.
 */
class BlockRowOpsTest {
    private static final int PCACHE = 1 << 13;
    private static final int[] WIDTHS = {33, 65, 70};
    private static final AggOp[] AGGS = {AggOp.SUM, AggOp.PROD, AggOp.MIN, AggOp.MAX, AggOp.ANY, AggOp.ALL, AggOp.COUNT, AggOp.WHICH_MIN, AggOp.WHICH_MAX};
    static Engine e;

    @BeforeAll static void start() {
        e = new Engine(EngineConfig.builder().threads(2).partitionRows(64).pcacheBytes(PCACHE).chunkBytes(1 << 16).build());
    }

    @AfterAll static void stop() { e.close(); }

    private static RandomDags dags(long seed) { return new RandomDags(e, seed); }

    /** The Pcache rows of a pass whose widest node is a 32-column block. */
    private static void assertBlockPass() {
        assertEquals(PCACHE / (8 * 32), e.lastPassStats().pcacheRows(), "Pcache rows of a pass over 32-column blocks");
    }

    @Test void aggRowOfEveryOpAndType() {
        RandomDags g = dags(1);
        for (int w : WIDTHS)
            for (ElementType t : ElementType.values()) {
                RandomDags.Pair x = g.source(203, w, t);
                for (AggOp op : AGGS) {
                    RandomDags.Pair r = new RandomDags.Pair(e.aggRow(x.m(), op), x.r().aggRow(op), "agg.row " + op + " " + t + " " + w);
                    e.materialize(r.m());
                    assertBlockPass();
                    DifferentialTest.compare(r);
                }
            }
    }

    @Test void aggRowOfVirtualInputs() {
        RandomDags g = dags(2);
        RandomDags.Pair x = g.source(1000, 70, ElementType.DOUBLE);
        Matrix v = e.sapply(e.mapply(x.m(), 2.0, BinaryOp.MUL), UnaryOp.ABS);
        Ref rv = new Ref(ElementType.DOUBLE, 1000, 70);
        for (int k = 0; k < rv.n(); k++) rv.d[k] = Math.abs(x.r().d[k] * 2.0);
        for (AggOp op : new AggOp[] {AggOp.SUM, AggOp.WHICH_MIN, AggOp.MAX}) {
            RandomDags.Pair r = new RandomDags.Pair(e.aggRow(v, op), rv.aggRow(op), "agg.row of virtual " + op);
            e.materialize(r.m());
            assertBlockPass();
            DifferentialTest.compare(r);
        }
    }

    @Test void groupbyColumns() {
        RandomDags g = dags(3);
        for (int w : WIDTHS)
            for (ElementType t : ElementType.values()) {
                RandomDags.Pair x = g.source(129, w, t);
                Ref lab = new Ref(ElementType.INTEGER, w, 1);
                for (int c = 0; c < w; c++) lab.i[c] = c % 11 == 5 ? NA.INT : 1 + (c * 7) % 4;
                Matrix lm = e.fromArray(lab.i, ElementType.INTEGER, w, 1);
                for (AggOp op : new AggOp[] {AggOp.SUM, AggOp.PROD, AggOp.MIN, AggOp.MAX, AggOp.ANY, AggOp.ALL, AggOp.COUNT}) {
                    RandomDags.Pair r = new RandomDags.Pair(e.groupbyCol(x.m(), lm, 4, op), x.r().groupbyCol(lab, 4, op), "groupby.col " + op + " " + t + " " + w);
                    e.materialize(r.m());
                    assertBlockPass();
                    DifferentialTest.compare(r);
                    RandomDags.Pair rr = new RandomDags.Pair(e.groupbyRow(x.m().t(), lm, 4, op), x.r().t().groupbyRow(lab, 4, op), "groupby.row of t " + op);
                    DifferentialTest.compare(rr);
                }
            }
    }

    @Test void groupbyRowsOfBlockMatrix() {
        RandomDags g = dags(4);
        for (int w : WIDTHS)
            for (ElementType t : ElementType.values()) {
                RandomDags.Pair x = g.source(300, w, t);
                Ref lab = new Ref(ElementType.INTEGER, 300, 1);
                for (int r = 0; r < 300; r++) lab.i[r] = r % 13 == 0 ? NA.INT : 1 + (r * 5) % 3;
                Matrix lm = e.fromArray(lab.i, ElementType.INTEGER, 300, 1);
                for (AggOp op : new AggOp[] {AggOp.SUM, AggOp.MIN, AggOp.COUNT, AggOp.ANY}) {
                    RandomDags.Pair r = new RandomDags.Pair(e.groupbyRow(x.m(), lm, 3, op), x.r().groupbyRow(lab, 3, op), "groupby.row " + op + " " + t + " " + w);
                    e.materialize(r.m());
                    assertBlockPass();
                    DifferentialTest.compare(r);
                }
            }
    }

    @Test void tallInnerProductsFoldInOrderAcrossBlocks() {
        RandomDags g = dags(5);
        BinaryOp[][] pairs = {{BinaryOp.MUL, BinaryOp.ADD}, {BinaryOp.EUCLIDEAN, BinaryOp.ADD}, {BinaryOp.MUL, BinaryOp.SUB},
                {BinaryOp.ADD, BinaryOp.DIV}, {BinaryOp.SUB, BinaryOp.MOD}, {BinaryOp.MIN, BinaryOp.MAX}, {BinaryOp.LT, BinaryOp.OR}, {BinaryOp.EQ, BinaryOp.AND}};
        for (int w : WIDTHS)
            for (ElementType t : ElementType.values())
                for (BinaryOp[] f : pairs) {
                    RandomDags.Pair x = g.source(150, w, t);
                    RandomDags.Pair wm = g.source(w, 3, t == ElementType.LOGICAL ? ElementType.INTEGER : t);
                    RandomDags.Pair r = new RandomDags.Pair(e.innerProd(x.m(), wm.m(), f[0], f[1]), Ref.innerProd(x.r(), wm.r(), f[0], f[1]),
                            "inner.prod " + f[0] + " " + f[1] + " " + t + " " + w);
                    e.materialize(r.m());
                    assertBlockPass();
                    DifferentialTest.compare(r);
                }
    }

    /** The k-means step on a 70-column matrix: distances, which.min per row, groupby.row sums, in one pass. */
    @Test void kmeansStepOnBlockMatrix() {
        RandomDags g = dags(6);
        RandomDags.Pair x = g.source(2049, 70, ElementType.DOUBLE);
        RandomDags.Pair c = g.source(70, 5, ElementType.DOUBLE);
        Matrix d = e.innerProd(x.m(), c.m(), BinaryOp.EUCLIDEAN, BinaryOp.ADD);
        Ref rd = Ref.innerProd(x.r(), c.r(), BinaryOp.EUCLIDEAN, BinaryOp.ADD);
        Matrix which = e.aggRow(d, AggOp.WHICH_MIN);
        Ref rw = rd.aggRow(AggOp.WHICH_MIN);
        e.setCache(which, true);
        Matrix sums = e.groupbyRow(x.m(), which, 5, AggOp.SUM);
        Ref rs = x.r().groupbyRow(rw, 5, AggOp.SUM);
        e.materialize(sums);
        assertFalse(which.isVirtual(), "the cached assignment is kept");
        DifferentialTest.compare(new RandomDags.Pair(which, rw, "which.min"));
        DifferentialTest.compare(new RandomDags.Pair(sums, rs, "groupby.row sums"));
    }
}
