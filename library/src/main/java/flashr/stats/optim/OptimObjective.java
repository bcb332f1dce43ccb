package flashr.stats.optim;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RFunction;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.numeric.OptimFunction;

/**
 * The objective as {@code optim}'s minimizers see it: a point in scaled coordinates (par divided
 * by parscale) and values divided by fnscale, so that every method minimizes. Calls the user's
 * fn and gr (already closed over {@code ...}) with the unscaled point, named as par was; without
 * gr, the gradient is a central difference of fn with steps ndeps in scaled coordinates (one-sided
 * up to a bound when bounds are in use). Errors name the calling closure, as R's do.
 */
final class OptimObjective implements OptimFunction {
    private final Args args;
    private final RFunction fn;
    private final RFunction gr;
    private final RString names;
    private final double fnscale;
    private final double[] parscale;
    private double[] ndeps;
    private double[] lower, upper;

    OptimObjective(Args args, RFunction fn, RFunction gr, RString names, double fnscale, double[] parscale) {
        this.args = args;
        this.fn = fn;
        this.gr = gr;
        this.names = names;
        this.fnscale = fnscale;
        this.parscale = parscale;
    }

    boolean hasGradient() {
        return gr != null;
    }

    /** Steps of the numerical gradient, in scaled coordinates. */
    void useSteps(double[] steps) {
        ndeps = steps;
    }

    /** Bounds (scaled) the numerical gradient's steps must stay within. */
    void useBounds(double[] lo, double[] hi) {
        lower = lo;
        upper = hi;
    }

    @Override
    public double value(double[] p) {
        for (double v : p) if (!Double.isFinite(v)) throw error("non-finite value supplied by optim");
        RVector s = call(fn, unscaled(p));
        if (s.length() != 1) throw error("objective function in optim evaluates to length " + s.length() + " not 1");
        return s.getDouble(0) / fnscale;
    }

    @Override
    public void gradient(double[] p, double[] df) {
        int n = p.length;
        if (gr != null) {
            for (double v : p) if (!Double.isFinite(v)) throw error("non-finite value supplied by optim");
            RVector s = call(gr, unscaled(p));
            if (s.length() != n) throw error("gradient in optim evaluated to length " + s.length() + " not " + n);
            for (int i = 0; i < n; i++) df[i] = s.getDouble(i) * parscale[i] / fnscale;
            return;
        }
        double[] x = unscaled(p);
        for (int i = 0; i < n; i++) {
            double eps = ndeps[i], epsUp = eps;
            double up = p[i] + eps, down = p[i] - eps;
            if (lower != null) {   // stay within the bounds: a shorter step on that side
                if (up > upper[i]) {
                    up = upper[i];
                    epsUp = up - p[i];
                }
            }
            x[i] = up * parscale[i];
            double val1 = first(call(fn, x.clone())) / fnscale;
            if (lower != null && down < lower[i]) {
                down = lower[i];
                eps = p[i] - down;
            }
            x[i] = down * parscale[i];
            double val2 = first(call(fn, x.clone())) / fnscale;
            df[i] = lower != null ? (val1 - val2) / (epsUp + eps) : (val1 - val2) / (2 * eps);
            if (!Double.isFinite(df[i])) throw error("non-finite finite-difference value [" + (i + 1) + "]");
            x[i] = p[i] * parscale[i];
        }
    }

    /** A candidate point for simulated annealing from the user's gr (scaled back), unnamed as R passes it. */
    void candidate(double[] p, double[] ptry) {
        int n = p.length;
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            if (!Double.isFinite(p[i])) throw error("non-finite value supplied by 'optim'");
            x[i] = p[i] * parscale[i];
        }
        RVector s = coerced(args.interp().apply(gr, new RValue[] {new RDouble(x)}, null, args.env(), null));
        if (s.length() != n) throw error("candidate point in 'optim' evaluated to length " + s.length() + " not " + n);
        for (int i = 0; i < n; i++) ptry[i] = s.getDouble(i) / parscale[i];
    }

    @Override
    public RuntimeException error(String message) {
        return args.interp().errorHere(message);
    }

    private double[] unscaled(double[] p) {
        double[] x = new double[p.length];
        for (int i = 0; i < p.length; i++) x[i] = p[i] * parscale[i];
        return x;
    }

    /** f(x) as a double vector; x goes in named as par was, a fresh vector each call (f may keep it). */
    private RVector call(RFunction f, double[] x) {
        RDouble arg = new RDouble(x);
        if (names != null) arg.setAttr("names", names);
        return coerced(args.interp().apply(f, new RValue[] {arg}, null, args.env(), null));
    }

    private static double first(RVector s) {
        return s.length() > 0 ? s.getDouble(0) : RDouble.NA;
    }

    /** A result as R's coerceVector to double sees it: NULL has length 0, other non-vectors fail. */
    private RVector coerced(RValue s) {
        if (s instanceof EngineValue e) s = e.materialize();
        if (s == RNull.NULL) return new RDouble(new double[0]);
        if (s instanceof RVector v && v.type() != RType.LIST) return v;
        if (s instanceof RVector v) {
            double[] d = new double[v.length()];
            for (int i = 0; i < d.length; i++) d[i] = Coerce.doubleScalar(((flashr.lang.RList) v).get(i));
            return new RDouble(d);
        }
        throw error("cannot coerce type '" + s.typeName() + "' to vector of type 'double'");
    }
}
