package flashr.stats.timeseries;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The builtins under {@code stats/ts-arima.R}, standing where GNU R's arima calls its compiled routines
 * (ARIMA_transPars, ARIMA_Like, ARIMA_CSS, getQ0, ...). A model is R's list from makeARIMA;
 * the likelihood returns the filtered state so the R code keeps it in the model, as R's routine leaves it.
 */
final class ArimaBuiltins {
    private ArimaBuiltins() {}

    static void register(Registry r) {
        r.builtin(".arima_transPars", "par, arma, trans", a -> {
            double[][] pt = ArimaKernels.transPars(doubles(a, a.get(0)), arma(a), Coerce.flag(a.get(2), "trans"));
            return RList.of(new RDouble(pt[0]), new RDouble(pt[1]));
        });
        r.builtin(".arima_undoPars", "par, arma", a -> new RDouble(checked(a, () -> ArimaKernels.undoPars(doubles(a, a.get(0)), arma(a)))));
        r.builtin(".arima_invtrans", "par, arma", a -> new RDouble(checked(a, () -> ArimaKernels.invTrans(doubles(a, a.get(0)), arma(a)))));
        r.builtin(".arima_gradtrans", "par, arma", a -> {
            double[] par = doubles(a, a.get(0));
            RDouble m = new RDouble(checked(a, () -> ArimaKernels.gradTrans(par, arma(a))));
            m.setAttr("dim", new RInt(new int[] {par.length, par.length}));
            return m;
        });
        r.builtin(".arima_css", "x, arma, phi, theta, ncond, resid", a -> {
            double[][] res = ArimaKernels.css(doubles(a, a.get(0)), arma(a), doubles(a, a.get(2)), doubles(a, a.get(3)),
                    Coerce.intScalar(a.get(4)));
            if (!Coerce.flag(a.get(5), "resid")) return RDouble.of(res[0][0]);
            return RList.of(RDouble.of(res[0][0]), new RDouble(res[1]));
        });
        r.builtin(".arima_like", "x, mod, up, resid", ArimaBuiltins::likelihood);
        r.builtin(".ts_conv", "a, b", a -> new RDouble(ArimaKernels.convolve(doubles(a, a.get(0)), doubles(a, a.get(1)))));
        r.builtin(".intgrt_vec", "x, xi, lag", a -> {
            double[] x = doubles(a, a.get(0));
            double[] xi = doubles(a, a.get(1));
            int lag = Coerce.intScalar(a.get(2));
            double[] y = new double[x.length + lag];
            System.arraycopy(xi, 0, y, 0, Math.min(lag, xi.length));
            for (int i = 0; i < x.length; i++) y[i + lag] = x[i] + y[i];
            return new RDouble(y);
        });
        r.builtin(".arima_Q0", "phi, theta", a -> {
            double[] phi = doubles(a, a.get(0));
            double[] theta = doubles(a, a.get(1));
            RDouble m = new RDouble(checked(a, () -> ArimaStateSpace.initialCovariance(phi, theta)));
            int rr = Math.max(phi.length, theta.length + 1);
            m.setAttr("dim", new RInt(new int[] {rr, rr}));
            return m;
        });
    }

    /** {@code .arima_like(x, mod, up, resid)}: list(c(ssq, sumlog, nu), resid or NULL, a, P, Pn). */
    private static RValue likelihood(Args a) {
        RList mod = model(a, a.get(1));
        RValue p = element(a, mod, "P");
        RValue pn = element(a, mod, "Pn");
        double[] st = doubles(a, element(a, mod, "a")).clone();
        double[] cov = doubles(a, p).clone();
        double[] pred = doubles(a, pn).clone();
        boolean wantResid = Coerce.flag(a.get(3), "resid");
        ArimaStateSpace.Likelihood l = ArimaStateSpace.filter(doubles(a, a.get(0)), doubles(a, element(a, mod, "phi")),
                doubles(a, element(a, mod, "theta")), doubles(a, element(a, mod, "Delta")), st, cov, pred,
                Coerce.intScalar(a.get(2)), wantResid);
        RDouble newP = new RDouble(cov);
        newP.setAttr("dim", ((RVector) p).getAttr("dim"));
        RDouble newPn = new RDouble(pred);
        newPn.setAttr("dim", ((RVector) pn).getAttr("dim"));
        return RList.of(new RDouble(new double[] {l.ssq(), l.sumlog(), l.used()}),
                wantResid ? new RDouble(l.resid()) : RNull.NULL, new RDouble(st), newP, newPn);
    }

    /** Runs a kernel, turning its argument errors into R errors. */
    static <T> T checked(Args a, java.util.function.Supplier<T> f) {
        try {
            return f.get();
        } catch (IllegalArgumentException e) {
            throw a.interp().errorHere(e.getMessage());
        }
    }

    static int[] arma(Args a) {
        RValue v = a.get(1);
        if (!(v instanceof RVector vec)) throw a.interp().errorHere("invalid argument type");
        int[] out = new int[vec.length()];
        for (int i = 0; i < out.length; i++) out[i] = vec.getInt(i);
        return out;
    }

    static RList model(Args a, RValue v) {
        if (v instanceof RList l) return l;
        throw a.interp().errorHere("invalid argument type");
    }

    static RValue element(Args a, RList z, String name) {
        RString names = z.names();
        if (names != null) {
            for (int i = 0; i < z.length(); i++) if (name.equals(names.getString(i))) return z.get(i);
        }
        throw a.interp().errorHere("invalid argument type");
    }

    /**
     * The elements as doubles, read only: a double vector's own array, attributes or not (the kernels
     * copy what they change), so a likelihood evaluation does not copy the series and the model's
     * matrices only to drop their dim.
     */
    static double[] doubles(Args a, RValue v) {
        if (v instanceof EngineValue e) v = e.materialize();
        if (v instanceof RDouble d) return d.data();
        if (!(v instanceof RVector vec)) throw a.interp().errorHere("invalid argument type");
        return ((RDouble) Coerce.to(vec, RType.DOUBLE)).data();
    }
}
