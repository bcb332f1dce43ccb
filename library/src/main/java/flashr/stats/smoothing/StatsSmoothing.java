package flashr.stats.smoothing;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.format.DecimalText;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.numeric.CubicSplines;
import flashr.numeric.Lowess;
import flashr.numeric.SuperSmoother;

/**
 * The builtins behind {@code stats/smoothing.R}, standing where GNU R calls its compiled routines:
 * {@code .lowess(x, y, f, iter, delta)} (R's C lowess with its argument checks),
 * {@code .spline_coef(method, x, y)} returning R's {@code list(method, n, x, y, b, c, d)} and
 * {@code .spline_eval(xout, z)}, {@code .monoFC_m(m, Sx)} (Fritsch-Carlson slopes) and
 * {@code .supsmu(x, y, w, periodic, span, bass, trace)} (Friedman's super smoother).
 */
public final class StatsSmoothing {
    private StatsSmoothing() {}

    public static void register(Registry r) {
        r.builtin(".lowess", "x, y, f, iter, delta", StatsSmoothing::lowess);
        r.builtin(".spline_coef", "method, x, y", StatsSmoothing::splineCoef);
        r.builtin(".spline_eval", "xout, z", StatsSmoothing::splineEval);
        r.builtin(".monoFC_m", "m, Sx", StatsSmoothing::monotoneSlopes);
        r.builtin(".supsmu", "x, y, w, periodic, span, bass, trace", StatsSmoothing::superSmoother);
        RSource.define(r, "stats/smoothing.R");
        RSource.define(r, "stats/resistant.R");
        RSource.define(r, "stats/tukey-smooth.R");
    }

    private static RValue lowess(Args a) {
        if (!(a.get(0) instanceof RDouble x) || !(a.get(1) instanceof RDouble y) || x.length() == 0) {
            throw a.interp().errorHere("invalid input");
        }
        double f = Coerce.doubleScalar(a.get(2));
        if (!Double.isFinite(f) || f <= 0) throw a.interp().errorHere("'f' must be finite and > 0");
        int iter = Coerce.intScalar(a.get(3));
        if (iter == RInt.NA || iter < 0) throw a.interp().errorHere("'iter' must be finite and >= 0");
        double delta = Coerce.doubleScalar(a.get(4));
        if (!Double.isFinite(delta) || delta < 0) throw a.interp().errorHere("'delta' must be finite and > 0");
        return new RDouble(Lowess.smooth(x.data(), y.data(), f, iter, delta));
    }

    /** R's Fortran supsmu on sorted, finite x, y and weights; trace prints each pass as R's smoothprt does. */
    private static RValue superSmoother(Args a) {
        double[] x = doubles(a, a.get(0)), y = doubles(a, a.get(1)), w = doubles(a, a.get(2));
        if (x.length == 0 || y.length != x.length || w.length != x.length) throw a.interp().errorHere("invalid input");
        java.io.PrintStream out = a.interp().out();
        SuperSmoother.Trace trace = !Coerce.flag(a.get(6), "trace") ? null : (span, iper, var, cvar) ->
                out.print("smooth(span=" + padLeft(DecimalText.general(span, 6, false, false), 4) + ", iper="
                        + padLeft((iper >= 0 ? "+" : "") + iper, 2) + ") -> (var, cvar) = ("
                        + DecimalText.general(var, 6, false, false) + ", " + DecimalText.general(cvar, 6, false, false) + ")\n");
        return new RDouble(SuperSmoother.smooth(x, y, w, Coerce.flag(a.get(3), "periodic"), Coerce.doubleScalar(a.get(4)),
                Coerce.doubleScalar(a.get(5)), trace));
    }

    private static String padLeft(String s, int width) {
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }

    private static RValue splineCoef(Args a) {
        int method = Coerce.intScalar(a.get(0));
        double[] x = doubles(a, a.get(1)), y = doubles(a, a.get(2));
        int n = x.length;
        if (y.length != n) throw a.interp().errorHere("inputs of different lengths");
        double[] b = new double[n], c = new double[n], d = new double[n];
        CubicSplines.coefficients(method, x, y, b, c, d);
        RList out = new RList(new RValue[] {RInt.of(method), RInt.of(n), new RDouble(x), new RDouble(y),
            new RDouble(b), new RDouble(c), new RDouble(d)});
        out.setAttr("names", RString.of("method", "n", "x", "y", "b", "c", "d"));
        return out;
    }

    /** R's C monoFC_m: Fritsch-Carlson slopes for splinefun(method = "monoH.FC"). */
    private static RValue monotoneSlopes(Args a) {
        if (!(a.get(0) instanceof RDouble || a.get(0) instanceof RInt)) throw a.interp().errorHere("Argument m must be numeric");
        double[] m = doubles(a, a.get(0)).clone();
        if (m.length < 2) throw a.interp().errorHere("length(m) must be at least two");
        if (!(a.get(1) instanceof RDouble sx) || sx.length() != m.length - 1) {
            throw a.interp().errorHere("Argument Sx must be numeric vector one shorter than m[]");
        }
        CubicSplines.monotoneSlopes(m, sx.data());
        return new RDouble(m);
    }

    private static RValue splineEval(Args a) {
        double[] u = doubles(a, a.get(0));
        if (!(a.get(1) instanceof RList z)) throw a.interp().errorHere("invalid spline coefficients");
        int method = Coerce.intScalar(element(a, z, "method"));
        int n = Coerce.intScalar(element(a, z, "n"));
        double[] x = doubles(a, element(a, z, "x")), y = doubles(a, element(a, z, "y"));
        double[] b = doubles(a, element(a, z, "b")), c = doubles(a, element(a, z, "c")), d = doubles(a, element(a, z, "d"));
        if (x.length < n || y.length < n || b.length < n || c.length < n || d.length < n) {
            throw a.interp().errorHere("invalid spline coefficients");
        }
        if (u.length > 0 && n == 0) throw a.interp().errorHere("invalid spline coefficients");
        return new RDouble(CubicSplines.evaluate(method, u, java.util.Arrays.copyOf(x, n), y, b, c, d));
    }

    private static RValue element(Args a, RList z, String name) {
        RString names = z.names();
        if (names != null) {
            for (int i = 0; i < z.length(); i++) if (name.equals(names.getString(i))) return z.get(i);
        }
        throw a.interp().errorHere("invalid spline coefficients");
    }

    private static double[] doubles(Args a, RValue v) {
        if (v instanceof flashr.lang.EngineValue e) v = e.materialize();
        if (!(v instanceof RVector vec)) throw a.interp().errorHere("invalid argument type");
        return ((RDouble) Coerce.to(vec, RType.DOUBLE)).data();
    }
}
