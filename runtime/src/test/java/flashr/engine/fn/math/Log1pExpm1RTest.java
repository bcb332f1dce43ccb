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
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * R's log1p and expm1 bit for bit: log1p-r.txt and expm1-r.txt hold GNU R's values (written by
 * log1p-expm1-r.R next to them) over every path of the C library's code: both sides of the
 * reductions, tiny arguments, huge ones, overflow, special values.
 */
class Log1pExpm1RTest {
    @Test
    void log1pMatchesR() throws IOException {
        check("log1p-r.txt", Log1p::log1p);
    }

    @Test
    void expm1MatchesR() throws IOException {
        check("expm1-r.txt", Expm1::expm1);
    }

    /** Java's own functions differ from R's on some of these cases, so the files can tell them apart. */
    @Test
    void javasFunctionsDifferFromRSomewhere() throws IOException {
        assertTrue(mismatches("log1p-r.txt", Math::log1p).size() > 0);
        assertTrue(mismatches("expm1-r.txt", Math::expm1).size() > 0);
    }

    private static void check(String file, DoubleUnaryOperator fn) throws IOException {
        List<String> bad = mismatches(file, fn);
        assertEquals(List.of(), bad.subList(0, Math.min(10, bad.size())), bad.size() + " cases differ from R");
    }

    private static List<String> mismatches(String file, DoubleUnaryOperator fn) throws IOException {
        List<String> bad = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Log1pExpm1RTest.class.getResourceAsStream("/flashr/engine/fn/math/" + file), StandardCharsets.US_ASCII))) {
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.split(" ");
                double x = parse(f[0]), expected = parse(f[1]), got = fn.applyAsDouble(x);
                if (!same(expected, got)) bad.add(f[0] + ": R " + f[1] + " got " + Double.toHexString(got));
            }
        }
        return bad;
    }
}
