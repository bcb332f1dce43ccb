package flashr.compiler.codegen;

import flashr.lang.RCall;
import flashr.lang.RList;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The path of every node of a parsed script, as {@link flashr.compiler.rt.Program#node} reads it
 * back when the compiled script starts, and the script's function literals in source order.
 */
public final class NodePaths {
    private final Map<RValue, String> paths = new IdentityHashMap<>();
    private final List<RCall> functions = new ArrayList<>();

    public NodePaths(List<RValue> topLevel) {
        for (int i = 0; i < topLevel.size(); i++) walk(topLevel.get(i), Integer.toString(i));
    }

    private void walk(RValue n, String path) {
        paths.putIfAbsent(n, path);
        if (n instanceof RCall c) {
            if (c.function() instanceof RSymbol s && s.name().equals("function")) functions.add(c);
            walk(c.function(), path + "/f");
            for (int i = 0; i < c.argCount(); i++) walk(c.arg(i), path + "/" + i);
        } else if (n instanceof RList l) { // the formals of function: defaults may hold function literals
            for (int i = 0; i < l.length(); i++) walk(l.get(i), path + "/" + i);
        }
    }

    public String of(RValue node) {
        String p = paths.get(node);
        if (p == null) throw new IllegalArgumentException("node outside the script");
        return p;
    }

    /** Every {@code function(...)} call of the script, outermost first. */
    public List<RCall> functions() {
        return functions;
    }
}
