package flashr.stats.distributions;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The distribution functions against a table of GNU R's values (dist/gnu-r-values.txt, written by
 * dist/gnu-r-values.R under Rscript): bulk, both tails and log scale, at a tight relative tolerance.
 */
class DistributionsAccuracyTest {
    /**
     * 1e-12 relative, except where the problem itself is ill-conditioned (qgamma at a tiny shape a,
     * whose quantile has condition number 1/a) and for pt and qt at df of 1e5 and more (kept from
     * before pt became R's TOMS 708 bratio, which BetaPoissonBitsTest checks to the bit).
     */
    private static double tolerance(String fn, double shape) {
        if ((fn.equals("qt") || fn.equals("pt")) && shape >= 1e5) return 1e-11;
        if (fn.equals("qgamma") && shape < 1e-3) return 1e-12 / shape * 1e-3;
        return 1e-12;
    }

    private static double compute(String fn, double x, double a, double b, boolean lower, boolean log) {
        return switch (fn) {
            case "pgamma" -> DistGamma.cdf(x, a, b, lower, log);
            case "qgamma" -> DistGamma.quantile(x, a, b, lower, false);
            case "dgamma" -> DistGamma.density(x, a, b, log);
            case "pbeta" -> DistBeta.cdf(x, a, b, lower, log);
            case "qbeta" -> DistBeta.quantile(x, a, b, lower, false);
            case "dbeta" -> DistBeta.density(x, a, b, log);
            case "qt" -> DistContinuous.qt(x, a, lower, false);
            case "pt" -> StudentDistributions.pt(x, a, lower, log);
            case "pchisq" -> DistGamma.cdf(x, a / 2, 2, lower, log);
            case "qchisq" -> DistGamma.quantile(x, a / 2, 2, lower, false);
            case "pbinom" -> DistDiscrete.pbinom(x, a, b, lower, log);
            case "ppois" -> DistDiscrete.ppois(x, a, lower, log);
            case "pexp" -> DistContinuous.pexp(x, a, lower, log);
            case "plnorm" -> DistContinuous.plnorm(x, a, b, lower, log);
            case "dlnorm" -> DistContinuous.dlnorm(x, a, b, log);
            default -> throw new IllegalArgumentException(fn);
        };
    }

    @Test
    void matchesGnuR() throws IOException {
        List<String> failures = new ArrayList<>();
        int rows = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                getClass().getResourceAsStream("/dist/gnu-r-values.txt"), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.trim().split(" ");
                double expected = number(f[6]);
                double actual = compute(f[0], number(f[1]), number(f[2]), number(f[3]), f[4].equals("1"), f[5].equals("1"));
                rows++;
                boolean logScale = f[5].equals("1");
                if (!close(expected, actual, tolerance(f[0], number(f[2])), logScale)) failures.add(line + " -> " + actual);
            }
        }
        assertTrue(rows > 3000, "reference table read");
        assertTrue(failures.isEmpty(), failures.size() + " values differ:\n" + String.join("\n", failures));
    }

    /** A number as R's sprintf("%.17g") writes it. */
    private static double number(String s) {
        return switch (s) {
            case "Inf" -> Double.POSITIVE_INFINITY;
            case "-Inf" -> Double.NEGATIVE_INFINITY;
            case "NaN", "NA" -> Double.NaN;
            default -> Double.parseDouble(s);
        };
    }

    /**
     * Relative closeness; a log-scale value near 0 is held to 2e-15 absolute instead: GNU R's own
     * log densities at tiny shapes are differences of terms near 5, exact to about that.
     */
    private static boolean close(double expected, double actual, double tol, boolean logScale) {
        if (Double.isNaN(expected) || Double.isInfinite(expected)) return Double.compare(expected, actual) == 0;
        if (expected == actual) return true;
        double diff = Math.abs(expected - actual);
        return diff <= tol * Math.abs(expected) || (logScale && diff <= 2e-15);
    }
}
