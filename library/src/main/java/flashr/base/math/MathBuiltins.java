package flashr.base.math;

import flashr.base.Registry;
import flashr.engine.fn.math.Atan;
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
        math1(r, "digamma", Polygamma::digamma);
        math1(r, "trigamma", Polygamma::trigamma);
        r.builtin("psigamma", "x, deriv", MathBuiltins::psigamma);
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
        math2(r, "atan2", "y, x", Atan::atan2, null);   // the C library's, as R's
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
            if (name.equals("atan2") && (x instanceof RComplex || y instanceof RComplex)) return ComplexMath.atan2(x, y, a.interp(), a.call());
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
            int[] out = !v.type().isNumeric() ? new int[v.length()]
                    : v instanceof RDouble d ? tested(d.data(), test) : tested(v, test);
            RLogical result = new RLogical(out);
            if (v.hasAttributes()) {
                for (String attr : new String[] {"names", "dim", "dimnames"}) result.setAttr(attr, v.getAttr(attr));
            }
            return result;
        });
    }

    // is.finite's, is.infinite's and is.nan's loops, small methods apart from the builtin: the JIT
    // compiles the loop a long vector makes hot

    private static int[] tested(double[] d, DoublePredicate test) {
        int[] out = new int[d.length];
        for (int i = 0; i < d.length; i++) out[i] = test.test(d[i]) ? 1 : 0;
        return out;
    }

    private static int[] tested(RVector v, DoublePredicate test) {
        int[] out = new int[v.length()];
        for (int i = 0; i < out.length; i++) out[i] = test.test(v.getDouble(i)) ? 1 : 0;
        return out;
    }

    private static void cumulative(Registry r, String name, int kind) {
        r.builtin(name, "x", a -> required(a, 0, "x") instanceof RComplex z ? ComplexMath.cumulative(kind == MathCumulative.SUM, z, name)
                : MathCumulative.apply(kind, required(a, 0, "x"), a.interp()));
    }

    private static RValue required(Args a, int i, String name) {
        if (!a.has(i)) throw new RError("argument \"" + name + "\" is missing, with no default");
        return a.get(i);
    }

    /** psigamma(x, deriv = 0L): R warns for each derivative past {@link Polygamma#MAX_DERIV} (then NaN). */
    private static RValue psigamma(Args a) {
        RValue x = required(a, 0, "x");
        RValue deriv = a.has(1) ? a.get(1) : RDouble.of(0);
        if (x instanceof RVector xv && deriv instanceof RVector dv && xv.type().isNumeric() && dv.type().isNumeric()
                && xv.length() > 0 && dv.length() > 0) {
            int n = Math.max(xv.length(), dv.length());
            for (int i = 0; i < n; i++) {
                double xi = xv.getDouble(i % xv.length()), di = Math.rint(dv.getDouble(i % dv.length()));
                if (!Double.isNaN(xi) && di > Polygamma.MAX_DERIV) {
                    a.interp().warning(a.call(), "deriv = " + (int) di + " > " + Polygamma.MAX_DERIV + " (= n_max)");
                }
            }
        }
        return MathFunctions.math2(x, deriv, (xi, di) -> {
            if (Double.isNaN(di)) return di;
            double d = Math.rint(di);
            return d > Polygamma.MAX_DERIV ? Double.NaN : Polygamma.psigamma(xi, (int) d);
        }, a.interp(), a.call());
    }
}
