package flashr.base.random;

import flashr.eval.Args;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RValue;
import flashr.rng.RandomState;

/**
 * R's {@code GetRNGstate}/{@code PutRNGstate}: every builtin that draws takes the session's
 * generator through {@link #get} and publishes it with {@link #put}, so that
 * {@code .Random.seed} in the global environment always holds the state, and assigning a saved
 * {@code .Random.seed} back restores it, as in R.
 */
public final class RandomSession {
    /** {@code .Random.seed[1]}: Mersenne-Twister (3) + 100 * Inversion (3) + 10000 * sampler (Rejection 1, Rounding 0). */
    private static final int KIND_CODE = 10403;
    private static final int KIND_CODE_ROUNDING = 403;
    private static final String SEED_NAME = ".Random.seed";

    private RandomSession() {}

    public static RandomState get(Args a) {
        RandomState s = RandomState.of(a.interp());
        RValue v = a.interp().globalEnv().getLocal(SEED_NAME);
        Object published = s.published();
        if (v == null) {
            if (published != null) s.randomize(); // .Random.seed was removed: R seeds afresh
        } else if (v != published) {
            load(a, s, v);
        }
        return s;
    }

    public static void put(Args a, RandomState s) {
        int[] state = s.twister().state();
        int[] seed = new int[state.length + 1];
        seed[0] = s.isRounding() ? KIND_CODE_ROUNDING : KIND_CODE;
        System.arraycopy(state, 0, seed, 1, state.length);
        RInt value = new RInt(seed);
        REnvironment global = a.interp().globalEnv();
        global.define(SEED_NAME, value);
        s.setPublished(value);
    }

    /** Restores a user-assigned {@code .Random.seed}; R warns and ignores one that is not an integer vector. */
    private static void load(Args a, RandomState s, RValue v) {
        if (!(v instanceof RInt seed)) {
            a.interp().warning(a.call(), "'.Random.seed' is not an integer vector but of type '" + v.typeName()
                    + "', so ignored");
            s.setPublished(v);
            return;
        }
        int kind = seed.length() > 0 ? seed.get(0) : RInt.NA;
        if (kind != KIND_CODE && kind != KIND_CODE_ROUNDING) {
            throw new RError("'.Random.seed[1]' = " + (kind == RInt.NA ? "NA" : Integer.toString(kind))
                    + " is not a generator kind flashr supports (Mersenne-Twister, Inversion)");
        }
        if (seed.length() != 626) throw new RError("'.Random.seed' has wrong length");
        int[] state = new int[625];
        System.arraycopy(seed.data(), 1, state, 0, 625);
        s.twister().setState(state);
        s.setRounding(kind == KIND_CODE_ROUNDING);
        s.setPublished(v);
    }
}
