package flashr.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import flashr.lang.REnvironment;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The base library's domains register on first use of one of their names (a program cannot tell,
 * except through {@link REnvironment#isLazy}): nothing is registered before a program reads a name.
 */
class LazyDomainsTest {
    private static final Map<BaseDomain, List<String>> INDEX = BaseIndex.read();

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final Session session = session(printed);
    private final REnvironment base = session.interpreter().baseEnv();

    private static Session session(ByteArrayOutputStream printed) {
        return new Session(new PrintStream(printed, true, StandardCharsets.UTF_8),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    private String run(String script) {
        printed.reset();
        session.runScript(script, "test.R");
        return printed.toString(StandardCharsets.UTF_8);
    }

    /** What {@code script} prints in a session whose domains all registered before it ran: the reference. */
    private static String runRegistered(String script) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Session s = session(out);
        REnvironment b = s.interpreter().baseEnv();
        for (String name : List.copyOf(b.names())) b.getLocal(name);
        s.runScript(script, "test.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Whether {@code d}'s registration has run: none of its names is still waiting for it. */
    private boolean registered(BaseDomain d) {
        for (String name : INDEX.get(d)) if (base.lazyLoader(name) instanceof DomainLoader) return false;
        return true;
    }

    private static BaseDomain domainOf(String name) {
        for (Map.Entry<BaseDomain, List<String>> e : INDEX.entrySet()) {
            if (e.getKey() != BaseDomain.ENGINE && e.getValue().contains(name)) return e.getKey();
        }
        throw new AssertionError("no domain defines " + name);
    }

    @Test
    void aFreshSessionHasRegisteredNoDomain() {
        for (BaseDomain d : INDEX.keySet()) {
            if (d != BaseDomain.ENGINE) assertFalse(registered(d), d.name());
        }
    }

    @Test
    void usingANameRegistersItsDomainOnly() {
        assertEquals("[1] 3 1\n", run("svd(diag(c(3, 1)))$d\n"));
        assertTrue(registered(domainOf("svd")));
        assertTrue(registered(domainOf("qr")));
        assertTrue(registered(domainOf("print")));
        assertFalse(registered(domainOf("fm.kmeans")));
        assertFalse(registered(domainOf("grepl")));
        assertFalse(registered(domainOf("tryCatch")));
    }

    @Test
    void commandArgsRegistersNoFilesConnectionsOrDates() {
        // nearly every script's first line: the system's names, not file, connection and date functions
        assertEquals("character(0)\n", run("args <- commandArgs(trailingOnly = TRUE)\nprint(args)\n"));
        assertTrue(registered(domainOf("commandArgs")));
        assertTrue(registered(domainOf("Sys.getenv")));
        assertFalse(registered(domainOf("file")));
        assertFalse(registered(domainOf("readLines")));
        assertFalse(registered(domainOf("as.Date")));
        assertEquals("[1] \"2024-01-02\"\n", run("print(format(as.Date(\"2024-01-01\") + 1))\n"));
        assertTrue(registered(domainOf("as.Date")));
    }

    @Test
    void drawingRegistersNoDistributionFunctions() {
        assertEquals("[1] 0.2655087\n", run("set.seed(1)\nprint(runif(1))\n"));
        assertTrue(registered(domainOf("rnorm")));
        assertFalse(registered(domainOf("pnorm")));
        assertFalse(registered(domainOf("qchisq")));
        assertEquals("[1] 0.9750021\n", run("print(pnorm(1.96))\n"));
        assertTrue(registered(domainOf("qchisq")));
    }

    @Test
    void listingBaseShowsEveryNameWithoutRegistering() {
        String script = "b <- ls(baseenv(), all.names = TRUE)\nlength(b)\nb\n";
        String listed = run(script);
        assertEquals(runRegistered(script), listed);
        assertTrue(listed.contains("\"fm.kmeans\"") && listed.contains("\"grepl\""), listed);
        assertFalse(registered(domainOf("grepl")));
        assertFalse(registered(domainOf("fm.kmeans")));
    }

    private boolean hasEngineMethod(String name) {
        return ((flashr.lang.RBuiltin) base.getLocal(name)).engineMethod() != null;
    }

    @Test
    void engineMethodsAttachBeforeTheFirstEngineValue() {
        assertEquals("[1] 6\n", run("sum(1:3)\n"));
        assertFalse(hasEngineMethod("sum"));
        run("m <- fm.as.matrix(matrix(1:4, 2))\n");
        assertTrue(hasEngineMethod("sum"));
        assertFalse(registered(domainOf("apply")));
        assertTrue(hasEngineMethod("apply")); // its domain registers now, with the method waiting for it
    }

    @Test
    void engineMethodsReachBuiltinsOfDomainsRegisteredLater() {
        // FlashR's API first, then base R on its objects: sum, dim and [ take engine values in the engine
        String script = """
            m <- fm.as.matrix(matrix(1:4, 2))
            sum(m)
            dim(m)
            as.vector(m[2, ])
            attributes(m)
            fm.conv.FM2R(sum(m, na.rm = TRUE))
            """;
        String out = run(script);
        assertEquals(runRegistered(script), out);
        assertTrue(out.contains("[1] 2 2\n[1] 2 4\n"), out);
        assertTrue(registered(domainOf("sum")));
    }
}
