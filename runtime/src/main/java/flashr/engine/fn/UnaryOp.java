package flashr.engine.fn;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.ExpLogVectors;
import flashr.engine.type.ElementType;

import static flashr.engine.type.ElementType.*;

/**
 * Predefined unary functions for sapply, with R's result types: math functions give double,
 * {@code -}, {@code abs} and {@code round} keep integers, {@code !} gives logical; casts convert.
 * Math functions return a NaN/NA operand unchanged, as R does, so NA stays NA. The predicates
 * ({@code is.na}, {@code is.nan}, {@code is.finite}, {@code is.infinite}) read their operand in
 * its own storage and give logical, never NA.
 */
public enum UnaryOp {
    NEG("-"), SQRT("sqrt"), ABS("abs"), NOT("!"), CEILING("ceiling"), FLOOR("floor"), ROUND("round"),
    LOG("log"), LOG2("log2"), LOG10("log10"), EXP("exp"),
    AS_INTEGER("as.integer"), AS_DOUBLE("as.double"), AS_LOGICAL("as.logical"),
    IS_NA("is.na"), IS_NAN("is.nan"), IS_FINITE("is.finite"), IS_INFINITE("is.infinite"),
    /** A {@link ScalarFn} of doubles: the node carries the function. */
    FN("fn");

    private final String rName;

    UnaryOp(String rName) { this.rName = rName; }

    public String rName() { return rName; }

    public static UnaryOp fromName(String s) {
        for (UnaryOp op : values()) if (op.rName.equals(s)) return op;
        if (s.equals("as.numeric")) return AS_DOUBLE;
        throw new IllegalArgumentException("unknown unary function: " + s);
    }

    /** is.na and friends: logical results that are never NA. */
    public boolean isPredicate() {
        return this == IS_NA || this == IS_NAN || this == IS_FINITE || this == IS_INFINITE;
    }

    /** The type the input is converted to before the op runs (predicates read it as it is). */
    public ElementType operandType(ElementType in) {
        if (isPredicate()) return in;
        switch (this) {
            case NEG: case ABS: return in == LOGICAL ? INTEGER : in;
            case NOT: return LOGICAL;
            case AS_INTEGER: return INTEGER;
            case AS_LOGICAL: return LOGICAL;
            default: return DOUBLE;
        }
    }

    public ElementType resultType(ElementType in) { return isPredicate() ? LOGICAL : operandType(in); }

    /** A predicate on a double operand (operand type DOUBLE, result LOGICAL): NA and NaN are both NA to is.na. */
    public int applyDoubleToLogical(double x) {
        switch (this) {
            case IS_NA: return ElementFns.isNaDouble(x);
            case IS_NAN: return ElementFns.isNanDouble(x);
            case IS_FINITE: return ElementFns.isFiniteDouble(x);
            case IS_INFINITE: return ElementFns.isInfiniteDouble(x);
            default: throw new IllegalStateException(this + " does not give logicals from doubles");
        }
    }

    /** The op on a double operand (operand type DOUBLE); a NaN operand is returned as it is. */
    public double applyDouble(double x) {
        if (Double.isNaN(x)) return x;
        switch (this) {
            case NEG: return ElementFns.negDouble(x);
            case SQRT: return ElementFns.sqrtDouble(x);
            case ABS: return ElementFns.absDouble(x);
            case CEILING: return ElementFns.ceilingDouble(x);
            case FLOOR: return ElementFns.floorDouble(x);
            case ROUND: return ElementFns.roundDouble(x);
            case LOG: return ElementFns.logDouble(x);
            case LOG2: return ElementFns.log2Double(x);
            case LOG10: return ElementFns.log10Double(x);
            case EXP: return ElementFns.expDouble(x);
            case AS_DOUBLE: return ElementFns.asDoubleDouble(x);
            default: throw new IllegalStateException(this + " does not run on doubles");
        }
    }

    /** The op on int storage (operand type INTEGER or LOGICAL). */
    public int applyInt(int x) {
        switch (this) {
            case IS_NA: return ElementFns.isNaInt(x);
            case IS_NAN: return ElementFns.isNanInt(x);
            case IS_FINITE: return ElementFns.isFiniteInt(x);
            case IS_INFINITE: return ElementFns.isInfiniteInt(x);
            case NEG: return ElementFns.negInt(x);
            case ABS: return ElementFns.absInt(x);
            case AS_INTEGER: return ElementFns.asIntegerInt(x);
            case AS_LOGICAL: return ElementFns.asLogicalInt(x);
            case NOT: return ElementFns.notInt(x);
            default: throw new IllegalStateException(this + " does not run on integers");
        }
    }

    /** Whole-block form: n elements from in to out, both already of the operand type. */
    public void apply(double[] in, int inOff, double[] out, int outOff, int n) {
        switch (this) {
            case NEG: for (int k = 0; k < n; k++) out[outOff + k] = -in[inOff + k]; return;
            case ABS: for (int k = 0; k < n; k++) out[outOff + k] = Math.abs(in[inOff + k]); return;
            case SQRT: for (int k = 0; k < n; k++) out[outOff + k] = Math.sqrt(in[inOff + k]); return;
            case AS_DOUBLE: System.arraycopy(in, inOff, out, outOff, n); return;
            // one loop per function (a NaN operand, NA included, is returned as it is)
            case EXP: ExpLogVectors.exp(in, inOff, out, outOff, n); return;
            case LOG: ExpLogVectors.log(in, inOff, out, outOff, n); return;
            case LOG10: for (int k = 0; k < n; k++) out[outOff + k] = ExpLog.log10(in[inOff + k]); return;
            case FLOOR: for (int k = 0; k < n; k++) { double x = in[inOff + k]; out[outOff + k] = x != x ? x : Math.floor(x); } return;
            case CEILING: for (int k = 0; k < n; k++) { double x = in[inOff + k]; out[outOff + k] = x != x ? x : Math.ceil(x); } return;
            default: for (int k = 0; k < n; k++) out[outOff + k] = applyDouble(in[inOff + k]);
        }
    }

    /** Whole-block form of a predicate on doubles. */
    public void apply(double[] in, int inOff, int[] out, int outOff, int n) {
        if (this == IS_NA) { for (int k = 0; k < n; k++) { double x = in[inOff + k]; out[outOff + k] = x != x ? 1 : 0; } return; }
        for (int k = 0; k < n; k++) out[outOff + k] = applyDoubleToLogical(in[inOff + k]);
    }

    public void apply(int[] in, int inOff, int[] out, int outOff, int n) {
        for (int k = 0; k < n; k++) out[outOff + k] = applyInt(in[inOff + k]);
    }
}
