package flashr.base.io;

import flashr.eval.Interpreter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * stdin(), stdout() and stderr(): always open; writing goes to the session's current output or
 * error stream (so sinks divert it), reading to the process's standard input (Rscript's stdin()
 * would read the script itself; reading the process's input is what scripts mean by it).
 */
final class TerminalConnection extends Connection {
    private static BufferedReader stdin;
    private final Interpreter interp;

    TerminalConnection(Interpreter interp, String description, String mode) {
        super("terminal", description, mode);
        this.interp = interp;
        try {
            open("");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override void openStreams() {}

    @Override void closeStreams() {}

    /** The process's standard input, one reader for stdin() and file("stdin") so neither loses what the other buffered. */
    static synchronized BufferedReader standardInput() {
        if (stdin == null) stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        return stdin;
    }

    @Override String readLine() throws IOException {
        return standardInput().readLine();
    }

    @Override void write(String text) {
        java.io.PrintStream out = description.equals("stderr") ? interp.err() : interp.out();
        out.print(text);
        out.flush();
    }
}
