package flashr.graphics.model;

import flashr.graphics.devices.Device;
import flashr.graphics.devices.Pen;
import flashr.graphics.devices.TextStyle;

/**
 * R's axis: a line along the ticks, ticks {@code tcl} lines long (outwards when negative) or
 * {@code tck} of the plot region, and labels at line {@code mgp[2]}, a label left out when it
 * would overlap the one before it by less than {@code gap.axis} widths of "m".
 */
public final class AxisDrawing {
    private AxisDrawing() {}

    /** What the axis looks like. */
    public record Style(boolean tick, double line, double pos, Pen axisPen, Pen tickPen, int las, TextStyle labels,
                        double hadj, double padj, double gap, double tcl, double tck, double labelLine) {}

    /** Draws the axis on {@code side} with ticks at the user coordinates {@code at} (labels null: none). */
    public static void draw(Plot p, int side, double[] at, String[] labels, Style st) {
        Device d = p.device();
        boolean horizontal = side == 1 || side == 3;
        double[] usr = p.usr();
        double lo = horizontal ? Math.min(usr[0], usr[1]) : Math.min(usr[2], usr[3]);
        double hi = horizontal ? Math.max(usr[0], usr[1]) : Math.max(usr[2], usr[3]);
        double fuzz = 1e-7 * (hi - lo);
        boolean log = p.log(horizontal);
        Box plot = p.plotBox();
        double lh = p.lineHeight();
        double edge = switch (side) {
            case 1 -> plot.bottom();
            case 2 -> plot.left();
            case 3 -> plot.top();
            default -> plot.right();
        };
        double base;
        if (Double.isFinite(st.pos())) base = horizontal ? p.y(st.pos()) : p.x(st.pos());
        else base = edge + (side == 1 || side == 4 ? 1 : -1) * st.line() * lh;
        double outward = side == 1 || side == 4 ? 1 : -1;
        double tickLen = Double.isFinite(st.tck())
                ? -st.tck() * (horizontal ? plot.height() : plot.width())
                : -st.tcl() * lh;
        int n = at.length;
        double[] dev = new double[n];
        boolean[] keep = new boolean[n];
        double first = Double.NaN, last = Double.NaN;
        for (int i = 0; i < n; i++) {
            double u = at[i];
            if (!Double.isFinite(u) || (log && u <= 0)) continue;
            double lu = log ? Math.log10(u) : u;
            if (lu < lo - fuzz || lu > hi + fuzz) continue;
            keep[i] = true;
            dev[i] = horizontal ? p.x(u) : p.y(u);
            first = Double.isNaN(first) ? dev[i] : Math.min(first, dev[i]);
            last = Double.isNaN(last) ? dev[i] : Math.max(last, dev[i]);
        }
        if (Double.isNaN(first)) return;
        if (st.tick()) {
            if (horizontal) d.line(first, base, last, base, st.axisPen());
            else d.line(base, first, base, last, st.axisPen());
            for (int i = 0; i < n; i++) {
                if (!keep[i]) continue;
                double end = base + outward * tickLen;
                if (horizontal) d.line(dev[i], base, dev[i], end, st.tickPen());
                else d.line(base, dev[i], end, dev[i], st.tickPen());
            }
        }
        if (labels == null) return;
        boolean parallel = Texts.parallel(side, st.las());
        double gapPts = st.gap() * d.stringWidth("m", st.labels());
        double labelEdge = Double.isFinite(st.pos()) ? base : edge;
        double labelLine = st.labelLine() + (Double.isFinite(st.pos()) ? 0 : st.line());
        // labels in the order given, each left out when it comes within the gap of the last one drawn (as R)
        double lastLow = Double.NaN, lastHigh = Double.NaN;
        for (int i = 0; i < n; i++) {
            if (!keep[i] || labels.length == 0) continue;
            String s = labels[i % labels.length];
            if (s == null) continue;
            double[] ext = Texts.extent(d, s, st.labels());
            double size = parallel ? ext[0] : ext[1];
            double hadj = Double.isNaN(st.hadj()) ? (parallel ? 0.5 : Double.NaN) : st.hadj();
            double centreShift = parallel ? (horizontal ? 0.5 - hadj : hadj - 0.5) * size : 0;
            double lowEnd = dev[i] + centreShift - size / 2, highEnd = dev[i] + centreShift + size / 2;
            if (!Double.isNaN(lastLow) && lowEnd < lastHigh + gapPts && highEnd > lastLow - gapPts) continue;
            lastLow = lowEnd;
            lastHigh = highEnd;
            Texts.margin(d, s, side, labelEdge, labelLine, lh, dev[i], hadj, st.padj(), st.las(), p.par().num("ylbias"),
                    st.labels());
        }
    }
}
