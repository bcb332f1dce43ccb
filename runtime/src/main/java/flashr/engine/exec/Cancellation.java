package flashr.engine.exec;

/** A token another thread (e.g. the REPL's Ctrl-C handler) sets to stop a running pass. */
public final class Cancellation {
    private volatile boolean cancelled;

    public void cancel() { cancelled = true; }

    public boolean isCancelled() { return cancelled; }
}
