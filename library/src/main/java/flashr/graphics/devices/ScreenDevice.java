package flashr.graphics.devices;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JComponent;

/**
 * R's on-screen device ({@code x11()}): the current page kept as the list of what was drawn on it, and
 * a Swing component ({@link #canvas}) that paints that list, scaled to the component's size, whenever
 * the page changes or the window is resized. A page takes the component's size when it starts, so the
 * next plot after a resize is laid out for the new size (R lays out the shown page again; here it is
 * stretched until then). Drawing comes from the interpreter's thread, painting from Swing's: the list
 * is guarded by its own lock.
 */
public final class ScreenDevice implements Device {
    private final ScreenCanvas canvas;
    private final CanvasPainter measurer;
    /** What the current page draws, in order. Guarded by itself, as are the fields below. */
    private final List<Consumer<Device>> page = new ArrayList<>();
    private double width, height;
    private int background;
    private boolean open = true;
    private volatile boolean closedByUser;

    /** A device whose first page is {@code widthPt} by {@code heightPt} points (pixels, at 72 per inch). */
    public ScreenDevice(double widthPt, double heightPt) {
        this.width = widthPt;
        this.height = heightPt;
        this.measurer = new CanvasPainter(widthPt, heightPt, null);
        this.canvas = new ScreenCanvas(this, (int) Math.round(widthPt), (int) Math.round(heightPt));
    }

    /** The component that shows the current page; a window holds it, a test may paint it into an image. */
    public JComponent canvas() {
        return canvas;
    }

    /** Whether the device is still open (the interpreter has not closed it). */
    public boolean isOpen() {
        synchronized (page) {
            return open;
        }
    }

    @Override
    public double width() {
        synchronized (page) {
            return width;
        }
    }

    @Override
    public double height() {
        synchronized (page) {
            return height;
        }
    }

    @Override
    public void newPage(int background) {
        synchronized (page) {
            page.clear();
            this.background = background;
            if (canvas.getWidth() > 0 && canvas.getHeight() > 0) {   // shown: the page fills the window as it is now
                width = canvas.getWidth();
                height = canvas.getHeight();
            }
        }
        canvas.repaint();
    }

    private void record(Consumer<Device> op) {
        synchronized (page) {
            page.add(op);
        }
        canvas.repaint();
    }

    @Override
    public void clip(double x0, double y0, double x1, double y1) {
        record(d -> d.clip(x0, y0, x1, y1));
    }

    @Override
    public void polyline(double[] x, double[] y, int n, Pen pen) {
        double[] px = x.clone(), py = y.clone();   // the caller may reuse its arrays
        record(d -> d.polyline(px, py, n, pen));
    }

    @Override
    public void polygon(double[] x, double[] y, int n, int fill, Pen pen) {
        double[] px = x.clone(), py = y.clone();
        record(d -> d.polygon(px, py, n, fill, pen));
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
        return measurer.stringWidth(s, style);
    }

    @Override
    public double capHeight(TextStyle style) {
        return measurer.capHeight(style);
    }

    @Override
    public double[] inkHeight(String s, TextStyle style) {
        return measurer.inkHeight(s, style);
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
        synchronized (page) {
            open = false;
        }
        ScreenWindow.dispose(canvas);
    }

    /** Paints the current page on {@code g}, stretched to {@code w} by {@code h} pixels (Swing's thread). */
    void paint(Graphics2D g, int w, int h) {
        List<Consumer<Device>> ops;
        double pw, ph;
        int bg;
        synchronized (page) {
            ops = new ArrayList<>(page);
            pw = width;
            ph = height;
            bg = background;
        }
        // a page drawn on a transparent background shows on white, as R's window does
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, w, h);
        if (pw != w || ph != h) g.scale(w / pw, h / ph);
        CanvasPainter painter = new CanvasPainter(pw, ph, g);
        try {
            painter.newPage(bg);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);   // a painter writes nothing: cannot happen
        }
        for (Consumer<Device> op : ops) op.accept(painter);
    }
}
