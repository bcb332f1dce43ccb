package flashr.bench;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.codegen.CompiledKernels;
import flashr.engine.exec.KernelFactory;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;

import java.util.Arrays;
import java.util.function.Function;

/**
 * Compiled fusion regions against the interpreting kernel on the same data in one JVM, runs
 * alternating between the two engines so that a shared machine's load falls on both alike.
 * Usage: {@code FusedBench [rows=4000000] [threads=2] [reps=7] [baseline=interpreting|regions|blocks]};
 * prints medians of wall time and of process CPU time (which other processes' load disturbs less)
 * and their ratios. Baseline {@code regions}: compiled regions without product folds; {@code blocks}:
 * compiled regions that write blocks for their sinks (no loop feeds a sink).
 */
public final class FusedBench {
    public static void main(String[] args) {
        long n = args.length > 0 ? Long.parseLong(args[0]) : 4_000_000L;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 7;
        String baseline = args.length > 3 ? args[3] : "interpreting";
        int p = 8;
        System.out.printf("fused bench: X = %d x %d doubles, %d threads, median of %d alternating runs, baseline %s%n", n, p, threads, reps, baseline);
        KernelFactory base = switch (baseline) {
            case "regions" -> CompiledKernels.regionsOnly();
            case "blocks" -> CompiledKernels.blocksToSinks();
            default -> KernelFactory.INTERPRETING;
        };
        try (Engine ci = new Engine(config(threads, n * p * 8, CompiledKernels.factory())); Engine ii = new Engine(config(threads, n * p * 8, base))) {
            Workloads c = new Workloads(ci, n, p), i = new Workloads(ii, n, p);
            run("sum(sqrt(abs(X))*2+1)", reps, c, i, w -> new Matrix[] {w.e.agg(EngineBench.sqrtAbs(w.e, w.x), AggOp.SUM)});
            run("colSums(sqrt(abs(X))*2+1)", reps, c, i, w -> new Matrix[] {w.e.aggCol(EngineBench.sqrtAbs(w.e, w.x), AggOp.SUM)});
            run("max(abs(X - 0.5) * 3)", reps, c, i, w -> new Matrix[] {w.e.agg(w.e.mapply(w.e.sapply(w.e.mapply(w.x, 0.5, BinaryOp.SUB), UnaryOp.ABS), 3.0, BinaryOp.MUL), AggOp.MAX)});
            run("logistic-regression gradient", reps, c, i, w -> new Matrix[] {EngineBench.logregGradient(w.e, w.x, w.y, w.w)});
            run("rowSums((X - 0.5)^2)", reps, c, i, w -> new Matrix[] {w.e.aggRow(w.e.mapply(w.e.mapply(w.x, 0.5, BinaryOp.SUB), 2.0, BinaryOp.POW), AggOp.SUM)});
            run("which.max(abs(X) * 2 - 1) per row", reps, c, i, w -> new Matrix[] {w.e.aggRow(w.e.mapply(w.e.mapply(w.e.sapply(w.x, UnaryOp.ABS), 2.0, BinaryOp.MUL), 1.0, BinaryOp.SUB), AggOp.WHICH_MAX)});
            run("k-means step, X %*% t(C) form", reps, c, i, w -> EngineBench.kmeansByProduct(w.e, w.x, w.c, w.cc));
        }
    }

    private static EngineConfig config(int threads, long bytes, KernelFactory kernels) {
        return EngineConfig.builder().threads(threads).memoryBudget(Math.max(4L << 30, bytes * 3)).kernels(kernels).build();
    }

    /** The data of one engine. */
    private static final class Workloads {
        final Engine e;
        final Matrix x, y, w, c, cc;

        Workloads(Engine e, long n, int p) {
            this.e = e;
            x = e.runif(n, p, -1, 1, 42);
            y = e.mapply(e.runif(n, 1, 0, 1, 7), 0.5, BinaryOp.GT);
            e.materialize(x, y);
            w = e.fromArray(new double[] {0.1, -0.2, 0.3, -0.1, 0.05, 0.2, -0.3, 0.1}, p, 1);
            double[] centers = new double[10 * p], norms = new double[10];
            for (int k = 0; k < centers.length; k++) centers[k] = Math.sin(k) * 0.5;
            for (int k = 0; k < 10; k++) for (int j = 0; j < p; j++) norms[k] += centers[j * 10 + k] * centers[j * 10 + k];
            c = e.fromArray(centers, 10, p);
            cc = e.fromArray(norms, 10, 1);
        }
    }

    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

    private static void run(String name, int reps, Workloads c, Workloads i, Function<Workloads, Matrix[]> dag) {
        double[] tc = new double[reps], ti = new double[reps], cc = new double[reps], ci = new double[reps];
        for (int r = -3; r < reps; r++) {
            double[] a = time(i, dag), b = time(c, dag);
            if (r >= 0) { ti[r] = a[0]; ci[r] = a[1]; tc[r] = b[0]; cc[r] = b[1]; }
        }
        for (double[] t : new double[][] {tc, ti, cc, ci}) Arrays.sort(t);
        int m = reps / 2;
        System.out.printf("%-36s wall: baseline %7.4f s  compiled %7.4f s  (%4.2fx)   CPU: %7.4f s  %7.4f s  (%4.2fx)%n",
                name, ti[m], tc[m], ti[m] / tc[m], ci[m], cc[m], ci[m] / cc[m]);
    }

    /** Wall seconds and process CPU seconds (robust to other processes' load) of one materialization. */
    private static double[] time(Workloads w, Function<Workloads, Matrix[]> dag) {
        Matrix[] ms = dag.apply(w);
        long c0 = OS.getProcessCpuTime();
        long t0 = System.nanoTime();
        w.e.materialize(ms);
        for (Matrix m : ms) if (m.toDoubleArray().length < 0) throw new AssertionError();
        return new double[] {(System.nanoTime() - t0) / 1e9, (OS.getProcessCpuTime() - c0) / 1e9};
    }
}
