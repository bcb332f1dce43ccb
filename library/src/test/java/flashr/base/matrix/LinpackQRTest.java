package flashr.base.matrix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.linalg.Level1;
import flashr.linalg.Linalg;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The panel-deferred dqrdc2 ({@link LinpackQR}) against the plain loop (LINPACK's order, kept here
 * as the oracle), bit for bit, with each level-1 BLAS: random shapes from 0 x 0 to several panels
 * wide, with collinear and zero columns (R's pivoting moves them last) and rows of wildly
 * different scale.
 */
class LinpackQRTest {
    private static List<Level1> blases() {
        List<Level1> list = new ArrayList<>(List.of(Level1.reference(), Level1.lanes()));
        Linalg.nativeBackend().ifPresent(b -> list.add(b.level1()));
        return list;
    }

    @Test
    void panelsGiveThePlainLoopsBits() {
        Random rnd = new Random(21);
        int[][] shapes = {{0, 0}, {0, 3}, {3, 0}, {1, 1}, {1, 5}, {5, 1}, {2, 2}, {7, 3}, {3, 7}, {40, 40}, {50, 70},
                {70, 50}, {100, 33}, {33, 100}, {200, 97}, {1500, 40}, {4000, 12}};
        for (Level1 blas : blases()) {
            for (int[] s : shapes) {
                for (int variant = 0; variant < 3; variant++) {
                    int n = s[0];
                    int p = s[1];
                    double[] x = new double[n * p];
                    for (int i = 0; i < x.length; i++) x[i] = rnd.nextGaussian() * (variant == 2 ? Math.pow(10, rnd.nextInt(9) - 4) : 1);
                    if (variant >= 1 && p >= 4 && n > 0) {
                        for (int i = 0; i < n; i++) {
                            x[i + 2 * n] = x[i] + 2 * x[i + n];   // collinear: pivoted to the end
                            x[i + (p - 1) * n] = 0;                // a zero column
                            if (p > 40) x[i + 37 * n] = x[i + 5 * n] * 3;
                        }
                    }
                    String what = blas + " " + n + " x " + p + " variant " + variant;
                    double[] plain = x.clone();
                    double[] qrauxPlain = new double[p];
                    int[] pivotPlain = identity(p);
                    int rankPlain = plainDqrdc2(plain, n, p, 1e-7, qrauxPlain, pivotPlain, blas);
                    double[] qraux = new double[p];
                    int[] pivot = identity(p);
                    int rank = LinpackQR.dqrdc2(x, n, p, 1e-7, qraux, pivot, blas);
                    assertEquals(rankPlain, rank, what);
                    assertArrayEquals(pivotPlain, pivot, what);
                    assertArrayEquals(qrauxPlain, qraux, what);
                    assertArrayEquals(plain, x, what);
                    if (variant >= 1 && p >= 4 && n > p) assertTrue(rank < p, what);
                }
            }
        }
    }

    private static int[] identity(int p) {
        int[] a = new int[p];
        for (int j = 0; j < p; j++) a[j] = j + 1;
        return a;
    }

    /** dqrdc2 as LINPACK loops it: each step's reflector applied to every later column at once. */
    private static int plainDqrdc2(double[] x, int n, int p, double tol, double[] qraux, int[] jpvt, Level1 blas) {
        double[] work1 = new double[p];
        double[] work2 = new double[p];
        if (n > 0) {
            for (int j = 0; j < p; j++) {
                qraux[j] = blas.nrm2(x, j * n, n);
                work1[j] = qraux[j];
                work2[j] = qraux[j] == 0 ? 1 : qraux[j];
            }
        }
        int lup = Math.min(n, p);
        int k = p + 1;
        for (int l = 0; l < lup; l++) {
            while (l + 1 < k && qraux[l] < work2[l] * tol) {
                for (int i = 0; i < n; i++) {
                    double t = x[i + l * n];
                    for (int j = l + 1; j < p; j++) x[i + (j - 1) * n] = x[i + j * n];
                    x[i + (p - 1) * n] = t;
                }
                int ip = jpvt[l];
                double t = qraux[l];
                double tt = work1[l];
                double ttt = work2[l];
                for (int j = l + 1; j < p; j++) {
                    jpvt[j - 1] = jpvt[j];
                    qraux[j - 1] = qraux[j];
                    work1[j - 1] = work1[j];
                    work2[j - 1] = work2[j];
                }
                jpvt[p - 1] = ip;
                qraux[p - 1] = t;
                work1[p - 1] = tt;
                work2[p - 1] = ttt;
                k--;
            }
            if (l == n - 1) continue;
            int ll = l + l * n;
            int len = n - l;
            double nrmxl = blas.nrm2(x, ll, len);
            if (nrmxl == 0) continue;
            if (x[ll] != 0) nrmxl = Math.copySign(nrmxl, x[ll]);
            blas.scal(1.0 / nrmxl, x, ll, len);
            x[ll] = 1.0 + x[ll];
            for (int j = l + 1; j < p; j++) {
                int lj = l + j * n;
                double t = -blas.dot(x, ll, x, lj, len) / x[ll];
                blas.axpy(t, x, ll, x, lj, len);
                if (qraux[j] != 0) {
                    double r = Math.abs(x[lj]) / qraux[j];
                    double tt = Math.max(1.0 - r * r, 0.0);
                    if (Math.abs(tt) >= 1e-6) {
                        qraux[j] = qraux[j] * Math.sqrt(tt);
                    } else {
                        qraux[j] = blas.nrm2(x, lj + 1, len - 1);
                        work1[j] = qraux[j];
                    }
                }
            }
            qraux[l] = x[ll];
            x[ll] = -nrmxl;
        }
        return Math.min(k - 1, n);
    }
}
