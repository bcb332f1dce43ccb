package flashr.eval;

import java.io.PrintStream;

/**
 * A top-level R session, as Rscript runs one: parses a script, evaluates each top-level
 * expression, auto-prints visible values, prints warnings after each top-level call, and
 * reports errors as {@code Error in <call> : <message>} (stopping the script).
 *
 * <p>SKELETON: being written.
 */
public final class Session {
    private final Interpreter interp;

    public Session(PrintStream out, PrintStream err) {
        this.interp = new Interpreter(out, err);
    }

    public Interpreter interpreter() {
        return interp;
    }

    /**
     * Runs a whole script. Returns the exit status Rscript would give: 0 on success,
     * 1 after an error (which is printed to err, followed by "Execution halted").
     */
    public int runScript(String source, String fileName) {
        throw new UnsupportedOperationException("runScript: not yet written");
    }
}
