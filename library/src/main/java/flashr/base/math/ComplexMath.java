package flashr.base.math;

import flashr.base.complex.Cplx;
import flashr.engine.fn.math.AsinAcos;
import flashr.engine.fn.math.ExpLog;
import flashr.eval.Interpreter;
import flashr.lang.RComplex;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The Math group on complex vectors, where R defines it: square root, exponential and logarithms,
 * trigonometric and hyperbolic functions and their inverses (R's {@code z_*} functions), round and
 * signif of both parts, cumulative sums and products; abs is Mod. The others are R's error.
 */
public final class ComplexMath {
    private ComplexMath() {}

    private static final double HALF_PI = 0x1.921fb54442d18p+0;

    /** {@code name(z)} for a one-argument Math function. */
    public static RValue math1(String name, RComplex z, Interpreter interp, RValue call) {
        int n = z.length();
        if (name.equals("abs")) {
            double[] m = new double[n];
            for (int i = 0; i < n; i++) m[i] = Cplx.abs(z.re(i), z.im(i));
            return keep(new RDouble(m), z);
        }
        double[] re = new double[n], im = new double[n], out = new double[2];
        boolean nan = false;
        for (int i = 0; i < n; i++) {
            double x = z.re(i), y = z.im(i);
            if (RDouble.isNAValue(x) || RDouble.isNAValue(y)) {
                re[i] = RDouble.NA;
                im[i] = RDouble.NA;
                continue;
            }
            apply(name, x, y, out);
            re[i] = out[0];
            im[i] = out[1];
            if ((Double.isNaN(out[0]) || Double.isNaN(out[1])) && !Double.isNaN(x) && !Double.isNaN(y)) nan = true;
        }
        if (nan) interp.warning(call, "NaNs produced in function \"" + name + "\"");
        return keep(new RComplex(re, im), z);
    }

    /** {@code log(z)} or {@code log(z, base)}: the logarithm divided by the base's (itself complex or real). */
    public static RValue log(RComplex z, RValue base, Interpreter interp, RValue call) {
        RComplex l = (RComplex) math1("log", z, interp, call);
        if (base == null) return l;
        if (!(base instanceof RVector b) || b.length() == 0) throw new RError("invalid argument 'base' of length 0");
        double[] lb = new double[2];
        RComplex bz = RComplex.from(b);
        Cplx.log(bz.re(0), bz.im(0), lb);
        double[] out = new double[2];
        for (int i = 0; i < l.length(); i++) {
            if (l.isNA(i)) continue;
            CMul.divdc3(l.re(i), l.im(i), lb[0], lb[1], out);   // R's z_logbase: C's clog(z) / clog(base)
            l.set(i, out[0], out[1]);
        }
        return l;
    }

    /**
     * R's complex {@code atan2(y, x)} (z_atan2 under complex_math2): catan(y / x) by C's complex
     * division, plus pi where Re(x) < 0, less 2 pi past pi; +-pi/2 (or NA for 0/0) where x is 0.
     */
    public static RValue atan2(RValue yv, RValue xv, Interpreter interp, RValue call) {
        if (!(yv instanceof RVector ya) || !(xv instanceof RVector xa)) throw new RError("non-numeric argument to mathematical function");
        RComplex a = RComplex.from(ya), b = RComplex.from(xa);
        int na = a.length(), nb = b.length();
        if (na == 0 || nb == 0) return new RComplex(new double[0], new double[0]);
        int n = Math.max(na, nb);
        double[] re = new double[n], im = new double[n], out = new double[2];
        boolean nan = false;
        for (int i = 0; i < n; i++) {
            double ar = a.re(i % na), ai = a.im(i % na), br = b.re(i % nb), bi = b.im(i % nb);
            if (RDouble.isNAValue(ar) && RDouble.isNAValue(ai) && RDouble.isNAValue(br) && RDouble.isNAValue(bi)) {
                re[i] = RDouble.NA;
                im[i] = RDouble.NA;
                continue;
            }
            if (br == 0 && bi == 0) {
                if (ar == 0 && ai == 0) {
                    out[0] = RDouble.NA;
                    out[1] = RDouble.NA;
                } else {
                    out[0] = Double.isNaN(ar) ? ar : ar >= 0 ? HALF_PI : -HALF_PI;
                    out[1] = 0;
                }
            } else {
                CMul.divdc3(ar, ai, br, bi, out);
                ComplexAtan.atan(out[0], out[1], out);   // C's catan, not z_atan
                if (br < 0) out[0] += Math.PI;
                if (out[0] > Math.PI) out[0] -= 2 * Math.PI;
            }
            re[i] = out[0];
            im[i] = out[1];
            if ((Double.isNaN(out[0]) || Double.isNaN(out[1]))
                    && !(Double.isNaN(ar) || Double.isNaN(ai) || Double.isNaN(br) || Double.isNaN(bi))) nan = true;
        }
        if (nan) interp.warning(call, "NaNs produced in function \"atan2\"");
        RComplex r = new RComplex(re, im);
        RVector from = n == na ? a : b;
        if (from.hasAttributes()) r.setAttributes(from.attributes());
        return r;
    }

    /** name(x + iy) into out, as R's cmath1 computes it for an element neither part of which is NA. */
    static void apply(String name, double x, double y, double[] out) {
        switch (name) {
            case "sqrt" -> Cplx.sqrt(x, y, out);
            case "exp" -> Cplx.exp(x, y, out);
            case "log" -> Cplx.log(x, y, out);
            case "log2", "log10" -> { // R's z_logbase: clog(z) / clog(base), C's division
                Cplx.log(x, y, out);
                double lr = out[0], li = out[1];
                Cplx.log(name.equals("log2") ? 2 : 10, 0, out);
                CMul.divdc3(lr, li, out[0], out[1], out);
            }
            // R's cmath1: the C library's csin, ccos, csinh, ccosh, ctanh, its ctan and catan
            // through R's z_tan and z_atan, and R's z_asin/z_acos (casin/cacos off the real axis)
            case "sin" -> ComplexTrig.sin(x, y, out);
            case "cos" -> ComplexTrig.cos(x, y, out);
            case "tan" -> tan(x, y, out);
            case "asin" -> asin(x, y, out);
            case "acos" -> acos(x, y, out);
            case "atan" -> atan(x, y, out);
            case "sinh" -> ComplexTrig.sinh(x, y, out);
            case "cosh" -> ComplexTrig.cosh(x, y, out);
            case "tanh" -> ComplexTrig.tanh(x, y, out);
            case "asinh" -> { // -I * z_asin(z * I), C's complex products
                CMul.timesI(x, y, out);
                asin(out[0], out[1], out);
                CMul.minusITimes(out[0], out[1], out);
            }
            case "acosh" -> { // z_acos(z) * I
                acos(x, y, out);
                CMul.timesI(out[0], out[1], out);
            }
            case "atanh" -> { // -I * z_atan(z * I)
                CMul.timesI(x, y, out);
                atan(out[0], out[1], out);
                CMul.minusITimes(out[0], out[1], out);
            }
            default -> throw new RError("unimplemented complex function");
        }
    }

    /** R's {@code z_tan}: C's ctan, its imaginary part exactly +-1 far from the real axis. */
    private static void tan(double x, double y, double[] out) {
        ComplexTrig.tan(x, y, out);
        if (Double.isFinite(y) && Math.abs(y) > 25.0) out[1] = y < 0 ? -1.0 : 1.0;
    }

    /** R's {@code z_asin}: real arguments beyond +-1 by its formula, others C's casin. */
    private static void asin(double x, double y, double[] out) {
        if (y == 0 && Math.abs(x) > 1.0) {
            double t1 = 0.5 * Math.abs(x + 1), t2 = 0.5 * Math.abs(x - 1);
            double alpha = t1 + t2;
            double ri = ExpLog.log(alpha + Math.sqrt(alpha * alpha - 1));
            if (x > 1) ri = -ri;
            CMul.realPlusTimesI(AsinAcos.asin(t1 - t2), ri, out);
            return;
        }
        ComplexAsin.asin(x, y, out);
    }

    /** R's {@code z_acos}: pi/2 - z_asin(z) on the real axis beyond +-1, others C's cacos. */
    private static void acos(double x, double y, double[] out) {
        if (y == 0 && Math.abs(x) > 1.0) {
            asin(x, y, out);
            out[0] = HALF_PI - out[0];
            out[1] = -out[1];
            return;
        }
        ComplexAsin.acos(x, y, out);
    }

    /** R's {@code z_atan}: on the imaginary axis beyond +-i by its formula, others C's catan. */
    private static void atan(double x, double y, double[] out) {
        if (x == 0 && Math.abs(y) > 1) {
            double rr = y > 0 ? HALF_PI : -HALF_PI;
            double ri = 0.25 * ExpLog.log(((y + 1) * (y + 1)) / ((y - 1) * (y - 1)));
            CMul.realPlusTimesI(rr, ri, out);
            return;
        }
        ComplexAtan.atan(x, y, out);
    }

    /** {@code round(z, digits)} or {@code signif(z, digits)}: R rounds each part ({@code signif} by the larger part's magnitude). */
    public static RValue math2(String name, RComplex z, RValue digitsArg) {
        double digits = digitsArg instanceof RVector v && v.length() > 0 ? v.getDouble(0) : (name.equals("round") ? 0 : 6);
        int n = z.length();
        double[] re = new double[n], im = new double[n], out = new double[2];
        for (int i = 0; i < n; i++) {
            double x = z.re(i), y = z.im(i);
            if (z.isNA(i)) {
                re[i] = x;
                im[i] = y;
            } else if (name.equals("round")) {
                re[i] = MathFunctions.round(x, digits);
                im[i] = MathFunctions.round(y, digits);
            } else {
                signif(x, y, digits, out);
                re[i] = out[0];
                im[i] = out[1];
            }
        }
        return keep(new RComplex(re, im), z);
    }

    /** R's {@code z_prec_r}: both parts to {@code digits} significant digits of the larger one. */
    private static void signif(double x, double y, double digits, double[] out) {
        out[0] = x;
        out[1] = y;
        double m = 0, m1 = Math.abs(x), m2 = Math.abs(y);
        if (Double.isFinite(m1)) m = m1;
        if (Double.isFinite(m2) && m2 > m) m = m2;
        if (m == 0) return;
        if (!Double.isFinite(digits)) {
            if (digits > 0) return;
            out[0] = 0;
            out[1] = 0;
            return;
        }
        int dig = (int) Math.floor(digits + 0.5);
        if (dig > 22) return;
        if (dig < 1) dig = 1;
        int mag = (int) Math.floor(Math.log10(m));
        dig = dig - mag - 1;
        if (dig > 306) {
            double p = 1.0e4;
            out[0] = MathFunctions.round(p * x, dig - 4) / p;
            out[1] = MathFunctions.round(p * y, dig - 4) / p;
        } else {
            out[0] = MathFunctions.round(x, dig);
            out[1] = MathFunctions.round(y, dig);
        }
    }

    /** cumsum and cumprod of a complex vector (NA propagates); cummax and cummin are R's error. */
    public static RValue cumulative(boolean sum, RComplex z, String name) {
        if (!name.equals("cumsum") && !name.equals("cumprod")) throw new RError("'" + name + "' not defined for complex numbers");
        int n = z.length();
        double[] re = new double[n], im = new double[n], out = new double[2];
        double sr = sum ? 0 : 1, si = 0;
        for (int i = 0; i < n; i++) {
            if (sum) {
                sr += z.re(i);
                si += z.im(i);
            } else {
                Cplx.mul(sr, si, z.re(i), z.im(i), out);
                sr = out[0];
                si = out[1];
            }
            re[i] = sr;
            im[i] = si;
        }
        RComplex r = new RComplex(re, im);
        r.setAttr("names", z.getAttr("names"));
        return r;
    }

    /** is.finite, is.infinite, is.nan of complex elements as R's: finite when both parts are, infinite when either is. */
    public static RValue test(String name, RComplex z) {
        int n = z.length();
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            double x = z.re(i), y = z.im(i);
            r[i] = switch (name) {
                case "is.finite" -> Double.isFinite(x) && Double.isFinite(y);
                case "is.infinite" -> Double.isInfinite(x) || Double.isInfinite(y);
                default -> RDouble.isNaNValue(x) || RDouble.isNaNValue(y);
            } ? 1 : 0;
        }
        RLogical result = new RLogical(r);
        for (String attr : new String[] {"names", "dim", "dimnames"}) result.setAttr(attr, z.getAttr(attr));
        return result;
    }

    private static RVector keep(RVector r, RVector from) {
        if (from.hasAttributes()) r.setAttributes(from.attributes());
        return r;
    }
}
