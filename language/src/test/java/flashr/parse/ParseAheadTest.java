package flashr.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A parse started ahead on its own thread gives what parsing on the caller's thread gives, errors included. */
class ParseAheadTest {
    private static List<String> deparsed(List<RParser.Parsed> parsed) {
        return parsed.stream().map(p -> Deparser.deparse(p.expr()) + " | " + p.text() + " | " + p.warnings()).toList();
    }

    @Test
    void givesTheSameExpressionsTextsAndWarnings() {
        String source = "x <- 1; y <- 2 # note\nf <- function(a, b = 2) {\n  a + b\n}\nif (x) y else -y\n\"a\" -> z\n";
        ParseAhead ahead = ParseAhead.start(source, "s.R");
        assertEquals(deparsed(RParser.parseWithText(source, "s.R")), deparsed(ahead.join()));
        assertEquals(source, ahead.source());
        assertEquals("s.R", ahead.fileName());
    }

    @Test
    void throwsTheSameSyntaxErrorWithWhatCameBefore() {
        String source = "cat(\"one\\n\")\nx <- 2\ny <- )\ncat(\"never\\n\")\n";
        ParseError here = assertThrows(ParseError.class, () -> RParser.parseWithText(source, "s.R"));
        ParseError ahead = assertThrows(ParseError.class, () -> ParseAhead.start(source, "s.R").join());
        assertEquals(here.getMessage(), ahead.getMessage());
        assertEquals(2, ahead.parsedBefore().size());
        assertEquals(here.parsedBefore().stream().map(Deparser::deparse).toList(),
                ahead.parsedBefore().stream().map(Deparser::deparse).toList());
    }

    @Test
    void deeplyNestedCodeParsesAsOnTheScriptsThread() {
        String source = "(".repeat(3000) + "1" + ")".repeat(3000) + "\n";
        assertEquals(deparsed(RParser.parseWithText(source, null)), deparsed(ParseAhead.start(source, null).join()));
    }
}
