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
    /** {@code .Random.seed[1]} is the generator's kind + 100 * normal kind + 10000 * sampler (Rejection 1, Rounding 0). */
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
        int[] state = s.generator().state();
        int[] seed = new int[state.length + 1];
        seed[0] = s.generator().kind() + 100 * s.normalKind() + (s.isRounding() ? 0 : 10000);
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
        int code = seed.length() > 0 ? seed.get(0) : RInt.NA;
        int kind = code % 100;
        int normal = (code / 100) % 100;
        int[] state = code == RInt.NA || code < 0 || normal > 5 || normal == 3 || code / 10000 > 1 ? null
                : kindState(kind);
        if (state == null) {
            throw new RError("'.Random.seed[1]' = " + (code == RInt.NA ? "NA" : Integer.toString(code))
                    + " is not a generator kind flashr supports (no user-supplied generators)");
        }
        if (seed.length() != state.length + 1) throw new RError("'.Random.seed' has wrong length");
        System.arraycopy(seed.data(), 1, state, 0, state.length);
        s.restore(kind, state);
        s.setRounding(code / 10000 == 0);
        s.setNormalKind(normal);
        s.setPublished(v);
    }

    /** An array for the state of a generator of {@code kind}, or null when flashr lacks the kind. */
    private static int[] kindState(int kind) {
        flashr.rng.UniformGenerator g = flashr.rng.ClassicGenerators.of(kind, 0);
        return g == null ? null : new int[g.stateLength()];
    }
}
