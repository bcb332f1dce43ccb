package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
    void noProgressLineInPipedOutput() throws Exception {
        String code = ReplTerminalTest.UNTIL_A_LONG_PASS.replace("\r", "\n");
        var r = FlashrProcess.direct(code);
        assertEquals(0, r.status(), r.err());
        assertEquals("long pass done\n", r.out());
        assertEquals("", r.err());
    }

    /** Warnings reach a merged stream right after the value of their expression, through the launcher's stderr filter too. */
    @Test
    void launcherKeepsWarningsInOrderWithOutput() throws Exception {
        List<String> args = new ArrayList<>();
        StringBuilder expected = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            args.addAll(List.of("-e", "sqrt(-" + i + ")", "-e", String.valueOf(i)));
            expected.append("[1] NaN\nWarning message:\nIn sqrt(-").append(i).append(") : NaNs produced\n[1] ").append(i).append('\n');
        }
        assertEquals(expected.toString(), FlashrProcess.viaLauncherMerged(args.toArray(String[]::new)));
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
        assertEquals("Error in x + \"a\" : non-numeric argument to binary operator\nCalls: f\nExecution halted\n", r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void syntaxErrorExitsWithOne() throws Exception {
        var r = FlashrProcess.direct(null, "-e", "x y");
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("Error: unexpected symbol"), r.err());
    }

    @Test
    void scriptRunsWhatCameBeforeItsSyntaxError() throws Exception {
        // the script is parsed while the session is set up (ParseAhead): Rscript's output and status
        Path script = Files.writeString(tmp.resolve("syntax.R"), "cat(\"one\\n\")\nx <- 2\nprint(x * 3)\ny <- )\ncat(\"never\\n\")\n");
        var r = FlashrProcess.direct(null, script.toString());
        assertEquals(1, r.status());
        assertEquals("one\n[1] 6\n", r.out());
        assertEquals("Error: unexpected ')' in \"y <- )\"\nExecution halted\n", r.err());
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

    @Test
    void quitExitsWithItsStatusAfterFlushingOutput() throws Exception {
        var r = FlashrProcess.direct(null, "-e", "cat(\"a\\n\"); f <- function() q(status = 3); f(); cat(\"b\\n\")");
        assertEquals(3, r.status(), r.err());
        assertEquals("a\n", r.out());
        assertEquals("", r.err());
        var piped = FlashrProcess.direct("print(1)\nquit(status = 4)\nprint(2)\n");
        assertEquals(4, piped.status(), piped.err());
        assertEquals("[1] 1\n", piped.out());
    }

    @Test
    void sourceReadsFilesRelativeToTheWorkingDirectory() throws Exception {
        Files.writeString(tmp.resolve("lib.R"), "f <- function(x) x * 10\ninvisible(f(1))\n");
        Files.writeString(tmp.resolve("main.R"), "r <- source(\"lib.R\")\nf(2)\nr$value\nr$visible\n");
        var r = FlashrProcess.directIn(tmp, null, "main.R");
        assertEquals(0, r.status(), r.err());
        assertEquals("[1] 20\n[1] 10\n[1] FALSE\n", r.out());
        var missing = FlashrProcess.directIn(tmp, null, "-e", "source(\"absent.R\")");
        assertEquals(1, missing.status());
        assertEquals("""
                Error in file(filename, "r", encoding = encoding) :\s
                  cannot open the connection
                Calls: source -> file
                In addition: Warning message:
                In file(filename, "r", encoding = encoding) :
                  cannot open file 'absent.R': No such file or directory
                Execution halted
                """, missing.err());
    }

    @Test
    void helpPagesWorkInScriptsToo() throws Exception {
        var r = FlashrProcess.direct("?source\nhelp(\"no_such_topic\")\n");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Read R Code from a File"), r.out());
        assertTrue(r.out().endsWith("No documentation for \u2018no_such_topic\u2019 in specified packages and libraries:\n"
                + "you could try \u2018??no_such_topic\u2019\n"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void engineOptionsAreDocumentedAndChecked() throws Exception {
        var help = FlashrProcess.direct(null, "--help");
        assertEquals(0, help.status(), help.err());
        for (String option : new String[] {"--threads", "--memory-budget", "--data-dir", "--engine-threshold", "--interpreted-kernels"}) {
            assertTrue(help.out().contains(option), help.out());
        }
        var ok = FlashrProcess.direct(null, "--threads", "2", "--memory-budget", "512m", "--data-dir", tmp.toString(),
                "--data-dir", tmp.toString(), "--engine-threshold", "1000", "--interpreted-kernels", "-e", "1 + 1");
        assertEquals(0, ok.status(), ok.err());
        assertEquals("[1] 2\n", ok.out());
        var bad = FlashrProcess.direct(null, "--memory-budget", "lots", "-e", "1");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("is not a size"), bad.err());
    }
}
