package flashr.linalg;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** dgemm of the native backend and of the Java fallback against the definition, on random shapes. */
class GemmDifferentialTest {
    private static final int[] SIZES = {0, 1, 2, 3, 7, 8, 9, 13, 17, 31, 64, 97};

    static List<Blas> backends() {
        List<Blas> list = new ArrayList<>();
        list.add(Linalg.javaBackend().blas());
        Linalg.nativeBackend().ifPresent(b -> list.add(b.blas()));
        return list;
    }

    @Test
    void randomShapesEveryTransposition() {
        Random r = new Random(42);
        for (Blas blas : backends()) {
            for (int trial = 0; trial < 300; trial++) {
                int m = SIZES[r.nextInt(SIZES.length)], n = SIZES[r.nextInt(SIZES.length)], k = SIZES[r.nextInt(SIZES.length)];
                check(blas, r, m, n, k, r.nextBoolean(), r.nextBoolean(), r.nextInt(3), r.nextBoolean());
            }
        }
    }

    @Test
    void largeProductsTakeTheStagedAndParallelPaths() {
        Random r = new Random(7);
        for (Blas blas : backends()) {
            check(blas, r, 301, 277, 263, false, false, 1, false);   // heap, over the in-place limit: staged copies
            check(blas, r, 290, 310, 300, true, true, 2, true);      // native segments
            check(blas, r, 1000, 3, 250, false, true, 0, false);     // tall result: split by rows
        }
    }

    @Test
    void nativeAgreesWithFallbackOnNonFiniteValues() {
        assumeTrue(Linalg.nativeBackend().isPresent(), "no native library on this machine");
        double[] a = {1, Double.NaN, 3, 4};
        double[] b = {Double.POSITIVE_INFINITY, 0, 1, 2};
        double[] c1 = new double[4], c2 = new double[4];
        Linalg.nativeBackend().get().blas().dgemm('N', 'N', 2, 2, 2, 1, MemorySegment.ofArray(a), 2, MemorySegment.ofArray(b), 2, 0,
                MemorySegment.ofArray(c1), 2);
        Linalg.javaBackend().blas().dgemm('N', 'N', 2, 2, 2, 1, MemorySegment.ofArray(a), 2, MemorySegment.ofArray(b), 2, 0,
                MemorySegment.ofArray(c2), 2);
        Matrices.assertClose(Matrices.gemm(false, false, 2, 2, 2, 1, a, 2, b, 2, 0, new double[4], 2), c1, 0, "native");
        Matrices.assertClose(c1, c2, 0, "java vs native");
    }

    /** betaKind: 0 → beta 0 over a NaN-filled C (must be ignored, as BLAS does), 1 → beta 1, 2 → beta -0.5. */
    private static void check(Blas blas, Random r, int m, int n, int k, boolean ta, boolean tb, int betaKind, boolean nativeMemory) {
        int lda = Math.max(1, (ta ? k : m) + r.nextInt(3));
        int ldb = Math.max(1, (tb ? n : k) + r.nextInt(3));
        int ldc = Math.max(1, m + r.nextInt(3));
        double[] a = Matrices.random(r, lda * (ta ? m : k));
        double[] b = Matrices.random(r, ldb * (tb ? k : n));
        double[] c = Matrices.random(r, ldc * n);
        double beta = betaKind == 0 ? 0 : betaKind == 1 ? 1 : -0.5;
        if (betaKind == 0) java.util.Arrays.fill(c, Double.NaN);
        double alpha = r.nextBoolean() ? 1 : 1.75;
        double[] expected = Matrices.gemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
        // rows past m in each column of C are outside the product: BLAS leaves them alone
        for (int j = 0; j < n; j++) for (int i = m; i < ldc; i++) expected[i + j * ldc] = c[i + j * ldc];
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment cs = Matrices.segment(c, nativeMemory, arena);
            blas.dgemm(ta ? 'T' : 'N', tb ? 'T' : 'N', m, n, k, alpha, Matrices.segment(a, nativeMemory, arena), lda,
                    Matrices.segment(b, nativeMemory, arena), ldb, beta, cs, ldc);
            String what = blas.getClass().getSimpleName() + " " + m + "x" + n + "x" + k + " ta=" + ta + " tb=" + tb + " beta=" + beta;
            Matrices.assertClose(expected, Matrices.toArray(cs, c.length), 1e-12 * Math.max(1, k), what);
        }
    }
}
