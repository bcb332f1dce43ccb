package flashr.stats.timeseries;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.lang.RDouble;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The covariances of {@code acf} (lags four at a time on series without NA) and the recursive
 * filter (outputs written straight into their own array) give, bit for bit, what R's C loops
 * give, written here as R writes them: random series of lengths 1 to 300 and several series,
 * with and without NA/NaN, every lag up to the length, filters longer than the series.
 */
class SeriesLoopsTest {
    private final Random random = new Random(27);

    @Test
    void acfMatchesRsLoop() {
        for (int n : new int[] {1, 2, 3, 4, 5, 7, 8, 9, 31, 300}) {
            for (int ns = 1; ns <= 3; ns++) {
                for (int withNA = 0; withNA < 2; withNA++) {
                    double[] x = series(n * ns, withNA == 1);
                    for (int lagMax : new int[] {0, 1, 3, 4, 5, 8, n - 1, n + 2}) {
                        if (lagMax < 0) continue;
                        for (boolean correlation : new boolean[] {false, true}) {
                            double[] want = rAcf(x, n, ns, lagMax, correlation);
                            double[] got = Correlations.acf(x, n, ns, lagMax, correlation);
                            assertBits(want, got, "n " + n + " ns " + ns + " lag.max " + lagMax + " NA " + withNA);
                        }
                    }
                }
            }
        }
    }

    @Test
    void recursiveFilterMatchesRsLoop() {
        for (int nx : new int[] {0, 1, 2, 3, 10, 257}) {
            for (int nf : new int[] {1, 2, 3, 5}) {
                for (int withNA = 0; withNA < 2; withNA++) {
                    double[] x = series(nx, withNA == 1), f = series(nf, false), init = series(nf, withNA == 1 && nx < 3);
                    for (int j = 0; j < nf; j++) f[j] *= 0.3;
                    double[] r = new double[nf + nx];
                    System.arraycopy(init, 0, r, 0, nf);
                    rFilter(x, f, r);
                    double[] want = java.util.Arrays.copyOfRange(r, nf, nf + nx);
                    assertBits(want, Filters.recurse(x, f, init), "nx " + nx + " nf " + nf + " NA " + withNA);
                }
            }
        }
    }

    /** Random values, with NA and NaN among them when asked. */
    private double[] series(int n, boolean withNA) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = random.nextGaussian() * 3 + 1;
            if (withNA && random.nextInt(9) == 0) x[i] = random.nextBoolean() ? RDouble.NA : Double.NaN;
        }
        return x;
    }

    /** R's C acf0 (src/library/stats/src/filter.c), loop for loop. */
    private static double[] rAcf(double[] x, int n, int ns, int nl, boolean correlation) {
        int d1 = nl + 1, d2 = ns * d1;
        double[] acf = new double[d1 * ns * ns];
        for (int u = 0; u < ns; u++) {
            for (int v = 0; v < ns; v++) {
                for (int lag = 0; lag <= nl; lag++) {
                    double sum = 0.0;
                    int nu = 0;
                    for (int i = 0; i < n - lag; i++) {
                        if (!Double.isNaN(x[i + lag + n * u]) && !Double.isNaN(x[i + n * v])) {
                            nu++;
                            sum += x[i + lag + n * u] * x[i + n * v];
                        }
                    }
                    acf[lag + d1 * u + d2 * v] = nu > 0 ? sum / (nu + lag) : RDouble.NA;
                }
            }
        }
        if (correlation) {
            if (n == 1) {
                for (int u = 0; u < ns; u++) acf[d1 * u + d2 * u] = 1.0;
            } else {
                double[] se = new double[ns];
                for (int u = 0; u < ns; u++) se[u] = Math.sqrt(acf[d1 * u + d2 * u]);
                for (int u = 0; u < ns; u++) {
                    for (int v = 0; v < ns; v++) {
                        for (int lag = 0; lag <= nl; lag++) {
                            double a = acf[lag + d1 * u + d2 * v] / (se[u] * se[v]);
                            acf[lag + d1 * u + d2 * v] = a > 1. ? 1. : (a < -1. ? -1. : a);
                        }
                    }
                }
            }
        }
        return acf;
    }

    /** R's C rfilter: r holds the initial values then room for the outputs. */
    private static void rFilter(double[] x, double[] f, double[] r) {
        int nf = f.length;
        for (int i = 0; i < x.length; i++) {
            double sum = x[i];
            boolean ok = true;
            for (int j = 0; j < nf; j++) {
                double tmp = r[nf + i - j - 1];
                if (Double.isNaN(tmp)) {
                    ok = false;
                    break;
                }
                sum += tmp * f[j];
            }
            r[nf + i] = ok ? sum : RDouble.NA;
        }
    }

    private static void assertBits(double[] want, double[] got, String where) {
        assertEquals(want.length, got.length, where);
        for (int i = 0; i < want.length; i++) {
            assertEquals(Double.doubleToRawLongBits(want[i]), Double.doubleToRawLongBits(got[i]), where + " at " + i);
        }
    }
}
