package flashr.bench;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The fixed cost of one pass on small data: the suite's single-pass workloads (sum, colSums,
 * crossprod, an element-wise chain, cumsum of a column) over X of n x 8 doubles held by the
 * engine, timed pass by pass from the first (cold JIT) on, then the median of the warm passes.
 * Prints wall and CPU (all Java threads) per pass. Usage:
 * {@code SmallPassBench [rows=200000] [threads=2] [reps=200]}.
 */
public final class SmallPassBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) throws Exception {
        long n = args.length > 0 ? (long) Double.parseDouble(args[0]) : 200_000L;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        int p = 8;
        System.out.printf("small passes: X = %d x %d doubles, %d threads; load average %s%n",
                n, p, threads, Files.readString(Path.of("/proc/loadavg")).trim());
        try (Engine e = new Engine(EngineConfig.builder().threads(threads).build())) {
            double[] data = new double[(int) (n * p)];
            java.util.Random rnd = new java.util.Random(42);
            for (int i = 0; i < data.length; i++) data[i] = rnd.nextDouble() * 2 - 1;
            Matrix x = e.fromArray(data, n, p);
            e.materialize(x);
            Matrix first = e.selectCols(x, new int[] {0});
            report("sum", reps, e, () -> e.agg(x, AggOp.SUM));
            report("colSums", reps, e, () -> e.aggCol(x, AggOp.SUM));
            report("crossprod", reps, e, () -> e.innerProd(x.t(), x, BinaryOp.MUL, BinaryOp.ADD));
            report("sum(sqrt(abs(X)) * 2 + 1)", reps, e, () -> e.agg(e.mapply(e.mapply(
                    e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), 1.0, BinaryOp.ADD), AggOp.SUM));
            report("cumsum(X[, 1])", reps, e, () -> e.cumCol(first, BinaryOp.ADD));
        }
    }

    /** CPU time of all live threads, in ns (the workers outlive a pass). */
    private static long threadsCpu() {
        long s = 0;
        for (long id : THREADS.getAllThreadIds()) { long t = THREADS.getThreadCpuTime(id); if (t > 0) s += t; }
        return s;
    }

    private static void report(String name, int reps, Engine e, Supplier<Matrix> dag) {
        double[] wall = new double[reps], cpu = new double[reps];
        for (int r = 0; r < reps; r++) {
            Matrix m = dag.get();
            long c0 = threadsCpu(), t0 = System.nanoTime();
            e.materialize(m);
            wall[r] = (System.nanoTime() - t0) / 1e6;
            cpu[r] = (threadsCpu() - c0) / 1e6;
        }
        int warm = Math.max(1, reps / 2);
        System.out.printf("%-28s first %8.2f / %8.2f ms, passes 2-5 %7.2f / %7.2f ms, warm median %6.3f / %6.3f ms (wall / CPU)%n",
                name, wall[0], cpu[0], sum(wall, 1, 5), sum(cpu, 1, 5),
                median(Arrays.copyOfRange(wall, reps - warm, reps)), median(Arrays.copyOfRange(cpu, reps - warm, reps)));
    }

    private static double sum(double[] a, int from, int to) {
        double s = 0;
        for (int i = from; i < Math.min(to, a.length); i++) s += a[i];
        return s;
    }

    private static double median(double[] a) { double[] s = a.clone(); Arrays.sort(s); return s[s.length / 2]; }
}
