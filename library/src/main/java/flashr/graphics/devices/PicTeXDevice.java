package flashr.graphics.devices;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

/**
 * R's {@code pictex()} device (devPicTeX.c): a PiCTeX picture per page, in TeX points from the bottom
 * left corner; lines, outlines (PiCTeX fills nothing) and circles as {@code \plot} and
 * {@code \circulararc}, lines clipped here as R clips them, text {@code \put} at its left baseline in
 * the Computer Modern sans fonts ({@code \rotatebox} when turned a quarter). Written when closed.
 */
public final class PicTeXDevice implements Device {
    private static final String[] FONTS = {"cmss10", "cmssbx10", "cmssi10", "cmssxi10"};

    private final Path file;
    private final double width, height;
    private final PdfDevice metrics;
    private final StringBuilder out = new StringBuilder();
    private int pages, fontFace, fontSize;
    private double clipLeft, clipRight, clipBottom, clipTop;

    /** @param widthPt and heightPt in TeX points (72.27 to the inch) */
    public PicTeXDevice(Path file, double widthPt, double heightPt) {
        this.file = file;
        this.width = widthPt;
        this.height = heightPt;
        this.metrics = new PdfDevice(null, widthPt, heightPt);
        clipLeft = 0;
        clipRight = widthPt;
        clipBottom = 0;
        clipTop = heightPt;
        header();
        setFont(1, 10);
    }

    private void header() {
        out.append("\\hbox{\\beginpicture\n\\setcoordinatesystem units <1pt,1pt>\n")
                .append(String.format(Locale.ROOT, "\\setplotarea x from 0 to %.2f, y from 0 to %.2f\n", width, height))
                .append("\\setlinear\n\\font\\picfont cmss10\\picfont\n");
    }

    private void setFont(int face, int size) {
        int f = face < 1 || face > 4 ? 1 : face, s = size < 1 || size > 24 ? 10 : size;
        if (s != fontSize || f != fontFace) {
            out.append("\\font\\picfont ").append(FONTS[f - 1]).append(" at ").append(s).append("pt\\picfont\n");
            fontSize = s;
            fontFace = f;
        }
    }

    @Override public double width() { return width; }

    @Override public double height() { return height; }

    @Override
    public void newPage(int background) {
        if (pages > 0) {
            out.append("\\endpicture\n}\n\n\n");
            header();
        }
        pages++;
        int face = fontFace, size = fontSize;
        fontFace = fontSize = 0;
        setFont(face, size);
    }

    @Override
    public void clip(double x0, double y0, double x1, double y1) {
        clipLeft = Math.min(x0, x1);
        clipRight = Math.max(x0, x1);
        clipBottom = height - Math.max(y0, y1);
        clipTop = height - Math.min(y0, y1);
    }

    private void lineType(Pen pen) {
        if (pen.dash() == null || pen.dash().length == 0) {
            out.append("\\setsolid\n");
            return;
        }
        out.append("\\setdashpattern <");
        for (int i = 0; i < pen.dash().length; i++) {
            if (i > 0) out.append(", ");
            out.append(Math.round(pen.dash()[i])).append("pt");
        }
        out.append(">\n");
    }

    /** One segment, clipped to the clip region as R's PicTeX_ClipLine does (in PiCTeX's upward y). */
    private void segment(double x0, double y0, double x1, double y1) {
        double cx0 = x0, cy0 = y0, cx1 = x1, cy1 = y1;
        if ((cx0 < clipLeft && cx1 < clipLeft) || (cx0 > clipRight && cx1 > clipRight)
                || (cy0 < clipBottom && cy1 < clipBottom) || (cy0 > clipTop && cy1 > clipTop)) {
            cx0 = cx1;
            cy0 = cy1;
        } else {
            if (cx1 >= clipLeft && cx0 < clipLeft) { cy0 = (cy1 - cy0) / (cx1 - cx0) * (clipLeft - cx0) + cy0; cx0 = clipLeft; }
            if (cx1 <= clipLeft && cx0 > clipLeft) { cy1 = (cy1 - cy0) / (cx1 - cx0) * (clipLeft - cx0) + cy0; cx1 = clipLeft; }
            if (cx1 >= clipRight && cx0 < clipRight) { cy1 = (cy1 - cy0) / (cx1 - cx0) * (clipRight - cx0) + cy0; cx1 = clipRight; }
            if (cx1 <= clipRight && cx0 > clipRight) { cy0 = (cy1 - cy0) / (cx1 - cx0) * (clipRight - cx0) + cy0; cx0 = clipRight; }
            if (cy1 >= clipBottom && cy0 < clipBottom) { cx0 = (cx1 - cx0) / (cy1 - cy0) * (clipBottom - cy0) + cx0; cy0 = clipBottom; }
            if (cy1 <= clipBottom && cy0 > clipBottom) { cx1 = (cx1 - cx0) / (cy1 - cy0) * (clipBottom - cy0) + cx0; cy1 = clipBottom; }
            if (cy1 >= clipTop && cy0 < clipTop) { cx1 = (cx1 - cx0) / (cy1 - cy0) * (clipTop - cy0) + cx0; cy1 = clipTop; }
            if (cy1 <= clipTop && cy0 > clipTop) { cx0 = (cx1 - cx0) / (cy1 - cy0) * (clipTop - cy0) + cx0; cy0 = clipTop; }
        }
        out.append(String.format(Locale.ROOT, "\\plot %.2f %.2f %.2f %.2f /\n", cx0, cy0, cx1, cy1));
    }

    @Override
    public void polyline(double[] x, double[] y, int n, Pen pen) {
        if (n < 2 || !pen.visible()) return;
        lineType(pen);
        for (int i = 1; i < n; i++) segment(x[i - 1], height - y[i - 1], x[i], height - y[i]);
    }

    @Override
    public void polygon(double[] x, double[] y, int n, int fill, Pen pen) {
        if (n < 2 || !pen.visible()) return;
        lineType(pen);
        for (int i = 1; i < n; i++) segment(x[i - 1], height - y[i - 1], x[i], height - y[i]);
        segment(x[n - 1], height - y[n - 1], x[0], height - y[0]);
    }

    @Override
    public void rect(double x0, double y0, double x1, double y1, int fill, Pen pen) {
        polygon(new double[] {x0, x0, x1, x1}, new double[] {y0, y1, y1, y0}, 4, fill, pen);
    }

    @Override
    public void circle(double x, double y, double r, int fill, Pen pen) {
        if (!pen.visible()) return;
        double py = height - y;
        out.append(String.format(Locale.ROOT, "\\circulararc 360 degrees from %.2f %.2f center at %.2f %.2f\n", x, py + r, x, py));
    }

    @Override
    public void text(double x, double y, String s, double rot, double hadj, double vadj, TextStyle style) {
        if ((style.colour() >>> 24) == 0 || s.isEmpty()) return;
        setFont(style.face(), (int) (style.size() + 0.5));
        // R's engine moves the point to the text's left end on its baseline (PiCTeX adjusts nothing)
        double a = Math.toRadians(rot), w = hadj * stringWidth(s, style), dy = vadj * capHeight(style);
        double bx = x - w * Math.cos(a) + dy * Math.sin(a), by = height - y - w * Math.sin(a) - dy * Math.cos(a);
        String t = tex(s);
        if (rot == 90) out.append("\\put {\\rotatebox{90}").append(t).append("} [rB] <0.00pt,0.00pt>");
        else out.append("\\put ").append(t).append(" [lB] <0.00pt,0.00pt>");
        out.append(String.format(Locale.ROOT, " at %.2f %.2f\n", bx, by));
    }

    /** TeX's special characters escaped, as R's textext does. */
    private static String tex(String s) {
        StringBuilder b = new StringBuilder("{");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '$' -> b.append("\\$");
                case '%' -> b.append("\\%");
                case '{' -> b.append("\\{");
                case '}' -> b.append("\\}");
                case '^' -> b.append("\\^{}");
                default -> b.append(c);
            }
        }
        return b.append("} ").toString();
    }

    @Override
    public double stringWidth(String s, TextStyle style) {
        return metrics.stringWidth(s, style);
    }

    /** R's PiCTeX device has no character metrics (all zero), so text is never raised or lowered by them. */
    @Override
    public double capHeight(TextStyle style) {
        return 0;
    }

    @Override
    public double[] inkHeight(String s, TextStyle style) {
        return new double[] {0, 0};
    }

    @Override
    public void close() throws IOException {
        String text = out + "\\endpicture\n}\n";
        PageFiles.writeWhole(file, o -> o.write(text.getBytes(StandardCharsets.ISO_8859_1)));
    }
}
