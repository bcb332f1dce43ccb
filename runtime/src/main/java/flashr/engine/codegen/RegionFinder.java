package flashr.engine.codegen;

import flashr.engine.dag.AggColNode;
import flashr.engine.dag.AggNode;
import flashr.engine.dag.AggRowNode;
import flashr.engine.dag.IfElseNode;
import flashr.engine.dag.MapplyNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.SapplyNode;
import flashr.engine.exec.PassPlan;
import flashr.engine.exec.SinkPartial;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the maximal fusion regions of a plan. Walking from consumers to producers, an
 * element-wise node joins its consumer's region when that consumer is its only reader (no other
 * node, no store, sink or groupby reads it) and has its width; otherwise it starts a region of its
 * own. A row aggregation of doubles (rowSums, max/min, which.min/which.max per row) starts a region
 * that its input may join, so the region folds its values into the rows without a block of them.
 * Regions of a single node gain nothing and are dropped.
 */
public final class RegionFinder {
    private RegionFinder() {}

    /**
     * The nodes generated code computes: sapply, mapply (every broadcast), ifelse. The functions
     * of {@link UnaryOp#FN} stay outside (the interpreting kernel calls them), and exp and log: the interpreting kernel runs them over whole blocks in vector lanes, several times
     * faster than one call per element in a generated loop (same bits either way).
     */
    public static boolean elementWise(Node x) {
        if (x instanceof SapplyNode s && (s.op == UnaryOp.EXP || s.op == UnaryOp.LOG || s.op == UnaryOp.FN)) return false;
        return !x.isMaterialized() && (x instanceof SapplyNode || x instanceof MapplyNode || x instanceof IfElseNode);
    }

    /** Row aggregations of doubles a region can end in: rowSums, max/min and which.min/which.max per row. */
    public static boolean foldsRows(Node x) {
        if (x.isMaterialized() || !(x instanceof AggRowNode a) || a.in.type != ElementType.DOUBLE || a.isMean()) return false;
        return switch (a.op) {
            case SUM, MIN, MAX, WHICH_MIN, WHICH_MAX -> true;
            default -> false;
        };
    }

    /**
     * The node that reads each node's value: its plan index, -1 when two nodes or a root (store,
     * sink, groupby) read it, MIN_VALUE when nothing does.
     */
    static int[] readers(PassPlan plan) {
        int n = plan.nodes.size();
        int[] reader = new int[n];
        java.util.Arrays.fill(reader, Integer.MIN_VALUE);
        for (int k = 0; k < n; k++) {
            for (Node in : PassPlan.evaluatedInputs(plan.nodes.get(k))) {
                int j = plan.indexOf(in);
                reader[j] = reader[j] == Integer.MIN_VALUE || reader[j] == k ? k : -1;
            }
        }
        for (int k = 0; k < n; k++) if (plan.lastUse(k) == Integer.MAX_VALUE) reader[k] = -1;
        return reader;
    }

    /**
     * The sink (its index among the plan's sink roots) a region's generated loop can feed column
     * by column, or -1: an agg or agg.col ({@link SinkPartial#addsColumns}) whose input is the
     * region's output when nothing else reads that output (no other sink, node, store or groupby)
     * and the region folds no rows.
     */
    public static int sinkOf(PassPlan plan, Region region) {
        int k = region.output();
        Node out = plan.nodes.get(k);
        if (foldsRows(out) || plan.groupbyInput == out || plan.storeRoots.contains(out)) return -1;
        for (Node x : plan.nodes) if (PassPlan.evaluatedInputs(x).contains(out)) return -1;
        int found = -1;
        for (int s = 0; s < plan.sinkRoots.size(); s++) {
            Node sink = plan.sinkRoots.get(s);
            if (!sink.inputs().contains(out)) continue;
            if (found >= 0 || sink.inputs().size() != 1) return -1;
            found = s;
        }
        if (found < 0) return -1;
        Node sink = plan.sinkRoots.get(found);
        if (!(sink instanceof AggNode || sink instanceof AggColNode) || !SinkPartial.forSink(sink).addsColumns()) return -1;
        return found;
    }

    public static List<Region> find(PassPlan plan) { return find(plan, new boolean[plan.nodes.size()]); }

    /** The regions of the nodes not excluded (those a hand-written fused step computes). */
    public static List<Region> find(PassPlan plan, boolean[] excluded) {
        int n = plan.nodes.size();
        int[] reader = readers(plan);
        int[] regionOf = new int[n];
        java.util.Arrays.fill(regionOf, -1);
        List<List<Integer>> regions = new ArrayList<>();
        List<Integer> widths = new ArrayList<>();
        for (int k = n - 1; k >= 0; k--) {
            Node x = plan.nodes.get(k);
            if (excluded[k]) continue;
            // a row aggregation only ends a region: its consumers need whole rows folded first
            if (foldsRows(x)) {
                regionOf[k] = regions.size();
                regions.add(new ArrayList<>(List.of(k)));
                widths.add(((AggRowNode) x).in.ncol);
                continue;
            }
            if (!elementWise(x)) continue;
            int c = reader[k];
            if (c >= 0 && regionOf[c] >= 0 && widths.get(regionOf[c]) == x.ncol) {
                regionOf[k] = regionOf[c];
                regions.get(regionOf[k]).addFirst(k);
            } else {
                regionOf[k] = regions.size();
                regions.add(new ArrayList<>(List.of(k)));
                widths.add(x.ncol);
            }
        }
        List<Region> out = new ArrayList<>();
        for (int g = regions.size() - 1; g >= 0; g--) {
            List<Integer> members = regions.get(g);
            if (members.size() < 2) continue;
            members.sort(null);
            Set<Integer> ins = new LinkedHashSet<>();
            for (int k : members) {
                for (Node in : PassPlan.evaluatedInputs(plan.nodes.get(k))) {
                    int j = plan.indexOf(in);
                    if (regionOf[j] != regionOf[k]) ins.add(j);
                }
            }
            out.add(new Region(List.copyOf(members), List.copyOf(ins), widths.get(g)));
        }
        return out;
    }
}
