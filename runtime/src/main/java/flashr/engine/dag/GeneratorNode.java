package flashr.engine.dag;

import flashr.engine.type.ElementType;

import java.util.List;

/**
 * A matrix computed from element positions only: constants (rep), sequences, and counter-based
 * random numbers. Element (r, c) of the tall form has linear index c*nrow + r; random values
 * hash (seed, index), so they do not depend on threads or partition sizes and stay virtual.
 */
public final class GeneratorNode extends Node {
    public enum Kind { CONST, SEQ, RUNIF, RNORM }

    public final Kind kind;
    /** CONST: value; SEQ: from; RUNIF: min; RNORM: mean. */
    public final double a;
    /** SEQ: by; RUNIF: max; RNORM: sd. */
    public final double b;
    public final long seed;
    /** First column of a larger generated matrix that this one is a column block of. */
    public final int colOffset;

    public GeneratorNode(Kind kind, long nrow, int ncol, ElementType type, double a, double b, long seed) {
        this(kind, nrow, ncol, type, a, b, seed, 0);
    }

    public GeneratorNode(Kind kind, long nrow, int ncol, ElementType type, double a, double b, long seed, int colOffset) {
        super(nrow, ncol, type);
        this.kind = kind;
        this.a = a;
        this.b = b;
        this.seed = seed;
        this.colOffset = colOffset;
    }

    /** Columns [from, from + n) of this matrix, generating the same values. */
    public GeneratorNode columns(int from, int n) {
        return new GeneratorNode(kind, nrow, n, type, a, b, seed, colOffset + from);
    }

    @Override public List<Node> inputs() { return List.of(); }

    @Override public String label() {
        switch (kind) {
            case CONST: return "rep(" + fmt(a) + ")";
            case SEQ: return "seq(from=" + fmt(a) + ", by=" + fmt(b) + ")";
            case RUNIF: return "runif(" + fmt(a) + ", " + fmt(b) + ", seed=" + seed + ")";
            default: return "rnorm(" + fmt(a) + ", " + fmt(b) + ", seed=" + seed + ")";
        }
    }

    static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
