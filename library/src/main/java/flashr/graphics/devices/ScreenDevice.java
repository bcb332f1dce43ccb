package flashr.graphics.devices;

import java.awt.Graphics2D;
import java.util.function.Consumer;
import javax.swing.JComponent;

/**
 * R's on-screen device ({@code x11()}): the current page kept as the list of what was drawn on it
 * ({@link RecordedPage}), and a Swing component ({@link #canvas}) that paints it whenever the page
 * changes or the window is resized. A resized window lays its page out again, as R's window device
 * replays its display list at the new size: the graphics system hands over how ({@link #replayWith});
 * the window paints such a replay of its own at once, on Swing's thread, and the interpreter takes the
 * new size before its next graphics call ({@link #takeShownSize}), so that what it adds is laid out
 * for it. Drawing comes from the interpreter's thread, painting from Swing's: the page is guarded by
 * the device's lock.
 */
public final class ScreenDevice implements Device {
    private final ScreenCanvas canvas;
    /** Guards the fields below. */
    private final Object lock = new Object();
    private RecordedPage page;
    /** Counts the changes of the page, so that a replay painted for one state is not painted for another. */
    private long changes;
    private Consumer<Device> replay;
    private RecordedPage relaid;
    private long relaidAt = -1;
    private boolean open = true;
    private volatile boolean closedByUser;

    /** A device whose first page is {@code widthPt} by {@code heightPt} points (pixels, at 72 per inch). */
    public ScreenDevice(double widthPt, double heightPt) {
        this.page = new RecordedPage(widthPt, heightPt);
        this.canvas = new ScreenCanvas(this, (int) Math.round(widthPt), (int) Math.round(heightPt));
    }

    /** The component that shows the current page; a window holds it, a test may paint it into an image. */
    public JComponent canvas() {
        return canvas;
    }

    /**
     * How to draw the current page again on another device (R's display list replayed): called on
     * Swing's thread, so it must reach nothing the interpreter changes.
     */
    public void replayWith(Consumer<Device> replay) {
        synchronized (lock) {
            this.replay = replay;
        }
    }

    /** Whether the device is still open (the interpreter has not closed it). */
    public boolean isOpen() {
        synchronized (lock) {
            return open;
        }
    }

    @Override
    public double width() {
        synchronized (lock) {
            return page.width();
        }
    }

    @Override
    public double height() {
        synchronized (lock) {
            return page.height();
        }
    }

    /**
     * The interpreter's side of a resize: when the window shows a size other than the page's, the page
     * takes the window's size (blank, to be drawn again) and the answer is true.
     */
    public boolean takeShownSize() {
        int w = canvas.getWidth(), h = canvas.getHeight();
        synchronized (lock) {
            if (w <= 0 || h <= 0 || (w == page.width() && h == page.height())) return false;
            page = new RecordedPage(w, h);
            changes++;
        }
        return true;
    }

    @Override
    public void newPage(int background) {
        int w = canvas.getWidth(), h = canvas.getHeight();
        synchronized (lock) {
            // shown: the page fills the window as it is now
            if (w > 0 && h > 0 && (w != page.width() || h != page.height())) page = new RecordedPage(w, h);
            page.newPage(background);
            changes++;
        }
        canvas.repaint();
    }

    private void record(Consumer<Device> op) {
        synchronized (lock) {
            op.accept(page);
            changes++;
        }
        canvas.repaint();
    }

    @Override
    public void clip(double x0, double y0, double x1, double y1) {
        record(d -> d.clip(x0, y0, x1, y1));
    }

    @Override
    public void polyline(double[] x, double[] y, int n, Pen pen) {
        record(d -> d.polyline(x, y, n, pen));
    }

    @Override
    public void polygon(double[] x, double[] y, int n, int fill, Pen pen) {
        record(d -> d.polygon(x, y, n, fill, pen));
    }

    @Override
    public void path(double[][] x, double[][] y, boolean winding, int fill, Pen pen) {
        record(d -> d.path(x, y, winding, fill, pen));
    }

    @Override
    public void raster(int[] argb, int cols, int rows, double x, double y, double w, double h, double rot, boolean interpolate) {
        record(d -> d.raster(argb, cols, rows, x, y, w, h, rot, interpolate));
    }

    @Override
    public void rect(double x0, double y0, double x1, double y1, int fill, Pen pen) {
        record(d -> d.rect(x0, y0, x1, y1, fill, pen));
    }

    @Override
    public void circle(double x, double y, double r, int fill, Pen pen) {
        record(d -> d.circle(x, y, r, fill, pen));
    }

    @Override
    public void text(double x, double y, String s, double rot, double hadj, double vadj, TextStyle style) {
        record(d -> d.text(x, y, s, rot, hadj, vadj, style));
    }

    @Override
    public double stringWidth(String s, TextStyle style) {
        synchronized (lock) {
            return page.stringWidth(s, style);
        }
    }

    @Override
    public double capHeight(TextStyle style) {
        synchronized (lock) {
            return page.capHeight(style);
        }
    }

    @Override
    public double[] inkHeight(String s, TextStyle style) {
        synchronized (lock) {
            return page.inkHeight(s, style);
        }
    }

    /** The window showing the device was closed (Swing's thread). */
    public void windowClosed() {
        closedByUser = true;
    }

    @Override
    public boolean closedByUser() {
        return closedByUser;
    }

    @Override
    public void close() {
        synchronized (lock) {
            open = false;
        }
        ScreenWindow.dispose(canvas);
    }

    /**
     * Paints the current page on {@code g} at {@code w} by {@code h} pixels (Swing's thread): a page of
     * another size is laid out again for this one by a replay (kept until the page changes), or, where
     * none can be made, stretched.
     */
    void paint(Graphics2D g, int w, int h) {
        RecordedPage shown;
        Consumer<Device> replayer;
        long at;
        synchronized (lock) {
            at = changes;
            boolean sameSize = page.width() == w && page.height() == h;
            boolean replayed = relaid != null && relaidAt == at && relaid.width() == w && relaid.height() == h;
            shown = sameSize ? page.copy() : replayed ? relaid : null;
            replayer = sameSize || replayed ? null : replay;
            if (shown == null && replayer == null) shown = page.copy();
        }
        if (replayer == null) {
            shown.paint(g, w, h);
            return;
        }
        RecordedPage again = new RecordedPage(w, h);
        try {
            replayer.accept(again);   // outside the lock: the interpreter may draw meanwhile
        } catch (RuntimeException e) {
            again = null;   // a replay that failed: the page is shown stretched
        }
        synchronized (lock) {
            if (again != null) {
                relaid = again;
                relaidAt = at;
            }
            shown = again != null ? again : page.copy();
        }
        shown.paint(g, w, h);
    }
}
