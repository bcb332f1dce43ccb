import java.util.stream.IntStream;

/**
 * The suite's machine limits measured from Java, run as a source file by bench.sh
 * ({@code java --add-modules jdk.incubator.vector Limits.java ...}):
 * {@code vector} prints the Vector API's preferred width (bits) for doubles, which the engine's
 * kernels use; {@code mem BYTES} the memory read bandwidth (where no C compiler builds limits.c;
 * the disk's read bandwidth without a C compiler is {@code flashr.bench.DiskBandwidth}'s, run
 * by bench.sh from its source file).
 */
public final class Limits {
    /** Runs the measurements named in turn (one start of the source launcher for all). */
    public static void main(String[] args) throws Exception {
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "vector" -> System.out.println("vector.bits " + jdk.incubator.vector.DoubleVector.SPECIES_PREFERRED.vectorBitSize());
                case "mem" -> System.out.printf("memory.read %.2f%n", memory(Long.parseLong(args[++i])) / 1e9);
                default -> throw new IllegalArgumentException(args[i]);
            }
        }
    }

    /** Each core sums its share of one array with four accumulators; best of 7 passes. */
    static double memory(long bytes) {
        int threads = Runtime.getRuntime().availableProcessors();
        int per = (int) Math.min(Integer.MAX_VALUE - 8, bytes / 8 / threads) & ~3;
        double[][] parts = new double[threads][per];
        for (double[] a : parts) for (int i = 0; i < per; i++) a[i] = i * 0.5;
        double best = 0, keep = 0;
        for (int r = 0; r < 7; r++) {
            long t0 = System.nanoTime();
            keep += IntStream.range(0, threads).parallel().mapToDouble(t -> sum(parts[t])).sum();
            best = Math.max(best, (double) per * threads * 8 / ((System.nanoTime() - t0) / 1e9));
        }
        if (keep == 42) System.err.println(keep);
        return best;
    }

    private static double sum(double[] a) {
        double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        for (int i = 0; i < a.length; i += 4) { s0 += a[i]; s1 += a[i + 1]; s2 += a[i + 2]; s3 += a[i + 3]; }
        return s0 + s1 + s2 + s3;
    }
}
