package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import flashr.compiler.rt.Program;
import flashr.parse.Deparser;
import flashr.parse.RParser;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A compiled jar's program as its run reads it: the stored parsed form its main class carries
 * (node for node checks of that form are StoredAstTest's), or, when that is missing, damaged or made
 * for another text, the script's text parsed, with the same expressions, texts and warnings.
 */
class ProgramLoadTest {
    @Test
    void programFallsBackToTheTextWhenTheStoredFormIsMissingDamagedOrStale() {
        String source = "g <- function(n) n * 2\nprint(g(3L))\nx <- 1.5L\n";
        List<RParser.Parsed> expected = RParser.parseWithText(source, "s.R");
        String stored = Program.storedForm(source, expected);
        assertNotNull(stored);
        String otherText = Program.storedForm("g <- 1\n", RParser.parseWithText("g <- 1\n", "s.R"));
        byte[] flipped = stored.getBytes(StandardCharsets.ISO_8859_1);
        flipped[flipped.length - 1] ^= 1;
        for (String given : new String[] {stored, null, "", stored.substring(0, stored.length() / 2), otherText,
            new String(flipped, StandardCharsets.ISO_8859_1)}) {
            Program p = Program.load(source, given, "s.R");
            assertEquals(expected.size(), p.expressions().size());
            for (int i = 0; i < expected.size(); i++) {
                RParser.Parsed a = expected.get(i);
                RParser.Parsed b = p.expressions().get(i);
                assertEquals(a.text(), b.text());
                assertEquals(a.warnings(), b.warnings());
                assertEquals(Deparser.deparse(a.expr()), Deparser.deparse(b.expr()));
                assertEquals(((flashr.lang.RCall) a.expr()).pos(), ((flashr.lang.RCall) b.expr()).pos());
            }
        }
    }
}
