package flashr.engine;

import flashr.engine.exec.CounterRng;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine's normal generator (inversion of counter-based uniforms): every element is
 * mean + sd * CounterRng.normal(seed, its linear index), bit for bit, whether a pass fills whole
 * Pcache steps in vector lanes or a row selection gathers single rows, for any threads and
 * partition sizes; and the values are standard normal (moments, tail shares, no correlation
 * between columns, neighbours, or with runif of the same seed).
 */
class NormalGeneratorTest {
    @Test
    void everyElementIsItsCountersNormalInEveryLayout() {
        long[][] shapes = {{1, 1}, {7, 3}, {1000, 2}, {100_003, 3}};
        int[][] configs = {{1, 4, 8}, {3, 512, 1 << 12}, {2, 1 << 14, 1 << 20}};
        for (int[] cf : configs) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cf[0]).partitionRows(cf[1]).pcacheBytes(cf[2]).build())) {
                for (long[] s : shapes) {
                    long n = s[0];
                    int p = (int) s[1];
                    double[] x = e.rnorm(n, p, 5, 2, 17).toDoubleArray();
                    for (int k = 0; k < x.length; k++) {
                        assertEquals(Double.doubleToRawLongBits(5 + 2 * CounterRng.normal(17, k)), Double.doubleToRawLongBits(x[k]), "element " + k);
                    }
                    long[] rows = {n - 1, 0, (n - 1) / 2, n - 1};
                    double[] g = e.selectRows(e.rnorm(n, p, 5, 2, 17), rows).toDoubleArray();
                    for (int c = 0; c < p; c++) {
                        for (int r = 0; r < rows.length; r++) assertEquals(x[(int) (c * n + rows[r])], g[c * rows.length + r], 0, "gathered row " + rows[r]);
                    }
                }
            }
        }
    }

    @Test
    void valuesAreStandardNormal() {
        int n = 400_000;
        double[] z, u;
        try (Engine e = new Engine(EngineConfig.builder().threads(2).build())) {
            z = e.rnorm(n / 2, 2, 0, 1, 99).toDoubleArray();
            u = e.runif(n / 2, 2, 0, 1, 99).toDoubleArray();
        }
        double m = 0, v = 0, m3 = 0, m4 = 0, lag = 0, cols = 0, withU = 0;
        int over196 = 0, over3 = 0;
        for (double d : z) m += d;
        m /= n;
        for (int k = 0; k < n; k++) {
            double d = z[k] - m;
            v += d * d;
            m3 += d * d * d;
            m4 += d * d * d * d;
            if (Math.abs(z[k]) > 1.959963984540054) over196++;
            if (Math.abs(z[k]) > 3) over3++;
            if (k > 0) lag += z[k] * z[k - 1];
            withU += z[k] * (u[k] - 0.5);
        }
        for (int k = 0; k < n / 2; k++) cols += z[k] * z[n / 2 + k];
        v /= n;
        // standard errors at n = 4e5: mean 0.0016, var 0.0022, skewness 0.004, kurtosis 0.008,
        // the 5% tail share 0.00034, the 0.27% one 0.00008, correlations 0.0016 (0.0022 for halves)
        assertEquals(0, m, 0.01);
        assertEquals(1, v, 0.012);
        assertEquals(0, m3 / n / Math.pow(v, 1.5), 0.025);
        assertEquals(3, m4 / n / (v * v), 0.05);
        assertEquals(0.05, over196 / (double) n, 0.002);
        assertEquals(0.0026998, over3 / (double) n, 0.0005);
        assertEquals(0, lag / n, 0.01);
        assertEquals(0, cols / (n / 2), 0.012);
        assertEquals(0, withU / n / Math.sqrt(1 / 12.0), 0.01);
        double min = Double.MAX_VALUE, max = -Double.MAX_VALUE;
        for (double d : z) { min = Math.min(min, d); max = Math.max(max, d); }
        assertTrue(min > -8.3 && max < 8.3 && min < -3.5 && max > 3.5, "range " + min + " " + max);
    }
}
