package flashr.eval;

import flashr.format.PrintOptions;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * R's {@code options()}: the session's settings, kept as R keeps them in the list {@code .Options}
 * of the base environment (so each interpreter has its own). Printing reads them through
 * {@link #printOptions}.
 */
public final class Options {
    private static final String VAR = ".Options";

    private Options() {}

    /** The value of option {@code name}, or null when unset. */
    public static RValue get(Interpreter in, String name) {
        RList all = all(in);
        RString names = all.names();
        for (int i = 0; i < all.length(); i++) {
            if (name.equals(names.get(i))) return all.get(i);
        }
        return null;
    }

    /** The print defaults as the options set them: digits, width, scipen, max.print. */
    public static PrintOptions printOptions(Interpreter in) {
        PrintOptions d = PrintOptions.DEFAULT;
        return new PrintOptions(intOption(in, "digits", d.digits()), intOption(in, "width", d.width()),
                intOption(in, "scipen", d.scipen()), d.quote(), d.right(), intOption(in, "max.print", d.maxPrint()));
    }

    private static int intOption(Interpreter in, String name, int otherwise) {
        RValue v = get(in, name);
        return v instanceof RVector vec && vec.length() == 1 && !vec.isNA(0) ? (int) vec.getDouble(0) : otherwise;
    }

    /** All options by name, as R lists them (sorted). */
    static RList all(Interpreter in) {
        RValue v = in.baseEnv().getLocal(VAR);
        if (v instanceof RList l) return l;
        RList d = defaults();
        in.baseEnv().defineRaw(VAR, d);
        return d;
    }

    private static RList defaults() {
        TreeMap<String, RValue> m = new TreeMap<>();
        m.put("digits", RInt.of(7));
        m.put("width", RInt.of(80));
        m.put("max.print", RInt.of(99999));
        m.put("scipen", RDouble.of(0));
        m.put("warn", RInt.of(0));
        m.put("OutDec", RString.of("."));
        m.put("keep.source", flashr.lang.RLogical.of(false));
        m.put("expressions", RInt.of(5000));
        m.put("useFancyQuotes", flashr.lang.RLogical.of(true));
        m.put("stringsAsFactors", flashr.lang.RLogical.of(false));
        m.put("encoding", RString.of("native.enc"));
        m.put("ts.eps", RDouble.of(1e-5));
        // more of R's start-up values that scripts and R's own code read (getOption("verbose") ...)
        m.put("verbose", flashr.lang.RLogical.of(false));
        m.put("echo", flashr.lang.RLogical.of(false));
        m.put("warning.length", RInt.of(1000));
        m.put("nwarnings", RInt.of(50));
        m.put("timeout", RInt.of(60));
        m.put("na.action", RString.of("na.omit"));
        m.put("show.signif.stars", flashr.lang.RLogical.of(true));
        m.put("show.coef.Pvalues", flashr.lang.RLogical.of(true));
        m.put("show.error.messages", flashr.lang.RLogical.of(true));
        m.put("add.smooth", flashr.lang.RLogical.of(true));
        m.put("prompt", RString.of("> "));
        m.put("continue", RString.of("+ "));
        m.put("pkgType", RString.of("source")); // what utils reads for contrib.url, install.packages
        RString contrasts = RString.of("contr.treatment", "contr.poly");
        contrasts.setAttr("names", RString.of("unordered", "ordered"));
        m.put("contrasts", contrasts);
        return list(m);
    }

    private static RList list(TreeMap<String, RValue> m) {
        RList l = new RList(m.values().toArray(new RValue[0]));
        l.setAttr("names", new RString(m.keySet().toArray(new String[0])));
        return l;
    }

    /** Sets the named options (a NULL value removes one); returns the old values, in argument order. */
    static RList set(Interpreter in, List<String> names, List<RValue> values) {
        TreeMap<String, RValue> m = new TreeMap<>();
        RList all = all(in);
        for (int i = 0; i < all.length(); i++) m.put(all.names().get(i), all.get(i));
        RValue[] old = new RValue[names.size()];
        for (int i = 0; i < old.length; i++) {
            String name = names.get(i);
            RValue prev = m.get(name);
            old[i] = prev == null ? RNull.NULL : prev;
            RValue v = validated(name, values.get(i));
            if (v == RNull.NULL) m.remove(name);
            else m.put(name, v);
        }
        in.baseEnv().defineRaw(VAR, list(m));
        RList r = new RList(old);
        r.setAttr("names", new RString(names.toArray(new String[0])));
        return r;
    }

    /** R checks and normalises a few options: digits and width are integers in a range. */
    private static RValue validated(String name, RValue v) {
        switch (name) {
            case "digits" -> {
                int d = intIn(v, 1, 22);
                if (d == Integer.MIN_VALUE) throw new RError("invalid 'digits' parameter, allowed 1...22");
                return RInt.of(d);
            }
            case "width" -> {
                int w = intIn(v, 10, 10000);
                if (w == Integer.MIN_VALUE) throw new RError("invalid 'width' parameter, allowed 10...10000");
                return RInt.of(w);
            }
            case "scipen" -> {
                if (!(v instanceof RVector vec) || vec.length() != 1 || !vec.type().isNumeric() || vec.isNA(0)) {
                    throw new RError("invalid 'scipen'");
                }
                return v;
            }
            case "warn" -> {
                if (!(v instanceof RVector vec) || vec.length() != 1 || !vec.type().isNumeric()) {
                    throw new RError("invalid value for 'warn'");
                }
                return RInt.of((int) vec.getDouble(0));
            }
            default -> {
                return v;
            }
        }
    }

    private static int intIn(RValue v, int lo, int hi) {
        if (!(v instanceof RVector vec) || vec.length() != 1 || !vec.type().isNumeric() && vec.type() != RType.LOGICAL
                || vec.isNA(0)) {
            return Integer.MIN_VALUE;
        }
        int d = (int) vec.getDouble(0);
        return d < lo || d > hi ? Integer.MIN_VALUE : d;
    }

    /** {@code options(...)}: queries by name, sets by name=value, or a list of either. */
    public static RValue options(flashr.eval.Args a) {
        Interpreter in = a.interp();
        RValue[] dots = a.dots();
        String[] dn = a.dotNames();
        if (dots.length == 0) return all(in);
        if (dots.length == 1 && (dn[0] == null || dn[0].isEmpty()) && dots[0] instanceof RList l) {
            dots = l.data();
            dn = l.names() == null ? new String[dots.length] : l.names().data();
        }
        List<String> setNames = new ArrayList<>();
        List<RValue> setValues = new ArrayList<>();
        List<String> queryNames = new ArrayList<>();
        for (int i = 0; i < dots.length; i++) {
            if (dn[i] != null && !dn[i].isEmpty()) {
                setNames.add(dn[i]);
                setValues.add(dots[i]);
            } else if (dots[i] instanceof RString s) {
                for (String q : s.data()) queryNames.add(q);
            } else if (dots[i] != RNull.NULL) {
                throw new RError("invalid argument");
            }
        }
        if (setNames.isEmpty()) {
            RValue[] vals = new RValue[queryNames.size()];
            for (int i = 0; i < vals.length; i++) {
                RValue v = get(in, queryNames.get(i));
                vals[i] = v == null ? RNull.NULL : v;
            }
            RList r = new RList(vals);
            r.setAttr("names", new RString(queryNames.toArray(new String[0])));
            return r;
        }
        RList old = set(in, setNames, setValues);
        in.setVisible(false);
        return old;
    }
}
