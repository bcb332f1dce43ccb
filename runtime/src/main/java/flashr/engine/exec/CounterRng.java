package flashr.engine.exec;

/**
 * Counter-based random numbers: a value is a hash of (seed, element index), so a random matrix is
 * the same whatever the threads, partition or Pcache sizes, and can stay virtual. The hash is
 * SplitMix64's finaliser over a Weyl sequence keyed by the seed.
 */
public final class CounterRng {
    private CounterRng() {}

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

    /** Standard normal by Box-Muller on two uniforms of the element's own counters. */
    public static double normal(long seed, long index) {
        double u1 = ((bits(seed, 2 * index) >>> 11) + 1) * 0x1p-53;
        double u2 = (bits(seed, 2 * index + 1) >>> 11) * 0x1p-53;
        return Math.sqrt(-2.0 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    }
}
