package flashr.graphics.colours;

import flashr.eval.Coerce;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
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
        r.builtin(".rgb", "red, green, blue, alpha, maxColorValue", ColourBuiltins::rgb);
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
        if (level.length == 0) return new RString(new String[0]);
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

    private static RValue rgb(Args a) {
        double max = Coerce.doubleScalar(a.get(4));
        RValue alpha = a.get(3);
        boolean hasAlpha = alpha instanceof RVector av && av.length() > 0;
        RVector r = (RVector) a.get(0), g = (RVector) a.get(1), b = (RVector) a.get(2);
        int n = Math.max(r.length(), Math.max(g.length(), b.length()));
        if (hasAlpha) n = Math.max(n, ((RVector) alpha).length());
        if (r.length() == 0 || g.length() == 0 || b.length() == 0) n = 0;
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            int rr = channel(r, i, max), gg = channel(g, i, max), bb = channel(b, i, max);
            String hex = String.format("#%02X%02X%02X", rr, gg, bb);
            out[i] = hasAlpha ? hex + String.format("%02X", channel((RVector) alpha, i, max)) : hex;
        }
        return new RString(out);
    }

    /** A component as 0..255: integers as given when the maximum is 255 (R truncates), else scaled. */
    private static int channel(RVector v, int i, double max) {
        double x = v.getDouble(i % v.length());
        if (max == 255) {
            if (Double.isNaN(x)) throw new RError("color intensity NA, not in 0:255");
            int k = (int) x;
            if (k < 0 || k > 255) throw new RError("color intensity " + k + ", not in 0:255");
            return k;
        }
        return Colours.scale(x / max, "");
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
