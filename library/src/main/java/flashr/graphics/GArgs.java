package flashr.graphics;

import flashr.eval.Args;
import flashr.graphics.colours.Colours;
import flashr.graphics.model.LineTypes;
import flashr.graphics.model.Plot;
import flashr.lang.RError;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Reading the graphics builtins' arguments: numbers, strings, colours and line types, recycled by index. */
final class GArgs {
    private GArgs() {}

    /** Makes the call's value invisible; a replayed call has no interpreter to tell. */
    static void invisible(flashr.eval.Args a) {
        if (a.interp() != null) a.interp().setVisible(false);
    }

    static double[] doubles(RValue v) {
        if (!(v instanceof RVector vec)) return new double[0];
        double[] d = new double[vec.length()];
        for (int i = 0; i < d.length; i++) d[i] = vec.isNA(i) ? Double.NaN : vec.getDouble(i);
        return d;
    }

    static String[] strings(RValue v) {
        if (!(v instanceof RVector vec)) return new String[0];
        String[] s = new String[vec.length()];
        for (int i = 0; i < s.length; i++) s[i] = vec.getString(i);
        return s;
    }

    static double num(Args a, int i) {
        RValue v = a.get(i);
        return v instanceof RVector vec && vec.length() > 0 && !vec.isNA(0) ? vec.getDouble(0) : Double.NaN;
    }

    static String str(Args a, int i) {
        RValue v = a.get(i);
        return v instanceof RVector vec && vec.length() > 0 ? vec.getString(0) : null;
    }

    static boolean flag(Args a, int i) {
        RValue v = a.get(i);
        return v instanceof RVector vec && vec.length() > 0 && !vec.isNA(0) && vec.getLogical(0) == 1;
    }

    /** {@code xpd}: 0 FALSE, 1 TRUE, 2 NA. */
    static int xpd(Args a, int i) {
        RValue v = a.get(i);
        if (!(v instanceof RVector vec) || vec.length() == 0) return 0;
        return vec.isNA(0) ? 2 : vec.getLogical(0) != 0 ? 1 : 0;
    }

    /** Element i (recycled) of d; NaN for an empty vector. */
    static double at(double[] d, int i) {
        return d.length == 0 ? Double.NaN : d[i % d.length];
    }

    static int at(int[] d, int i, int otherwise) {
        return d.length == 0 ? otherwise : d[i % d.length];
    }

    static <T> T at(T[] d, int i) {
        return d.length == 0 ? null : d[i % d.length];
    }

    /** Colours of an argument against the session's palette and the device's background. */
    static int[] colours(RValue v, GraphicsSession gs, Plot p) {
        return Colours.all(v, gs.palette(), background(p, gs));
    }

    static int background(Plot p, GraphicsSession gs) {
        if (p == null) return 0xFFFFFFFF;
        String bg = p.par().str("bg");
        return Colours.parse(bg, gs.palette(), 0x00FFFFFF);
    }

    /** Line type codes (see {@link LineTypes}) of an argument, recycled by index. */
    static String[] lineTypes(RValue v) {
        if (!(v instanceof RVector vec)) return new String[] {""};
        String[] out = new String[vec.length()];
        for (int i = 0; i < out.length; i++) {
            if (vec instanceof RString s) out[i] = s.get(i) == null ? null : LineTypes.code(s.get(i));
            else out[i] = vec.isNA(i) ? null : LineTypes.code(vec.getDouble(i));
        }
        if (out.length == 0) throw new RError("invalid line type");
        return out;
    }
}
