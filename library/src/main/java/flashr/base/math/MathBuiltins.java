package flashr.base.math;

import flashr.base.Registry;
import flashr.engine.fn.math.ExpLog;
import flashr.eval.Args;
import flashr.lang.RComplex;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoublePredicate;
import java.util.function.DoubleUnaryOperator;

/**
 * Builtins: the Math group (sqrt, exp, log, trigonometry, rounding, cumulative functions,
 * gamma) and the number tests is.finite, is.infinite, is.nan.
 */
public final class MathBuiltins {
    private MathBuiltins() {}

    public static void register(Registry r) {
        math1(r, "sqrt", Math::sqrt);
        math1(r, "exp", ExpLog::exp);
        math1(r, "log2", MathFunctions::log2);
        math1(r, "log10", ExpLog::log10);
        math1(r, "floor", Math::floor);
        math1(r, "ceiling", Math::ceil);
        for (flashr.engine.fn.ScalarFn f : Math1Functions.ALL) math1(r, f.name(), f.f());
        math1(r, "gamma", MathGamma::gamma);
        math1(r, "lgamma", MathGamma::lgamma);
        math1(r, "digamma", MathBuiltins::digamma);
        math1(r, "trigamma", MathBuiltins::trigamma);
        math1(r, "lfactorial", x -> MathGamma.lgamma(x + 1));
        r.builtin("factorial", "x", a -> MathFunctions.math1(required(a, 0, "x"), x -> MathGamma.gamma(x + 1), a.interp(), a.call()));
        r.builtin("abs", "x", a -> required(a, 0, "x") instanceof RComplex z ? ComplexMath.math1("abs", z, a.interp(), a.call())
                : MathFunctions.abs(required(a, 0, "x")));
        r.builtin("log", "x, base", a -> {
            RValue x = required(a, 0, "x");
            if (x instanceof RComplex z) return ComplexMath.log(z, a.has(1) ? a.get(1) : null, a.interp(), a.call());
            if (!a.has(1)) return MathFunctions.math1(x, ExpLog::log, a.interp(), a.call());
            // R reports NaNs from log with a base without the call
            return MathFunctions.math2(x, a.get(1), MathFunctions::log, a.interp(), null);
        });
        math2(r, "atan2", "y, x", Math::atan2, null);
        math2(r, "beta", "a, b", MathGamma::beta, null);
        chooseLike(r, "choose", MathGamma::choose);
        chooseLike(r, "lchoose", MathGamma::lchoose);
        math2(r, "lbeta", "a, b", MathGamma::lbeta, null);
        BesselBuiltins.register(r);
        math2(r, "round", "x, digits", MathFunctions::round, RDouble.of(0));
        math2(r, "signif", "x, digits", MathFunctions::signif, RDouble.of(6));
        predicate(r, "is.finite", Double::isFinite);
        predicate(r, "is.infinite", Double::isInfinite);
        predicate(r, "is.nan", RDouble::isNaNValue);
        cumulative(r, "cumsum", MathCumulative.SUM);
        cumulative(r, "cumprod", MathCumulative.PROD);
        cumulative(r, "cummax", MathCumulative.MAX);
        cumulative(r, "cummin", MathCumulative.MIN);
    }

    private static void math1(Registry r, String name, DoubleUnaryOperator f) {
        r.builtin(name, "x", a -> required(a, 0, "x") instanceof RComplex z ? ComplexMath.math1(name, z, a.interp(), a.call())
                : MathFunctions.math1(required(a, 0, "x"), f, a.interp(), a.call()));
    }

    private static void math2(Registry r, String name, String formals, DoubleBinaryOperator f, RValue defaultY) {
        String second = formals.substring(formals.indexOf(',') + 1).strip();
        r.builtin(name, formals, a -> {
            RValue x = required(a, 0, formals.substring(0, formals.indexOf(',')));
            if (x instanceof RComplex z && (name.equals("round") || name.equals("signif"))) return ComplexMath.math2(name, z, a.has(1) ? a.get(1) : defaultY);
            RValue y = a.has(1) ? a.get(1) : defaultY;
            if (y == null) throw new RError("argument \"" + second + "\" is missing, with no default");
            return MathFunctions.math2(x, y, f, a.interp(), a.call());
        });
    }

    /** choose and lchoose: R warns for each k it rounds by more than 1e-7, as its nmath does. */
    private static void chooseLike(Registry r, String name, DoubleBinaryOperator f) {
        r.builtin(name, "n, k", a -> {
            RValue n = required(a, 0, "n"), k = required(a, 1, "k");
            if (n instanceof RVector nv && k instanceof RVector kv && kv.type().isNumeric() && kv.length() > 0) {
                int len = Math.max(nv.length(), kv.length());
                for (int i = 0; i < len; i++) {
                    double k0 = kv.getDouble(i % kv.length());
                    if (Math.abs(Math.rint(k0) - k0) > 1e-7) {
                        a.interp().warning(a.call(), String.format(java.util.Locale.ROOT, "'k' (%.2f) must be integer, rounded to %.0f", k0, Math.rint(k0)));
                    }
                }
            }
            return MathFunctions.math2(n, k, f, a.interp(), a.call());
        });
    }

    /**
     * A test of each number (strings and other non-numbers test FALSE), keeping names, dim
     * and dimnames.
     */
    private static void predicate(Registry r, String name, DoublePredicate test) {
        r.builtin(name, "x", a -> {
            RValue x = required(a, 0, "x");
            if (x instanceof RComplex z) return ComplexMath.test(name, z);
            if (!(x instanceof RVector v)) return new RLogical(new int[0]);
            int n = v.length();
            int[] out = new int[n];
            if (v.type().isNumeric()) {
                for (int i = 0; i < n; i++) out[i] = test.test(v.getDouble(i)) ? 1 : 0;
            }
            RLogical result = new RLogical(out);
            if (v.hasAttributes()) {
                for (String attr : new String[] {"names", "dim", "dimnames"}) result.setAttr(attr, v.getAttr(attr));
            }
            return result;
        });
    }

    private static void cumulative(Registry r, String name, int kind) {
        r.builtin(name, "x", a -> required(a, 0, "x") instanceof RComplex z ? ComplexMath.cumulative(kind == MathCumulative.SUM, z, name)
                : MathCumulative.apply(kind, required(a, 0, "x"), a.interp()));
    }

    private static RValue required(Args a, int i, String name) {
        if (!a.has(i)) throw new RError("argument \"" + name + "\" is missing, with no default");
        return a.get(i);
    }

    /** The digamma function by recurrence up to 6 and the asymptotic series. */
    /**
     * The derivative of digamma: reflected below 0, shifted up to 20 for its asymptotic series
     * (terms to x^-13 are then below 1e-18), the shifts added smallest first.
     */
    private static double trigamma(double x) {
        if (Double.isNaN(x)) return x;
        if (x <= 0 && x == Math.rint(x)) return Double.POSITIVE_INFINITY;
        if (x < 0) {
            double s = Math.PI / Math.sin(Math.PI * x);
            return -trigamma(1 - x) + s * s;
        }
        int shift = x < 20 ? (int) Math.ceil(20 - x) : 0;
        double y = x + shift, f = 1 / (y * y);
        double r = 1 / y + f / 2 + f / y * (1.0 / 6 - f * (1.0 / 30 - f * (1.0 / 42 - f * (1.0 / 30 - f * (5.0 / 66 - f * 691.0 / 2730)))));
        for (int k = shift - 1; k >= 0; k--) r += 1 / ((x + k) * (x + k));
        return r;
    }

    private static double digamma(double x) {
        if (Double.isNaN(x)) return x;
        if (x <= 0 && x == Math.rint(x)) return Double.NaN;
        double r = 0;
        if (x < 0) return digamma(1 - x) - Math.PI / Math.tan(Math.PI * x);
        while (x < 6) {
            r -= 1 / x;
            x += 1;
        }
        double f = 1 / (x * x);
        return r + Math.log(x) - 0.5 / x
                - f * (1.0 / 12 - f * (1.0 / 120 - f * (1.0 / 252 - f * (1.0 / 240 - f / 132))));
    }
}
