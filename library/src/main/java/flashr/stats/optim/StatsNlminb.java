package flashr.stats.optim;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.numeric.port.PortDefaults;
import flashr.numeric.port.PortMinimizer;

/**
 * Where R's nlminb calls C: {@code .port_ivset(n)} (R's port_ivset: PORT's work arrays with R's
 * defaults, as list(iv, v)) and {@code .port_nlminb(fn, gr, hs, par, lower, upper, d, iv, v, trace,
 * call)} (R's port_nlminb: the reverse-communication loop over {@link PortMinimizer}, evaluating
 * the R closures where PORT asks, with R's checks, errors and warnings), which returns list(par,
 * iv, v) for nlminb's R code to read as R's does.
 */
public final class StatsNlminb {
    private StatsNlminb() {}

    public static void register(Registry r) {
        r.builtin(".port_ivset", "n", StatsNlminb::ivset);
        r.builtin(".port_nlminb", "fn, gr, hs, par, lower, upper, d, iv, v, trace, call", StatsNlminb::nlminb);
    }

    private static RValue ivset(Args a) {
        int n = (int) ((RVector) a.get(0)).getDouble(0);
        int liv = PortDefaults.ivLength(n), lv = PortDefaults.vLength(n);
        int[] iv = new int[liv + 1];
        double[] v = new double[lv + 1];
        PortDefaults.set(iv, liv, v, lv);
        return pair(iv, v);
    }

    private static RList pair(int[] iv, double[] v) {
        RList out = new RList(new RValue[] {
            new RInt(java.util.Arrays.copyOfRange(iv, 1, iv.length)),
            new RDouble(java.util.Arrays.copyOfRange(v, 1, v.length))});
        out.setAttr("names", RString.of("iv", "v"));
        return out;
    }

    private static RValue nlminb(Args a) {
        RValue fn = a.get(0), gr = a.get(1), hs = a.get(2);
        RValue call = a.get(10);
        double[] d = doubles(a.get(6));
        int n = d.length;
        if (n < 1) throw new RError("'d' must be a nonempty numeric vector", call);
        RValue par = materialize(a.get(3));
        double[] x = doubles(par);
        RValue names = par.getAttr("names");
        double[] lower = doubles(a.get(4)), upper = doubles(a.get(5));
        double[] bounds = null;
        if (lower.length == n && upper.length == n) {
            bounds = new double[2 * n];
            for (int i = 0; i < n; i++) {
                bounds[2 * i] = lower[i];
                bounds[2 * i + 1] = upper[i];
            }
        }
        int[] ivR = ((RInt) materialize(a.get(7))).data();
        double[] vR = doubles(a.get(8));
        int[] iv = new int[ivR.length + 1];
        System.arraycopy(ivR, 0, iv, 1, ivR.length);
        double[] v = new double[vR.length + 1];
        System.arraycopy(vR, 0, v, 1, vR.length);
        double[] g = gr instanceof RNull ? null : new double[n];
        double[] h = g != null && !(hs instanceof RNull) ? new double[n * (n + 1) / 2] : null;
        RValue traceFn = a.get(9);
        flashr.numeric.port.PortTrace trace = (iteration, f, at) -> call(a, traceFn,
                RInt.of(iteration), RDouble.of(f), new RDouble(at));
        double fx = Double.POSITIVE_INFINITY;
        do {
            PortMinimizer.iterate(bounds, d, fx, g, h, iv, v, x, trace);
            if (iv[1] == 2 && g != null) {
                evaluateGradient(a, gr, hs, point(x, names), n, g, h, call);
            } else {
                // as R's port_nlminb, f is evaluated at the final point too
                RValue value = call(a, fn, point(x, names));
                fx = value instanceof RVector vec && vec.length() > 0 ? vec.getDouble(0) : Double.NaN;
                if (Double.isNaN(fx)) {
                    a.interp().warning(call, "NA/NaN function evaluation");
                    fx = Double.POSITIVE_INFINITY;
                }
            }
        } while (iv[1] < 3);
        RList out = pair(iv, v);
        RList result = new RList(new RValue[] {point(x, names), out.get(0), out.get(1)});
        result.setAttr("names", RString.of("par", "iv", "v"));
        return result;
    }

    /** R's check_gv: the gradient (and Hessian's lower triangle by rows) at the point, checked. */
    private static void evaluateGradient(Args a, RValue gr, RValue hs, RValue at, int n, double[] g, double[] h,
                                         RValue call) {
        RValue gval = call(a, gr, at);
        double[] gv = gval instanceof RVector vec ? doubles(vec) : new double[0];
        if (gv.length != n) throw new RError("gradient function must return a numeric vector of length " + n, call);
        for (int i = 0; i < n; i++) {
            if (Double.isNaN(gv[i])) throw new RError("NA/NaN gradient evaluation", call);
            g[i] = gv[i];
        }
        if (h == null) return;
        RValue hval = call(a, hs, at);
        RValue dim = hval.getAttr("dim");
        if (!(hval instanceof RDouble hd) || !(dim instanceof RVector dv) || dv.length() != 2
                || dv.getDouble(0) != n || dv.getDouble(1) != n) {
            throw new RError("Hessian function must return a square numeric matrix of order " + n, call);
        }
        int pos = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                h[pos] = hd.getDouble(i + j * n);
                if (Double.isNaN(h[pos])) throw new RError("NA/NaN Hessian evaluation", call);
                pos++;
            }
        }
    }

    private static RValue point(double[] x, RValue names) {
        RDouble p = new RDouble(x.clone());
        if (names != null) p.setAttr("names", names);
        return p;
    }

    private static RValue call(Args a, RValue f, RValue... args) {
        RValue out = a.interp().apply((RFunction) f, args, null, a.env(), null);
        return materialize(out);
    }

    private static RValue materialize(RValue v) {
        return v instanceof EngineValue e ? e.materialize() : v;
    }

    private static double[] doubles(RValue v) {
        v = materialize(v);
        if (!(v instanceof RVector vec)) return new double[0];
        double[] out = new double[vec.length()];
        for (int i = 0; i < out.length; i++) out[i] = vec.getDouble(i);
        return out;
    }
}
