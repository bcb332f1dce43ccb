package flashr.engine.fn.math;

import flashr.engine.fn.RMath;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static flashr.engine.fn.math.RDoubles.parse;
import static flashr.engine.fn.math.RDoubles.same;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * R's {@code ^} bit for bit: pow-r.txt holds GNU R's x^y (written by pow-r.R next to it, since
 * the build has no R) for random and special operands: negative bases with integer exponents,
 * subnormals, results near overflow and in the subnormal range, huge and tiny exponents, random
 * bit patterns, and the zero/one/infinity/NaN/NA grid that R decides itself.
 */
class PowTest {
    @Test
    void matchesRBitForBit() throws IOException {
        List<String> mismatches = new ArrayList<>();
        int n = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                PowTest.class.getResourceAsStream("/flashr/engine/fn/math/pow-r.txt"), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; n++) {
                String[] f = line.split(" ");
                double x = parse(f[0]), y = parse(f[1]);
                double got = RMath.pow(x, y);
                if (!same(parse(f[2]), got)) mismatches.add(line + " got " + format(got));
            }
        }
        assertTrue(n > 4000, "cases read: " + n);
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), mismatches.size() + " of " + n + " differ");
    }

    @Test
    void javaPowDiffersFromRSomewhere() throws IOException {
        // the reason for Pow: if this ever fails, Math.pow has become R's pow and Pow could go
        int differ = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                PowTest.class.getResourceAsStream("/flashr/engine/fn/math/pow-r.txt"), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.split(" ");
                double x = parse(f[0]), y = parse(f[1]), r = parse(f[2]);
                if (Double.isFinite(r) && r != 0 && Double.doubleToRawLongBits(Math.pow(x, y)) != Double.doubleToRawLongBits(r)) differ++;
            }
        }
        assertTrue(differ > 0);
    }

    private static String format(double d) {
        return NA.isNA(d) ? "NA" : Double.toHexString(d);
    }
}
