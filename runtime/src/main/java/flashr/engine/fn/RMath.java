package flashr.engine.fn;

import flashr.engine.fn.math.Pow;
import flashr.engine.type.NA;

/** Scalar arithmetic helpers that follow R's C code where Java's Math differs. */
public final class RMath {
    private RMath() {}

    /** A long result as R's integer: outside the int range (or Integer.MIN_VALUE) it is NA. */
    public static int narrow(long r) {
        return (r > Integer.MAX_VALUE || r <= Integer.MIN_VALUE) ? NA.INT : (int) r;
    }

    /*
     * R's x + y, x - y, x * y and x / y of doubles. Where both are NaN, R's build on x86 gives the
     * first operand's payload (NaN + NA is NaN, NA + NaN is NA); Java's operators leave that to the
     * JIT's operand order (the bytecode interpreter gives the second's, compiled code either), so
     * the interpreter and compiled code take the first NaN operand explicitly. Otherwise the
     * hardware's result, which a NaN check on the result alone costs.
     */
    public static double add(double x, double y) {
        double r = x + y;
        return r == r ? r : firstNaN(x, y, r);
    }

    public static double sub(double x, double y) {
        double r = x - y;
        return r == r ? r : firstNaN(x, y, r);
    }

    public static double mul(double x, double y) {
        double r = x * y;
        return r == r ? r : firstNaN(x, y, r);
    }

    public static double div(double x, double y) {
        double r = x / y;
        return r == r ? r : firstNaN(x, y, r);
    }

    /**
     * r is NaN: x's payload made quiet when x is NaN (x + x: one operand, so no order to choose;
     * with y a number the hardware's r is that already), else the hardware's (y's made quiet, or
     * the default NaN of Inf - Inf). Quiet as R's results are: its sums tell a signalling NA from
     * a quiet one (X87NaNs).
     */
    private static double firstNaN(double x, double y, double r) {
        return x != x ? x + x : r;
    }

    /**
     * R's {@code ^} (R_pow): 1^y and x^0 are 1 even for NA/NaN, NA otherwise propagates, 0^y and
     * infinities as R decides them; finite operands go to {@link Pow}, bit-identical to the C
     * library's pow that R calls (Java's Math.pow differs in the last bit on a few in a thousand).
     */
    public static double pow(double x, double y) {
        if (y == 2.0) return x * x;   // as R's arithmetic does (R_POW)
        if (x == 1.0 || y == 0.0) return 1.0;
        if (x == 0.0) return y > 0 ? 0.0 : y < 0 ? Double.POSITIVE_INFINITY : y;
        if (Double.isFinite(x) && Double.isFinite(y)) return Pow.pow(x, y);
        // R's x + y: with both NaN its build returns y's (NA^NaN is NaN, NaN^NA is NA); Java's
        // x + y returns either operand's, as the JIT orders the operands
        if (Double.isNaN(y)) return y;
        if (Double.isNaN(x)) return x;
        if (Double.isInfinite(x)) {
            if (x > 0) return y < 0 ? 0.0 : Double.POSITIVE_INFINITY;
            // (-Inf)^n for an integer n: odd n keep the sign
            if (Double.isFinite(y) && y == Math.floor(y)) return y < 0 ? 0.0 : y % 2.0 != 0 ? x : -x;
        }
        if (Double.isInfinite(y) && x >= 0) {
            if (y > 0) return x >= 1 ? Double.POSITIVE_INFINITY : 0.0;
            return x < 1 ? Double.POSITIVE_INFINITY : 0.0;
        }
        return Double.NaN;   // (-Inf)^y for y not an integer, (negative)^(+-Inf)
    }

    /**
     * R's {@code %%} on doubles, R's {@code myfmod}: the result has the sign of the divisor; x %% 0
     * is NaN, NA %% 0 too; NA and NaN pass through, NA before NaN whichever operand it is (R's long
     * double arithmetic keeps the NaN with the larger payload). One rule for the interpreter, the
     * engine and compiled code.
     */
    public static double fmod(double x1, double x2) {
        if (x2 == 0.0) return Double.NaN;
        if (Double.isNaN(x1) || Double.isNaN(x2)) return NA.isNA(x1) ? x1 : NA.isNA(x2) ? x2 : Double.isNaN(x1) ? x1 : x2;
        if (Math.abs(x2) * 0x1p-52 > 1 && Double.isFinite(x1) && Math.abs(x1) <= Math.abs(x2)) {
            return Math.abs(x1) == Math.abs(x2) ? 0 : (x1 < 0 && x2 > 0) || (x2 < 0 && x1 > 0) ? x1 + x2 : x1;
        }
        // fused multiply-adds stand in for R's long double intermediate results
        double q = x1 / x2;
        double tmp = Math.fma(-Math.floor(q), x2, x1);
        return Math.fma(-Math.floor(tmp / x2), x2, tmp);
    }

    /** R's {@code %/%} on doubles (floor division consistent with {@link #fmod}). */
    public static double fdiv(double x1, double x2) {
        double q = div(x1, x2); // NaN %/% NA is NaN, NA %/% NaN is NA, as R's build gives them
        if (x2 == 0.0 || Math.abs(q) * 0x1p-52 > 1 || !Double.isFinite(q)) return q;
        if (Math.abs(q) < 1) { // R 4.2's myfloor: 5.5 %/% Inf is 0, -5.5 %/% Inf is -1
            return q < 0 ? -1 : (x1 < 0 && x2 > 0) || (x1 > 0 && x2 < 0) ? -1 : 0;
        }
        // a fused multiply-add stands in for R's long double intermediate result
        double tmp = Math.fma(-Math.floor(q), x2, x1);
        return Math.floor(q) + Math.floor(tmp / x2);
    }
}
