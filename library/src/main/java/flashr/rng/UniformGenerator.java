package flashr.rng;

/**
 * One of R's uniform generators ({@code RNGkind}): seeded as R's {@code RNG_Init}, drawing as its
 * {@code unif_rand} before the final fix-up into (0, 1), its state the integers after
 * {@code .Random.seed[1]}.
 */
public interface UniformGenerator {
    /** R's kind number: the last two digits of {@code .Random.seed[1]}. */
    int kind();

    /** {@code set.seed(seed)} for this kind (the 50 scrambling steps of R's LCG included). */
    void setSeed(int seed);

    /** The next draw in [0, 1]. */
    double nextDouble();

    /** A copy of the state, as {@code .Random.seed[-1]} holds it. */
    int[] state();

    /** Restores a state of {@link #stateLength()} integers taken by {@link #state()} (or assigned by the user). */
    void setState(int[] state);

    int stateLength();

    /** R's {@code RNG_Init} first scrambles the seed with 50 steps of its LCG. */
    static int scrambled(int seed) {
        for (int j = 0; j < 50; j++) seed = 69069 * seed + 1;
        return seed;
    }
}
