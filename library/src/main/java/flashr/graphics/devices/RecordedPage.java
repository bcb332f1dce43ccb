package flashr.graphics.devices;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One page of a fixed size kept as the list of what was drawn on it, to be painted later (a window
 * paints its page whenever Swing asks). Text is measured as {@link CanvasPainter} draws it. Not
 * thread-safe: whoever shares one guards it.
 */
final class RecordedPage implements Device {
    private final double width, height;
    private final CanvasPainter measurer;
    private final List<Consumer<Device>> ops;
    private int background;

    RecordedPage(double width, double height) {
        this(width, height, new CanvasPainter(width, height, null), new ArrayList<>(), 0);
    }

    private RecordedPage(double width, double height, CanvasPainter measurer, List<Consumer<Device>> ops, int background) {
        this.width = width;
        this.height = height;
        this.measurer = measurer;
        this.ops = ops;
        this.background = background;
    }

    /** A copy of the page as it is now (for painting on another thread). */
    RecordedPage copy() {
        return new RecordedPage(width, height, measurer, new ArrayList<>(ops), background);
    }

    /** How many drawing calls the page holds. */
    int size() {
        return ops.size();
    }

    @Override public double width() { return width; }

    @Override public double height() { return height; }

    @Override
    public void newPage(int background) {
        ops.clear();
        this.background = background;
    }

    @Override
    public void clip(double x0, double y0, double x1, double y1) {
        ops.add(d -> d.clip(x0, y0, x1, y1));
    }

    @Override
    public void polyline(double[] x, double[] y, int n, Pen pen) {
        double[] px = x.clone(), py = y.clone();   // the caller may reuse its arrays
        ops.add(d -> d.polyline(px, py, n, pen));
    }

    @Override
    public void polygon(double[] x, double[] y, int n, int fill, Pen pen) {
        double[] px = x.clone(), py = y.clone();
        ops.add(d -> d.polygon(px, py, n, fill, pen));
    }

    @Override
    public void path(double[][] x, double[][] y, boolean winding, int fill, Pen pen) {
        double[][] px = x.clone(), py = y.clone();
        ops.add(d -> d.path(px, py, winding, fill, pen));
    }

    @Override
    public void raster(int[] argb, int cols, int rows, double x, double y, double w, double h, double rot, boolean interpolate) {
        int[] pixels = argb.clone();
        ops.add(d -> d.raster(pixels, cols, rows, x, y, w, h, rot, interpolate));
    }

    @Override
    public void rect(double x0, double y0, double x1, double y1, int fill, Pen pen) {
        ops.add(d -> d.rect(x0, y0, x1, y1, fill, pen));
    }

    @Override
    public void circle(double x, double y, double r, int fill, Pen pen) {
        ops.add(d -> d.circle(x, y, r, fill, pen));
    }

    @Override
    public void text(double x, double y, String s, double rot, double hadj, double vadj, TextStyle style) {
        ops.add(d -> d.text(x, y, s, rot, hadj, vadj, style));
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

    @Override
    public void close() {
        // nothing to write
    }

    /** Paints the page on {@code g}, stretched to {@code w} by {@code h} pixels. */
    void paint(Graphics2D g, int w, int h) {
        // a page drawn on a transparent background shows on white, as R's window does
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, w, h);
        if (width != w || height != h) g.scale(w / width, h / height);
        CanvasPainter painter = new CanvasPainter(width, height, g);
        try {
            painter.newPage(background);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);   // a painter writes nothing: cannot happen
        }
        for (Consumer<Device> op : ops) op.accept(painter);
    }
}
