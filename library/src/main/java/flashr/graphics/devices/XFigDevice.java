package flashr.graphics.devices;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * R's {@code xfig()} device (devPS.c): FIG 3.2 files in 1200ths of an inch with y down from the top
 * of the page; lines and polygons as polyline objects, circles as ellipses, text as PostScript-font
 * text objects, each colour beyond FIG's 32 standard ones defined once per file. With
 * {@code onefile = FALSE} each page goes to a file of its own (the name's integer format).
 */
public final class XFigDevice implements Device {
    /** The page as R's xfig() lays it out: region offset on the paper (points) and FIG's ymax. */
    public record Layout(String paperName, boolean landscape, boolean onefile, double left, double bottom,
                         double width, double height, int ymax, int fontBase, double pageWidth, double pageHeight) {}

    private static final int[] STYLES = {0, 2, 1, 3};

    private final String pattern;
    private final Layout layout;
    private final PdfDevice metrics;
    private final List<String> files = new ArrayList<>();
    private StringBuilder colours = new StringBuilder(), body = new StringBuilder();
    private List<Integer> known = new ArrayList<>();
    private int pageNo;

    public XFigDevice(String pattern, Layout layout) {
        this.pattern = pattern;
        this.layout = layout;
        this.metrics = new PdfDevice(null, layout.width(), layout.height());
        resetColours();
    }

    private void resetColours() {
        known = new ArrayList<>();
        for (int i = 0; i < 32; i++) known.add(0);
        known.set(7, 0xFFFFFF);
        colours = new StringBuilder();
    }

    @Override public double width() { return layout.width(); }

    @Override public double height() { return layout.height(); }

    private int fx(double x) {
        return (int) (16.667 * (layout.left() + x));
    }

    private int fy(double y) {
        return (int) (layout.ymax() - 16.667 * (layout.bottom() + layout.height() - y));
    }

    /** The FIG colour number of an opaque colour, defining it on first use; -1 for others. */
    private int colour(int argb) {
        if ((argb >>> 24) != 255) return -1;
        int rgb = argb & 0xFFFFFF;
        int i = known.indexOf(rgb);
        if (i >= 0) return i;
        colours.append(String.format(Locale.ROOT, "0 %d #%06x\n", known.size(), rgb));
        known.add(rgb);
        return known.size() - 1;
    }

    private static int lty(Pen pen) {
        return pen.dash() == null || pen.dash().length == 0 ? 0 : pen.dash().length <= 2 ? 1 : 3;
    }

    private static int lwd(Pen pen) {
        return (int) (pen.width() / 0.75 * 0.833 + 0.5);
    }

    @Override
    public void newPage(int background) {
        pageNo++;
        if (layout.onefile()) {
            body.append("#Start of page ").append(pageNo).append('\n');
            if (pageNo > 1) body.append("# end of XFig page\n");
        } else if (pageNo > 1) {
            finishFile();
            resetColours();
        }
        if ((background >>> 24) == 255) {
            int c = colour(background);
            // the whole paper, from R's device origin (the paper's corner) to its far corner
            double top = layout.bottom() + layout.height();
            int x0 = fx(-layout.left()), y0 = fy(top), x1 = fx(layout.pageWidth() - layout.left()), y1 = fy(top - layout.pageHeight());
            body.append(String.format(Locale.ROOT, "2 2 0 0 %d %d 200 0 20 4.0 0 0 -1 0 0 5\n%d %d %d %d %d %d %d %d %d %d\n",
                    c, c, x0, y0, x0, y1, x1, y1, x1, y0, x0, y0));
        }
    }

    private void finishFile() {
        files.add(header() + colours + body + "# end of XFig file\n");
        body = new StringBuilder();
    }

    private String header() {
        return "#FIG 3.2\n" + (layout.landscape() ? "Landscape\n" : "Portrait\n") + "Flush Left\nInches\n" + layout.paperName()
                + "\n100.0\n" + (layout.onefile() ? "Multiple\n" : "Single\n") + "-2\n1200 2\n# End of XFig header\n";
    }

    @Override
    public void clip(double x0, double y0, double x1, double y1) {} // as R's: FIG has no clipping

    @Override
    public void polyline(double[] x, double[] y, int n, Pen pen) {
        if (n < 2 || !pen.visible()) return;
        int w = lwd(pen);
        body.append(String.format(Locale.ROOT, "2 1 %d %d %d 7 100 0 -1 %.2f 0 0 -1 0 0 %d\n", lty(pen), w > 0 ? w : 1,
                colour(pen.colour()), 4.0 * w, n));
        for (int i = 0; i < n; i++) body.append("  ").append(fx(x[i])).append(' ').append(fy(y[i])).append('\n');
    }

    @Override
    public void polygon(double[] x, double[] y, int n, int fill, Pen pen) {
        if (n < 2) return;
        int bg = colour(fill), fg = pen.visible() ? colour(pen.colour()) : -1, w = lwd(pen);
        body.append(String.format(Locale.ROOT, "2 3 %d %d %d %d 100 0 %d %.2f 0 0 -1 0 0 %d\n", lty(pen),
                fg < 0 ? 0 : (w > 0 ? w : 1), fg, bg, bg >= 0 ? 20 : -1, 4.0 * w, n + 1));
        for (int i = 0; i <= n; i++) body.append("  ").append(fx(x[i % n])).append(' ').append(fy(y[i % n])).append('\n');
    }

    @Override
    public void rect(double x0, double y0, double x1, double y1, int fill, Pen pen) {
        int bg = colour(fill), fg = pen.visible() ? colour(pen.colour()) : -1, w = lwd(pen);
        int ix0 = fx(x0), iy0 = fy(y0), ix1 = fx(x1), iy1 = fy(y1);
        body.append(String.format(Locale.ROOT, "2 2 %d %d %d %d 100 0 %d %.2f 0 0 -1 0 0 5\n", lty(pen), w > 0 ? w : 1, fg, bg,
                bg >= 0 ? 20 : -1, 4.0 * w));
        body.append(String.format(Locale.ROOT, "  %d %d   %d %d   %d %d   %d %d   %d %d\n", ix0, iy0, ix0, iy1, ix1, iy1, ix1,
                iy0, ix0, iy0));
    }

    @Override
    public void circle(double x, double y, double r, int fill, Pen pen) {
        int bg = colour(fill), fg = pen.visible() ? colour(pen.colour()) : -1, w = lwd(pen);
        int ix = fx(x), iy = fy(y), ir = (int) (16.667 * r);
        body.append(String.format(Locale.ROOT, "1 3 %d %d %d %d 100 0 %d %.2f 1 0   %d %d %d %d %d %d %d %d \n", lty(pen),
                w > 0 ? w : 1, fg, bg, bg >= 0 ? 20 : -1, 4.0 * w, ix, iy, ir, ir, ix, iy, ix + ir, iy));
    }

    @Override
    public void text(double x, double y, String s, double rot, double hadj, double vadj, TextStyle style) {
        if ((style.colour() >>> 24) != 255 || s.isEmpty()) return;
        int face = style.face() < 1 || style.face() > 5 ? 1 : style.face();
        int font = face == 5 ? 32 : layout.fontBase() + STYLES[face - 1];
        double size = Math.floor(style.size() + 0.5), a = Math.toRadians(rot);
        // FIG justifies left, centre or right; other adjustments move the point, as R's engine does
        double just = hadj == 0 || hadj == 0.5 || hadj == 1 ? hadj : 0, w = stringWidth(s, style);
        double shift = (hadj - just) * w, dy = vadj * capHeight(style);
        double bx = x - shift * Math.cos(a) - dy * Math.sin(a), by = y + shift * Math.sin(a) + dy * Math.cos(a);
        body.append(String.format(Locale.ROOT, "4 %d %d 100 0 %d %d %.4f 4 %d %d %d %d ", (int) Math.floor(2 * just),
                colour(style.colour()), font, (int) size, a, (int) (size * 12), (int) (16.667 * w + 0.5), fx(bx), fy(by)));
        for (char c : s.toCharArray()) {
            if (c > 127) body.append(String.format("\\%o", c & 0xFF));
            else if (c == '\n') body.append("\\n");
            else if (c == '\\') body.append("\\\\");
            else body.append(c);
        }
        body.append("\\001\n");
    }

    @Override
    public double stringWidth(String s, TextStyle style) {
        return metrics.stringWidth(s, style);
    }

    @Override
    public double capHeight(TextStyle style) {
        return metrics.capHeight(style);
    }

    @Override
    public void close() throws IOException {
        finishFile();
        for (int i = 0; i < files.size(); i++) {
            String text = files.get(i);
            PageFiles.writeWhole(PageFiles.pageFile(pattern, i + 1), o -> o.write(text.getBytes(StandardCharsets.ISO_8859_1)));
        }
    }
}
