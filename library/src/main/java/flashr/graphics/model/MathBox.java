package flashr.graphics.model;

import flashr.graphics.devices.TextStyle;
import java.util.ArrayList;
import java.util.List;

/**
 * A laid-out piece of a plotmath formula: text pieces and lines at offsets from its origin (the left
 * end of its baseline, y down), with its width and its height above (ascent) and below (descent) the
 * baseline, in points; and the ways formulas are put together: side by side, with scripts, stacked.
 */
record MathBox(List<MathBox.Piece> pieces, double width, double ascent, double descent) {
    /**
     * A string at (dx, dy) when text is not null; otherwise a line through the points of path
     * (x0, y0, x1, y1, ... relative to (dx, dy)), lineWidth points wide, in the style's colour.
     */
    record Piece(double dx, double dy, String text, TextStyle style, double[] path, double lineWidth) {
        static Piece text(double dx, double dy, String text, TextStyle style) {
            return new Piece(dx, dy, text, style, null, 0);
        }
    }

    /** R draws plotmath's rules, bars and hats with lwd 1 (1/96 inch) whatever the size. */
    static final double RULE_WIDTH = 0.75;

    static MathBox empty(double width, double ascent, double descent) {
        return new MathBox(List.of(), width, ascent, descent);
    }

    MathBox shifted(double dx, double dy) {
        List<Piece> p = new ArrayList<>(pieces.size());
        for (Piece q : pieces) p.add(new Piece(q.dx + dx, q.dy + dy, q.text, q.style, q.path, q.lineWidth));
        return new MathBox(p, width, ascent, descent);
    }

    /** This box with nothing drawn (R's phantom). */
    MathBox invisible() {
        return empty(width, ascent, descent);
    }

    /** Boxes side by side on one baseline. */
    static MathBox row(List<MathBox> boxes) {
        List<Piece> p = new ArrayList<>();
        double x = 0, asc = 0, desc = 0;
        for (MathBox b : boxes) {
            p.addAll(b.shifted(x, 0).pieces);
            x += b.width;
            asc = Math.max(asc, b.ascent);
            desc = Math.max(desc, b.descent);
        }
        return new MathBox(p, x, asc, desc);
    }

    /**
     * body with a subscript and a superscript (either may be null) both starting at body's right
     * end, as R stacks them on one base ({@code x[i]^2}): the subscript lowered by 0.3 of the size,
     * the superscript raised to half the cap height or to the body's top less half its own height;
     * when the two would come closer than a tenth of the size, each moves away by half the shortfall.
     */
    static MathBox scripts(MathBox body, MathBox sub, MathBox sup, double size, double capHeight) {
        double down = 0.3 * size;
        double up = sup == null ? 0 : Math.max(0.5 * capHeight, body.ascent - 0.5 * sup.ascent);
        if (sub != null && sup != null) {
            double gap = (down - sub.ascent) - (sup.descent - up);
            if (gap < 0.1 * size) {
                down += (0.1 * size - gap) / 2;
                up += (0.1 * size - gap) / 2;
            }
        }
        List<Piece> p = new ArrayList<>(body.pieces);
        double w = 0, asc = body.ascent, desc = body.descent;
        if (sub != null) {
            p.addAll(sub.shifted(body.width, down).pieces);
            w = sub.width;
            asc = Math.max(asc, sub.ascent - down);
            desc = Math.max(desc, sub.descent + down);
        }
        if (sup != null) {
            p.addAll(sup.shifted(body.width, -up).pieces);
            w = Math.max(w, sup.width);
            asc = Math.max(asc, sup.ascent + up);
            desc = Math.max(desc, sup.descent - up);
        }
        return new MathBox(p, body.width + w, asc, desc);
    }

    /**
     * middle with over centred above it and under centred below it (either may be null), gap points
     * apart: the limits of a big operator, or a fraction's parts around its rule.
     */
    static MathBox stacked(MathBox middle, MathBox over, MathBox under, double gap) {
        double w = Math.max(middle.width, Math.max(over == null ? 0 : over.width, under == null ? 0 : under.width));
        List<Piece> p = new ArrayList<>(middle.shifted((w - middle.width) / 2, 0).pieces);
        double asc = middle.ascent, desc = middle.descent;
        if (over != null) {
            double rise = middle.ascent + gap + over.descent;
            p.addAll(over.shifted((w - over.width) / 2, -rise).pieces);
            asc = rise + over.ascent;
        }
        if (under != null) {
            double drop = middle.descent + gap + under.ascent;
            p.addAll(under.shifted((w - under.width) / 2, drop).pieces);
            desc = drop + under.descent;
        }
        return new MathBox(p, w, asc, desc);
    }

    /** This box with a horizontal rule of width w added at (dx, dy). */
    MathBox withRule(double dx, double dy, double w, TextStyle st) {
        return withLine(dx, dy, new double[] {0, 0, w, 0}, RULE_WIDTH, st);
    }

    /** This box with a line through path (relative to (dx, dy)) added; its extent grows to hold it. */
    MathBox withLine(double dx, double dy, double[] path, double lineWidth, TextStyle st) {
        List<Piece> p = new ArrayList<>(pieces);
        p.add(new Piece(dx, dy, null, st, path, lineWidth));
        double asc = ascent, desc = descent;
        for (int i = 1; i < path.length; i += 2) {
            asc = Math.max(asc, -(dy + path[i]));
            desc = Math.max(desc, dy + path[i]);
        }
        return new MathBox(p, width, asc, desc);
    }
}
