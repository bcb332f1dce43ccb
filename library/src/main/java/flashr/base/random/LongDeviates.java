package flashr.base.random;

import flashr.base.vectors.LongVectors;
import flashr.base.vectors.VectorSizes;
import flashr.eval.Args;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.RandomState;

/**
 * {@code runif(n)} and {@code rnorm(n)} of a long n (more deviates than a heap vector holds): the
 * engine's counter-based generator, which makes any element from its position, so the vector
 * costs nothing until a pass reads it. Its seed is drawn from R's stream (two uniforms), so
 * {@code set.seed} makes the vector reproducible; the deviates have R's distribution but are not
 * the numbers R's generator would give, and R's stream moves on by two draws, not by n.
 */
final class LongDeviates {
    private LongDeviates() {}

    /**
     * The deviates {@code runif(n, min, max)} (min < max) or {@code rnorm(n, mean, sd)} (sd > 0)
     * asks for when n is one long count and the parameters single finite numbers; null for any
     * other call, which R's path makes (and refuses) as R does.
     */
    static RValue of(Args a, boolean normal) {
        if (!(a.get(0) instanceof RVector v) || v.length() != 1 || !v.type().isNumeric()) return null;
        double n = Math.floor(v.getDouble(0));
        if (!LongVectors.isLong(n) || n > VectorSizes.R_MAX) return null;
        double p = parameter(a, 1, 0);
        double q = parameter(a, 2, 1);
        if (!Double.isFinite(p) || !Double.isFinite(q) || (normal ? !(q > 0) : !(p < q))) return null;
        RValue r = a.interp().longRandom(normal, (long) n, p, q, () -> {
            RandomState rng = RandomSession.get(a);
            long seed = (long) (rng.unifRand() * 0x1p32) << 32 ^ (long) (rng.unifRand() * 0x1p32);
            RandomSession.put(a, rng);
            return seed;
        });
        if (r == null) throw VectorSizes.tooLarge(n, RType.DOUBLE);
        return r;
    }

    /** Argument {@code i}, one number, or its default; NaN for anything else. */
    private static double parameter(Args a, int i, double otherwise) {
        if (!a.has(i)) return otherwise;
        return a.get(i) instanceof RVector v && v.length() == 1 && v.type().isNumeric() ? v.getDouble(0) : Double.NaN;
    }
}
