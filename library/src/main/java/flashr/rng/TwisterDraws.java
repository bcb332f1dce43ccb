package flashr.rng;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.NormalQuantile;

/**
 * {@code rnorm(n)}, {@code runif(n)} and {@code sample(n, size, TRUE)} on R's defaults
 * (Mersenne-Twister, inversion, rejection sampling) as one loop over the twister's words each.
 * runif's deviate is {@code a + (b - a) * unif_rand()}, unif_rand being the word over 2^32 (half
 * of 1 / (2^32 - 1) for a zero word). rnorm: R's {@code norm_rand} takes two {@code unif_rand()}
 * draws u1, u2 and inverts {@code ((int) (2^27 u1) + u2) / 2^27} with {@code qnorm5}. Here, per
 * deviate, two tempered words w1, w2 give the same double operation for operation: 2^27 u1 =
 * w1 / 2^5 exactly, so its integer part is {@code w1 >>> 5} (also for w1 = 0, which unif_rand
 * turns into about 2^-33); u2 is unif_rand's value of w2; dividing by 2^27 is exact. qnorm's
 * central branch is inline, its tails call the shared {@link NormalQuantile#tail}. The streams
 * are R's to the bit (goldens random/rnorm-inversion-bits and random/rnorm-twister-positions).
 *
 * <p>Why one loop: a script's first {@code rnorm(1.6e6)} spent most of its time before C2 had
 * compiled the per-draw calls of {@link RandomState} (unifRand, nextDouble, the refill, qnorm):
 * six methods, each compiled on stack and again whole, the refill's unrolled loops 15-45 ms of
 * C2 each. This loop is one method, and the refill it calls is not unrolled
 * ({@link MersenneTwister#regenerate}): in a fresh JVM (2 cores, loaded) the first 1.6e6 deviates
 * took 45-80 ms of the calling thread and 20-25 ms of C2's, against 40-55 ms, another 25-40 ms
 * on the pool's thread for the inversions and 30-45 ms of C2 before; warm, 21-25 ms on one thread
 * against 30-40 ms on two. The loops run on chunks: an on-stack compile of
 * a loop over the whole vector ends in an uncommon trap at the loop's exit, which tier 3 had
 * never seen taken, and the next call compiled it again.
 *
 * <p>The loops run {@link #PART} draws a call, and a block's method loops over {@link #PARTS}
 * such calls: at 2048 draws a call C2 compiled the draw loop on stack (after ~40000 back-edges,
 * some 20 calls) and then again whole, two compiles of ~60 ms on a loaded core in a first
 * {@code rnorm(1.6e6)} (CenteredProducts.PART has the thresholds); at 32 a call it is compiled
 * once, whole, after ~600 calls.
 */
final class TwisterDraws {
    private static final int N = MersenneTwister.N;
    /** {@code 1 / (2^32 - 1)}, R's i2_32m1: unif_rand's value for a zero word is half of it. */
    private static final double HALF_I2_32M1 = 0.5 * 2.328306437080797e-10;
    private static final double TWO_POW_M32 = 0x1p-32;
    private static final double TWO_POW_M27 = 0x1p-27;
    /** Deviates per call of the loops: below C2's ratio of back-edges to calls for an on-stack compile (~66). */
    static final int PART = 32;
    /** Calls of a loop per block: a block's loop too stays below that ratio. */
    private static final int PARTS = 32;
    /** Deviates per block. */
    static final int CHUNK = PART * PARTS;

    private TwisterDraws() {}

    /** Fills {@code x} with {@code mu + sigma * norm_rand()} drawn from {@code mt}'s state (R's {@code dummy}). */
    static void normals(MersenneTwister mt, double[] x, double mu, double sigma) {
        int[] words = mt.words();
        for (int from = 0; from < x.length; from += CHUNK) {
            normalsBlock(words, x, from, Math.min(x.length, from + CHUNK), mu, sigma);
        }
    }

    private static void normalsBlock(int[] words, double[] x, int from, int to, double mu, double sigma) {
        for (int k = from; k < to; k += PART) normals(words, x, k, Math.min(to, k + PART), mu, sigma);
    }

    /** Fills {@code x} with {@code a + (b - a) * unif_rand()}. */
    static void uniforms(MersenneTwister mt, double[] x, double a, double b) {
        int[] words = mt.words();
        for (int from = 0; from < x.length; from += CHUNK) {
            uniformsBlock(words, x, from, Math.min(x.length, from + CHUNK), a, b);
        }
    }

    private static void uniformsBlock(int[] words, double[] x, int from, int to, double a, double b) {
        for (int k = from; k < to; k += PART) uniforms(words, x, k, Math.min(to, k + PART), a, b);
    }

    private static void uniforms(int[] mt, double[] x, int from, int to, double a, double b) {
        int mti = mt[0];
        for (int i = from; i < to; i++) {
            if (mti >= N) {
                MersenneTwister.regenerate(mt);
                mti = 0;
            }
            int w = MersenneTwister.temper(mt[1 + mti++]);
            double u = w == 0 ? HALF_I2_32M1 : (w & 0xffffffffL) * TWO_POW_M32;
            x[i] = a + (b - a) * u;
        }
        mt[0] = mti;
    }

    /**
     * Fills {@code y} with {@code R_unif_index(n) + 1} by rejection ({@code sample(n, size, TRUE)}
     * with sample.kind "Rejection"); {@code bits} is {@link RandomState#indexBits}. R's rbits takes
     * {@code floor(unif_rand() * 65536)} per 16 bits, which is the word's top half {@code w >>> 16}
     * (0 for a zero word too), and keeps the low {@code bits} bits.
     */
    static void indexes(MersenneTwister mt, int[] y, int n, int bits) {
        int[] words = mt.words();
        for (int from = 0; from < y.length; from += CHUNK) {
            indexesBlock(words, y, from, Math.min(y.length, from + CHUNK), n, bits);
        }
    }

    private static void indexesBlock(int[] words, int[] y, int from, int to, int n, int bits) {
        for (int k = from; k < to; k += PART) indexes(words, y, k, Math.min(to, k + PART), n, bits);
    }

    private static void indexes(int[] mt, int[] y, int from, int to, int n, int bits) {
        long mask = (1L << bits) - 1;
        int chunks = bits / 16 + 1;
        int mti = mt[0];
        for (int i = from; i < to; i++) {
            long dv;
            do {
                long v = 0;
                for (int c = 0; c < chunks; c++) {
                    if (mti >= N) {
                        MersenneTwister.regenerate(mt);
                        mti = 0;
                    }
                    v = 65536 * v + (MersenneTwister.temper(mt[1 + mti++]) >>> 16);
                }
                dv = v & mask;
            } while (n <= dv);
            y[i] = (int) dv + 1;
        }
        mt[0] = mti;
    }

    /** x[from..to) from the twister words {@code mt} (position in mt[0], words in mt[1..624]). */
    private static void normals(int[] mt, double[] x, int from, int to, double mu, double sigma) {
        int mti = mt[0];
        for (int i = from; i < to; i++) {
            int w1;
            int w2;
            if (mti < N - 1) {
                w1 = mt[1 + mti];
                w2 = mt[2 + mti];
                mti += 2;
            } else { // a refill before or between the two words
                if (mti >= N) {
                    MersenneTwister.regenerate(mt);
                    mti = 0;
                }
                w1 = mt[1 + mti++];
                if (mti >= N) {
                    MersenneTwister.regenerate(mt);
                    mti = 0;
                }
                w2 = mt[1 + mti++];
            }
            w1 = MersenneTwister.temper(w1);
            w2 = MersenneTwister.temper(w2);
            double u2 = w2 == 0 ? HALF_I2_32M1 : (w2 & 0xffffffffL) * TWO_POW_M32;
            double p = ((w1 >>> 5) + u2) * TWO_POW_M27;
            double q = p - 0.5;
            double v = Math.abs(q) <= 0.425 ? NormalQuantile.central(q) : tail(p, q);
            x[i] = mu + sigma * v;
        }
        mt[0] = mti;
    }

    /** qnorm5(p, 0, 1) for |p - 0.5| > 0.425; p may round to 1 (R's draw gives Inf there too). */
    private static double tail(double p, double q) {
        double val = NormalQuantile.tail(Math.sqrt(-ExpLog.log(q < 0 ? p : 0.5 - p + 0.5)));
        return q < 0 ? -val : val;
    }
}
