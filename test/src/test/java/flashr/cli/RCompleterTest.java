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
}
