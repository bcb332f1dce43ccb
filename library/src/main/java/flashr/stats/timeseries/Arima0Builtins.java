package flashr.stats.timeseries;

import static flashr.stats.timeseries.ArimaBuiltins.arma;
import static flashr.stats.timeseries.ArimaBuiltins.checked;
import static flashr.stats.timeseries.ArimaBuiltins.doubles;

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
 * The builtins under {@code stats/ts-arima0.R}, standing where GNU R's arima0 calls its compiled routines
 * (arma0fa, get_s2, get_resid, Dotrans, Invtrans, Gradtrans, arma0_kfore). R keeps the model in an
 * external pointer between those calls; here each call is given the series, regressors and orders
 * it needs, and the objective's residuals and variance come back with its value on request.
 */
final class Arima0Builtins {
    private Arima0Builtins() {}

    static void register(Registry r) {
        r.builtin(".arima0_objective", "x, xreg, arma, par, delta, trans, ncond, css, full", Arima0Builtins::objective);
        r.builtin(".arima0_trans", "par, arma", a -> new RDouble(checked(a, () -> Arima0Model.transform(doubles(a, a.get(0)), arma(a)))));
        r.builtin(".arima0_invtrans", "par, arma",
                a -> new RDouble(checked(a, () -> Arima0Model.inverseTransform(doubles(a, a.get(0)), arma(a)))));
        r.builtin(".arima0_gradtrans", "par, arma", a -> {
            double[] par = doubles(a, a.get(0));
            RDouble m = new RDouble(checked(a, () -> Arima0Model.gradient(par, arma(a))));
            m.setAttr("dim", new RInt(new int[] {par.length, par.length}));
            return m;
        });
        r.builtin(".arima0_forecast", "x, arma, coef, n.ahead", Arima0Builtins::forecast);
    }

    /** The value optim minimizes; with {@code full}, list(value, sigma2, resid). */
    private static RValue objective(Args a) {
        int[] arma = ints(a, a.get(2));
        Arima0Model model = new Arima0Model(arma, doubles(a, a.get(0)), doubles(a, a.get(1)),
                Coerce.doubleScalar(a.get(4)), Coerce.intScalar(a.get(6)));
        double[] par = doubles(a, a.get(3));
        Arima0Model.Evaluation e = checked(a, () -> model.evaluate(par, Coerce.flag(a.get(5), "trans"),
                Coerce.flag(a.get(7), "css")));
        if (!Coerce.flag(a.get(8), "full")) return RDouble.of(e.value());
        return named(RString.of("value", "sigma2", "resid"), RDouble.of(e.value()), RDouble.of(e.sigma2()),
                new RDouble(e.resid().clone()));
    }

    /** predict.arima0's forecasts: list(pred, var), the model's coefficients untransformed. */
    private static RValue forecast(Args a) {
        int[] arma = ints(a, a.get(1));
        double[] w = doubles(a, a.get(0)).clone();
        double[] coef = doubles(a, a.get(2));
        int ahead = Coerce.intScalar(a.get(3));
        int mp = arma[0], mq = arma[1], msp = arma[2], msq = arma[3], ns = arma[4];
        Starma g = new Starma(mp + ns * msp, mq + ns * msq, w, -1);
        double[][] poly = ArimaKernels.transPars(java.util.Arrays.copyOf(coef, mp + mq + msp + msq), arma, false);
        System.arraycopy(poly[0], 0, g.phi, 0, poly[0].length);
        System.arraycopy(poly[1], 0, g.theta, 0, poly[1].length);
        double[] delta = StarmaForecast.differencing(arma[5], arma[6], ns);
        double[][] res = checked(a, () -> StarmaForecast.forecast(g, delta, ahead));
        return named(RString.of("pred", "var"), new RDouble(res[0]), new RDouble(res[1]));
    }

    private static RList named(RString names, RValue... values) {
        RList out = RList.of(values);
        out.setAttr("names", names);
        return out;
    }

    private static int[] ints(Args a, RValue v) {
        if (!(v instanceof RVector vec)) throw a.interp().errorHere("invalid argument type");
        int[] out = new int[vec.length()];
        for (int i = 0; i < out.length; i++) out[i] = vec.getInt(i);
        return out;
    }
}
