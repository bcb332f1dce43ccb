package flashr.base.random;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.EngineValue;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.RandomState;
import flashr.rng.Sampling;
import java.util.HashSet;

/** Builtins: sample and sample.int, as R's closures over {@code .Internal(sample(...))}. */
final class RandomSample {
    private RandomSample() {}

    /** R's sample.int switches to hashed rejection sampling for a small sample of a huge population. */
    private static final double HASH_THRESHOLD = 1e7;

    static void register(Registry r) {
        r.builtin("sample.int", "n, size, replace, prob, useHash", a -> {
            RValue n = a.get(0);
            if (n == null) throw new RError("argument \"n\" is missing, with no default");
            if (!(n instanceof RVector nv) || nv.length() != 1) throw new RError("length(n) == 1L is not TRUE");
            return sampleInt(a, nv.getDouble(0), a.get(1), a.get(2), a.get(3), a.call());
        });
        r.builtin("sample", "x, size, replace, prob", RandomSample::sample);
    }

    /**
     * {@code sample(x, size, replace, prob)}: a single number >= 1 means 1..x; otherwise the
     * elements of x are permuted (via {@code [}, so classes such as factors are kept).
     */
    private static RValue sample(Args a) {
        RValue x = a.get(0);
        if (x == null) throw new RError("argument \"x\" is missing, with no default");
        if (x instanceof RVector v && v.length() == 1 && isNumeric(v)) {
            double d = v.getDouble(0);
            if (Double.isFinite(d) && d >= 1) {
                RCall internal = RCall.of("sample.int", sym("x"), sym("size"), sym("replace"), sym("prob"));
                return sampleInt(a, d, a.get(1), a.get(2), a.get(3), internal);
            }
        }
        RVector v = Coerce.vector(x, "x");
        RCall internal = RCall.of("sample.int", RCall.of("length", sym("x")), sym("size"), sym("replace"), sym("prob"));
        RInt index = sampleInt(a, v.length(), a.get(1), a.get(2), a.get(3), internal);
        return subset(a, v, index);
    }

    private static RSymbol sym(String name) {
        return RSymbol.of(name);
    }

    private static boolean isNumeric(RVector v) {
        return (v.type() == RType.DOUBLE || v.type() == RType.INTEGER) && !v.inherits("factor");
    }

    /** {@code x[index]}: directly for plain vectors (names kept), through {@code [} for classed objects. */
    private static RValue subset(Args a, RVector x, RInt index) {
        if (x.classAttr() != null) {
            RValue bracket = a.interp().baseEnv().lookup("[");
            if (bracket instanceof RFunction f) {
                return EngineValue.localUnlessObject(a.interp().apply(f, new RValue[] {x, index}, null, a.env(), a.call()));
            }
        }
        int[] idx = index.data();
        RVector r = x.allocate(idx.length);
        for (int i = 0; i < idx.length; i++) x.copyElement(idx[i] - 1, r, i);
        RString names = x.names();
        if (names != null) {
            String[] nn = new String[idx.length];
            for (int i = 0; i < idx.length; i++) nn[i] = names.get(idx[i] - 1);
            r.setAttr("names", new RString(nn));
        }
        return r;
    }

    /** R's do_sample (and do_sample2 for the hashed case); errors are reported in {@code errorCall}. */
    private static RInt sampleInt(Args a, double dn, RValue sizeArg, RValue replaceArg, RValue probArg, RCall errorCall) {
        // the size as R's asVecSize reads it (an int here once R's checks have passed)
        double kd = sizeArg == null || sizeArg == RNull.NULL ? (Double.isNaN(dn) ? -1 : Math.floor(dn))
                : sizeArg instanceof RVector sv && sv.length() != 1 ? -999 : flashr.base.vectors.VectorSizes.asVecSize(a, sizeArg);
        boolean replace = replaceArg != null && Coerce.logicalScalar(replaceArg) == 1;
        if (replaceArg != null && Coerce.logicalScalar(replaceArg) == RLogical.NA) {
            throw new RError("invalid 'replace' argument", errorCall);
        }
        if (!Double.isFinite(dn) || dn < 0 || dn > 4.5e15 || (kd > 0 && dn == 0)) {
            throw new RError("invalid first argument", errorCall);
        }
        if (kd < 0) throw new RError("invalid 'size' argument", errorCall);
        if (!replace && kd > dn) {
            throw new RError("cannot take a sample larger than the population when 'replace = FALSE'", errorCall);
        }
        // R's vector of k results (doubles for a population beyond the int range)
        int k = flashr.base.vectors.VectorSizes.checked(kd, dn > Integer.MAX_VALUE ? flashr.lang.RType.DOUBLE : flashr.lang.RType.INTEGER);
        if (dn > Integer.MAX_VALUE) throw new RError("populations of 2^31 or more are not supported", errorCall);
        int n = (int) dn;
        boolean hasProb = probArg != null && probArg != RNull.NULL;
        RandomState rng = RandomSession.get(a);
        int[] y;
        if (hasProb) {
            RVector p = Coerce.vector(probArg, "prob");
            if (p.length() != n) throw new RError("incorrect number of probabilities", errorCall);
            double[] prob = new double[n];
            for (int i = 0; i < n; i++) prob[i] = p.getDouble(i);
            try {
                y = Sampling.weighted(rng, n, k, replace, prob);
            } catch (IllegalArgumentException e) {
                throw new RError(e.getMessage(), errorCall);
            }
        } else if (!replace && n > HASH_THRESHOLD && k <= n / 2.0) {
            y = hashed(rng, n, k);
        } else {
            y = Sampling.uniform(rng, n, k, replace);
        }
        RandomSession.put(a, rng);
        return new RInt(y);
    }

    /** R's do_sample2: draws until each value is new (efficient when k is small against n). */
    private static int[] hashed(RandomState rng, int n, int k) {
        int[] y = new int[k];
        HashSet<Integer> seen = new HashSet<>();
        for (int i = 0; i < k; ) {
            int v = (int) (rng.unifIndex(n) + 1);
            if (seen.add(v)) y[i++] = v;
        }
        return y;
    }
}
