package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.compiler.rt.AstCodec;
import flashr.compiler.rt.Program;
import flashr.lang.RCall;
import flashr.lang.RComplex;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.parse.Deparser;
import flashr.parse.RParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The parsed program a compiled jar carries in place of parsing its text: read back, it is the
 * parser's tree node for node (classes, values bit for bit, names, attributes, source positions,
 * shared marks); another format's or a damaged text is refused, and the program is then parsed.
 */
class AstCodecTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "x <- 1; y = 2L; 3 -> z; z <<- 4\n",
        "f <- function(a, b = 2, ...) { if (a > b) a else b }\nf(1, b = 3)\n",
        "x[1, , drop = FALSE]; x[[2]]; x$a; x@b; base::sum(1); stats:::sd\n",
        "c(NA, NA_integer_, NA_real_, NA_character_, NA_complex_, NULL, TRUE, FALSE, Inf, NaN, -0, 2i, 0x1F, 1e-300)\n",
        "`my var` <- 'caf\u00e9 \u2603 \ud83d\ude00'; \"quote \\\" and \\n newline\"\n",
        "x <- 1.5L\ny <- 1e5L\n",
        "function(x) x\n\\(y) y + 1\nx |> f(y = _)\n",
        "for (i in 1:10) { while (TRUE) break; repeat next }\n",
        "a ? b\n?help\n-x; !y; ~ z; (a + b) * c\n",
        "x <- 1\r\ny <- 'a\r\nb'\r\n",
        "",
    })
    void readsBackWhatTheParserMade(String source) {
        assertRoundTrip(source, "s.R");
    }

    /** Every golden script, so that every construct the corpus uses is covered. */
    @Test
    void readsBackEveryGoldenScript() throws IOException {
        Path golden = Path.of("..", "test", "src", "test", "resources", "golden");
        if (!Files.isDirectory(golden)) return; // built alone, without the test module's sources
        int n = 0;
        try (Stream<Path> files = Files.walk(golden)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".R")).sorted().toList()) {
                String source = Files.readString(p);
                List<RParser.Parsed> parsed;
                try {
                    parsed = RParser.parseWithText(source, p.toString());
                } catch (RuntimeException syntaxError) {
                    continue; // the compiler refuses these
                }
                assertSame(parsed, source, p.toString());
                n++;
            }
        }
        assertTrue(n > 100, "golden scripts read: " + n);
    }

    @Test
    void refusesOtherFormatsAndDamage() {
        String ast = AstCodec.encode(RParser.parseWithText("f(1, x = 'a')\n", "s.R"), "s.R");
        assertNotNull(ast);
        assertNull(AstCodec.decode(null, "s.R"));
        assertNull(AstCodec.decode("", "s.R"));
        assertNull(AstCodec.decode(ast.replace("flashr-ast-1;", "flashr-ast-0;"), "s.R"));
        for (int cut = 1; cut < ast.length(); cut += 3) {
            assertNull(AstCodec.decode(ast.substring(0, ast.length() - cut), "s.R"), "truncated by " + cut);
        }
        assertNull(AstCodec.decode(ast + "C", "s.R"));
    }

    @Test
    void programFallsBackToTheTextWhenTheTreeIsMissingOrStale() {
        String source = "g <- function(n) n * 2\nprint(g(3L))\n";
        List<RParser.Parsed> expected = RParser.parseWithText(source, "s.R");
        String ast = AstCodec.encode(expected, "s.R");
        for (String given : new String[] {ast, null, "flashr-ast-0;junk", ast.substring(0, ast.length() / 2)}) {
            Program p = Program.load(source, given, "s.R");
            assertEquals(expected.size(), p.expressions().size());
            for (int i = 0; i < expected.size(); i++) {
                assertSameNode(expected.get(i).expr(), p.expressions().get(i).expr(), "expression " + i);
            }
        }
    }

    private static void assertRoundTrip(String source, String fileName) {
        assertSame(RParser.parseWithText(source, fileName), source, fileName);
    }

    private static void assertSame(List<RParser.Parsed> parsed, String source, String fileName) {
        String ast = AstCodec.encode(parsed, fileName);
        assertNotNull(ast, () -> "not encoded: " + fileName);
        List<RParser.Parsed> back = AstCodec.decode(ast, fileName);
        assertNotNull(back, () -> "not decoded: " + fileName);
        assertEquals(parsed.size(), back.size(), fileName);
        for (int i = 0; i < parsed.size(); i++) {
            RParser.Parsed a = parsed.get(i);
            RParser.Parsed b = back.get(i);
            String where = fileName + " expression " + i;
            assertEquals(a.text(), b.text(), where);
            assertEquals(a.warnings(), b.warnings(), where);
            assertSameNode(a.expr(), b.expr(), where);
            assertEquals(Deparser.deparse(a.expr()), Deparser.deparse(b.expr()), where);
        }
    }

    private static void assertSameNode(RValue a, RValue b, String where) {
        assertEquals(a.getClass(), b.getClass(), where);
        assertEquals(a.isShared(), b.isShared(), () -> where + ": shared mark of " + a);
        assertEquals(a.hasAttributes(), b.hasAttributes(), where);
        if (a.hasAttributes()) {
            assertEquals(a.attributes().size(), b.attributes().size(), where);
            for (int i = 0; i < a.attributes().size(); i++) {
                assertSameNode(a.attributes().value(i), b.getAttr(a.attributes().name(i)), where + " attribute " + i);
            }
        }
        switch (a) {
            case RCall c -> {
                RCall d = (RCall) b;
                assertEquals(c.pos(), d.pos(), where);
                assertEquals(c.names() == null, d.names() == null, where);
                if (c.names() != null) assertEquals(java.util.Arrays.toString(c.names()), java.util.Arrays.toString(d.names()), where);
                assertSameNode(c.function(), d.function(), where + "/f");
                assertEquals(c.argCount(), d.argCount(), where);
                for (int i = 0; i < c.argCount(); i++) assertSameNode(c.arg(i), d.arg(i), where + "/" + i);
            }
            case RList l -> {
                assertEquals(l.length(), ((RList) b).length(), where);
                for (int i = 0; i < l.length(); i++) assertSameNode(l.get(i), ((RList) b).get(i), where + "/" + i);
            }
            case RComplex c -> {
                RComplex d = (RComplex) b;
                assertEquals(c.length(), d.length(), where);
                for (int i = 0; i < c.length(); i++) {
                    assertEquals(Double.doubleToRawLongBits(c.re(i)), Double.doubleToRawLongBits(d.re(i)), where);
                    assertEquals(Double.doubleToRawLongBits(c.im(i)), Double.doubleToRawLongBits(d.im(i)), where);
                }
            }
            case RVector v -> {
                RVector w = (RVector) b;
                assertEquals(v.length(), w.length(), where);
                for (int i = 0; i < v.length(); i++) {
                    if (!(v instanceof RString)) {
                        assertEquals(Double.doubleToRawLongBits(v.getDouble(i)), Double.doubleToRawLongBits(w.getDouble(i)), where);
                    }
                    assertTrue(Objects.equals(v.getString(i), w.getString(i)), where);
                }
            }
            default -> assertTrue(a == b || a.toString().equals(b.toString()), () -> where + ": " + a + " vs " + b);
        }
    }
}
