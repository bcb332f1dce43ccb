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
import java.util.function.Function;

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
        r.builtin(".hsv", "h, s, v, alpha", a -> components(a, 3, i -> ColourSpaces.hsv(num(a, 0, i), num(a, 1, i), num(a, 2, i)), false));
        r.builtin(".hcl", "h, c, l, alpha, fixup", a -> {
            boolean fixup = Coerce.flag(a.get(4), "fixup");
            return components(a, 3, i -> ColourSpaces.hcl(num(a, 0, i), num(a, 1, i), num(a, 2, i)), fixup);
        });
        r.builtin(".gray", "level, alpha", a -> components(a, 1, i -> {
            double l = num(a, 0, i);
            if (!(l >= 0 && l <= 1)) throw new RError("invalid gray level, must be in [0,1].");
            return new double[] {l, l, l};
        }, false));
        r.builtin(".palette", "value", a -> palette(a, ctx));
    }

    private static double num(Args a, int arg, int i) {
        RVector v = (RVector) a.get(arg);
        return v.getDouble(i % v.length());
    }

    /** Colours from components computed per element; NA components give NA (as R's hsv and hcl). */
    private static RValue components(Args a, int arity, Function<Integer, double[]> rgbOf, boolean fixup) {
        int n = 0;
        for (int k = 0; k < arity; k++) n = Math.max(n, ((RVector) a.get(k)).length());
        RValue alphaArg = a.get(arity);
        boolean hasAlpha = alphaArg instanceof RVector av && av.length() > 0;
        if (hasAlpha) n = Math.max(n, ((RVector) alphaArg).length());
        for (int k = 0; k < arity; k++) if (((RVector) a.get(k)).length() == 0) n = 0;
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            double[] c = rgbOf.apply(i);
            if (c == null) continue;
            for (int k = 0; k < 3; k++) {
                if (Double.isNaN(c[k])) { c = null; break; }
                if (fixup) c[k] = Math.max(0, Math.min(1, c[k]));
            }
            if (c == null) continue;
            int argb = Colours.scale(c[0], "r") << 16 | Colours.scale(c[1], "g") << 8 | Colours.scale(c[2], "b");
            int alpha = hasAlpha ? Colours.scaleAlpha(((RVector) alphaArg).getDouble(i % ((RVector) alphaArg).length())) : 255;
            out[i] = hasAlpha ? Colours.hex(alpha << 24 | argb) + (alpha == 255 ? "FF" : "") : Colours.hex(0xFF000000 | argb);
        }
        return new RString(out);
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
        if (value instanceof RVector v && v.length() > 0) {
            if (v.length() == 1 && v instanceof RString s && (s.get(0).equalsIgnoreCase("default") || s.get(0).equals("R4"))) {
                p.reset();
            } else {
                int[] cols = new int[v.length()];
                for (int i = 0; i < cols.length; i++) cols[i] = Colours.of(v, i, p, ctx.background(a));
                p.set(cols);
            }
        }
        return new RString(old);
    }
}
