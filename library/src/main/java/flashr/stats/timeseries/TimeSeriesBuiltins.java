package flashr.stats.timeseries;

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
 * The builtins behind the time-series R code, standing where GNU R calls compiled routines:
 * {@code .cfilter}, {@code .rfilter}, {@code .acf}, {@code .pacf1}, {@code .eureka}, {@code .runmed} and
 * {@code .holt_winters}; then the R files that use them.
 */
public final class TimeSeriesBuiltins {
    private TimeSeriesBuiltins() {}

    public static void register(Registry r) {
        r.builtin(".cfilter", "x, filter, sides, circular", a -> new RDouble(Filters.convolve(doubles(a, 0), doubles(a, 1),
                Coerce.intScalar(a.get(2)) == 2, Coerce.flag(a.get(3), "circular"))));
        r.builtin(".rfilter", "x, filter, init", a -> {
            double[] f = doubles(a, 1), init = doubles(a, 2);
            if (init.length != f.length) throw a.interp().errorHere("length of 'init' must equal length of 'filter'");
            return new RDouble(Filters.recurse(doubles(a, 0), f, init));
        });
        r.builtin(".acf", "x, lag.max, correlation", TimeSeriesBuiltins::acf);
        r.builtin(".pacf1", "acf, lag.max", a -> {
            int lagMax = Coerce.intScalar(a.get(1));
            RDouble p = new RDouble(Correlations.pacf(doubles(a, 0), lagMax));
            p.setAttr("dim", new RInt(new int[] {lagMax, 1, 1}));
            return p;
        });
        r.builtin(".eureka", "order.max, r", a -> {
            int lr = Coerce.intScalar(a.get(0));
            double[][] fv = Correlations.levinson(lr, doubles(a, 1));
            RList out = new RList(new RValue[] {new RDouble(fv[0]), new RDouble(fv[1])});
            out.setAttr("names", RString.of("coefs", "vars"));
            return out;
        });
        r.builtin(".runmed", "x, k, constant", a -> new RDouble(RunningMedian.of(doubles(a, 0), Coerce.intScalar(a.get(1)),
                Coerce.flag(a.get(2), "constant"))));
        r.builtin(".holt_winters", "x, alpha, beta, gamma, start.time, additive, period, dotrend, doseasonal, a, b, s",
                TimeSeriesBuiltins::holtWinters);
        r.builtin(".stl", "x, period, s.window, t.window, l.window, s.degree, t.degree, l.degree, s.jump, t.jump, l.jump, inner, outer",
                TimeSeriesBuiltins::stl);
        RSource.define(r, "stats/ts-filter.R");
        RSource.define(r, "stats/ts-acf.R");
        RSource.define(r, "stats/ts-ar.R");
        RSource.define(r, "stats/ts-arma.R");
        RSource.define(r, "stats/ts-stl.R");
        ArimaBuiltins.register(r);
        RSource.define(r, "stats/ts-arima.R");
        Arima0Builtins.register(r);
        RSource.define(r, "stats/ts-arima0.R");
        KalmanBuiltins.register(r);
        RSource.define(r, "stats/ts-structts.R");
        RSource.define(r, "stats/ts-kernel.R");
        RSource.define(r, "stats/ts-spectrum.R");
        RSource.define(r, "stats/ts-tests.R");
    }

    /** {@code .acf(x, lag.max, correlation)}: x a numeric matrix, one series a column. */
    private static RValue acf(Args a) {
        double[] x = doubles(a, 0);
        int[] dim = ((RVector) a.get(0)).dim();
        int n = dim == null ? x.length : dim[0];
        int ns = dim == null ? 1 : dim[1];
        int lagMax = Coerce.intScalar(a.get(1));
        RDouble out = new RDouble(Correlations.acf(x, n, ns, lagMax, Coerce.flag(a.get(2), "correlation")));
        out.setAttr("dim", new RInt(new int[] {lagMax + 1, ns, ns}));
        return out;
    }

    /** {@code .stl(...)}: the decomposition as list(weights, seasonal, trend). */
    private static RValue stl(Args a) {
        int[] p = new int[12];
        for (int i = 0; i < p.length; i++) p[i] = Coerce.intScalar(a.get(i + 1));
        SeasonalTrendLoess.Fit fit = SeasonalTrendLoess.decompose(doubles(a, 0), p[0], p[1], p[2], p[3], p[4], p[5], p[6],
                p[7], p[8], p[9], p[10], p[11]);
        RList out = new RList(new RValue[] {new RDouble(fit.weights()), new RDouble(fit.seasonal()), new RDouble(fit.trend())});
        out.setAttr("names", RString.of("weights", "seasonal", "trend"));
        return out;
    }

    private static RValue holtWinters(Args a) {
        HoltWintersFilter.Fit fit = HoltWintersFilter.run(doubles(a, 0), num(a, 1), num(a, 2), num(a, 3),
                Coerce.intScalar(a.get(4)), Coerce.flag(a.get(5), "additive"), Coerce.intScalar(a.get(6)),
                Coerce.flag(a.get(7), "dotrend"), Coerce.flag(a.get(8), "doseasonal"), num(a, 9), num(a, 10), doubles(a, 11));
        RList out = new RList(new RValue[] {RDouble.of(fit.sse()), new RDouble(fit.level()), new RDouble(fit.trend()),
            new RDouble(fit.season())});
        out.setAttr("names", RString.of("SSE", "level", "trend", "seasonal"));
        return out;
    }

    private static double num(Args a, int i) {
        return Coerce.doubleScalar(a.get(i));
    }

    private static double[] doubles(Args a, int i) {
        RValue v = a.get(i);
        if (v instanceof EngineValue e) v = e.materialize();
        if (!(v instanceof RVector vec)) throw a.interp().errorHere("invalid argument type");
        return ((RDouble) Coerce.to(vec, RType.DOUBLE)).data();
    }
}
