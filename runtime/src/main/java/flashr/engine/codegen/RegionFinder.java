package flashr.engine.codegen;

import flashr.engine.dag.IfElseNode;
import flashr.engine.dag.MapplyNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.SapplyNode;
import flashr.engine.exec.PassPlan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the maximal fusion regions of a plan. Walking from consumers to producers, an
 * element-wise node joins its consumer's region when that consumer is its only reader (no other
 * node, no store, sink or groupby reads it) and has its width; otherwise it starts a region of its
 * own. Regions of a single node gain nothing and are dropped.
 */
public final class RegionFinder {
    private RegionFinder() {}

    /** The nodes generated code computes: sapply, mapply (every broadcast), ifelse. */
    public static boolean elementWise(Node x) {
        return !x.isMaterialized() && (x instanceof SapplyNode || x instanceof MapplyNode || x instanceof IfElseNode);
    }

    public static List<Region> find(PassPlan plan) {
        int n = plan.nodes.size();
        // the reading nodes of each node (-1: read by two different nodes or by a root)
        int[] reader = new int[n];
        java.util.Arrays.fill(reader, Integer.MIN_VALUE);
        for (int k = 0; k < n; k++) {
            for (Node in : PassPlan.evaluatedInputs(plan.nodes.get(k))) {
                int j = plan.indexOf(in);
                reader[j] = reader[j] == Integer.MIN_VALUE || reader[j] == k ? k : -1;
            }
        }
        for (int k = 0; k < n; k++) if (plan.lastUse(k) == Integer.MAX_VALUE) reader[k] = -1;
        int[] regionOf = new int[n];
        java.util.Arrays.fill(regionOf, -1);
        List<List<Integer>> regions = new ArrayList<>();
        for (int k = n - 1; k >= 0; k--) {
            Node x = plan.nodes.get(k);
            if (!elementWise(x)) continue;
            int c = reader[k];
            if (c >= 0 && regionOf[c] >= 0 && plan.nodes.get(c).ncol == x.ncol) {
                regionOf[k] = regionOf[c];
                regions.get(regionOf[k]).addFirst(k);
            } else {
                regionOf[k] = regions.size();
                regions.add(new ArrayList<>(List.of(k)));
            }
        }
        List<Region> out = new ArrayList<>();
        for (List<Integer> members : regions.reversed()) {
            if (members.size() < 2) continue;
            members.sort(null);
            Set<Integer> ins = new LinkedHashSet<>();
            for (int k : members) {
                for (Node in : PassPlan.evaluatedInputs(plan.nodes.get(k))) {
                    int j = plan.indexOf(in);
                    if (regionOf[j] != regionOf[k]) ins.add(j);
                }
            }
            out.add(new Region(List.copyOf(members), List.copyOf(ins)));
        }
        return out;
    }
}
