package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code flashr} command end to end: modes, arguments, exit statuses, error format. */
class CommandLineTest {
    @TempDir
    Path tmp;

    @Test
    void expressionPrintsLikeR() throws Exception {
        var r = FlashrProcess.direct(null, "-e", "x <- c(1.5, 2, 3)", "-e", "x * 2");
        assertEquals(0, r.status(), r.err());
        assertEquals("[1] 3 4 6\n", r.out());
        assertEquals("", r.err());
    }

    @Test
    void scriptWithArgumentsSeesThem() throws Exception {
        Path script = Files.writeString(tmp.resolve("args.R"), "a <- commandArgs(trailingOnly = TRUE)\nprint(a)\nlength(a)\n");
        var r = FlashrProcess.direct(null, script.toString(), "one", "2");
        assertEquals(0, r.status(), r.err());
        assertEquals("[1] \"one\" \"2\"  \n[1] 2\n", r.out());
    }

    @Test
    void errorExitsWithOneAndRStyleMessage() throws Exception {
        Path script = Files.writeString(tmp.resolve("err.R"), "f <- function(x) x + \"a\"\ncat(\"before\\n\")\nf(1)\ncat(\"after\\n\")\n");
        var r = FlashrProcess.direct(null, script.toString());
        assertEquals(1, r.status());
        assertEquals("before\n", r.out());
        assertEquals("Error in x + \"a\" : non-numeric argument to binary operator\nExecution halted\n", r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void syntaxErrorExitsWithOne() throws Exception {
        var r = FlashrProcess.direct(null, "-e", "x y");
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("Error: unexpected symbol"), r.err());
    }

    @Test
    void standardInputRunsLikeRNoEcho() throws Exception {
        var r = FlashrProcess.direct("x <- 1:3; x*2\ny <- 5\ny\n");
        assertEquals(0, r.status(), r.err());
        assertEquals("[1] 2 4 6\n[1] 5\n", r.out());
    }

    @Test
    void badUsageExitsWithTwo() throws Exception {
        var r = FlashrProcess.direct(null, "--no-such-option");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("Unknown option"), r.err());
        var missing = FlashrProcess.direct(null, tmp.resolve("absent.R").toString());
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("cannot open file"), missing.err());
    }

    @Test
    void jarBootsUnderAnyJavaAndPassesStatusThrough() throws Exception {
        var ok = FlashrProcess.viaJar(null, "-e", "sum(1:10)");
        assertEquals(0, ok.status(), ok.err());
        assertEquals("[1] 55\n", ok.out());
        assertEquals("", ok.err());
        var fail = FlashrProcess.viaJar(null, "-e", "stop(\"boom\")");
        assertEquals(1, fail.status());
        assertEquals("Error: boom\nExecution halted\n", fail.err());
    }
}
