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
import org.junit.jupiter.api.Test;

/**
 * Base functions written in R are parsed on first use: a program must not be able to tell, except
 * through {@link REnvironment#isLazy}, which says whether a prelude is still unparsed.
 */
class LazyPreludeTest {
    /** One name of each prelude: factors, dput, and testthat's runner, expectations and comparison. */
    private static final List<String> ONE_PER_PRELUDE =
            List.of("factor", "dput", "test_that", "expect_equal", ".testthat_compare");

    /** A session and what it printed (output and errors together, in order). */
    private record Console(Session session, ByteArrayOutputStream printed) {
        Console() {
            this(new ByteArrayOutputStream());
        }

        private Console(ByteArrayOutputStream printed) {
            this(new Session(new PrintStream(printed, true, StandardCharsets.UTF_8),
                    new PrintStream(printed, true, StandardCharsets.UTF_8)), printed);
        }

        REnvironment base() {
            return session.interpreter().baseEnv();
        }

        String run(String script) {
            printed.reset();
            session.runScript(script, "test.R");
            return printed.toString(StandardCharsets.UTF_8);
        }
    }

    /** A session whose preludes were all parsed before the program runs: the reference. */
    private static Console loaded() {
        Console c = new Console();
        for (String name : List.copyOf(c.base().names())) c.base().getLocal(name);
        for (String name : c.base().names()) assertFalse(c.base().isLazy(name), name);
        return c;
    }

    /** Runs {@code script} in a fresh session and in one with every prelude loaded: they must print the same. */
    private static String sameEitherWay(String script) {
        String lazy = new Console().run(script);
        assertEquals(loaded().run(script), lazy);
        return lazy;
    }

    @Test
    void aFreshSessionParsesNoPrelude() {
        Console c = new Console();
        for (String name : ONE_PER_PRELUDE) assertTrue(c.base().isLazy(name), name);
        assertEquals("[1] 6\n[1] 3\n", c.run("x <- 1:3\nprint(sum(x))\nf <- function(y) y + 1\nf(2)\n"));
        for (String name : ONE_PER_PRELUDE) assertTrue(c.base().isLazy(name), name);
    }

    @Test
    void everyPreludeDefinesWhatItsScanFound() {
        Console c = loaded(); // loading checks each prelude's parsed definitions against its scanned names
        assertTrue(c.base().getLocal("test_that") instanceof flashr.lang.RClosure);
    }

    @Test
    void listingBaseShowsUnparsedFunctionsWithoutParsingThem() {
        Console c = new Console();
        String printed = c.run("""
            b <- ls(baseenv())
            cat(c("factor", "droplevels.factor", "[.factor", "test_that", "dput") %in% b, "\\n")
            cat(".testthat_compare" %in% b, ".testthat_compare" %in% ls(baseenv(), all.names = TRUE), "\\n")
            """);
        assertEquals("TRUE TRUE TRUE TRUE TRUE \nFALSE TRUE \n", printed);
        for (String name : ONE_PER_PRELUDE) assertTrue(c.base().isLazy(name), name);
    }

    @Test
    void readingANameParsesItsPreludeOnly() {
        Console c = new Console();
        String printed = c.run("""
            cat(exists("expect_equal"), is.function(get("expect_equal")), exists("expect_equal", mode = "function"), "\\n")
            """);
        assertEquals("TRUE TRUE TRUE \n", printed);
        assertFalse(c.base().isLazy("expect_equal"));
        // its prelude's other definitions are read each when first used (from the stored form)
        assertTrue(c.base().isLazy("expect_true"));
        assertTrue(c.base().isLazy("test_that"));
        assertTrue(c.base().isLazy("factor"));
        assertTrue(c.base().isLazy(".testthat_compare"));
    }

    @Test
    void dispatchFindsMethodsNoOneHasReadYet() {
        // a factor made without calling factor(): its methods are first read by S3 dispatch
        String out = sameEitherWay("""
            f <- structure(c(2L, 1L, 2L), levels = c("a", "b"), class = "factor")
            f[2:3]
            c(f, f)
            levels(droplevels(f[1]))
            o <- structure(1:3, levels = c("lo", "mid", "hi"), class = c("ordered", "factor"))
            max(o)
            o < "hi"
            f[[1]] <- "a"
            f
            """);
        assertTrue(out.startsWith("[1] a b\nLevels: a b\n"), out);
    }

    @Test
    void programsMayShadowUnparsedFunctions() {
        sameEitherWay("""
            factor <- function(x, ...) "mine"
            factor(1)
            rm(factor)
            levels(factor(c("b", "a")))
            g <- function(split) split + 1
            g(1)
            dput(list(a = 1))
            """);
    }

    @Test
    void testthatRunsFromAFreshSession() {
        sameEitherWay("""
            set.seed(1)
            test_that("arithmetic", {
              expect_equal(1 + 1, 2)
              expect_true(TRUE)
            })
            expect_identical(1L, 2L)
            """);
    }
}
