package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.MemorySegment;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Each LAPACK binding checked by what its result must satisfy (residuals, reconstructions, info codes). */
class NativeLapackTest {
    private Lapack lapack;
    private final Random r = new Random(11);

    @BeforeEach
    void needsNative() {
        assumeTrue(Linalg.nativeBackend().isPresent(), "no native library on this machine");
        lapack = Linalg.nativeBackend().get().lapack().orElseThrow();
    }

    private static MemorySegment seg(double[] v) {
        return MemorySegment.ofArray(v);
    }

    private static double[] mul(double[] a, int m, int k, double[] b, int n) {
        return Matrices.gemm(false, false, m, n, k, 1, a, Math.max(1, m), b, Math.max(1, k), 0, new double[m * n], Math.max(1, m));
    }

    @Test
    void dgesvSolvesAndReportsTheSingularPivot() {
        for (int n : new int[] {1, 2, 5, 33, 120}) {
            double[] a = Matrices.random(r, n * n);
            double[] b = Matrices.random(r, n * 3);
            double[] lu = a.clone(), x = b.clone();
            int[] ipiv = new int[n];
            assertEquals(0, lapack.dgesv(n, 3, seg(lu), n, MemorySegment.ofArray(ipiv), seg(x), n));
            Matrices.assertClose(b, mul(a, n, n, x, 3), 1e-9, "A x = b, n=" + n);
        }
        double[] singular = {1, 2, 3, 2, 4, 6, 1, 1, 1}; // second column twice the first
        int info = lapack.dgesv(3, 1, seg(singular), 3, MemorySegment.ofArray(new int[3]), seg(new double[] {1, 2, 3}), 3);
        assertTrue(info > 0, "info " + info);
    }

    @Test
    void dgetrfDgetrsAndDgeconAgree() {
        int n = 40;
        double[] a = Matrices.random(r, n * n);
        double[] lu = a.clone();
        int[] ipiv = new int[n];
        assertEquals(0, lapack.dgetrf(n, n, seg(lu), n, MemorySegment.ofArray(ipiv)));
        double[] b = Matrices.random(r, n);
        double[] x = b.clone();
        assertEquals(0, lapack.dgetrs('N', n, 1, seg(lu), n, MemorySegment.ofArray(ipiv), seg(x), n));
        Matrices.assertClose(b, mul(a, n, n, x, 1), 1e-9, "dgetrs");
        double anorm = lapack.dlange('O', n, n, seg(a), n);
        double expectedNorm = 0;
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int i = 0; i < n; i++) s += Math.abs(a[i + j * n]);
            expectedNorm = Math.max(expectedNorm, s);
        }
        assertEquals(expectedNorm, anorm, 1e-12 * expectedNorm);
        double[] rcond = new double[1];
        assertEquals(0, lapack.dgecon('O', n, seg(lu), n, anorm, rcond));
        assertTrue(rcond[0] > 0 && rcond[0] < 1, "rcond " + rcond[0]);
    }

    @Test
    void dpotrfAndDpotriInvertASymmetricPositiveDefiniteMatrix() {
        int n = 30;
        double[] g = Matrices.random(r, n * n);
        double[] s = Matrices.gemm(true, false, n, n, n, 1, g, n, g, n, 0, new double[n * n], n);
        for (int i = 0; i < n; i++) s[i + i * n] += n;
        double[] f = s.clone();
        assertEquals(0, lapack.dpotrf('U', n, seg(f), n));
        for (int j = 0; j < n; j++) for (int i = j + 1; i < n; i++) f[i + j * n] = 0;
        Matrices.assertClose(s, Matrices.gemm(true, false, n, n, n, 1, f, n, f, n, 0, new double[n * n], n), 1e-10, "R'R");
        assertEquals(0, lapack.dpotri('U', n, seg(f), n));
        for (int j = 0; j < n; j++) for (int i = j + 1; i < n; i++) f[i + j * n] = f[j + i * n];
        double[] id = new double[n * n];
        for (int i = 0; i < n; i++) id[i + i * n] = 1;
        Matrices.assertClose(id, mul(s, n, n, f, n), 1e-9, "S S^-1");
        double[] indefinite = {1, 2, 2, 1};
        assertEquals(2, lapack.dpotrf('U', 2, seg(indefinite), 2));
    }

    @Test
    void dsyevrGivesAscendingEigenpairs() {
        int n = 25;
        double[] g = Matrices.random(r, n * n);
        double[] s = new double[n * n];
        for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) s[i + j * n] = g[i + j * n] + g[j + i * n];
        double[] w = new double[n], z = new double[n * n];
        int[] m = new int[1];
        assertEquals(0, lapack.dsyevr('V', 'A', 'L', n, seg(s.clone()), n, 0, 0, 0, 0, 0, m, seg(w), seg(z), n,
                MemorySegment.ofArray(new int[2 * n])));
        assertEquals(n, m[0]);
        for (int i = 1; i < n; i++) assertTrue(w[i - 1] <= w[i]);
        double[] sz = mul(s, n, n, z, n);
        double[] zw = z.clone();
        for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) zw[i + j * n] *= w[j];
        Matrices.assertClose(zw, sz, 1e-9, "S z = w z");
    }

    @Test
    void dgeevFindsARealSpectrumAndItsVectors() {
        double[] a = {2, 0, 0, 1, 3, 0, 4, 5, 6}; // upper triangular: eigenvalues 2, 3, 6
        double[] wr = new double[3], wi = new double[3], vr = new double[9];
        assertEquals(0, lapack.dgeev('N', 'V', 3, seg(a.clone()), 3, seg(wr), seg(wi), null, 1, seg(vr), 3));
        double[] sorted = wr.clone();
        java.util.Arrays.sort(sorted);
        Matrices.assertClose(new double[] {2, 3, 6}, sorted, 1e-12, "eigenvalues");
        Matrices.assertClose(new double[3], wi, 0, "imaginary parts");
        double[] av = mul(a, 3, 3, vr, 3);
        for (int j = 0; j < 3; j++) for (int i = 0; i < 3; i++) assertEquals(wr[j] * vr[i + j * 3], av[i + j * 3], 1e-12);
    }

    @Test
    void dgesddReconstructsTallAndWideMatrices() {
        for (int[] mn : new int[][] {{7, 4}, {4, 7}, {1, 1}, {50, 50}}) {
            int m = mn[0], n = mn[1], k = Math.min(m, n);
            double[] a = Matrices.random(r, m * n);
            double[] s = new double[k], u = new double[m * k], vt = new double[k * n];
            assertEquals(0, lapack.dgesdd('S', m, n, seg(a.clone()), m, seg(s), seg(u), m, seg(vt), k));
            for (int i = 1; i < k; i++) assertTrue(s[i - 1] >= s[i]);
            double[] us = u.clone();
            for (int j = 0; j < k; j++) for (int i = 0; i < m; i++) us[i + j * m] *= s[j];
            Matrices.assertClose(a, mul(us, m, k, vt, n), 1e-10, "U S V' " + m + "x" + n);
        }
    }

    @Test
    void qrFactorizationsApplyQAndSolveByR() {
        int m = 12, n = 5;
        double[] a = Matrices.random(r, m * n);
        double[] qr = a.clone(), tau = new double[n];
        assertEquals(0, lapack.dgeqrf(m, n, seg(qr), m, seg(tau)));
        // Q' A = R (upper n x n, zeros below)
        double[] qta = a.clone();
        assertEquals(0, lapack.dormqr('L', 'T', m, n, n, seg(qr), m, seg(tau), seg(qta), m));
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < m; i++) assertEquals(i <= j ? qr[i + j * m] : 0, qta[i + j * m], 1e-10, "Q'A " + i + "," + j);
        }
        // least squares by R x = (Q'b)[1:n] against the normal equations
        double[] b = Matrices.random(r, m);
        double[] qtb = b.clone();
        assertEquals(0, lapack.dormqr('L', 'T', m, 1, n, seg(qr), m, seg(tau), seg(qtb), m));
        assertEquals(0, lapack.dtrtrs('U', 'N', 'N', n, 1, seg(qr), m, seg(qtb), m));
        double[] x = java.util.Arrays.copyOf(qtb, n);
        double[] resid = b.clone();
        double[] ax = mul(a, m, n, x, 1);
        for (int i = 0; i < m; i++) resid[i] -= ax[i];
        double[] atr = Matrices.gemm(true, false, n, 1, m, 1, a, m, resid, m, 0, new double[n], n);
        Matrices.assertClose(new double[n], atr, 1e-10, "A'(b - Ax) = 0");
        // pivoted: the columns' pivots are a permutation and |R[i,i]| decreases
        double[] p = a.clone();
        int[] jpvt = new int[n];
        assertEquals(0, lapack.dgeqp3(m, n, seg(p), m, MemorySegment.ofArray(jpvt), seg(new double[n])));
        int[] sorted = jpvt.clone();
        java.util.Arrays.sort(sorted);
        for (int i = 0; i < n; i++) assertEquals(i + 1, sorted[i]);
        for (int i = 1; i < n; i++) assertTrue(Math.abs(p[i + i * m]) <= Math.abs(p[i - 1 + (i - 1) * m]) + 1e-12);
        double[] rc = new double[1];
        assertEquals(0, lapack.dtrcon('1', 'U', 'N', n, seg(qr), m, rc));
        assertTrue(rc[0] > 0 && rc[0] <= 1);
    }

    @Test
    void emptyAndScalarProblems() {
        int[] m = new int[1];
        assertEquals(0, lapack.dsyevr('V', 'A', 'L', 0, seg(new double[1]), 1, 0, 0, 0, 0, 0, m, seg(new double[1]),
                seg(new double[1]), 1, MemorySegment.ofArray(new int[2])));
        assertEquals(0, m[0]);
        double[] one = {4};
        assertEquals(0, lapack.dpotrf('U', 1, seg(one), 1));
        assertEquals(2, one[0]);
        assertEquals(0.0, lapack.dlange('O', 0, 0, seg(new double[1]), 1));
    }
}
