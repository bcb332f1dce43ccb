package flashr.bench;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * The engine's long double sums of stored doubles against a plain Java loop over the same
 * store, to find what keeps {@code sum(X)} from memory speed (issue 20): sum, colSums and the
 * chain {@code sum(sqrt(abs(X)) * 2 + 1)} of an in-memory X = rows x 8 (runif(-1, 1), as
 * bench/peers), each with the sums copying each Pcache step (the default) and reading the
 * store in place ({@code flashr.engine.sumsInPlace}, read at each pass's set-up), and the plain
 * loop: four double vectors of sums over each column of each partition, on the same threads.
 * Least and median wall and CPU (of all Java threads) of reps passes. Usage:
 * {@code SumBench [rows=2e7] [threads=2] [reps=7]}.
 */
public final class SumBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;

    public static void main(String[] args) throws Exception {
        long n = args.length > 0 ? (long) Double.parseDouble(args[0]) : 20_000_000L;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 7;
        int p = 8;
        System.out.printf("sum bench: X = %d x %d, %d threads, %d reps; load %s%n", n, p, threads, reps,
                Files.readString(Path.of("/proc/loadavg")).trim());
        try (Engine e = new Engine(EngineConfig.builder().threads(threads).memoryBudget(Math.max(4L << 30, n * p * 24)).build())) {
            Matrix x = e.runif(n, p, -1, 1, 42);
            e.materialize(x);
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            for (String only : System.getProperty("flashr.bench.only", "plain,sum,colSums,chain").split(",")) {
                switch (only) {
                    case "plain" -> report("plain vector loop", reps, () -> plain(x, n, p, threads, pool));
                    case "sum" -> both("sum(X)", reps, e, () -> e.agg(x, AggOp.SUM));
                    case "colSums" -> both("colSums(X)", reps, e, () -> e.aggCol(x, AggOp.SUM));
                    case "chain" -> both("sum(sqrt(abs(X)) * 2 + 1)", reps, e, () -> e.agg(e.mapply(e.mapply(
                            e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), 1.0, BinaryOp.ADD), AggOp.SUM));
                    default -> throw new IllegalArgumentException(only);
                }
            }
            pool.shutdown();
        }
    }

    private static void both(String name, int reps, Engine e, Supplier<Matrix> dag) throws Exception {
        for (String inPlace : new String[] {"false", "true"}) {
            System.setProperty("flashr.engine.sumsInPlace", inPlace);
            report(name + (inPlace.equals("true") ? " in place" : " copied"), reps, () -> {
                Matrix m = dag.get();
                e.materialize(m);
                return m.toDoubleArray()[0];
            });
        }
    }

    /** The plain loop: each thread takes partitions of 16K rows in turn, each column in one run. */
    private static double plain(Matrix x, long n, int p, int threads, ExecutorService pool) throws Exception {
        int part = 1 << 14;
        long parts = (n + part - 1) / part;
        java.util.concurrent.atomic.AtomicLong next = new java.util.concurrent.atomic.AtomicLong();
        @SuppressWarnings("unchecked") Future<Double>[] fs = new Future[threads];
        for (int t = 0; t < threads; t++) {
            fs[t] = pool.submit(() -> {
                DoubleVector a0 = DoubleVector.zero(S), a1 = a0, a2 = a0, a3 = a0;
                int l = S.length();
                for (long q; (q = next.getAndIncrement()) < parts; ) {
                    long r0 = q * part;
                    int len = (int) Math.min(part, n - r0);
                    for (int c = 0; c < p; c++) {
                        MemorySegment s = x.node().data().columnSlice(r0, len, c);
                        int k = 0;
                        for (; k + 4 * l <= len; k += 4 * l) {
                            a0 = a0.add(DoubleVector.fromMemorySegment(S, s, 8L * k, ByteOrder.nativeOrder()));
                            a1 = a1.add(DoubleVector.fromMemorySegment(S, s, 8L * (k + l), ByteOrder.nativeOrder()));
                            a2 = a2.add(DoubleVector.fromMemorySegment(S, s, 8L * (k + 2 * l), ByteOrder.nativeOrder()));
                            a3 = a3.add(DoubleVector.fromMemorySegment(S, s, 8L * (k + 3 * l), ByteOrder.nativeOrder()));
                        }
                    }
                }
                return a0.add(a1).add(a2).add(a3).reduceLanes(jdk.incubator.vector.VectorOperators.ADD);
            });
        }
        double s = 0;
        for (Future<Double> f : fs) s += f.get();
        return s;
    }

    interface Pass { double run() throws Exception; }

    private static void report(String name, int reps, Pass pass) throws Exception {
        double[] wall = new double[reps], cpu = new double[reps];
        double v = 0;
        for (int r = -3; r < reps; r++) {
            long c0 = threadsCpu(), t0 = System.nanoTime();
            v = pass.run();
            double tw = (System.nanoTime() - t0) / 1e9, tc = (threadsCpu() - c0) / 1e9;
            if (r >= 0) { wall[r] = tw; cpu[r] = tc; }
        }
        Arrays.sort(wall);
        Arrays.sort(cpu);
        System.out.printf("%-36s wall least %.4f median %.4f  CPU least %.4f median %.4f  (%s)%n",
                name, wall[0], wall[reps / 2], cpu[0], cpu[reps / 2], Double.toString(v));
    }

    /** CPU time of all live threads, in ns. */
    private static long threadsCpu() {
        long s = 0;
        for (long id : THREADS.getAllThreadIds()) { long t = THREADS.getThreadCpuTime(id); if (t > 0) s += t; }
        return s;
    }
}
