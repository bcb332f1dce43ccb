package flashr.graphics.devices;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.fontbox.util.BoundingBox;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.graphics.state.PDExtendedGraphicsState;
import org.apache.pdfbox.util.Matrix;

/**
 * R's {@code pdf()}: every page in one PDF file, drawn with Apache PDFBox in the standard Helvetica
 * fonts (as R's pdf device uses them), Greek letters and mathematical signs in the standard Symbol
 * font; written when the device closes. PDF's y axis points up, so each coordinate is flipped here.
 */
public final class PdfDevice implements Device {
    private static final double KAPPA = 0.5522847498307936; // Bezier control distance of a quarter circle
    /**
     * PDFBox reports through java.util.logging which system font it would render the standard fonts
     * with; that is no concern of a file writer and must not reach the user's console. Held here so the
     * settings stay with the loggers.
     */
    private static final java.util.logging.Logger[] QUIET = {
        java.util.logging.Logger.getLogger("org.apache.pdfbox"), java.util.logging.Logger.getLogger("org.apache.fontbox")};

    static {
        for (java.util.logging.Logger l : QUIET) l.setLevel(java.util.logging.Level.OFF);
    }

    private final Path file;
    private final double width, height;
    private final PDDocument doc = new PDDocument();
    private PDPageContentStream cs;
    private boolean clipped;
    /** The alpha constants in force (NaN when unknown, after a graphics state was restored). */
    private float fillAlpha = 1, strokeAlpha = 1;
    /** This page's graphics states by alpha byte (stroking ones at 256 +): a page gets one
     *  resource per alpha, not one per change (pdfbox finds resources by a linear search). */
    private final java.util.Map<Integer, PDExtendedGraphicsState> alphaStates = new java.util.HashMap<>();

    /** @param file where the pages go; null for R's {@code pdf(NULL)}, which measures and draws but writes nothing */
    public PdfDevice(Path file, double widthPt, double heightPt) {
        this.file = file;
        this.width = widthPt;
        this.height = heightPt;
    }

    @Override public double width() { return width; }

    @Override public double height() { return height; }

    @Override
    public void newPage(int background) throws IOException {
        if (cs != null) cs.close();
        if (file == null && doc.getNumberOfPages() > 0) doc.removePage(0); // pdf(NULL) keeps only the page drawn on
        PDPage page = new PDPage(new PDRectangle((float) width, (float) height));
        doc.addPage(page);
        cs = new PDPageContentStream(doc, page);
        clipped = false;
        fillAlpha = strokeAlpha = 1;
        alphaStates.clear();
        if ((background >>> 24) != 0) {
            fillColour(background);
            cs.addRect(0, 0, (float) width, (float) height);
            cs.fill();
        }
    }

    @Override
    public void clip(double x0, double y0, double x1, double y1) {
        run(() -> {
            if (clipped) {
                cs.restoreGraphicsState();
                fillAlpha = strokeAlpha = Float.NaN;
            }
            cs.saveGraphicsState();
            clipped = true;
            cs.addRect((float) Math.min(x0, x1), fy(Math.max(y0, y1)), (float) Math.abs(x1 - x0), (float) Math.abs(y1 - y0));
            cs.clip();
        });
    }

    @Override
    public void polyline(double[] x, double[] y, int n, Pen pen) {
        if (n < 2 || !pen.visible()) return;
        run(() -> {
            path(x, y, n);
            strokeWith(pen);
            cs.stroke();
        });
    }

    @Override
    public void polygon(double[] x, double[] y, int n, int fill, Pen pen) {
        if (n < 2) return;
        run(() -> paint(() -> {
            path(x, y, n);
            cs.closePath();
        }, fill, pen));
    }

    @Override
    public void path(double[][] x, double[][] y, boolean winding, int fill, Pen pen) {
        boolean filled = (fill >>> 24) != 0, stroked = pen.visible();
        if (!filled && !stroked) return;
        run(() -> {
            for (int i = 0; i < x.length; i++) {
                if (x[i].length == 0) continue;
                path(x[i], y[i], x[i].length);
                cs.closePath();
            }
            if (filled) fillColour(fill);
            if (stroked) strokeWith(pen);
            if (filled && stroked) {
                if (winding) cs.fillAndStroke();
                else cs.fillAndStrokeEvenOdd();
            } else if (filled) {
                if (winding) cs.fill();
                else cs.fillEvenOdd();
            } else cs.stroke();
        });
    }

    @Override
    public void raster(int[] argb, int cols, int rows, double x, double y, double w, double h, double rot, boolean interpolate) {
        java.awt.image.BufferedImage im = new java.awt.image.BufferedImage(cols, rows, java.awt.image.BufferedImage.TYPE_INT_ARGB);
        im.setRGB(0, 0, cols, rows, argb, 0, cols);
        run(() -> {
            var image = org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory.createFromImage(doc, im);
            image.setInterpolate(interpolate);
            // the unit square of the image placed at the bottom left corner in PDF's upward y, turned and scaled
            org.apache.pdfbox.util.Matrix m = org.apache.pdfbox.util.Matrix.getTranslateInstance((float) x, fy(y));
            if (rot != 0) m.rotate(Math.toRadians(rot));
            m.scale((float) w, (float) h);
            cs.drawImage(image, m);
        });
    }

    @Override
    public void rect(double x0, double y0, double x1, double y1, int fill, Pen pen) {
        run(() -> paint(() -> cs.addRect((float) Math.min(x0, x1), fy(Math.max(y0, y1)), (float) Math.abs(x1 - x0),
                (float) Math.abs(y1 - y0)), fill, pen));
    }

    @Override
    public void circle(double x, double y, double r, int fill, Pen pen) {
        run(() -> paint(() -> {
            float cx = (float) x, cy = fy(y), rr = (float) r, k = (float) (KAPPA * r);
            cs.moveTo(cx + rr, cy);
            cs.curveTo(cx + rr, cy + k, cx + k, cy + rr, cx, cy + rr);
            cs.curveTo(cx - k, cy + rr, cx - rr, cy + k, cx - rr, cy);
            cs.curveTo(cx - rr, cy - k, cx - k, cy - rr, cx, cy - rr);
            cs.curveTo(cx + k, cy - rr, cx + rr, cy - k, cx + rr, cy);
            cs.closePath();
        }, fill, pen));
    }

    @Override
    public void text(double x, double y, String s, double rot, double hadj, double vadj, TextStyle style) {
        if ((style.colour() >>> 24) == 0 || s.isEmpty()) return;
        run(() -> {
            fillColour(style.colour());
            cs.beginText();
            double a = Math.toRadians(rot), dx = -hadj * stringWidth(s, style), dy = -vadj * capHeight(style);
            double cos = Math.cos(a), sin = Math.sin(a);
            // the reference point moved along the (turned) baseline and up from it
            double px = x + dx * cos - dy * sin, py = height - y + dx * sin + dy * cos;
            cs.setTextMatrix(new Matrix((float) cos, (float) sin, (float) -sin, (float) cos, (float) px, (float) py));
            for (FontRun r : runs(s, style)) {   // each run moves the text position on by its (kerned) width
                cs.setFont(r.font, (float) size(style));
                cs.showTextWithPositioning(r.kerned());
            }
            cs.endText();
        });
    }

    @Override
    public double stringWidth(String s, TextStyle style) {
        try {
            double w = 0;
            for (FontRun r : runs(s, style)) w += r.width() / 1000 * size(style);
            return w;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public double[] inkHeight(String s, TextStyle style) {
        double up = 0, down = 0, size = size(style);
        try {
            for (FontRun r : runs(s, style)) {
                StandardFontMetrics m = StandardFontMetrics.of(r.font);
                for (String glyph : r.glyphs()) {
                    BoundingBox b = m.box(glyph);
                    if (b == null) continue;
                    up = Math.max(up, b.getUpperRightY() / 1000 * size);
                    down = Math.max(down, -b.getLowerLeftY() / 1000 * size);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new double[] {up, down};
    }

    @Override
    public double capHeight(TextStyle style) {
        return font(style).getFontDescriptor().getCapHeight() / 1000 * size(style);
    }

    /** R's pdf device sets text in whole points: the size asked for, rounded. */
    private static double size(TextStyle style) {
        return Math.floor(style.size() + 0.5);
    }

    @Override
    public void close() throws IOException {
        try {
            if (cs != null) cs.close();
            cs = null;
            if (doc.getNumberOfPages() == 0) return; // as R: a device that drew nothing writes no file
            if (file == null) return; // pdf(NULL)
            PageFiles.writeWhole(file, doc::save);
        } finally {
            doc.close();
        }
    }

    private static PDType1Font font(TextStyle style) {
        Standard14Fonts.FontName name;
        if (style.family().equals("mono")) {
            name = style.bold() ? (style.italic() ? Standard14Fonts.FontName.COURIER_BOLD_OBLIQUE : Standard14Fonts.FontName.COURIER_BOLD)
                    : style.italic() ? Standard14Fonts.FontName.COURIER_OBLIQUE : Standard14Fonts.FontName.COURIER;
        } else if (style.family().equals("serif")) {
            name = style.bold() ? (style.italic() ? Standard14Fonts.FontName.TIMES_BOLD_ITALIC : Standard14Fonts.FontName.TIMES_BOLD)
                    : style.italic() ? Standard14Fonts.FontName.TIMES_ITALIC : Standard14Fonts.FontName.TIMES_ROMAN;
        } else {
            name = style.bold() ? (style.italic() ? Standard14Fonts.FontName.HELVETICA_BOLD_OBLIQUE : Standard14Fonts.FontName.HELVETICA_BOLD)
                    : style.italic() ? Standard14Fonts.FontName.HELVETICA_OBLIQUE : Standard14Fonts.FontName.HELVETICA;
        }
        return FONTS.computeIfAbsent(name, PDType1Font::new);
    }

    private static final Map<Standard14Fonts.FontName, PDType1Font> FONTS = new ConcurrentHashMap<>();

    /** A stretch of a string shown in one font. */
    private record FontRun(PDType1Font font, String text) {
        /** The names of the glyphs R shows for the characters. */
        String[] glyphs() throws IOException {
            StandardFontMetrics m = StandardFontMetrics.of(font);
            int[] cps = text.codePoints().toArray();
            String[] names = new String[cps.length];
            for (int i = 0; i < cps.length; i++) names[i] = m.glyphName(font, cps[i]);
            return names;
        }

        /** The kerning after each character but the last, in thousandths of the size. */
        float[] kerns() throws IOException {
            StandardFontMetrics m = StandardFontMetrics.of(font);
            String[] g = glyphs();
            float[] k = new float[Math.max(0, g.length - 1)];
            for (int i = 0; i + 1 < g.length; i++) k[i] = m.kerning(g[i], g[i + 1]);
            return k;
        }

        /** The advance of the whole run, kerning included, in thousandths of the size. */
        double width() throws IOException {
            StandardFontMetrics m = StandardFontMetrics.of(font);
            double w = 0;
            for (String g : glyphs()) w += m.width(g);
            for (float k : kerns()) w += k;
            return w;
        }

        /**
         * The text cut where it is kerned, with each adjustment between (in TJ's sense: positive moves
         * left). R's quotes are shown as the curly quotes they are; its minus sign, which the font's
         * encoding lacks, is shown as a hyphen centred in the minus sign's width, so that what follows
         * sits where R puts it.
         */
        Object[] kerned() throws IOException {
            StandardFontMetrics m = StandardFontMetrics.of(font);
            float[] k = kerns();
            String[] g = glyphs();
            List<Object> out = new ArrayList<>();
            StringBuilder b = new StringBuilder();
            int i = 0;
            for (int off = 0; off < text.length(); i++) {
                int cp = text.codePointAt(off);
                off += Character.charCount(cp);
                float pad = 0, after = i < k.length ? k[i] : 0;
                if (cp == '-' && g[i].equals("minus")) pad = (float) (m.width("minus") - m.width("hyphen")) / 2;
                else if (cp == '\'' && g[i].equals("quoteright")) cp = '\u2019';
                else if (cp == '`' && g[i].equals("quoteleft")) cp = '\u2018';
                if (pad != 0) adjust(out, b, pad);
                b.appendCodePoint(cp);
                if (after + pad != 0) adjust(out, b, after + pad);
            }
            if (b.length() > 0) out.add(b.toString());
            return out.toArray();
        }

        /** Ends the piece so far and moves the next one by {@code k} thousandths (negative: right). */
        private static void adjust(List<Object> out, StringBuilder piece, float k) {
            if (piece.length() > 0) out.add(piece.toString());
            piece.setLength(0);
            out.add(-k);
        }
    }

    /**
     * The string cut into stretches of the style's font and of the standard Symbol font, which has
     * the Greek letters and mathematical signs the text fonts lack (R's pdf device draws plotmath's
     * symbols with it too); a character neither has is shown as '?'.
     */
    private static List<FontRun> runs(String s, TextStyle style) {
        PDType1Font text = font(style), symbol = FONTS.computeIfAbsent(Standard14Fonts.FontName.SYMBOL, PDType1Font::new);
        List<FontRun> out = new ArrayList<>();
        StringBuilder b = new StringBuilder(s.length());
        PDType1Font[] current = {text};
        s.codePoints().forEach(c -> {
            String ch = new String(Character.toChars(c));
            PDType1Font f = encodes(text, ch) ? text : encodes(symbol, ch) ? symbol : null;
            if (f == null) {
                f = text;
                ch = "?";
            }
            if (f != current[0] && b.length() > 0) {
                out.add(new FontRun(current[0], b.toString()));
                b.setLength(0);
            }
            current[0] = f;
            b.append(ch);
        });
        if (b.length() > 0) out.add(new FontRun(current[0], b.toString()));
        return out;
    }

    private static boolean encodes(PDType1Font f, String ch) {
        try {
            f.encode(ch);
            return true;
        } catch (IOException | IllegalArgumentException e) {
            return false;
        }
    }

    private interface PdfAction {
        void run() throws IOException;
    }

    private static void run(PdfAction action) {
        try {
            action.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void paint(PdfAction shape, int fill, Pen pen) throws IOException {
        boolean filled = (fill >>> 24) != 0, stroked = pen.visible();
        if (!filled && !stroked) return;
        shape.run();
        if (filled) fillColour(fill);
        if (stroked) strokeWith(pen);
        if (filled && stroked) cs.fillAndStroke();
        else if (filled) cs.fillEvenOdd();
        else cs.stroke();
    }

    private void path(double[] x, double[] y, int n) throws IOException {
        cs.moveTo((float) x[0], fy(y[0]));
        for (int i = 1; i < n; i++) cs.lineTo((float) x[i], fy(y[i]));
    }

    private void fillColour(int argb) throws IOException {
        cs.setNonStrokingColor(new java.awt.Color(argb, true));
        alpha(argb, false);
    }

    private void strokeWith(Pen pen) throws IOException {
        cs.setStrokingColor(new java.awt.Color(pen.colour(), true));
        alpha(pen.colour(), true);
        cs.setLineWidth((float) pen.width());
        cs.setLineCapStyle(switch (pen.end()) { case BUTT -> 0; case ROUND -> 1; case SQUARE -> 2; });
        cs.setLineJoinStyle(switch (pen.join()) { case MITRE -> 0; case ROUND -> 1; case BEVEL -> 2; });
        cs.setLineDashPattern(pen.dash() == null ? new float[0] : pen.dash(), 0);
    }

    /** Semi-transparent colours through an extended graphics state. */
    private void alpha(int argb, boolean stroking) throws IOException {
        int alphaByte = argb >>> 24;
        float a = alphaByte / 255f;
        if (a == (stroking ? strokeAlpha : fillAlpha)) return;
        PDExtendedGraphicsState gs = alphaStates.computeIfAbsent((stroking ? 256 : 0) + alphaByte, k -> {
            PDExtendedGraphicsState state = new PDExtendedGraphicsState();
            if (stroking) state.setStrokingAlphaConstant(a);
            else state.setNonStrokingAlphaConstant(a);
            return state;
        });
        if (stroking) strokeAlpha = a;
        else fillAlpha = a;
        cs.setGraphicsStateParameters(gs);
    }

    private float fy(double y) {
        return (float) (height - y);
    }
}
