package flashr.stats.splines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The smoothing spline's kernels against dense references on random problems. */
class PenalizedSplineTest {
    private final Random random = new Random(42);

    /** Cubic knots on [0, 1] as smooth.spline makes them: 3 repeated ends around nInner sorted inner knots. */
    private double[] knots(int nInner) {
        double[] inner = new double[nInner];
        for (int i = 1; i < nInner - 1; i++) inner[i] = random.nextDouble();
        inner[nInner - 1] = 1;
        java.util.Arrays.sort(inner);
        double[] t = new double[nInner + 6];
        for (int i = 0; i < 3; i++) {
            t[i] = 0;
            t[nInner + 3 + i] = 1;
        }
        System.arraycopy(inner, 0, t, 3, nInner);
        return t;
    }

    @Test
    void bandedCholeskySolvesLikeADenseSolve() {
        for (int trial = 0; trial < 40; trial++) {
            int n = 1 + random.nextInt(30), m = 3;
            double[][] a = new double[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = i; j <= Math.min(n - 1, i + m); j++) a[i][j] = a[j][i] = random.nextGaussian();
                a[i][i] = Math.abs(a[i][i]) + 2 * (m + 1) + 1;   // diagonally dominant: positive definite
            }
            double[] abd = new double[(m + 1) * n];
            for (int j = 0; j < n; j++) for (int i = Math.max(0, j - m); i <= j; i++) abd[(m + i - j) + (m + 1) * j] = a[i][j];
            double[] b = new double[n];
            for (int i = 0; i < n; i++) b[i] = random.nextGaussian() * 10;
            double[] x = b.clone();
            assertEquals(0, BandedCholesky.factor(abd, n, m));
            BandedCholesky.solve(abd, n, m, x);
            for (int i = 0; i < n; i++) {
                double ax = 0;
                for (int j = 0; j < n; j++) ax += a[i][j] * x[j];
                assertEquals(b[i], ax, 1e-9 * (1 + Math.abs(b[i])), "row " + i + " of trial " + trial);
            }
        }
        double[] band = new double[8];   // [[1, 2], [2, 1]] in upper band form with m = 3: not positive definite
        band[3] = 1;
        band[6] = 2;
        band[7] = 1;
        assertEquals(2, BandedCholesky.factor(band, 2, 3));
    }

    @Test
    void bSplinesSumToOneAndDifferentiateAsTheirSpline() {
        for (int trial = 0; trial < 20; trial++) {
            double[] t = knots(4 + random.nextInt(12));
            int nk = t.length - 4;
            double[] coef = new double[nk];
            for (int i = 0; i < nk; i++) coef[i] = random.nextGaussian();
            double[] ones = new double[nk];
            java.util.Arrays.fill(ones, 1);
            boolean[] outside = new boolean[1];
            for (int k = 0; k < 25; k++) {
                double x = k == 0 ? 0 : k == 24 ? 1 : random.nextDouble();
                assertEquals(1, BSplines.value(t, ones, nk, 4, x, 0, outside), 1e-12);
                assertEquals(0, BSplines.value(t, ones, nk, 4, x, 1, outside), 1e-9);
                double h = 1e-6;
                int at = BSplines.interval(t, nk + 1, x);
                if (at < nk + 1 && BSplines.interval(t, nk + 1, x - h) == at && BSplines.interval(t, nk + 1, x + h) == at) {
                    // within one knot interval the spline is a cubic: the central difference errs by h^2 d3 / 6
                    double slope = (BSplines.value(t, coef, nk, 4, x + h, 0, outside)
                            - BSplines.value(t, coef, nk, 4, x - h, 0, outside)) / (2 * h);
                    double d1 = BSplines.value(t, coef, nk, 4, x, 1, outside);
                    double d3 = BSplines.value(t, coef, nk, 4, x, 3, outside);
                    assertEquals(d1, slope, h * h * Math.abs(d3) / 6 + 1e-7 * (1 + Math.abs(d1)), "slope at " + x);
                }
                int left = BSplines.interval(t, nk + 1, x);
                if (left == nk + 1) left = nk;
                double[] work = new double[16], v = new double[12];
                new BSplines().valuesAndDerivatives(t, 4, x, left, work, v, 3);
                double sum = 0, value = 0;
                for (int i = 0; i < 4; i++) {
                    sum += v[i];
                    value += v[i] * coef[left - 4 + i];
                }
                assertEquals(1, sum, 1e-12);
                assertEquals(BSplines.value(t, coef, nk, 4, Math.min(x, 1), 0, outside), value, 1e-10);
            }
            assertTrue(!outside[0]);
            BSplines.value(t, coef, nk, 4, 1.5, 0, outside);
            assertTrue(outside[0]);
        }
    }

    @Test
    void fitMatchesTheDensePenalizedLeastSquaresSolution() {
        for (int trial = 0; trial < 10; trial++) {
            int n = 6 + random.nextInt(25);
            double[] x = new double[n], y = new double[n], w = new double[n];
            for (int i = 0; i < n; i++) {
                x[i] = i / (n - 1.0);
                y[i] = Math.sin(3 * x[i]) + random.nextGaussian() * 0.1;
                w[i] = 0.5 + random.nextDouble();
            }
            double[] t = new double[n + 6];
            for (int i = 0; i < 3; i++) t[n + 3 + i] = 1;
            System.arraycopy(x, 0, t, 3, n);
            int nk = n + 2;
            PenalizedSpline s = new PenalizedSpline(x, y, w, 0, t, nk, true);
            double lambda = Math.pow(10, -6 + 5 * random.nextDouble());
            s.fit(lambda, PenalizedSpline.GCV, 1, 0);
            assertEquals(0, s.info);
            // dense normal equations (X'WX + lambda SIGMA) c = X'Wy from the same diagonals
            double[][] m = new double[nk][nk];
            double[][] hs = {s.hs0, s.hs1, s.hs2, s.hs3}, sg = {s.sg0, s.sg1, s.sg2, s.sg3};
            for (int d = 0; d < 4; d++) {
                for (int i = 0; i + d < nk; i++) m[i][i + d] = m[i + d][i] = hs[d][i] + lambda * sg[d][i];
            }
            for (int i = 0; i < nk; i++) {
                double r = 0;
                for (int j = 0; j < nk; j++) r += m[i][j] * s.coef[j];
                assertEquals(s.xwy[i], r, 1e-8 * (1 + Math.abs(s.xwy[i])));
            }
            // leverages: diagonal of X (X'WX + lambda SIGMA)^-1 X' W, by solving for each data point
            for (int i = 0; i < n; i++) {
                double[] basis = new double[nk];
                int left = Math.min(BSplines.interval(t, nk + 1, x[i]), nk);
                double[] work = new double[16], v = new double[4];
                new BSplines().valuesAndDerivatives(t, 4, x[i], left, work, v, 1);
                for (int k = 0; k < 4; k++) basis[left - 4 + k] = v[k];
                double[] sol = solveDense(m, basis);
                double lev = 0;
                for (int k = 0; k < nk; k++) lev += basis[k] * sol[k];
                assertEquals(lev * w[i], s.lev[i], 1e-8);
            }
        }
    }

    private static double[] solveDense(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][];
        for (int i = 0; i < n; i++) m[i] = a[i].clone();
        double[] x = b.clone();
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
            double[] tr = m[c]; m[c] = m[p]; m[p] = tr;
            double tx = x[c]; x[c] = x[p]; x[p] = tx;
            for (int r = c + 1; r < n; r++) {
                double f = m[r][c] / m[c][c];
                for (int k = c; k < n; k++) m[r][k] -= f * m[c][k];
                x[r] -= f * x[c];
            }
        }
        for (int r = n - 1; r >= 0; r--) {
            double s = x[r];
            for (int k = r + 1; k < n; k++) s -= m[r][k] * x[k];
            x[r] = s / m[r][r];
        }
        return x;
    }
}
