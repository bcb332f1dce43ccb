package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.cli.CompletionContext.Kind;
import org.junit.jupiter.api.Test;

/** Reading the token under the cursor from the text before it. */
class CompletionContextTest {
    private static CompletionContext at(String text) {
        return CompletionContext.at(text, text.length());
    }

    @Test
    void namesAndTheirEnclosingCall() {
        assertEquals(new CompletionContext(Kind.NAME, "me", null), at("x <- me"));
        assertEquals(new CompletionContext(Kind.NAME, "na.r", "mean"), at("mean(x, na.r"));
        assertEquals(new CompletionContext(Kind.NAME, "b", "outer"), at("outer(inner(1), b"));
        assertEquals(new CompletionContext(Kind.NAME, "", "f"), at("f(x[1], "));
        assertEquals(new CompletionContext(Kind.NAME, "i", null), at("x[i"));
        assertEquals(new CompletionContext(Kind.NAME, "y", null), at("f(1); y"));
    }

    @Test
    void stringsAreFilePaths() {
        assertEquals(new CompletionContext(Kind.PATH, "data/x", "read.csv"), at("read.csv(\"data/x"));
        assertEquals(new CompletionContext(Kind.PATH, "it\\'s", "source"), at("source('it\\'s"));
        assertEquals(new CompletionContext(Kind.NAME, "fi", "paste"), at("paste(\"a(b\", fi"));
    }

    @Test
    void elementsCommentsAndBackquotes() {
        assertEquals(new CompletionContext(Kind.ELEMENT, "al", "cfg"), at("cfg$al"));
        assertEquals(Kind.NONE, at("x # comment wo").kind());
        assertEquals(new CompletionContext(Kind.NAME, "z", null), at("x # note\nz"));
        assertEquals(Kind.NONE, at("`odd na").kind());
    }
}
