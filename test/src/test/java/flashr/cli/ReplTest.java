package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;

/** The console through a dumb terminal fed with scripted keystrokes. */
class ReplTest {
    record Run(int status, String screen) {}

    static Run type(String keys) throws IOException {
        return type(keys, false);
    }

    /** Runs the console on the keys; through an xterm-like terminal (escape sequences in the screen) or a dumb one. */
    static Run type(String keys, boolean xterm) throws IOException {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(screen, true, StandardCharsets.UTF_8);
        Session session = new Session(out, out);
        ConsoleBuiltins.install(session.interpreter());
        var in = new ByteArrayInputStream(keys.getBytes(StandardCharsets.UTF_8));
        try (Terminal t = xterm ? new ExternalTerminal("test", "xterm", in, out, StandardCharsets.UTF_8)
                : new DumbTerminal("test", "dumb", in, out, StandardCharsets.UTF_8)) {
            int status = new Repl(session, t, null).run();
            out.flush();
            return new Run(status, screen.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void printsValuesAndContinuesIncompleteInput() throws IOException {
        Run r = type("x <- 1:3\nf <- function(a) {\n a * 2\n}\nf(x)\ninvisible(7)\n(invisible(8))\n");
        assertEquals(0, r.status());
        assertEquals("> > + + > [1] 2 4 6\n> > [1] 8\n> ", r.screen());
    }

    @Test
    void errorIsReportedAndTheSessionGoesOn() throws IOException {
        Run r = type("f <- function() stop(\"boom\")\nf(); print(99)\nx y\n1 + 1\n");
        assertEquals(0, r.status());
        assertEquals("> > Error in f() : boom\n> Error: unexpected symbol in \"x y\"\n> [1] 2\n> ", r.screen());
    }

    @Test
    void warningsFollowTheValue() throws IOException {
        Run r = type("g <- function() { warning(\"careful\"); 1 }\ng()\n2\n");
        assertEquals("> > [1] 1\nWarning message:\nIn g() : careful\n> [1] 2\n> ", r.screen());
    }

    @Test
    void quitEndsTheSessionWithItsStatus() throws IOException {
        Run r = type("cat(\"bye\\n\")\nq(status = 3)\ncat(\"not reached\\n\")\n");
        assertEquals(3, r.status());
        assertEquals("> bye\n> ", r.screen());
    }

    @Test
    void endOfInputEndsTheSession() throws IOException {
        assertEquals(0, type("").status());
    }

    @Test
    void helpShowsAPage() throws IOException {
        Run r = type("?q\nhelp(\"nosuch\")\n");
        assertTrue(r.screen().contains("Terminate an R Session"), r.screen());
        assertTrue(r.screen().contains("No documentation for \u2018nosuch\u2019"), r.screen());
        Run search = type("??median\n");
        assertTrue(search.screen().contains("  median               Median Value\n"), search.screen());
    }

    @Test
    void tabCompletesAName() throws IOException {
        Run r = type("qwzzy <- 5\rqwz\t * 2\r", true);   // no other name starts with "qwz"
        assertTrue(r.screen().contains("[1] 10"), r.screen());
    }
}
