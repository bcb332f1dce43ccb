package flashr.bench;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Out of core against in memory: X = rows x 8 doubles, once on the file store under a small
 * memory budget and once in memory, and on each the streaming aggregations and the paper's
 * algorithms that run as one pass (colSums, sum(sqrt(abs(X)) * 2 + 1), crossprod, correlation's
 * pass (colSums and crossprod together), one k-means step, one logistic-regression gradient),
 * median of reps after a warm-up. The disk's O_DIRECT read bandwidth is measured in the same run,
 * before and after the file-store passes, with one request in flight and with as many as the
 * store's I/O threads keep; effective GB/s = bytes read / time. The file-store run comes first,
 * so the process's peak RSS after it is that run's; the load average is printed at both ends
 * (the machine is shared). Per workload the table also gives the bytes one file-store run read
 * from files (a workload of two of X's columns reads those alone) and the peak RSS of its runs
 * in each mode (the kernel's high-water mark, reset before each workload through
 * /proc/self/clear_refs where the kernel allows it).
 *
 * <p>Arguments: [rows] [threads] [reps] [dataDir] [budgetMB]; defaults 4M rows, 2 threads, 3,
 * target/ooc-bench, 512.
 */
public final class OutOfCoreBench {
    private OutOfCoreBench() {}

    /** A workload: its name, the columns it reads (X's 8, or 9 with y), and its DAG. */
    private record Work(String name, int cols, BiFunction<Engine, Matrix[], Matrix[]> dag) { }

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0]) : 4_000_000L;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Path dir = Path.of(args.length > 3 ? args[3] : "target/ooc-bench");
        long budgetMb = args.length > 4 ? Long.parseLong(args[4]) : 512;
        long xBytes = rows * 8 * 8;
        System.out.printf("X = %d x 8 doubles = %.2f GB; %d threads; budget for the file store run %d MB; load average %s%n",
                rows, xBytes / 1e9, threads, budgetMb, loadAverage());
        DiskBandwidth.Result before = probe(dir, xBytes);
        double mem = ReadBandwidth.measure(Math.min(xBytes, 256L << 20), threads, 3);   // a heap array: fits a 1 GB heap
        System.out.printf("memory read bandwidth (Java, %d threads): %.2f GB/s%n", threads, mem);

        double[] centers = new double[10 * 8];
        for (int k = 0; k < centers.length; k++) centers[k] = Math.sin(k) * 0.5;
        double[] w = {0.1, -0.2, 0.3, -0.1, 0.05, 0.2, -0.3, 0.1};
        List<Work> work = List.of(
                new Work("colSums(X)", 8, (e, d) -> new Matrix[] {e.aggCol(d[0], AggOp.SUM)}),
                new Work("colSums(X[, 1:2]) (two of 8 columns)", 2, (e, d) -> new Matrix[] {e.aggCol(e.selectCols(d[0], new int[] {0, 1}), AggOp.SUM)}),
                new Work("sum(sqrt(abs(X)) * 2 + 1)", 8, (e, d) -> new Matrix[] {e.agg(EngineBench.sqrtAbs(e, d[0]), AggOp.SUM)}),
                new Work("crossprod(X)", 8, (e, d) -> new Matrix[] {e.innerProd(d[0].t(), d[0], BinaryOp.MUL, BinaryOp.ADD)}),
                new Work("correlation (colSums + crossprod, one pass)", 8,
                        (e, d) -> new Matrix[] {e.aggCol(d[0], AggOp.SUM), e.innerProd(d[0].t(), d[0], BinaryOp.MUL, BinaryOp.ADD)}),
                new Work("k-means step, k = 10", 8, (e, d) -> EngineBench.kmeans(e, d[0], e.fromArray(centers, 10, 8))),
                new Work("logistic-regression gradient (X and y)", 9,
                        (e, d) -> new Matrix[] {EngineBench.logregGradient(e, d[0], d[1], e.fromArray(w, 8, 1))}));

        Runs oocRuns = run(EngineConfig.builder().threads(threads).memoryBudget(budgetMb << 20).dataDirs(List.of(dir)).build(), rows, false, work, reps);
        double[] ooc = oocRuns.median();
        System.out.printf("peak RSS of the process after the file-store run: %.0f MB; load average %s%n", peakRssKb() / 1024.0, loadAverage());
        DiskBandwidth.Result after = probe(dir, xBytes);
        Runs memRuns = run(EngineConfig.builder().threads(threads).memoryBudget(Math.max(4L << 30, 3 * xBytes))
                .dataDirs(List.of(dir)).build(), rows, true, work, reps);
        double[] inMem = memRuns.median();
        double disk = Math.max(before.best(), after.best());
        System.out.printf("disk bandwidth for the shares: %.2f GB/s (best probe); load average at the end %s%n", disk, loadAverage());
        System.out.println("| workload | in memory | file store | out-of-core / in-memory | file store GB/s | share of disk bandwidth | MB read from files per run | peak RSS, file store / in memory |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        for (int k = 0; k < work.size(); k++) {
            double bytes = rows * work.get(k).cols() * 8.0;
            System.out.printf("| %s | %.3f s | %.3f s | %.2f | %.2f | %.0f%% | %.0f | %s / %s |%n", work.get(k).name(), inMem[k], ooc[k], ooc[k] / inMem[k],
                    bytes / ooc[k] / 1e9, 100 * bytes / ooc[k] / 1e9 / disk, oocRuns.bytesRead()[k] / 1e6, mb(oocRuns.rssKb()[k]), mb(memRuns.rssKb()[k]));
        }
        System.out.printf("memory / disk bandwidth ratio (bounds out-of-core / in-memory for streaming): %.1f%n", mem / disk);
    }

    private static DiskBandwidth.Result probe(Path dir, long xBytes) throws Exception {
        // as many requests in flight as the store's I/O threads (Storage: max(4, 2 per directory))
        DiskBandwidth.Result r = DiskBandwidth.measure(dir, Math.min(xBytes, 2L << 30), 2, 4);
        System.out.printf("disk read bandwidth (%s, 8 MB reads): %.2f GB/s with one request in flight, %.2f GB/s with %d%n",
                r.direct() ? "O_DIRECT" : "buffered", r.gbPerSec(), r.parallelGbPerSec(), r.parallel());
        return r;
    }

    /** Per workload: the median time, the peak RSS of its runs (KB; -1 where it could not be reset), bytes read from files by one run. */
    private record Runs(double[] median, long[] rssKb, long[] bytesRead) { }

    private static String mb(long kb) { return kb < 0 ? "n/a" : String.format("%.0f MB", kb / 1024.0); }

    private static Runs run(EngineConfig c, long rows, boolean inMemory, List<Work> work, int reps) {
        double[] med = new double[work.size()];
        long[] rss = new long[work.size()];
        long[] read = new long[work.size()];
        try (Engine e = new Engine(c)) {
            Matrix x = e.runif(rows, 8, -1, 1, 42);
            Matrix y = e.mapply(e.runif(rows, 1, 0, 1, 7), 0.5, BinaryOp.GT);
            e.setCache(x, true, inMemory);
            e.setCache(y, true, inMemory);
            long t0 = System.nanoTime();
            e.materialize(x, y);
            System.out.printf("%s: X and y made in %.2f s (%s); %s%n", inMemory ? "in memory" : "file store", (System.nanoTime() - t0) / 1e9,
                    e.inMemory(x) ? "memory" : "files", inMemory ? "" : e.storageDescription());
            Matrix[] data = {x, y};
            for (int k = 0; k < work.size(); k++) {
                boolean reset = resetPeakRss();
                e.materialize(work.get(k).dag().apply(e, data));   // warm-up
                double[] t = new double[reps];
                for (int r = 0; r < reps; r++) {
                    Matrix[] m = work.get(k).dag().apply(e, data);
                    long b0 = inMemory ? 0 : e.storage().bytesRead();
                    long s = System.nanoTime();
                    e.materialize(m);
                    t[r] = (System.nanoTime() - s) / 1e9;
                    if (!inMemory) read[k] = e.storage().bytesRead() - b0;
                }
                rss[k] = reset ? peakRssKb() : -1;
                Arrays.sort(t);
                med[k] = t[reps / 2];
                System.out.printf("  %s: %s%n", work.get(k).name(), Arrays.toString(t));
            }
            if (!inMemory) System.out.printf("file store: pool peak %.1f MB, I/O buffers high water %.1f MB%n",
                    e.memory().peakBytes() / 1e6, e.storage().buffers().highWater() / 1e6);
        }
        return new Runs(med, rss, read);
    }

    /** Resets the kernel's peak RSS of this process (Linux 4.0 and later); false where it cannot. */
    private static boolean resetPeakRss() {
        try {
            Files.writeString(Path.of("/proc/self/clear_refs"), "5");
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    private static String loadAverage() {
        try { return Files.readString(Path.of("/proc/loadavg")).trim(); } catch (Exception e) { return "unknown"; }
    }

    /** VmHWM of /proc/self/status in KB (0 where there is none). */
    private static long peakRssKb() {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/self/status")))
                if (l.startsWith("VmHWM:")) return Long.parseLong(l.replaceAll("[^0-9]", ""));
        } catch (Exception ignored) { }
        return 0;
    }
}
