package flashr.graphics;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.graphics.devices.Pen;
import flashr.graphics.devices.TextStyle;
import flashr.graphics.model.AxisDrawing;
import flashr.graphics.model.Box;
import flashr.graphics.model.Plot;
import flashr.graphics.model.Texts;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RValue;

/**
 * What is drawn around a plot: {@code .gr_mtext} (mtext, title), {@code .gr_axis} (axis),
 * {@code .gr_box} (box), and the measures R code places things by: {@code .gr_strsize}
 * (strwidth, strheight) and {@code .gr_convert} (grconvertX, grconvertY).
 */
final class MarginBuiltins {
    private MarginBuiltins() {}

    static void register(Registry r) {
        r.builtin(".gr_mtext", "text, side, line, outer, at, adj, padj, cex, col, font, las", DisplayList.recorded(MarginBuiltins::mtext));
        r.builtin(".gr_axis", "side, at, labels, tick, line, pos, col, col.ticks, lwd, lwd.ticks, lty, las, cex, font, "
                + "col.axis, tcl, tck, hadj, padj, gap", DisplayList.recorded(MarginBuiltins::axis));
        r.builtin(".gr_box", "which, bty, col, lty, lwd", DisplayList.recorded(MarginBuiltins::box));
        r.builtin(".gr_strsize", "s, units, cex, font, width", MarginBuiltins::strsize);
        r.builtin(".gr_convert", "v, from, to, horizontal", MarginBuiltins::convert);
    }

    private static TextStyle style(Plot p, double cex, double font, int col) {
        return new TextStyle(p.fontSize(cex), Double.isFinite(font) ? (int) font : 1, p.par().str("family"), col);
    }

    private static RValue mtext(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = DrawingBuiltins.current(a);
        String[] text = GArgs.strings(a.get(0));
        double[] side = GArgs.doubles(a.get(1)), line = GArgs.doubles(a.get(2)), at = GArgs.doubles(a.get(4));
        boolean outer = GArgs.flag(a, 3);
        double[] adj = GArgs.doubles(a.get(5)), padj = GArgs.doubles(a.get(6)), cex = GArgs.doubles(a.get(7));
        int[] col = GArgs.colours(a.get(8), gs, p);
        double[] font = GArgs.doubles(a.get(9));
        int las = (int) GArgs.num(a, 10);
        p.clip(2); // margin text runs past its figure, as R draws it (into the next figure, as axis labels do)
        Box region = outer ? p.innerBox() : p.plotBox();
        int n = text.length == 0 ? 0 : Math.max(text.length, Math.max(side.length, Math.max(line.length, at.length)));
        for (int i = 0; i < n; i++) {
            String s = GArgs.at(text, i);
            if (s == null) continue;
            int sd = (int) GArgs.at(side, i);
            if (sd < 1 || sd > 4) throw new RError("invalid 'side' value");
            boolean horizontal = sd == 1 || sd == 3;
            double ad = GArgs.at(adj, i), u = GArgs.at(at, i);
            double along;
            if (Double.isFinite(u)) along = outer ? (horizontal ? region.left() + u * region.width() : region.bottom() - u * region.height())
                    : horizontal ? p.x(u) : p.y(u);
            else {
                double f = Double.isFinite(ad) ? ad : 0.5;
                along = horizontal ? region.left() + f * region.width() : region.bottom() - f * region.height();
            }
            double edge = switch (sd) {
                case 1 -> region.bottom();
                case 2 -> region.left();
                case 3 -> region.top();
                default -> region.right();
            };
            TextStyle st = style(p, GArgs.at(cex, i), GArgs.at(font, i), GArgs.at(col, i, 0xFF000000));
            Texts.margin(p.device(), s, sd, edge, GArgs.at(line, i), p.lineHeight(), along, ad, GArgs.at(padj, i), las,
                    p.par().num("ylbias"), st);
        }
        return RNull.NULL;
    }

    private static RValue axis(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = DrawingBuiltins.current(a);
        int side = (int) GArgs.num(a, 0);
        if (side < 1 || side > 4) throw new RError("invalid axis number " + side);
        double[] at = GArgs.doubles(a.get(1));
        String[] labels = a.get(2) == RNull.NULL ? null : GArgs.strings(a.get(2));
        int col = GArgs.at(GArgs.colours(a.get(6), gs, p), 0, 0xFF000000);
        int colTicks = GArgs.at(GArgs.colours(a.get(7), gs, p), 0, col);
        double lwd = GArgs.num(a, 8), lwdTicks = GArgs.num(a, 9);
        String lty = GArgs.at(GArgs.lineTypes(a.get(10)), 0);
        int las = (int) GArgs.num(a, 11);
        int colAxis = GArgs.at(GArgs.colours(a.get(14), gs, p), 0, 0xFF000000);
        TextStyle labelStyle = style(p, GArgs.num(a, 12), GArgs.num(a, 13), colAxis);
        Pen axisPen = p.pen(col, lty, lwd), tickPen = p.pen(colTicks, lty, lwdTicks);
        double[] mgp = p.par().nums("mgp");
        AxisDrawing.Style st = new AxisDrawing.Style(GArgs.flag(a, 3), GArgs.num(a, 4), GArgs.num(a, 5), axisPen, tickPen,
                las, labelStyle, GArgs.num(a, 17), GArgs.num(a, 18), GArgs.num(a, 19), GArgs.num(a, 15), GArgs.num(a, 16), mgp[1]);
        p.clip(2);
        AxisDrawing.draw(p, side, at, labels, st);
        return RNull.NULL;
    }

    private static RValue box(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = DrawingBuiltins.current(a);
        String which = GArgs.str(a, 0), bty = GArgs.str(a, 1);
        int col = GArgs.at(GArgs.colours(a.get(2), gs, p), 0, 0xFF000000);
        Pen pen = p.pen(col, GArgs.at(GArgs.lineTypes(a.get(3)), 0), GArgs.num(a, 4));
        Box b = switch (which) {
            case "plot" -> p.plotBox();
            case "figure" -> p.figureBox();
            case "inner" -> p.innerBox();
            case "outer" -> p.deviceBox();
            default -> throw new RError("invalid 'which' argument");
        };
        p.clip(2);
        double l = b.left(), r = b.right(), t = b.top(), bt = b.bottom();
        var d = p.device();
        switch (bty) {
            case "o" -> d.rect(l, t, r, bt, 0, pen);
            case "l" -> d.polyline(new double[] {l, l, r}, new double[] {t, bt, bt}, 3, pen);
            case "7" -> d.polyline(new double[] {l, r, r}, new double[] {t, t, bt}, 3, pen);
            case "c" -> d.polyline(new double[] {r, l, l, r}, new double[] {t, t, bt, bt}, 4, pen);
            case "u" -> d.polyline(new double[] {l, l, r, r}, new double[] {t, bt, bt, t}, 4, pen);
            case "]" -> d.polyline(new double[] {l, r, r, l}, new double[] {t, t, bt, bt}, 4, pen);
            case "n" -> { }
            default -> throw new RError("invalid 'bty' value");
        }
        return RNull.NULL;
    }

    /** Widths (or heights) of strings in "user", "inches" or "figure" units. */
    private static RValue strsize(Args a) {
        Plot p = GraphicsSession.of(a).currentOrDefault();
        String[] s = GArgs.strings(a.get(0));
        String units = GArgs.str(a, 1);
        TextStyle st = style(p, GArgs.num(a, 2), GArgs.num(a, 3), 0xFF000000);
        boolean width = GArgs.flag(a, 4);
        double[] out = new double[s.length];
        for (int i = 0; i < s.length; i++) {
            if (s[i] == null) {
                out[i] = width ? 2 : 0; // R measures NA as "NA"
                if (width) out[i] = Texts.extent(p.device(), "NA", st)[0];
                else out[i] = Texts.extent(p.device(), "NA", st)[1];
            } else {
                double[] e = Texts.extent(p.device(), s[i], st);
                out[i] = width ? e[0] : e[1];
            }
            out[i] = switch (units) {
                case "inches" -> out[i] / 72;
                case "figure" -> out[i] / (width ? p.figureBox().width() : p.figureBox().height());
                default -> {
                    double[] u = p.usr();
                    yield width ? out[i] / p.plotBox().width() * Math.abs(u[1] - u[0]) : out[i] / p.plotBox().height() * Math.abs(u[3] - u[2]);
                }
            };
        }
        return new RDouble(out);
    }

    /** R's grconvertX/Y between "user", "inches", "device" (points), "ndc", "nfc", "npc", "nic". */
    private static RValue convert(Args a) {
        Plot p = GraphicsSession.of(a).currentOrDefault();
        double[] v = GArgs.doubles(a.get(0));
        String from = GArgs.str(a, 1), to = GArgs.str(a, 2);
        boolean h = GArgs.flag(a, 3);
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) out[i] = fromDevice(p, toDevice(p, v[i], from, h), to, h);
        return new RDouble(out);
    }

    private static Box region(Plot p, String unit) {
        return switch (unit) {
            case "ndc", "inches", "device" -> p.deviceBox();
            case "nfc" -> p.figureBox();
            case "npc" -> p.plotBox();
            case "nic" -> p.innerBox();
            default -> throw new RError("invalid '" + unit + "' argument");
        };
    }

    private static double toDevice(Plot p, double v, String unit, boolean h) {
        if (unit.equals("user")) return h ? p.x(v) : p.y(v);
        if (unit.equals("device")) return v;
        Box b = region(p, unit);
        if (unit.equals("inches")) return h ? v * 72 : b.bottom() - v * 72;
        return h ? b.left() + v * b.width() : b.bottom() - v * b.height();
    }

    private static double fromDevice(Plot p, double d, String unit, boolean h) {
        if (unit.equals("user")) return h ? p.userX(d) : p.userY(d);
        if (unit.equals("device")) return d;
        Box b = region(p, unit);
        if (unit.equals("inches")) return h ? d / 72 : (b.bottom() - d) / 72;
        return h ? (d - b.left()) / b.width() : (b.bottom() - d) / b.height();
    }
}
