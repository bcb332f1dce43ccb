package flashr.bind;

import flashr.engine.Engine;
import flashr.engine.exec.Cancellation;
import flashr.engine.exec.ProgressListener;
import flashr.eval.Interpreter;
import java.lang.ref.WeakReference;

/**
 * Ties the passes of a session's engine to the session: each materialization request gets a fresh
 * {@link Cancellation} that the user's interrupt (Ctrl-C) sets, and the session's progress display
 * (when it has one) follows the passes. Holds the interpreter weakly: the engine must not keep its
 * session alive (the engine is closed when the session becomes unreachable).
 */
final class FmPasses implements ProgressListener {
    private final WeakReference<Interpreter> session;
    /** The display following the pass in progress (NONE between passes). */
    private volatile ProgressListener current = NONE;
    /** When the pass in progress started, when tracing (0 otherwise). */
    private long started;
    /** The engine, to report its file store's directories and I/O mode once in the trace. */
    private final Engine engine;
    private boolean storageTraced;

    private FmPasses(Engine engine, Interpreter session) {
        this.engine = engine;
        this.session = new WeakReference<>(session);
    }

    static void install(Engine e, Interpreter session) {
        FmPasses p = new FmPasses(e, session);
        e.setPassDefaults(p::newCancellation, p);
    }

    /** A token for one request; an interrupt already pending cancels it at once. */
    private Cancellation newCancellation() {
        Cancellation c = new Cancellation();
        Interpreter in = session.get();
        // replaced by the next blocking operation; cancelling a finished request's token is harmless
        if (in != null) in.setInterruptHandler(c::cancel);
        return c;
    }

    @Override
    public void passStarted(long partitionsTotal, long bytes, java.util.function.Supplier<String> what) {
        if (System.getProperty("flashr.engine.trace") != null) {
            started = System.nanoTime();
            System.err.println("flashr engine: pass over " + what.get());
        }
        passStarted(partitionsTotal, bytes);
    }

    @Override
    public void passStarted(long partitionsTotal, long bytes) {
        Interpreter in = session.get();
        ProgressListener display = in == null ? null : FmEngines.progressDisplay(in);
        current = display == null ? NONE : display;
        current.passStarted(partitionsTotal, bytes);
    }

    @Override
    public boolean wantsKernelPlan() {
        return System.getProperty("flashr.engine.trace") != null;
    }

    @Override
    public void kernelPlan(String text) {
        for (String line : text.split("\n")) System.err.println("flashr engine:   " + line);
    }

    @Override
    public void progress(long partitionsDone, long partitionsTotal) {
        current.progress(partitionsDone, partitionsTotal);
    }

    @Override
    public void passEnded() {
        ProgressListener display = current;
        current = NONE;
        display.passEnded();
        if (started != 0) {
            System.err.printf("flashr engine: pass done in %.3f s%n", (System.nanoTime() - started) / 1e9);
            started = 0;
            // once the file store is in use: each directory's I/O mode, so that a buffered
            // fallback (a file system refusing O_DIRECT) shows in the trace as in fm.print.conf()
            if (!storageTraced && engine.storageStarted()) {
                storageTraced = true;
                System.err.println("flashr engine: file store: " + engine.storageDescription());
            }
        }
    }
}
