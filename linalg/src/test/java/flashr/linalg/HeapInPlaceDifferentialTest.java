package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Long calls on Java arrays give the same bits whether they are staged in native scratch (a busy
 * process) or passed in place while the process is quiet ({@link SafepointHold}): every routine,
 * over shapes long enough to be staged otherwise (odd sizes, transposes, NaN, Inf and -0 entries),
 * and the short and degenerate ones (0 and 1 rows), which pass in place either way.
 */
class HeapInPlaceDifferentialTest {
    private Blas blas;
    private Lapack lapack;
    private final Random r = new Random(47);

    @BeforeEach
    void needsNative() {
        assumeTrue(Linalg.nativeBackend().isPresent(), "no native library on this machine");
        blas = Linalg.nativeBackend().get().blas();
        lapack = Linalg.nativeBackend().get().lapack().orElseThrow();
    }

    @AfterEach
    void busyAgain() {
        Linalg.holdSafepointsWhen(null);
    }

    private static MemorySegment seg(double[] v) {
        return MemorySegment.ofArray(v);
    }

    private static MemorySegment seg(int[] v) {
        return MemorySegment.ofArray(v);
    }

    private static double[] asDoubles(int... v) {
        double[] d = new double[v.length];
        for (int i = 0; i < v.length; i++) d[i] = v[i];
        return d;
    }

    /** Gaussian values with a NaN, an Inf and a -0 at random places (when there is room). */
    private double[] withSpecials(int n) {
        double[] a = Matrices.random(r, n);
        if (n > 3 && r.nextBoolean()) {
            a[r.nextInt(n)] = Double.NaN;
            a[r.nextInt(n)] = Double.POSITIVE_INFINITY;
            a[r.nextInt(n)] = -0.0;
        }
        return a;
    }

    /** A symmetric positive definite n x n matrix (G'G + n I). */
    private double[] spd(int n) {
        double[] g = Matrices.random(r, n * n), s = new double[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double v = 0;
                for (int l = 0; l < n; l++) v += g[l + i * n] * g[l + j * n];
                s[i + j * n] = v + (i == j ? n : 0);
            }
        }
        return s;
    }

    /** The call's outputs staged (busy) and in place (quiet): the same bits; {@code flops} says whether they were staged. */
    private void sameBits(String what, double flops, long heapBytes, Supplier<List<double[]>> call) {
        Linalg.holdSafepointsWhen(() -> false);
        List<double[]> staged = call.get();
        Linalg.holdSafepointsWhen(() -> true);
        List<double[]> inPlace = call.get();
        assertEquals(staged.size(), inPlace.size());
        for (int i = 0; i < staged.size(); i++) assertArrayEquals(staged.get(i), inPlace.get(i), what + ", output " + i);
        boolean staysLong = flops > Staging.CRITICAL_FLOPS && flops > Staging.MEMORY_BOUND_FLOPS_PER_BYTE * heapBytes;
        if (staysLong) assertTrue(flops <= SafepointHold.HOLD_FLOPS, what + ": the quiet run held safepoints");
    }

    @Test
    void level3ProductsGiveTheSameBits() {
        int[][] shapes = {{301, 297, 333}, {400, 1, 250}, {1, 350, 420}, {0, 300, 300}, {300, 300, 0}, {256, 256, 257},
            {200 + r.nextInt(200), 200 + r.nextInt(200), 200 + r.nextInt(200)}};
        for (int[] s : shapes) {
            int m = s[0], n = s[1], k = s[2];
            for (boolean ta : new boolean[] {false, true}) {
                for (boolean tb : new boolean[] {false, true}) {
                    int lda = Math.max(1, ta ? k : m), ldb = Math.max(1, tb ? n : k);
                    double[] a = withSpecials(m * k), b = withSpecials(k * n), c0 = Matrices.random(r, m * n);
                    double beta = r.nextBoolean() ? 0 : 0.5;
                    sameBits("dgemm " + (ta ? 'T' : 'N') + (tb ? 'T' : 'N') + " " + m + "x" + n + "x" + k + " beta " + beta,
                            2.0 * m * n * k, 8L * (m * k + k * n + m * n), () -> {
                                double[] c = c0.clone();
                                blas.dgemm(ta ? 'T' : 'N', tb ? 'T' : 'N', m, n, k, 1.5, seg(a), lda, seg(b), ldb, beta, seg(c), Math.max(1, m));
                                return List.of(c);
                            });
                }
            }
        }
        for (int[] nk : new int[][] {{333, 301}, {1, 500}, {420, 1}}) {
            int n = nk[0], k = nk[1];
            double[] a = withSpecials(n * k), c0 = Matrices.random(r, n * n);
            for (char trans : new char[] {'N', 'T'}) {
                sameBits("dsyrk " + trans + " " + n + "x" + k, 1.0 * n * n * k, 8L * (n * k + n * n), () -> {
                    double[] c = c0.clone();
                    blas.dsyrk('U', trans, n, k, 1, seg(a), trans == 'N' ? n : k, 0, seg(c), n);
                    return List.of(c);
                });
            }
        }
        int m = 411, n = 389;
        double[] t = spd(m), b0 = withSpecials(m * n);
        for (char side : new char[] {'L', 'R'}) {
            int lt = side == 'L' ? m : n;
            double[] tri = side == 'L' ? t : spd(n);
            sameBits("dtrsm/dtrmm " + side, 1.0 * m * n * lt, 8L * (lt * lt + m * n), () -> {
                double[] x = b0.clone(), y = b0.clone();
                blas.dtrsm(side, 'U', 'N', 'N', m, n, 2, seg(tri), lt, seg(x), m);
                blas.dtrmm(side, 'L', 'T', 'N', m, n, 2, seg(tri), lt, seg(y), m);
                return List.of(x, y);
            });
        }
    }

    @Test
    void factorizationsGiveTheSameBits() {
        for (int n : new int[] {1, 2, 333, 410 + r.nextInt(60)}) {
            double[] s = spd(n);
            double[] finite = Matrices.random(r, n * n), rhs = Matrices.random(r, n * 3);
            long bytes = 8L * n * n;
            sameBits("dpotrf + dpotri " + n, n * (double) n * n / 3, bytes, () -> {
                double[] a = s.clone();
                int info = lapack.dpotrf('U', n, seg(a), n);
                double[] f = a.clone();
                int info2 = lapack.dpotri('U', n, seg(a), n);
                return List.of(asDoubles(info, info2), f, a);
            });
            // finite: with a NaN in the matrix OpenBLAS's pivot search depends on the data's alignment
            // (its Zen kernels), which differs between native scratch and a heap array (a flake, seen once)
            sameBits("dgesv " + n, 2.0 / 3 * n * n * n, bytes, () -> {
                double[] a = finite.clone(), b = rhs.clone();
                int[] ipiv = new int[n];
                int info = lapack.dgesv(n, 3, seg(a), n, seg(ipiv), seg(b), n);
                return List.of(asDoubles(info), a, b, asDoubles(ipiv));
            });
            sameBits("dsyevr " + n, 9.0 * n * n * n, bytes, () -> {
                double[] w = new double[n], z = new double[n * n];
                int[] m = new int[1], isuppz = new int[2 * n];
                int info = lapack.dsyevr('V', 'A', 'L', n, seg(s.clone()), n, 0, 0, 0, 0, 0, m, seg(w), seg(z), n, seg(isuppz));
                return List.of(asDoubles(info, m[0]), w, z, asDoubles(isuppz));
            });
            if (n > 400) continue; // the nonsymmetric eigenproblem and the SVD are slow at this size
            sameBits("dgeev " + n, 25.0 * n * n * n, bytes, () -> {
                double[] wr = new double[n], wi = new double[n], vr = new double[n * n];
                int info = lapack.dgeev('N', 'V', n, seg(finite.clone()), n, seg(wr), seg(wi), null, 1, seg(vr), n);
                return List.of(asDoubles(info), wr, wi, vr);
            });
            sameBits("dgesdd " + n, 8.0 * n * n * n, bytes, () -> {
                double[] a = finite.clone(), sv = new double[n], u = new double[n * n], vt = new double[n * n];
                int info = lapack.dgesdd('S', n, n, seg(a), n, seg(sv), seg(u), n, seg(vt), n);
                return List.of(asDoubles(info), sv, u, vt);
            });
            sameBits("dgeqp3 " + n, 4.0 * n * n * n, bytes, () -> {
                double[] a = finite.clone(), tau = new double[n];
                int[] jpvt = new int[n];
                int info = lapack.dgeqp3(n, n, seg(a), n, seg(jpvt), seg(tau));
                return List.of(asDoubles(info), a, tau, asDoubles(jpvt));
            });
        }
    }

    @Test
    void quietLongCallsPassInPlaceOneAtATimeUpToTheBound() {
        MemorySegment a = seg(new double[300 * 300]);
        double flops = 2.0 * 300 * 300 * 300;
        try (Staging st = new Staging(flops, a)) {
            assertFalse(st.inPlace, "busy (no predicate): staged");
        }
        Linalg.holdSafepointsWhen(() -> true);
        try (Staging st = new Staging(flops, a)) {
            assertTrue(st.inPlace && st.critical && st.holding, "quiet: in place");
            try (Staging second = new Staging(flops, a)) {
                assertFalse(second.inPlace, "a second call meanwhile stages");
            }
        }
        try (Staging st = new Staging(flops, a)) {
            assertTrue(st.holding, "the hold was given back");
        }
        try (Staging st = new Staging(SafepointHold.HOLD_FLOPS * 2, a)) {
            assertFalse(st.inPlace, "over the bound: staged");
        }
        List<Boolean> seen = new ArrayList<>();
        Linalg.holdSafepointsWhen(() -> {
            seen.add(true);
            return false;
        });
        try (Staging st = new Staging(flops, a)) {
            assertFalse(st.inPlace, "busy again");
        }
        assertEquals(1, seen.size(), "asked once per long call");
    }
}
