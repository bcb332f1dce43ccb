package flashr.engine.fn.math;

import static flashr.engine.fn.math.RDoubles.parse;
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
 * The C library's tan bit for bit: tan-r.txt holds GNU R's tan(x) (written by tan-r.R next to
 * it, since the build has no R) for rcauchy's arguments pi * u, each path's range, the points
 * near the poles and zeros, and the paths' boundaries.
 */
class TanTest {
    @Test
    void matchesRBitForBit() throws IOException {
        List<String> mismatches = new ArrayList<>();
        int n = 0, mathDiffers = 0;
        for (String line : lines()) {
            n++;
            String[] f = line.split(" ");
            double x = parse(f[0]), r = parse(f[1]);
            double got = Tan.tan(x);
            if (Double.doubleToRawLongBits(got) != Double.doubleToRawLongBits(r)) mismatches.add(line + " got " + Double.toHexString(got));
            if (Double.doubleToRawLongBits(Math.tan(x)) != Double.doubleToRawLongBits(r)) mathDiffers++;
        }
        assertTrue(n > 3000, "cases read: " + n);
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), mismatches.size() + " of " + n + " differ");
        // the reason for Tan: if this ever fails, Math.tan has become the C library's
        assertTrue(mathDiffers > 0);
    }

    @Test
    void specialValues() {
        assertTrue(Double.isNaN(Tan.tan(Double.POSITIVE_INFINITY)) && Double.isNaN(Tan.tan(Double.NEGATIVE_INFINITY)));
        double na = Double.longBitsToDouble(0x7ff00000000007a2L);
        assertEquals(0x7ff00000000007a2L, Double.doubleToRawLongBits(Tan.tan(na)), "NA stays NA");
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(Tan.tan(-0.0)));
        // beyond 25 (pi/2 in four parts) and beyond 1e8 (HugeReduction): R's tan
        assertEquals(Double.parseDouble("-0x1.99f0f242693c3p+2"), Tan.tan(30), 0);
        assertEquals(Double.parseDouble("-0x1.1de000f443f5p-1"), Tan.tan(1e10), 0);
        assertEquals(Double.parseDouble("0x1.6be411f37ac77p+0"), Tan.tan(1e300), 0);
    }

    private static List<String> lines() throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                TanTest.class.getResourceAsStream("/flashr/engine/fn/math/tan-r.txt"), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) out.add(line);
        }
        return out;
    }
}
