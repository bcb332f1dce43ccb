package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The LAPACK workspace kept between calls ({@link Workspace}): a call on a workspace that an
 * earlier call left full of NaN gives the same bits as the same call on a fresh, zeroed one
 * (a new thread's), for every routine that takes a {@code work} array, over random shapes.
 */
class NativeLapackWorkspaceTest {
    private Lapack lapack;
    private final Random r = new Random(29);

    @BeforeEach
    void needsNative() {
        assumeTrue(Linalg.nativeBackend().isPresent(), "no native library on this machine");
        lapack = Linalg.nativeBackend().get().lapack().orElseThrow();
    }

    private static MemorySegment seg(double[] v) {
        return MemorySegment.ofArray(v);
    }

    private static MemorySegment seg(int[] v) {
        return MemorySegment.ofArray(v);
    }

    /** The call's outputs (info first) on a new thread, whose workspace is fresh. */
    private static List<double[]> onFreshThread(Supplier<List<double[]>> call) throws InterruptedException {
        AtomicReference<List<double[]>> out = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                out.set(call.get());
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "fresh-workspace", 16L << 20);
        t.start();
        t.join();
        if (failure.get() != null) throw new AssertionError(failure.get());
        return out.get();
    }

    /** The call on this thread's kept workspace, filled with NaN first, against a fresh one. */
    private static void sameBitsOnReusedWorkspace(String what, Supplier<List<double[]>> call) throws InterruptedException {
        List<double[]> fresh = onFreshThread(call);
        call.get(); // this thread now holds a workspace at least as large as the call's
        Workspace.ofThread().poison();
        List<double[]> reused = call.get();
        assertEquals(fresh.size(), reused.size());
        for (int i = 0; i < fresh.size(); i++) assertArrayEquals(fresh.get(i), reused.get(i), what + ", output " + i);
    }

    private double[] randomWithSpecials(int n) {
        double[] a = Matrices.random(r, n);
        if (n > 3 && r.nextInt(4) == 0) a[r.nextInt(n)] = new double[] {Double.NaN, Double.POSITIVE_INFINITY, -0.0}[r.nextInt(3)];
        return a;
    }

    private static double[] info(int info) {
        return new double[] {info};
    }

    @Test
    void dgesddGivesTheSameBitsOnAReusedWorkspace() throws InterruptedException {
        for (int[] mn : new int[][] {{0, 3}, {1, 1}, {7, 4}, {4, 7}, {60, 60}, {150, 23}, {1 + r.nextInt(90), 1 + r.nextInt(90)}}) {
            int m = mn[0], n = mn[1], k = Math.min(m, n);
            double[] a = randomWithSpecials(m * n);
            for (char jobz : new char[] {'S', 'N'}) {
                sameBitsOnReusedWorkspace("dgesdd " + jobz + " " + m + "x" + n, () -> {
                    double[] w = a.clone(), s = new double[k], u = new double[m * k], vt = new double[k * n];
                    int info = lapack.dgesdd(jobz, m, n, seg(w), Math.max(1, m), seg(s), jobz == 'N' ? null : seg(u), Math.max(1, m),
                            jobz == 'N' ? null : seg(vt), Math.max(1, k));
                    return List.of(info(info), s, u, vt);
                });
            }
        }
    }

    @Test
    void qrRoutinesGiveTheSameBitsOnAReusedWorkspace() throws InterruptedException {
        for (int[] mn : new int[][] {{1, 1}, {9, 5}, {5, 9}, {90, 90}, {300, 7}, {1 + r.nextInt(80), 1 + r.nextInt(80)}}) {
            int m = mn[0], n = mn[1], k = Math.min(m, n);
            double[] a = randomWithSpecials(m * n);
            double[] y = Matrices.random(r, m * 2);
            sameBitsOnReusedWorkspace("dgeqp3 " + m + "x" + n, () -> {
                double[] w = a.clone(), tau = new double[k];
                int[] jpvt = new int[n];
                int info = lapack.dgeqp3(m, n, seg(w), m, seg(jpvt), seg(tau));
                double[] p = new double[n];
                for (int j = 0; j < n; j++) p[j] = jpvt[j];
                return List.of(info(info), w, tau, p);
            });
            sameBitsOnReusedWorkspace("dgeqrf + dormqr " + m + "x" + n, () -> {
                double[] w = a.clone(), tau = new double[k], c = y.clone();
                int info = lapack.dgeqrf(m, n, seg(w), m, seg(tau));
                int info2 = lapack.dormqr('L', 'T', m, 2, k, seg(w), m, seg(tau), seg(c), m);
                return List.of(info(info), info(info2), w, tau, c);
            });
        }
    }

    @Test
    void eigenRoutinesGiveTheSameBitsOnAReusedWorkspace() throws InterruptedException {
        for (int n : new int[] {1, 2, 6, 45, 80, 1 + r.nextInt(70)}) {
            double[] g = Matrices.random(r, n * n);
            double[] s = new double[n * n];
            for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) s[i + j * n] = g[i + j * n] + g[j + i * n];
            sameBitsOnReusedWorkspace("dsyevr " + n, () -> {
                double[] w = new double[n], z = new double[n * n];
                int[] m = new int[1];
                int info = lapack.dsyevr('V', 'A', 'L', n, seg(s.clone()), n, 0, 0, 0, 0, 0, m, seg(w), seg(z), n, seg(new int[2 * n]));
                return List.of(info(info), info(m[0]), w, z);
            });
            sameBitsOnReusedWorkspace("dgeev " + n, () -> {
                double[] wr = new double[n], wi = new double[n], vr = new double[n * n];
                int info = lapack.dgeev('N', 'V', n, seg(g.clone()), n, seg(wr), seg(wi), null, 1, seg(vr), n);
                return List.of(info(info), wr, wi, vr);
            });
        }
    }

    @Test
    void keepsWhatFitsAndFreesALargerWorkspace() {
        Workspace w = new Workspace(1 << 20);
        w.doubles(1000);
        w.done();
        assertEquals(8000, w.heldBytes(), "kept after its call");
        w.doubles(10);
        w.done();
        assertEquals(8000, w.heldBytes(), "a smaller call reuses it");
        w.doubles(200_000);
        w.done();
        assertEquals(0, w.heldBytes(), "over the bytes kept: freed");
        w.doubles(5);
        assertThrows(IllegalStateException.class, () -> w.doubles(5), "one slice per call");
        w.done();
    }

    @Test
    void everyThreadHasItsOwn() throws InterruptedException {
        List<Workspace> seen = new ArrayList<>();
        seen.add(Workspace.ofThread());
        Thread t = new Thread(() -> seen.add(Workspace.ofThread()));
        t.start();
        t.join();
        assertEquals(2, seen.size());
        assertTrue(seen.get(0) != seen.get(1));
    }
}
