package flashr.bench;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Out of core against in memory: X = rows x 8 doubles, once in memory (budget large enough) and
 * once on the file store under a small memory budget, and colSums, sum(sqrt(abs(X)) * 2 + 1) and
 * crossprod on each (median of reps after a warm-up). The disk's O_DIRECT read bandwidth is
 * measured in the same run; effective GB/s = bytes of X / time.
 *
 * <p>Arguments: [rows] [threads] [reps] [dataDir] [budgetMB]; defaults 4M rows, 2 threads, 3,
 * target/ooc-bench, 512.
 */
public final class OutOfCoreBench {
    private OutOfCoreBench() {}

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0]) : 4_000_000L;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Path dir = Path.of(args.length > 3 ? args[3] : "target/ooc-bench");
        long budgetMb = args.length > 4 ? Long.parseLong(args[4]) : 512;
        long xBytes = rows * 8 * 8;
        System.out.printf("X = %d x 8 doubles = %.2f GB; %d threads; budget for the file store run %d MB%n", rows, xBytes / 1e9, threads, budgetMb);
        DiskBandwidth.Result disk = DiskBandwidth.measure(dir, Math.min(xBytes, 2L << 30), 2);
        System.out.printf("disk read bandwidth (%s, 8 MB reads): %.2f GB/s%n", disk.direct() ? "O_DIRECT" : "buffered", disk.gbPerSec());
        double mem = ReadBandwidth.measure(Math.min(xBytes, 1L << 30), threads, 3);
        System.out.printf("memory read bandwidth (Java, %d threads): %.2f GB/s%n", threads, mem);

        List<String> names = List.of("colSums(X)", "sum(sqrt(abs(X)) * 2 + 1)", "crossprod(X)");
        List<Function<Object[], Matrix>> work = List.of(
                a -> ((Engine) a[0]).aggCol((Matrix) a[1], AggOp.SUM),
                a -> { Engine e = (Engine) a[0]; Matrix x = (Matrix) a[1];
                       return e.agg(e.mapply(e.mapply(e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), 1.0, BinaryOp.ADD), AggOp.SUM); },
                a -> { Engine e = (Engine) a[0]; Matrix x = (Matrix) a[1]; return e.innerProd(x.t(), x, BinaryOp.MUL, BinaryOp.ADD); });

        double[] inMem = run(EngineConfig.builder().threads(threads).memoryBudget(Math.max(4L << 30, 2 * xBytes))
                .dataDirs(List.of(dir)).build(), rows, true, work, reps);
        double[] ooc = run(EngineConfig.builder().threads(threads).memoryBudget(budgetMb << 20).dataDirs(List.of(dir)).build(), rows, false, work, reps);
        System.out.println("| workload | in memory | file store | out-of-core / in-memory | file store GB/s | share of disk bandwidth |");
        System.out.println("|---|---|---|---|---|---|");
        for (int k = 0; k < names.size(); k++)
            System.out.printf("| %s | %.3f s | %.3f s | %.2f | %.2f | %.0f%% |%n", names.get(k), inMem[k], ooc[k], ooc[k] / inMem[k],
                    xBytes / ooc[k] / 1e9, 100 * xBytes / ooc[k] / 1e9 / disk.gbPerSec());
        System.out.printf("memory / disk bandwidth ratio (bounds out-of-core / in-memory for streaming): %.1f%n", mem / disk.gbPerSec());
    }

    private static double[] run(EngineConfig c, long rows, boolean inMemory, List<Function<Object[], Matrix>> work, int reps) {
        double[] med = new double[work.size()];
        try (Engine e = new Engine(c)) {
            Matrix x = e.runif(rows, 8, -1, 1, 42);
            e.setCache(x, true, inMemory);
            long t0 = System.nanoTime();
            e.materialize(x);
            System.out.printf("%s: X made in %.2f s (%s); %s%n", inMemory ? "in memory" : "file store", (System.nanoTime() - t0) / 1e9,
                    e.inMemory(x) ? "memory" : "files", inMemory ? "" : e.storageDescription());
            for (int k = 0; k < work.size(); k++) {
                e.materialize(work.get(k).apply(new Object[] {e, x}));   // warm-up
                double[] t = new double[reps];
                for (int r = 0; r < reps; r++) {
                    Matrix m = work.get(k).apply(new Object[] {e, x});
                    long s = System.nanoTime();
                    e.materialize(m);
                    t[r] = (System.nanoTime() - s) / 1e9;
                }
                Arrays.sort(t);
                med[k] = t[reps / 2];
            }
            if (!inMemory) System.out.printf("file store: pool peak %.1f MB, I/O buffers high water %.1f MB%n",
                    e.memory().peakBytes() / 1e6, e.storage().buffers().highWater() / 1e6);
        }
        return med;
    }
}
