package flashr.bind;

import flashr.engine.EngineConfig;
import flashr.eval.Session;
import flashr.lang.RValue;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A script session for tests of engine values: numeric results of at least {@code threshold}
 * elements live in the engine (2 threads, 64-row partitions), or none do (to compare with R's way).
 */
final class EngineTestSession {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(out, true, StandardCharsets.UTF_8));

    /** A session whose results of at least {@code threshold} elements are engine values. */
    EngineTestSession(long threshold) {
        FmEngines.configure(session.interpreter(), EngineConfig.builder().threads(2).partitionRows(64).build());
        session.interpreter().setEngineStorage(EngineThreshold.of(session.interpreter(), threshold));
    }

    /** A session without engine values: R's way, for comparison. */
    static EngineTestSession withoutEngine() {
        return new EngineTestSession(Long.MAX_VALUE);
    }

    /** Runs {@code code} as a script; what it printed (output and errors). */
    String run(String code) {
        out.reset();
        session.runScript(code, "test.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    RValue global(String name) {
        return session.interpreter().globalEnv().getLocal(name);
    }

    /** How many passes over data the session's engine has run. */
    long passes() {
        return FmEngines.of(session.interpreter()).passCount();
    }
}
