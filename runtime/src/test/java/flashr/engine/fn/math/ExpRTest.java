package flashr.engine.fn.math;

import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * R's exp bit for bit, scalar and whole-array: exp-r.txt holds GNU R's exp(x) (written by
 * exp-r.R next to it) over the whole range, the subnormal results and overflow included.
 */
class ExpRTest {
    @Test
    void scalarAndVectorsMatchR() throws IOException {
        List<double[]> cases = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                ExpRTest.class.getResourceAsStream("/flashr/engine/fn/math/exp-r.txt"), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.split(" ");
                cases.add(new double[] {parse(f[0]), parse(f[1])});
            }
        }
        double[] xs = new double[cases.size()], vec = new double[cases.size()];
        for (int k = 0; k < xs.length; k++) xs[k] = cases.get(k)[0];
        ExpLogVectors.exp(xs, 0, vec, 0, xs.length);
        List<String> mismatches = new ArrayList<>();
        for (int k = 0; k < xs.length; k++) {
            double expected = cases.get(k)[1];
            double scalar = ExpLog.exp(xs[k]);
            if (!same(expected, scalar) || !same(expected, vec[k])) {
                mismatches.add(Double.toHexString(xs[k]) + ": R " + Double.toHexString(expected)
                        + " scalar " + Double.toHexString(scalar) + " vector " + Double.toHexString(vec[k]));
            }
        }
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), mismatches.size() + " of " + xs.length + " differ");
    }

    private static double parse(String s) {
        return switch (s) {
            case "NA" -> NA.REAL;
            case "NaN" -> Double.NaN;
            case "Inf" -> Double.POSITIVE_INFINITY;
            case "-Inf" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(s);
        };
    }

    private static boolean same(double expected, double got) {
        if (NA.isNA(expected)) return NA.isNA(got);
        if (Double.isNaN(expected)) return Double.isNaN(got) && !NA.isNA(got);
        return Double.doubleToRawLongBits(expected) == Double.doubleToRawLongBits(got);
    }
}
