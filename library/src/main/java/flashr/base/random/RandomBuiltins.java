package flashr.base.random;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.Beta;
import flashr.rng.Binomial;
import flashr.rng.Continuous;
import flashr.rng.Gamma;
import flashr.rng.NormalDeviates;
import flashr.rng.Poisson;
import flashr.rng.RandomState;

/**
 * Builtins: set.seed, RNGkind, RNGversion and the deviates runif, rnorm, rexp, rbinom, rpois,
 * rgeom, rnbinom, rgamma, rbeta, rchisq, rt, rf (noncentral ones and rsignrank, rwilcox in
 * {@link NoncentralDeviates}), rcauchy, rlogis, rweibull, rlnorm (R's
 * {@code do_random1/2}: n or length(n) values, parameters recycled, "NAs produced" for invalid
 * ones). sample and the distribution functions register from {@link RandomSample} and
 * {@link RandomDistributions}. Only R's default generator exists (Mersenne-Twister with
 * inversion normals; "Rejection" or "Rounding" sampling), bit-identical to R's.
 */
public final class RandomBuiltins {
    private RandomBuiltins() {}

    /** A deviate from two parameters; NaN marks invalid parameters. */
    @FunctionalInterface
    interface Deviate {
        double draw(RandomState rng, double a, double b);
    }

    public static void register(Registry r) {
        r.builtin("set.seed", "seed, kind, normal.kind, sample.kind", RandomBuiltins::setSeed);
        r.builtin("RNGkind", "kind, normal.kind, sample.kind", a -> {
            RandomState s = RandomSession.get(a);
            RString previous = RandomKinds.current(s);
            if (a.has(0) || a.has(1) || a.has(2)) {
                RandomKinds.apply(a, s, a.get(0), a.get(1), a.get(2));
                RandomSession.put(a, s);
                a.interp().setVisible(false);
            }
            return previous;
        });
        r.builtin("RNGversion", "vstr", RandomKinds::version);
        r.builtin("runif", "n, min, max", RandomBuiltins::runif);
        r.builtin("rnorm", "n, mean, sd", RandomBuiltins::rnorm);
        r.builtin("rexp", "n, rate", RandomBuiltins::rexp);
        // the discrete deviates are integers, as in R (when all fit)
        r.builtin("rbinom", "n, size, prob", a -> {
            RVector size = required(a, 1, "size");
            for (int i = 0; i < size.length(); i++) {
                if (size.getDouble(i) >= Integer.MAX_VALUE) throw new RError("rbinom: a size of 2^31 or more is not supported");
            }
            return Coerce.to(random(a, size, required(a, 2, "prob"), Binomial::random), RType.INTEGER);
        });
        r.builtin("rpois", "n, lambda", a -> Coerce.to(random(a, required(a, 1, "lambda"), RDouble.of(0),
                (rng, mu, unused) -> Poisson.random(rng, mu)), RType.INTEGER));
        r.builtin("rgeom", "n, prob", a -> Coerce.to(random(a, required(a, 1, "prob"), RDouble.of(0),
                (rng, p, unused) -> Continuous.geometric(rng, p)), RType.INTEGER));
        r.builtin("rnbinom", "n, size, prob, mu", a -> {
            RVector size = required(a, 1, "size");
            RDouble x;
            if (a.has(3)) {
                if (a.has(2)) throw new RError("'prob' and 'mu' both specified");
                x = random(a, size, numeric(a.get(3)), Poisson::negativeBinomialMu);
            } else {
                x = random(a, size, required(a, 2, "prob"), Poisson::negativeBinomial);
            }
            return Coerce.to(x, RType.INTEGER);
        });
        r.builtin("rgamma", "n, shape, rate, scale", RandomBuiltins::rgamma);
        r.builtin("rchisq", "n, df, ncp", a -> {
            if (a.has(2)) return NoncentralDeviates.chisq(a);
            return random(a, required(a, 1, "df"), RDouble.of(0), (rng, df, unused) -> Gamma.chisq(rng, df));
        });
        r.builtin("rt", "n, df, ncp", a -> {
            if (a.has(2)) return NoncentralDeviates.t(a);
            return random(a, required(a, 1, "df"), RDouble.of(0), (rng, df, unused) -> Gamma.studentT(rng, df));
        });
        r.builtin("rf", "n, df1, df2, ncp", a -> {
            if (a.has(3)) return NoncentralDeviates.f(a);
            return random(a, required(a, 1, "df1"), required(a, 2, "df2"), RandomBuiltins::fDeviate);
        });
        r.builtin("rbeta", "n, shape1, shape2, ncp", a -> {
            if (a.has(3)) return NoncentralDeviates.beta(a);
            return random(a, required(a, 1, "shape1"), required(a, 2, "shape2"), Beta::random);
        });
        r.builtin("rcauchy", "n, location, scale", a -> random2(a, 0, 1, Continuous::cauchy));
        r.builtin("rlogis", "n, location, scale", a -> random2(a, 0, 1, Continuous::logistic));
        r.builtin("rweibull", "n, shape, scale", a -> random(a, required(a, 1, "shape"),
                a.has(2) ? numeric(a.get(2)) : RDouble.of(1), Continuous::weibull));
        r.builtin("rlnorm", "n, meanlog, sdlog", a -> random2(a, 0, 1, Continuous::lognormal));
        NoncentralDeviates.register(r);
        RandomSample.register(r);
        RandomHyper.register(r);
        RandomMultinomial.register(r);
    }

    /**
     * The densities, distribution functions and quantiles (dnorm, pt, qchisq, ...): a domain of
     * their own ({@code DISTRIBUTION}), as a script that only draws (set.seed, rnorm, sample) need
     * not link their hundred builtins; with the deviates they made its first set.seed 5 ms of CPU
     * slower (docs/BENCHMARKS.md, "Start-up and exit").
     */
    public static void registerDistributions(Registry r) {
        RandomDistributions.register(r);
    }

    /** An F deviate: a ratio of chi-squared deviates over their degrees of freedom (1 for an infinite one). */
    private static double fDeviate(RandomState rng, double m, double n) {
        if (Double.isNaN(m) || Double.isNaN(n) || m <= 0 || n <= 0) return Double.NaN;
        double num = Double.isInfinite(m) ? 1 : Gamma.chisq(rng, m) / m;
        return num / (Double.isInfinite(n) ? 1 : Gamma.chisq(rng, n) / n);
    }

    private static RValue setSeed(Args a) {
        RValue seed = a.get(0);
        if (seed == null) throw new RError("argument \"seed\" is missing, with no default");
        int v = seed == RNull.NULL ? 0 : integerSeed(a, seed);
        if (v == RInt.NA) throw new RError("supplied seed is not a valid integer");
        RandomState s = RandomSession.get(a);
        RandomKinds.applyForSeed(a, s, a.get(1), a.get(2), a.get(3));
        if (seed == RNull.NULL) {
            s.randomize();
        } else {
            s.setSeed(v);
        }
        RandomSession.put(a, s);
        a.interp().setVisible(false);
        return RNull.NULL;
    }

    /** {@code as.integer(seed)}, warning as R does for a string that is not a number or a number out of range. */
    private static int integerSeed(Args a, RValue seed) {
        if (!(seed instanceof RVector v) || v.length() == 0 || v.type() == RType.LIST) return RInt.NA;
        int i = v.getInt(0);
        if (i == RInt.NA && !v.isNA(0)) {
            boolean number = v.type() != RType.CHARACTER || !Double.isNaN(v.getDouble(0));
            a.interp().warning(a.call(), number ? "NAs introduced by coercion to integer range" : "NAs introduced by coercion");
        }
        return i;
    }

    private static double uniform(RandomState rng, double a, double b) {
        if (!Double.isFinite(a) || !Double.isFinite(b) || b < a) return Double.NaN;
        if (a == b) return a;
        return a + (b - a) * rng.unifRand();
    }

    static double normal(RandomState rng, double mu, double sigma) {
        if (Double.isNaN(mu) || !Double.isFinite(sigma) || sigma < 0.) return Double.NaN;
        if (sigma == 0. || !Double.isFinite(mu)) return mu;
        return mu + sigma * rng.normRand();
    }

    /** {@code runif}: one finite min below one finite max draw in bulk, the same deviates as one by one. */
    private static RValue runif(Args a) {
        RValue deviates = LongDeviates.of(a, false);
        if (deviates != null) return deviates;
        RVector min = a.has(1) ? numeric(a.get(1)) : RDouble.of(0);
        RVector max = a.has(2) ? numeric(a.get(2)) : RDouble.of(1);
        if (min.length() == 1 && max.length() == 1) {
            double lo = min.getDouble(0);
            double hi = max.getDouble(0);
            if (Double.isFinite(lo) && Double.isFinite(hi) && lo < hi) {
                double[] x = new double[count(a.get(0))];
                if (x.length == 0) return new RDouble(x);
                RandomState rng = RandomSession.get(a);
                rng.uniforms(x, lo, hi);
                RandomSession.put(a, rng);
                return new RDouble(x);
            }
        }
        return random(a, min, max, RandomBuiltins::uniform);
    }

    /** {@code rnorm}: one finite mean and positive standard deviation draw in bulk, the same deviates as one by one. */
    private static RValue rnorm(Args a) {
        RValue deviates = LongDeviates.of(a, true);
        if (deviates != null) return deviates;
        RVector mean = a.has(1) ? numeric(a.get(1)) : RDouble.of(0);
        RVector sd = a.has(2) ? numeric(a.get(2)) : RDouble.of(1);
        if (mean.length() == 1 && sd.length() == 1) {
            double mu = mean.getDouble(0);
            double sigma = sd.getDouble(0);
            if (Double.isFinite(mu) && Double.isFinite(sigma) && sigma > 0) {
                double[] x = new double[count(a.get(0))];
                if (x.length == 0) return new RDouble(x);
                RandomState rng = RandomSession.get(a);
                NormalDeviates.fill(rng, x, mu, sigma);
                RandomSession.put(a, rng);
                return new RDouble(x);
            }
        }
        return random(a, mean, sd, RandomBuiltins::normal);
    }

    /** {@code rexp(n, rate)} is R's {@code .Call(C_rexp, n, 1/rate)}: the scale is computed first, as R does. */
    private static RValue rexp(Args a) {
        RVector rate = a.has(1) ? numeric(a.get(1)) : RDouble.of(1);
        double[] scale = new double[rate.length()];
        for (int i = 0; i < scale.length; i++) scale[i] = 1 / rate.getDouble(i);
        return random(a, new RDouble(scale), RDouble.of(0), (rng, sc, unused) -> {
            if (!Double.isFinite(sc) || sc <= 0.0) return sc == 0. ? 0. : Double.NaN;
            return sc * rng.expRand();
        });
    }

    /** {@code rgamma(n, shape, rate = 1, scale = 1/rate)}: R's closure checks that rate and scale agree. */
    private static RValue rgamma(Args a) {
        RVector shape = required(a, 1, "shape");
        RVector scale;
        if (a.has(3)) {
            scale = numeric(a.get(3));
            if (a.has(2)) {
                double product = Coerce.doubleScalar(a.get(2)) * Coerce.doubleScalar(a.get(3));
                if (!(Math.abs(product - 1) < 1e-15)) throw new RError("specify 'rate' or 'scale' but not both");
                a.interp().warning(a.call(), "specify 'rate' or 'scale' but not both");
            }
        } else {
            RVector rate = a.has(2) ? numeric(a.get(2)) : RDouble.of(1);
            double[] sc = new double[rate.length()];
            for (int i = 0; i < sc.length; i++) sc[i] = 1 / rate.getDouble(i);
            scale = new RDouble(sc);
        }
        return random(a, shape, scale, Gamma::random);
    }

    static RVector required(Args a, int i, String name) {
        if (!a.has(i)) throw new RError("argument \"" + name + "\" is missing, with no default");
        return numeric(a.get(i));
    }

    /** R's {@code do_random2} for deviates whose two parameters have defaults. */
    private static RDouble random2(Args a, double defaultA, double defaultB, Deviate f) {
        RVector pa = a.has(1) ? numeric(a.get(1)) : RDouble.of(defaultA);
        RVector pb = a.has(2) ? numeric(a.get(2)) : RDouble.of(defaultB);
        return random(a, pa, pb, f);
    }

    static RDouble random(Args a, RVector pa, RVector pb, Deviate f) {
        return random(a, a.call(), pa, pb, f);
    }

    /** As {@link #random(Args, RVector, RVector, Deviate)}, warning as the given call (a call inside one of R's closures). */
    static RDouble random(Args a, RValue call, RVector pa, RVector pb, Deviate f) {
        int n = count(a.get(0));
        double[] x = new double[n];
        if (n == 0) return new RDouble(x);
        int na = pa.length();
        int nb = pb.length();
        boolean naflag = false;
        if (na < 1 || nb < 1) {
            java.util.Arrays.fill(x, RDouble.NA);
            naflag = true;
        } else {
            RandomState rng = RandomSession.get(a);
            for (int i = 0; i < n; i++) {
                x[i] = f.draw(rng, pa.getDouble(i % na), pb.getDouble(i % nb));
                if (Double.isNaN(x[i])) naflag = true;
            }
            RandomSession.put(a, rng);
        }
        if (naflag) a.interp().warning(call, "NAs produced");
        return new RDouble(x);
    }

    /** The number of deviates: {@code n} itself, or its length when it is a vector. */
    static int count(RValue n) {
        if (n == null) throw new RError("argument \"n\" is missing, with no default");
        if (!(n instanceof RVector v) || v.type() == RType.LIST && v.length() == 1) throw new RError("invalid arguments");
        if (v.length() != 1) return v.length();
        double dn = v.getDouble(0);
        if (Double.isNaN(dn) || dn < 0 || dn > 4503599627370496.0) throw new RError("invalid arguments");
        // random data this large is usually made for the engine: its kernels compile meanwhile,
        // not during the first passes over the data (below the engine's threshold, or the size
        // from which the engine itself starts the warm-up, it would only take a core from the
        // script: 10 s of CPU under load against 3.4 s for the whole of a script on 2000 x 2000
        // matrices that never reached the engine)
        if (flashr.engine.Warmup.pays(dn) && dn >= flashr.bind.EngineThreshold.configured()) flashr.engine.Warmup.startInBackground();
        // R allocates the doubles before drawing: beyond what can be had, its failed allocation
        return flashr.base.vectors.VectorSizes.checked(Math.floor(dn), RType.DOUBLE);
    }

    static RVector numeric(RValue v) {
        if (v instanceof RVector vec && (vec.type() == RType.DOUBLE || vec.type() == RType.INTEGER
                || vec.type() == RType.LOGICAL) && !vec.inherits("factor")) {
            return vec;
        }
        throw new RError("invalid arguments");
    }
}
