package flashr.engine.fn;

import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

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
            case ADD: return a + b;
            case SUB: return a - b;
            case MUL: return a * b;
            case DIV: return a / b;
            case MOD: return RMath.fmod(a, b);
            case IDIV: return RMath.fdiv(a, b);
            case POW: return RMath.pow(a, b);
            case MIN: return Double.isNaN(a) ? a : Double.isNaN(b) ? b : (a <= b ? a : b);
            case MAX: return Double.isNaN(a) ? a : Double.isNaN(b) ? b : (a >= b ? a : b);
            case EUCLIDEAN: { double d = a - b; return d * d; }
            default: throw new IllegalStateException(this + " does not produce doubles");
        }
    }

    /** Comparisons on doubles: NaN operands give NA. */
    public int applyDoubleToLogical(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return NA.LOGICAL;
        switch (this) {
            case EQ: return a == b ? 1 : 0;
            case NE: return a != b ? 1 : 0;
            case GT: return a > b ? 1 : 0;
            case GE: return a >= b ? 1 : 0;
            case LT: return a < b ? 1 : 0;
            case LE: return a <= b ? 1 : 0;
            default: throw new IllegalStateException(this + " is not a comparison");
        }
    }

    /** The op on int storage (operand type INTEGER or LOGICAL). */
    public int applyInt(int a, int b) {
        switch (this) {
            case AND:
                if (a == 0 || b == 0) return 0;
                return (a == NA.INT || b == NA.INT) ? NA.LOGICAL : 1;
            case OR:
                if (a == 1 || b == 1) return 1;
                return (a == NA.INT || b == NA.INT) ? NA.LOGICAL : 0;
            default:
        }
        if (a == NA.INT || b == NA.INT) return NA.INT;
        switch (this) {
            case ADD: return RMath.narrow((long) a + b);
            case SUB: return RMath.narrow((long) a - b);
            case MUL: return RMath.narrow((long) a * b);
            case MOD: {
                if (b == 0) return NA.INT;
                int r = a % b;
                return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
            }
            case IDIV: return b == 0 ? NA.INT : Math.floorDiv(a, b);
            case MIN: return Math.min(a, b);
            case MAX: return Math.max(a, b);
            case EQ: return a == b ? 1 : 0;
            case NE: return a != b ? 1 : 0;
            case GT: return a > b ? 1 : 0;
            case GE: return a >= b ? 1 : 0;
            case LT: return a < b ? 1 : 0;
            case LE: return a <= b ? 1 : 0;
            default: throw new IllegalStateException(this + " does not run on integers");
        }
    }
}
