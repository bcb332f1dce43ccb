package flashr.stats.timeseries;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Checks arima0's kernels against their definitions: the exact likelihood of AS154 equals the Gaussian
 * log-likelihood computed from the dense autocovariance matrix, the transformations invert block by block,
 * the differencing polynomial is (1 - B)^d (1 - B^s)^D, and AS182's one-step forecast of an AR(1) is phi x_n.
 */
class Arima0KernelsTest {
    private final Random rnd = new Random(20261203);

    @Test
    void exactLikelihoodOfAnAr1MatchesTheDenseGaussianDensity() {
        double phi = 0.6;
        double[] x = new double[25];
        for (int i = 0; i < x.length; i++) x[i] = rnd.nextGaussian();
        // without quick recursions (delta < 0) AS154 is exact: ssq = x' Gamma^-1 x, sumlog = log det Gamma (unit variance)
        Arima0Model model = new Arima0Model(new int[] {1, 0, 0, 0, 1, 0, 0}, x, new double[0], -1, 0);
        Arima0Model.Evaluation e = model.evaluate(new double[] {phi}, false, false);
        int n = x.length;
        // AR(1): x' Gamma^-1 x = (1 - phi^2) x1^2 + sum (x_t - phi x_{t-1})^2, log det Gamma = -log(1 - phi^2)
        double ssq = (1 - phi * phi) * x[0] * x[0];
        for (int t = 1; t < n; t++) ssq += (x[t] - phi * x[t - 1]) * (x[t] - phi * x[t - 1]);
        double sumlog = -Math.log(1 - phi * phi);
        assertEquals(0.5 * (Math.log(ssq / n) + sumlog / n), e.value(), 1e-12);
        assertEquals(ssq / n, e.sigma2(), 1e-12);
    }

    @Test
    void quickRecursionsApproximateTheExactLikelihood() {
        double[] x = new double[200];
        for (int i = 1; i < x.length; i++) x[i] = 0.5 * x[i - 1] + rnd.nextGaussian();
        int[] arma = {1, 1, 0, 0, 1, 0, 0};
        double[] par = {0.5, 0.3};
        double exact = new Arima0Model(arma, x, new double[0], -1, 0).evaluate(par, false, false).value();
        double quick = new Arima0Model(arma, x, new double[0], 0.01, 0).evaluate(par, false, false).value();
        assertTrue(Math.abs(exact - quick) < 1e-3, exact + " vs " + quick);
    }

    @Test
    void transformationsInvertInEveryBlock() {
        int[] arma = {2, 2, 1, 1, 4, 0, 0};
        double[] raw = new double[7];
        for (int i = 0; i < raw.length; i++) raw[i] = rnd.nextGaussian() * 0.5;
        double[] back = Arima0Model.inverseTransform(Arima0Model.transform(raw, arma), arma);
        assertArrayEquals(raw, back, 1e-12);
    }

    @Test
    void gradientPlacesTheMaBlockInTheLeadingColumnsAsR() {
        int[] arma = {1, 1, 0, 0, 1, 0, 0};
        double[] g = Arima0Model.gradient(new double[] {0.2, 0.4, 1.0}, arma);
        // row 1 (ma1) gets its derivative in column 0; its own diagonal keeps the identity's 1
        assertEquals(1 - Math.tanh(0.4) * Math.tanh(0.4), g[1], 1e-3);
        assertEquals(1.0, g[1 + 3], 0.0);
        assertEquals(1.0, g[2 + 2 * 3], 0.0);
    }

    @Test
    void differencingPolynomial() {
        assertArrayEquals(new double[] {1}, StarmaForecast.differencing(1, 0, 12), 0);
        assertArrayEquals(new double[] {2, -1}, StarmaForecast.differencing(2, 0, 1), 0);
        assertArrayEquals(new double[] {1, 0, 0, 1, -1}, StarmaForecast.differencing(1, 1, 4), 0);
    }

    @Test
    void oneStepForecastOfAnAr1() {
        double[] x = {0.3, -0.2, 0.5, 1.1, 0.4};
        Starma g = new Starma(1, 0, x.clone(), -1);
        g.phi[0] = 0.7;
        double[][] f = StarmaForecast.forecast(g, new double[0], 2);
        assertEquals(0.7 * 0.4, f[0][0], 1e-15);
        assertEquals(0.7 * 0.7 * 0.4, f[0][1], 1e-15);
    }
}
