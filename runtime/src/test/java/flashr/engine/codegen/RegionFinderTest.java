package flashr.engine.codegen;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.dag.Node;
import flashr.engine.exec.PassPlan;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.*;

/** Which nodes of a plan fuse into one region and which do not. */
class RegionFinderTest {
    private static Engine e;

    @BeforeAll static void start() { e = new Engine(EngineConfig.builder().threads(1).partitionRows(16).compiledKernels(false).build()); }

    @AfterAll static void stop() { e.close(); }

    private static List<Region> regions(Matrix... roots) {
        return RegionFinder.find(new PassPlan(java.util.Arrays.stream(roots).map(Matrix::node).toList(), null, null, 16, 1 << 12));
    }

    /** The member nodes of a region, by id. */
    private static Set<Integer> ids(PassPlan plan, List<Integer> idx) {
        return idx.stream().map(k -> plan.nodes.get(k).id).collect(Collectors.toSet());
    }

    private static Set<Integer> ids(Matrix... ms) { return java.util.Arrays.stream(ms).map(m -> m.node().id).collect(Collectors.toSet()); }

    private Matrix x() { return e.fromArray(new double[] {1, -4, 9, 0, 2, 3, -1, 5}, 4, 2); }

    @Test void chainUnderSinkIsOneRegion() {
        Matrix x = x();
        Matrix a = e.sapply(x, UnaryOp.ABS), s = e.sapply(a, UnaryOp.SQRT), m = e.mapply(s, 2.0, BinaryOp.MUL), p = e.mapply(m, 1.0, BinaryOp.ADD);
        Matrix sum = e.agg(p, AggOp.SUM);
        PassPlan plan = new PassPlan(List.of(sum.node()), null, null, 16, 1 << 12);
        List<Region> rs = RegionFinder.find(plan);
        assertEquals(1, rs.size());
        assertEquals(ids(a, s, m, p), ids(plan, rs.getFirst().members()));
        assertEquals(p.node().id, plan.nodes.get(rs.getFirst().output()).id, "the sink's input is the output");
        assertEquals(ids(x), ids(plan, rs.getFirst().inputs()));
    }

    @Test void sharedIntermediateIsNotFused() {
        Matrix x = x();
        Matrix y = e.sapply(x, UnaryOp.ABS);
        Matrix z = e.mapply(y, e.sapply(y, UnaryOp.SQRT), BinaryOp.ADD);   // y read by two nodes
        PassPlan plan = new PassPlan(List.of(z.node()), null, null, 16, 1 << 12);
        List<Region> rs = RegionFinder.find(plan);
        assertEquals(1, rs.size());
        assertFalse(ids(plan, rs.getFirst().members()).contains(y.node().id));
        assertEquals(ids(y), ids(plan, rs.getFirst().inputs()));
    }

    @Test void nodeUsedTwiceByOneConsumerFuses() {
        Matrix x = x();
        Matrix y = e.sapply(x, UnaryOp.NEG);
        Matrix z = e.mapply(y, y, BinaryOp.MUL);
        assertEquals(1, regions(z).size());
        assertEquals(2, regions(z).getFirst().members().size());
    }

    @Test void storedIntermediateEndsARegion() {
        Matrix x = x();
        Matrix y = e.mapply(e.sapply(x, UnaryOp.ABS), 1.0, BinaryOp.ADD);
        Matrix z = e.mapply(e.sapply(y, UnaryOp.SQRT), 2.0, BinaryOp.DIV);
        List<Region> rs = regions(y, z);   // y is a target: written to a store
        assertEquals(2, rs.size());
        for (Region r : rs) assertEquals(2, r.members().size());
    }

    @Test void expAndLogAreBoundaries() {
        Matrix x = x();
        Matrix a = e.mapply(e.sapply(x, UnaryOp.NEG), 1.0, BinaryOp.ADD);   // neg, + before exp: a region
        Matrix b = e.sapply(a, UnaryOp.EXP);                                 // exp alone: its vector loop
        Matrix c = e.mapply(e.mapply(b, 1.0, BinaryOp.ADD), 2.0, BinaryOp.MUL);
        Matrix root = e.sapply(c, UnaryOp.LOG);
        PassPlan plan = new PassPlan(List.of(root.node()), null, null, 16, 1 << 12);
        List<Region> rs = RegionFinder.find(plan);
        assertEquals(2, rs.size());
        for (Region r : rs) {
            assertEquals(2, r.members().size());
            for (int k : r.members()) assertFalse(ids(b, root).contains(plan.nodes.get(k).id));
        }
    }

    @Test void nonElementWiseNodesAreBoundaries() {
        Matrix x = x();
        Matrix a = e.sapply(x, UnaryOp.ABS);
        Matrix r = e.aggRow(a, AggOp.SUM);                                   // abs folded into the row sums: a region
        Matrix q = e.sapply(r, UnaryOp.SQRT);
        Matrix z = e.mapply(q, 1.0, BinaryOp.SUB);
        Matrix neg = e.sapply(z, UnaryOp.NEG);                               // sqrt, -, neg after it: another
        Matrix cs = e.cumCol(neg, BinaryOp.ADD);
        Matrix root = e.agg(e.sapply(cs, UnaryOp.ABS), AggOp.SUM);          // abs alone between cum.col and sum: none
        PassPlan plan = new PassPlan(List.of(root.node()), null, null, 16, 1 << 12);
        List<Region> rs = RegionFinder.find(plan);
        assertEquals(2, rs.size());
        assertEquals(ids(a, r), ids(plan, rs.get(0).members()));
        assertEquals(ids(x), ids(plan, rs.get(0).inputs()));
        assertEquals(ids(r), ids(plan, rs.get(1).inputs()));
        assertEquals(ids(q, z, neg), ids(plan, rs.get(1).members()));
    }

    @Test void sweepIfelseAndCastsFuse() {
        Matrix x = x();
        Matrix v = e.fromArray(new double[] {1, 2, 3, 4}, 4, 1);
        Matrix s = e.sweep(x, 1, v, BinaryOp.SUB, false);
        Matrix t = e.mapply(s, 0.0, BinaryOp.GT);
        Matrix c = e.sapply(s, UnaryOp.AS_INTEGER);
        Matrix f = e.ifelse(t, c, e.scalar(0, ElementType.INTEGER), ElementType.INTEGER);
        PassPlan plan = new PassPlan(List.of(f.node()), null, null, 16, 1 << 12);
        List<Region> rs = RegionFinder.find(plan);
        assertEquals(1, rs.size(), "s is read by two nodes: a region of one node, not compiled");
        assertEquals(ids(t, c, f), ids(plan, rs.getFirst().members()));
        assertEquals(ids(s), ids(plan, rs.getFirst().inputs()));
    }

    @Test void computedRowVectorFusesOnlyIntoOneColumn() {
        Matrix v = e.sapply(e.fromArray(new double[] {1, -2, 3, -4}, 4, 1), UnaryOp.ABS);
        Matrix wide = e.sweep(x(), 1, v, BinaryOp.ADD, false);                                  // 2 columns: abs(v) stays apart
        assertTrue(regions(wide).isEmpty());
        Matrix narrow = e.sweep(e.fromArray(new double[] {5, 6, 7, 8}, 4, 1), 1, v, BinaryOp.ADD, false);   // 1 column: fuses
        assertEquals(1, regions(narrow).size());
        assertEquals(2, regions(narrow).getFirst().members().size());
    }

    @Test void rowAggregationOfDoublesEndsARegion() {
        Matrix x = x();
        Matrix d = e.mapply(e.sweep(x, 2, e.fromArray(new double[] {1, 2}, 2, 1), BinaryOp.SUB, false), -2.0, BinaryOp.MUL);
        Matrix w = e.aggRow(d, AggOp.WHICH_MIN);
        Matrix z = e.mapply(e.sapply(w, UnaryOp.NEG), 1, ElementType.INTEGER, BinaryOp.ADD);   // after the fold: a region of its own
        PassPlan plan = new PassPlan(List.of(z.node()), null, null, 16, 1 << 12);
        List<Region> rs = RegionFinder.find(plan);
        assertEquals(2, rs.size());
        assertEquals(ids(d, w, e.sweep(x, 2, e.fromArray(new double[] {1, 2}, 2, 1), BinaryOp.SUB, false)).size(), 3);
        Region fold = rs.stream().filter(r -> plan.nodes.get(r.output()).id == w.node().id).findFirst().orElseThrow();
        assertEquals(3, fold.members().size(), "sweep, * and which.min");
        assertEquals(2, fold.width(), "the loop runs over the aggregation's input columns");
        assertEquals(ids(x), ids(plan, fold.inputs()));
        // integer row sums and products keep the aggregation out
        Matrix xi = e.fromArray(new int[] {1, 2, 3, 4}, ElementType.INTEGER, 2, 2);
        assertEquals(2, regions(e.aggRow(e.mapply(e.sapply(xi, UnaryOp.ABS), 2, ElementType.INTEGER, BinaryOp.ADD), AggOp.SUM)).getFirst().members().size());
        assertEquals(2, regions(e.aggRow(e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT), AggOp.PROD)).getFirst().members().size());
    }

    @Test void materializedNodesAreInputs() {
        Matrix y = e.sapply(x(), UnaryOp.ABS);
        e.materialize(y);
        Matrix z = e.mapply(e.sapply(y, UnaryOp.SQRT), 1.0, BinaryOp.ADD);
        PassPlan plan = new PassPlan(List.of(z.node()), null, null, 16, 1 << 12);
        Region r = RegionFinder.find(plan).getFirst();
        assertEquals(2, r.members().size());
        assertEquals(ids(y), ids(plan, r.inputs()));
        for (int k : r.members()) assertFalse(plan.nodes.get(k).isMaterialized());
        Node unused = y.node();
        assertTrue(unused.isMaterialized());
    }
}
