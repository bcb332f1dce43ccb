package flashr.graphics.devices;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * A device drawing with Java2D on one {@link Graphics2D} per page, in points. Subclasses say where a
 * page's graphics come from and what finishing a page writes: {@link PngDevice}, {@link JpegDevice}
 * (raster images) and {@link SvgDevice}. Text is measured in whole device pixels, as R's cairo
 * devices measure it ({@link PixelTextMetrics}).
 */
abstract class Java2DDevice implements Device {
    private static final FontRenderContext MEASURING = new FontRenderContext(null, true, true);

    private final double width, height;
    private final Map<TextStyle, Font> fonts = new HashMap<>();
    private Graphics2D g;
    private int page;

    Java2DDevice(double width, double height) {
        this.width = width;
        this.height = height;
    }

    /** A page's graphics, filled with the background, scaled so that one unit is a point. */
    abstract Graphics2D startPage(int page, int background) throws IOException;

    /** Writes the finished page. */
    abstract void finishPage(int page, Graphics2D g) throws IOException;

    @Override public double width() { return width; }

    @Override public double height() { return height; }

    @Override
    public void newPage(int background) throws IOException {
        if (g != null) finish();
        page++;
        g = startPage(page, background);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    }

    private void finish() throws IOException {
        Graphics2D done = g;
        g = null;
        finishPage(page, done);
        done.dispose();
    }

    @Override
    public void close() throws IOException {
        if (g != null) finish();
    }

    @Override
    public void clip(double x0, double y0, double x1, double y1) {
        g.setClip(new Rectangle2D.Double(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0)));
    }

    @Override
    public void polyline(double[] x, double[] y, int n, Pen pen) {
        if (n < 2 || !pen.visible()) return;
        stroke(path(x, y, n, false), pen);
    }

    @Override
    public void polygon(double[] x, double[] y, int n, int fill, Pen pen) {
        if (n < 2) return;
        Shape s = path(x, y, n, true);
        fill(s, fill);
        stroke(s, pen);
    }

    @Override
    public void path(double[][] x, double[][] y, boolean winding, int fill, Pen pen) {
        Path2D.Double p = new Path2D.Double(winding ? Path2D.WIND_NON_ZERO : Path2D.WIND_EVEN_ODD);
        for (int i = 0; i < x.length; i++) {
            if (x[i].length == 0) continue;
            p.moveTo(x[i][0], y[i][0]);
            for (int j = 1; j < x[i].length; j++) p.lineTo(x[i][j], y[i][j]);
            p.closePath();
        }
        fill(p, fill);
        stroke(p, pen);
    }

    @Override
    public void raster(int[] argb, int cols, int rows, double x, double y, double w, double h, double rot, boolean interpolate) {
        java.awt.image.BufferedImage im = new java.awt.image.BufferedImage(cols, rows, java.awt.image.BufferedImage.TYPE_INT_ARGB);
        im.setRGB(0, 0, cols, rows, argb, 0, cols);
        AffineTransform saved = g.getTransform();
        Object hint = g.getRenderingHint(RenderingHints.KEY_INTERPOLATION);
        g.translate(x, y);
        if (rot != 0) g.rotate(-Math.toRadians(rot));
        g.translate(0, -h);
        g.scale(w / cols, h / rows);
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                interpolate ? RenderingHints.VALUE_INTERPOLATION_BILINEAR : RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
        g.drawImage(im, 0, 0, null);
        if (hint != null) g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, hint);
        g.setTransform(saved);
    }

    @Override
    public void rect(double x0, double y0, double x1, double y1, int fill, Pen pen) {
        Shape s = new Rectangle2D.Double(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
        // filled unsmoothed, as R's cairo devices fill rectangles: image's cells meet without light seams
        Object smoothing = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        fill(s, fill);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, smoothing);
        stroke(s, pen);
    }

    @Override
    public void circle(double x, double y, double r, int fill, Pen pen) {
        Shape s = new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r);
        fill(s, fill);
        stroke(s, pen);
    }

    @Override
    public void text(double x, double y, String s, double rot, double hadj, double vadj, TextStyle style) {
        if ((style.colour() >>> 24) == 0 || s.isEmpty()) return;
        Font font = font(style);
        AffineTransform saved = g.getTransform();
        g.translate(x, y);
        if (rot != 0) g.rotate(-Math.toRadians(rot));
        g.setFont(font);
        g.setColor(colour(style.colour()));
        g.drawString(s, (float) (-hadj * stringWidth(s, style)), (float) (vadj * capHeight(style)));
        g.setTransform(saved);
    }

    @Override
    public double stringWidth(String s, TextStyle style) {
        return PixelTextMetrics.width(font(style), style.size(), s, 1 / unit());
    }

    @Override
    public double[] inkHeight(String s, TextStyle style) {
        java.awt.geom.Rectangle2D r = font(style).createGlyphVector(MEASURING, s).getVisualBounds();
        return new double[] {-r.getY(), r.getY() + r.getHeight()};
    }

    @Override
    public double capHeight(TextStyle style) {
        return PixelTextMetrics.capHeight(font(style), style.size(), 1 / unit());
    }

    private Font font(TextStyle style) {
        return fonts.computeIfAbsent(style, s -> {
            String family = switch (s.family()) {
                case "serif" -> Font.SERIF;
                case "mono" -> Font.MONOSPACED;
                default -> Font.SANS_SERIF;
            };
            int face = (s.bold() ? Font.BOLD : 0) | (s.italic() ? Font.ITALIC : 0);
            return new Font(family, face, 12).deriveFont((float) s.size());
        });
    }

    private static Path2D path(double[] x, double[] y, int n, boolean closed) {
        Path2D.Double p = new Path2D.Double(Path2D.WIND_EVEN_ODD, n + 1);
        p.moveTo(x[0], y[0]);
        for (int i = 1; i < n; i++) p.lineTo(x[i], y[i]);
        if (closed) p.closePath();
        return p;
    }

    private void fill(Shape s, int fill) {
        if ((fill >>> 24) == 0) return;
        g.setColor(colour(fill));
        g.fill(s);
    }

    private void stroke(Shape s, Pen pen) {
        if (!pen.visible()) return;
        g.setColor(colour(pen.colour()));
        int cap = switch (pen.end()) {
            case ROUND -> BasicStroke.CAP_ROUND;
            case BUTT -> BasicStroke.CAP_BUTT;
            case SQUARE -> BasicStroke.CAP_SQUARE;
        };
        int join = switch (pen.join()) {
            case ROUND -> BasicStroke.JOIN_ROUND;
            case MITRE -> BasicStroke.JOIN_MITER;
            case BEVEL -> BasicStroke.JOIN_BEVEL;
        };
        g.setStroke(new BasicStroke((float) pen.width(), cap, join, 10f, pen.dash(), 0f));
        g.draw(s);
    }

    static Color colour(int argb) {
        return new Color(argb, true);
    }
}
