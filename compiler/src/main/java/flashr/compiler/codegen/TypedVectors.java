package flashr.compiler.codegen;

import flashr.lang.RCall;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.List;
import java.util.Set;

/** What a {@link TypedFunction}'s analysis asks about vectors: which parameters are used as vectors, which calls make one. */
final class TypedVectors {
    /** The functions that make a fresh vector in a typed body, of their one argument, the length. */
    static final Set<String> ALLOCATORS = Set.of("numeric", "double", "integer", "logical");

    /** The functions whose one argument, a parameter, is used as a vector. */
    private static final Set<String> VECTOR_ARGS = Set.of("length", "seq_along", "sum", "any", "all");

    private TypedVectors() {}

    /**
     * The parameters {@code n} uses as vectors: indexed ({@code x[i]}, also as an assignment's
     * target), or the argument of {@code length}, {@code seq_along} or {@code sum}, or passed where
     * a typed callee has a vector parameter ({@code norm2 <- function(v) sqrt(ssq(v))}). They are tried
     * as double or integer vectors, then (where the body does not type so) as numbers.
     */
    static void uses(RValue n, List<String> params, Set<String> out, int depth, TypeHints hints) {
        if (!(n instanceof RCall c) || depth > 200) return;
        if (c.function() instanceof RSymbol h && c.argCount() >= 1 && c.arg(0) instanceof RSymbol x && params.contains(x.name())
                && (h.name().equals("[") || h.name().equals("[[") || VECTOR_ARGS.contains(h.name()) && c.argCount() == 1)) {
            out.add(x.name());
        }
        if (c.function() instanceof RSymbol f && f.name().equals("function")) return; // another scope
        if (hints != null && c.function() instanceof RSymbol f && c.names() == null) {
            for (int i = 0; i < c.argCount(); i++) {
                if (c.arg(i) instanceof RSymbol x && params.contains(x.name()) && hints.vectorParam(f.name(), i)) out.add(x.name());
            }
        }
        for (RValue a : c.args()) uses(a, params, out, depth + 1, hints);
    }

    /** {@code numeric(n)}, {@code double(n)}, {@code integer(n)}, {@code logical(n)}: a fresh vector. */
    static boolean isAllocation(RValue n) {
        return n instanceof RCall c && c.function() instanceof RSymbol h && ALLOCATORS.contains(h.name()) && c.argCount() == 1 && c.names() == null;
    }
}
