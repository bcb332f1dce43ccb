package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Calls through the entries that clear the upper vector state give, bit for bit, what calls to the
 * functions' own addresses give (random shapes from 0 x 0, -0 and huge values, singular systems;
 * NaN and Inf in products, compared as R compares NaN). Factorizations get no NaN: OpenBLAS's pivot
 * search among NaNs depends on where the array lies in memory, so two calls on copies of one matrix
 * may pivot differently, with or without these entries (and from C). The solves run on copies on
 * the same alignment ({@link #aligned}).
 */
class VzeroupperEntriesTest {
    private NativeBackend direct;
    private NativeBackend entries;
    private final Random r = new Random(27);

    @BeforeEach
    void needsNative() {
        assumeTrue(Linalg.nativeBackend().isPresent(), "no native library on this machine");
        OpenBlasLibrary lib = OpenBlasLibrary.load(new java.util.ArrayList<>()).orElseThrow();
        entries = new NativeBackend(lib);
        direct = new NativeBackend(new OpenBlasLibrary(lib.symbols(), lib.origin(), Map.of()));
    }

    @Test
    void entriesAreUsedWhereTheyApply() {
        OpenBlasLibrary lib = OpenBlasLibrary.load(new java.util.ArrayList<>()).orElseThrow();
        assumeTrue(VzeroupperEntries.ENABLED && VzeroupperEntries.applies(), "x86-64 Linux with AVX only");
        for (String name : OpenBlasLibrary.REQUIRED) {
            assertNotEquals(lib.symbols().find(name).orElseThrow().address(), lib.find(name).address(), name);
        }
    }

    /** Random values with about one in 40 each of the specials given. */
    private double[] data(int n, double... specials) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            int pick = r.nextInt(40);
            v[i] = pick < specials.length ? specials[pick] : r.nextGaussian();
        }
        return v;
    }

    private static MemorySegment seg(double[] v) {
        return MemorySegment.ofArray(v);
    }

    /** The same bits, except that any NaN equals any NaN (as R compares them). */
    private static void assertSameBits(double[] a, double[] b, String what) {
        assertEquals(a.length, b.length, what);
        for (int i = 0; i < a.length; i++) {
            if (Double.isNaN(a[i]) && Double.isNaN(b[i])) continue;
            assertEquals(Double.doubleToRawLongBits(a[i]), Double.doubleToRawLongBits(b[i]), what + " [" + i + "]");
        }
    }

    @Test
    void solvesAndConditionNumbersAreBitForBitTheSame() {
        for (int trial = 0; trial < 200; trial++) {
            int n = trial < 3 ? trial : 1 + r.nextInt(trial < 150 ? 12 : 90);
            int p = 1 + r.nextInt(4);
            double[] a = data(n * n, -0.0, 1e300, 1e-300);
            if (trial % 11 == 0 && n > 1) System.arraycopy(a, 0, a, n, n); // two equal columns: singular
            double[] b = Matrices.random(r, n * p);
            double[][] out = new double[2][];
            int[][] piv = new int[2][];
            int[] info = new int[2];
            double[][] rcond = new double[2][1];
            double[] norm = new double[2];
            NativeBackend[] backends = {direct, entries};
            for (int k = 0; k < 2; k++) {
                Lapack l = backends[k].lapack().orElseThrow();
                try (Arena arena = Arena.ofConfined()) {
                    MemorySegment lu = aligned(arena, a), x = aligned(arena, b), original = aligned(arena, a);
                    piv[k] = new int[n];
                    info[k] = n == 0 ? 0 : l.dgesv(n, p, lu, Math.max(1, n), MemorySegment.ofArray(piv[k]), x, Math.max(1, n));
                    if (n > 0) {
                        norm[k] = l.dlange('1', n, n, original, n);
                        l.dgecon('1', n, lu, n, norm[k], rcond[k]);
                    }
                    out[k] = concat(x.toArray(ValueLayout.JAVA_DOUBLE), lu.toArray(ValueLayout.JAVA_DOUBLE));
                }
            }
            String what = "n=" + n + " p=" + p + " trial " + trial;
            assertEquals(info[0], info[1], what);
            assertArrayEquals(piv[0], piv[1], what);
            assertSameBits(out[0], out[1], what);
            // dgecon's estimate may differ in its last bit between two calls on the same data at the
            // same alignment as well (OpenBLAS 0.3.21 on AMD Zen): one unit in the last place at most
            assertEquals(Double.doubleToRawLongBits(rcond[0][0]), Double.doubleToRawLongBits(rcond[1][0]), 1, what + " rcond");
            assertSameBits(new double[] {norm[0]}, new double[] {norm[1]}, what + " norm");
        }
    }

    @Test
    void productsAndSymmetricEigenvaluesAreBitForBitTheSame() {
        for (int trial = 0; trial < 150; trial++) {
            int m = r.nextInt(20), n = r.nextInt(20), k = r.nextInt(20);
            double[] a = data(m * k, Double.NaN, Double.POSITIVE_INFINITY, -0.0);
            double[] b = Matrices.random(r, k * n);
            double[][] c = new double[2][];
            NativeBackend[] backends = {direct, entries};
            for (int i = 0; i < 2; i++) {
                c[i] = new double[m * n];
                backends[i].blas().dgemm('N', 'N', m, n, k, 1, seg(a), Math.max(1, m), seg(b), Math.max(1, k), 0,
                        seg(c[i]), Math.max(1, m));
            }
            assertSameBits(c[0], c[1], "dgemm " + m + "x" + k + " by " + k + "x" + n);
        }
        for (int n : new int[] {1, 2, 4, 9, 30}) {
            double[] x = Matrices.random(r, n * n);
            double[] s = new double[n * n];
            for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) s[i + j * n] = x[i + j * n] + x[j + i * n];
            double[][] w = new double[2][];
            double[][] z = new double[2][];
            NativeBackend[] backends = {direct, entries};
            for (int i = 0; i < 2; i++) {
                w[i] = new double[n];
                z[i] = new double[n * n];
                backends[i].lapack().orElseThrow().dsyevr('V', 'A', 'L', n, seg(s.clone()), n, 0, 0, 0, 0, 0, new int[1],
                        seg(w[i]), seg(z[i]), n, MemorySegment.ofArray(new int[2 * n]));
            }
            assertSameBits(w[0], w[1], "dsyevr values n=" + n);
            assertSameBits(z[0], z[1], "dsyevr vectors n=" + n);
        }
    }

    /**
     * A copy of v in native memory on a 64-byte boundary: OpenBLAS's kernels for some processors
     * (Zen's) take a vector's head up to an aligned address apart from the rest, so the same call
     * on heap arrays that lie differently can differ (dgecon's estimate for a 57 x 57 system did,
     * in many bits).
     */
    private static MemorySegment aligned(Arena arena, double[] v) {
        MemorySegment s = arena.allocate(8L * Math.max(1, v.length), 64);
        MemorySegment.copy(v, 0, s, ValueLayout.JAVA_DOUBLE, 0, v.length);
        return s.asSlice(0, 8L * v.length);
    }

    private static double[] concat(double[] x, double[] y) {
        double[] v = new double[x.length + y.length];
        System.arraycopy(x, 0, v, 0, x.length);
        System.arraycopy(y, 0, v, x.length, y.length);
        return v;
    }
}
