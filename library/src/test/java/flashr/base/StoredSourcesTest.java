package flashr.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.parse.Deparser;
import flashr.parse.StoredAst;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The library's R sources load from the parsed forms stored when it was built, each definition when
 * its name is first used; a stored form that is missing, stale or damaged is never used: the source
 * is parsed instead, so the code run is always the source's.
 */
class StoredSourcesTest {
    private static final String SOURCE = "f <- function(x, y = 2) {\n  x + y * 3\n}\ng <- function() f(1)\nf <- function(x) x - 1\n";

    /** The build stored a current form of every source of the index (javac's StoredAstProcessor step), defining its names. */
    @Test
    void everyLibrarySourceHasACurrentStoredForm() {
        List<String> notStored = new ArrayList<>();
        for (String path : RSourceNames.parse(RSourceNames.INDEX).keySet()) {
            StoredAst stored = StoredSources.open(path, RSource.read(path));
            if (stored == null) {
                notStored.add(path);
                continue;
            }
            LinkedHashSet<String> defined = new LinkedHashSet<>();
            for (int i = 0; i < stored.size(); i++) defined.add(stored.definedName(i));
            assertEquals(RSourceNames.of(path), new ArrayList<>(defined), path);
        }
        assertEquals(List.of(), notStored);
    }

    /** Every definition of every library source, read from its stored form, is the parsed one: same formals, body and text. */
    @Test
    void libraryClosuresAreTheParsedOnes() {
        for (String path : RSourceNames.parse(RSourceNames.INDEX).keySet()) {
            REnvironment stored = new REnvironment(null, "base");
            RSource.define(new Registry(stored), path);
            REnvironment parsed = new REnvironment(null, "base");
            RSource.defineText(new Registry(parsed), RSource.read(path), path);
            for (String name : RSourceNames.of(path)) {
                assertEquals(describe((RClosure) parsed.getLocal(name)), describe((RClosure) stored.getLocal(name)), path + " " + name);
            }
        }
    }

    @Test
    void presentFormIsReadOneDefinitionAtATime() {
        REnvironment base = load(StoredAst.store(SOURCE, "t.R"));
        assertEquals("f(1)", Deparser.deparse(((RClosure) base.getLocal("g")).body()));
        assertTrue(base.isLazy("f"), "f is read when first used");
        assertEquals("x - 1", Deparser.deparse(((RClosure) base.getLocal("f")).body()), "the last definition wins, as when parsed");
    }

    @Test
    void missingFormParses() {
        assertParsed(load(null));
    }

    /** A form stored for an earlier text of the source (one character changed, the same length) is stale. */
    @Test
    void staleFormParsesTheSource() {
        assertParsed(load(StoredAst.store(SOURCE.replace("y * 3", "y * 4"), "t.R")));
    }

    @Test
    void damagedFormParses() {
        byte[] stored = StoredAst.store(SOURCE, "t.R");
        List<byte[]> damaged = List.of(Arrays.copyOf(stored, stored.length - 1), Arrays.copyOf(stored, 10), new byte[0],
                flipped(stored, stored.length - 9), flipped(stored, 0), flipped(stored, 6), flipped(stored, stored.length / 2));
        for (byte[] d : damaged) assertParsed(load(d));
    }

    private static REnvironment load(byte[] stored) {
        REnvironment base = new REnvironment(null, "base");
        RSource.defineStored(new Registry(base), SOURCE, "t.R", stored);
        assertNotNull(base.getLocal("g"));
        return base;
    }

    /** Parsing binds every name of the file at once, each to its source's (last) definition. */
    private static void assertParsed(REnvironment base) {
        assertFalse(base.isLazy("f"));
        assertEquals("f(1)", Deparser.deparse(((RClosure) base.getLocal("g")).body()));
        assertEquals("x - 1", Deparser.deparse(((RClosure) base.getLocal("f")).body()));
    }

    private static String describe(RClosure f) {
        return Arrays.toString(f.formalNames()) + " " + Arrays.stream(f.defaults()).map(d -> d == null ? "-" : Deparser.deparse(d)).toList()
                + " " + Deparser.deparse(f.body()) + " " + f.source();
    }

    private static byte[] flipped(byte[] b, int at) {
        byte[] c = b.clone();
        c[at] ^= 0x10;
        return c;
    }
}
