package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.IOException;
import java.io.PrintStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jline.reader.Candidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What Tab offers at a given point of the input. */
class RCompleterTest {
    private final Session session = new Session(new PrintStream(OutputStream.nullOutputStream()), new PrintStream(OutputStream.nullOutputStream()));
    private final RCompleter completer = new RCompleter(session.interpreter());

    private List<String> complete(String text) {
        return completer.candidates(text, text.length()).stream().map(Candidate::value).sorted().toList();
    }

    @Test
    void variablesAndFunctionsInScope() {
        session.runInteractive("alpha1 <- 1; alphaf <- function(x) x");
        assertEquals(List.of("alpha1", "alphaf("), complete("y <- alph"));
        assertTrue(complete("past").containsAll(List.of("paste(", "paste0(")), complete("past").toString());
        assertTrue(complete("TR").contains("TRUE"));
    }

    @Test
    void argumentNamesOfTheEnclosingCall() {
        session.runInteractive("f <- function(alpha, beta, ...) 1");
        assertEquals(List.of("alpha = "), complete("f(1, alp"));
        assertTrue(complete("mean(x, na.").contains("na.rm = "), complete("mean(x, na.").toString());
        assertTrue(complete("f(c(1, 2), be").contains("beta = "), complete("f(c(1, 2), be").toString());
    }

    @Test
    void filePathsInsideStrings(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("data.csv"), "");
        Files.createDirectory(dir.resolve("dat"));
        String prefix = dir + "/da";
        assertEquals(List.of(dir + "/dat/", dir + "/data.csv"), complete("read.csv('" + prefix));
    }

    @Test
    void elementNamesAfterDollar() {
        session.runInteractive("cfg <- list(alpha = 1, beta = 2, `a b` = 3)");
        assertEquals(List.of("`a b`", "alpha"), complete("cfg$a"));
        assertEquals(List.of(), complete("nosuch$a"));
    }

    @Test
    void nothingInAComment() {
        assertEquals(List.of(), complete("1 # me"));
    }

    /** The first Tab of a fresh session, before anything has loaded base's domains: no failure, names offered. */
    @Test
    void firstTabInAFreshSessionCompletesWithoutLoading() {
        for (String line : new String[] {"", "mean(", "x <- ", "mtc", "rowS"}) {
            Session fresh = new Session(new PrintStream(OutputStream.nullOutputStream()), new PrintStream(OutputStream.nullOutputStream()));
            List<String> got = new RCompleter(fresh.interpreter()).candidates(line, line.length()).stream().map(Candidate::value).toList();
            assertTrue(!got.isEmpty(), line);
        }
        Session fresh = new Session(new PrintStream(OutputStream.nullOutputStream()), new PrintStream(OutputStream.nullOutputStream()));
        List<String> got = new RCompleter(fresh.interpreter()).candidates("mtc", 3).stream().map(Candidate::value).toList();
        assertEquals(List.of("mtcars"), got);
        got = new RCompleter(fresh.interpreter()).candidates("rowSu", 5).stream().map(Candidate::value).toList();
        assertEquals(List.of("rowSums("), got);
    }

    /** Names bound by another thread while Tab lists them (a session still loading): a consistent list, no exception. */
    @Test
    void completionWhileNamesAreBeingBound() throws Exception {
        Session fresh = new Session(new PrintStream(OutputStream.nullOutputStream()), new PrintStream(OutputStream.nullOutputStream()));
        RCompleter c = new RCompleter(fresh.interpreter());
        var global = fresh.interpreter().globalEnv();
        Thread binder = new Thread(() -> {
            for (int i = 0; i < 200_000; i++) global.define("v" + i, flashr.lang.RDouble.of(i));
        });
        binder.start();
        try {
            while (binder.isAlive()) {
                for (var cand : c.candidates("v1", 2)) assertTrue(cand.value().startsWith("v1"));
            }
        } finally {
            binder.join();
        }
        assertTrue(c.candidates("v199999", 7).stream().anyMatch(x -> x.value().equals("v199999")));
    }
}
