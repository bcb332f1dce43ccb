package flashr.graphics;

import flashr.eval.Args;
import flashr.graphics.devices.Device;
import flashr.graphics.model.Plot;
import flashr.lang.RBuiltin;
import flashr.lang.RError;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/**
 * A device's display list, as R's graphics engine keeps one: the graphics state the current page
 * started from and the graphics calls made on the page since (each builtin with its argument values),
 * so that the page can be drawn again on another device or at another size (a resized window,
 * {@code replayPlot}, {@code dev.copy}). Replaying restores the saved state and calls the builtins
 * again, so the layout (margins in lines of text, figures, user coordinates) is computed for the new
 * device, as R's replay does. The values recorded are marked shared, so none changes afterwards. The
 * interpreter records; a window's thread takes a {@link #snapshot} to replay: both under the list's lock.
 */
final class DisplayList {
    /** One recorded call: the builtin's body and the values matched to its formals and dots. */
    record Call(RBuiltin.Body body, RValue[] matched, RValue[] dots, String[] dotNames) {
        /** The call's arguments for a replay: no interpreter, no call, no environment. */
        Args args() {
            return new Args(null, null, null, matched.clone(), dots.clone(), dotNames);
        }
    }

    /** A page to replay: the state it started from, its calls and the palette; none of it changes afterwards. */
    record Page(Plot start, List<Call> calls, int[] palette) {
        /**
         * Draws the page on {@code target}: the state restored there, then each call again. An error
         * stops the replay where it happened (R draws what it can, as a too small window shows). The
         * state the replay leaves, for the interpreter to go on drawing with.
         */
        Plot replayOn(Device target) {
            return replayOn(target, start.pointsize());
        }

        /** {@link #replayOn(Device)} for a device of another point size. */
        Plot replayOn(Device target, double pointsize) {
            Plot plot = start.copyOn(target, pointsize);
            GraphicsSession replaying = GraphicsSession.replaying(plot, palette);
            try {
                replaying.run(() -> {
                    for (Call c : calls) c.body().apply(c.args());
                });
            } catch (RError e) {
                // drawn up to the failing call
            }
            return plot;
        }
    }

    private Plot start;   // null until a page is started
    private final List<Call> calls = new ArrayList<>();
    private int[] palette;
    /** Whether calls are recorded: R records on screen devices, on others after dev.control("enable"). */
    private boolean enabled;

    DisplayList(boolean enabled) {
        this.enabled = enabled;
    }

    synchronized boolean enabled() {
        return enabled;
    }

    /** dev.control: recording is enabled (from the next page on) or inhibited (the list emptied). */
    synchronized void setEnabled(boolean on) {
        if (!on) {
            start = null;
            calls.clear();
        }
        enabled = on;
    }

    /** A new page starts from state {@code start} (a copy no one draws on). */
    synchronized void startPage(Plot start, int[] palette) {
        if (!enabled) return;
        this.start = start;
        this.palette = palette;
        calls.clear();
    }

    /** Records a call that succeeded on the current page (none before the first page, as in R). */
    synchronized void add(RBuiltin.Body body, Args a, int[] palette) {
        if (start == null || !enabled) return;
        RValue[] matched = new RValue[a.formalCount()];
        for (int i = 0; i < matched.length; i++) matched[i] = shared(a.get(i));
        RValue[] dots = a.dots().clone();
        for (int i = 0; i < dots.length; i++) dots[i] = shared(dots[i]);
        calls.add(new Call(body, matched, dots, a.dotNames() == null ? null : a.dotNames().clone()));
        this.palette = palette;
    }

    private static RValue shared(RValue v) {
        if (v != null) v.markShared();
        return v;
    }

    /** The page so far, or null when none was started. */
    synchronized Page snapshot() {
        return start == null ? null : new Page(start, List.copyOf(calls), palette);
    }

    /** Empties the list (dev.copy from a device with none). */
    synchronized void clear() {
        start = null;
        calls.clear();
    }

    /** The list becomes {@code page}'s (a page replayed on this device: replayPlot, dev.copy), where it records. */
    synchronized void set(Page page) {
        if (!enabled) return;
        start = page.start();
        calls.clear();
        calls.addAll(page.calls());
        palette = page.palette();
    }

    /**
     * A builtin that is recorded on the current device's display list when it succeeds (R's graphics
     * calls made through {@code .External.graphics}).
     */
    static RBuiltin.Body recorded(RBuiltin.Body body) {
        return a -> {
            RValue v = body.apply(a);
            GraphicsSession.of(a).record(body, a);
            return v;
        };
    }
}
