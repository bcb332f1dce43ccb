package flashr.compiler.rt;

import flashr.base.arith.Arithmetic;
import flashr.eval.FastPaths;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RValue;

/**
 * Base R's binary arithmetic and comparison operators on evaluated operands, as compiled calls
 * make them: plain scalar numbers (no attributes, length one) by the evaluator's scalar fast path
 * ({@link FastPaths#scalarBinary}: NA and NaN propagate, integer overflow gives NA with R's
 * warning, {@code /} and {@code ^} give doubles), everything else handed to base's operator
 * (vectors, S3 classes, errors). Also the scalar operations of typed code ({@link #addInt} ...).
 */
public final class Arith {
    public static final int ADD = 0, SUB = 1, MUL = 2, DIV = 3, POW = 4, EQ = 5, NE = 6, LT = 7, GT = 8, LE = 9, GE = 10;
    /** The class whose add, sub, mul and div (of two doubles) typed code calls. */
    public static final String R_MATH = "flashr/engine/fn/RMath";
    private static final String[] NAMES = {"+", "-", "*", "/", "^", "==", "!=", "<", ">", "<=", ">="};

    private Arith() {}

    /** The operator code of {@code name}, or -1. */
    public static int opOf(String name) {
        for (int i = 0; i < NAMES.length; i++) if (NAMES[i].equals(name)) return i;
        return -1;
    }

    /** {@code x op y} as base's operator computes it; {@code call} is the call for warnings, errors and dispatch. */
    public static RValue binary(Interpreter in, int op, RValue x, RValue y, REnvironment env, RValue call) {
        in.setVisible(true);
        // plain scalar numbers by the evaluator's own fast path (same rules, one copy of them)
        RValue r = FastPaths.scalarBinary(in, op, x, y, (RCall) call);
        if (r != null) return r;
        RFunction f = (RFunction) in.baseEnv().getLocal(NAMES[op]);
        return in.apply(f, new RValue[] {x, y}, null, env, (RCall) call);
    }

    public static double toDouble(int i) {
        return i == RInt.NA ? RDouble.NA : i;
    }

    /** R's comparison of two numbers: 1, 0, or NA when either is NA or NaN. */
    public static int compare(int op, double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return RLogical.NA;
        boolean r = switch (op) {
            case EQ -> a == b;
            case NE -> a != b;
            case LT -> a < b;
            case GT -> a > b;
            case LE -> a <= b;
            default -> a >= b;
        };
        return r ? 1 : 0;
    }

    /** R's {@code a && b} of two logical scalars (1, 0 or NA): FALSE wins over NA. */
    public static int and(int a, int b) {
        if (a == 0 || b == 0) return 0;
        return a == RLogical.NA || b == RLogical.NA ? RLogical.NA : 1;
    }

    /** R's {@code a || b} of two logical scalars: TRUE wins over NA. */
    public static int or(int a, int b) {
        if (a == 1 || b == 1) return 1;
        return a == RLogical.NA || b == RLogical.NA ? RLogical.NA : 0;
    }

    /** R's {@code !a} of a logical scalar. */
    public static int not(int a) {
        return a == RLogical.NA ? RLogical.NA : 1 - a;
    }

    /** {@code a %% b} of doubles, as base's operator computes it. */
    public static double mod(double a, double b) {
        return Arithmetic.mod(a, b);
    }

    /** {@code a %/% b} of doubles, as base's operator computes it. */
    public static double intDiv(double a, double b) {
        return Arithmetic.intDiv(a, b);
    }

    /** {@code a ^ b} of doubles, as base's operator computes it. */
    public static double pow(double a, double b) {
        return Arithmetic.pow(a, b);
    }

    /** {@code a %% b} of integers: NA when either is NA or b is 0 (no warning, as R), the sign of b. */
    public static int modInt(int a, int b) {
        return (int) Arithmetic.apply(Arithmetic.MOD, a, b);
    }

    /** {@code a %/% b} of integers: NA when either is NA or b is 0; never past R's range. */
    public static int intDivInt(int a, int b) {
        return (int) Arithmetic.apply(Arithmetic.IDIV, a, b);
    }

    /** {@code is.na(a)} of a double scalar (NA and NaN). */
    public static int isNA(double a) {
        return Double.isNaN(a) ? 1 : 0;
    }

    /** {@code is.na(a)} of an integer or logical scalar. */
    public static int isNA(int a) {
        return a == RInt.NA ? 1 : 0;
    }

    /** Integer comparison: NA when either is NA. */
    public static int compareInt(int op, int a, int b) {
        return a == RInt.NA || b == RInt.NA ? RLogical.NA : compare(op, a, b);
    }

    public static int addInt(Interpreter in, int a, int b, RValue call) {
        return a == RInt.NA || b == RInt.NA ? RInt.NA : checked(in, (long) a + b, call);
    }

    public static int subInt(Interpreter in, int a, int b, RValue call) {
        return a == RInt.NA || b == RInt.NA ? RInt.NA : checked(in, (long) a - b, call);
    }

    public static int mulInt(Interpreter in, int a, int b, RValue call) {
        return a == RInt.NA || b == RInt.NA ? RInt.NA : checked(in, (long) a * b, call);
    }

    private static int checked(Interpreter in, long r, RValue call) {
        if (r > Integer.MAX_VALUE || r <= Integer.MIN_VALUE) {
            in.warning(call, "NAs produced by integer overflow");
            return RInt.NA;
        }
        return (int) r;
    }
}
