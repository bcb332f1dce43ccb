package flashr.engine.exec;

import flashr.engine.fn.math.NormalQuantile;

/**
 * Counter-based random numbers: a value is a hash of (seed, element index), so a random matrix is
 * the same whatever the threads, partition or Pcache sizes, and can stay virtual. The hash is
 * SplitMix64's finaliser over a Weyl sequence keyed by the seed.
 */
public final class CounterRng {
    private CounterRng() {}

    /** Offsets the seed of the normals' uniforms, so that they are not runif's with the same seed. */
    private static final long NORMAL_STREAM = 0x632BE59BD9B4E019L;

    public static long bits(long seed, long index) {
        long z = seed * 0xD1B54A32D192ED03L + (index + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, 1). */
    public static double uniform(long seed, long index) {
        return (bits(seed, index) >>> 11) * 0x1p-53;
    }

    /**
     * Standard normal by inversion (R's default for rnorm): qnorm of a uniform in (0, 1), the
     * midpoint of one of 2^53 equal cells (so never 0 or 1; the extremes are about -/+8.3). One
     * hash and, for 85% of values, one rational function: several times cheaper than Box-Muller's
     * log, square root and cosine (docs/BENCHMARKS.md, "mvrnorm through the API").
     */
    public static double normal(long seed, long index) {
        return NormalQuantile.standard(normalUniform(seed, index));
    }

    /** The uniform whose quantile is {@link #normal}: whole columns take their quantiles in vector lanes. */
    public static double normalUniform(long seed, long index) {
        return ((bits(seed + NORMAL_STREAM, index) >>> 11) + 0.5) * 0x1p-53;
    }
}
