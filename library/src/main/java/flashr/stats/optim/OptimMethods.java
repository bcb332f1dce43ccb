package flashr.stats.optim;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.base.random.RandomSession;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.numeric.ConjugateGradients;
import flashr.numeric.Lbfgsb;
import flashr.numeric.NelderMead;
import flashr.numeric.OptimOutcome;
import flashr.numeric.OptimTrace;
import flashr.numeric.VariableMetric;

/**
 * The builtins behind {@code stats/optim.R}'s {@code optim} and {@code optimHess}, standing where
 * GNU R calls its compiled routines: {@code .optim(par, fn, gr, method, con, lower, upper)} reads
 * the filled-in control list, runs one method on the scaled parameters ({@link NelderMead},
 * {@link VariableMetric} for BFGS, {@link ConjugateGradients}, {@link Lbfgsb},
 * {@link SimulatedAnnealing}) and returns {@code list(par, value, counts, convergence, message)};
 * {@code .optimhess(par, fn, gr, con)} is the Hessian by central differences of the gradient,
 * symmetrized.
 */
public final class OptimMethods {
    private OptimMethods() {}

    public static void register(Registry r) {
        r.builtin(".optim", "par, fn, gr, method, con, lower, upper", OptimMethods::optim);
        r.builtin(".optimhess", "par, fn, gr, con", OptimMethods::optimHess);
        RSource.define(r, "stats/optim.R");
    }

    private static RValue optim(Args a) {
        RVector par = parameters(a);
        RString names = par.names();
        RFunction fn = function(a, 1, "'fn' is not a function");
        if (!(a.get(3) instanceof RString m) || m.length() != 1) throw a.interp().errorHere("invalid 'method' argument");
        String method = m.getString(0);
        RVector con = options(a, a.get(4));
        int n = par.length();
        int traceLevel = integer(a, element(con, "trace"));
        OptimTrace trace = new OptimTrace(a.interp().out());
        OptimTrace shown = traceLevel != 0 ? trace : new OptimTrace(null);
        double fnscale = real(a, element(con, "fnscale"));
        double[] parscale = doubles(a, element(con, "parscale"), n, "'parscale' is of the wrong length");
        double[] dpar = new double[n];
        for (int i = 0; i < n; i++) dpar[i] = par.getDouble(i) / parscale[i];
        double abstol = real(a, element(con, "abstol"));
        double reltol = real(a, element(con, "reltol"));
        int maxit = integer(a, element(con, "maxit"));
        if (maxit == RInt.NA) throw a.interp().errorHere("'maxit' is not an integer");
        OptimOutcome out;
        RValue message = RNull.NULL;
        switch (method) {
            case "Nelder-Mead" -> {
                OptimObjective obj = new OptimObjective(a, fn, null, names, fnscale, parscale);
                out = NelderMead.minimize(obj, dpar, abstol, reltol, real(a, element(con, "alpha")),
                        real(a, element(con, "beta")), real(a, element(con, "gamma")), maxit, shown);
            }
            case "SANN" -> {
                int tmax = integer(a, element(con, "tmax"));
                double temp = real(a, element(con, "temp"));
                int report = traceLevel != 0 ? integer(a, element(con, "REPORT")) : 0;
                if (tmax == RInt.NA || tmax < 1) throw a.interp().errorHere("'tmax' is not a positive integer");
                OptimObjective obj = new OptimObjective(a, fn, gradient(a), names, fnscale, parscale);
                var rng = RandomSession.get(a);
                double value = SimulatedAnnealing.minimize(obj, dpar, maxit, tmax, temp, report, rng, trace);
                RandomSession.put(a, rng);
                out = new OptimOutcome(dpar, value, n > 0 ? maxit : 1, RInt.NA, 0);
            }
            case "BFGS" -> {
                OptimObjective obj = withGradient(a, fn, con, names, fnscale, parscale, n);
                out = VariableMetric.minimize(obj, dpar, maxit, abstol, reltol, integer(a, element(con, "REPORT")), shown);
            }
            case "CG" -> {
                int type = integer(a, element(con, "type"));
                OptimObjective obj = withGradient(a, fn, con, names, fnscale, parscale, n);
                out = ConjugateGradients.minimize(obj, dpar, abstol, reltol, type, maxit, shown);
            }
            case "L-BFGS-B" -> {
                int report = integer(a, element(con, "REPORT"));
                double factr = real(a, element(con, "factr")), pgtol = real(a, element(con, "pgtol"));
                int lmm = integer(a, element(con, "lmm"));
                OptimObjective obj = withGradient(a, fn, con, names, fnscale, parscale, n);
                double[] lower = new double[n], upper = new double[n];
                int[] bounds = new int[n];   // 0 none, 1 lower only, 2 both, 3 upper only
                RVector lo = (RVector) a.get(5), hi = (RVector) a.get(6);
                for (int i = 0; i < n; i++) {
                    lower[i] = lo.getDouble(i) / parscale[i];
                    upper[i] = hi.getDouble(i) / parscale[i];
                    bounds[i] = !Double.isFinite(lower[i]) ? (!Double.isFinite(upper[i]) ? 0 : 3) : (!Double.isFinite(upper[i]) ? 1 : 2);
                }
                obj.useBounds(lower, upper);
                Lbfgsb.Result r = Lbfgsb.minimize(obj, dpar, lower, upper, bounds, lmm, factr, pgtol, maxit, traceLevel, report, trace);
                out = new OptimOutcome(r.par(), r.value(), r.fnCount(), r.grCount(), r.fail());
                message = RString.of(r.message());
            }
            default -> throw a.interp().errorHere("unknown 'method'");
        }
        double[] result = new double[n];
        for (int i = 0; i < n; i++) result[i] = out.par()[i] * parscale[i];
        RDouble parOut = new RDouble(result);
        if (par.hasAttributes()) parOut.setAttributes(par.attributes());
        RInt counts = new RInt(new int[] {out.fnCount(), out.grCount()});
        counts.setAttr("names", new RString(new String[] {"function", "gradient"}));
        RList res = new RList(new RValue[] {parOut, RDouble.of(out.value() * fnscale), counts, RInt.of(out.fail()), message});
        res.setAttr("names", new RString(new String[] {"par", "value", "counts", "convergence", "message"}));
        return res;
    }

    /**
     * The Hessian at par: for each coordinate, the gradient (gr's, or fn's central differences)
     * a step ndeps/parscale either side, differenced; then the mean of the matrix and its transpose.
     */
    private static RValue optimHess(Args a) {
        RVector par = parameters(a);
        int n = par.length();
        RString names = par.names();
        RFunction fn = function(a, 1, "'fn' is not a function");
        RVector con = options(a, a.get(3));
        double fnscale = real(a, element(con, "fnscale"));
        double[] parscale = doubles(a, element(con, "parscale"), n, "'parscale' is of the wrong length");
        OptimObjective obj = new OptimObjective(a, fn, gradient(a), names, fnscale, parscale);
        double[] ndeps = doubles(a, element(con, "ndeps"), n, "'ndeps' is of the wrong length");
        obj.useSteps(ndeps);
        double[] hess = new double[n * n];
        double[] dpar = new double[n];
        for (int i = 0; i < n; i++) dpar[i] = par.getDouble(i) / parscale[i];
        double[] df1 = new double[n], df2 = new double[n];
        for (int i = 0; i < n; i++) {
            double eps = ndeps[i] / parscale[i];
            dpar[i] = dpar[i] + eps;
            obj.gradient(dpar, df1);
            dpar[i] = dpar[i] - 2 * eps;
            obj.gradient(dpar, df2);
            for (int j = 0; j < n; j++) hess[i * n + j] = fnscale * (df1[j] - df2[j]) / (2 * eps * parscale[i] * parscale[j]);
            dpar[i] = dpar[i] + eps;
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                double mean = 0.5 * (hess[i * n + j] + hess[j * n + i]);
                hess[i * n + j] = hess[j * n + i] = mean;
            }
        }
        RDouble ans = new RDouble(hess);
        ans.setAttr("dim", new RInt(new int[] {n, n}));
        if (names != null) ans.setAttr("dimnames", RList.of(names, names));
        return ans;
    }

    /** An objective with gr, or with fn's numerical gradient and its steps (ndeps). */
    private static OptimObjective withGradient(Args a, RFunction fn, RVector con, RString names, double fnscale,
                                               double[] parscale, int n) {
        RFunction gr = gradient(a);
        OptimObjective obj = new OptimObjective(a, fn, gr, names, fnscale, parscale);
        if (gr == null) obj.useSteps(doubles(a, element(con, "ndeps"), n, "'ndeps' is of the wrong length"));
        return obj;
    }

    /** par as doubles, its attributes kept (R's coerceVector). */
    private static RVector parameters(Args a) {
        RValue v = a.get(0);
        if (v instanceof flashr.lang.EngineValue e) v = e.materialize();
        if (v == RNull.NULL) return new RDouble(new double[0]);
        if (!(v instanceof RVector vec) || vec.type() == RType.CHARACTER) {
            throw a.interp().errorHere("cannot coerce type '" + v.typeName() + "' to vector of type 'double'");
        }
        return vec;
    }

    private static RFunction function(Args a, int i, String message) {
        if (!(a.get(i) instanceof RFunction f)) throw a.interp().errorHere(message);
        return f;
    }

    private static RFunction gradient(Args a) {
        if (a.get(2) == RNull.NULL || !a.has(2)) return null;
        return function(a, 2, "'gr' is not a function");
    }

    private static RVector options(Args a, RValue v) {
        if (!(v instanceof RList list)) throw a.interp().errorHere("invalid argument type");
        return list;
    }

    /** The first element of the list named name (exactly), or NULL. */
    private static RValue element(RVector list, String name) {
        RString names = list.names();
        if (names == null) return RNull.NULL;
        for (int i = 0; i < list.length(); i++) {
            if (name.equals(names.getString(i))) return ((RList) list).get(i);
        }
        return RNull.NULL;
    }

    /** A control as R's asInteger reads it: a string that is no number is NA, with R's warning. */
    private static int integer(Args a, RValue v) {
        int i = Coerce.intScalar(v);
        if (i == RInt.NA) warnIfNotNumber(a, v);
        return i;
    }

    /** A control as R's asReal reads it. */
    private static double real(Args a, RValue v) {
        double d = Coerce.doubleScalar(v);
        if (Double.isNaN(d)) warnIfNotNumber(a, v);
        return d;
    }

    private static void warnIfNotNumber(Args a, RValue v) {
        if (v instanceof RString s && s.length() > 0 && s.getString(0) != null && !s.getString(0).equals("NA")) {
            a.interp().warning(a.interp().errorHere("").call(), "NAs introduced by coercion");
        }
    }

    /** A numeric control of length n as doubles; another length is the given error. */
    private static double[] doubles(Args a, RValue v, int n, String wrongLength) {
        int len = v instanceof RVector vec ? vec.length() : 0;
        if (len != n) throw a.interp().errorHere(wrongLength);
        double[] d = new double[n];
        for (int i = 0; i < n; i++) d[i] = ((RVector) v).getDouble(i);
        return d;
    }
}
