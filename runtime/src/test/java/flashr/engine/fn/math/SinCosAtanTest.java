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
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The C library's sin, cos, atan and atan2 bit for bit: trig-r.txt holds GNU R's values (written
 * by trig-r.R next to it, since the build has no R) over each path's range, both argument
 * reductions, every exponent (huge and subnormal arguments), the multiples of pi/2, the paths'
 * boundaries and the special values. (Checked also against the C library itself over 3e6 random
 * arguments per function; see docs/ENGINE.md.)
 */
class SinCosAtanTest {
    private final List<String> mismatches = new ArrayList<>();

    @Test
    void matchRBitForBit() throws IOException {
        int unary = 0, binary = 0;
        int[] javaDiffers = new int[4];
        for (String line : lines()) {
            String[] f = line.split(" ");
            double[] v = new double[f.length];
            for (int i = 0; i < f.length; i++) v[i] = parse(f[i]);
            if (f.length == 4) {
                unary++;
                check("sin", line, v[1], SinCos.sin(v[0]), Math.sin(v[0]), javaDiffers, 0);
                check("cos", line, v[2], SinCos.cos(v[0]), Math.cos(v[0]), javaDiffers, 1);
                check("atan", line, v[3], Atan.atan(v[0]), Math.atan(v[0]), javaDiffers, 2);
            } else {
                binary++;
                check("atan2", line, v[2], Atan.atan2(v[0], v[1]), Math.atan2(v[0], v[1]), javaDiffers, 3);
            }
        }
        assertTrue(unary > 1500 && binary > 1000, "cases read: " + unary + ", " + binary);
        assertEquals(List.of(), mismatches.subList(0, Math.min(10, mismatches.size())), mismatches.size() + " differ");
        // the reason for these classes: if one fails, Java's Math has become the C library's there
        for (int d : javaDiffers) assertTrue(d > 0);
    }

    private void check(String fn, String line, double r, double got, double java, int[] javaDiffers, int k) {
        if (!same(r, got)) mismatches.add(fn + ": " + line + " got " + Double.toHexString(got));
        if (!same(r, java)) javaDiffers[k]++;
    }

    @Test
    void specialValues() {
        double na = Double.longBitsToDouble(0x7ff00000000007a2L);
        for (DoubleUnaryOperator f : List.<DoubleUnaryOperator>of(SinCos::sin, SinCos::cos, Atan::atan)) {
            assertEquals(0x7ff00000000007a2L, Double.doubleToRawLongBits(f.applyAsDouble(na)), "NA stays NA");
        }
        assertTrue(Double.isNaN(SinCos.sin(Double.POSITIVE_INFINITY)) && Double.isNaN(SinCos.cos(Double.NEGATIVE_INFINITY)));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(SinCos.sin(-0.0)));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(Atan.atan(-0.0)));
        assertEquals(1.0, SinCos.cos(-0.0));
        DoubleBinaryOperator atan2 = Atan::atan2;
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(atan2.applyAsDouble(-0.0, 1)));
        assertEquals(-Math.PI, atan2.applyAsDouble(-0.0, -1));
        assertEquals(3 * Math.PI / 4, atan2.applyAsDouble(1 / 0.0, -1 / 0.0));
        assertEquals(Math.PI / 2, atan2.applyAsDouble(5e-324, 0.0));
    }

    @Test
    void hugeArgumentsReduceExactly() {
        // sin(2^1023) and cos(1e300) from the C library (glibc 2.36)
        assertEquals(Double.parseDouble("0x1.205248cbdb76p-1"), SinCos.sin(0x1p1023), 0);
        assertEquals(Double.parseDouble("-0x1.2699022adc4c1p-1"), SinCos.cos(1e300), 0);
    }

    private static List<String> lines() throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                SinCosAtanTest.class.getResourceAsStream("/flashr/engine/fn/math/trig-r.txt"), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) out.add(line);
        }
        return out;
    }
}
