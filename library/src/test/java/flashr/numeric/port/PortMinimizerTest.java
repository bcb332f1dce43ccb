package flashr.numeric.port;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The PORT optimizers against GNU R's nlminb (R 4.2.2 with OpenBLAS; the iterates were also checked
 * against portsrc.f compiled by gfortran on 200 random problems): Rosenbrock's function from R's
 * start in all six variants, to the bit with R's counts and codes; the bounds kept at every
 * point asked for; random convex quadratics solved to their KKT conditions; the norm rounded as
 * OpenBLAS rounds it.
 */
class PortMinimizerTest {
    /** A problem as nlminb's caller sees it: f, and g (and H by rows, lower triangle) when given. */
    private interface Problem {
        double f(double[] x);

        default void g(double[] x, double[] g) {}

        default void h(double[] x, double[] h) {}
    }

    private static final Problem ROSENBROCK = new Problem() {
        @Override
        public double f(double[] p) {
            double a = p[1] - p[0] * p[0], b = 1 - p[0];
            return 100 * (a * a) + b * b;
        }

        @Override
        public void g(double[] p, double[] g) {
            g[0] = -400 * p[0] * (p[1] - p[0] * p[0]) - 2 * (1 - p[0]);
            g[1] = 200 * (p[1] - p[0] * p[0]);
        }

        @Override
        public void h(double[] p, double[] h) {
            h[0] = 1200 * (p[0] * p[0]) - 400 * p[1] + 2;
            h[1] = -400 * p[0];
            h[2] = 200;
        }
    };

    /** The outcome: x, then iv[1], iterations, f and g evaluations. */
    private record Outcome(double[] x, int code, int iterations, int fcalls, int gcalls, double f) {}

    private static Outcome minimize(Problem p, double[] start, double[] lower, double[] upper, boolean gradient,
                                    boolean hessian, double[] d) {
        int n = start.length;
        int liv = PortDefaults.ivLength(n), lv = PortDefaults.vLength(n);
        int[] iv = new int[liv + 1];
        double[] v = new double[lv + 1];
        PortDefaults.set(iv, liv, v, lv);
        double[] x = start.clone();
        double[] b = null;
        if (lower != null) {
            b = new double[2 * n];
            for (int i = 0; i < n; i++) {
                b[2 * i] = lower[i];
                b[2 * i + 1] = upper[i];
            }
        }
        double[] g = gradient ? new double[n] : null;
        double[] h = gradient && hessian ? new double[n * (n + 1) / 2] : null;
        double fx = Double.POSITIVE_INFINITY;
        do {
            PortMinimizer.iterate(b, d, fx, g, h, iv, v, x, (i, f, at) -> {});
            if (lower != null && iv[1] < 3) {
                for (int i = 0; i < n; i++) {
                    assertTrue(x[i] >= lower[i] && x[i] <= upper[i], "x[" + i + "] = " + x[i] + " outside the bounds");
                }
            }
            if (iv[1] == 2 && g != null) {
                p.g(x.clone(), g);
                if (h != null) p.h(x.clone(), h);
            } else {
                fx = p.f(x.clone());
                if (Double.isNaN(fx)) fx = Double.POSITIVE_INFINITY;
            }
        } while (iv[1] < 3);
        return new Outcome(x, iv[1], iv[31], iv[6], iv[30], v[10]);
    }

    private static void assertR(Outcome o, String x1, String x2, int code, int iterations, int fcalls, int gcalls) {
        assertEquals(Double.parseDouble(x1), o.x()[0], 0.0, "x[1]");
        assertEquals(Double.parseDouble(x2), o.x()[1], 0.0, "x[2]");
        assertEquals(code, o.code(), "code");
        assertEquals(iterations, o.iterations(), "iterations");
        assertEquals(fcalls, o.fcalls(), "function evaluations");
        assertEquals(gcalls, o.gcalls(), "gradient evaluations");
    }

    private static final double[] START = {-1.2, 1}, ONES = {1, 1}, LOWER = {-2, -2}, UPPER = {0.8, 0.8};

    @Test
    void rosenbrockUnboundedAsR() {
        assertR(minimize(ROSENBROCK, START, null, null, false, false, ONES.clone()),
                "0x1.fffffffe96612p-1", "0x1.fffffffd31d2fp-1", 3, 35, 44, 74);
        assertR(minimize(ROSENBROCK, START, null, null, true, false, ONES.clone()),
                "0x1.ffffffffe2368p-1", "0x1.ffffffffc0fa9p-1", 3, 35, 43, 36);
        assertR(minimize(ROSENBROCK, START, null, null, true, true, ONES.clone()), "0x1p+0", "0x1p+0", 3, 25, 33, 26);
    }

    @Test
    void rosenbrockBoundedAsR() {
        assertR(minimize(ROSENBROCK, START, LOWER, UPPER, false, false, ONES.clone()),
                "0x1.999999999999ap-1", "0x1.47ae14419efeep-1", 4, 23, 29, 47);
        assertR(minimize(ROSENBROCK, START, LOWER, UPPER, true, false, ONES.clone()),
                "0x1.999999999999ap-1", "0x1.47ae147ae147cp-1", 5, 22, 27, 22);
        assertR(minimize(ROSENBROCK, START, LOWER, UPPER, true, true, ONES.clone()),
                "0x1.999999999999ap-1", "0x1.47ae147ae147cp-1", 5, 21, 28, 21);
    }

    @Test
    void crossedBoundsAreCode82() {
        Outcome o = minimize(ROSENBROCK, START, new double[] {1, 0}, new double[] {0, 1}, false, false, ONES.clone());
        assertEquals(82, o.code());
        assertEquals(0, o.iterations());
    }

    @Test
    void outOfRangeToleranceIsReportedByItsSubscript() {
        int n = 2, liv = PortDefaults.ivLength(n), lv = PortDefaults.vLength(n);
        int[] iv = new int[liv + 1];
        double[] v = new double[lv + 1];
        PortDefaults.set(iv, liv, v, lv);
        v[32] = -1;   // rel.tol
        PortMinimizer.iterate(null, ONES.clone(), 0, null, null, iv, v, START.clone(), (i, f, at) -> {});
        assertEquals(32, iv[1]);
        PortDefaults.set(iv, liv, v, lv);
        PortMinimizer.iterate(null, new double[] {1, 0}, 0, null, null, iv, v, START.clone(), (i, f, at) -> {});
        assertEquals(18, iv[1], "a scale d(i) <= 0");
    }

    /** Random convex quadratics f = x'Ax/2 - b'x within random bounds, in all six variants. */
    @Test
    void randomBoundedQuadraticsMeetTheirKktConditions() {
        Random rnd = new Random(7);
        for (int t = 0; t < 300; t++) {
            int n = 1 + rnd.nextInt(5);
            double[][] a = new double[n][n];
            double[][] m = new double[n][n];
            for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) m[i][j] = rnd.nextGaussian();
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    double s = i == j ? 1 : 0;
                    for (int k = 0; k < n; k++) s += m[k][i] * m[k][j];
                    a[i][j] = s;
                }
            }
            double[] bv = new double[n], lower = new double[n], upper = new double[n], start = new double[n];
            for (int i = 0; i < n; i++) {
                bv[i] = 3 * rnd.nextGaussian();
                lower[i] = rnd.nextBoolean() ? Double.NEGATIVE_INFINITY : -1 - rnd.nextDouble();
                upper[i] = rnd.nextBoolean() ? Double.POSITIVE_INFINITY : 1 + rnd.nextDouble();
                start[i] = rnd.nextDouble() - 0.5;
            }
            Problem q = new Problem() {
                @Override
                public double f(double[] x) {
                    double s = 0;
                    for (int i = 0; i < n; i++) {
                        double ax = 0;
                        for (int j = 0; j < n; j++) ax += a[i][j] * x[j];
                        s += 0.5 * x[i] * ax - bv[i] * x[i];
                    }
                    return s;
                }

                @Override
                public void g(double[] x, double[] g) {
                    for (int i = 0; i < n; i++) {
                        double ax = 0;
                        for (int j = 0; j < n; j++) ax += a[i][j] * x[j];
                        g[i] = ax - bv[i];
                    }
                }

                @Override
                public void h(double[] x, double[] h) {
                    int k = 0;
                    for (int i = 0; i < n; i++) for (int j = 0; j <= i; j++) h[k++] = a[i][j];
                }
            };
            boolean bounded = rnd.nextBoolean();
            boolean gradient = rnd.nextInt(3) > 0;
            boolean hessian = gradient && rnd.nextBoolean();
            double[] d = new double[n];
            java.util.Arrays.fill(d, 1);
            Outcome o = minimize(q, start, bounded ? lower : null, bounded ? upper : null, gradient, hessian, d);
            String what = "case " + t + " (n " + n + ", bounded " + bounded + ", gradient " + gradient + ", hessian "
                    + hessian + ", code " + o.code() + ")";
            assertTrue(o.code() >= 3 && o.code() <= 6, what + ": did not converge");
            double[] g = new double[n];
            q.g(o.x(), g);
            for (int i = 0; i < n; i++) {
                double xi = o.x()[i];
                boolean atLower = bounded && xi <= lower[i] + 1e-7, atUpper = bounded && xi >= upper[i] - 1e-7;
                double slack = 1e-4 * (1 + Math.abs(bv[i]));
                if (atLower) assertTrue(g[i] > -slack, what + ": g[" + i + "] = " + g[i] + " at the lower bound");
                else if (atUpper) assertTrue(g[i] < slack, what + ": g[" + i + "] = " + g[i] + " at the upper bound");
                else assertTrue(Math.abs(g[i]) < slack, what + ": g[" + i + "] = " + g[i] + " inside");
            }
        }
    }

    /** dnrm2 as R's OpenBLAS computes it: the root of the sum of squares rounded once. */
    @Test
    void normIsTheRoundedRootOfTheSumOfSquares() {
        Random rnd = new Random(11);
        MathContext mc = new MathContext(60);
        for (int t = 0; t < 2000; t++) {
            int n = 1 + rnd.nextInt(8);
            double[] x = new double[n + 1];
            BigDecimal s = BigDecimal.ZERO;
            for (int i = 1; i <= n; i++) {
                x[i] = rnd.nextGaussian() * Math.exp(rnd.nextInt(40) - 20);
                s = s.add(new BigDecimal(x[i]).pow(2));
            }
            double expected = s.sqrt(mc).doubleValue();
            assertEquals(expected, PortVectors.norm2(n, x, 0), 0.0, "n " + n);
        }
        assertEquals(0.0, PortVectors.norm2(2, new double[] {0, 0, 0}, 0), 0.0);
        assertEquals(5e200, PortVectors.norm2(2, new double[] {0, 3e200, 4e200}, 0), 1e186);
    }
}
