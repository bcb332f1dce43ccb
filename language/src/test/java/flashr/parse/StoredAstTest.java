package flashr.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.lang.RValue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The stored form of parsed code loads as exactly what parsing gives, and only for the source and
 * parser it was made from: anything else (another source, a damaged or foreign file) gives null, so
 * the caller parses.
 */
class StoredAstTest {
    /** Every construct of the grammar, constants of every type, names needing quotes, CRLF, non-ASCII text. */
    private static final String MIXED = String.join("\n",
            "f <- function(x, y = 2L, ..., `odd name` = c(a = 1, 'b' = NA_real_), z) {",
            "  if (x > 1e-300 && !is.na(y)) x[, 1] else if (y) x[[\"a\", exact = TRUE]] else NULL",
            "  for (i in seq_len(0x1F)) { next; break }",
            "  while (TRUE) repeat break",
            "  g <- \\(a) a |> h(b = _) |> k(1i, -Inf, NaN, NA, NA_integer_, NA_character_, NA_complex_, FALSE)",
            "  `my var` <- base::sum(1:3) ; stats:::`lm`; x$a$`b c`; x@slot; 'str' -> s; 2 ->> t",
            "  y ~ x + g | z; ~ a; ?help; a %in% b %% c %/% d %*% e; -2^-3; (a <- b = c)",
            "  \"caf\u00e9 \\u00e9 \\t\\n \\\\ \\\"\" ; r\"(raw \\ string)\"; 'x'(1); f()(2)()",
            "  function(a) function(b) a + b",
            "}",
            "g <- function() 1L + 1.5 + 1e5L",
            "x[] ; x[1, , drop = FALSE] ; y[[1]][2]$z",
            "");

    @Test
    void loadsAsParsed() {
        assertTrue(RParser.parseWithText("x <- 1.5L\n", "w.R").get(0).warnings().size() > 0, "a source with a parse warning");
        assertRoundTrip("x <- 1e5L\ny <- 1.5L; 'a'\n", "warnings.R");
        assertRoundTrip(MIXED, "mixed.R");
        assertRoundTrip(MIXED.replace("\n", "\r\n"), "crlf.R");
        assertRoundTrip(MIXED, null);
        assertRoundTrip("", "empty.R");
        assertRoundTrip("# only a comment\n", "comment.R");
    }

    /** The library's R sources and the golden corpus: every script that parses loads as parsed, in all its variety. */
    @Test
    void libraryAndGoldenCorpusLoadAsParsed() throws IOException {
        assertEquals(List.of(), corpusFailures(Path.of("../library/src/main/resources/flashr/R"), 70));
        assertEquals(List.of(), corpusFailures(Path.of("../test/src/test/resources/golden"), 500));
    }

    /** Where the scripts under {@code corpus} that parse do not load as parsed; at least {@code least} must parse. */
    private static List<String> corpusFailures(Path corpus, int least) throws IOException {
        assertTrue(Files.isDirectory(corpus), corpus.toAbsolutePath().toString());
        List<Path> scripts;
        try (Stream<Path> s = Files.walk(corpus)) {
            scripts = s.filter(p -> p.toString().endsWith(".R")).sorted().toList();
        }
        int parseable = 0;
        List<String> failures = new ArrayList<>();
        for (Path p : scripts) {
            String source = Files.readString(p, StandardCharsets.UTF_8);
            List<RParser.Parsed> parsed;
            try {
                parsed = RParser.parseWithText(source, p.toString());
            } catch (ParseError syntaxErrorCase) {
                continue;
            }
            String difference = difference(parsed, StoredAst.loadParsed(StoredAst.store(source, parsed), source, p.toString()));
            if (difference != null) failures.add(p + ": " + difference);
            parseable++;
        }
        assertTrue(parseable >= least, "only " + parseable + " scripts parsed under " + corpus);
        return failures;
    }

    @Test
    void anotherSourceGivesNull() {
        byte[] stored = StoredAst.store(MIXED, "m.R");
        assertNull(StoredAst.load(stored, MIXED.replace("1e-300", "1e-301"), "m.R"), "same length, one character changed");
        assertNull(StoredAst.load(stored, MIXED + "\n", "m.R"), "longer");
        assertNull(StoredAst.load(stored, "", "m.R"));
        assertNotNull(StoredAst.load(stored, MIXED, "m.R"));
    }

    @Test
    void damagedOrForeignFormsGiveNull() {
        byte[] stored = StoredAst.store(MIXED, "m.R");
        assertNull(StoredAst.load(null, MIXED, "m.R"));
        assertNull(StoredAst.load(new byte[0], MIXED, "m.R"));
        for (int length : new int[] {1, StoredAst.HEADER_BYTES - 1, StoredAst.HEADER_BYTES, stored.length / 2, stored.length - 1}) {
            assertNull(StoredAst.load(java.util.Arrays.copyOf(stored, length), MIXED, "m.R"), "truncated to " + length);
        }
        byte[] longer = java.util.Arrays.copyOf(stored, stored.length + 1);
        assertNull(StoredAst.load(longer, MIXED, "m.R"), "a byte appended");
        for (int i = 0; i < stored.length; i++) {
            byte[] flipped = stored.clone();
            flipped[i] ^= (byte) (1 << (i % 8));
            assertNull(StoredAst.load(flipped, MIXED, "m.R"), "bit flipped at byte " + i);
        }
    }

    @Test
    void anotherParserGivesNull() {
        byte[] stored = StoredAst.store(MIXED, "m.R");
        assertNotEquals(0, ParserFingerprint.get());
        byte[] foreign = stored.clone();
        foreign[4] ^= 1; // the fingerprint's first byte
        assertNull(StoredAst.load(foreign, MIXED, "m.R"));
    }

    /** A payload damaged in a way its checksum does not catch (the checksum made again) never throws: the caller then parses or loads a tree. */
    @Test
    void damagedPayloadsWithValidChecksumsFailClosed() {
        byte[] stored = StoredAst.store(MIXED, "m.R");
        Random random = new Random(27);
        for (int trial = 0; trial < 3000; trial++) {
            byte[] damaged = stored.clone();
            int at = StoredAst.HEADER_BYTES + random.nextInt(stored.length - StoredAst.HEADER_BYTES);
            damaged[at] = (byte) random.nextInt(256);
            java.util.zip.CRC32 crc = new java.util.zip.CRC32();
            crc.update(damaged, StoredAst.HEADER_BYTES, damaged.length - StoredAst.HEADER_BYTES);
            java.nio.ByteBuffer.wrap(damaged).putInt(StoredAst.HEADER_BYTES - 4, (int) crc.getValue());
            StoredAst.load(damaged, MIXED, "m.R"); // null, or some tree: no exception
        }
    }

    private static void assertRoundTrip(String source, String fileName) {
        List<RValue> parsed = RParser.parse(source, fileName);
        byte[] stored = StoredAst.store(source, fileName);
        List<RValue> loaded = StoredAst.load(stored, source, fileName);
        assertNotNull(loaded, fileName);
        assertEquals(null, AstEquality.difference(parsed, loaded), fileName);
        assertEquals(null, difference(RParser.parseWithText(source, fileName), StoredAst.loadParsed(stored, source, fileName)), fileName);
    }

    /** Where {@code loaded} differs from {@code parsed}: nodes, each expression's text and its parse warnings; null where it does not. */
    private static String difference(List<RParser.Parsed> parsed, List<RParser.Parsed> loaded) {
        if (loaded == null) return "not loaded";
        if (loaded.size() != parsed.size()) return loaded.size() + " expressions, not " + parsed.size();
        for (int i = 0; i < parsed.size(); i++) {
            RParser.Parsed a = parsed.get(i);
            RParser.Parsed b = loaded.get(i);
            if (!a.text().equals(b.text())) return "expression " + i + "'s text: " + b.text() + " vs " + a.text();
            if (!a.warnings().equals(b.warnings())) return "expression " + i + "'s warnings: " + b.warnings() + " vs " + a.warnings();
        }
        return AstEquality.difference(parsed.stream().map(RParser.Parsed::expr).toList(), loaded.stream().map(RParser.Parsed::expr).toList());
    }
}
