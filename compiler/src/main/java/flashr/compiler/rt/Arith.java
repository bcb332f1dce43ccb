package flashr.compiler.rt;

import flashr.engine.fn.RMath;
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
 * make them: plain scalar numbers (no attributes, length one) computed here with the builtins'
 * rules (NA and NaN propagate, integer overflow gives NA with R's warning, {@code /} and
 * {@code ^} give doubles), everything else handed to base's operator (vectors, S3 classes,
 * errors). Also the scalar operations of typed code ({@link #addInt} ...).
 */
public final class Arith {
    public static final int ADD = 0, SUB = 1, MUL = 2, DIV = 3, POW = 4, EQ = 5, NE = 6, LT = 7, GT = 8, LE = 9, GE = 10;
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
        int kx = kind(x);
        int ky = kind(y);
        if (kx != 0 && ky != 0) {
            RValue r;
            if (kx == 2 || ky == 2 || op == DIV || op == POW) {
                r = doubles(op, kx == 2 ? ((RDouble) x).get(0) : toDouble(intValue(x)), ky == 2 ? ((RDouble) y).get(0) : toDouble(intValue(y)));
            } else {
                r = ints(in, op, intValue(x), intValue(y), call);
            }
            if (r != null) return r;
        }
        RFunction f = (RFunction) in.baseEnv().getLocal(NAMES[op]);
        return in.apply(f, new RValue[] {x, y}, null, env, (RCall) call);
    }

    /** 0: not a plain scalar number; 1: integer or logical; 2: double. */
    static int kind(RValue v) {
        if (v.hasAttributes()) return 0;
        if (v instanceof RDouble d) return d.length() == 1 ? 2 : 0;
        if (v instanceof RInt i) return i.length() == 1 ? 1 : 0;
        if (v instanceof RLogical l) return l.length() == 1 ? 1 : 0;
        return 0;
    }

    private static int intValue(RValue v) {
        return v instanceof RInt i ? i.get(0) : ((RLogical) v).get(0);
    }

    public static double toDouble(int i) {
        return i == RInt.NA ? RDouble.NA : i;
    }

    private static RValue doubles(int op, double a, double b) {
        if (op >= EQ) return logical(compare(op, a, b));
        if (op == POW) {
            if (a == 1 || b == 0) return RDouble.of(1); // also NA^0 and 1^NA, as R
            if (Double.isNaN(a) || Double.isNaN(b) || Double.isInfinite(a) || Double.isInfinite(b)) return null; // base's rules
            return new RDouble(new double[] {RMath.pow(a, b)});
        }
        return new RDouble(new double[] {op == ADD ? a + b : op == SUB ? a - b : op == MUL ? a * b : a / b});
    }

    private static RValue ints(Interpreter in, int op, int a, int b, RValue call) {
        if (op >= EQ) return logical(a == RInt.NA || b == RInt.NA ? RLogical.NA : compare(op, a, b));
        int r = op == ADD ? addInt(in, a, b, call) : op == SUB ? subInt(in, a, b, call) : mulInt(in, a, b, call);
        return new RInt(new int[] {r});
    }

    private static RValue logical(int v) {
        return new RLogical(new int[] {v});
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
