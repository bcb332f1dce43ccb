package flashr.engine.fn.math;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

import static flashr.engine.fn.math.RDoubles.parse;
import static flashr.engine.fn.math.RDoubles.same;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * R's exp, log and log10 bit for bit, scalar and whole-array: exp-r.txt, log-r.txt and log10-r.txt hold GNU R's
 * exp(x) and log(x) (written by exp-log-r.R next to them) over the whole range: subnormal
 * results and overflow, subnormal arguments, arguments near 1, special values.
 */
class ExpLogRTest {
    interface ArrayFn { void apply(double[] in, int inOff, double[] out, int outOff, int n); }

    @Test
    void expMatchesR() throws IOException {
        check("exp-r.txt", ExpLog::exp, ExpLogVectors::exp);
    }

    @Test
    void logMatchesR() throws IOException {
        check("log-r.txt", ExpLog::log, ExpLogVectors::log);
    }

    /** log10 (R's log10 and log(x, 10) call the C library's): the engine's block loop and the scalar. */
    @Test
    void log10MatchesR() throws IOException {
        check("log10-r.txt", ExpLog::log10, (in, inOff, out, outOff, n) -> flashr.engine.fn.UnaryOp.LOG10.apply(in, inOff, out, outOff, n));
    }

    private static void check(String file, DoubleUnaryOperator scalarFn, ArrayFn vectorFn) throws IOException {
        List<double[]> cases = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                ExpLogRTest.class.getResourceAsStream("/flashr/engine/fn/math/" + file), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.split(" ");
                cases.add(new double[] {parse(f[0]), parse(f[1])});
            }
        }
        double[] xs = new double[cases.size()], vec = new double[cases.size()];
        for (int k = 0; k < xs.length; k++) xs[k] = cases.get(k)[0];
        vectorFn.apply(xs, 0, vec, 0, xs.length);
        List<String> mismatches = new ArrayList<>();
        for (int k = 0; k < xs.length; k++) {
            double expected = cases.get(k)[1];
            double scalar = scalarFn.applyAsDouble(xs[k]);
            if (!same(expected, scalar) || !same(expected, vec[k])) {
                mismatches.add(Double.toHexString(xs[k]) + ": R " + Double.toHexString(expected)
                        + " scalar " + Double.toHexString(scalar) + " vector " + Double.toHexString(vec[k]));
            }
        }
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), file + ": " + mismatches.size() + " of " + xs.length + " differ");
    }
}
