package flashr.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.lang.RBuiltin;
import flashr.lang.REnvironment;
import flashr.lang.RValue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The index of base names per domain ({@link BaseIndex}) is what registering every domain defines,
 * and a base environment whose domains register on first use ends up as one that registered them all
 * at once. With FLASHR_WRITE_BASE_INDEX=1 in the environment the test rewrites the index instead.
 */
class BaseIndexTest {
    private static final Path SOURCE = Path.of("src/main/java/flashr/base/BaseNames.java");

    /** A base environment with every domain registered at once, as before domains were lazy; and which defined what. */
    private record Eager(REnvironment base, Map<String, BaseDomain> definedBy) {
        Eager() {
            this(new REnvironment(null, "base"));
        }

        private Eager(REnvironment base) {
            this(base, new Registry(base).registerAllRecording());
        }
    }

    @Test
    void indexListsWhatEachDomainDefines() throws IOException {
        String expected = BaseIndex.format(new Eager().definedBy());
        if ("1".equals(System.getenv("FLASHR_WRITE_BASE_INDEX"))) {
            Files.writeString(SOURCE, javaSource(SOURCE, expected), StandardCharsets.UTF_8);
        }
        assertEquals(expected, BaseNames.INDEX, "the index of base names is stale; " + BaseIndex.REGENERATE);
    }

    /** The Java file {@code file} with its one text block replaced by {@code index}. */
    static String javaSource(Path file, String index) {
        String source;
        try {
            source = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        int open = source.indexOf("\"\"\"\n") + 4;
        int close = source.lastIndexOf("\"\"\";");
        StringBuilder block = new StringBuilder();
        for (String line : index.split("\n")) {
            block.append("            ").append(line.replace("\\", "\\\\")).append('\n');
        }
        return source.substring(0, open) + block + "            " + source.substring(close);
    }

    @Test
    void everyNameOfTheEagerBaseIsIndexed() {
        Eager eager = new Eager();
        Map<BaseDomain, List<String>> index = BaseIndex.read();
        long indexed = index.values().stream().mapToLong(List::size).sum();
        assertEquals(eager.base().names().size(), indexed);
        assertFalse(index.containsKey(BaseDomain.ENGINE), "engine methods define no names");
    }

    /**
     * Every name, read from a lazily registered base once engine values are about to exist, is what
     * the eager base binds: same kind of value, same builtin shape and engine attachments.
     */
    @Test
    void lazyBaseEndsAsTheEagerOne() {
        REnvironment eager = new Eager().base();
        flashr.eval.Interpreter interp = new flashr.eval.Interpreter(System.out, System.err);
        REnvironment lazy = interp.baseEnv();
        lazy.getLocal("sum"); // a domain registered before the engine methods attach, the others after
        interp.prepareForEngineValues();
        // .GlobalEnv is the interpreter's own binding, made before any domain (base R code reads it)
        assertSame(interp.globalEnv(), lazy.getLocal(".GlobalEnv"));
        List<String> lazyNames = lazy.names().stream().filter(n -> !n.equals(".GlobalEnv")).toList();
        assertEquals(List.copyOf(eager.names()), lazyNames);
        for (String name : lazyNames) {
            RValue e = eager.getLocal(name);
            RValue l = lazy.getLocal(name);
            assertNotNull(l, name);
            assertEquals(e.getClass(), l.getClass(), name);
            if (e instanceof RBuiltin eb && l instanceof RBuiltin lb) {
                assertEquals(eb.name(), lb.name(), name);
                assertEquals(eb.kind(), lb.kind(), name);
                assertTrue(Arrays.equals(eb.formals(), lb.formals()), name);
                assertEquals(eb.engineMethod() != null, lb.engineMethod() != null, name + " engine method");
                assertEquals(eb.takesEngineValues(), lb.takesEngineValues(), name + " takes engine values");
            }
        }
        for (String name : lazy.names()) assertFalse(lazy.isLazy(name), name);
    }

    /** Aliases stay one function, across domains too. */
    @Test
    void aliasesAreTheSameFunction() {
        REnvironment lazy = new flashr.eval.Interpreter(System.out, System.err).baseEnv();
        assertTrue(lazy.getLocal("as.numeric") == lazy.getLocal("as.double"));
        assertTrue(lazy.getLocal("q") == lazy.getLocal("quit"));
    }
}
