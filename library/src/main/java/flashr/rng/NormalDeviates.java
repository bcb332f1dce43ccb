package flashr.rng;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

/**
 * Many normal deviates of one mean and standard deviation, as {@code rnorm(n)} draws them: R's
 * inversion of two uniforms at a time ({@link RandomState#normRand}), the same stream bit for
 * bit. On R's default generator up to {@link #ONE_THREAD} deviates come from one loop on the
 * calling thread ({@link TwisterDraws}); more, or another generator: the generator runs in order
 * on the calling thread and the inversions, pure functions of their uniforms, run block by block
 * on the common pool while the generator fills the next block.
 */
public final class NormalDeviates {
    /** Deviates per block: large enough to pay for a task, small enough to overlap well. */
    private static final int BLOCK = 1 << 18;
    /**
     * Deviates that {@link TwisterDraws} draws on the calling thread: compiled, it makes 1.6e6 in
     * 0.02 s, as fast as the pool's two threads, and a first call does not wait for the pool's
     * thread to compile the inversion too, nor take the core that C2 compiles on. Beyond, the
     * second core pays.
     */
    static final int ONE_THREAD = 1 << 22;

    private NormalDeviates() {}

    /** Fills {@code x} with {@code mu + sigma * normRand()}; mu and sigma finite, sigma > 0. */
    public static void fill(RandomState rng, double[] x, double mu, double sigma) {
        if (rng.normalKind() == NormalKinds.INVERSION && rng.generator() instanceof MersenneTwister mt
                && x.length <= ONE_THREAD) {
            TwisterDraws.normals(mt, x, mu, sigma);
            return;
        }
        if (rng.normalKind() != NormalKinds.INVERSION) { // the other kinds draw a varying number of uniforms
            for (int i = 0; i < x.length; i++) x[i] = mu + sigma * rng.normRand();
            return;
        }
        List<ForkJoinTask<?>> inversions = new ArrayList<>();
        for (int from = 0; from < x.length; from += BLOCK) {
            int to = Math.min(x.length, from + BLOCK);
            for (int i = from; i < to; i++) x[i] = rng.normUniform();
            int f = from;
            if (x.length <= BLOCK) invert(x, f, to, mu, sigma);
            else inversions.add(ForkJoinPool.commonPool().submit(() -> invert(x, f, to, mu, sigma)));
        }
        for (ForkJoinTask<?> t : inversions) t.join();
    }

    private static void invert(double[] x, int from, int to, double mu, double sigma) {
        for (int i = from; i < to; i++) x[i] = mu + sigma * Normal.quantile(x[i], 0.0, 1.0, true, false);
    }
}
