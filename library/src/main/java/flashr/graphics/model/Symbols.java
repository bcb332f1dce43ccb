package flashr.graphics.model;

import flashr.graphics.devices.Device;
import flashr.graphics.devices.Pen;
import flashr.graphics.devices.TextStyle;

/**
 * R's plotting symbols {@code pch} 0-25, sized as R's GESymbol sizes them from the character size
 * (radius 0.375 of it; squares, diamonds and triangles of the circle's area), and a character
 * drawn centred for a one-character {@code pch}.
 */
public final class Symbols {
    private static final double RADIUS = 0.375, SQRC = 0.88622692545275801364, DMDC = 1.25331413731550025119;
    private static final double TRC0 = 1.55512030155621416073, TRC1 = 1.34677368708859836060, TRC2 = 0.77756015077810708036;
    private static final double SMALL = 0.25;

    private Symbols() {}

    /**
     * Draws symbol {@code pch} at (x, y); {@code size} is the character size in points, {@code col}
     * the colour of lines (and of fills for 15-20), {@code bg} the fill of 21-25.
     */
    public static void draw(Device d, double x, double y, int pch, double size, int col, int bg, Pen pen) {
        double r = RADIUS * size;
        int none = 0;
        switch (pch) {
            case 0 -> square(d, x, y, r * SQRC, none, pen);
            case 1 -> d.circle(x, y, r, none, pen);
            case 2 -> triangle(d, x, y, r, true, none, pen);
            case 3 -> plus(d, x, y, Math.sqrt(2) * r, pen);
            case 4 -> cross(d, x, y, r, pen);
            case 5 -> diamond(d, x, y, Math.sqrt(2) * r, none, pen);
            case 6 -> triangle(d, x, y, r, false, none, pen);
            case 7 -> {
                square(d, x, y, r, none, pen);
                cross(d, x, y, r, pen);
            }
            case 8 -> {
                plus(d, x, y, Math.sqrt(2) * r, pen);
                cross(d, x, y, r, pen);
            }
            case 9 -> {
                diamond(d, x, y, Math.sqrt(2) * r, none, pen);
                plus(d, x, y, Math.sqrt(2) * r, pen);
            }
            case 10 -> {
                d.circle(x, y, r, none, pen);
                plus(d, x, y, r, pen);
            }
            case 11 -> star(d, x, y, r, pen);
            case 12 -> {
                square(d, x, y, r, none, pen);
                plus(d, x, y, r, pen);
            }
            case 13 -> {
                d.circle(x, y, r, none, pen);
                cross(d, x, y, r, pen);
            }
            case 14 -> {
                square(d, x, y, r, none, pen);
                d.polygon(new double[] {x, x + r, x - r}, new double[] {y - r, y + r, y + r}, 3, none, pen);
            }
            case 15 -> square(d, x, y, r, col, Pen.NONE);
            case 16 -> d.circle(x, y, r, col, pen);
            case 17 -> triangle(d, x, y, r, true, col, Pen.NONE);
            case 18 -> diamond(d, x, y, r, col, Pen.NONE);
            case 19 -> d.circle(x, y, r, col, pen);
            case 20 -> d.circle(x, y, SMALL * size, col, pen);
            case 21 -> d.circle(x, y, r, bg, pen);
            case 22 -> square(d, x, y, r * SQRC, bg, pen);
            case 23 -> diamond(d, x, y, r * DMDC, bg, pen);
            case 24 -> triangle(d, x, y, r, true, bg, pen);
            case 25 -> triangle(d, x, y, r, false, bg, pen);
            default -> { }
        }
    }

    /**
     * {@code pch = "."} as R's GESymbol draws it: a square of 0.01 inch times {@code cex} (the point's
     * cex times par's), filled with the colour and unbordered, at least one device unit on a side.
     */
    public static void dot(Device d, double x, double y, double cex, int col) {
        double h = Math.max(cex * 0.005 * 72, 0.5 * d.unit());
        d.rect(x - h, y - h, x + h, y + h, col, Pen.NONE);
    }

    /** A one-character symbol, centred on the point. */
    public static void character(Device d, double x, double y, String ch, double size, int col) {
        TextStyle style = new TextStyle(size, 1, "", col);
        d.text(x, y, ch, 0, 0.5, 0.5, style);
    }

    private static void square(Device d, double x, double y, double h, int fill, Pen pen) {
        d.rect(x - h, y - h, x + h, y + h, fill, pen);
    }

    private static void plus(Device d, double x, double y, double h, Pen pen) {
        d.line(x - h, y, x + h, y, pen);
        d.line(x, y - h, x, y + h, pen);
    }

    private static void cross(Device d, double x, double y, double h, Pen pen) {
        d.line(x - h, y - h, x + h, y + h, pen);
        d.line(x - h, y + h, x + h, y - h, pen);
    }

    private static void diamond(Device d, double x, double y, double h, int fill, Pen pen) {
        d.polygon(new double[] {x - h, x, x + h, x}, new double[] {y, y - h, y, y + h}, 4, fill, pen);
    }

    /** R's triangles: of the circle's area, pointing up (or down), centred on the point. */
    private static void triangle(Device d, double x, double y, double radius, boolean up, int fill, Pen pen) {
        double r = TRC0 * radius, yc = TRC2 * radius, xc = TRC1 * radius;
        double s = up ? 1 : -1; // device y points down
        d.polygon(new double[] {x, x + xc, x - xc}, new double[] {y - s * r, y + s * yc, y + s * yc}, 3, fill, pen);
    }

    /** pch 11: two triangles, one up and one down. */
    private static void star(Device d, double x, double y, double radius, Pen pen) {
        // as R's pch 11: each apex r from the centre, each base halfway between a triangle's own base and apex distances
        double xc = radius, r = TRC0 * xc, yc = 0.5 * (TRC2 * xc + r), w = TRC1 * xc;
        d.polygon(new double[] {x, x + w, x - w}, new double[] {y - r, y + yc, y + yc}, 3, 0, pen);
        d.polygon(new double[] {x, x + w, x - w}, new double[] {y + r, y - yc, y - yc}, 3, 0, pen);
    }
}
