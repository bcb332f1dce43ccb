package flashr.cli;

import flashr.engine.exec.ProgressListener;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * The progress of a long engine pass on the terminal: once a pass has run about a second, one line
 * ({@code Computing: 1234/6104 partitions (20%), 1.9 GB/s, ETA 0:12}) redrawn in place a few times a
 * second (carriage return, the text, clear to the end of the line), and cleared when the pass ends,
 * completed or cancelled, so nothing of it stays in the output. Only for terminals: the console
 * installs it when standard output is one.
 */
final class ProgressLine implements ProgressListener {
    static final long SHOW_AFTER_NS = 1_000_000_000L;
    static final long REDRAW_NS = 250_000_000L;
    private static final String CLEAR_TO_END = "\033[K";

    private final PrintStream out;
    private final BooleanSupplier enabled;
    private final LongSupplier nanoClock;
    /** When a worker may draw next (workers race for it; one wins each time). */
    private final AtomicLong nextDraw = new AtomicLong();
    private volatile boolean shown;
    private volatile long startNs;
    private volatile long bytes;
    private boolean drawn;

    /**
     * @param enabled   asked at the start of each pass (the R option {@code flashr.progress})
     * @param nanoClock {@link System#nanoTime} but in tests
     */
    ProgressLine(PrintStream out, BooleanSupplier enabled, LongSupplier nanoClock) {
        this.out = out;
        this.enabled = enabled;
        this.nanoClock = nanoClock;
    }

    @Override
    public void passStarted(long partitionsTotal, long bytes) {
        this.bytes = bytes;
        startNs = nanoClock.getAsLong();
        nextDraw.set(startNs + SHOW_AFTER_NS);
        shown = enabled.getAsBoolean();
    }

    @Override
    public void progress(long done, long total) {
        if (!shown) return;
        long now = nanoClock.getAsLong();
        long next = nextDraw.get();
        if (now < next || !nextDraw.compareAndSet(next, now + REDRAW_NS)) return;
        String text = text(done, total, bytes, now - startNs);
        synchronized (this) {
            if (!shown) return;
            out.print("\r" + text + CLEAR_TO_END);
            out.flush();
            drawn = true;
        }
    }

    @Override
    public synchronized void passEnded() {
        shown = false;
        if (drawn) {
            out.print("\r" + CLEAR_TO_END);
            out.flush();
            drawn = false;
        }
    }

    /** The line: partitions done of total, the data rate so far, and the time left at that rate. */
    static String text(long done, long total, long bytes, long elapsedNs) {
        double fraction = total == 0 ? 1 : (double) done / total;
        double seconds = elapsedNs / 1e9;
        double rate = seconds > 0 ? bytes * fraction / seconds / 1e9 : 0;
        String eta = done == 0 ? "?" : duration(Math.round(seconds * (total - done) / done));
        return String.format(Locale.ROOT, "Computing: %d/%d partitions (%d%%), %.1f GB/s, ETA %s",
                done, total, (int) Math.floor(fraction * 100), rate, eta);
    }

    /** Seconds as m:ss, or h:mm:ss from an hour. */
    static String duration(long s) {
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
