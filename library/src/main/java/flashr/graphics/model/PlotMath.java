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
 * R's plotmath for labels given as expressions: a formula laid out as boxes (width, ascent,
 * descent) of text pieces and rules, then drawn at a point. Superscripts ({@code ^}) and
 * subscripts ({@code []}) at 0.7 of the size, raised or lowered; greek letters by name;
 * {@code hat}, {@code bar}, {@code sqrt}, {@code frac}/{@code over}, {@code paste}, {@code list},
 * {@code italic}/{@code bold}/{@code plain}/{@code bolditalic}, juxtaposition ({@code *}) and
 * space ({@code ~}), relations and operators ({@code ==}, {@code <=}, {@code %+-%}, {@code %*%},
 * ...), parentheses and function calls. A label reaches here as the deparsed expression behind
 * {@link #MARK}, so every text path (text, mtext, title, axis, legend, strwidth) takes it.
 */
public final class PlotMath {
    /** What starts a label that is an expression to lay out. */
    public static final String MARK = "\u0001";
    private static final double SCRIPT = 0.7;
    private static final Map<String, String> SYMBOLS = Map.ofEntries(
            Map.entry("==", "="), Map.entry("!=", "\u2260"), Map.entry("<=", "\u2264"), Map.entry(">=", "\u2265"),
            Map.entry("<", "<"), Map.entry(">", ">"), Map.entry("+", "+"), Map.entry("-", "\u2212"), Map.entry("/", "/"),
            Map.entry("%+-%", "\u00b1"), Map.entry("%*%", "\u00d7"), Map.entry("%/%", "\u00f7"), Map.entry("%.%", "\u00b7"),
            Map.entry("%~~%", "\u2248"), Map.entry("%==%", "\u2261"), Map.entry("%=~%", "\u2245"), Map.entry("%prop%", "\u221d"),
            Map.entry("%->%", "\u2192"), Map.entry("%<-%", "\u2190"), Map.entry("%<->%", "\u2194"), Map.entry("%=>%", "\u21d2"),
            Map.entry("%in%", "\u2208"), Map.entry("%notin%", "\u2209"), Map.entry("%subset%", "\u2282"), Map.entry("%~%", "~"));
    private static final String[] GREEK = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota",
        "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega"};

    private PlotMath() {}

    /** Whether s is an expression label. */
    public static boolean isMath(String s) {
        return s != null && s.startsWith(MARK);
    }

    /** A piece of text at an offset from the formula's origin (left end of its baseline; y down), or a rule. */
    private record Piece(double dx, double dy, String text, TextStyle style, double ruleWidth) {}

    /** A laid-out formula: pieces, width, height above and below the baseline (points). */
    private record Box(List<Piece> pieces, double width, double ascent, double descent) {
        Box shifted(double dx, double dy) {
            List<Piece> p = new ArrayList<>();
            for (Piece q : pieces) p.add(new Piece(q.dx + dx, q.dy + dy, q.text, q.style, q.ruleWidth));
            return new Box(p, width, ascent, descent);
        }
    }

    /** The width and height (points) of a formula, as {@link Texts#extent} gives for text. */
    public static double[] extent(Device d, String s, TextStyle st) {
        Box b = layout(d, s, st);
        return new double[] {b.width, b.ascent + b.descent};
    }

    /** Draws the formula with its reference point at (x, y): hadj of its width left of it, vadj of its height below. */
    public static void draw(Device d, double x, double y, String s, double rot, double hadj, double vadj, TextStyle st) {
        Box b = layout(d, s, st);
        double a = Math.toRadians(rot), cos = Math.cos(a), sin = Math.sin(a);
        // origin of the baseline: hadj of the width back along the text, vadj of the box down from it
        double ox = -hadj * b.width, oy = vadj * (b.ascent + b.descent) - b.descent;
        for (Piece p : b.pieces) {
            double px = ox + p.dx, py = oy + p.dy;
            double dx = x + px * cos + py * sin, dy = y - px * sin + py * cos;
            if (p.text != null) {
                d.text(dx, dy, p.text, rot, 0, 0, p.style);
            } else {
                double ex = dx + p.ruleWidth * cos, ey = dy - p.ruleWidth * sin;
                d.line(dx, dy, ex, ey, new Pen(p.style.colour(), Math.max(0.5, p.style.size() / 20), null, Pen.End.BUTT, Pen.Join.MITRE));
            }
        }
    }

    private static Box layout(Device d, String s, TextStyle st) {
        RValue e;
        try {
            List<RValue> parsed = RParser.parse(s.substring(MARK.length()), "<plotmath>");
            e = parsed.isEmpty() ? null : parsed.get(0);
        } catch (RuntimeException ex) {
            return text(d, s.substring(MARK.length()), st);
        }
        return e == null ? text(d, "", st) : box(d, e, st);
    }

    private static Box text(Device d, String s, TextStyle st) {
        double w = d.stringWidth(s, st);
        return new Box(List.of(new Piece(0, 0, s, st, 0)), w, d.capHeight(st), 0.25 * st.size());
    }

    private static TextStyle sized(TextStyle st, double f) {
        return new TextStyle(st.size() * f, st.face(), st.family(), st.colour());
    }

    private static TextStyle face(TextStyle st, int face) {
        return new TextStyle(st.size(), face, st.family(), st.colour());
    }

    /** Boxes side by side on one baseline. */
    private static Box row(List<Box> boxes) {
        List<Piece> p = new ArrayList<>();
        double x = 0, asc = 0, desc = 0;
        for (Box b : boxes) {
            p.addAll(b.shifted(x, 0).pieces);
            x += b.width;
            asc = Math.max(asc, b.ascent);
            desc = Math.max(desc, b.descent);
        }
        return new Box(p, x, asc, desc);
    }

    private static Box space(Device d, TextStyle st) {
        return new Box(List.of(), d.stringWidth(" ", st), 0, 0);
    }

    private static Box box(Device d, RValue e, TextStyle st) {
        if (e instanceof RSymbol sym) return text(d, symbolText(sym.name()), st);
        if (e instanceof RVector v && !(e instanceof RCall)) {
            if (v.length() == 0) return text(d, "", st);
            return text(d, v.type() == flashr.lang.RType.CHARACTER ? v.getString(0) : flashr.parse.Deparser.deparse(v), st);
        }
        if (!(e instanceof RCall c)) return text(d, String.valueOf(e), st);
        String f = c.function() instanceof RSymbol fs ? fs.name() : null;
        int n = c.argCount();
        if (f == null) return text(d, String.valueOf(e), st);
        switch (f) {
            case "^": if (n == 2) return script(d, c.arg(0), c.arg(1), st, true); break;
            case "[": if (n == 2) return script(d, c.arg(0), c.arg(1), st, false); break;
            case "paste": return row(args(d, c, st));
            case "*": if (n == 2) return row(List.of(box(d, c.arg(0), st), box(d, c.arg(1), st))); break;
            case "~":
                if (n == 2) return row(List.of(box(d, c.arg(0), st), space(d, st), box(d, c.arg(1), st)));
                if (n == 1) return row(List.of(space(d, st), box(d, c.arg(0), st)));
                break;
            case "(": if (n == 1) return row(List.of(text(d, "(", st), box(d, c.arg(0), st), text(d, ")", st))); break;
            case "{": if (n == 1) return box(d, c.arg(0), st); break;
            case "italic": if (n == 1) return box(d, c.arg(0), face(st, 3)); break;
            case "bold": if (n == 1) return box(d, c.arg(0), face(st, 2)); break;
            case "plain": if (n == 1) return box(d, c.arg(0), face(st, 1)); break;
            case "bolditalic": if (n == 1) return box(d, c.arg(0), face(st, 4)); break;
            case "hat": if (n == 1) return accent(d, box(d, c.arg(0), st), "^", st); break;
            case "tilde": if (n == 1) return accent(d, box(d, c.arg(0), st), "~", st); break;
            case "bar": if (n == 1) return overline(d, box(d, c.arg(0), st), st, 0); break;
            case "sqrt": if (n == 1) return sqrt(d, box(d, c.arg(0), st), st); break;
            case "frac", "over": if (n == 2) return fraction(d, box(d, c.arg(0), st), box(d, c.arg(1), st), st); break;
            case "list": return row(separated(d, args(d, c, st), ", ", st));
            case "group": if (n == 3) return row(List.of(box(d, c.arg(0), st), box(d, c.arg(1), st), box(d, c.arg(2), st))); break;
            default:
                if (SYMBOLS.containsKey(f) && n == 2) {
                    return row(List.of(box(d, c.arg(0), st), space(d, st), text(d, SYMBOLS.get(f), st), space(d, st),
                            box(d, c.arg(1), st)));
                }
                if ((f.equals("-") || f.equals("+")) && n == 1) return row(List.of(text(d, SYMBOLS.get(f), st), box(d, c.arg(0), st)));
        }
        // any other call: f(a, b)
        List<Box> parts = new ArrayList<>();
        parts.add(text(d, symbolText(f) + "(", st));
        parts.addAll(separated(d, args(d, c, st), ", ", st));
        parts.add(text(d, ")", st));
        return row(parts);
    }

    private static List<Box> args(Device d, RCall c, TextStyle st) {
        List<Box> out = new ArrayList<>();
        for (int i = 0; i < c.argCount(); i++) out.add(box(d, c.arg(i), st));
        return out;
    }

    private static List<Box> separated(Device d, List<Box> parts, String sep, TextStyle st) {
        List<Box> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0) out.add(text(d, sep, st));
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
            case "degree" -> "\u00b0";
            case "cdots", "ldots" -> "\u2026";
            default -> name;
        };
    }

    /** base with a script at 0.7 of the size: raised (superscript) or lowered (subscript). */
    private static Box script(Device d, RValue base, RValue script, TextStyle st, boolean up) {
        Box b = box(d, base, st);
        TextStyle small = sized(st, SCRIPT);
        Box s = box(d, script, small);
        double shift = up ? -Math.max(0.5 * d.capHeight(st), b.ascent - 0.5 * s.ascent) : 0.3 * st.size();
        Box placed = s.shifted(b.width, shift);
        List<Piece> p = new ArrayList<>(b.pieces);
        p.addAll(placed.pieces);
        return new Box(p, b.width + s.width, Math.max(b.ascent, s.ascent - shift), Math.max(b.descent, s.descent + shift));
    }

    private static Box accent(Device d, Box b, String mark, TextStyle st) {
        TextStyle small = sized(st, SCRIPT);
        double w = d.stringWidth(mark, small);
        List<Piece> p = new ArrayList<>(b.pieces);
        double rise = b.ascent + 0.05 * st.size();
        p.add(new Piece((b.width - w) / 2, -rise + 0.5 * d.capHeight(small), mark, small, 0));
        return new Box(p, b.width, rise + 0.5 * d.capHeight(small), b.descent);
    }

    private static Box overline(Device d, Box b, TextStyle st, double from) {
        List<Piece> p = new ArrayList<>(b.pieces);
        double rise = b.ascent + 0.15 * st.size();
        p.add(new Piece(from, -rise, null, st, b.width - from));
        return new Box(p, b.width, rise + 0.05 * st.size(), b.descent);
    }

    private static Box sqrt(Device d, Box b, TextStyle st) {
        Box root = text(d, "\u221a", st);
        Box body = b.shifted(root.width, 0);
        List<Piece> p = new ArrayList<>(root.pieces);
        p.addAll(body.pieces);
        return overline(d, new Box(p, root.width + b.width, Math.max(root.ascent, b.ascent), Math.max(root.descent, b.descent)), st,
                root.width);
    }

    private static Box fraction(Device d, Box num, Box den, TextStyle st) {
        double w = Math.max(num.width, den.width) + 0.2 * st.size();
        double axis = 0.3 * st.size();   // the rule's height above the baseline
        double gap = 0.15 * st.size();
        Box top = num.shifted((w - num.width) / 2, -(axis + gap + num.descent));
        Box bottom = den.shifted((w - den.width) / 2, -axis + gap + den.ascent);
        List<Piece> p = new ArrayList<>(top.pieces);
        p.addAll(bottom.pieces);
        p.add(new Piece(0, -axis, null, st, w));
        return new Box(p, w, axis + gap + num.descent + num.ascent, -axis + gap + den.ascent + den.descent);
    }
}
