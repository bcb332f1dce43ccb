package flashr.bench;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Steady-state passes of the iterative algorithms, one engine, median of many repetitions: the
 * grouped sums alone (rowsum of X by stored labels), the k-means step as the R binding runs it
 * (the labels are stored, so each pass allocates a store), and the logistic-regression gradient.
 * Prints wall and CPU (of the Java threads) per pass, and the system CPU and minor page faults per pass (from
 * /proc/self/stat: fresh off-heap memory costs both). Usage: {@code PassBench [rows=4000000] [threads=2] [reps=15]};
 * {@code -Dflashr.bench.only=rowsum} or {@code kmeans} runs only those (and colSums).
 */
public final class PassBench {
    public static void main(String[] args) throws Exception {
        long n = args.length > 0 ? Long.parseLong(args[0]) : 4_000_000L;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 25;
        int p = 8;
        System.out.printf("pass bench: X = %d x %d doubles, %d threads, median of %d; load average %s%n",
                n, p, threads, reps, Files.readString(Path.of("/proc/loadavg")).trim());
        long pcache = Long.getLong("flashr.bench.pcache", 32 << 10);
        try (Engine e = new Engine(EngineConfig.builder().threads(threads).pcacheBytes(pcache).memoryBudget(Math.max(4L << 30, n * p * 24)).build())) {
            Matrix x = e.runif(n, p, -1, 1, 42);
            e.materialize(x);
            Matrix y = e.mapply(e.runif(n, 1, 0, 1, 7), 0.5, BinaryOp.GT);
            e.materialize(y);
            Matrix w = e.fromArray(new double[] {0.1, -0.2, 0.3, -0.1, 0.05, 0.2, -0.3, 0.1}, p, 1);
            String only = System.getProperty("flashr.bench.only", "");
            report("colSums(X) (reading X alone)", reps, e, () -> new Matrix[] {e.aggCol(x, AggOp.SUM)});
            for (int k : only.equals("kmeans") ? new int[0] : new int[] {2, 5, 8, 16}) {
                Matrix labels = e.sapply(e.mapply(e.sapply(e.runif(n, 1, 0, k, 3), UnaryOp.FLOOR), 1.0, BinaryOp.ADD), UnaryOp.AS_INTEGER);
                e.materialize(labels);
                int kk = k;
                report("rowsum(X, labels), k=" + k, reps, e, () -> new Matrix[] {e.groupbyRow(x, labels, kk, AggOp.SUM)});
            }
            if (only.equals("rowsum")) return;
            for (int k : new int[] {5, 10}) {
                double[] centers = new double[k * p], norms = new double[k];
                for (int j = 0; j < centers.length; j++) centers[j] = Math.sin(j) * 0.5;
                for (int g = 0; g < k; g++) for (int j = 0; j < p; j++) norms[g] += centers[j * k + g] * centers[j * k + g];
                Matrix c = e.fromArray(centers, k, p), cc = e.fromArray(norms, k, 1);
                int kk = k;
                report("k-means step, labels stored, k=" + k, reps, e, () -> kmeansStored(e, x, c, cc, kk));
            }
            report("logistic-regression gradient", reps, e, () -> new Matrix[] {EngineBench.logregGradient(e, x, y, w)});
        }
    }

    /** As the R loop: cl <- apply(D, 1, which.min) is stored; rowsum(X, cl) and tabulate(cl) are sinks. */
    static Matrix[] kmeansStored(Engine e, Matrix x, Matrix c, Matrix cNorms, int k) {
        Matrix prod = e.innerProd(x, c.t(), BinaryOp.MUL, BinaryOp.ADD);
        Matrix d = e.sweep(e.mapply(prod, -2.0, BinaryOp.MUL), 2, cNorms, BinaryOp.ADD, false);
        Matrix cl = e.aggRow(d, AggOp.WHICH_MIN);
        return new Matrix[] {cl, e.groupbyRow(x, cl, k, AggOp.SUM), e.groupbyRow(e.selectCols(x, new int[] {0}), cl, k, AggOp.COUNT)};
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    /**
     * CPU time of all live threads, in ns: precise where the process's CPU time counts whole clock
     * ticks, and on a loaded machine a steadier measure than wall time (the workers outlive a pass).
     */
    private static long threadsCpu() {
        long s = 0;
        for (long id : THREADS.getAllThreadIds()) { long t = THREADS.getThreadCpuTime(id); if (t > 0) s += t; }
        return s;
    }

    private static void report(String name, int reps, Engine e, Supplier<Matrix[]> dag) throws Exception {
        double[] wall = new double[reps], cpu = new double[reps], sys = new double[reps], flt = new double[reps];
        for (int r = -3; r < reps; r++) {
            Matrix[] ms = dag.get();
            long[] s0 = procStat();
            long c0 = threadsCpu(), t0 = System.nanoTime();
            e.materialize(ms);
            double tw = (System.nanoTime() - t0) / 1e9, tc = (threadsCpu() - c0) / 1e9;
            long[] s1 = procStat();
            if (r >= 0) { wall[r] = tw; cpu[r] = tc; flt[r] = s1[0] - s0[0]; sys[r] = (s1[1] - s0[1]) / 100.0; }
        }
        System.out.printf("%-36s wall %7.4f s  CPU %7.4f s  (sys %6.3f s, %8.0f minor faults per pass; means)%n",
                name, median(wall), median(cpu), mean(sys), mean(flt));
    }

    private static double median(double[] a) { double[] s = a.clone(); Arrays.sort(s); return s[s.length / 2]; }

    private static double mean(double[] a) { return Arrays.stream(a).sum() / a.length; }

    /** Minor faults and system CPU ticks of this process. */
    private static long[] procStat() throws Exception {
        String s = Files.readString(Path.of("/proc/self/stat"));
        String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
        return new long[] {Long.parseLong(f[7]), Long.parseLong(f[12])};
    }
}
