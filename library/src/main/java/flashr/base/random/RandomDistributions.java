package flashr.base.random;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.Binomial;
import flashr.rng.Normal;
import flashr.rng.Poisson;
import flashr.rng.Uniform;
import flashr.stats.distributions.DistBuiltins;
import flashr.stats.distributions.MathWarnings;
import flashr.stats.distributions.NoncentralF;
import flashr.stats.distributions.NoncentralT;
import flashr.stats.distributions.StudentDistributions;
import java.util.Locale;
import java.util.function.DoubleConsumer;

/**
 * Builtins: dnorm, pnorm, qnorm, dunif, punif, qunif, dbinom, dpois, pt, pf (the others are in
 * {@link DistBuiltins}), vectorised as R's
 * {@code math2}/{@code math3}: the numeric arguments recycled, NA in gives NA out, other NaN
 * results warn "NaNs produced", the result takes the attributes of the longest argument.
 */
public final class RandomDistributions {
    private RandomDistributions() {}

    /** A distribution function of the current elements {@code v} and the logical flags. */
    @FunctionalInterface
    public interface Function {
        double apply(double[] v, boolean flag1, boolean flag2);
    }

    static void register(Registry r) {
        String[] norm = {"mean", "sd"};
        double[] standard = {0, 1};
        String[] unif = {"min", "max"};
        r.builtin("dnorm", "x, mean, sd, log", a -> density(a, "x", norm, standard,
                (v, lg, u) -> Normal.density(v[0], v[1], v[2], lg)));
        r.builtin("pnorm", "q, mean, sd, lower.tail, log.p", a -> probability(a, "q", norm, standard,
                (v, lower, lg) -> Normal.cdf(v[0], v[1], v[2], lower, lg)));
        r.builtin("qnorm", "p, mean, sd, lower.tail, log.p", a -> probability(a, "p", norm, standard,
                (v, lower, lg) -> Normal.quantile(v[0], v[1], v[2], lower, lg)));
        r.builtin("dunif", "x, min, max, log", a -> density(a, "x", unif, standard,
                (v, lg, u) -> Uniform.density(v[0], v[1], v[2], lg)));
        r.builtin("punif", "q, min, max, lower.tail, log.p", a -> probability(a, "q", unif, standard,
                (v, lower, lg) -> Uniform.cdf(v[0], v[1], v[2], lower, lg)));
        r.builtin("qunif", "p, min, max, lower.tail, log.p", a -> probability(a, "p", unif, standard,
                (v, lower, lg) -> Uniform.quantile(v[0], v[1], v[2], lower, lg)));
        r.builtin("dbinom", "x, size, prob, log", a -> density(a, "x", new String[] {"size", "prob"}, null,
                (v, lg, u) -> Binomial.density(v[0], v[1], v[2], lg, nonInteger(a))));
        r.builtin("dpois", "x, lambda, log", a -> density(a, "x", new String[] {"lambda"}, null,
                (v, lg, u) -> Poisson.density(v[0], v[1], lg, nonInteger(a))));
        String[] t = {"df"};
        String[] f = {"df1", "df2"};
        r.builtin("pt", "q, df, ncp, lower.tail, log.p", a -> withNcp(a, "q", t,
                (v, lower, lg) -> StudentDistributions.pt(v[0], v[1], lower, lg),
                (v, lower, lg) -> NoncentralT.cdf(v[0], v[1], v[2], lower, lg)));
        r.builtin("pf", "q, df1, df2, ncp, lower.tail, log.p", a -> withNcp(a, "q", f,
                (v, lower, lg) -> StudentDistributions.pf(v[0], v[1], v[2], lower, lg),
                (v, lower, lg) -> NoncentralF.cdf(v[0], v[1], v[2], v[3], lower, lg)));
        r.builtin("qf", "p, df1, df2, ncp, lower.tail, log.p", a -> withNcp(a, "p", f,
                (v, lower, lg) -> StudentDistributions.qf(v[0], v[1], v[2], lower, lg),
                (v, lower, lg) -> NoncentralF.quantile(v[0], v[1], v[2], v[3], lower, lg)));
        DistBuiltins.register(r);
    }

    /**
     * A cumulative or quantile function with an {@code ncp} argument before the flags: R's closures
     * call the noncentral algorithm whenever ncp is supplied, even as 0 (its own digits).
     */
    public static RValue withNcp(Args a, String first, String[] params, Function central, Function noncentral) {
        if (!a.has(params.length + 1)) return central(a, first, params, central);
        return probability(a, first, withNcp(params), null, noncentral);
    }

    /** A density with an {@code ncp} argument before {@code log}, as {@link #withNcp(Args, String, String[], Function, Function)}. */
    public static RValue densityWithNcp(Args a, String[] params, Function central, Function noncentral) {
        int ncp = params.length + 1;
        if (a.has(ncp)) return density(a, "x", withNcp(params), null, noncentral);
        boolean log = a.has(ncp + 1) && Coerce.flag(a.get(ncp + 1), "log");
        return vectorised(a, "x", params, null, log, false, central);
    }

    private static String[] withNcp(String[] params) {
        String[] all = java.util.Arrays.copyOf(params, params.length + 1);
        all[params.length] = "ncp";
        return all;
    }

    /** A cumulative function with an {@code ncp} argument before the flags, called without ncp. */
    private static RValue central(Args a, String first, String[] params, Function f) {
        int ncp = params.length + 1;
        boolean lower = !a.has(ncp + 1) || Coerce.flag(a.get(ncp + 1), "lower.tail");
        boolean log = a.has(ncp + 2) && Coerce.flag(a.get(ncp + 2), "log.p");
        return vectorised(a, first, params, null, lower, log, f);
    }

    /** R's warning for a density at a non-integer point of a discrete distribution. */
    public static DoubleConsumer nonInteger(Args a) {
        return x -> a.interp().warning(a.call(), String.format(Locale.ROOT, "non-integer x = %f", x));
    }

    /** A density: the value, the parameters, then {@code log} (FALSE). */
    public static RValue density(Args a, String first, String[] params, double[] defaults, Function f) {
        int flag = params.length + 1;
        boolean log = a.has(flag) && Coerce.flag(a.get(flag), "log");
        return vectorised(a, first, params, defaults, log, false, f);
    }

    /** A cumulative or quantile function: the value, the parameters, {@code lower.tail} (TRUE), {@code log.p} (FALSE). */
    public static RValue probability(Args a, String first, String[] params, double[] defaults, Function f) {
        int flag = params.length + 1;
        boolean lower = !a.has(flag) || Coerce.flag(a.get(flag), "lower.tail");
        boolean log = a.has(flag + 1) && Coerce.flag(a.get(flag + 1), "log.p");
        return vectorised(a, first, params, defaults, lower, log, f);
    }

    private static RValue vectorised(Args a, String first, String[] params, double[] defaults,
                                     boolean flag1, boolean flag2, Function f) {
        int k = params.length + 1;
        RVector[] args = new RVector[k];
        for (int j = 0; j < k; j++) {
            if (a.has(j)) {
                args[j] = numeric(a.get(j));
            } else if (j > 0 && defaults != null && !Double.isNaN(defaults[j - 1])) {   // NaN: no default
                args[j] = RDouble.of(defaults[j - 1]);
            } else {
                throw new RError("argument \"" + (j == 0 ? first : params[j - 1]) + "\" is missing, with no default");
            }
        }
        return vectorised(a, args, flag1, flag2, f);
    }

    /** Applies f to the numeric arguments recycled to the longest, as R's math2/math3/math4. */
    public static RValue vectorised(Args a, RVector[] args, boolean flag1, boolean flag2, Function f) {
        int k = args.length;
        int n = 0;
        for (RVector v : args) {
            if (v.length() == 0) return new RDouble(new double[0]);
            n = Math.max(n, v.length());
        }
        double[] y = new double[n];
        double[] v = new double[k];
        boolean naflag;
        java.util.List<String> enclosing = MathWarnings.begin();
        java.util.List<String> raised;
        try {
            naflag = fill(args, y, v, flag1, flag2, f);
        } finally {
            raised = MathWarnings.end(enclosing);
        }
        for (String w : raised) a.interp().warning(a.call(), w);
        if (naflag) a.interp().warning(a.call(), "NaNs produced");
        RDouble r = new RDouble(y);
        for (RVector arg : args) {
            if (arg.length() == n) {
                if (arg.hasAttributes()) r.setAttributes(arg.attributes());
                break;
            }
        }
        return r;
    }

    /** Fills y with f of the recycled arguments; whether f gave NaN for arguments that were not NaN. */
    private static boolean fill(RVector[] args, double[] y, double[] v, boolean flag1, boolean flag2, Function f) {
        boolean naflag = false;
        int k = args.length;
        int n = y.length;
        for (int i = 0; i < n; i++) {
            boolean na = false;
            boolean nan = false;
            for (int j = 0; j < k; j++) {
                v[j] = args[j].getDouble(i % args[j].length());
                na |= RDouble.isNAValue(v[j]);
                nan |= Double.isNaN(v[j]);
            }
            if (na) {
                y[i] = RDouble.NA;
            } else if (nan) {
                y[i] = Double.NaN;
            } else {
                y[i] = f.apply(v, flag1, flag2);
                if (Double.isNaN(y[i])) naflag = true;
            }
        }
        return naflag;
    }

    public static RVector numeric(RValue v) {
        if (v instanceof RVector vec && (vec.type() == RType.DOUBLE || vec.type() == RType.INTEGER
                || vec.type() == RType.LOGICAL) && !vec.inherits("factor")) {
            return vec;
        }
        throw new RError("Non-numeric argument to mathematical function");
    }
}
