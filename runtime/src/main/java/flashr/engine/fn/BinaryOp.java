package flashr.engine.fn;

import flashr.engine.type.ElementType;

import static flashr.engine.type.ElementType.*;

/**
 * Predefined binary functions for mapply and inner.prod, with R's result types:
 * arithmetic on integers stays integer (overflow gives NA), {@code /}, {@code ^} and
 * {@code euclidean} give double, comparisons give logical, {@code & |} use three-valued logic.
 * Operands are first converted to {@link #operandType}; the op then runs on one storage kind.
 */
public enum BinaryOp {
    ADD("+"), SUB("-"), MUL("*"), DIV("/"), MOD("%%"), IDIV("%/%"), POW("^"),
    MIN("pmin"), MAX("pmax"),
    EQ("=="), NE("!="), GT(">"), GE(">="), LT("<"), LE("<="),
    AND("&"), OR("|"),
    /** (a - b)^2, the element function of squared Euclidean distance. */
    EUCLIDEAN("euclidean");

    private final String symbol;

    BinaryOp(String symbol) { this.symbol = symbol; }

    public String symbol() { return symbol; }

    public boolean isComparison() { return ordinal() >= EQ.ordinal() && ordinal() <= LE.ordinal(); }

    /**
     * Whether f(a, b) equals f(b, a) for operands of type t, so a symmetric product can be
     * mirrored: + * == != & | euclidean, and pmin/pmax on integers (on doubles they keep the
     * left of two NaNs and of 0 and -0). As for the op itself, which NaN payload + * and
     * euclidean keep when both operands are NaN is unspecified.
     */
    public boolean commutes(ElementType t) {
        return switch (this) {
            case ADD, MUL, EQ, NE, AND, OR, EUCLIDEAN -> true;
            case MIN, MAX -> t != DOUBLE;
            default -> false;
        };
    }

    /** The type both operands are converted to before the op runs. */
    public ElementType operandType(ElementType a, ElementType b) {
        switch (this) {
            case DIV: case POW: case EUCLIDEAN: return DOUBLE;
            case AND: case OR: return LOGICAL;
            default:
                ElementType p = ElementType.promote(a, b);
                return p == LOGICAL ? INTEGER : p;
        }
    }

    public ElementType resultType(ElementType a, ElementType b) {
        if (isComparison() || this == AND || this == OR) return LOGICAL;
        return operandType(a, b);
    }

    public static BinaryOp fromSymbol(String s) {
        for (BinaryOp op : values()) if (op.symbol.equals(s)) return op;
        if (s.equals("min")) return MIN;
        if (s.equals("max")) return MAX;
        throw new IllegalArgumentException("unknown binary function: " + s);
    }

    // ---- per-element forms ----

    /** The op on doubles (operand type DOUBLE); comparisons return 1/0/NA through {@link #applyDoubleToLogical}. */
    public double applyDouble(double a, double b) {
        switch (this) {
            case ADD: return ElementFns.addDouble(a, b);
            case SUB: return ElementFns.subDouble(a, b);
            case MUL: return ElementFns.mulDouble(a, b);
            case DIV: return ElementFns.divDouble(a, b);
            case MOD: return ElementFns.modDouble(a, b);
            case IDIV: return ElementFns.idivDouble(a, b);
            case POW: return ElementFns.powDouble(a, b);
            case MIN: return ElementFns.minDouble(a, b);
            case MAX: return ElementFns.maxDouble(a, b);
            case EUCLIDEAN: return ElementFns.euclideanDouble(a, b);
            default: throw new IllegalStateException(this + " does not produce doubles");
        }
    }

    /** Comparisons on doubles: NaN operands give NA. */
    public int applyDoubleToLogical(double a, double b) {
        switch (this) {
            case EQ: return ElementFns.eqDouble(a, b);
            case NE: return ElementFns.neDouble(a, b);
            case GT: return ElementFns.gtDouble(a, b);
            case GE: return ElementFns.geDouble(a, b);
            case LT: return ElementFns.ltDouble(a, b);
            case LE: return ElementFns.leDouble(a, b);
            default: throw new IllegalStateException(this + " is not a comparison");
        }
    }

    /** The op on int storage (operand type INTEGER or LOGICAL). */
    public int applyInt(int a, int b) {
        switch (this) {
            case AND: return ElementFns.andInt(a, b);
            case OR: return ElementFns.orInt(a, b);
            case ADD: return ElementFns.addInt(a, b);
            case SUB: return ElementFns.subInt(a, b);
            case MUL: return ElementFns.mulInt(a, b);
            case MOD: return ElementFns.modInt(a, b);
            case IDIV: return ElementFns.idivInt(a, b);
            case MIN: return ElementFns.minInt(a, b);
            case MAX: return ElementFns.maxInt(a, b);
            case EQ: return ElementFns.eqInt(a, b);
            case NE: return ElementFns.neInt(a, b);
            case GT: return ElementFns.gtInt(a, b);
            case GE: return ElementFns.geInt(a, b);
            case LT: return ElementFns.ltInt(a, b);
            case LE: return ElementFns.leInt(a, b);
            default: throw new IllegalStateException(this + " does not run on integers");
        }
    }
}
