package flashr.graphics.model;

/** A rectangle on the device in points: left < right, top < bottom (y grows downwards). */
public record Box(double left, double top, double right, double bottom) {
    public double width() {
        return right - left;
    }

    public double height() {
        return bottom - top;
    }

    /** This box less margins (points) on each side: bottom, left, top, right, as R orders sides. */
    public Box inset(double b, double l, double t, double r) {
        return new Box(left + l, top + t, right - r, bottom - b);
    }

    /** The part of this box between fractions of its width and height, measured from its bottom left (R's NDC). */
    public Box fraction(double x0, double x1, double y0, double y1) {
        return new Box(left + x0 * width(), bottom - y1 * height(), left + x1 * width(), bottom - y0 * height());
    }
}
