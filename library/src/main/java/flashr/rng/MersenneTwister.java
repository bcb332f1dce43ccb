package flashr.rng;

/**
 * R's Mersenne-Twister ({@code RNGkind("Mersenne-Twister")}): Matsumoto and Nishimura's MT19937
 * with R's seeding. The state is R's {@code dummy[625]}: element 0 is the position {@code mti},
 * elements 1..624 the twister words; {@code .Random.seed} is 10403 followed by these 625 ints.
 */
public final class MersenneTwister implements UniformGenerator {
    static final int N = 624;
    private static final int M = 397;
    private static final int MATRIX_A = 0x9908b0df;
    private static final int UPPER_MASK = 0x80000000;
    private static final int LOWER_MASK = 0x7fffffff;
    private static final double TWO_POW_M32 = 2.3283064365386963e-10;

    private final int[] dummy = new int[N + 1];

    /** A generator seeded as {@code set.seed(seed)} seeds it. */
    public MersenneTwister(int seed) {
        setSeed(seed);
    }

    /**
     * R's {@code RNG_Init}: 50 rounds of the LCG {@code seed = 69069 * seed + 1} to scramble the
     * seed, then each of the 625 state ints is the next LCG value; finally {@code mti = N} so
     * that the first draw regenerates the whole block ({@code FixupSeeds}).
     */
    @Override
    public void setSeed(int seed) {
        seed = UniformGenerator.scrambled(seed);
        for (int j = 0; j < dummy.length; j++) {
            seed = 69069 * seed + 1;
            dummy[j] = seed;
        }
        dummy[0] = N;
    }

    @Override
    public int kind() {
        return 3;
    }

    @Override
    public int stateLength() {
        return N + 1;
    }

    /** A copy of R's {@code dummy[]} (what {@code .Random.seed[-1]} holds). */
    @Override
    public int[] state() {
        return dummy.clone();
    }

    /** Restores a state taken by {@link #state()}; an out-of-range position restarts the block, as R's FixupSeeds. */
    @Override
    public void setState(int[] state) {
        System.arraycopy(state, 0, dummy, 0, N + 1);
        if (dummy[0] <= 0 || dummy[0] > N) dummy[0] = N;
    }

    /** The live state (R's {@code dummy}), for {@link TwisterDraws}, which draws many words in one loop. */
    int[] words() {
        return dummy;
    }

    /** R's {@code MT_genrand}: a 32-bit draw scaled to [0, 1). */
    @Override
    public double nextDouble() {
        int mti = dummy[0];
        if (mti >= N) {
            regenerate(dummy);
            mti = 0;
        }
        int y = temper(dummy[1 + mti++]);
        dummy[0] = mti;
        return (y & 0xffffffffL) * TWO_POW_M32;
    }

    /** MT19937's tempering of one state word into an output word. */
    static int temper(int y) {
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        return y ^ (y >>> 18);
    }

    /**
     * The next 624 state words, {@code mt} being R's {@code dummy} (words at 1..624). The loops
     * step by {@code mt.length - N}, which is 1 but not a constant to C2: a loop with a variable
     * stride is not a counted loop, so C2 does not unroll and try to vectorize it, and compiles
     * this in 2 ms instead of 15-45 (a warm rnorm(1.6e6) lost ~2 ms of its 21 to it); the first
     * {@code rnorm(1.6e6)} of a script waited for that compile.
     */
    static void regenerate(int[] mt) {
        int step = mt.length - N;
        // in order, in pieces of at most PIECE words: a loop of 624 a call was compiled on
        // stack by C2 and then again whole in a first rnorm (see TwisterDraws.PART)
        for (int kk = 1; kk <= N - M; kk += PIECE) twistRange(mt, kk, Math.min(N - M + 1, kk + PIECE), M, step);
        for (int kk = N - M + 1; kk < N; kk += PIECE) twistRange(mt, kk, Math.min(N, kk + PIECE), M - N, step);
        mt[N] = mt[M] ^ twist(mt[N], mt[1]);
    }

    /** Words a call of {@link #twistRange} takes at most. */
    private static final int PIECE = 32;

    /** mt[kk] = mt[kk + offset] ^ twist(mt[kk], mt[kk + 1]) for kk in [from, to), in order. */
    private static void twistRange(int[] mt, int from, int to, int offset, int step) {
        for (int kk = from; kk < to; kk += step) {
            mt[kk] = mt[kk + offset] ^ twist(mt[kk], mt[kk + 1]);
        }
    }

    private static int twist(int upper, int lower) {
        int y = (upper & UPPER_MASK) | (lower & LOWER_MASK);
        return (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
    }
}
