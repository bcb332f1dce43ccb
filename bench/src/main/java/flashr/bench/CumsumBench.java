package flashr.bench;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The peers' cumsum and sum as engine passes alone: X = n x 8 runif(-1, 1)-like doubles (multiples
 * of 2^-31) viewed where the Java heap holds them, as an R matrix enters the engine; {@code cumsum}
 * is cum.col(+) of its first column (R's long double order), {@code sum} the long double sum of
 * X, {@code plain} a numpy-like double sum of the same array (eight accumulators, the array split
 * between the threads) for the memory pass's own cost. Each pass after 8 warm-ups, the previous
 * result collected first (so a store reuses the pool's memory, as in a script); the warm-up thread
 * is off ({@code -Dflashr.engine.warmup=false}, as it allocates while passes are timed). Prints the
 * median and least wall and CPU (all Java threads) per pass. Usage:
 * {@code CumsumBench [rows=2e7] [threads=2] [reps=15] [cumsum|sum|plain]}.
 */
public final class CumsumBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final AtomicLong PLAIN_CPU = new AtomicLong();

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? (int) Double.parseDouble(args[0]) : 20_000_000;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 15;
        String what = args.length > 3 ? args[3] : "cumsum";
        int p = 8;
        double[] d = new double[n * p];
        Random rnd = new Random(42);
        for (int i = 0; i < d.length; i++) d[i] = (rnd.nextInt() & 0xFFFFFFFFL) * 0x1p-31 - 1;
        try (Engine e = new Engine(EngineConfig.builder().threads(threads).build())) {
            Matrix x = e.viewOfArray(d, null, ElementType.DOUBLE, n, p);
            Matrix first = e.selectCols(x, new int[] {0});
            double[] wall = new double[reps], cpu = new double[reps];
            double check = 0;
            for (int r = -8; r < reps; r++) {
                Matrix m = switch (what) { case "sum" -> e.agg(x, AggOp.SUM); case "plain" -> null; default -> e.cumCol(first, BinaryOp.ADD); };
                long c0 = threadsCpu(), t0 = System.nanoTime();
                if (m == null) check = plain(d, threads);
                else e.materialize(m);
                double tw = (System.nanoTime() - t0) / 1e6, tc = (threadsCpu() - c0 + PLAIN_CPU.getAndSet(0)) / 1e6;
                if (r >= 0) { wall[r] = tw; cpu[r] = tc; }
                if (r == reps - 1 && m != null) check = what.equals("sum") ? m.toDoubleArray()[0] : m.toDoubleArray()[n - 1];
                m = null;
                System.gc();
                Thread.sleep(30);
            }
            Arrays.sort(wall);
            Arrays.sort(cpu);
            System.out.printf("%s of %d x %d, %d threads (load %s): wall median %.1f least %.1f ms, CPU median %.1f least %.1f ms; value %.17g%n",
                    what, n, p, threads, Files.readString(Path.of("/proc/loadavg")).trim().split(" ")[0],
                    wall[reps / 2], wall[0], cpu[reps / 2], cpu[0], check);
        }
    }

    /** A plain double sum of d on its own threads (their CPU counted in PLAIN_CPU). */
    private static double plain(double[] d, int threads) throws InterruptedException {
        Thread[] ts = new Thread[threads];
        double[] part = new double[threads];
        int chunk = d.length / threads;
        for (int t = 0; t < threads; t++) {
            int tt = t;
            ts[t] = new Thread(() -> {
                int lo = tt * chunk, hi = tt == threads - 1 ? d.length : lo + chunk, i = lo;
                double a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0;
                for (; i + 8 <= hi; i += 8) {
                    a0 += d[i]; a1 += d[i + 1]; a2 += d[i + 2]; a3 += d[i + 3];
                    a4 += d[i + 4]; a5 += d[i + 5]; a6 += d[i + 6]; a7 += d[i + 7];
                }
                for (; i < hi; i++) a0 += d[i];
                part[tt] = ((a0 + a1) + (a2 + a3)) + ((a4 + a5) + (a6 + a7));
                PLAIN_CPU.addAndGet(THREADS.getCurrentThreadCpuTime());
            });
            ts[t].start();
        }
        double s = 0;
        for (int t = 0; t < threads; t++) { ts[t].join(); s += part[t]; }
        return s;
    }

    /** CPU time of all live threads, in ns (the engine's workers outlive a pass). */
    private static long threadsCpu() {
        long s = 0;
        for (long id : THREADS.getAllThreadIds()) { long t = THREADS.getThreadCpuTime(id); if (t > 0) s += t; }
        return s;
    }
}
