package flashr.base;

import flashr.eval.Interpreter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * stdin(), stdout() and stderr(): always open; writing goes to the session's current output or
 * error stream (so sinks divert it), reading to the process's standard input.
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

    @Override String readLine() throws IOException {
        synchronized (TerminalConnection.class) {
            if (stdin == null) stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            return stdin.readLine();
        }
    }

    @Override void write(String text) {
        java.io.PrintStream out = description.equals("stderr") ? interp.err() : interp.out();
        out.print(text);
        out.flush();
    }
}
