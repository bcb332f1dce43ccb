package flashr.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.lang.RCall;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.parse.Deparser;
import flashr.parse.RParser;
import flashr.parse.StoredAst;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The library's R sources load from the parsed forms stored when it was built, and a stored form
 * that is missing, stale or damaged is never used: the source is parsed instead, so the code run is
 * always the source's.
 */
class StoredSourcesTest {
    private static final String SOURCE = "f <- function(x, y = 2) {\n  x + y * 3\n}\ng <- function() f(1)\n";

    /** The build stored a current form of every source of the index (javac's StoredAstProcessor step). */
    @Test
    void everyLibrarySourceHasACurrentStoredForm() {
        List<String> notStored = new ArrayList<>();
        for (String path : RSourceNames.parse(RSourceNames.INDEX).keySet()) {
            StoredSources.Loaded loaded = StoredSources.load(path, RSource.read(path), StoredSources.readStored(path));
            if (!loaded.fromStoredForm()) notStored.add(path);
            assertEquals(RSourceNames.of(path).size(), loaded.exprs().size(), path);
        }
        assertEquals(List.of(), notStored);
    }

    @Test
    void presentFormIsUsed() {
        StoredSources.Loaded loaded = StoredSources.load("t.R", SOURCE, StoredAst.store(SOURCE, "t.R"));
        assertTrue(loaded.fromStoredForm());
        assertEquals(deparsed(RParser.parse(SOURCE, "t.R")), deparsed(loaded.exprs()));
    }

    @Test
    void missingFormParses() {
        StoredSources.Loaded loaded = StoredSources.load("t.R", SOURCE, null);
        assertFalse(loaded.fromStoredForm());
        assertEquals(deparsed(RParser.parse(SOURCE, "t.R")), deparsed(loaded.exprs()));
    }

    /** A form stored for an earlier text of the source (the same length: one digit changed) is stale. */
    @Test
    void staleFormParsesTheSource() {
        String earlier = SOURCE.replace("y * 3", "y * 4");
        StoredSources.Loaded loaded = StoredSources.load("t.R", SOURCE, StoredAst.store(earlier, "t.R"));
        assertFalse(loaded.fromStoredForm());
        assertEquals(deparsed(RParser.parse(SOURCE, "t.R")), deparsed(loaded.exprs()));
        assertFalse(deparsed(RParser.parse(earlier, "t.R")).equals(deparsed(loaded.exprs())));
    }

    @Test
    void damagedFormParses() {
        byte[] stored = StoredAst.store(SOURCE, "t.R");
        List<byte[]> damaged = List.of(Arrays.copyOf(stored, stored.length - 1), Arrays.copyOf(stored, 10), new byte[0],
                flipped(stored, stored.length - 9), flipped(stored, 0), flipped(stored, stored.length / 2));
        for (byte[] d : damaged) {
            StoredSources.Loaded loaded = StoredSources.load("t.R", SOURCE, d);
            assertFalse(loaded.fromStoredForm());
            assertEquals(deparsed(RParser.parse(SOURCE, "t.R")), deparsed(loaded.exprs()));
        }
    }

    /** A source loaded from its stored form defines the same closures as when parsed: same formals, defaults and text. */
    @Test
    void storedClosuresMatchParsedOnes() {
        String path = "stats/glm.R";
        StoredSources.Loaded stored = StoredSources.load(path, RSource.read(path), StoredSources.readStored(path));
        assertTrue(stored.fromStoredForm());
        List<RValue> parsed = RParser.parse(RSource.read(path), path);
        assertEquals(deparsed(parsed), deparsed(stored.exprs()));
        RCall firstFunction = (RCall) ((RCall) stored.exprs().getFirst()).arg(1);
        assertNotNull(firstFunction.pos());
        assertEquals(((RString) ((RCall) ((RCall) parsed.getFirst()).arg(1)).arg(2)).get(0), ((RString) firstFunction.arg(2)).get(0));
    }

    private static List<String> deparsed(List<RValue> exprs) {
        return exprs.stream().map(Deparser::deparse).toList();
    }

    private static byte[] flipped(byte[] b, int at) {
        byte[] c = b.clone();
        c[at] ^= 0x10;
        return c;
    }
}
