package flashr.stats.splines;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The builtins behind {@code stats/smooth-spline.R}, standing where R's smooth.spline and its predict
 * method call compiled routines: {@code .smooth_spline} (R's rbart: fit at a given spar or lambda, or
 * search spar) and {@code .bvalus} (values or derivatives of the fitted spline).
 */
public final class SplineBuiltins {
    private SplineBuiltins() {}

    public static void register(Registry r) {
        r.builtin(".smooth_spline", "penalty, dofoff, x, y, w, ssw, knot, nk, icrit, ispar, maxit, spar.is.lambda, spar, "
                + "low, high, tol, eps", SplineBuiltins::smoothSpline);
        r.builtin(".bvalus", "knot, coef, x, deriv", SplineBuiltins::bvalus);
        RSource.define(r, "stats/smooth-spline.R");
    }

    private static RValue smoothSpline(Args a) {
        double penalty = num(a, 0), dofoff = num(a, 1);
        double[] x = doubles(a, 2), y = doubles(a, 3), w = doubles(a, 4);
        double ssw = num(a, 5);
        double[] knot = doubles(a, 6);
        int nk = Coerce.intScalar(a.get(7));
        int icrit = Coerce.intScalar(a.get(8));
        int ispar = Coerce.intScalar(a.get(9));
        int maxit = Coerce.intScalar(a.get(10));
        boolean sparIsLambda = Coerce.flag(a.get(11), "spar.is.lambda");
        double spar = num(a, 12);
        if (x.length != y.length || x.length != w.length || knot.length != nk + 4 || nk < 4) {
            throw a.interp().errorHere("invalid smoothing spline problem");
        }
        PenalizedSpline spline = new PenalizedSpline(x, y, w, ssw, knot, nk, icrit != PenalizedSpline.NONE);
        SmoothingParameterSearch search = new SmoothingParameterSearch(spline, icrit, penalty, dofoff, sparIsLambda);
        int iterations = maxit;
        if (ispar == 1) {
            search.fixed(spar);
        } else {
            search.search(num(a, 13), num(a, 14), num(a, 15), num(a, 16), maxit);
            iterations = search.iterations;
        }
        RList out = new RList(new RValue[] {new RDouble(spline.coef.clone()), new RDouble(spline.sz.clone()),
            new RDouble(spline.lev.clone()), RDouble.of(search.spar), RDouble.of(search.lambda), RDouble.of(search.ratio),
            RDouble.of(search.crit), RInt.of(iterations), RInt.of(spline.info)});
        out.setAttr("names", RString.of("coef", "ty", "lev", "spar", "lambda", "ratio", "crit", "iter", "ier"));
        return out;
    }

    private static RValue bvalus(Args a) {
        double[] knot = doubles(a, 0), coef = doubles(a, 1), x = doubles(a, 2);
        int deriv = Coerce.intScalar(a.get(3));
        int nk = coef.length;
        if (knot.length < nk + 4) throw a.interp().errorHere("invalid spline coefficients");
        double[] s = new double[x.length];
        boolean[] outside = new boolean[1];
        for (int i = 0; i < x.length; i++) s[i] = BSplines.value(knot, coef, nk, 4, x[i], deriv, outside);
        if (outside[0]) a.interp().warning(a.interp().errorHere("").call(), "bvalue()  mflag != 0: should never happen!");
        return new RDouble(s);
    }

    private static double num(Args a, int i) {
        return Coerce.doubleScalar(a.get(i));
    }

    private static double[] doubles(Args a, int i) {
        RValue v = a.get(i);
        if (v instanceof EngineValue e) v = e.materialize();
        if (!(v instanceof RVector vec)) throw a.interp().errorHere("invalid argument type");
        return ((RDouble) Coerce.to(vec, RType.DOUBLE)).data().clone();
    }
}
