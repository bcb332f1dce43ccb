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
 * The C library's asin and acos bit for bit: asin-acos-r.txt holds GNU R's values (written by
 * asin-acos-r.R next to it, since the build has no R) over every path, its borders, every exponent
 * and the special values. (Checked also against the C library itself over 12.9M arguments with
 * bench/libm/asin-acos-harness.c and {@link AsinAcosHarnessCheck}: 0 differ.)
 */
class AsinAcosTest {
    @Test
    void matchRBitForBit() throws IOException {
        List<String> mismatches = new ArrayList<>();
        int cases = 0, javaAsin = 0, javaAcos = 0;
        for (String line : lines()) {
            String[] f = line.split(" ");
            double x = parse(f[0]), s = parse(f[1]), c = parse(f[2]);
            cases++;
            if (!same(s, AsinAcos.asin(x))) mismatches.add("asin: " + line + " got " + Double.toHexString(AsinAcos.asin(x)));
            if (!same(c, AsinAcos.acos(x))) mismatches.add("acos: " + line + " got " + Double.toHexString(AsinAcos.acos(x)));
            if (!same(s, Math.asin(x))) javaAsin++;
            if (!same(c, Math.acos(x))) javaAcos++;
        }
        assertTrue(cases > 3000, "cases read: " + cases);
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), mismatches.size() + " differ");
        // the reason for this class: if these fail, Java's Math has become the C library's here
        assertTrue(javaAsin > 0 && javaAcos > 0, javaAsin + " " + javaAcos);
    }

    @Test
    void specialValues() {
        double na = Double.longBitsToDouble(0x7ff00000000007a2L);
        assertEquals(0x7ff00000000007a2L, Double.doubleToRawLongBits(AsinAcos.asin(na)), "NA stays NA");
        assertEquals(0x7ff00000000007a2L, Double.doubleToRawLongBits(AsinAcos.acos(na)), "NA stays NA");
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(AsinAcos.asin(-0.0)));
        assertEquals(Math.PI / 2, AsinAcos.acos(-0.0));
        assertEquals(Math.PI / 2, AsinAcos.asin(1));
        assertEquals(-Math.PI / 2, AsinAcos.asin(-1));
        assertEquals(0.0, AsinAcos.acos(1));
        assertEquals(Math.PI, AsinAcos.acos(-1));
        for (double x : new double[] {Math.nextUp(1.0), -2, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertTrue(Double.isNaN(AsinAcos.asin(x)) && Double.isNaN(AsinAcos.acos(x)), "NaN beyond +-1: " + x);
        }
        assertEquals(5e-324, AsinAcos.asin(5e-324));
    }

    private static List<String> lines() throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                AsinAcosTest.class.getResourceAsStream("/flashr/engine/fn/math/asin-acos-r.txt"), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) out.add(line);
        }
        return out;
    }
}
