package flashr.engine.exec;

/**
 * A token another thread (e.g. the REPL's Ctrl-C handler) sets to stop a running pass; it may
 * also hold a pass's workers before each partition ({@link #pausePoint}: the warm-up's passes
 * wait while a script's pass runs).
 */
public final class Cancellation {
    private volatile boolean cancelled;
    private final Runnable pause;

    public Cancellation() { this(null); }

    /** A token whose passes run {@code pause} (which may block) before each partition; null: none. */
    public Cancellation(Runnable pause) { this.pause = pause; }

    public void cancel() { cancelled = true; }

    public boolean isCancelled() { return cancelled; }

    /** Called by a pass's workers before each partition. */
    public void pausePoint() {
        if (pause != null) pause.run();
    }
}
