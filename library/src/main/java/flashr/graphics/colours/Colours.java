package flashr.graphics.colours;

import flashr.lang.RError;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Colours as R specifies them, turned into ARGB integers: names, "#RRGGBB", "#RRGGBBAA", "#RGB",
 * "transparent", NA (transparent), and numbers, which index the palette (0 is the background).
 */
public final class Colours {
    public static final int TRANSPARENT_WHITE = 0x00FFFFFF;

    private Colours() {}

    /** The colour a string names. */
    public static int parse(String s, Palette palette, int background) {
        if (s == null || s.equals("NA")) return TRANSPARENT_WHITE;
        if (s.startsWith("#")) return hex(s);
        if (!s.isEmpty() && Character.isDigit(s.charAt(0))) {
            try {
                return indexed(Integer.parseInt(s), palette, background);
            } catch (NumberFormatException e) {
                throw new RError("invalid color name '" + s + "'");
            }
        }
        if (s.equalsIgnoreCase("transparent")) return TRANSPARENT_WHITE;
        int rgb = ColourNames.rgb(s);
        if (rgb < 0) throw new RError("invalid color name '" + s + "'");
        return 0xFF000000 | rgb;
    }

    /** Palette entry i (from 1, recycled), the background for 0. */
    public static int indexed(int i, Palette palette, int background) {
        if (i < 0) throw new RError("numerical color values must be >= 0, found " + i);
        if (i == 0) return background;
        return palette.get((i - 1) % palette.size());
    }

    /** Element i of an R colour vector: character, numeric (palette index) or logical NA. */
    public static int of(RVector v, int i, Palette palette, int background) {
        if (v instanceof RString s) return parse(s.get(i), palette, background);
        if (v.isNA(i)) return TRANSPARENT_WHITE;
        double d = v.getDouble(i);
        if (!Double.isFinite(d)) return TRANSPARENT_WHITE;
        return indexed((int) d, palette, background);
    }

    /** Every element of an R colour vector (NULL gives none). */
    public static int[] all(RValue v, Palette palette, int background) {
        if (!(v instanceof RVector vec)) return new int[0];
        int[] out = new int[vec.length()];
        for (int i = 0; i < out.length; i++) out[i] = of(vec, i, palette, background);
        return out;
    }

    private static int hex(String s) {
        int n = s.length() - 1;
        try {
            if (n == 6) return 0xFF000000 | Integer.parseInt(s.substring(1), 16);
            if (n == 8) {
                long v = Long.parseLong(s.substring(1), 16);
                return (int) (((v & 0xFF) << 24) | (v >>> 8));
            }
            if (n == 3 || n == 4) {
                int v = 0;
                for (int k = 1; k <= 3; k++) v = (v << 8) | 17 * Character.digit(s.charAt(k), 16);
                int a = n == 4 ? 17 * Character.digit(s.charAt(4), 16) : 255;
                if (v >= 0 && a >= 0 && s.substring(1).chars().allMatch(c -> Character.digit(c, 16) >= 0)) return (a << 24) | v;
            }
        } catch (NumberFormatException e) {
            // falls through to R's error
        }
        throw new RError("invalid RGB specification");
    }

    /** The name R gives a colour: a colour name when one matches an opaque colour, "transparent", else hexadecimal. */
    public static String name(int argb) {
        int a = argb >>> 24;
        if (a == 255) {
            String name = ColourNames.nameOf(argb & 0xFFFFFF);
            if (name != null) return name;
        } else if (argb == TRANSPARENT_WHITE) {
            return "transparent";
        }
        return hex(argb);
    }

    /** "#RRGGBB", or "#RRGGBBAA" when not opaque. */
    public static String hex(int argb) {
        int a = argb >>> 24;
        String rgb = String.format("#%06X", argb & 0xFFFFFF);
        return a == 255 ? rgb : rgb + String.format("%02X", a);
    }

    /** R's ScaleColor: a component in [0, 1] as 0..255. */
    public static int scale(double x, String what) {
        if (!Double.isFinite(x) || x < 0 || x > 1) throw new RError("color intensity " + fmt(x) + ", not in [0,1]");
        return (int) (255 * x + 0.5);
    }

    /** R's ScaleAlpha. */
    public static int scaleAlpha(double x) {
        if (!Double.isFinite(x) || x < 0 || x > 1) throw new RError("alpha level " + fmt(x) + ", not in [0,1]");
        return (int) (255 * x + 0.5);
    }

    /** C's %g as R's messages print it; NA as "NA". */
    private static String fmt(double x) {
        if (flashr.lang.RDouble.isNAValue(x)) return "NA";
        if (Double.isNaN(x)) return "nan";
        if (Double.isInfinite(x)) return x > 0 ? "inf" : "-inf";
        return flashr.format.DecimalText.general(x, 6, false, false);
    }

    public static String[] names() {
        return ColourNames.names().toArray(new String[0]);
    }
}
