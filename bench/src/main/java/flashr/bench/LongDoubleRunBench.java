package flashr.bench;

import flashr.engine.fn.LongDouble;
import flashr.engine.fn.LongDoubleRun;
import flashr.engine.fn.ResidualRun;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

/**
 * R's sequential long double passes on the heap, ns an element of this thread's CPU time (the
 * machine is shared, so not wall time): {@code sum} is {@link LongDoubleRun#add} (sum and the
 * mean's first pass), {@code resid} {@link ResidualRun#add} (the mean's second pass), {@code
 * mean} both and the division as R's mean does, {@code cumsum} {@link LongDoubleRun#cumulate},
 * {@code products} {@link LongDoubleRun#addProducts} (cov's centered products), each with the
 * split loops ({@code new}) and the fused ones alone ({@code old}), alternated rep by rep so
 * that both see the same load; {@code scalar} is {@link LongDouble#add} element by element (the
 * reference) over the first tenth. Checks that both give the same bits. Data: rnorm-like
 * (Random.nextGaussian), {@code runif}: R's runif(-1, 1) multiples of 2^-31, or {@code shifted}:
 * 1000 + rnorm (residuals in the mean's own units: ResidualRun's narrow loop). Prints the least
 * and median of each. Usage: {@code LongDoubleRunBench [n=2e7] [reps=7] [rnorm|runif|shifted]}.
 */
public final class LongDoubleRunBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? (int) Double.parseDouble(args[0]) : 20_000_000;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        String data = args.length > 2 ? args[2] : "rnorm";
        boolean unif = data.equals("runif"), shifted = data.equals("shifted");
        double[] x = new double[n], y = new double[n];
        Random rnd = new Random(42);
        for (int i = 0; i < n; i++) {
            x[i] = unif ? (rnd.nextInt() & 0xFFFFFFFFL) * 0x1p-31 - 1 : shifted ? 1000 + rnd.nextGaussian() : rnd.nextGaussian();
            y[i] = rnd.nextGaussian();
        }
        double[] out = new double[n];
        String[] what = {"sum", "resid", "mean", "cumsum", "products"};
        double[][][] ns = new double[2][what.length][reps];
        double[][] check = new double[2][what.length];
        for (int r = -2; r < reps; r++) {
            for (int v = 0; v < 2; v++) {
                LongDoubleRun.split(v == 1);
                for (int w = 0; w < what.length; w++) {
                    long c0 = THREADS.getCurrentThreadCpuTime();
                    double value = run(what[w], x, y, out);
                    double t = (THREADS.getCurrentThreadCpuTime() - c0) / (double) n;
                    if (r >= 0) ns[v][w][r] = t;
                    check[v][w] = value;
                }
            }
        }
        LongDoubleRun.split(true);
        long c0 = THREADS.getCurrentThreadCpuTime();
        LongDouble ref = new LongDouble();
        int m = n / 10;
        for (int i = 0; i < m; i++) ref.add(x[i]);
        double scalar = (THREADS.getCurrentThreadCpuTime() - c0) / (double) m;
        System.out.printf("%s n=%d, load %s, CPU ns an element (least / median), old = fused loops, new = split:%n",
                data, n, Files.readString(Path.of("/proc/loadavg")).trim().split(" ")[0]);
        for (int w = 0; w < what.length; w++) {
            Arrays.sort(ns[0][w]);
            Arrays.sort(ns[1][w]);
            boolean same = Double.doubleToRawLongBits(check[0][w]) == Double.doubleToRawLongBits(check[1][w]);
            System.out.printf("  %-8s old %5.2f / %5.2f  new %5.2f / %5.2f  %s%n", what[w], ns[0][w][0], ns[0][w][reps / 2],
                    ns[1][w][0], ns[1][w][reps / 2], same ? "same bits" : "DIFFERENT " + check[0][w] + " " + check[1][w]);
        }
        System.out.printf("  scalar   %5.2f (LongDouble.add element by element)%n", scalar);
    }

    private static double run(String what, double[] x, double[] y, double[] out) {
        int n = x.length;
        LongDouble acc = new LongDouble();
        switch (what) {
            case "sum" -> LongDoubleRun.add(acc, x, 0, n);
            case "resid" -> ResidualRun.add(acc, x, 0, n, new LongDouble().add(x[0] > 100 ? 1000 : -1.3e-5));
            case "mean" -> {
                LongDoubleRun.add(acc, x, 0, n);
                LongDouble mean = acc.divide(n), t = new LongDouble();
                ResidualRun.add(t, x, 0, n, mean);
                return mean.add(t.divide(n)).value();
            }
            case "cumsum" -> {
                LongDoubleRun.cumulate(acc, x, out, 0, n);
                return out[n / 2] + out[n - 1];
            }
            default -> LongDoubleRun.addProducts(acc, x, y, 0, n);
        }
        return acc.value();
    }
}
