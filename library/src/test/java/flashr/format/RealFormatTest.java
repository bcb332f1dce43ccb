package flashr.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.base.BuiltinCalls;
import flashr.lang.NumberText;
import flashr.lang.RDouble;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Number formatting against GNU R: doubles.txt holds, for each case, what R 4.2 prints for
 * {@code print(x)}, {@code as.character(x)} and {@code cat(x, "\n")} (made by a small R script).
 */
class RealFormatTest {

    @Test
    void printAsCharacterAndCatMatchR() throws IOException {
        List<String> lines = readCases();
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < lines.size(); ) {
            String head = lines.get(i++);
            String[] parts = head.substring(3).split(" ");
            double[] x = new double[parts.length];
            for (int k = 0; k < x.length; k++) x[k] = Double.parseDouble(parts[k]);
            StringBuilder printed = new StringBuilder();
            while (!lines.get(i).equals("#as.character")) printed.append(lines.get(i++)).append('\n');
            i++;
            String asChar = lines.get(i++);
            i++; // #cat
            String cat = lines.get(i++);

            BuiltinCalls r = new BuiltinCalls();
            r.call("print", RDouble.of(x));
            check(failures, head + " print", printed.toString(), r.out.toString(StandardCharsets.UTF_8));
            StringBuilder ac = new StringBuilder();
            for (int k = 0; k < x.length; k++) ac.append(k > 0 ? "|" : "").append(NumberText.doubleToString(x[k]));
            check(failures, head + " as.character", asChar, ac.toString());
            BuiltinCalls c = new BuiltinCalls();
            c.call("cat", RDouble.of(x), flashr.lang.RString.of("\n"));
            check(failures, head + " cat", cat + "\n", c.out.toString(StandardCharsets.UTF_8));
        }
        assertEquals(List.of(), failures);
    }

    @Test
    void cPrintfRoundingIsExactBinaryHalfEven() {
        assertEquals("0.2", DecimalText.fixed(0.25, 1));
        assertEquals("0.1", DecimalText.fixed(0.15, 1));
        assertEquals("2", DecimalText.fixed(2.5, 0));
        assertEquals("-0.000", DecimalText.fixed(-0.0001, 3));
        assertEquals("1.234568e+06", DecimalText.scientific(1234567.5, 6, false, false));
        assertEquals("1e+100", DecimalText.scientific(1e100, 0, false, false));
        assertEquals("0.0001", DecimalText.general(1e-4, 6, false, false));
        assertEquals("1e-05", DecimalText.general(1e-5, 6, false, false));
        assertEquals("123457", DecimalText.general(123456.7, 6, false, false));
        assertEquals("1.23457e+06", DecimalText.general(1234567, 6, false, false));
    }

    private static void check(List<String> failures, String what, String expected, String actual) {
        if (!expected.equals(actual)) failures.add(what + ": expected <" + expected + "> got <" + actual + ">");
    }

    private static List<String> readCases() throws IOException {
        try (InputStream in = RealFormatTest.class.getResourceAsStream("doubles.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }
}
