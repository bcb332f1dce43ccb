package flashr.base.math;

import flashr.base.arith.Arithmetic;
import flashr.base.arith.Recycling;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log2;
import flashr.engine.type.NA;
import flashr.eval.Interpreter;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.lang.Temporaries;
import flashr.lang.VectorHeapTrigger;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

/** The vectorised work of R's Math group: one- and two-argument functions over doubles. */
public final class MathFunctions {
    private MathFunctions() {}

    /**
     * {@code f} applied to every element of {@code x} as doubles, keeping all attributes, with
     * R's warning when a NaN appears from a non-NaN.
     */
    static RDouble math1(RValue x, DoubleUnaryOperator f, Interpreter interp, RValue call) {
        RVector v = numeric(x);
        int n = v.length();
        double[] r = Temporaries.doublesOf(v, n); // f(x) written over a temporary x, as R's math1
        if (r == null) {
            VectorHeapTrigger.allocating(8L * n);
            r = new double[n];
        }
        boolean nans = v instanceof RDouble d ? applyDoubles(d.data(), f, r) : applyElements(v, f, r);
        if (nans) interp.warning(call, "NaNs produced");
        RDouble result = new RDouble(r);
        if (v.hasAttributes()) result.setAttributes(v.attributes());
        return result;
    }

    // math1's loops are small methods of their own: each new function met recompiles only them.

    /** {@code r[i] = f(a[i])}; whether some NaN came from a number. */
    private static boolean applyDoubles(double[] a, DoubleUnaryOperator f, double[] r) {
        boolean nans = false;
        for (int i = 0; i < r.length; i++) {
            double y = f.applyAsDouble(a[i]);
            if (Double.isNaN(y) && !Double.isNaN(a[i])) nans = true;
            r[i] = y;
        }
        return nans;
    }

    /** As {@link #applyDoubles} for integers and logicals, NA staying NA. */
    private static boolean applyElements(RVector v, DoubleUnaryOperator f, double[] r) {
        boolean nans = false;
        for (int i = 0; i < r.length; i++) {
            double xi = v.getDouble(i);
            double y = Double.isNaN(xi) ? xi : f.applyAsDouble(xi);
            if (Double.isNaN(y) && !Double.isNaN(xi)) nans = true;
            r[i] = y;
        }
        return nans;
    }

    /**
     * {@code f(x, y)} elementwise with recycling; attributes come from x, or from y when it is
     * longer ({@code round}, {@code atan2}, {@code log} with a base).
     */
    static RDouble math2(RValue x, RValue y, DoubleBinaryOperator f, Interpreter interp, RValue call) {
        RVector a = numeric(x), b = numeric(y);
        int na = a.length(), nb = b.length();
        int n = Recycling.length(na, nb);
        double[] r = new double[n];
        boolean nans = false;
        for (int i = 0; i < n; i++) {
            double ai = a.getDouble(i % na), bi = b.getDouble(i % nb);
            // as R's math2: NA if either is NA, else NaN if either is NaN, whatever f would give
            if (NA.isNA(ai) || NA.isNA(bi)) r[i] = NA.REAL;
            else if (Double.isNaN(ai) || Double.isNaN(bi)) r[i] = Double.NaN;
            else {
                double v = f.applyAsDouble(ai, bi);
                if (Double.isNaN(v)) nans = true;
                r[i] = v;
            }
        }
        if (nans) interp.warning(call, "NaNs produced");
        RDouble result = new RDouble(r);
        RVector from = na >= nb ? a : b;
        if (from.hasAttributes()) result.setAttributes(from.attributes());
        return result;
    }

    /** {@code abs}: integers and logicals give integers. */
    static RVector abs(RValue x) {
        RVector v = numeric(x);
        if (v.type() == RType.DOUBLE) {
            double[] a = ((RDouble) v).data();
            double[] r = new double[a.length];
            for (int i = 0; i < a.length; i++) r[i] = Math.abs(a[i]);
            return keep(new RDouble(r), v);
        }
        int n = v.length();
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            int xi = v.getInt(i);
            r[i] = xi == RInt.NA ? RInt.NA : Math.abs(xi);
        }
        return keep(new RInt(r), v);
    }

    private static RVector keep(RVector r, RVector from) {
        if (from.hasAttributes()) r.setAttributes(from.attributes());
        return r;
    }

    public static RVector numeric(RValue x) {
        if (x instanceof RVector v && v.type().isNumeric()) return v;
        throw new RError("non-numeric argument to mathematical function");
    }

    /** R's {@code R_pow_di}: x to an integer power by repeated squaring. */
    public static double powDi(double x, int n) {
        double xn = 1.0;
        if (Double.isNaN(x)) return x;
        if (n == 0) return 1.0;
        if (!Double.isFinite(x)) return Arithmetic.pow(x, n);
        boolean negative = n < 0;
        if (negative) n = -n;
        for (;;) {
            if ((n & 1) != 0) xn *= x;
            n >>= 1;
            if (n == 0) break;
            x *= x;
        }
        return negative ? 1.0 / xn : xn;
    }

    /** R's {@code fround}: rounds to the nearer of the two decimal neighbours, ties to the even one. */
    public static double round(double x, double digits) {
        if (Double.isNaN(x) || Double.isNaN(digits)) return x + digits;
        if (!Double.isFinite(x) || digits > 323 || x == 0.0) return x;
        if (digits < -308) return 0.0;
        if (digits == 0.0) return Math.rint(x);
        int dig = (int) Math.floor(digits + 0.5);
        double sgn = 1.0;
        if (x < 0) {
            sgn = -1.0;
            x = -x;
        }
        if (dig + (Math.getExponent(x) + 0.5) * LOG10_2 > 15) return sgn * x;
        double pow10, x10, i10, xd, xu;
        if (dig <= 308) {
            pow10 = powDi(10.0, dig);
            x10 = pow10 * x;
            i10 = Math.floor(x10);
            xd = i10 / pow10;
            xu = Math.ceil(x10) / pow10;
        } else {
            double p10 = powDi(10.0, dig - 308);
            pow10 = powDi(10.0, 308);
            x10 = (x * pow10) * p10;
            i10 = Math.floor(x10);
            xd = i10 / pow10 / p10;
            xu = Math.ceil(x10) / pow10 / p10;
        }
        double du = xu - x, dd = x - xd;
        return sgn * (du < dd || (du == dd && i10 % 2.0 == 1) ? xu : xd);
    }

    private static final double LOG10_2 = 0.301029995663981195;
    private static final int MAX10E = (int) (1024 * LOG10_2);

    /** R's {@code fprec}: rounds to {@code digits} significant digits. */
    public static double signif(double x, double digits) {
        if (Double.isNaN(x) || Double.isNaN(digits)) return x + digits;
        if (!Double.isFinite(x)) return x;
        if (!Double.isFinite(digits)) {
            if (digits > 0) return x;
            digits = 1.0;
        }
        if (x == 0) return x;
        int dig = (int) Math.round(digits);
        if (dig > 22) return x;
        if (dig < 1) dig = 1;
        double sgn = 1.0;
        if (x < 0) {
            sgn = -1.0;
            x = -x;
        }
        double l10 = ExpLog.log10(x);
        int e10 = (int) (dig - 1 - Math.floor(l10));
        if (Math.abs(l10) < MAX10E - 2) {
            double p10 = 1.0;
            if (e10 > MAX10E) {
                p10 = powDi(10.0, e10 - MAX10E);
                e10 = MAX10E;
            }
            if (e10 > 0) {
                double pow10 = powDi(10.0, e10);
                return sgn * (Math.rint((x * pow10) * p10) / pow10) / p10;
            }
            double pow10 = powDi(10.0, -e10);
            return sgn * (Math.rint(x / pow10) * pow10);
        }
        boolean doRound = MAX10E - l10 >= powDi(10.0, -dig);
        int e2 = dig + (e10 > 0 ? 1 : 6);
        double p10 = powDi(10.0, e2);
        x *= p10;
        double bigP10 = powDi(10.0, e10 - e2);
        x *= bigP10;
        if (doRound) x += 0.5;
        x = Math.floor(x) / p10;
        return sgn * x / bigP10;
    }

    /** {@code log(x, base)}. */
    public static double log(double x, double base) {
        if (base == 10) return ExpLog.log10(x);
        if (base == 2) return log2(x);
        return ExpLog.log(x) / ExpLog.log(base);
    }

    /** The C library's log2, which R's log2(x) and log(x, 2) call (a quotient of logarithms is off by an ulp on many). */
    static double log2(double x) {
        return Log2.log2(x);
    }
}
