package flashr.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * What GNU R cannot be the oracle for, as it has no FlashR package: FlashR's namespace and its place
 * on the search path, sessionInfo's description of flashr, traceback() in the console. The rest of
 * packages, namespaces and the search path is in the golden scripts of golden/namespaces.
 */
class NamespacesTest {
    @Test
    void flashRIsAPackageWithANamespace() {
        ScriptRun r = ScriptRun.run("""
                x <- FlashR::fm.runif.matrix(3, 2)
                cat(class(x), dim(x), sep = " ", fill = TRUE)
                cat(environmentName(environment(fm.table)), environmentName(asNamespace("FlashR")), sep = " ", fill = TRUE)
                r <- try(FlashR::sd, silent = TRUE); cat(r)
                cat(search()[2], sep = " ", fill = TRUE)
                library(FlashR)
                cat(search()[1:3], sep = " ", fill = TRUE)
                cat(.packages()[1], require(FlashR), requireNamespace("FlashR"), sep = " ", fill = TRUE)
                library(FlashR)
                cat(sum(search() == "package:FlashR"), sep = " ", fill = TRUE)
                detach("package:FlashR")
                cat(search()[2], sep = " ", fill = TRUE)
                suppressPackageStartupMessages(library(testthat))
                cat(environmentName(environment(expect_equal)), sep = " ", fill = TRUE)
                """);
        assertEquals("", r.err);
        assertEquals("""
                fm 3 2
                FlashR FlashR
                Error : 'sd' is not an exported object from 'namespace:FlashR'
                package:stats
                .GlobalEnv package:FlashR package:stats
                FlashR TRUE TRUE
                1
                package:stats
                testthat
                """, r.out);
    }

    @Test
    void sessionInfoNamesFlashrItsEngineAndLinearAlgebraInRsLayout() {
        ScriptRun r = ScriptRun.run("""
                library(FlashR)
                s <- sessionInfo()
                writeLines(paste(c(class(s), s$basePkgs, "|", s$otherPkgs, "|", s$engine$threads > 0), collapse = " "))
                print(s)
                """);
        assertEquals("", r.err);
        String[] lines = r.out.split("\n");
        assertEquals("sessionInfo stats graphics grDevices utils datasets methods base | FlashR | TRUE", lines[0]);
        assertTrue(lines[1].startsWith("R version 4.2.2"), lines[1]);
        assertTrue(lines[2].startsWith("Platform: "), lines[2]);
        assertTrue(lines[3].startsWith("Running under: "), lines[3]);
        assertTrue(lines[4].startsWith("Interpreter: flashr "), lines[4]);
        assertTrue(lines[5].matches("Matrix engine: \\d+ threads?, memory budget .*, \\d+-row partitions"), lines[5]);
        String backend = flashr.base.matrix.LinalgMode.describe(r.session.interpreter());
        assertTrue(r.out.contains("\nMatrix products: default\nBLAS:   " + backend + "\nLAPACK: "), r.out);
        assertTrue(r.out.contains("\nlocale:\n [1] LC_CTYPE="), r.out);
        assertTrue(r.out.contains("\nattached base packages:\n[1] stats     graphics  grDevices utils     datasets  methods   base     \n"), r.out);
        assertTrue(r.out.contains("\nother attached packages:\n[1] FlashR_"), r.out);
        assertTrue(r.out.endsWith("\nloaded via a namespace (and not attached):\n[1] compiler_4.2.2\n"), r.out);
    }

    @Test
    void tracebackListsTheCallsOfTheLastUncaughtErrorInTheConsole() {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        Session s = new Session(new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8));
        s.runInteractive("traceback()\n");
        s.runInteractive("f <- function(x) stop(\"boom\")\ng <- function(y) f(y + 1)\ng(1)\n");
        s.runInteractive("traceback()\n");
        assertEquals("No traceback available \n2: f(y + 1)\n1: g(1)\n", o.toString(StandardCharsets.UTF_8));
        // the console prints no Calls: line, Rscript does
        assertEquals("Error in f(y + 1) : boom\n", e.toString(StandardCharsets.UTF_8));
    }
}
