package flashr.bench;

import flashr.linalg.Backend;
import flashr.linalg.Blas;
import flashr.linalg.Lapack;
import flashr.linalg.Linalg;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

/**
 * The operations of bench/linalg/openblas-c.c through flashr's linalg module, on native segments:
 * dgemm for each size given, then solve (dgesv with the identity), chol, eigen (dsyevr) and svd
 * (dgesdd) at one size; with {@code java}, the Java fallback's dgemm instead. Same output format
 * as the C driver, best of three runs.
 * Usage: LinalgBench native|java|heap|versus GEMM-SIZES LAPACK-SIZE [RUNS]
 * ({@code heap}: the native backend on Java arrays, as R values reach it; {@code versus}: the
 * native and Java dgemm taking turns in one JVM on the same arrays, so a busy machine's slow
 * moments fall on both, with the ratio of their best runs).
 */
public final class LinalgBench {
    private static int RUNS = 3;
    private static final ValueLayout.OfDouble D = ValueLayout.JAVA_DOUBLE;

    private LinalgBench() {}

    public static void main(String[] args) {
        String which = args.length > 0 ? args[0] : "native";
        String gemms = args.length > 1 ? args[1] : "2000,4000";
        int nl = args.length > 2 ? Integer.parseInt(args[2]) : 2000;
        if (args.length > 3) RUNS = Integer.parseInt(args[3]);
        if (which.equals("versus")) {
            versus(gemms);
            return;
        }
        Backend backend = which.equals("java") ? Linalg.javaBackend() : Linalg.nativeBackend().orElseThrow();
        backend.setThreads(threads());
        System.out.println("# " + backend.description() + (which.equals("heap") ? ", on Java arrays" : ""));
        boolean heap = which.equals("heap");
        Blas blas = backend.blas();
        try (Arena arena = Arena.ofConfined()) {
            for (String tok : gemms.split(",")) {
                int n = Integer.parseInt(tok.trim());
                MemorySegment a = random(arena, n * n, 1, heap), b = random(arena, n * n, 2, heap), c = zeros(arena, n * n, heap);
                double best = Double.MAX_VALUE;
                for (int r = 0; r < RUNS; r++) {
                    long t0 = now();
                    blas.dgemm('N', 'N', n, n, n, 1, a, n, b, n, 0, c, n);
                    best = Math.min(best, (now() - t0) * 1e-9);
                }
                report("dgemm", n, best, 2.0 * n * n * n);
            }
            if (which.equals("java") || nl <= 0) return;
            lapack(backend.lapack().orElseThrow(), blas, arena, nl, heap);
        }
    }

    private static final boolean CPU = "1".equals(System.getenv("BENCH_CPU"));

    /**
     * Nanoseconds: the process's CPU time with BENCH_CPU=1 (a busy machine's scheduling then
     * counts less; meaningful for one thread), else the monotonic clock.
     */
    private static long now() {
        if (CPU && java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return System.nanoTime();
    }

    /** The threads each backend gets: {@code -Dflashr.threads}, else the cores (as flashr's --threads). */
    private static int threads() {
        return Integer.getInteger("flashr.threads", Runtime.getRuntime().availableProcessors());
    }

    private static void versus(String gemms) {
        Backend nat = Linalg.nativeBackend().orElseThrow(), jav = Linalg.javaBackend();
        nat.setThreads(threads());
        jav.setThreads(threads());
        System.out.println("# " + nat.description() + " against " + jav.description());
        for (String tok : gemms.split(",")) {
            int n = Integer.parseInt(tok.trim());
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment a = random(arena, n * n, 1, false), b = random(arena, n * n, 2, false), c = zeros(arena, n * n, false);
                double bestN = Double.MAX_VALUE, bestJ = Double.MAX_VALUE;
                for (int r = 0; r < RUNS + 1; r++) {
                    long t0 = now();
                    nat.blas().dgemm('N', 'N', n, n, n, 1, a, n, b, n, 0, c, n);
                    long t1 = now();
                    jav.blas().dgemm('N', 'N', n, n, n, 1, a, n, b, n, 0, c, n);
                    long t2 = now();
                    if (r == 0) continue;   // the Java kernel's first run is its compilation
                    bestN = Math.min(bestN, (t1 - t0) * 1e-9);
                    bestJ = Math.min(bestJ, (t2 - t1) * 1e-9);
                }
                report("dgemm-native", n, bestN, 2.0 * n * n * n);
                report("dgemm-java", n, bestJ, 2.0 * n * n * n);
                System.out.printf("java/native %5d %9.2f x%n", n, bestJ / bestN);
            }
        }
    }

    private static void lapack(Lapack l, Blas blas, Arena arena, int n, boolean heap) {
        long nn = (long) n * n;
        MemorySegment a = random(arena, (int) nn, 3, heap);
        MemorySegment w = zeros(arena, (int) nn, heap), x = zeros(arena, (int) nn, heap);
        MemorySegment ipiv = heap ? MemorySegment.ofArray(new int[2 * n]) : arena.allocate(ValueLayout.JAVA_INT, 2L * n);
        double best = Double.MAX_VALUE;
        for (int r = 0; r < RUNS; r++) {
            w.copyFrom(a);
            x.fill((byte) 0);
            for (int i = 0; i < n; i++) x.setAtIndex(D, i + (long) i * n, 1);
            long t0 = now();
            l.dgesv(n, n, w, n, ipiv, x, n);
            best = Math.min(best, (now() - t0) * 1e-9);
        }
        report("solve", n, best, 8.0 / 3 * n * n * (double) n);
        MemorySegment spd = zeros(arena, (int) nn, heap);
        blas.dgemm('T', 'N', n, n, n, 1, a, n, a, n, 0, spd, n);
        for (int i = 0; i < n; i++) spd.setAtIndex(D, i + (long) i * n, spd.getAtIndex(D, i + (long) i * n) + n);
        best = Double.MAX_VALUE;
        for (int r = 0; r < RUNS; r++) {
            w.copyFrom(spd);
            long t0 = now();
            l.dpotrf('U', n, w, n);
            best = Math.min(best, (now() - t0) * 1e-9);
        }
        report("chol", n, best, n * (double) n * n / 3);
        MemorySegment vals = zeros(arena, n, heap);
        best = Double.MAX_VALUE;
        for (int r = 0; r < RUNS; r++) {
            w.copyFrom(spd);
            long t0 = now();
            l.dsyevr('V', 'A', 'L', n, w, n, 0, 0, 0, 0, 0, new int[1], vals, x, n, ipiv);
            best = Math.min(best, (now() - t0) * 1e-9);
        }
        report("eigen", n, best, 0);
        MemorySegment u = zeros(arena, (int) nn, heap);
        best = Double.MAX_VALUE;
        for (int r = 0; r < RUNS; r++) {
            w.copyFrom(a);
            long t0 = now();
            l.dgesdd('S', n, n, w, n, vals, u, n, x, n);
            best = Math.min(best, (now() - t0) * 1e-9);
        }
        report("svd", n, best, 0);
        MemorySegment jpvt = heap ? MemorySegment.ofArray(new int[n]) : arena.allocate(ValueLayout.JAVA_INT, n);
        best = Double.MAX_VALUE;
        for (int r = 0; r < RUNS; r++) {
            w.copyFrom(a);
            jpvt.fill((byte) 0);
            long t0 = now();
            l.dgeqp3(n, n, w, n, jpvt, vals);
            best = Math.min(best, (now() - t0) * 1e-9);
        }
        report("qrLAPACK", n, best, 0);
    }

    private static MemorySegment random(Arena arena, int n, long seed, boolean heap) {
        Random r = new Random(seed);
        MemorySegment s = zeros(arena, n, heap);
        for (long i = 0; i < n; i++) s.setAtIndex(D, i, r.nextDouble() - 0.5);
        return s;
    }

    private static MemorySegment zeros(Arena arena, int n, boolean heap) {
        return heap ? MemorySegment.ofArray(new double[n]) : arena.allocate(D, n);
    }

    private static void report(String what, int n, double s, double flops) {
        if (flops > 0) System.out.printf("%-8s %5d %9.3f s %8.1f GFLOP/s%n", what, n, s, flops / s * 1e-9);
        else System.out.printf("%-8s %5d %9.3f s%n", what, n, s);
        System.out.flush();
    }
}
