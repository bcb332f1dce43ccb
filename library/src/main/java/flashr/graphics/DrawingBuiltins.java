package flashr.graphics;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.graphics.devices.Device;
import flashr.graphics.devices.Pen;
import flashr.graphics.devices.TextStyle;
import flashr.graphics.model.Plot;
import flashr.graphics.model.Symbols;
import flashr.graphics.model.Texts;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The drawing primitives of R's graphics package, in user coordinates of the current plot:
 * {@code plot.new}, {@code .gr_window} (plot.window), {@code .gr_xy} (plot.xy: points, lines, steps,
 * histogram-like bars), segments, arrows, rectangles, polygons and text. The R functions in
 * {@code lowlevel.R} recycle and default their arguments; every argument arrives here given.
 */
final class DrawingBuiltins {
    private DrawingBuiltins() {}

    static void register(Registry r) {
        r.builtin("plot.new", "", DisplayList.recorded(a -> {
            GraphicsSession gs = GraphicsSession.of(a);
            Plot p = gs.currentOrDefault();
            Plot start = p.copyOn(p.device());   // the state a new page starts from, for its display list
            int pages = p.pages();
            p.plotNew();
            if (p.pages() != pages) gs.pageStarted(start);
            GArgs.invisible(a);
            return RNull.NULL;
        }));
        r.alias("frame", "plot.new");
        r.builtin(".gr_window", "xlim, ylim, log, asp", DisplayList.recorded(a -> {
            Plot p = current(a);
            double[] xl = GArgs.doubles(a.get(0)), yl = GArgs.doubles(a.get(1));
            if (xl.length != 2) throw new RError("invalid 'xlim' value");
            if (yl.length != 2) throw new RError("invalid 'ylim' value");
            String log = GArgs.str(a, 2);
            p.plotWindow(xl, yl, log != null && log.contains("x"), log != null && log.contains("y"), GArgs.num(a, 3));
            return RNull.NULL;
        }));
        r.builtin(".gr_xy", "x, y, type, pch, col, bg, cex, lty, lwd, xpd", DisplayList.recorded(DrawingBuiltins::xy));
        r.builtin(".gr_segments", "x0, y0, x1, y1, col, lty, lwd, xpd", DisplayList.recorded(a -> segments(a, false)));
        r.builtin(".gr_arrows", "x0, y0, x1, y1, length, angle, code, col, lty, lwd, xpd", DisplayList.recorded(a -> segments(a, true)));
        r.builtin(".gr_rect", "xleft, ybottom, xright, ytop, col, border, lty, lwd, xpd", DisplayList.recorded(DrawingBuiltins::rect));
        r.builtin(".gr_polygon", "x, y, col, border, lty, lwd, xpd", DisplayList.recorded(DrawingBuiltins::polygon));
        r.builtin(".gr_text", "x, y, labels, adj, pos, offset, srt, cex, col, font, xpd", DisplayList.recorded(DrawingBuiltins::text));
        r.builtin(".gr_clip", "x1, x2, y1, y2", DisplayList.recorded(a -> {
            Plot p = current(a);
            p.device().clip(p.x(GArgs.num(a, 0)), p.y(GArgs.num(a, 2)), p.x(GArgs.num(a, 1)), p.y(GArgs.num(a, 3)));
            return RNull.NULL;
        }));
    }

    static Plot current(Args a) {
        Plot p = GraphicsSession.of(a).current();
        if (p == null || !p.pageOpen()) throw new RError("plot.new has not been called yet");
        return p;
    }

    private static RValue xy(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = current(a);
        double[] x = GArgs.doubles(a.get(0)), y = GArgs.doubles(a.get(1));
        String type = GArgs.str(a, 2);
        int[] col = GArgs.colours(a.get(4), gs, p), bg = GArgs.colours(a.get(5), gs, p);
        double[] cex = GArgs.doubles(a.get(6));
        String[] lty = GArgs.lineTypes(a.get(7));
        double[] lwd = GArgs.doubles(a.get(8));
        p.clip(GArgs.xpd(a, 9));
        int n = Math.min(x.length, y.length);
        Device d = p.device();
        double[] dx = new double[n], dy = new double[n];
        for (int i = 0; i < n; i++) {
            dx[i] = p.x(x[i]);
            dy[i] = p.y(y[i]);
        }
        Pen line = p.pen(GArgs.at(col, 0, 0xFF000000), GArgs.at(lty, 0), GArgs.at(lwd, 0));
        switch (type) {
            case "l", "o" -> polylines(d, dx, dy, n, line);
            case "b", "c" -> gapped(d, dx, dy, n, line, 0.375 * 0.6 * p.fontSize(GArgs.at(cex, 0)) * 1.5);
            case "s", "S" -> steps(d, dx, dy, n, line, type.equals("s"));
            case "h" -> {
                double zero = p.y(p.log(false) ? Math.pow(10, p.usr()[2]) : 0);
                for (int i = 0; i < n; i++) {
                    if (!Double.isFinite(dx[i]) || !Double.isFinite(dy[i])) continue;
                    Pen pen = p.pen(GArgs.at(col, i, 0xFF000000), GArgs.at(lty, 0), GArgs.at(lwd, 0));
                    d.line(dx[i], zero, dx[i], dy[i], pen);
                }
            }
            case "p", "n" -> { }
            default -> throw new RError("invalid plot type '" + type + "'");
        }
        if (type.equals("p") || type.equals("b") || type.equals("o")) points(a, p, gs, dx, dy, n, col, bg, cex, lwd);
        return RNull.NULL;
    }

    private static void points(Args a, Plot p, GraphicsSession gs, double[] dx, double[] dy, int n, int[] col, int[] bg,
                               double[] cex, double[] lwd) {
        RValue pchArg = a.get(3);
        String[] pchChars = pchArg instanceof RString s ? GArgs.strings(s) : null;
        double[] pchNums = pchChars == null ? GArgs.doubles(pchArg) : null;
        Device d = p.device();
        for (int i = 0; i < n; i++) {
            if (!Double.isFinite(dx[i]) || !Double.isFinite(dy[i])) continue;
            // R's symbols are sized from half the line height (0.6 of the font size); characters at the font size
            double size = p.fontSize(GArgs.at(cex, i)), symbolSize = 0.6 * size;
            if (!(size > 0)) continue;
            int c = GArgs.at(col, i, 0xFF000000);
            if (pchChars != null) {
                String ch = GArgs.at(pchChars, i);
                if (ch == null || ch.isEmpty()) continue;
                String first = ch.substring(0, ch.offsetByCodePoints(0, 1));
                if (first.equals(".")) Symbols.dot(d, dx[i], dy[i], GArgs.at(cex, i) * p.par().num("cex"), c);
                else Symbols.character(d, dx[i], dy[i], first, size, c);
            } else {
                double pch = GArgs.at(pchNums, i);
                if (!Double.isFinite(pch)) continue;
                int k = (int) pch;
                // as R's GESymbol: 46 is ".", other codes from 32 characters, negative ones Unicode code points
                if (k == '.') {
                    Symbols.dot(d, dx[i], dy[i], GArgs.at(cex, i) * p.par().num("cex"), c);
                    continue;
                }
                if (k >= 32 || k < 0) {
                    int code = Math.abs(k);
                    if (Character.isValidCodePoint(code)) Symbols.character(d, dx[i], dy[i], new String(Character.toChars(code)), size, c);
                    continue;
                }
                Pen pen = p.pen(c, "", GArgs.at(lwd, i));
                Symbols.draw(d, dx[i], dy[i], k, symbolSize, c, GArgs.at(bg, i, 0), pen);
            }
        }
    }

    /** Lines through the points, broken at non-finite ones. */
    static void polylines(Device d, double[] x, double[] y, int n, Pen pen) {
        int start = 0;
        for (int i = 0; i <= n; i++) {
            if (i == n || !Double.isFinite(x[i]) || !Double.isFinite(y[i])) {
                if (i - start >= 2) {
                    double[] xs = java.util.Arrays.copyOfRange(x, start, i), ys = java.util.Arrays.copyOfRange(y, start, i);
                    d.polyline(xs, ys, xs.length, pen);
                }
                start = i + 1;
            }
        }
    }

    /** Type "b": segments between the points, leaving a gap around each. */
    private static void gapped(Device d, double[] x, double[] y, int n, Pen pen, double gap) {
        for (int i = 1; i < n; i++) {
            if (!Double.isFinite(x[i - 1]) || !Double.isFinite(y[i - 1]) || !Double.isFinite(x[i]) || !Double.isFinite(y[i])) continue;
            double len = Math.hypot(x[i] - x[i - 1], y[i] - y[i - 1]);
            if (len <= 2 * gap) continue;
            double fx = (x[i] - x[i - 1]) / len * gap, fy = (y[i] - y[i - 1]) / len * gap;
            d.line(x[i - 1] + fx, y[i - 1] + fy, x[i] - fx, y[i] - fy, pen);
        }
    }

    /** Types "s" (across then up) and "S" (up then across). */
    private static void steps(Device d, double[] x, double[] y, int n, Pen pen, boolean acrossFirst) {
        double[] sx = new double[2 * n], sy = new double[2 * n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sx[m] = acrossFirst ? x[i] : x[i - 1];
                sy[m] = acrossFirst ? y[i - 1] : y[i];
                m++;
            }
            sx[m] = x[i];
            sy[m] = y[i];
            m++;
        }
        polylines(d, sx, sy, m, pen);
    }

    private static RValue segments(Args a, boolean arrows) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = current(a);
        double[] x0 = GArgs.doubles(a.get(0)), y0 = GArgs.doubles(a.get(1)), x1 = GArgs.doubles(a.get(2)), y1 = GArgs.doubles(a.get(3));
        int k = arrows ? 7 : 4;
        int[] col = GArgs.colours(a.get(k), gs, p);
        String[] lty = GArgs.lineTypes(a.get(k + 1));
        double[] lwd = GArgs.doubles(a.get(k + 2));
        p.clip(GArgs.xpd(a, k + 3));
        int n = x0.length == 0 || y0.length == 0 || x1.length == 0 || y1.length == 0 ? 0
                : Math.max(Math.max(x0.length, y0.length), Math.max(x1.length, y1.length));
        Device d = p.device();
        for (int i = 0; i < n; i++) {
            double ax = p.x(GArgs.at(x0, i)), ay = p.y(GArgs.at(y0, i)), bx = p.x(GArgs.at(x1, i)), by = p.y(GArgs.at(y1, i));
            if (!Double.isFinite(ax) || !Double.isFinite(ay) || !Double.isFinite(bx) || !Double.isFinite(by)) continue;
            Pen pen = p.pen(GArgs.at(col, i, 0xFF000000), GArgs.at(lty, i), GArgs.at(lwd, i));
            d.line(ax, ay, bx, by, pen);
            if (arrows) {
                double len = GArgs.num(a, 4) * 72, angle = Math.toRadians(GArgs.num(a, 5));
                int code = (int) GArgs.num(a, 6);
                if ((code & 1) != 0) head(d, bx, by, ax, ay, len, angle, pen);
                if ((code & 2) != 0) head(d, ax, ay, bx, by, len, angle, pen);
            }
        }
        return RNull.NULL;
    }

    /** An arrow head at (tx, ty) on the segment from (fx, fy): two strokes {@code len} long at {@code angle} to it. */
    private static void head(Device d, double fx, double fy, double tx, double ty, double len, double angle, Pen pen) {
        double dir = Math.atan2(ty - fy, tx - fx);
        if (Math.hypot(tx - fx, ty - fy) < 1e-3) return; // R: zero-length arrow has no head
        double[] xs = {tx - len * Math.cos(dir - angle), tx, tx - len * Math.cos(dir + angle)};
        double[] ys = {ty - len * Math.sin(dir - angle), ty, ty - len * Math.sin(dir + angle)};
        d.polyline(xs, ys, 3, pen);
    }

    private static RValue rect(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = current(a);
        double[] xl = GArgs.doubles(a.get(0)), yb = GArgs.doubles(a.get(1)), xr = GArgs.doubles(a.get(2)), yt = GArgs.doubles(a.get(3));
        int[] col = GArgs.colours(a.get(4), gs, p), border = GArgs.colours(a.get(5), gs, p);
        String[] lty = GArgs.lineTypes(a.get(6));
        double[] lwd = GArgs.doubles(a.get(7));
        p.clip(GArgs.xpd(a, 8));
        int n = xl.length == 0 || yb.length == 0 || xr.length == 0 || yt.length == 0 ? 0
                : Math.max(Math.max(xl.length, yb.length), Math.max(xr.length, yt.length));
        for (int i = 0; i < n; i++) {
            double x0 = p.x(GArgs.at(xl, i)), y0 = p.y(GArgs.at(yb, i)), x1 = p.x(GArgs.at(xr, i)), y1 = p.y(GArgs.at(yt, i));
            if (!Double.isFinite(x0) || !Double.isFinite(y0) || !Double.isFinite(x1) || !Double.isFinite(y1)) continue;
            Pen pen = p.pen(GArgs.at(border, i, 0), GArgs.at(lty, i), GArgs.at(lwd, i));
            p.device().rect(x0, y0, x1, y1, GArgs.at(col, i, 0), pen);
        }
        return RNull.NULL;
    }

    /** Polygons separated by non-finite (NA or infinite) x or y, the i-th with the i-th colour and border. */
    private static RValue polygon(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = current(a);
        double[] x = GArgs.doubles(a.get(0)), y = GArgs.doubles(a.get(1));
        int[] col = GArgs.colours(a.get(2), gs, p), border = GArgs.colours(a.get(3), gs, p);
        String[] lty = GArgs.lineTypes(a.get(4));
        double[] lwd = GArgs.doubles(a.get(5));
        p.clip(GArgs.xpd(a, 6));
        int n = Math.min(x.length, y.length), start = 0, k = 0;
        for (int i = 0; i <= n; i++) {
            // broken at non-finite vertices (NA and infinite ones), as R's polygon
            if (i == n || !Double.isFinite(x[i]) || !Double.isFinite(y[i])) {
                int m = i - start;
                if (m >= 2) {
                    double[] dx = new double[m], dy = new double[m];
                    for (int j = 0; j < m; j++) {
                        dx[j] = p.x(x[start + j]);
                        dy[j] = p.y(y[start + j]);
                    }
                    Pen pen = p.pen(GArgs.at(border, k, 0), GArgs.at(lty, k), GArgs.at(lwd, k));
                    p.device().polygon(dx, dy, m, GArgs.at(col, k, 0), pen);
                }
                if (i < n) k++;
                start = i + 1;
            }
        }
        return RNull.NULL;
    }

    private static RValue text(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = current(a);
        double[] x = GArgs.doubles(a.get(0)), y = GArgs.doubles(a.get(1));
        String[] labels = GArgs.strings(a.get(2));
        double[] adj = GArgs.doubles(a.get(3));
        double[] pos = GArgs.doubles(a.get(4));
        double offset = GArgs.num(a, 5), srt = GArgs.num(a, 6);
        double[] cex = GArgs.doubles(a.get(7));
        int[] col = GArgs.colours(a.get(8), gs, p);
        double[] font = GArgs.doubles(a.get(9));
        p.clip(GArgs.xpd(a, 10));
        int n = labels.length == 0 ? 0 : Math.max(Math.max(x.length, y.length), labels.length);
        if (x.length == 0 || y.length == 0) n = 0;
        String family = p.par().str("family");
        for (int i = 0; i < n; i++) {
            double dx = p.x(GArgs.at(x, i)), dy = p.y(GArgs.at(y, i));
            String s = GArgs.at(labels, i);
            if (s == null || !Double.isFinite(dx) || !Double.isFinite(dy)) continue;
            TextStyle st = new TextStyle(p.fontSize(GArgs.at(cex, i)), (int) GArgs.at(font, i), family, GArgs.at(col, i, 0xFF000000));
            double hadj = adj.length > 0 && Double.isFinite(adj[0]) ? adj[0] : 0.5;
            double vadj = adj.length > 1 && Double.isFinite(adj[1]) ? adj[1] : 0.5;
            double ps = GArgs.at(pos, i);
            if (Double.isFinite(ps)) {
                double off = offset * p.fontSize(GArgs.at(cex, i)) * 0.5; // R's offset: character widths, about half the size
                switch ((int) ps) {
                    case 1 -> { dy += off; hadj = 0.5; vadj = 1; }
                    case 2 -> { dx -= off; hadj = 1; vadj = 0.5; }
                    case 3 -> { dy -= off; hadj = 0.5; vadj = 0; }
                    case 4 -> { dx += off; hadj = 0; vadj = 0.5; }
                    default -> throw new RError("invalid 'pos' value");
                }
            }
            Texts.draw(p.device(), dx, dy, s, srt, hadj, vadj, st);
        }
        return RNull.NULL;
    }
}
