package flashr.stats.optim;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.numeric.Quadpack;

/**
 * Numerical integration written in R (see {@link RSource}) to R's definitions:
 * {@code integrate}'s checks and its result of class "integrate", and {@code print.integrate}.
 * The integrators are {@link Quadpack}'s, reached through {@code .dqags} (finite limits) and
 * {@code .dqagi} (an infinite limit), which call f on vectors of 21 or 15 points as R's C code
 * does, with its checks of the values f returns. Errors name the calling closure (integrate).
 */
public final class Integration {
    private Integration() {}

    public static void register(Registry r) {
        r.builtin(".dqags", "f, lower, upper, abs.tol, rel.tol, limit", a -> result(Quadpack.finite(
                integrand(a), Coerce.doubleScalar(a.get(1)), Coerce.doubleScalar(a.get(2)),
                Coerce.doubleScalar(a.get(3)), Coerce.doubleScalar(a.get(4)), Coerce.intScalar(a.get(5)))));
        r.builtin(".dqagi", "f, bound, inf, abs.tol, rel.tol, limit", a -> result(Quadpack.infinite(
                integrand(a), Coerce.doubleScalar(a.get(1)), Coerce.intScalar(a.get(2)),
                Coerce.doubleScalar(a.get(3)), Coerce.doubleScalar(a.get(4)), Coerce.intScalar(a.get(5)))));
        RSource.define(r, "stats/integrate.R");
    }

    /** f (argument 0) as QUADPACK's vectorized integrand: one call per vector of points, R's checks of the result. */
    private static Quadpack.Integrand integrand(Args a) {
        if (!(a.get(0) instanceof RFunction f)) throw a.interp().errorHere("attempt to apply non-function");
        return x -> {
            RValue s = a.interp().apply(f, new RValue[] {new RDouble(x.clone())}, null, a.env(), null);
            if (s instanceof EngineValue e) s = e.materialize();
            int n = s instanceof RVector v ? v.length() : s == RNull.NULL ? 0 : 1;
            if (n != x.length) throw a.interp().errorHere("evaluation of function gave a result of wrong length");
            if (!(s instanceof RDouble || s instanceof RInt)) throw a.interp().errorHere("evaluation of function gave a result of wrong type");
            RVector v = (RVector) s;
            for (int i = 0; i < n; i++) {
                x[i] = v.getDouble(i);   // an integer NA reads as NA_real_
                if (!Double.isFinite(x[i])) throw a.interp().errorHere("non-finite function value");
            }
        };
    }

    private static RValue result(Quadpack.Outcome o) {
        RList l = new RList(new RValue[] {RDouble.of(o.value()), RDouble.of(o.abserr()),
            RInt.of(o.subdivisions()), RInt.of(o.ier())});
        l.setAttr("names", RString.of("value", "abs.error", "subdivisions", "ierr"));
        return l;
    }

}
