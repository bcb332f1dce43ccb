package flashr.engine.fn;

import flashr.engine.type.ElementType;

import static flashr.engine.type.ElementType.*;

/**
 * Predefined aggregation functions for agg, agg.row, agg.col, groupby and the combine step of
 * inner.prod. Each has an associative combine (see {@link AggState#merge}) so per-thread
 * partials can be merged at the end of a pass. which.min/which.max give 1-based positions,
 * the first on ties, and ignore NA/NaN (none left gives NA rather than R's integer(0)).
 */
public enum AggOp {
    SUM("sum"), PROD("prod"), MIN("min"), MAX("max"), ANY("any"), ALL("all"), COUNT("count"),
    WHICH_MIN("which.min"), WHICH_MAX("which.max"),
    /** groupby only: the distinct values, in order of first appearance (R's unique). */
    UNIQ("uniq");

    private final String rName;

    AggOp(String rName) { this.rName = rName; }

    public String rName() { return rName; }

    public static AggOp fromName(String s) {
        for (AggOp op : values()) if (op.rName.equals(s)) return op;
        if (s.equals("+")) return SUM;
        if (s.equals("*")) return PROD;
        if (s.equals("|")) return ANY;
        if (s.equals("&")) return ALL;
        throw new IllegalArgumentException("unknown aggregation: " + s);
    }

    /** The aggregation that folds a binary function (for inner.prod's second function). */
    public static AggOp folding(BinaryOp f) {
        switch (f) {
            case ADD: return SUM;
            case MUL: return PROD;
            case MIN: return MIN;
            case MAX: return MAX;
            case AND: return ALL;
            case OR: return ANY;
            default: throw new IllegalArgumentException("inner.prod cannot fold with " + f.symbol());
        }
    }

    /** The type inputs are converted to before aggregation. */
    public ElementType operandType(ElementType in) {
        switch (this) {
            case PROD: return DOUBLE;
            case ANY: case ALL: return LOGICAL;
            case SUM: case MIN: case MAX: return in == LOGICAL ? INTEGER : in;
            default: return in;
        }
    }

    public ElementType resultType(ElementType in) {
        switch (this) {
            case PROD: return DOUBLE;
            case ANY: case ALL: return LOGICAL;
            case COUNT: case WHICH_MIN: case WHICH_MAX: return INTEGER;
            case UNIQ: return in;
            default: return in == LOGICAL ? INTEGER : in;
        }
    }
}
