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
 * The C library's log2 bit for bit: log2-r.txt holds GNU R's log2(x) and log(x, 2) (written by
 * log2-r.R next to it, since the build has no R) for everyday arguments, both sides of the path
 * near 1 and its boundaries, every power of two and its neighbours, subnormals, the extremes and
 * the special values.
 */
class Log2Test {
    @Test
    void matchesRBitForBit() throws IOException {
        List<String> mismatches = new ArrayList<>();
        int n = 0, quotientDiffers = 0;
        for (String line : lines()) {
            n++;
            String[] f = line.split(" ");
            double x = parse(f[0]), log2 = parse(f[1]), logBase2 = parse(f[2]);
            double got = Log2.log2(x);
            if (!same(log2, got) || !same(logBase2, got)) mismatches.add(line + " got " + Double.toHexString(got));
            if (x > 0 && Double.isFinite(x) && Math.log(x) / Math.log(2) != log2) quotientDiffers++;
        }
        assertTrue(n > 9000, "cases read: " + n);
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), mismatches.size() + " of " + n + " differ");
        // the reason for Log2: if this ever fails, a quotient of logarithms has become R's log2
        assertTrue(quotientDiffers > 100, "quotient differs on " + quotientDiffers);
    }

    @Test
    void knownValues() {
        // R: sprintf("%a", log2(100)); the quotient of logarithms gives ...372p+2
        assertEquals(Double.parseDouble("0x1.a934f0979a371p+2"), Log2.log2(100), 0);
        assertEquals(Double.parseDouble("0x1.a934f0979a372p+2"), Math.log(100) / Math.log(2), 0);
        assertEquals(10.0, Log2.log2(1024), 0);
        assertEquals(-1074.0, Log2.log2(Double.MIN_VALUE), 0);
        assertEquals(0.0, Log2.log2(1.0), 0);
        assertEquals(Double.doubleToRawLongBits(0.0), Double.doubleToRawLongBits(Log2.log2(1.0)));
    }

    @Test
    void specialValues() {
        double na = Double.longBitsToDouble(0x7ff00000000007a2L);
        assertEquals(0x7ff00000000007a2L, Double.doubleToRawLongBits(Log2.log2(na)), "NA stays NA");
        assertEquals(Double.NEGATIVE_INFINITY, Log2.log2(0.0), 0);
        assertEquals(Double.NEGATIVE_INFINITY, Log2.log2(-0.0), 0);
        assertEquals(Double.POSITIVE_INFINITY, Log2.log2(Double.POSITIVE_INFINITY), 0);
        assertTrue(Double.isNaN(Log2.log2(-1)) && Double.isNaN(Log2.log2(Double.NEGATIVE_INFINITY)));
        assertTrue(Double.isNaN(Log2.log2(-Double.MIN_VALUE)));
    }

    private static List<String> lines() throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Log2Test.class.getResourceAsStream("/flashr/engine/fn/math/log2-r.txt"), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) out.add(line);
        }
        return out;
    }
}
