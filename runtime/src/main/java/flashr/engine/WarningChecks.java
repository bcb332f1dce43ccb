package flashr.engine;

import flashr.engine.dag.MapplyNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.SapplyNode;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Whether an operation's lazy nodes produce what R warns about, found by one pass now. Where the
 * value ranges cannot rule a warning out, the binding lets R's body compute the result and warn;
 * a long vector's result cannot go there, so its operation stays lazy and this pass decides the
 * warnings instead (each a flag over all elements: an NA or NaN the operands did not have).
 */
public final class WarningChecks {
    /** What R warns about (the binding words it). */
    public enum Kind {
        /** NaN from a number: sqrt, log, a math function outside its domain. */
        NANS_PRODUCED,
        /** An integer + - * beyond the integer range (NA). */
        INTEGER_OVERFLOW,
        /** A double beyond the integer range made integer (NA). */
        INTEGER_RANGE
    }

    private WarningChecks() {}

    /** The kinds of warning found; null where a node's condition is not one of these (the caller declines). */
    static Set<Kind> of(Engine e, ValueRanges ranges, Node x, int sinceId) {
        List<Node> nodes = ranges.mayWarnNodes(x, sinceId);
        List<Kind> kinds = new ArrayList<>();
        List<Matrix> flags = new ArrayList<>();
        for (Node n : nodes) {
            switch (n) {
                case SapplyNode s -> {
                    kinds.add(s.op == UnaryOp.AS_INTEGER ? Kind.INTEGER_RANGE : Kind.NANS_PRODUCED);
                    flags.add(newNA(e, e.wrap(s, false), e.wrap(s.in, false)));
                }
                case MapplyNode m -> {
                    // the same operation in doubles (exact at these magnitudes) beyond the integer range
                    Matrix d = e.wrap(new MapplyNode(m.op, new SapplyNode(UnaryOp.AS_DOUBLE, m.m),
                            new SapplyNode(UnaryOp.AS_DOUBLE, m.other), m.mode, m.otherLeft), false);
                    Matrix beyond = e.mapply(e.sapply(d, UnaryOp.ABS), (double) Integer.MAX_VALUE, BinaryOp.GT);
                    kinds.add(Kind.INTEGER_OVERFLOW);
                    flags.add(e.agg(e.mapply(beyond, e.sapply(e.sapply(d, UnaryOp.IS_NA), UnaryOp.NOT), BinaryOp.AND), AggOp.ANY));
                }
                // R's integer sum beyond the integer range is a double, not a warning: not for a lazy integer sink
                default -> {
                    return null;
                }
            }
        }
        if (!flags.isEmpty()) e.materialize(flags.toArray(Matrix[]::new));
        Set<Kind> found = EnumSet.noneOf(Kind.class);
        for (int i = 0; i < flags.size(); i++) if (flags.get(i).toIntArray()[0] == 1) found.add(kinds.get(i));
        return found;
    }

    /** Whether some element of r is NA or NaN where in's is not (one pass: any). */
    private static Matrix newNA(Engine e, Matrix r, Matrix in) {
        Matrix fresh = e.mapply(e.sapply(r, UnaryOp.IS_NA), e.sapply(e.sapply(in, UnaryOp.IS_NA), UnaryOp.NOT), BinaryOp.AND);
        return e.agg(fresh, AggOp.ANY);
    }
}
