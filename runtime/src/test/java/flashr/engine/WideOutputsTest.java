package flashr.engine;

import flashr.engine.dag.InnerProdSinkNode;
import flashr.engine.dag.Node;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Ops whose OUTPUT is wider than 32 columns, against the naive {@link Ref}: tall inner products
 * X %*% W with W of 33 to 70 columns (over narrow and block-matrix X, folds that are not
 * associative included), groupby.col with 33 to 70 groups, and crossprod of block matrices (only
 * the upper block triangle computed when the product is symmetric). Each runs under several
 * thread counts with 8- and 16-row partitions, and the pass must have run with Pcache blocks
 * sized for 32 columns, i.e. the wide result was computed block by block.
 */
class WideOutputsTest {
    /** 4 rows of a 32-column block, 3 or fewer of anything wider (and under the 8-row partitions). */
    private static final int PCACHE = 1 << 10;
    /** threads, partition rows. */
    private static final int[][] CONFIGS = {{1, 8}, {2, 8}, {3, 16}};
    private static final int[] OUT_WIDTHS = {33, 64, 65, 70};

    private static void onEngines(Consumer<Engine> body) {
        for (int[] c : CONFIGS)
            try (Engine e = new Engine(EngineConfig.builder().threads(c[0]).partitionRows(c[1]).pcacheBytes(PCACHE).chunkBytes(1 << 16).build())) {
                body.accept(e);
            }
    }

    /** The Pcache rows of a pass whose widest node is a 32-column block. */
    private static void assertBlockPass(Engine e, String what) {
        assertEquals(PCACHE / (8 * 32), e.lastPassStats().pcacheRows(), "Pcache rows of a pass over 32-column blocks: " + what);
    }

    private static void check(Engine e, RandomDags.Pair p) {
        e.materialize(p.m());
        assertBlockPass(e, p.how());
        DifferentialTest.compare(p);
    }

    @Test void tallInnerProductsWithWideOutputs() {
        BinaryOp[][] pairs = {{BinaryOp.MUL, BinaryOp.ADD}, {BinaryOp.EUCLIDEAN, BinaryOp.ADD}, {BinaryOp.MUL, BinaryOp.SUB},
                {BinaryOp.ADD, BinaryOp.DIV}, {BinaryOp.MIN, BinaryOp.MAX}, {BinaryOp.LT, BinaryOp.OR}};
        onEngines(e -> {
            RandomDags g = new RandomDags(e, 11);
            int pick = 0;
            for (int p : new int[] {5, 32, 33, 70})
                for (int k : OUT_WIDTHS)
                    for (ElementType t : ElementType.values()) {
                        BinaryOp[] f = pairs[pick++ % pairs.length];
                        RandomDags.Pair x = g.source(101, p, t);
                        RandomDags.Pair w = g.source(p, k, t == ElementType.LOGICAL ? ElementType.INTEGER : t);
                        check(e, new RandomDags.Pair(e.innerProd(x.m(), w.m(), f[0], f[1]), Ref.innerProd(x.r(), w.r(), f[0], f[1]),
                                "inner.prod " + f[0] + " " + f[1] + " " + t + " " + p + " by " + p + "x" + k));
                    }
        });
    }

    /** A virtual input, a consumer of the wide product in the same pass, and the product's own rows and sums. */
    @Test void wideProductsFuseWithProducersAndConsumers() {
        onEngines(e -> {
            RandomDags g = new RandomDags(e, 12);
            for (int p : new int[] {7, 70}) {
                RandomDags.Pair x = g.source(203, p, ElementType.DOUBLE);
                RandomDags.Pair w = g.source(p, 65, ElementType.DOUBLE);
                Matrix v = e.sapply(e.mapply(x.m(), 0.5, BinaryOp.MUL), UnaryOp.ABS);
                Ref rv = new Ref(ElementType.DOUBLE, 203, p);
                for (int q = 0; q < rv.n(); q++) rv.d[q] = Math.abs(x.r().d[q] * 0.5);
                Matrix prod = e.innerProd(v, w.m(), BinaryOp.MUL, BinaryOp.ADD);
                Ref rp = Ref.innerProd(rv, w.r(), BinaryOp.MUL, BinaryOp.ADD);
                RandomDags.Pair neg = new RandomDags.Pair(e.sapply(prod, UnaryOp.NEG), rp.sapply(UnaryOp.NEG), "-(|x/2| %*% w) " + p);
                RandomDags.Pair which = new RandomDags.Pair(e.aggRow(prod, AggOp.WHICH_MAX), rp.aggRow(AggOp.WHICH_MAX), "which.max of the product " + p);
                RandomDags.Pair sums = new RandomDags.Pair(e.aggCol(prod, AggOp.SUM), rp.aggCol(AggOp.SUM), "colSums of the product " + p);
                e.materialize(neg.m(), which.m(), sums.m());
                assertBlockPass(e, "product with consumers");
                DifferentialTest.compare(neg);
                DifferentialTest.compare(which);
                DifferentialTest.compare(sums);
            }
        });
    }

    @Test void groupbyColWithManyGroups() {
        AggOp[] ops = {AggOp.SUM, AggOp.PROD, AggOp.MIN, AggOp.MAX, AggOp.ANY, AggOp.ALL, AggOp.COUNT};
        onEngines(e -> {
            RandomDags g = new RandomDags(e, 13);
            java.util.Random rnd = new java.util.Random(13);
            int pick = 0;
            for (int p : new int[] {12, 33, 70, 100})
                for (int k : new int[] {33, 40, 64, 65, 70})
                    for (ElementType t : ElementType.values()) {
                        AggOp op = ops[pick++ % ops.length];
                        RandomDags.Pair x = g.source(77, p, t);
                        Ref lab = new Ref(ElementType.INTEGER, p, 1);
                        for (int c = 0; c < p; c++) lab.i[c] = rnd.nextInt(10) == 0 ? NA.INT : 1 + rnd.nextInt(k);
                        Matrix lm = e.fromArray(lab.i, ElementType.INTEGER, p, 1);
                        check(e, new RandomDags.Pair(e.groupbyCol(x.m(), lm, k, op), x.r().groupbyCol(lab, k, op),
                                "groupby.col " + op + " " + t + " " + p + " columns, " + k + " groups"));
                    }
        });
    }

    @Test void crossprodOfBlockMatrices() {
        BinaryOp[][] pairs = {{BinaryOp.MUL, BinaryOp.ADD}, {BinaryOp.EUCLIDEAN, BinaryOp.ADD}, {BinaryOp.SUB, BinaryOp.ADD},
                {BinaryOp.MIN, BinaryOp.MAX}, {BinaryOp.LT, BinaryOp.OR}, {BinaryOp.EQ, BinaryOp.AND}, {BinaryOp.MAX, BinaryOp.MIN}};
        onEngines(e -> {
            RandomDags g = new RandomDags(e, 14);
            for (int p : new int[] {33, 64, 70})
                for (ElementType t : ElementType.values())
                    for (BinaryOp[] f : pairs) {
                        RandomDags.Pair x = g.source(83, p, t);
                        String how = "crossprod " + f[0] + " " + f[1] + " " + t + " " + p;
                        check(e, new RandomDags.Pair(e.innerProd(x.m().t(), x.m(), f[0], f[1]), Ref.innerProd(x.r().t(), x.r(), f[0], f[1]), how));
                        if (f[0] != BinaryOp.MUL && f[0] != BinaryOp.SUB) continue;
                        RandomDags.Pair y = g.source(83, 40, t);
                        check(e, new RandomDags.Pair(e.innerProd(x.m().t(), y.m(), f[0], f[1]), Ref.innerProd(x.r().t(), y.r(), f[0], f[1]), how + " by 40"));
                    }
        });
    }

    /** Only the upper block triangle of a symmetric product is computed; other products compute every block pair. */
    @Test void symmetricProductsMirrorTheUpperBlockTriangle() {
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(8).build())) {
            Matrix x = e.runif(100, 70, -1, 1, 5);
            Matrix xi = e.sapply(x, UnaryOp.AS_INTEGER);
            Matrix y = e.runif(100, 70, -1, 1, 6);
            assertEquals(6, distinctParts(e.innerProd(x.t(), x, BinaryOp.MUL, BinaryOp.ADD)), "3 diagonal + 3 upper pairs");
            assertEquals(6, distinctParts(e.innerProd(xi.t(), xi, BinaryOp.MIN, BinaryOp.ADD)), "integer pmin commutes");
            assertEquals(9, distinctParts(e.innerProd(x.t(), x, BinaryOp.MIN, BinaryOp.ADD)), "double pmin keeps its left NaN or zero");
            assertEquals(9, distinctParts(e.innerProd(x.t(), x, BinaryOp.SUB, BinaryOp.ADD)), "- does not commute");
            assertEquals(9, distinctParts(e.innerProd(x.t(), y, BinaryOp.MUL, BinaryOp.ADD)), "two operands");
        }
    }

    private static int distinctParts(Matrix m) {
        Node[] parts = BlockSplitter.split(m.node());
        assertNotNull(parts, "split into block pairs");
        assertInstanceOf(InnerProdSinkNode.class, parts[0]);
        Set<Node> distinct = Collections.newSetFromMap(new IdentityHashMap<>());
        Collections.addAll(distinct, parts);
        return distinct.size();
    }
}
