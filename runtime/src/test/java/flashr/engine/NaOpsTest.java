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
 * The NA predicates (is.na, is.nan, is.finite, is.infinite) and the ifelse node against the
 * naive {@link Ref}, on stored data of every type with NA, NaN and infinities: tall, wide,
 * transposed, block matrices, row selections pushed through, scalar branches that are sinks,
 * and NA kept apart from NaN (which R prints differently).
 */
class NaOpsTest {
    static Engine e;
    private static final ElementType[] TYPES = ElementType.values();
    private static final UnaryOp[] PREDICATES = {UnaryOp.IS_NA, UnaryOp.IS_NAN, UnaryOp.IS_FINITE, UnaryOp.IS_INFINITE};
    private static final int[][] SHAPES = {{0, 3}, {1, 1}, {1, 4}, {17, 1}, {33, 3}, {203, 2}, {41, 70}, {3, 50}};

    @BeforeAll static void start() {
        e = new Engine(EngineConfig.builder().threads(2).partitionRows(8).pcacheBytes(96).chunkBytes(1 << 16).runLength(2).build());
    }

    @AfterAll static void stop() { e.close(); }

    /** As DifferentialTest.compare, and a double NA must be NA (not another NaN) where the reference has one. */
    private static void compareExact(RandomDags.Pair p) {
        DifferentialTest.compare(p);
        if (p.r().type != ElementType.DOUBLE) return;
        double[] got = p.m().toDoubleArray();
        for (int k = 0; k < got.length; k++) assertEquals(NA.isNA(p.r().d[k]), NA.isNA(got[k]), p.how() + ": NA or NaN at " + k);
    }

    @Test void predicatesGiveLogicalsThatAreNeverNA() {
        RandomDags g = new RandomDags(e, 5);
        for (ElementType t : TYPES) {
            for (int[] s : SHAPES) {
                RandomDags.Pair x = g.source(s[0], s[1], t);
                for (UnaryOp op : PREDICATES) {
                    Matrix m = e.sapply(x.m(), op);
                    assertEquals(ElementType.LOGICAL, m.type(), op + " of " + t);
                    DifferentialTest.compare(new RandomDags.Pair(m, x.r().sapply(op), op + " of " + x.how()));
                    for (int v : m.toIntArray()) assertNotEquals(NA.LOGICAL, v, op + " is never NA");
                    Matrix tm = e.sapply(x.m().t(), op);
                    DifferentialTest.compare(new RandomDags.Pair(tm, x.r().t().sapply(op), op + " of t(" + x.how() + ")"));
                }
            }
        }
    }

    @Test void predicatesFollowR() {
        Matrix x = e.vector(1.5, NA.REAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0);
        assertArrayEquals(new int[] {0, 1, 1, 0, 0, 0}, e.sapply(x, UnaryOp.IS_NA).toIntArray());
        assertArrayEquals(new int[] {0, 0, 1, 0, 0, 0}, e.sapply(x, UnaryOp.IS_NAN).toIntArray());
        assertArrayEquals(new int[] {1, 0, 0, 0, 0, 1}, e.sapply(x, UnaryOp.IS_FINITE).toIntArray());
        assertArrayEquals(new int[] {0, 0, 0, 1, 1, 0}, e.sapply(x, UnaryOp.IS_INFINITE).toIntArray());
        Matrix i = e.fromArray(new int[] {3, NA.INT, -1}, ElementType.INTEGER, 3, 1);
        assertArrayEquals(new int[] {0, 1, 0}, e.sapply(i, UnaryOp.IS_NA).toIntArray());
        assertArrayEquals(new int[] {0, 0, 0}, e.sapply(i, UnaryOp.IS_NAN).toIntArray());
        assertArrayEquals(new int[] {1, 0, 1}, e.sapply(i, UnaryOp.IS_FINITE).toIntArray());
        assertArrayEquals(new int[] {0, 0, 0}, e.sapply(i, UnaryOp.IS_INFINITE).toIntArray());
    }

    @Test void ifelseWithFullAndScalarBranchesOfEveryType() {
        RandomDags g = new RandomDags(e, 9);
        for (int[] s : SHAPES) {
            for (ElementType yt : TYPES) {
                for (ElementType nt : TYPES) {
                    RandomDags.Pair test = g.source(s[0], s[1], ElementType.LOGICAL);
                    RandomDags.Pair yes = g.source(s[0], s[1], yt), no = g.source(s[0], s[1], nt);
                    RandomDags.Pair ys = g.source(1, 1, yt), ns = g.source(1, 1, nt);
                    for (ElementType t : TYPES) {
                        compareExact(new RandomDags.Pair(e.ifelse(test.m(), yes.m(), no.m(), t), Ref.ifelse(test.r(), yes.r(), no.r(), t), "full/full " + t));
                        compareExact(new RandomDags.Pair(e.ifelse(test.m(), ys.m(), no.m(), t), Ref.ifelse(test.r(), ys.r(), no.r(), t), "scalar/full " + t));
                        compareExact(new RandomDags.Pair(e.ifelse(test.m(), yes.m(), ns.m(), t), Ref.ifelse(test.r(), yes.r(), ns.r(), t), "full/scalar " + t));
                        compareExact(new RandomDags.Pair(e.ifelse(test.m(), ys.m(), ns.m(), t), Ref.ifelse(test.r(), ys.r(), ns.r(), t), "scalar/scalar " + t));
                    }
                }
            }
        }
    }

    @Test void ifelseOfComputedTestsFeedsSinksInOnePass() {
        RandomDags g = new RandomDags(e, 13);
        for (int[] s : SHAPES) {
            RandomDags.Pair x = g.source(s[0], s[1], ElementType.DOUBLE);
            // x[is.na(x)] <- 0 and then its column sums, row sums and sum
            Matrix kept = e.ifelse(e.sapply(x.m(), UnaryOp.IS_NA), e.scalar(0.0), x.m(), ElementType.DOUBLE);
            Ref rk = Ref.ifelse(x.r().sapply(UnaryOp.IS_NA), scalar(0.0), x.r(), ElementType.DOUBLE);
            Matrix cs = e.aggCol(kept, AggOp.SUM), rs = e.aggRow(kept, AggOp.SUM), all = e.agg(kept, AggOp.SUM);
            long before = e.passCount();
            e.materialize(cs, rs, all);
            assertTrue(e.passCount() - before <= 2, "one pass over the data (and one for the scalar dependency)");
            assertTrue(kept.isVirtual(), "the ifelse is not stored");
            DifferentialTest.compare(new RandomDags.Pair(cs, rk.aggCol(AggOp.SUM), "colSums " + s[0] + "x" + s[1]));
            DifferentialTest.compare(new RandomDags.Pair(rs, rk.aggRow(AggOp.SUM), "rowSums " + s[0] + "x" + s[1]));
            DifferentialTest.compare(new RandomDags.Pair(all, rk.agg(AggOp.SUM), "sum " + s[0] + "x" + s[1]));
        }
    }

    @Test void ifelseBranchesMayBeSinksTransposedOrSelectedRows() {
        RandomDags g = new RandomDags(e, 17);
        for (int[] s : new int[][] {{9, 9}, {40, 40}, {203, 3}}) {
            RandomDags.Pair x = g.source(s[0], s[1], ElementType.DOUBLE), y = g.source(s[1], s[0], ElementType.INTEGER);
            Matrix test = e.mapply(x.m(), 0.0, BinaryOp.GT);
            Ref rt = Ref.mapply(x.r(), scalar(0.0), BinaryOp.GT);
            // the max of x as the yes branch: a sink, computed before the pass that reads it
            Matrix max = e.agg(x.m(), AggOp.MAX);
            Ref rmax = x.r().agg(AggOp.MAX);
            if (s[0] == s[1]) {
                compareExact(new RandomDags.Pair(e.ifelse(test, max, y.m().t(), ElementType.DOUBLE),
                        Ref.ifelse(rt, rmax, y.r().t(), ElementType.DOUBLE), "sink yes, transposed no"));
            }
            Matrix sel = e.ifelse(test, x.m(), e.scalar(-1.0), ElementType.DOUBLE);
            Ref rsel = Ref.ifelse(rt, x.r(), scalar(-1.0), ElementType.DOUBLE);
            long[] rows = {s[0] - 1, 0, 2, 2, 1};
            compareExact(new RandomDags.Pair(e.selectRows(sel, rows), rsel.selectRows(rows), "rows of an ifelse"));
            assertTrue(sel.isVirtual());
            compareExact(new RandomDags.Pair(e.aggRow(sel, AggOp.MAX), rsel.aggRow(AggOp.MAX), "agg.row of an ifelse"));
        }
    }

    private static Ref scalar(double v) {
        Ref r = new Ref(ElementType.DOUBLE, 1, 1);
        r.d[0] = v;
        return r;
    }
}
