package flashr.bench;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.ArrayList;
import java.util.List;

/**
 * A small STREAM-like read measurement in Java: each thread sums its own large array (several
 * accumulators, so the loop is bound by memory, not by add latency). Reported as GB/s.
 */
final class ReadBandwidth {
    private ReadBandwidth() {}

    static double measure(long bytes, int threads, int reps) throws Exception {
        int per = (int) Math.min(Integer.MAX_VALUE - 8, bytes / 8 / threads);
        double[][] arrays = new double[threads][];
        for (int t = 0; t < threads; t++) {
            arrays[t] = new double[per];
            for (int k = 0; k < per; k++) arrays[t][k] = k * 0.5;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            double best = 0;
            for (int r = 0; r < reps; r++) {
                long t0 = System.nanoTime();
                List<Future<Double>> fs = new ArrayList<>();
                for (int t = 0; t < threads; t++) { double[] a = arrays[t]; fs.add(pool.submit(() -> sum(a))); }
                double s = 0;
                for (Future<Double> f : fs) s += f.get();
                long dt = System.nanoTime() - t0;
                if (s == 42) System.out.print("");
                best = Math.max(best, (double) per * 8 * threads / dt);
            }
            return best;
        } finally {
            pool.shutdown();
        }
    }

    static double sum(double[] a) {
        double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        int k = 0;
        for (; k + 3 < a.length; k += 4) { s0 += a[k]; s1 += a[k + 1]; s2 += a[k + 2]; s3 += a[k + 3]; }
        for (; k < a.length; k++) s0 += a[k];
        return s0 + s1 + s2 + s3;
    }
}
