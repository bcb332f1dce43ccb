package flashr.graphics.model;

import flashr.graphics.devices.Device;
import flashr.graphics.devices.TextStyle;

/**
 * Placing text as R's GText and GMtext do: strings of several lines stacked 1.2 character heights
 * apart, and text in a margin at a line counted outwards from a region's edge, parallel or
 * perpendicular to the side as {@code las} asks, its baseline moved by R's {@code ylbias}.
 */
public final class Texts {
    private Texts() {}

    /** Draws s (lines separated by '\n') with its reference point at (x, y) on the device. */
    public static void draw(Device d, double x, double y, String s, double rot, double hadj, double vadj, TextStyle st) {
        if (s == null) return;
        if (PlotMath.isMath(s)) {
            PlotMath.draw(d, x, y, s, rot, hadj, vadj, st);
            return;
        }
        String[] lines = s.split("\n", -1);
        int n = lines.length;
        if (n == 1) {
            d.text(x, y, s, rot, hadj, vadj, st);
            return;
        }
        double sp = 1.2 * st.size(), cap = d.capHeight(st);
        double a = Math.toRadians(rot), downX = Math.sin(a), downY = Math.cos(a);
        for (int i = 0; i < n; i++) {
            // the block's height is (n - 1) spacings and one capital; vadj places the block
            double shift = vadj * (cap + (n - 1) * sp) - (n - 1 - i) * sp - vadj * cap;
            d.text(x + shift * downX, y + shift * downY, lines[i], rot, hadj, 0, st);
        }
    }

    /** The width and height (points) of s as drawn: its widest line, and its lines' height. */
    public static double[] extent(Device d, String s, TextStyle st) {
        if (PlotMath.isMath(s)) return PlotMath.extent(d, s, st);
        String[] lines = s.split("\n", -1);
        double w = 0;
        for (String l : lines) w = Math.max(w, d.stringWidth(l, st));
        return new double[] {w, d.capHeight(st) + (lines.length - 1) * 1.2 * st.size()};
    }

    /** Whether text on this side at this {@code las} reads parallel to the side. */
    public static boolean parallel(int side, int las) {
        boolean horizontalSide = side == 1 || side == 3;
        return horizontalSide ? las == 0 || las == 1 : las == 0 || las == 3;
    }

    /**
     * Text in the margin on {@code side} (1 below, 2 left, 3 above, 4 right) of the region whose edge on
     * that side is at device coordinate {@code edge}, at {@code line} lines outwards (lines of
     * {@code lineHeight} points), at device coordinate {@code at} along the side. NaN adjustments take
     * R's defaults: centred and on the baseline when parallel, towards the region when perpendicular.
     */
    public static void margin(Device d, String s, int side, double edge, double line, double lineHeight, double at,
                              double hadj, double vadj, int las, double ylbias, TextStyle st) {
        boolean par = parallel(side, las);
        double angle;
        if (side == 1 || side == 3) angle = par ? 0 : 90;
        else angle = par ? 90 : 0;
        if (par) {
            line += side == 1 || side == 4 ? 1 - ylbias : ylbias;
            if (Double.isNaN(hadj)) hadj = 0.5;
            if (Double.isNaN(vadj)) vadj = 0;
        } else {
            if (Double.isNaN(hadj)) hadj = side == 1 || side == 2 ? 1 : 0;
            if (Double.isNaN(vadj)) vadj = 0.5;
        }
        double off = line * lineHeight, x, y;
        switch (side) {
            case 1 -> { x = at; y = edge + off; }
            case 2 -> { x = edge - off; y = at; }
            case 3 -> { x = at; y = edge - off; }
            default -> { x = edge + off; y = at; }
        }
        draw(d, x, y, s, angle, hadj, vadj, st);
    }
}
