package flashr.stats.timeseries;

import static flashr.stats.timeseries.ArimaBuiltins.element;
import static flashr.stats.timeseries.ArimaBuiltins.model;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The builtins under KalmanLike, KalmanRun, KalmanSmooth and KalmanForecast, standing where GNU R calls
 * arima.c's KalmanLike, KalmanSmooth and KalmanFore on a model list (Z, a, P, T, V, h, Pn). As there,
 * the series and the model's vectors must be doubles, and {@code update} returns the advanced model as
 * the result's "mod" attribute.
 */
final class KalmanBuiltins {
    private KalmanBuiltins() {}

    static void register(Registry r) {
        r.builtin(".kalman_like", "y, mod, nit, op, update", KalmanBuiltins::like);
        r.builtin(".kalman_smooth", "y, mod, nit", KalmanBuiltins::smooth);
        r.builtin(".kalman_fore", "n.ahead, mod, update", KalmanBuiltins::forecast);
    }

    /** R's KalmanLike: c(ssq/n, sumlog/n), or with op list(values, resid, states). */
    private static RValue like(Args a) {
        RList mod = model(a, a.get(1));
        double[] y = real(a, a.get(0));
        double[] st = real(a, element(a, mod, "a")).clone();
        checkShapes(a, mod, st.length, true);
        double[] P = real(a, element(a, mod, "P")).clone();
        double[] Pn = real(a, element(a, mod, "Pn")).clone();
        boolean op = Coerce.flag(a.get(3), "op");
        KalmanFilter.Run run = KalmanFilter.run(y, real(a, element(a, mod, "Z")), st, P, real(a, element(a, mod, "T")),
                real(a, element(a, mod, "V")), Coerce.doubleScalar(element(a, mod, "h")), Pn, Coerce.intScalar(a.get(2)), op);
        RDouble values = new RDouble(new double[] {run.ssqPerObs(), run.sumlogPerObs()});
        RVector out = values;
        if (op) {
            RDouble states = new RDouble(run.states());
            states.setAttr("dim", new RInt(new int[] {y.length, st.length}));
            out = RList.of(values, new RDouble(run.resid()), states);
            out.setAttr("names", RString.of("values", "resid", "states"));
        }
        if (Coerce.flag(a.get(4), "update")) out.setAttr("mod", advanced(mod, st, P, Pn));
        return out;
    }

    /** R's KalmanSmooth: list(smooth = n x p states, var = the n * p * p variances). */
    private static RValue smooth(Args a) {
        RList mod = model(a, a.get(1));
        double[] y = real(a, a.get(0));
        double[] st = real(a, element(a, mod, "a"));
        checkShapes(a, mod, st.length, true);
        KalmanFilter.Smooth s = KalmanFilter.smooth(y, real(a, element(a, mod, "Z")), st, real(a, element(a, mod, "P")),
                real(a, element(a, mod, "T")), real(a, element(a, mod, "V")), Coerce.doubleScalar(element(a, mod, "h")),
                real(a, element(a, mod, "Pn")), Coerce.intScalar(a.get(2)));
        RDouble states = new RDouble(s.states());
        states.setAttr("dim", new RInt(new int[] {y.length, st.length}));
        RList out = RList.of(states, new RDouble(s.var()));
        out.setAttr("names", RString.of("smooth", "var"));
        return out;
    }

    /** R's KalmanFore: list(pred, var) n.ahead steps from the model's state. */
    private static RValue forecast(Args a) {
        RList mod = model(a, a.get(1));
        double[] st = real(a, element(a, mod, "a")).clone();
        checkShapes(a, mod, st.length, false);
        double[] P = real(a, element(a, mod, "P")).clone();
        int n = Coerce.intScalar(a.get(0));
        if (n < 0) throw a.interp().errorHere("negative length vectors are not allowed");   // NA too, as in R
        double[][] f = ArimaStateSpace.forecast(n, real(a, element(a, mod, "Z")), st, P,
                real(a, element(a, mod, "T")), real(a, element(a, mod, "V")), Coerce.doubleScalar(element(a, mod, "h")));
        RList out = RList.of(new RDouble(f[0]), new RDouble(f[1]));
        out.setAttr("names", RString.of("pred", "var"));
        if (a.has(2) && Coerce.flag(a.get(2), "update")) out.setAttr("mod", advanced(mod, st, P, null));
        return out;
    }

    /** A copy of the model with the state, its covariance and (when given) the predicted covariance replaced. */
    private static RList advanced(RList mod, double[] st, double[] P, double[] Pn) {
        RList m = (RList) mod.copy();
        RString names = m.names();
        for (int i = 0; i < m.length(); i++) {
            String n = names.getString(i);
            double[] v = "a".equals(n) ? st : "P".equals(n) ? P : "Pn".equals(n) ? Pn : null;
            if (v == null) continue;
            RDouble d = new RDouble(v);
            d.setAttr("dim", ((RVector) m.get(i)).getAttr("dim"));
            m.set(i, d);
        }
        return m;
    }

    /**
     * Refuses a model whose Z, T, V, P (and Pn) are too short for its state a: R's routine reads past
     * them unchecked.
     */
    private static void checkShapes(Args a, RList mod, int p, boolean withPn) {
        boolean ok = real(a, element(a, mod, "Z")).length >= p;
        for (String m : withPn ? new String[] {"T", "V", "P", "Pn"} : new String[] {"T", "V", "P"}) {
            ok &= real(a, element(a, mod, m)).length >= p * p;
        }
        if (!ok) throw a.interp().errorHere("invalid argument type");
    }

    /** The elements of a double vector (R's routines refuse any other type). */
    private static double[] real(Args a, RValue v) {
        if (v instanceof flashr.lang.EngineValue e) v = e.materialize();
        if (!(v instanceof RDouble d)) throw a.interp().errorHere("invalid argument type");
        return d.data();
    }
}
