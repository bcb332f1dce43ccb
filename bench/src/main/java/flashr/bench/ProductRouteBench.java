package flashr.bench;

import flashr.engine.fn.VectorLoops;
import flashr.linalg.Backend;
import flashr.linalg.Blas;
import flashr.linalg.Linalg;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;
import java.util.Random;

/**
 * The measurement behind the engine's {@code ProductRoute}: one block of an engine product (a few
 * hundred rows, as a Pcache step gives it) by OpenBLAS on one thread, as a pass calls it, and by
 * the engine's loops (the row dots of a tall product, the column dots of a crossprod), the two
 * taking turns on the same arrays so that a busy machine's slow moments fall on both. Prints
 * nanoseconds per block and their ratio (under 1: the BLAS is faster).
 * Usage: ProductRouteBench [rows per block, e.g. 455,2048]
 */
public final class ProductRouteBench {
    private static final int[][] SHAPES = {{9, 1}, {1, 9}, {2, 2}, {4, 4}, {9, 3}, {3, 9}, {6, 6}, {9, 9}, {16, 16}};
    private static final int TURNS = 14, WARM = 4;

    private ProductRouteBench() {}

    public static void main(String[] args) {
        int[] lens = Arrays.stream((args.length > 0 ? args[0] : "455,2048").split(",")).mapToInt(s -> Integer.parseInt(s.trim())).toArray();
        Backend backend = Linalg.nativeBackend().orElseThrow();
        Blas blas = backend.blas();
        System.out.println("# " + backend.description() + ", one thread per call (as in a pass)");
        System.out.println("kind   rows   p   k   blas_ns  loops_ns  blas/loops");
        Random r = new Random(1);
        try (Backend.ConcurrentUse one = backend.concurrentUse()) {
            for (int[] s : SHAPES) {
                for (int len : lens) {
                    int p = s[0], k = s[1];
                    double[] x = random(r, len * p), y = random(r, len * k), w = random(r, p * k);
                    double[] block = new double[p * k], out = new double[len * k];
                    long reps = Math.max(20, 5_000_000L / ((long) len * p * k + 1000));
                    double[] cross = time(reps, () -> crossBlas(blas, x, y, len, p, k, block), () -> crossLoops(x, y, len, p, k, block));
                    report("cross", len, p, k, cross);
                    double[] tall = time(reps, () -> tallBlas(blas, x, w, len, p, k, out), () -> tallLoops(x, w, len, p, k, out));
                    report("tall", len, p, k, tall);
                }
            }
        }
    }

    /** Mean nanoseconds per call of each, over the turns after the warm ones. */
    private static double[] time(long reps, Runnable a, Runnable b) {
        double ta = 0, tb = 0;
        for (int t = 0; t < TURNS; t++) {
            long t0 = System.nanoTime();
            for (long i = 0; i < reps; i++) a.run();
            long t1 = System.nanoTime();
            for (long i = 0; i < reps; i++) b.run();
            long t2 = System.nanoTime();
            if (t >= WARM) {
                ta += t1 - t0;
                tb += t2 - t1;
            }
        }
        double n = (double) (TURNS - WARM) * reps;
        return new double[] {ta / n, tb / n};
    }

    private static void report(String kind, int len, int p, int k, double[] t) {
        System.out.printf("%-5s %6d %3d %3d %9.0f %9.0f %8.2f%n", kind, len, p, k, t[0], t[1], t[0] / t[1]);
    }

    /** t(X) %*% Y of one block as ProductPartial calls the BLAS. */
    private static void crossBlas(Blas blas, double[] x, double[] y, int len, int p, int k, double[] block) {
        MemorySegment as = MemorySegment.ofArray(x), bs = MemorySegment.ofArray(y), ts = MemorySegment.ofArray(block);
        if (k == 1) blas.dgemv('T', len, p, 1, as, len, bs, 0, ts);
        else if (p == 1) blas.dgemv('T', len, k, 1, bs, len, as, 0, ts);
        else blas.dgemm('T', 'N', p, k, len, 1, as, len, bs, len, 0, ts, p);
    }

    /** t(X) %*% Y of one block by ProductPartial's loops. */
    private static void crossLoops(double[] x, double[] y, int len, int p, int k, double[] block) {
        int[] slots = new int[4];
        Arrays.fill(block, 0);
        for (int i = 0; i < p; i++) {
            int ao = i * len, j = 0;
            for (; j + 4 <= k; j += 4) {
                slots[0] = j * p + i; slots[1] = (j + 1) * p + i; slots[2] = (j + 2) * p + i; slots[3] = (j + 3) * p + i;
                VectorLoops.dot4(x, ao, y, j * len, (j + 1) * len, (j + 2) * len, (j + 3) * len, len, block, slots);
            }
            for (; j < k; j++) block[j * p + i] += VectorLoops.dot(x, ao, y, j * len, len);
        }
    }

    /** X %*% W of one block as InnerProdTall calls the BLAS. */
    private static void tallBlas(Blas blas, double[] x, double[] w, int len, int p, int k, double[] out) {
        MemorySegment xs = MemorySegment.ofArray(x), ws = MemorySegment.ofArray(w), os = MemorySegment.ofArray(out);
        if (k == 1) blas.dgemv('N', len, p, 1, xs, len, ws, 0, os);
        else blas.dgemm('N', 'N', len, k, p, 1, xs, len, ws, p, 0, os, len);
    }

    /** X %*% W of one block by InnerProdTall's row dots. */
    private static void tallLoops(double[] x, double[] w, int len, int p, int k, double[] out) {
        int j = 0;
        for (; j + 4 <= k; j += 4) VectorLoops.rowDots4(x, len, p, w, j * p, p, out, j * len);
        for (; j < k; j++) VectorLoops.rowDots(x, len, p, w, j * p, out, j * len);
    }

    private static double[] random(Random r, int n) {
        double[] a = new double[n];
        for (int i = 0; i < n; i++) a[i] = r.nextDouble() - 0.5;
        return a;
    }
}
