package flashr.engine.exec;

import flashr.engine.dag.AggRowNode;
import flashr.engine.dag.CumColNode;
import flashr.engine.dag.GeneratorNode;
import flashr.engine.dag.IfElseNode;
import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.dag.MapplyNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.SapplyNode;
import flashr.engine.fn.UnaryOp;

/**
 * The EXPLAIN of a pass's kernel, as text: in plan order, each group of nodes one generated or
 * hand-written fused step computes, each node evaluated on its own and why, how stored data are
 * read (in place or copied into a block), then the sinks and stores. One line each; node ids and
 * labels as in {@code Matrix.explain()}.
 */
final class KernelPlan {
    private KernelPlan() {}

    static String text(PassPlan plan, FusedStep[] fusedAt, boolean[] interior, boolean[] fedSink, boolean[] inPlace, boolean[] aheadOfCum, boolean fusing) {
        StringBuilder sb = new StringBuilder();
        sb.append("kernel of a pass over ").append(plan.rows).append(" rows (").append(plan.partitions)
                .append(plan.partitions == 1 ? " partition, " : " partitions, ").append(plan.pcRows).append(" rows a Pcache step)\n");
        for (int k = 0; k < plan.nodes.size(); k++) {
            if (interior[k]) continue;
            Node x = plan.nodes.get(k);
            sb.append("  ");
            FusedStep f = fusedAt[k];
            if (f != null) {
                sb.append(f.kind()).append(':');
                for (int j : f.interior()) sb.append(' ').append(name(plan.nodes.get(j))).append(',');
                sb.append(' ').append(name(x)).append('\n');
                continue;
            }
            sb.append(name(x)).append(": ");
            if (x.isMaterialized()) sb.append(inPlace[k] ? "stored, read in place" : "stored, copied into each step's block");
            else if (inPlace[k]) sb.append("stored columns, read in place by the cumulative op");
            else sb.append("interpreted (").append(reason(plan, x, aheadOfCum[k], fusing)).append(')');
            sb.append('\n');
        }
        for (int k = 0; k < plan.sinkRoots.size(); k++) {
            Node s = plan.sinkRoots.get(k);
            String how = "column by column";
            for (FusedStep f : fusedAt) if (f != null && f.sink() == k) how = f.feedsHow();
            sb.append("  sink ").append(name(s)).append(fedSink[k] ? ": fed " + how + " by the fused step of" : ": hand-written partial of");
            for (Node in : s.inputs()) sb.append(" #").append(in.id);
            sb.append('\n');
        }
        if (!plan.storeRoots.isEmpty()) {
            sb.append("  stored:");
            for (Node r : plan.storeRoots) sb.append(" #").append(r.id);
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String name(Node x) { return "#" + x.id + " " + x.label(); }

    /** Why a node runs as the interpreting kernel's own loop rather than in a fused step. */
    private static String reason(PassPlan plan, Node x, boolean aheadOfCum, boolean fusing) {
        if (!fusing) return plan.onePcacheStep() && plan.rows > 0 ? "one Pcache step: no code generated" : "interpreting kernel chosen";
        if (aheadOfCum) return "feeds a cumulative op: computed ahead of its turn";
        return switch (x) {
            case SapplyNode s when s.fn != null || s.op == UnaryOp.FN -> "a builtin's function of a double, over the block";
            case SapplyNode s when s.op == UnaryOp.EXP || s.op == UnaryOp.LOG -> "exact exp/log vector loop over the block";
            case SapplyNode s -> "element-wise alone: no fusable neighbour";
            case MapplyNode m -> "element-wise alone: no fusable neighbour";
            case IfElseNode s -> "element-wise alone: no fusable neighbour";
            case GeneratorNode g -> "generator";
            case InnerProdTallNode ip -> "tall inner product: hand-written row dots";
            case AggRowNode a -> "row aggregation: hand-written loop";
            case CumColNode c -> "cumulative: in partition order";
            default -> "view or row operation: hand-written";
        };
    }
}
