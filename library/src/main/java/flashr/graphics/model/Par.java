package flashr.graphics.model;

import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A device's settable graphical parameters with R's defaults. The parameters that describe
 * regions ({@code fin}, {@code pin}, {@code plt}, {@code usr}, {@code mfrow}, ...) are answered by
 * {@link Plot}, which keeps the regions; this class holds the plain values and checks them as R does.
 */
public final class Par {
    /** Parameters R reports but that cannot be set. */
    public static final Set<String> READ_ONLY = Set.of("cin", "cra", "csi", "cxy", "din", "page");

    private final Map<String, RValue> values = new LinkedHashMap<>();

    public Par(String background) {
        put("adj", RDouble.of(0.5));
        put("ann", RLogical.of(true));
        put("ask", RLogical.of(false));
        put("bg", RString.of(background));
        put("bty", RString.of("o"));
        for (String k : new String[] {"cex", "cex.axis", "cex.lab", "cex.sub"}) put(k, RDouble.of(1));
        put("cex.main", RDouble.of(1.2));
        for (String k : new String[] {"col", "col.axis", "col.lab", "col.main", "col.sub", "fg"}) put(k, RString.of("black"));
        put("crt", RDouble.of(0));
        put("err", RInt.of(0));
        put("family", RString.of(""));
        for (String k : new String[] {"font", "font.axis", "font.lab", "font.sub"}) put(k, RInt.of(1));
        put("font.main", RInt.of(2));
        put("lab", RInt.of(5, 5, 7));
        put("las", RInt.of(0));
        put("lend", RString.of("round"));
        put("lheight", RDouble.of(1));
        put("ljoin", RString.of("round"));
        put("lmitre", RDouble.of(10));
        put("lty", RString.of("solid"));
        put("lwd", RDouble.of(1));
        put("mar", RDouble.of(5.1, 4.1, 4.1, 2.1));
        put("mex", RDouble.of(1));
        put("mgp", RDouble.of(3, 1, 0));
        put("mkh", RDouble.of(0.001));
        put("new", RLogical.of(false));
        put("oma", RDouble.of(0, 0, 0, 0));
        put("pch", RInt.of(1));
        put("ps", RInt.of(12));
        put("pty", RString.of("m"));
        put("smo", RDouble.of(1));
        put("srt", RDouble.of(0));
        put("tck", RDouble.of(RDouble.NA));
        put("tcl", RDouble.of(-0.5));
        put("xaxs", RString.of("r"));
        put("xaxt", RString.of("s"));
        put("xpd", RLogical.of(false));
        put("yaxs", RString.of("r"));
        put("yaxt", RString.of("s"));
        put("ylbias", RDouble.of(0.2));
    }

    /** Takes {@code other}'s values (values are never changed in place), as a display list's saved state is restored. */
    public void putAll(Par other) {
        values.clear();
        values.putAll(other.values);
    }

    private void put(String name, RValue v) {
        values.put(name, v);
    }

    /** Whether this class holds the parameter. */
    public boolean holds(String name) {
        return values.containsKey(name);
    }

    public RValue get(String name) {
        return values.get(name);
    }

    public Set<String> names() {
        return values.keySet();
    }

    /** Sets a plain parameter after R's checks of its value. */
    public void set(String name, RValue v) {
        RValue old = values.get(name);
        if (!(v instanceof RVector vec) || vec.length() == 0) throw new RError("graphical parameter \"" + name + "\" has the wrong length");
        int want = switch (name) {
            case "mar", "oma" -> 4;
            case "mgp", "lab" -> 3;
            default -> 1;
        };
        if (want > 1 && vec.length() != want) throw new RError("parameter \"" + name + "\" has the wrong length");
        switch (name) {
            case "cex", "cex.axis", "cex.lab", "cex.main", "cex.sub", "mex", "lwd" -> {
                double d = vec.getDouble(0);
                if (!(d > 0) && !name.equals("lwd")) throw new RError("invalid value specified for graphical parameter \"" + name + "\"");
                if (!(d >= 0)) throw new RError("invalid value specified for graphical parameter \"" + name + "\"");
                v = RDouble.of(d);
            }
            case "las" -> {
                int k = vec.getInt(0);
                if (k < 0 || k > 3) throw new RError("invalid value specified for graphical parameter \"las\"");
                v = RInt.of(k);
            }
            case "xaxs", "yaxs" -> {
                String s = vec.getString(0);
                if (!Set.of("r", "i", "e", "s", "d").contains(s)) throw new RError("invalid value specified for graphical parameter \"" + name + "\"");
            }
            case "pty" -> {
                String s = vec.getString(0);
                if (!s.equals("m") && !s.equals("s")) throw new RError("invalid value specified for graphical parameter \"pty\"");
            }
            case "bty" -> {
                String s = vec.getString(0);
                if (!Set.of("o", "l", "7", "c", "u", "]", "n").contains(s)) throw new RError("invalid value specified for graphical parameter \"bty\"");
            }
            case "mar", "oma", "mgp" -> v = new RDouble(doubles(vec));
            case "ps", "font", "font.axis", "font.lab", "font.main", "font.sub" -> v = RInt.of(vec.getInt(0));
            default -> { }
        }
        if (old == null) throw new RError("\"" + name + "\" is not a graphical parameter");
        values.put(name, v);
    }

    public double num(String name) {
        return ((RVector) values.get(name)).getDouble(0);
    }

    public double[] nums(String name) {
        return doubles((RVector) values.get(name));
    }

    public String str(String name) {
        return ((RVector) values.get(name)).getString(0);
    }

    /** {@code xpd}: 0 FALSE (plot region), 1 TRUE (figure region), 2 NA (device). */
    public int xpd() {
        RVector v = (RVector) values.get("xpd");
        return v.isNA(0) ? 2 : v.getLogical(0) != 0 ? 1 : 0;
    }

    static double[] doubles(RVector v) {
        double[] d = new double[v.length()];
        for (int i = 0; i < d.length; i++) d[i] = v.getDouble(i);
        return d;
    }
}
