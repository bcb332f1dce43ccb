package flashr.graphics.devices;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * R's {@code postscript()} device: PostScript as R's devPS.c writes it (its DSC comments, prolog of
 * short operators, ISOLatin1-encoded standard fonts Font1..Font5, one {@code %%Page} per page, the
 * trailer with the page count). With {@code onefile = FALSE} each page is an EPS file of its own.
 * PostScript's y axis points up from the bottom left corner of the paper; the drawing region sits at
 * {@code (left, bottom)} on it. Text is measured with the same Adobe metrics as the pdf device.
 */
public final class PostScriptDevice implements Device {
    /** What R's page layout computed (grDevices' postscript() in R code): the paper and the region on it. */
    public record Layout(String paperName, int paperWidth, int paperHeight, boolean landscape, boolean paperSpecial,
                         double left, double bottom, double width, double height, String title, boolean onefile,
                         String family) {}

    private static final String[] FACES = {"", "-Bold", "-Oblique", "-BoldOblique"};
    private static final String[] TIMES_FACES = {"-Roman", "-Bold", "-Italic", "-BoldItalic"};

    private final String pattern;
    private final Layout layout;
    private final String[] prolog;
    private final PdfDevice metrics;
    private final List<StringBuilder> pages = new ArrayList<>();
    private StringBuilder out;
    /** The state last written on this page (null: unknown, written again before use). */
    private String colour, fill, line, font;
    /** The clip region in force on this page (null: the whole page). */
    private String clipped;

    /**
     * @param pattern the file, or a C integer format naming one file per page when not onefile
     * @param prolog R's {@code .ps.prolog} lines
     */
    public PostScriptDevice(String pattern, Layout layout, String[] prolog) {
        this.pattern = pattern;
        this.layout = layout;
        this.prolog = prolog;
        this.metrics = new PdfDevice(null, layout.width(), layout.height());
    }

    @Override public double width() { return layout.width(); }

    @Override public double height() { return layout.height(); }

    @Override
    public void newPage(int background) throws IOException {
        if (out != null) out.append("ep\n");
        out = new StringBuilder();
        pages.add(out);
        int n = layout.onefile() ? pages.size() : 1;
        out.append("%%Page: ").append(n).append(' ').append(n).append("\nbp\n");
        invalidate();
        clipped = null;
        if ((background >>> 24) == 255) {
            setFill(background);
            out.append(f2(layout.left())).append(' ').append(f2(layout.bottom())).append(' ').append(f2(layout.width()))
                    .append(' ').append(f2(layout.height())).append(" r p2\n");
        }
    }

    private void invalidate() {
        colour = fill = line = font = null;
    }

    private double px(double x) {
        return layout.left() + x;
    }

    private double py(double y) {
        return layout.bottom() + layout.height() - y;
    }

    @Override
    public void clip(double x0, double y0, double x1, double y1) {
        if (out == null) return;
        String c = f2(px(Math.min(x0, x1))) + ' ' + f2(py(Math.max(y0, y1))) + ' ' + f2(px(Math.max(x0, x1))) + ' '
                + f2(py(Math.min(y0, y1))) + " cl\n";
        if (c.equals(clipped)) return; // as R's engine, which sets a clip region only when it changes
        out.append(c);
        clipped = c;
        invalidate(); // cl restores the page's graphics state
    }

    @Override
    public void polyline(double[] x, double[] y, int n, Pen pen) {
        if (n < 2 || !opaque(pen.colour()) || !pen.visible()) return;
        setPen(pen);
        out.append("np\n").append(f2(px(x[0]))).append(' ').append(f2(py(y[0]))).append(" m\n");
        for (int i = 1; i < n; i++) {
            if (pen.dash() == null && i % 1000 == 0) out.append("currentpoint o m\n");
            step(x, y, i);
        }
        out.append("o\n");
    }

    /** One segment of a path: relative, as R writes them, but absolute every hundredth point. */
    private void step(double[] x, double[] y, int i) {
        if (i % 100 == 0) {
            out.append(f2(px(x[i]))).append(' ').append(f2(py(y[i]))).append(" lineto\n");
            return;
        }
        double dx = round2(px(x[i])) - round2(px(x[i - 1])), dy = round2(py(y[i])) - round2(py(y[i - 1]));
        out.append(Math.abs(dx) < 0.005 ? "0" : f2(dx)).append(' ').append(Math.abs(dy) < 0.005 ? "0" : f2(dy)).append(" l\n");
    }

    @Override
    public void polygon(double[] x, double[] y, int n, int fillColour, Pen pen) {
        if (n < 2) return;
        int code = code(fillColour, pen);
        if (code == 0) return;
        out.append("np\n ").append(f2(px(x[0]))).append(' ').append(f2(py(y[0]))).append(" m\n");
        for (int i = 1; i < n; i++) step(x, y, i);
        out.append("cp p").append(code).append('\n');
    }

    @Override
    public void path(double[][] x, double[][] y, boolean winding, int fillColour, Pen pen) {
        int code = code(fillColour, pen);
        if (code == 0) return;
        if ((code & 2) != 0 && !winding) code |= 4;
        out.append("np\n");
        for (int k = 0; k < x.length; k++) {
            if (x[k].length == 0) continue;
            out.append(' ').append(f2(px(x[k][0]))).append(' ').append(f2(py(y[k][0]))).append(" m\n");
            for (int i = 1; i < x[k].length; i++) step(x[k], y[k], i);
            out.append("cp\n");
        }
        out.append('p').append(code).append('\n');
    }

    @Override
    public void rect(double x0, double y0, double x1, double y1, int fillColour, Pen pen) {
        int code = code(fillColour, pen);
        if (code == 0) return;
        double l = px(Math.min(x0, x1)), b = py(Math.max(y0, y1));
        out.append(f2(l)).append(' ').append(f2(b)).append(' ').append(f2(Math.abs(x1 - x0))).append(' ')
                .append(f2(Math.abs(y1 - y0))).append(" r p").append(code).append('\n');
    }

    @Override
    public void circle(double x, double y, double r, int fillColour, Pen pen) {
        int code = code(fillColour, pen);
        if (code == 0) return;
        out.append(f2(px(x))).append(' ').append(f2(py(y))).append(' ').append(f2(r)).append(" c p").append(code).append('\n');
    }

    /** R's drawing code: 1 outline, 2 fill, 3 both; sets the colours needed (semi-transparency is not drawn, as in R). */
    private int code(int fillColour, Pen pen) {
        if (out == null) return 0;
        int code = (opaque(fillColour) ? 2 : 0) + (opaque(pen.colour()) && pen.visible() ? 1 : 0);
        if ((code & 2) != 0) setFill(fillColour);
        if ((code & 1) != 0) setPen(pen);
        return code;
    }

    private static boolean opaque(int argb) {
        return (argb >>> 24) == 255;
    }

    @Override
    public void text(double x, double y, String s, double rot, double hadj, double vadj, TextStyle style) {
        if (out == null || !opaque(style.colour()) || s.isEmpty()) return;
        int size = (int) Math.floor(style.size() + 0.5);
        String f = "/Font" + face(style) + " findfont " + size + " s\n";
        if (!f.equals(font)) {
            out.append(f);
            font = f;
        }
        setColour(style.colour());
        // the baseline lies vadj of the cap height below the reference point, across the turned text
        double a = Math.toRadians(rot), dy = vadj * metrics.capHeight(style);
        double bx = px(x) + dy * Math.sin(a), by = py(y) - dy * Math.cos(a);
        out.append(f2(bx)).append(' ').append(f2(by)).append(' ').append(string(s)).append(' ')
                .append(hadj == 0 ? "0" : hadj == 0.5 ? ".5" : hadj == 1 ? "1" : f2(hadj)).append(' ')
                .append(rot == 0 ? "0" : rot == 90 ? "90" : f2(rot)).append(" t\n");
    }

    private static int face(TextStyle style) {
        int face = style.face();
        return face < 1 || face > 5 ? 1 : face;
    }

    /** A PostScript string of ISO Latin-1 characters; others show as '?'. */
    private static String string(String s) {
        StringBuilder b = new StringBuilder("(");
        s.codePoints().forEach(c -> {
            switch (c) {
                case '\n' -> b.append("\\n");
                case '\\' -> b.append("\\\\");
                case '(', ')' -> b.append('\\').append((char) c);
                default -> b.append(c < 256 ? (char) c : '?');
            }
        });
        return b.append(')').toString();
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
    public double[] inkHeight(String s, TextStyle style) {
        return metrics.inkHeight(s, style);
    }

    private void setColour(int argb) {
        String c = rgb(argb) + "\n";
        if (!c.equals(colour)) {
            out.append(c);
            colour = c;
        }
    }

    private void setFill(int argb) {
        String c = "/bg { " + rgb(argb) + " } def\n";
        if (!c.equals(fill)) {
            out.append(c);
            fill = c;
        }
    }

    private void setPen(Pen pen) {
        setColour(pen.colour());
        StringBuilder b = new StringBuilder();
        b.append(f2(Math.max(pen.width(), 0.01))).append(" setlinewidth\n[");
        if (pen.dash() != null) for (float d : pen.dash()) b.append(' ').append(f2(d));
        b.append("] 0 setdash\n");
        b.append(switch (pen.end()) { case ROUND -> 1; case BUTT -> 0; case SQUARE -> 2; }).append(" setlinecap\n");
        b.append(switch (pen.join()) { case ROUND -> 1; case MITRE -> 0; case BEVEL -> 2; }).append(" setlinejoin\n");
        b.append("10.00 setmiterlimit\n");
        String l = b.toString();
        if (!l.equals(line)) {
            out.append(l);
            line = l;
        }
    }

    /** R's sRGB colour: each component 0, 1 or to four places. */
    private static String rgb(int argb) {
        return comp((argb >> 16) & 255) + " " + comp((argb >> 8) & 255) + " " + comp(argb & 255) + " srgb";
    }

    private static String comp(int v) {
        return v == 0 ? "0" : v == 255 ? "1" : String.format(Locale.ROOT, "%.4f", v / 255.0);
    }

    private static String f2(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        return s.equals("-0.00") ? "0.00" : s;
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    @Override
    public void close() throws IOException {
        if (pages.isEmpty()) { // R writes the header and trailer even when nothing was drawn
            write(PageFiles.pageFile(pattern, 1), "", 0);
            return;
        }
        if (layout.onefile()) {
            StringBuilder all = new StringBuilder();
            for (StringBuilder p : pages) all.append(p);
            write(PageFiles.pageFile(pattern, 1), all.append("ep\n").toString(), pages.size());
        } else {
            for (int i = 0; i < pages.size(); i++) write(PageFiles.pageFile(pattern, i + 1), pages.get(i) + "ep\n", 1);
        }
    }

    private void write(Path file, String body, int pageCount) throws IOException {
        String text = header() + body + "%%Trailer\n%%Pages: " + pageCount + "\n%%EOF\n";
        PageFiles.writeWhole(file, o -> o.write(text.getBytes(StandardCharsets.ISO_8859_1)));
    }

    /** The five fonts of the device's family: plain, bold, italic, bold italic, and Symbol. */
    private String[] fontNames() {
        String fam = layout.family();
        String[] faces = fam.equals("Times") ? TIMES_FACES : FACES;
        String[] names = new String[5];
        for (int i = 0; i < 4; i++) names[i] = fam + faces[i];
        if (fam.equals("Courier") || fam.equals("Helvetica")) names[0] = fam;
        names[4] = "Symbol";
        return names;
    }

    private String header() {
        Layout l = layout;
        boolean eps = !l.onefile();
        StringBuilder h = new StringBuilder(eps ? "%!PS-Adobe-3.0 EPSF-3.0\n" : "%!PS-Adobe-3.0\n");
        String[] fonts = fontNames();
        h.append("%%DocumentNeededResources: font ").append(fonts[0]).append('\n');
        for (int i = 1; i < 5; i++) h.append("%%+ font ").append(fonts[i]).append('\n');
        if (!eps) h.append("%%DocumentMedia: ").append(l.paperName()).append(' ').append(l.paperWidth()).append(' ')
                .append(l.paperHeight()).append(" 0 () ()\n");
        h.append("%%Title: ").append(l.title()).append("\n%%Creator: R Software\n%%Pages: (atend)\n");
        if (!eps && !l.paperSpecial()) h.append("%%Orientation: ").append(l.landscape() ? "Landscape" : "Portrait").append('\n');
        double x0 = l.left(), y0 = l.bottom(), x1 = l.left() + l.width(), y1 = l.bottom() + l.height();
        h.append(String.format(Locale.ROOT, "%%%%BoundingBox: %.0f %.0f %.0f %.0f\n",
                l.landscape() ? y0 : x0, l.landscape() ? x0 : y0, l.landscape() ? y1 : x1, l.landscape() ? x1 : y1));
        h.append("%%EndComments\n%%BeginProlog\n/bp  { gs sRGB");
        if (l.landscape()) h.append(String.format(Locale.ROOT, " %.2f 0 translate 90 rotate", (double) l.paperWidth()));
        h.append(" gs } def\n% begin .ps.prolog\n");
        for (String p : prolog) h.append(p).append('\n');
        h.append("% end   .ps.prolog\n").append(SRGB);
        for (int i = 0; i < 5; i++) {
            h.append("%%IncludeResource: font ").append(fonts[i]).append("\n/").append(fonts[i])
                    .append(" findfont\ndup length dict begin\n  {1 index /FID ne {def} {pop pop} ifelse} forall\n");
            if (i < 4) h.append("  /Encoding ISOLatin1Encoding def\n");
            h.append("  currentdict\n  end\n/Font").append(i + 1).append(" exch definefont pop\n");
        }
        return h.append("%%EndProlog\n").toString();
    }

    /** R's .ps.prolog.srgb and the srgb operator of its default colour model. */
    private static final String SRGB = """
            /sRGB { [ /CIEBasedABC
                      << /DecodeLMN
                           [ { dup 0.03928 le
                                    {12.92321 div}
                                    {0.055 add 1.055 div 2.4 exp }
                                 ifelse
                             } bind dup dup
                           ]
                         /MatrixLMN [0.412457 0.212673 0.019334
                                     0.357576 0.715152 0.119192
                                     0.180437 0.072175 0.950301]
                         /WhitePoint [0.9505 1.0 1.0890]
                       >>
                     ] setcolorspace } bind def
            /srgb { setcolor } bind def
            """;
}
