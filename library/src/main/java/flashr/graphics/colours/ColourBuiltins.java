package flashr.graphics.colours;

import flashr.eval.Coerce;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.base.vectors.TypeConversion;
import flashr.lang.RVector;

/**
 * The colour builtins behind grDevices' functions ({@code colours.R} recycles and checks the
 * arguments): {@code col2rgb}, {@code colors}, and the internal {@code .rgb}, {@code .hsv},
 * {@code .hcl}, {@code .gray}, {@code .palette}.
 */
public final class ColourBuiltins {
    private ColourBuiltins() {}

    /** The session's palette and background, which numeric colours refer to. */
    public interface Context {
        Palette palette(Args a);

        int background(Args a);
    }

    public static void register(Registry r, Context ctx) {
        r.builtin("col2rgb", "col, alpha", a -> col2rgb(a, ctx));
        r.builtin("colors", "distinct", a -> new RString(Colours.names()));
        r.alias("colours", "colors");
        r.builtin(".rgb", "red, green, blue, alpha, maxColorValue, names", ColourBuiltins::rgb);
        r.builtin(".hsv", "h, s, v, alpha", ColourBuiltins::hsv);
        r.builtin(".hcl", "h, c, l, alpha, fixup", ColourBuiltins::hcl);
        r.builtin(".gray", "level, alpha", ColourBuiltins::gray);
        r.builtin(".palette", "value", a -> palette(a, ctx));
    }

    /** R's hsv: components in [0, 1], finite ("invalid hsv color", "inputs must be finite"). */
    private static RValue hsv(Args a) {
        double[][] c = ColourArgs.components(a, 3);
        int n = ColourArgs.length(c);
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            double h = ColourArgs.at(c[0], i), s = ColourArgs.at(c[1], i), v = ColourArgs.at(c[2], i);
            double alpha = c[3] == null ? 1 : ColourArgs.at(c[3], i);
            if (h < 0 || h > 1 || s < 0 || s > 1 || v < 0 || v > 1 || alpha < 0 || alpha > 1) throw a.interp().errorHere("invalid hsv color");
            double[] rgb = ColourSpaces.hsv(h, s, v);
            if (rgb == null) throw a.interp().errorHere("inputs must be finite");
            out[i] = hex(rgb[0], rgb[1], rgb[2], c[3] == null ? null : alpha);
        }
        return new RString(out);
    }

    /** R's hcl: a non-finite component gives NA; a colour outside sRGB is NA unless fixed up. */
    private static RValue hcl(Args a) {
        double[][] c = ColourArgs.components(a, 3);
        boolean fixup = Coerce.logicalScalar(a.get(4)) != 0;   // R's asLogical: NA fixes up too
        int n = ColourArgs.length(c);
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            double h = ColourArgs.at(c[0], i), chroma = ColourArgs.at(c[1], i), l = ColourArgs.at(c[2], i);
            double alpha = c[3] == null ? 1 : ColourArgs.at(c[3], i);
            if (!Double.isFinite(alpha)) alpha = 1;
            if (!Double.isFinite(h) || !Double.isFinite(chroma) || !Double.isFinite(l)) continue;
            if (l < 0 || l > 100 || chroma < 0 || alpha < 0 || alpha > 1) throw a.interp().errorHere("invalid hcl color");
            double[] rgb = ColourSpaces.hcl(h, chroma, l);
            int[] k = new int[3];
            boolean outside = false;
            for (int j = 0; j < 3; j++) {
                k[j] = (int) (255 * rgb[j] + .5);
                if (k[j] < 0 || k[j] > 255) {
                    outside = true;
                    k[j] = Math.max(0, Math.min(255, k[j]));
                }
            }
            if (outside && !fixup) continue;
            out[i] = hex(k[0], k[1], k[2], c[3] == null ? -1 : Colours.scaleAlpha(alpha));
        }
        return new RString(out);
    }

    /** R's gray: levels in [0, 1]; with alpha as many colours as levels (R writes no more). */
    private static RValue gray(Args a) {
        double[][] c = ColourArgs.components(a, 1);
        double[] level = c[0];
        int n = c[1] == null ? level.length : Math.max(level.length, c[1].length);
        // R 4.2.2 divides by the zero length here and the process dies (SIGFPE); as rgb and hsv
        // do with an empty component, the answer is character(0)
        if (level.length == 0 || c[1] != null && c[1].length == 0) return new RString(new String[0]);
        String[] out = new String[level.length];
        for (int i = 0; i < n; i++) {
            double l = ColourArgs.at(level, i);
            if (Double.isNaN(l) || l < 0 || l > 1) throw a.interp().errorHere("invalid gray level, must be in [0,1].");
            int k = (int) (255 * l + 0.5);
            int alpha = c[1] == null ? -1 : Colours.scaleAlpha(ColourArgs.at(c[1], i));
            if (i >= out.length) throw a.interp().errorHere("attempt to set index " + i + "/" + out.length + " in SET_STRING_ELT");
            out[i] = hex(k, k, k, alpha);
        }
        return new RString(out);
    }

    private static String hex(double r, double g, double b, Double alpha) {
        return hex(Colours.scale(r, "r"), Colours.scale(g, "g"), Colours.scale(b, "b"), alpha == null ? -1 : Colours.scaleAlpha(alpha));
    }

    /** #RRGGBB, or #RRGGBBAA when {@code alpha} is not negative. */
    private static String hex(int r, int g, int b, int alpha) {
        String rgb = String.format("#%02X%02X%02X", r, g, b);
        return alpha < 0 ? rgb : rgb + String.format("%02X", alpha);
    }

    /**
     * R's C_rgb: maxColorValue checked first, the components coerced as R's coerceVector does
     * (to integer when it is 255, read as 0:255; else to double, scaled to [0, 1]), any empty one
     * giving character(0), then the names checked against the longest.
     */
    private static RValue rgb(Args a) {
        // R's asReal: the first element of an atomic vector (a string read with R's warning), else NA
        RValue m = a.get(4);
        double max = Coerce.doubleScalar(m instanceof RString s && s.length() > 0 ? TypeConversion.as(a, RString.of(s.get(0)), RType.DOUBLE) : m);
        if (!Double.isFinite(max) || max == 0) throw a.interp().errorHere("invalid value of 'maxColorValue'");
        RType type = max == 255 ? RType.INTEGER : RType.DOUBLE;
        RVector[] c = new RVector[4];
        for (int k = 0; k < 3; k++) c[k] = ColourArgs.coerced(a, a.get(k), type);
        RValue alpha = a.get(3);
        c[3] = alpha == null || alpha == RNull.NULL ? null : ColourArgs.coerced(a, alpha, type);
        int n = 0;
        for (RVector v : c) {
            if (v == null) continue;
            if (v.length() == 0) return new RString(new String[0]);
            n = Math.max(n, v.length());
        }
        RValue namesArg = a.get(5);
        RVector names = namesArg == null || namesArg == RNull.NULL ? null : ColourArgs.coerced(a, namesArg, RType.CHARACTER);
        if (names != null && names.length() != 0 && names.length() != n) throw a.interp().errorHere("invalid 'names' vector");
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            int rr = channel(c[0], i, max), gg = channel(c[1], i, max), bb = channel(c[2], i, max);
            int aa = c[3] == null ? -1 : alphaChannel(c[3], i, max);
            out[i] = hex(rr, gg, bb, aa);
        }
        RString result = new RString(out);
        if (names != null && names.length() != 0) result.setAttr("names", names);
        return result;
    }

    /** A component as 0..255: R's CheckColor of the integer when the maximum is 255, else ScaleColor of x / max. */
    private static int channel(RVector v, int i, double max) {
        if (max == 255) return checked(v, i, "color intensity");
        return Colours.scale(v.getDouble(i % v.length()) / max, "");
    }

    /** The alpha as 0..255: R's CheckAlpha or ScaleAlpha. */
    private static int alphaChannel(RVector v, int i, double max) {
        if (max == 255) return checked(v, i, "alpha level");
        return Colours.scaleAlpha(v.getDouble(i % v.length()) / max);
    }

    private static int checked(RVector v, int i, String what) {
        int k = v.getInt(i % v.length());
        if (k == RInt.NA) throw new RError(what + " NA, not in 0:255");
        if (k < 0 || k > 255) throw new RError(what + " " + k + ", not in 0:255");
        return k;
    }

    private static RValue col2rgb(Args a, Context ctx) {
        RValue colArg = a.get(0);
        boolean alpha = a.get(1) != null && Coerce.flag(a.get(1), "alpha");
        RVector col = colArg instanceof RVector v ? v : new RString(new String[0]);
        int rows = alpha ? 4 : 3, n = col.length();
        int[] out = new int[rows * n];
        Palette palette = ctx.palette(a);
        int bg = ctx.background(a);
        for (int i = 0; i < n; i++) {
            int c = Colours.of(col, i, palette, bg);
            out[i * rows] = c >>> 16 & 0xFF;
            out[i * rows + 1] = c >>> 8 & 0xFF;
            out[i * rows + 2] = c & 0xFF;
            if (alpha) out[i * rows + 3] = c >>> 24;
        }
        RInt m = new RInt(out);
        m.setAttr("dim", RInt.of(rows, n));
        RString rowNames = alpha ? RString.of("red", "green", "blue", "alpha") : RString.of("red", "green", "blue");
        RString names = col.names();
        m.setAttr("dimnames", RList.of(rowNames, names == null ? RNull.NULL : names));
        return m;
    }

    private static RValue palette(Args a, Context ctx) {
        Palette p = ctx.palette(a);
        String[] old = new String[p.size()];
        for (int i = 0; i < old.length; i++) old[i] = Colours.name(p.get(i));
        RValue value = a.get(0);
        // as R's C_palette: strings only; one names a palette, more are the colours ("NA" transparent)
        if (!(value instanceof RString s)) throw new RError("invalid argument type");
        if (s.length() == 1) {
            String name = s.get(0) == null ? "NA" : s.get(0);
            if (name.replace(" ", "").equalsIgnoreCase("default") || name.equals("R4")) p.reset();
            else throw new RError("unknown palette (need >= 2 colors)");
        } else if (s.length() > 1) {
            if (s.length() > 1024) throw new RError("maximum number of colors is 1024");
            int[] cols = new int[s.length()];
            for (int i = 0; i < cols.length; i++) cols[i] = Colours.of(s, i, p, ctx.background(a));
            p.set(cols);
        }
        return new RString(old);
    }
}
