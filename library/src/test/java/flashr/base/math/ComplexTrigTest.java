package flashr.base.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * R's sin, cos, tan, asin, acos, atan, the hyperbolic ones, exp, log, sqrt, log2 and log10 of
 * complex numbers bit for bit:
 * complex-trig-r.txt holds GNU R's results (written by complex-trig-r.R next to it, since the build
 * has no R): each function over a grid of parts (small, moderate, past R's and glibc's switches at
 * 25, 354 and 709, signed zeros, the unit circle, the branch cuts, infinite and NaN parts). With
 * -Dflashr.complex.file=FILE it reads a larger file the same script writes instead.
 */
class ComplexTrigTest {
    @Test
    void matchRBitForBit() throws IOException {
        List<String> mismatches = new ArrayList<>();
        Map<String, int[]> counts = new TreeMap<>();
        double[] out = new double[2];
        int cases = 0;
        for (String line : lines()) {
            String[] f = line.split(" ");
            double x = parse(f[1]), y = parse(f[2]), re = parse(f[3]), im = parse(f[4]);
            ComplexMath.apply(f[0], x, y, out);
            cases++;
            int[] c = counts.computeIfAbsent(f[0], k -> new int[2]);
            c[0]++;
            if (!same(re, out[0]) || !same(im, out[1])) {
                c[1]++;
                mismatches.add(line + " got " + Double.toHexString(out[0]) + " " + Double.toHexString(out[1]));
            }
        }
        assertTrue(cases > 1000, "cases read: " + cases);
        StringBuilder summary = new StringBuilder();
        counts.forEach((k, c) -> summary.append(k).append(' ').append(c[1]).append('/').append(c[0]).append(' '));
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), mismatches.size() + " differ: " + summary);
    }

    private static double parse(String s) {
        return switch (s) {
            case "NaN" -> Double.NaN;
            case "Inf" -> Double.POSITIVE_INFINITY;
            case "-Inf" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(s);
        };
    }

    /** Equal bits, but R prints every NaN as NaN. */
    private static boolean same(double expected, double got) {
        if (Double.isNaN(expected)) return Double.isNaN(got);
        return Double.doubleToRawLongBits(expected) == Double.doubleToRawLongBits(got);
    }

    private static List<String> lines() throws IOException {
        String file = System.getProperty("flashr.complex.file");
        List<String> out = new ArrayList<>();
        try (InputStream s = file != null ? Files.newInputStream(Path.of(file))
                : ComplexTrigTest.class.getResourceAsStream("/flashr/base/math/complex-trig-r.txt");
                BufferedReader in = new BufferedReader(new InputStreamReader(s, StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) out.add(line);
        }
        return out;
    }
}
