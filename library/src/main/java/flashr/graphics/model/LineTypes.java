package flashr.graphics.model;

import flashr.lang.RError;

/**
 * R's line types: "blank", "solid", "dashed", "dotted", "dotdash", "longdash", "twodash", the
 * numbers 0-6 for them, or up to eight hexadecimal digits of dash and gap lengths in units of the
 * line width (a width of 1 being 1/96 inch, 0.75 points).
 */
public final class LineTypes {
    private static final String[] NAMES = {"blank", "solid", "dashed", "dotted", "dotdash", "longdash", "twodash"};
    private static final String[] CODES = {null, "", "44", "13", "1343", "73", "2262"};

    private LineTypes() {}

    /** The dash pattern's hexadecimal digits ("" for solid, null for blank). */
    public static String code(String lty) {
        for (int i = 0; i < NAMES.length; i++) if (NAMES[i].equals(lty)) return CODES[i];
        if (lty.matches("[0-9]") ) {
            int k = Integer.parseInt(lty);
            return k == 0 ? null : CODES[1 + (k - 1) % 6];
        }
        if (lty.length() % 2 == 0 && lty.length() <= 8 && lty.chars().allMatch(c -> Character.digit(c, 16) > 0)) return lty;
        throw new RError("invalid line type: must be length 2, 4, 6 or 8");
    }

    /** The code of a numeric line type. */
    public static String code(double lty) {
        if (!(lty >= 0)) throw new RError("invalid line type");
        int k = (int) lty;
        return k == 0 ? null : CODES[1 + (k - 1) % 6];
    }

    /** The dash array in points for a code, a line width (R's lwd) and the points of one unit of lwd; null for a solid line. */
    public static float[] dashes(String code, double lwd, double lwdPoints) {
        if (code == null || code.isEmpty()) return null;
        float unit = (float) (Math.max(1, lwd) * lwdPoints);
        float[] d = new float[code.length()];
        for (int i = 0; i < d.length; i++) d[i] = Character.digit(code.charAt(i), 16) * unit;
        return d;
    }
}
