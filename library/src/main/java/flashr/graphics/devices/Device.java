package flashr.graphics.devices;

import java.io.IOException;

/**
 * What R's graphics engine asks of a device. Coordinates are points (1/72 inch) from the top left
 * corner, y downwards. Fills and pens with a transparent colour draw nothing. A device writes its
 * file(s) when a page is finished ({@link #newPage} after the first, {@link #close}); a file is
 * written whole or not at all.
 */
public interface Device {
    /** The page's width in points. */
    double width();

    /** The page's height in points. */
    double height();

    /** Finishes the current page (if any) and starts a blank one filled with {@code background}. */
    void newPage(int background) throws IOException;

    /** Restricts drawing to the rectangle between the two corners. */
    void clip(double x0, double y0, double x1, double y1);

    /** Connected line segments through the first n points. */
    void polyline(double[] x, double[] y, int n, Pen pen);

    /** A closed polygon through the first n points, filled with {@code fill} and outlined with {@code pen}. */
    void polygon(double[] x, double[] y, int n, int fill, Pen pen);

    /** A rectangle between two corners. */
    void rect(double x0, double y0, double x1, double y1, int fill, Pen pen);

    /** A circle of radius r (points) centred at (x, y). */
    void circle(double x, double y, double r, int fill, Pen pen);

    /**
     * A string whose reference point is (x, y), turned {@code rot} degrees anticlockwise: {@code hadj}
     * of its width lies left of the point, and its baseline lies {@code vadj} of the height of "M"
     * below the point (0 puts the baseline on the point, 1 the top of capitals).
     */
    void text(double x, double y, String s, double rot, double hadj, double vadj, TextStyle style);

    /** The width of a string in points. */
    double stringWidth(String s, TextStyle style);

    /** The height of a capital "M" above the baseline, in points. */
    double capHeight(TextStyle style);

    /**
     * How far the ink of a string reaches above and below its baseline, in points ({above, below}):
     * big operators and delimiters are centred by it. Devices that cannot tell answer the cap height
     * and a quarter of the size.
     */
    default double[] inkHeight(String s, TextStyle style) {
        return new double[] {capHeight(style), 0.25 * style.size()};
    }

    /**
     * One device unit in points: a pixel on raster devices, 1/72 inch on vector ones. R keeps
     * {@code pch = "."} at least one unit wide so that it shows.
     */
    default double unit() {
        return 1;
    }

    /**
     * Whether the device's user has closed it (a window's close button): the session then closes it as
     * dev.off() would, as R does.
     */
    default boolean closedByUser() {
        return false;
    }

    /**
     * Closed sub-paths filled together (R's polypath): by the non-zero winding rule when
     * {@code winding}, else even-odd, so that sub-paths inside others make holes; then outlined.
     * Devices that cannot combine them draw each as a polygon.
     */
    default void path(double[][] x, double[][] y, boolean winding, int fill, Pen pen) {
        for (int i = 0; i < x.length; i++) polygon(x[i], y[i], x[i].length, fill, pen);
    }

    /**
     * A raster image of {@code cols} by {@code rows} ARGB pixels given by rows from the top, drawn
     * {@code w} by {@code h} points with its bottom left corner at (x, y), turned {@code rot} degrees
     * anticlockwise about that corner; {@code interpolate} smooths it, else pixels stay square. Devices
     * that cannot draw images fill one rectangle per pixel (unturned).
     */
    default void raster(int[] argb, int cols, int rows, double x, double y, double w, double h, double rot, boolean interpolate) {
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                rect(x + w * c / cols, y - h + h * r / rows, x + w * (c + 1) / cols, y - h + h * (r + 1) / rows,
                        argb[r * cols + c], Pen.NONE);
    }

    /** Finishes the last page and writes the file. */
    void close() throws IOException;

    /** A segment between two points. */
    default void line(double x0, double y0, double x1, double y1, Pen pen) {
        polyline(new double[] {x0, x1}, new double[] {y0, y1}, 2, pen);
    }
}
