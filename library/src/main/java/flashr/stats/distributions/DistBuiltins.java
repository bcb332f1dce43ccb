package flashr.stats.distributions;

import flashr.base.Registry;
import flashr.base.random.RandomDistributions;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Builtins: the beta, gamma, chi-squared, exponential, log-normal, binomial, Poisson and negative
 * binomial (by prob or mu) distribution functions, qt, dt, df and the Tukey range (the beta,
 * chi-squared, t and F ones noncentral when ncp is given), with R's arguments, vectorised as the others in
 * {@link RandomDistributions}.
 */
public final class DistBuiltins {
    private DistBuiltins() {}

    public static void register(Registry r) {
        String[] beta = {"shape1", "shape2"};
        String[] df = {"df"};
        r.builtin("dbeta", "x, shape1, shape2, ncp, log", a -> RandomDistributions.densityWithNcp(a, beta,
                (v, lg, u) -> DistBeta.density(v[0], v[1], v[2], lg),
                (v, lg, u) -> NoncentralBeta.density(v[0], v[1], v[2], v[3], lg)));
        r.builtin("pbeta", "q, shape1, shape2, ncp, lower.tail, log.p", a -> RandomDistributions.withNcp(a, "q", beta,
                (v, lower, lg) -> DistBeta.cdf(v[0], v[1], v[2], lower, lg),
                (v, lower, lg) -> NoncentralBeta.cdf(v[0], v[1], v[2], v[3], lower, lg)));
        r.builtin("qbeta", "p, shape1, shape2, ncp, lower.tail, log.p", a -> RandomDistributions.withNcp(a, "p", beta,
                (v, lower, lg) -> DistBeta.quantile(v[0], v[1], v[2], lower, lg),
                (v, lower, lg) -> NoncentralBeta.quantile(v[0], v[1], v[2], v[3], lower, lg)));
        r.builtin("dchisq", "x, df, ncp, log", a -> RandomDistributions.densityWithNcp(a, df,
                (v, lg, u) -> DistGamma.density(v[0], v[1] / 2, 2, lg),
                (v, lg, u) -> NoncentralChiSquared.density(v[0], v[1], v[2], lg)));
        r.builtin("pchisq", "q, df, ncp, lower.tail, log.p", a -> RandomDistributions.withNcp(a, "q", df,
                (v, lower, lg) -> DistGamma.cdf(v[0], v[1] / 2, 2, lower, lg),
                (v, lower, lg) -> NoncentralChiSquared.cdf(v[0], v[1], v[2], lower, lg)));
        r.builtin("qchisq", "p, df, ncp, lower.tail, log.p", a -> RandomDistributions.withNcp(a, "p", df,
                (v, lower, lg) -> DistGamma.quantile(v[0], 0.5 * v[1], 2, lower, lg),
                (v, lower, lg) -> NoncentralChiSquared.quantile(v[0], v[1], v[2], lower, lg)));
        String[] tukey = {"nmeans", "df", "nranges"};
        double[] oneRange = {Double.NaN, Double.NaN, 1};
        r.builtin("ptukey", "q, nmeans, df, nranges, lower.tail, log.p", a -> RandomDistributions.probability(a, "q", tukey,
                oneRange, (v, lower, lg) -> DistTukey.ptukey(v[0], v[3], v[1], v[2], lower, lg)));
        r.builtin("qtukey", "p, nmeans, df, nranges, lower.tail, log.p", a -> RandomDistributions.probability(a, "p", tukey,
                oneRange, (v, lower, lg) -> DistTukey.qtukey(v[0], v[3], v[1], v[2], lower, lg)));
        r.builtin("qt", "p, df, ncp, lower.tail, log.p", a -> RandomDistributions.withNcp(a, "p", df,
                (v, lower, lg) -> DistContinuous.qt(v[0], v[1], lower, lg),
                (v, lower, lg) -> NoncentralT.quantile(v[0], v[1], v[2], lower, lg)));
        r.builtin("df", "x, df1, df2, ncp, log", a -> RandomDistributions.densityWithNcp(a, new String[] {"df1", "df2"},
                (v, lg, u) -> StudentDistributions.df(v[0], v[1], v[2], lg),
                (v, lg, u) -> NoncentralF.density(v[0], v[1], v[2], v[3], lg)));
        r.builtin("dgamma", "x, shape, rate, scale, log", a -> gamma(a, "x", true,
                (v, lg, u) -> DistGamma.density(v[0], v[1], v[2], lg)));
        r.builtin("pgamma", "q, shape, rate, scale, lower.tail, log.p", a -> gamma(a, "q", false,
                (v, lower, lg) -> DistGamma.cdf(v[0], v[1], v[2], lower, lg)));
        r.builtin("qgamma", "p, shape, rate, scale, lower.tail, log.p", a -> gamma(a, "p", false,
                (v, lower, lg) -> DistGamma.quantile(v[0], v[1], v[2], lower, lg)));
        registerClosedForms(r);
        registerDiscrete(r);
        registerFamilies(r);
    }

    private static void registerFamilies(Registry r) {
        r.builtin("dt", "x, df, ncp, log", a -> RandomDistributions.densityWithNcp(a, new String[] {"df"},
                (v, lg, u) -> DistFamilies.dt(v[0], v[1], lg),
                (v, lg, u) -> NoncentralT.density(v[0], v[1], v[2], lg)));
        String[] cauchy = {"location", "scale"};
        double[] standard = {0, 1};
        r.builtin("dcauchy", "x, location, scale, log", a -> RandomDistributions.density(a, "x", cauchy, standard,
                (v, lg, u) -> DistFamilies.dcauchy(v[0], v[1], v[2], lg)));
        r.builtin("pcauchy", "q, location, scale, lower.tail, log.p", a -> RandomDistributions.probability(a, "q", cauchy, standard,
                (v, lower, lg) -> DistFamilies.pcauchy(v[0], v[1], v[2], lower, lg)));
        r.builtin("qcauchy", "p, location, scale, lower.tail, log.p", a -> RandomDistributions.probability(a, "p", cauchy, standard,
                (v, lower, lg) -> DistFamilies.qcauchy(v[0], v[1], v[2], lower, lg)));
        String[] weibull = {"shape", "scale"};
        double[] unitScale = {Double.NaN, 1};   // shape has no default
        r.builtin("dweibull", "x, shape, scale, log", a -> RandomDistributions.density(a, "x", weibull, unitScale,
                (v, lg, u) -> DistFamilies.dweibull(v[0], v[1], v[2], lg)));
        r.builtin("pweibull", "q, shape, scale, lower.tail, log.p", a -> RandomDistributions.probability(a, "q", weibull, unitScale,
                (v, lower, lg) -> DistFamilies.pweibull(v[0], v[1], v[2], lower, lg)));
        r.builtin("qweibull", "p, shape, scale, lower.tail, log.p", a -> RandomDistributions.probability(a, "p", weibull, unitScale,
                (v, lower, lg) -> DistFamilies.qweibull(v[0], v[1], v[2], lower, lg)));
        String[] geom = {"prob"};
        r.builtin("dgeom", "x, prob, log", a -> RandomDistributions.density(a, "x", geom, null,
                (v, lg, u) -> DistFamilies.dgeom(v[0], v[1], lg, RandomDistributions.nonInteger(a))));
        r.builtin("pgeom", "q, prob, lower.tail, log.p", a -> RandomDistributions.probability(a, "q", geom, null,
                (v, lower, lg) -> DistFamilies.pgeom(v[0], v[1], lower, lg)));
        r.builtin("qgeom", "p, prob, lower.tail, log.p", a -> RandomDistributions.probability(a, "p", geom, null,
                (v, lower, lg) -> DistFamilies.qgeom(v[0], v[1], lower, lg)));
        r.builtin("dnbinom", "x, size, prob, mu, log", a -> nbinom(a, "x", true,
                (v, lg, u) -> DistFamilies.dnbinom(v[0], v[1], v[2], lg, RandomDistributions.nonInteger(a)),
                (v, lg, u) -> DistFamilies.dnbinomMu(v[0], v[1], v[2], lg, RandomDistributions.nonInteger(a))));
        r.builtin("pnbinom", "q, size, prob, mu, lower.tail, log.p", a -> nbinom(a, "q", false,
                (v, lower, lg) -> DistFamilies.pnbinom(v[0], v[1], v[2], lower, lg),
                (v, lower, lg) -> DistFamilies.pnbinomMu(v[0], v[1], v[2], lower, lg)));
        r.builtin("qnbinom", "p, size, prob, mu, lower.tail, log.p", a -> nbinom(a, "p", false,
                (v, lower, lg) -> DistDiscrete.qnbinom(v[0], v[1], v[2], lower, lg),
                (v, lower, lg) -> DistDiscrete.qnbinomMu(v[0], v[1], v[2], lower, lg)));
    }

    private static void registerClosedForms(Registry r) {
        String[] rate = {"rate"};
        double[] one = {1};
        String[] lnorm = {"meanlog", "sdlog"};
        double[] standard = {0, 1};
        r.builtin("dexp", "x, rate, log", a -> RandomDistributions.density(a, "x", rate, one,
                (v, lg, u) -> DistContinuous.dexp(v[0], v[1], lg)));
        r.builtin("pexp", "q, rate, lower.tail, log.p", a -> RandomDistributions.probability(a, "q", rate, one,
                (v, lower, lg) -> DistContinuous.pexp(v[0], v[1], lower, lg)));
        r.builtin("qexp", "p, rate, lower.tail, log.p", a -> RandomDistributions.probability(a, "p", rate, one,
                (v, lower, lg) -> DistContinuous.qexp(v[0], v[1], lower, lg)));
        String[] logis = {"location", "scale"};
        r.builtin("dlogis", "x, location, scale, log", a -> RandomDistributions.density(a, "x", logis, standard,
                (v, lg, u) -> DistContinuous.dlogis(v[0], v[1], v[2], lg)));
        r.builtin("plogis", "q, location, scale, lower.tail, log.p", a -> RandomDistributions.probability(a, "q", logis, standard,
                (v, lower, lg) -> DistContinuous.plogis(v[0], v[1], v[2], lower, lg)));
        r.builtin("qlogis", "p, location, scale, lower.tail, log.p", a -> RandomDistributions.probability(a, "p", logis, standard,
                (v, lower, lg) -> DistContinuous.qlogis(v[0], v[1], v[2], lower, lg)));
        r.builtin("dlnorm", "x, meanlog, sdlog, log", a -> RandomDistributions.density(a, "x", lnorm, standard,
                (v, lg, u) -> DistContinuous.dlnorm(v[0], v[1], v[2], lg)));
        r.builtin("plnorm", "q, meanlog, sdlog, lower.tail, log.p", a -> RandomDistributions.probability(a, "q", lnorm, standard,
                (v, lower, lg) -> DistContinuous.plnorm(v[0], v[1], v[2], lower, lg)));
        r.builtin("qlnorm", "p, meanlog, sdlog, lower.tail, log.p", a -> RandomDistributions.probability(a, "p", lnorm, standard,
                (v, lower, lg) -> DistContinuous.qlnorm(v[0], v[1], v[2], lower, lg)));
    }

    private static void registerDiscrete(Registry r) {
        String[] binom = {"size", "prob"};
        String[] pois = {"lambda"};
        r.builtin("pbinom", "q, size, prob, lower.tail, log.p", a -> RandomDistributions.probability(a, "q", binom, null,
                (v, lower, lg) -> DistDiscrete.pbinom(v[0], v[1], v[2], lower, lg)));
        r.builtin("qbinom", "p, size, prob, lower.tail, log.p", a -> RandomDistributions.probability(a, "p", binom, null,
                (v, lower, lg) -> DistDiscrete.qbinom(v[0], v[1], v[2], lower, lg)));
        r.builtin("ppois", "q, lambda, lower.tail, log.p", a -> RandomDistributions.probability(a, "q", pois, null,
                (v, lower, lg) -> DistDiscrete.ppois(v[0], v[1], lower, lg)));
        r.builtin("qpois", "p, lambda, lower.tail, log.p", a -> RandomDistributions.probability(a, "p", pois, null,
                (v, lower, lg) -> DistDiscrete.qpois(v[0], v[1], lower, lg)));
    }

    /** A negative binomial function: size with prob or mu (not both), then log or lower.tail and log.p. */
    private static RValue nbinom(Args a, String first, boolean density, RandomDistributions.Function byProb,
                                 RandomDistributions.Function byMu) {
        boolean mu = a.has(3);
        if (mu && a.has(2)) throw new RError("'prob' and 'mu' both specified");
        RVector[] args = {required(a, 0, first), required(a, 1, "size"), required(a, mu ? 3 : 2, "prob")};
        RandomDistributions.Function f = mu ? byMu : byProb;
        if (density) return RandomDistributions.vectorised(a, args, a.has(4) && Coerce.flag(a.get(4), "log"), false, f);
        boolean lower = !a.has(4) || Coerce.flag(a.get(4), "lower.tail");
        boolean log = a.has(5) && Coerce.flag(a.get(5), "log.p");
        return RandomDistributions.vectorised(a, args, lower, log, f);
    }

    /** A gamma function: shape, then rate or scale (scale = 1 / rate), then the flags. */
    private static RValue gamma(Args a, String first, boolean density, RandomDistributions.Function f) {
        RVector x = required(a, 0, first);
        RVector shape = required(a, 1, "shape");
        RVector scale;
        if (a.has(2) && a.has(3)) throw new RError("specify 'rate' or 'scale' but not both");
        if (a.has(3)) {
            scale = RandomDistributions.numeric(a.get(3));
        } else if (a.has(2)) {
            RVector rate = RandomDistributions.numeric(a.get(2));
            double[] s = new double[rate.length()];
            for (int i = 0; i < s.length; i++) {
                double v = rate.getDouble(i);
                s[i] = RDouble.isNAValue(v) ? RDouble.NA : 1 / v;
            }
            scale = new RDouble(s);
        } else {
            scale = RDouble.of(1);
        }
        RVector[] args = {x, shape, scale};
        if (density) {
            boolean log = a.has(4) && Coerce.flag(a.get(4), "log");
            return RandomDistributions.vectorised(a, args, log, false, f);
        }
        boolean lower = !a.has(4) || Coerce.flag(a.get(4), "lower.tail");
        boolean log = a.has(5) && Coerce.flag(a.get(5), "log.p");
        return RandomDistributions.vectorised(a, args, lower, log, f);
    }

    private static RVector required(Args a, int i, String name) {
        if (!a.has(i)) throw new RError("argument \"" + name + "\" is missing, with no default");
        return RandomDistributions.numeric(a.get(i));
    }
}
