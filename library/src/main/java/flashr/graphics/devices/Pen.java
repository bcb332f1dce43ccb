package flashr.graphics.devices;

/**
 * How a line is stroked: its colour (ARGB; alpha 0 draws nothing), width in points, dash pattern in
 * points (null for solid) and R's line end and join styles.
 */
public record Pen(int colour, double width, float[] dash, End end, Join join) {
    /** R's {@code lend}. */
    public enum End { ROUND, BUTT, SQUARE }

    /** R's {@code ljoin}. */
    public enum Join { ROUND, MITRE, BEVEL }

    /** A pen that draws nothing. */
    public static final Pen NONE = new Pen(0, 0, null, End.ROUND, Join.ROUND);

    /** Whether the pen leaves a mark. */
    public boolean visible() {
        return (colour >>> 24) != 0 && width > 0;
    }
}
