package flashr.base.random;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.Binomial;
import flashr.rng.RandomState;
import java.math.BigDecimal;
import java.math.MathContext;

/**
 * {@code rmultinom} with R's deviates (each count a binomial of what the earlier ones left, its
 * probability relative to the classes still open) and {@code dmultinom}, which R writes in R.
 * R keeps the remaining probability in long double; an exact decimal stands in for it here.
 */
final class RandomMultinomial {
    private RandomMultinomial() {}

    static void register(Registry r) {
        r.builtin("rmultinom", "n, size, prob", RandomMultinomial::rmultinom);
        RSource.define(r, "stats/multinom.R");
    }

    private static RValue rmultinom(Args a) {
        int n = integer(a, 0, "n");
        if (n == RInt.NA || n < 0) throw new RError("invalid first argument 'n'");
        int size = integer(a, 1, "size");
        if (size == RInt.NA || size < 0) throw new RError("invalid second argument 'size'");
        if (!a.has(2)) throw new RError("argument \"prob\" is missing, with no default");
        if (!(a.get(2) instanceof RVector pv)) throw new RError("invalid arguments");
        RVector probArg = Coerce.to(pv, RType.DOUBLE);
        int k = probArg.length();
        double[] prob = new double[k];
        double sum = 0.0;
        int npos = 0;
        for (int i = 0; i < k; i++) {
            prob[i] = probArg.getDouble(i);
            if (!Double.isFinite(prob[i])) throw new RError("NA in probability vector");
            if (prob[i] < 0.0) throw new RError("negative probability");
            if (prob[i] > 0.0) {
                npos++;
                sum += prob[i];
            }
        }
        if (npos == 0) throw new RError("no positive probabilities");
        for (int i = 0; i < k; i++) prob[i] /= sum;
        int[] counts = new int[k * n];
        RandomState rng = RandomSession.get(a);
        for (int i = 0; i < n; i++) draw(rng, size, prob, counts, i * k);
        RandomSession.put(a, rng);
        RInt ans = new RInt(counts);
        ans.setAttr("dim", new RInt(new int[] {k, n}));
        RValue names = a.get(2).getAttr("names");
        if (names != null && names != RNull.NULL) ans.setAttr("dimnames", RList.of(names, RNull.NULL));
        return ans;
    }

    /** One vector of counts into {@code out[at..at+K)}: binomials of the remaining size at the conditional probabilities. */
    private static void draw(RandomState rng, int n, double[] prob, int[] out, int at) {
        int k = prob.length;
        BigDecimal total = BigDecimal.ZERO;
        for (double p : prob) total = total.add(new BigDecimal(p));
        if (Math.abs(total.doubleValue() - 1.) > 1e-7) {
            throw new RError("rbinom: probability sum should be 1, but is " + total.doubleValue());
        }
        if (n == 0) return;
        if (k == 1 && total.signum() == 0) return;
        for (int j = 0; j < k - 1; j++) {
            if (prob[j] != 0.) {
                double pp = new BigDecimal(prob[j]).divide(total, MathContext.DECIMAL128).doubleValue();
                out[at + j] = pp < 1. ? (int) Binomial.random(rng, n, pp) : n;
                n -= out[at + j];
            }
            if (n <= 0) return;
            total = total.subtract(new BigDecimal(prob[j]));
        }
        out[at + k - 1] = n;
    }

    private static int integer(Args a, int i, String name) {
        if (!a.has(i)) throw new RError("argument \"" + name + "\" is missing, with no default");
        RValue v = a.get(i);
        if (!(v instanceof RVector vec) || vec.length() < 1) return RInt.NA;
        return vec.getInt(0);
    }
}
