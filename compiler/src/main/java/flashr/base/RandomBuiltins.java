package flashr.base;

import flashr.eval.Args;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.Binomial;
import flashr.rng.Poisson;
import flashr.rng.RandomState;

/**
 * Builtins: set.seed, RNGkind, runif, rnorm, rexp, rbinom, rpois; sample and the distribution
 * functions register from {@link RandomSample} and {@link RandomDistributions}. Only R's
 * default generators exist (Mersenne-Twister, Inversion, Rejection), bit-identical to R's.
 */
final class RandomBuiltins {
    private RandomBuiltins() {}

    /** A deviate from two parameters; NaN marks invalid parameters. */
    @FunctionalInterface
    private interface Deviate {
        double draw(RandomState rng, double a, double b);
    }

    static void register(Registry r) {
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
        r.builtin("runif", "n, min, max", a -> random2(a, 0, 1, RandomBuiltins::uniform));
        r.builtin("rnorm", "n, mean, sd", a -> random2(a, 0, 1, RandomBuiltins::normal));
        r.builtin("rexp", "n, rate", RandomBuiltins::rexp);
        r.builtin("rbinom", "n, size, prob", a -> {
            double size = Coerce.doubleScalar(a.get(1));
            if (size >= Integer.MAX_VALUE) throw new RError("rbinom: a size of 2^31 or more is not supported");
            RDouble x = random2(a, Double.NaN, Double.NaN, Binomial::random);
            return Coerce.to(x, RType.INTEGER); // R returns integers when all fit
        });
        r.builtin("rpois", "n, lambda", a -> {
            if (!a.has(1)) throw new RError("argument \"lambda\" is missing, with no default");
            RDouble x = random(a, numeric(a.get(1)), RDouble.of(0), (rng, mu, unused) -> Poisson.random(rng, mu));
            return Coerce.to(x, RType.INTEGER);
        });
        RandomSample.register(r);
        RandomDistributions.register(r);
    }

    private static RValue setSeed(Args a) {
        RValue seed = a.get(0);
        if (seed == null) throw new RError("argument \"seed\" is missing, with no default");
        int v = seed == RNull.NULL ? 0 : integerSeed(a, seed);
        if (v == RInt.NA) throw new RError("supplied seed is not a valid integer");
        RandomState s = RandomSession.get(a);
        RandomKinds.apply(a, s, a.get(1), a.get(2), a.get(3));
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

    private static double normal(RandomState rng, double mu, double sigma) {
        if (Double.isNaN(mu) || !Double.isFinite(sigma) || sigma < 0.) return Double.NaN;
        if (sigma == 0. || !Double.isFinite(mu)) return mu;
        return mu + sigma * rng.normRand();
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

    /** R's {@code do_random2}: n deviates, the parameters recycled; "NAs produced" for invalid ones. */
    private static RDouble random2(Args a, double defaultA, double defaultB, Deviate f) {
        RVector pa = a.has(1) ? numeric(a.get(1)) : defaulted(defaultA, "size");
        RVector pb = a.has(2) ? numeric(a.get(2)) : defaulted(defaultB, "prob");
        return random(a, pa, pb, f);
    }

    private static RVector defaulted(double value, String name) {
        if (Double.isNaN(value)) throw new RError("argument \"" + name + "\" is missing, with no default");
        return RDouble.of(value);
    }

    private static RDouble random(Args a, RVector pa, RVector pb, Deviate f) {
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
        if (naflag) a.interp().warning(a.call(), "NAs produced");
        return new RDouble(x);
    }

    /** The number of deviates: {@code n} itself, or its length when it is a vector. */
    private static int count(RValue n) {
        if (n == null) throw new RError("argument \"n\" is missing, with no default");
        if (!(n instanceof RVector v) || v.type() == RType.LIST && v.length() == 1) throw new RError("invalid arguments");
        if (v.length() != 1) return v.length();
        double dn = v.getDouble(0);
        if (Double.isNaN(dn) || dn < 0 || dn >= Integer.MAX_VALUE) throw new RError("invalid arguments");
        return (int) dn;
    }

    private static RVector numeric(RValue v) {
        if (v instanceof RVector vec && (vec.type() == RType.DOUBLE || vec.type() == RType.INTEGER
                || vec.type() == RType.LOGICAL) && !vec.inherits("factor")) {
            return vec;
        }
        throw new RError("invalid arguments");
    }
}
