package flashr.base;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs an R script in a fresh session and keeps what it printed (for tests of R-level behaviour). */
public final class ScriptRun {
    public final Session session;
    public final String out;
    public final String err;

    private ScriptRun(Session session, String out, String err) {
        this.session = session;
        this.out = out;
        this.err = err;
    }

    public static ScriptRun run(String script) {
        return run(null, script);
    }

    /** Runs {@code script} in {@code session}, or in a new session when null. */
    public static ScriptRun run(Session session, String script) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        Session s = session != null ? session
                : new Session(new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8));
        s.runScript(script, "test.R");
        return new ScriptRun(s, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    }
}
