package flashr.engine.fn.math;

import static flashr.engine.fn.math.RDoubles.parse;
import static flashr.engine.fn.math.RDoubles.same;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The C library's sinh, cosh and tanh and their inverses bit for bit: hyperbolic-r.txt and
 * inverse-hyperbolic-r.txt hold GNU R's values (written by hyperbolic-r.R next to them, since the
 * build has no R) over each path, the overflow range, small arguments, the paths' boundaries and
 * the special values. (Checked also against the C library itself over 2e6 random arguments each:
 * no difference; see docs/ENGINE.md.)
 */
class HyperbolicTest {
    @Test
    void matchesRBitForBit() throws IOException {
        List<String> mismatches = new ArrayList<>();
        int n = 0;
        int[] javaDiffers = new int[3];
        for (String line : lines("hyperbolic-r.txt")) {
            n++;
            String[] f = line.split(" ");
            double x = parse(f[0]);
            double[] got = {Hyperbolic.sinh(x), Hyperbolic.cosh(x), Hyperbolic.tanh(x)};
            double[] java = {Math.sinh(x), Math.cosh(x), Math.tanh(x)};
            for (int k = 0; k < 3; k++) {
                double r = parse(f[k + 1]);
                if (!same(r, got[k])) mismatches.add(k + ": " + line + " got " + Double.toHexString(got[k]));
                if (!same(r, java[k])) javaDiffers[k]++;
            }
        }
        assertTrue(n > 4000, "cases read: " + n);
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), mismatches.size() + " differ");
        // the reason for Hyperbolic: if this fails, Java's sinh and cosh have become the C library's
        assertTrue(javaDiffers[0] > 0 && javaDiffers[1] > 0, "Math differs on " + javaDiffers[0] + ", " + javaDiffers[1]);
    }

    @Test
    void inversesMatchRBitForBit() throws IOException {
        List<String> mismatches = new ArrayList<>();
        int n = 0, formulaDiffers = 0;
        for (String line : lines("inverse-hyperbolic-r.txt")) {
            n++;
            String[] f = line.split(" ");
            double x = parse(f[0]);
            double[] got = {Hyperbolic.asinh(x), Hyperbolic.acosh(x), Hyperbolic.atanh(x)};
            for (int k = 0; k < 3; k++) {
                if (!same(parse(f[k + 1]), got[k])) mismatches.add(k + ": " + line + " got " + Double.toHexString(got[k]));
            }
            // the textbook formula flashr used before differs from the C library's
            if (Math.abs(x) < 1 && !same(parse(f[3]), 0.5 * Math.log((1 + x) / (1 - x)))) formulaDiffers++;
        }
        assertTrue(n > 3000, "cases read: " + n);
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), mismatches.size() + " differ");
        assertTrue(formulaDiffers > 0);
        assertEquals(0x7ff00000000007a2L, Double.doubleToRawLongBits(Hyperbolic.atanh(Double.longBitsToDouble(0x7ff00000000007a2L))));
        assertEquals(Double.POSITIVE_INFINITY, Hyperbolic.atanh(1), 0);
        assertEquals(Double.NEGATIVE_INFINITY, Hyperbolic.atanh(-1), 0);
        assertTrue(Double.isNaN(Hyperbolic.acosh(0.5)) && Double.isNaN(Hyperbolic.atanh(2)));
    }

    @Test
    void specialValues() {
        double na = Double.longBitsToDouble(0x7ff00000000007a2L);
        assertEquals(0x7ff00000000007a2L, Double.doubleToRawLongBits(Hyperbolic.sinh(na)), "NA stays NA");
        assertEquals(0x7ff00000000007a2L, Double.doubleToRawLongBits(Hyperbolic.cosh(na)));
        assertEquals(0x7ff00000000007a2L, Double.doubleToRawLongBits(Hyperbolic.tanh(na)));
        double inf = Double.POSITIVE_INFINITY;
        assertEquals(inf, Hyperbolic.sinh(inf), 0);
        assertEquals(-inf, Hyperbolic.sinh(-inf), 0);
        assertEquals(inf, Hyperbolic.cosh(-inf), 0);
        assertEquals(1.0, Hyperbolic.tanh(inf), 0);
        assertEquals(-1.0, Hyperbolic.tanh(-inf), 0);
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(Hyperbolic.sinh(-0.0)));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(Hyperbolic.tanh(-0.0)));
        assertEquals(1.0, Hyperbolic.cosh(-0.0), 0);
        assertEquals(inf, Hyperbolic.sinh(711), 0);
        assertEquals(-inf, Hyperbolic.sinh(-711), 0);
        assertEquals(inf, Hyperbolic.cosh(711), 0);
        // R: sprintf("%a", sinh(710)) is finite (exp(355) squared), cosh(1) as R prints it
        assertTrue(Double.isFinite(Hyperbolic.sinh(710)));
        assertEquals(Double.parseDouble("0x1.8b07551d9f55p+0"), Hyperbolic.cosh(1), 0);
    }

    private static List<String> lines(String file) throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                HyperbolicTest.class.getResourceAsStream("/flashr/engine/fn/math/" + file), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) out.add(line);
        }
        return out;
    }
}
