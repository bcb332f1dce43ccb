package flashr.engine;

import flashr.engine.dag.Node;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Prints a DAG as an indented tree: one line per node with its id, op, type, tall-form shape and
 * flags; a node already printed is referenced by id. Inputs come first, then dependencies
 * (marked {@code dep:}), which a pass needs materialized before it starts; an rbind's virtual parts,
 * evaluated in the pass over their own rows, are marked {@code part:}.
 */
final class Explain {
    private Explain() {}

    static String of(Matrix... ms) {
        StringBuilder sb = new StringBuilder();
        Map<Node, Boolean> seen = new IdentityHashMap<>();
        for (Matrix m : ms) {
            if (m.isTransposed()) sb.append("t() of\n");
            node(sb, m.node(), 0, "", seen);
        }
        return sb.toString();
    }

    private static void node(StringBuilder sb, Node x, int depth, String prefix, Map<Node, Boolean> seen) {
        sb.append("  ".repeat(depth)).append(prefix).append('#').append(x.id).append(' ');
        if (seen.containsKey(x)) { sb.append("(see above)\n"); return; }
        seen.put(x, true);
        sb.append(x.label()).append(' ').append(x.type.rName()).append(' ').append(x.nrow).append('x').append(x.ncol);
        List<String> flags = new ArrayList<>();
        if (x.isSink()) flags.add("sink");
        if (x.isCached()) flags.add("cached");
        flags.add(x.isMaterialized() ? "materialized" : "virtual");
        sb.append(" [").append(String.join(", ", flags)).append("]\n");
        if (x.isMaterialized()) return;
        for (Node in : x.inputs()) node(sb, in, depth + 1, "", seen);
        for (Node p : x.ownRowInputs()) node(sb, p, depth + 1, "part: ", seen);
        for (Node d : x.deps()) node(sb, d, depth + 1, "dep: ", seen);
    }
}
