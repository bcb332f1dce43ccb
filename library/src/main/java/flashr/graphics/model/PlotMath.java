package flashr.graphics.model;

import flashr.graphics.devices.Device;
import flashr.graphics.devices.Pen;
import flashr.graphics.devices.TextStyle;
import flashr.lang.RCall;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.parse.RParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * R's plotmath for labels given as expressions: a formula laid out as boxes ({@link MathBox}) of text
 * pieces and rules, then drawn at a point, in the plain face as R starts every formula. Superscripts
 * ({@code ^}) and subscripts ({@code []}) at 0.7 of the size, stacked on one base ({@code x[i]^2});
 * greek letters and symbols by name; {@code hat}, {@code tilde}, {@code dot}, {@code ring},
 * {@code bar}, {@code underline}, {@code sqrt} (with an index), {@code frac}/{@code over}/{@code atop},
 * {@code paste}, {@code list}, {@code group}/{@code bgroup}, the faces and styles, {@code phantom};
 * big operators ({@code sum}, {@code prod}, {@code integral}, {@code union}, {@code intersect},
 * {@code lim}, {@code min}, {@code max}, {@code inf}, {@code sup}) with limits below and above;
 * juxtaposition ({@code *}), space ({@code ~}), relations and operators ({@code ==}, {@code <=},
 * {@code %+-%}, {@code %*%}, ...), parentheses and function calls (also {@code hat(f)(x)}). A label
 * reaches here as the deparsed expression behind {@link #MARK}, so every text path (text, mtext,
 * title, axis, legend, strwidth) takes it.
 */
public final class PlotMath {
    /** What starts a label that is an expression to lay out. */
    public static final String MARK = "\u0001";
    private static final double SCRIPT = 0.7;
    /** The size of a big operator's symbol (sum, prod, ...) relative to the text's, as R draws them. */
    private static final double OPERATOR = 1.8, INTEGRAL = 2.4;
    private static final Map<String, String> SYMBOLS = Map.ofEntries(
            Map.entry("==", "="), Map.entry("!=", "\u2260"), Map.entry("<=", "\u2264"), Map.entry(">=", "\u2265"),
            Map.entry("<", "<"), Map.entry(">", ">"), Map.entry("+", "+"), Map.entry("-", "\u2212"),
            Map.entry("%+-%", "\u00b1"), Map.entry("%*%", "\u00d7"), Map.entry("%/%", "\u00f7"), Map.entry("%.%", "\u00b7"),
            Map.entry("%~~%", "\u2248"), Map.entry("%==%", "\u2261"), Map.entry("%=~%", "\u2245"), Map.entry("%prop%", "\u221d"),
            Map.entry("%->%", "\u2192"), Map.entry("%<-%", "\u2190"), Map.entry("%<->%", "\u2194"), Map.entry("%=>%", "\u21d2"),
            Map.entry("%in%", "\u2208"), Map.entry("%notin%", "\u2209"), Map.entry("%subset%", "\u2282"), Map.entry("%~%", "~"));
    /** The binary operators among SYMBOLS; the rest are relations, spaced wider. */
    private static final java.util.Set<String> BINARY = java.util.Set.of("+", "-", "%+-%", "%*%", "%/%", "%.%");
    private static final String[] GREEK = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota",
        "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega"};

    private final Device d;
    /** The formula's own size: scripts are smaller, and relations in them go without spaces. */
    private final double base;

    private PlotMath(Device d, double base) {
        this.d = d;
        this.base = base;
    }

    /** Whether s is an expression label. */
    public static boolean isMath(String s) {
        return s != null && s.startsWith(MARK);
    }

    /** The width and height (points) of a formula, as {@link Texts#extent} gives for text. */
    public static double[] extent(Device d, String s, TextStyle st) {
        MathBox b = layout(d, s, st);
        return new double[] {b.width(), b.ascent() + b.descent()};
    }

    /** Draws the formula with its reference point at (x, y): hadj of its width left of it, vadj of its height below. */
    public static void draw(Device d, double x, double y, String s, double rot, double hadj, double vadj, TextStyle st) {
        MathBox b = layout(d, s, st);
        double a = Math.toRadians(rot), cos = Math.cos(a), sin = Math.sin(a);
        // origin of the baseline: hadj of the width back along the text, vadj of the box down from it
        double ox = -hadj * b.width(), oy = vadj * (b.ascent() + b.descent()) - b.descent();
        for (MathBox.Piece p : b.pieces()) {
            if (p.text() != null) {
                double px = ox + p.dx(), py = oy + p.dy();
                d.text(x + px * cos + py * sin, y - px * sin + py * cos, p.text(), rot, 0, 0, p.style());
                continue;
            }
            int n = p.path().length / 2;
            double[] xs = new double[n], ys = new double[n];
            for (int i = 0; i < n; i++) {
                double px = ox + p.dx() + p.path()[2 * i], py = oy + p.dy() + p.path()[2 * i + 1];
                xs[i] = x + px * cos + py * sin;
                ys[i] = y - px * sin + py * cos;
            }
            d.polyline(xs, ys, n, new Pen(p.style().colour(), p.lineWidth(), null, Pen.End.ROUND, Pen.Join.ROUND));
        }
    }

    /** The formula of a label; R lays every formula out in the plain face whatever the font in force. */
    private static MathBox layout(Device d, String s, TextStyle st) {
        RValue e;
        PlotMath m = new PlotMath(d, st.size());
        try {
            List<RValue> parsed = RParser.parse(s.substring(MARK.length()), "<plotmath>");
            e = parsed.isEmpty() ? null : parsed.get(0);
        } catch (RuntimeException ex) {
            return m.text(s.substring(MARK.length()), st);
        }
        return e == null ? m.text("", st) : m.box(e, face(st, 1));
    }

    /** A string, as tall and deep as its ink (R's glyph metrics). */
    private MathBox text(String s, TextStyle st) {
        double w = d.stringWidth(s, st);
        double[] ink = d.inkHeight(s, st);
        return new MathBox(List.of(MathBox.Piece.text(0, 0, s, st)), w, Math.max(0, ink[0]), Math.max(0, ink[1]));
    }

    private static TextStyle sized(TextStyle st, double f) {
        return new TextStyle(st.size() * f, st.face(), st.family(), st.colour());
    }

    private static TextStyle face(TextStyle st, int face) {
        return new TextStyle(st.size(), face, st.family(), st.colour());
    }

    private MathBox space(TextStyle st) {
        return MathBox.empty(d.stringWidth(" ", st), 0, 0);
    }

    /**
     * The space around a relation (5/18 of an em, TeX's thick space) or a binary operator (4/18, the
     * medium space), as R's RenderRel and RenderBin; none in scripts, as in R's script styles.
     */
    private MathBox opSpace(TextStyle st, boolean relation) {
        double em = d.stringWidth("M", st);
        return st.size() < 0.99 * base ? MathBox.empty(0, 0, 0) : MathBox.empty((relation ? 5 : 4) * em / 18, 0, 0);
    }

    private MathBox row(TextStyle st, RValue... parts) {
        List<MathBox> boxes = new ArrayList<>();
        for (RValue p : parts) boxes.add(box(p, st));
        return MathBox.row(boxes);
    }

    private MathBox box(RValue e, TextStyle st) {
        if (e instanceof RSymbol sym) return text(symbolText(sym.name()), st);
        if (e instanceof RVector v && !(e instanceof RCall)) {
            if (v.length() == 0) return text("", st);
            return text(v.type() == flashr.lang.RType.CHARACTER ? v.getString(0) : flashr.parse.Deparser.deparse(v), st);
        }
        if (!(e instanceof RCall c)) return text(String.valueOf(e), st);
        if (!(c.function() instanceof RSymbol fs)) return call(box(c.function(), st), c, st); // hat(f)(x)
        String f = fs.name();
        int n = c.argCount();
        TextStyle small = sized(st, SCRIPT);
        switch (f) {
            case "^":
                if (n == 2) {
                    // x[i]^2: the subscript and the superscript on one base
                    if (c.arg(0) instanceof RCall b && isCall(b, "[", 2)) {
                        return MathBox.scripts(box(b.arg(0), st), box(b.arg(1), small), box(c.arg(1), small), st.size(),
                                d.capHeight(st));
                    }
                    return MathBox.scripts(box(c.arg(0), st), null, box(c.arg(1), small), st.size(), d.capHeight(st));
                }
                break;
            case "[":
                if (n == 2) return MathBox.scripts(box(c.arg(0), st), box(c.arg(1), small), null, st.size(), d.capHeight(st));
                break;
            case "paste": return MathBox.row(args(c, st));
            case "*": if (n == 2) return row(st, c.arg(0), c.arg(1)); break;
            case "/": if (n == 2) return MathBox.row(List.of(box(c.arg(0), st), text("/", st), box(c.arg(1), st))); break;
            case "~":
                if (n == 2) return MathBox.row(List.of(box(c.arg(0), st), space(st), box(c.arg(1), st)));
                if (n == 1) return MathBox.row(List.of(space(st), box(c.arg(0), st)));
                break;
            case "(": if (n == 1) return MathBox.row(List.of(text("(", st), box(c.arg(0), st), text(")", st))); break;
            case "{": if (n == 1) return box(c.arg(0), st); break;
            case "italic": if (n == 1) return box(c.arg(0), face(st, 3)); break;
            case "bold": if (n == 1) return box(c.arg(0), face(st, 2)); break;
            case "plain", "symbol": if (n == 1) return box(c.arg(0), face(st, 1)); break;
            case "bolditalic": if (n == 1) return box(c.arg(0), face(st, 4)); break;
            case "displaystyle", "textstyle": if (n == 1) return box(c.arg(0), st); break;
            case "scriptstyle": if (n == 1) return box(c.arg(0), small); break;
            case "scriptscriptstyle": if (n == 1) return box(c.arg(0), sized(st, SCRIPT * SCRIPT)); break;
            case "phantom": if (n == 1) return box(c.arg(0), st).invisible(); break;
            case "vphantom": if (n == 1) { MathBox b = box(c.arg(0), st); return MathBox.empty(0, b.ascent(), b.descent()); } break;
            case "hat": if (n == 1) return accent(box(c.arg(0), st), "^", st); break;
            case "tilde": if (n == 1) return accent(box(c.arg(0), st), "~", st); break;
            case "dot": if (n == 1) return accent(box(c.arg(0), st), "\u22c5", st); break;
            case "ring": if (n == 1) return accent(box(c.arg(0), st), "\u00b0", st); break;
            case "widehat": if (n == 1) return wideHat(box(c.arg(0), st), st); break;
            case "widetilde": if (n == 1) return wideTilde(box(c.arg(0), st), st); break;
            case "bar": if (n == 1) return overline(box(c.arg(0), st), st, 0); break;
            case "underline": if (n == 1) { MathBox b = box(c.arg(0), st); return b.withRule(0, b.descent() * 0.6, b.width(), st); } break;
            case "sqrt":
                if (n == 1) return sqrt(box(c.arg(0), st), null, st);
                if (n == 2) return sqrt(box(c.arg(0), st), box(c.arg(1), sized(st, SCRIPT * SCRIPT)), st);
                break;
            case "frac", "over": if (n == 2) return fraction(box(c.arg(0), st), box(c.arg(1), st), st, true); break;
            case "atop": if (n == 2) return fraction(box(c.arg(0), st), box(c.arg(1), st), st, false); break;
            case "list": return MathBox.row(separated(args(c, st), ", ", st));
            case "group": if (n == 3) return MathBox.row(List.of(delimiter(c.arg(0), st), box(c.arg(1), st), delimiter(c.arg(2), st))); break;
            case "bgroup": if (n == 3) return bigGroup(c, st); break;
            case "sum", "prod", "integral", "union", "intersect", "lim", "min", "max", "inf", "sup":
                if (n >= 1 && n <= 3) return operator(f, c, st);
                break;
            default:
                if (SYMBOLS.containsKey(f) && n == 2) {
                    boolean relation = !BINARY.contains(f);
                    return MathBox.row(List.of(box(c.arg(0), st), opSpace(st, relation), text(SYMBOLS.get(f), st), opSpace(st, relation),
                            box(c.arg(1), st)));
                }
                if ((f.equals("-") || f.equals("+")) && n == 1) return MathBox.row(List.of(text(SYMBOLS.get(f), st), box(c.arg(0), st)));
        }
        return call(text(symbolText(f), st), c, st);
    }

    private static boolean isCall(RCall c, String name, int n) {
        return c.function() instanceof RSymbol s && s.name().equals(name) && c.argCount() == n;
    }

    /** Any other call: its function, then its arguments in parentheses separated by commas. */
    private MathBox call(MathBox head, RCall c, TextStyle st) {
        List<MathBox> parts = new ArrayList<>();
        parts.add(head);
        parts.add(text("(", st));
        parts.addAll(separated(args(c, st), ", ", st));
        parts.add(text(")", st));
        return MathBox.row(parts);
    }

    private List<MathBox> args(RCall c, TextStyle st) {
        List<MathBox> out = new ArrayList<>();
        for (int i = 0; i < c.argCount(); i++) out.add(box(c.arg(i), st));
        return out;
    }

    private List<MathBox> separated(List<MathBox> parts, String sep, TextStyle st) {
        List<MathBox> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0) out.add(text(sep, st));
            out.add(parts.get(i));
        }
        return out;
    }

    private static String symbolText(String name) {
        for (int i = 0; i < GREEK.length; i++) {
            if (GREEK[i].equals(name)) return String.valueOf((char) ('\u03b1' + i + (i >= 17 ? 1 : 0)));
            String cap = Character.toUpperCase(GREEK[i].charAt(0)) + GREEK[i].substring(1);
            if (cap.equals(name)) return String.valueOf((char) ('\u0391' + i + (i >= 17 ? 1 : 0)));
        }
        return switch (name) {
            case "infinity" -> "\u221e";
            case "partialdiff" -> "\u2202";
            case "nabla" -> "\u2207";
            case "degree" -> "\u00b0";
            case "minute" -> "\u2032";
            case "second" -> "\u2033";
            case "cdots", "ldots", "..." -> "\u2026";
            case "aleph" -> "\u2135";
            case "lceil" -> "\u2308";
            case "rceil" -> "\u2309";
            case "lfloor" -> "\u230a";
            case "rfloor" -> "\u230b";
            case "langle" -> "\u2329";
            case "rangle" -> "\u232a";
            default -> name;
        };
    }

    private MathBox delimiter(RValue e, TextStyle st) {
        return e instanceof RSymbol s ? text(symbolText(s.name()), st) : box(e, st);
    }

    /**
     * bgroup(l, x, r): delimiters as tall as x around the math axis, drawn as strokes of the text's
     * own weight (R builds them from the Symbol font's top, extension and bottom pieces, so a tall
     * parenthesis is no bolder than a short one).
     */
    private MathBox bigGroup(RCall c, TextStyle st) {
        MathBox body = box(c.arg(1), st);
        double half = Math.max(Math.max(body.ascent() - axis(st), body.descent() + axis(st)) + 0.2 * xHeight(st),
                0.5 * st.size());
        return MathBox.row(List.of(bigDelimiter(c.arg(0), half, st), body, bigDelimiter(c.arg(2), half, st)));
    }

    /** One of bgroup's delimiters, reaching half above and below the math axis. */
    private MathBox bigDelimiter(RValue e, double half, TextStyle st) {
        String kind = e instanceof RSymbol s ? s.name() : e instanceof RVector v && v.length() == 1
                && v.type() == flashr.lang.RType.CHARACTER ? v.getString(0) : "?";
        double w = 0.35 * st.size(), a = -(axis(st) + half), z = half - axis(st);
        double[][] paths = switch (kind) {
            case "(", ")" -> {
                double[] path = new double[2 * 13];
                for (int i = 0; i <= 12; i++) {
                    double t = i / 6.0 - 1;
                    path[2 * i] = w * (0.3 + 0.45 * Math.abs(t * t * t));
                    path[2 * i + 1] = (a + z) / 2 + t * (z - a) / 2;
                }
                yield new double[][] {path};
            }
            case "[", "]" -> new double[][] {{0.7 * w, a, 0.3 * w, a, 0.3 * w, z, 0.7 * w, z}};
            case "lfloor", "rfloor" -> new double[][] {{0.3 * w, a, 0.3 * w, z, 0.7 * w, z}};
            case "lceil", "rceil" -> new double[][] {{0.7 * w, a, 0.3 * w, a, 0.3 * w, z}};
            case "{", "}" -> {
                double m = (a + z) / 2, hh = (z - a);
                yield new double[][] {{0.75 * w, a, 0.55 * w, a + 0.04 * hh, 0.5 * w, a + 0.12 * hh, 0.5 * w, m - 0.1 * hh,
                    0.4 * w, m - 0.03 * hh, 0.2 * w, m, 0.4 * w, m + 0.03 * hh, 0.5 * w, m + 0.1 * hh, 0.5 * w, z - 0.12 * hh,
                    0.55 * w, z - 0.04 * hh, 0.75 * w, z}};
            }
            case "|" -> new double[][] {{0.5 * w, a, 0.5 * w, z}};
            case "||" -> new double[][] {{0.3 * w, a, 0.3 * w, z}, {0.7 * w, a, 0.7 * w, z}};
            case "", "." -> new double[0][];
            default -> throw new flashr.lang.RError("invalid group delimiter");
        };
        boolean right = kind.equals(")") || kind.equals("]") || kind.equals("}") || kind.startsWith("r");
        MathBox b = MathBox.empty(paths.length == 0 ? 0 : w, 0, 0);
        for (double[] path : paths) {
            if (right) for (int i = 0; i < path.length; i += 2) path[i] = w - path[i];
            b = b.withLine(0, 0, path, 0.07 * st.size(), st);
        }
        return b;
    }

    /** sum, prod, integral, union, intersect (a large symbol on the math axis) or lim, min, max, inf, sup (a word), with limits below and above, then the body. */
    private MathBox operator(String f, RCall c, TextStyle st) {
        String sym = switch (f) {
            case "sum" -> "\u2211";
            case "prod" -> "\u220f";
            case "integral" -> "\u222b";
            case "union" -> "\u222a";
            case "intersect" -> "\u2229";
            default -> null;
        };
        TextStyle small = sized(st, SCRIPT);
        MathBox under = c.argCount() >= 2 ? box(c.arg(1), small) : null;
        MathBox over = c.argCount() >= 3 ? box(c.arg(2), small) : null;
        MathBox limited;
        if (sym != null) {
            // the symbol's ink centred on the math axis, about twice the text's cap height tall
            boolean integral = f.equals("integral");
            TextStyle big = sized(st, integral ? INTEGRAL : OPERATOR);
            MathBox glyph = text(sym, big);
            double[] ink = d.inkHeight(sym, big);
            double half = (ink[0] + ink[1]) / 2, shift = (ink[0] - ink[1]) / 2 - axis(st);
            MathBox op = new MathBox(glyph.shifted(0, shift).pieces(), glyph.width(), axis(st) + half, half - axis(st));
            limited = integral ? integralLimits(op, under, over) : MathBox.stacked(op, over, under, 0.1 * st.size());
        } else {
            limited = MathBox.stacked(text(f, st), over, under, 0.1 * st.size());
        }
        return MathBox.row(List.of(limited, MathBox.empty(0.15 * st.size(), 0, 0), box(c.arg(0), st)));
    }

    /** An integral's limits at its right: the lower one's baseline at the sign's foot, the upper one's top at its head. */
    private static MathBox integralLimits(MathBox op, MathBox under, MathBox over) {
        List<MathBox.Piece> p = new ArrayList<>(op.pieces());
        double w = 0, desc = op.descent();
        if (under != null) {
            p.addAll(under.shifted(op.width(), op.descent()).pieces());
            w = under.width();
            desc += under.descent();
        }
        if (over != null) {
            p.addAll(over.shifted(op.width(), -op.ascent() + over.ascent()).pieces());
            w = Math.max(w, over.width());
        }
        return new MathBox(p, op.width() + w, op.ascent(), desc);
    }

    /** The height of the math axis (where fraction rules and big operators centre) above the baseline. */
    private static double axis(TextStyle st) {
        return 0.3 * st.size();
    }

    /** The height of a lower-case x, the unit of R's accent gaps. */
    private double xHeight(TextStyle st) {
        return d.inkHeight("x", st)[0];
    }

    /**
     * An accent character (hat, tilde, dot, ring) at the text's own size, centred over b with its ink
     * a tenth of an x-height above b's top, as R's RenderAccent places it.
     */
    private MathBox accent(MathBox b, String mark, TextStyle st) {
        double w = d.stringWidth(mark, st), width = Math.max(b.width(), w);
        double[] ink = d.inkHeight(mark, st);
        double rise = b.ascent() + ink[1] + 0.1 * xHeight(st);
        List<MathBox.Piece> p = new ArrayList<>(b.shifted((width - b.width()) / 2, 0).pieces());
        p.add(MathBox.Piece.text((width - w) / 2, -rise, mark, st));
        return new MathBox(p, width, Math.max(b.ascent(), rise + ink[0]), b.descent());
    }

    /** widehat: a chevron over the whole of b, 0.3 x-height tall, 0.2 x-height above it (R's RenderWideHat). */
    private MathBox wideHat(MathBox b, TextStyle st) {
        double gap = 0.2 * xHeight(st), h = 0.3 * xHeight(st), w = b.width();
        return b.withLine(0, -(b.ascent() + gap), new double[] {0, 0, w / 2, -h, w, 0}, MathBox.RULE_WIDTH, st);
    }

    /** widetilde: one period of a sine wave over b, as R's RenderWideTilde draws it in eight steps. */
    private MathBox wideTilde(MathBox b, TextStyle st) {
        int steps = 8;
        double gap = 0.2 * xHeight(st), h = 0.15 * xHeight(st), w = b.width();
        double[] path = new double[2 * (steps + 3)];
        for (int i = 0; i <= steps; i++) {
            path[2 * (i + 1)] = 0.05 * w + i * 0.9 * w / steps;
            path[2 * (i + 1) + 1] = -0.5 * h * (Math.sin(2 * Math.PI * i / steps) + 1);
        }
        path[2 * (steps + 2)] = w;
        path[2 * (steps + 2) + 1] = -h;
        return b.withLine(0, -(b.ascent() + gap), path, MathBox.RULE_WIDTH, st);
    }

    private static MathBox overline(MathBox b, TextStyle st, double from) {
        double rise = b.ascent() + 0.15 * st.size();
        MathBox r = b.withRule(from, -rise, b.width() - from, st);
        return new MathBox(r.pieces(), r.width(), rise + 0.05 * st.size(), r.descent());
    }

    /** A radical over b, with an index before it when given. */
    private MathBox sqrt(MathBox b, MathBox index, TextStyle st) {
        MathBox root = text("\u221a", st);
        List<MathBox> parts = new ArrayList<>();
        if (index != null) parts.add(index.shifted(0, -0.5 * d.capHeight(st)));
        parts.add(root);
        double from = (index == null ? 0 : index.width()) + root.width();
        MathBox head = MathBox.row(parts);
        if (index != null) head = new MathBox(head.pieces(), head.width(), Math.max(root.ascent(), index.ascent() + 0.5 * d.capHeight(st)), root.descent());
        return overline(MathBox.row(List.of(head, b)), st, from);
    }

    /** num over den, centred, on either side of the math axis, with a rule between them for frac and over. */
    private static MathBox fraction(MathBox num, MathBox den, TextStyle st, boolean rule) {
        double w = Math.max(num.width(), den.width()) + 0.2 * st.size();
        double gap = 0.28 * st.size();
        MathBox middle = MathBox.empty(w, axis(st), -axis(st));
        MathBox f = MathBox.stacked(middle, num, den, gap);
        return rule ? f.withRule(0, -axis(st), w, st) : f;
    }
}
