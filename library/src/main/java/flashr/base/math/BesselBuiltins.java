package flashr.base.math;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Interpreter;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.function.Consumer;

/**
 * Builtins besselJ, besselY, besselI and besselK: x, nu (and expon.scaled) recycled as R's
 * math2/math3 do, attributes from the longest argument, R's warnings per element and
 * "NaNs produced" once.
 */
final class BesselBuiltins {
    private BesselBuiltins() {}

    private interface Kernel {
        double apply(double x, double nu, boolean scaled, Consumer<String> warn, Bessel.Work work);
    }

    static void register(Registry r) {
        r.builtin("besselJ", "x, nu", a -> apply(a, false, (x, nu, s, w, work) -> Bessel.j(x, nu, w)));
        r.builtin("besselY", "x, nu", a -> apply(a, false, (x, nu, s, w, work) -> Bessel.y(x, nu, w)));
        r.builtin("besselI", "x, nu, expon.scaled", a -> apply(a, true, Bessel::i));
        r.builtin("besselK", "x, nu, expon.scaled", a -> apply(a, true, Bessel::k));
    }

    private static RValue apply(Args a, boolean hasScale, Kernel f) {
        RVector x = MathFunctions.numeric(required(a, 0, "x")), nu = MathFunctions.numeric(required(a, 1, "nu"));
        RVector sc = hasScale && a.has(2) ? MathFunctions.numeric(a.get(2)) : null;
        int nx = x.length(), nn = nu.length(), ns = sc == null ? 1 : sc.length();
        int n = nx == 0 || nn == 0 || ns == 0 ? 0 : Math.max(nx, Math.max(nn, ns));
        Interpreter interp = a.interp();
        RValue call = a.call();
        Consumer<String> warn = msg -> interp.warning(call, msg);
        double[] out = new double[n];
        boolean nans = false;
        Bessel.Work work = new Bessel.Work();
        for (int i = 0; i < n; i++) {
            double xi = x.getDouble(i % nx), ni = nu.getDouble(i % nn);
            double s = sc == null ? 0 : sc.getDouble(i % ns);
            double v = Double.isNaN(s) ? xi + ni + s : f.apply(xi, ni, s != 0, warn, work);
            if (Double.isNaN(v) && !Double.isNaN(xi) && !Double.isNaN(ni) && !Double.isNaN(s)) nans = true;
            out[i] = v;
        }
        if (nans) interp.warning(call, "NaNs produced");
        RDouble result = new RDouble(out);
        RVector from = n == nx ? x : n == nn ? nu : sc;
        if (from != null && from.hasAttributes()) result.setAttributes(from.attributes());
        return result;
    }

    private static RValue required(Args a, int i, String name) {
        if (!a.has(i)) throw new RError("argument \"" + name + "\" is missing, with no default");
        return a.get(i);
    }
}
