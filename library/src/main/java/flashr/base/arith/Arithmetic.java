package flashr.base.arith;

import flashr.engine.fn.RMath;
import flashr.eval.Calls;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.lang.Temporaries;
import flashr.lang.VectorHeapTrigger;

/**
 * R's arithmetic operators {@code + - * / ^ %% %/%}, vectorised with recycling. The evaluator
 * may call {@link #binary} and {@link #unary} directly, bypassing argument matching.
 */
public final class Arithmetic {
    private Arithmetic() {}

    public static final int ADD = 0, SUB = 1, MUL = 2, DIV = 3, POW = 4, MOD = 5, IDIV = 6;
    private static final String[] SYMBOLS = {"+", "-", "*", "/", "^", "%%", "%/%"};

    /** The operator code of {@code op} ("+", "%%", ...), or -1 when it is not arithmetic. */
    public static int code(String op) {
        for (int i = 0; i < SYMBOLS.length; i++) {
            if (SYMBOLS[i].equals(op)) return i;
        }
        return -1;
    }

    /** {@code x op y} for op one of {@code + - * / ^ %% %/%}. */
    public static RValue binary(String op, RValue x, RValue y, Interpreter interp, RValue call) {
        return binary(code(op), x, y, interp, call);
    }

    /** Unary {@code +x} or {@code -x}. */
    public static RValue unary(String op, RValue x) {
        if (x instanceof flashr.lang.RComplex z) return ComplexArith.unary(op.equals("-"), z);
        if (!(x instanceof RVector v) || !v.type().isNumeric()) {
            throw new RError("invalid argument to unary operator");
        }
        boolean minus = op.equals("-");
        if (v.type() == RType.DOUBLE) {
            if (!minus) return v;
            double[] a = ((RDouble) v).data();
            double[] r = Temporaries.doublesOf(v, a.length);
            if (r == null) {
                VectorHeapTrigger.allocating(8L * a.length);
                r = new double[a.length];
            }
            for (int i = 0; i < a.length; i++) r[i] = -a[i];
            return withAttributes(new RDouble(r), v);
        }
        int[] a = v.type() == RType.INTEGER ? ((RInt) v).data() : ((RLogical) v).data();
        if (!minus && v.type() == RType.INTEGER) return v;
        int[] r = new int[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i] == RInt.NA ? RInt.NA : minus ? -a[i] : a[i];
        return withAttributes(new RInt(r), v);
    }

    private static RVector withAttributes(RVector r, RVector from) {
        if (from.hasAttributes()) r.setAttributes(from.attributes());
        return r;
    }

    public static RValue binary(int op, RValue x, RValue y, Interpreter interp, RValue call) {
        if (ArithFactors.isFactor(x) || ArithFactors.isFactor(y)) return ArithFactors.ops(SYMBOLS[op], x, y, interp, call);
        if (ComplexArith.applies(x, y)) return ComplexArith.binary(op, x, y, interp, call);
        RVector vx = operand(x), vy = operand(y);
        RType tx = vx.type(), ty = vy.type();
        // scalar fast paths: the common case in loops
        if (vx.length() == 1 && vy.length() == 1 && !vx.hasAttributes() && !vy.hasAttributes()) {
            if (tx == RType.DOUBLE || ty == RType.DOUBLE || op == DIV || op == POW) {
                double a = vx.getDouble(0), b = vy.getDouble(0);
                if (op == MOD && modLosesAccuracy(a, b)) warnModulus(interp);
                return new RDouble(new double[] {apply(op, a, b)});
            }
            long r = apply(op, vx.getInt(0), vy.getInt(0));
            if (r == OVERFLOW) {
                interp.warning(call, "NAs produced by integer overflow");
                r = RInt.NA;
            }
            return new RInt(new int[] {(int) r});
        }
        int nx = vx.length(), ny = vy.length();
        Recycling.checkConformable(vx, vy);
        Recycling.checkMultiple(nx, ny, interp, call);
        Recycling.checkArrayLength(vx, vy);
        int n = Recycling.length(nx, ny);
        RVector result;
        if (tx == RType.DOUBLE || ty == RType.DOUBLE || op == DIV || op == POW) {
            double[] a = doubleData(vx), b = doubleData(vy);
            if (op == MOD) warnModulus(a, b, n, interp);
            // a temporary operand of the result's length gives its array (attributes come from vx, vy below)
            double[] into = vx instanceof RDouble ? Temporaries.doublesOf(vx, n) : null;
            if (into == null && vy instanceof RDouble) into = Temporaries.doublesOf(vy, n);
            result = DoubleArithmetic.of(op, a, b, n, into);
        } else {
            result = integers(op, intData(vx), intData(vy), n, interp, call);
        }
        Recycling.copyAttributes(result, vx, vy, true);
        return result;
    }

    /** R's warning for each pair of {@code a %% b} (recycled to n) whose quotient is past {@link #modLosesAccuracy}. */
    private static void warnModulus(double[] a, double[] b, int n, Interpreter interp) {
        int na = a.length, nb = b.length;
        for (int i = 0, ia = 0, ib = 0; i < n; i++) {
            if (modLosesAccuracy(a[ia], b[ib])) warnModulus(interp);
            if (++ia == na) ia = 0;
            if (++ib == nb) ib = 0;
        }
    }

    /** Raised from R's C code with plain warning(): it names the innermost closure call, not the operator's. */
    private static void warnModulus(Interpreter interp) {
        interp.warning(Calls.currentCall(interp), "probable complete loss of accuracy in modulus");
    }

    private static RVector operand(RValue v) {
        if (v == RNull.NULL) return new RLogical(new int[0]);
        if (v instanceof RVector vec && vec.type().isNumeric()) return vec;
        throw new RError("non-numeric argument to binary operator");
    }

    private static double[] doubleData(RVector v) {
        return v instanceof RDouble d ? d.data() : ((RDouble) Coerce.to(v, RType.DOUBLE)).data();
    }

    private static int[] intData(RVector v) {
        return v instanceof RInt i ? i.data() : ((RLogical) v).data();
    }

    private static RInt integers(int op, int[] a, int[] b, int n, Interpreter interp, RValue call) {
        int[] r = new int[n];
        int na = a.length, nb = b.length;
        boolean overflow = false;
        for (int i = 0, ia = 0, ib = 0; i < n; i++) {
            long v = apply(op, a[ia], b[ib]);
            if (v == OVERFLOW) {
                overflow = true;
                v = RInt.NA;
            }
            r[i] = (int) v;
            if (++ia == na) ia = 0;
            if (++ib == nb) ib = 0;
        }
        if (overflow) interp.warning(call, "NAs produced by integer overflow");
        return new RInt(r);
    }

    /** Marks an integer result out of range; distinct from every int. */
    private static final long OVERFLOW = Long.MIN_VALUE;

    /** One integer operation with R's NA rules; {@link #OVERFLOW} when the result does not fit (also what compiled typed loops compute). */
    public static long apply(int op, int a, int b) {
        if (a == RInt.NA || b == RInt.NA) return RInt.NA;
        long r;
        switch (op) {
            case ADD -> r = (long) a + b;
            case SUB -> r = (long) a - b;
            case MUL -> r = (long) a * b;
            case MOD -> {
                if (b == 0) return RInt.NA;
                return a >= 0 && b > 0 ? a % b : (long) mod(a, b);
            }
            case IDIV -> {
                if (b == 0) return RInt.NA;
                return (long) Math.floor((double) a / (double) b);
            }
            default -> throw new IllegalStateException("not an integer operation: " + op);
        }
        return r > Integer.MAX_VALUE || r <= Integer.MIN_VALUE ? OVERFLOW : r;
    }

    /** One double operation, as R's C code computes it. */
    static double apply(int op, double a, double b) {
        return switch (op) {
            case ADD -> RMath.add(a, b);   // of two NaNs the first's, as R's build (not the JIT's order)
            case SUB -> RMath.sub(a, b);
            case MUL -> RMath.mul(a, b);
            case DIV -> RMath.div(a, b);
            case POW -> pow(a, b);
            case MOD -> mod(a, b);
            case IDIV -> intDiv(a, b);
            default -> throw new IllegalStateException("not an arithmetic operation: " + op);
        };
    }

    /** R's {@code R_pow}, as the engine computes it (the C library's pow to the last bit). */
    public static double pow(double x, double y) {
        return RMath.pow(x, y);
    }

    /** R's {@code c_eps} for the modulus warning: LDBL_EPSILON, R's x86-64 builds having 64-bit long doubles. */
    private static final double LONG_DOUBLE_EPS = 0x1p-63;

    /**
     * Whether R warns "probable complete loss of accuracy in modulus" for {@code x1 %% x2}: a finite
     * quotient past 2^63 (also where compiled typed code gives up, the warning being the generic path's).
     */
    public static boolean modLosesAccuracy(double x1, double x2) {
        double q = Math.abs(x1 / x2);
        return q * LONG_DOUBLE_EPS > 1 && q != Double.POSITIVE_INFINITY;
    }

    /** R's {@code myfmod}: the result has the sign of the divisor (also what the engine and compiled typed loops compute). */
    public static double mod(double x1, double x2) {
        return RMath.fmod(x1, x2); // one rule for the interpreter and the engine
    }

    /** R's {@code myfloor}: {@code x1 %/% x2}, consistent with {@link #mod}. */
    public static double intDiv(double x1, double x2) {
        return RMath.fdiv(x1, x2); // one rule for the interpreter and the engine
    }
}
