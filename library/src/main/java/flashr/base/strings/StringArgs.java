package flashr.base.strings;

import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Arguments of the string builtins as Java strings, coerced as R's {@code as.character} does. */
public final class StringArgs {
    private StringArgs() {}

    /** {@code as.character(v)} as an array (null elements are NA): factors give their labels. */
    public static String[] strings(RValue v) {
        if (v == null || v == RNull.NULL) return new String[0];
        if (v instanceof RSymbol s) return new String[] {s.name()};
        if (!(v instanceof RVector x)) throw new RError("cannot coerce type '" + v.typeName() + "' to vector of type 'character'");
        int n = x.length();
        String[] r = new String[n];
        if (x.inherits("factor") && x.getAttr("levels") instanceof RString levels) {
            for (int i = 0; i < n; i++) {
                int c = x.getInt(i);
                r[i] = x.isNA(i) || c < 1 || c > levels.length() ? null : levels.get(c - 1);
            }
        } else if (x instanceof RString s) {
            System.arraycopy(s.data(), 0, r, 0, n);
        } else if (x instanceof RList l) {
            for (int i = 0; i < n; i++) {
                RValue e = l.get(i);
                r[i] = e instanceof RVector ev && ev.length() == 1 && ev.type().isAtomic() ? ev.getString(0)
                        : e instanceof RSymbol sym ? sym.name() : e == RNull.NULL ? "NULL" : null;
            }
        } else {
            for (int i = 0; i < n; i++) r[i] = x.getString(i);
        }
        return r;
    }

    /** A character argument that must be a character vector: R's "non-character argument" error otherwise. */
    static String[] character(RValue v, String message) {
        if (v instanceof RString s) return s.data();
        throw new RError(message);
    }

    /** The first string of an argument that must be a single non-NA string. */
    static String single(RValue v, String arg) {
        String[] s = strings(v);
        if (s.length < 1 || s[0] == null) throw new RError("invalid '" + arg + "' argument");
        return s[0];
    }

    /** A logical flag argument with default {@code dflt} when not supplied. */
    static boolean flag(RValue v, boolean dflt, String arg) {
        return v == null ? dflt : Coerce.flag(v, arg);
    }

    /** A fresh character vector with the names, dim and dimnames of {@code like}. */
    static RString withShape(String[] data, RValue like) {
        RString r = new RString(data);
        copyShape(like, r);
        return r;
    }

    /** Copies names, dim and dimnames of {@code from} onto the fresh vector {@code to}. */
    static void copyShape(RValue from, RVector to) {
        if (from == null) return;
        for (String a : new String[] {"names", "dim", "dimnames"}) {
            RValue v = from.getAttr(a);
            if (v != null) to.setAttr(a, v);
        }
    }
}
