package flashr.base.vectors;

import flashr.base.Registry;
import flashr.base.data.DataFrames;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.Attributes;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;

/** Builtins: names, dim, dimnames, attr, attributes, structure, setNames, unname, class, oldClass, inherits, levels. */
public final class AttributeBuiltins {
    private AttributeBuiltins() {}

    public static void register(Registry r) {
        r.builtin("names", "x", a -> names(a.get(0)));
        r.builtin("names<-", "x, value", a -> AttributeSetters.set(a.get(0), "names", a.get(1)));
        r.builtin("dim", "x", a -> orNull(a.get(0).getAttr("dim")));
        r.builtin("dim<-", "x, value", a -> AttributeSetters.set(a.get(0), "dim", a.get(1)));
        r.builtin("dimnames", "x", a -> orNull(a.get(0).getAttr("dimnames")));
        r.builtin("dimnames<-", "x, value", a -> AttributeSetters.set(a.get(0), "dimnames", a.get(1)));
        r.builtin("levels", "x", a -> orNull(a.get(0).getAttr("levels")));
        r.builtin("levels<-", "x, value", a -> AttributeSetters.set(a.get(0), "levels", a.get(1)));
        r.builtin("attr", "x, which, exact", AttributeBuiltins::attr);
        r.builtin("attr<-", "x, which, value", a -> AttributeSetters.set(a.get(0), which(a.get(1)), a.get(2)));
        r.builtin("attributes", "x", a -> attributes(a.get(0)));
        r.builtin("attributes<-", "x, value", a -> setAttributes(a.get(0), a.get(1)));
        r.builtin("structure", ".Data, ...", AttributeBuiltins::structure);
        r.builtin("setNames", "object, nm", a -> AttributeSetters.set(AttributeSetters.temporary(a.has(0) ? a.get(0) : a.get(1)), "names",
                a.get(1) == null ? RNull.NULL : a.get(1)));
        r.builtin("unname", "obj, force", a -> {
            RValue x = a.get(0);
            if (x.getAttr("names") == null && x.getAttr("dimnames") == null) return x;
            RValue t = AttributeSetters.temporary(x);
            t.setAttr("names", null);
            t.setAttr("dimnames", null);
            return t;
        });
        r.builtin("class", "x", a -> TypeClasses.classOf(a.get(0)));
        r.builtin("class<-", "x, value", a -> AttributeSetters.setClass(a.get(0), a.get(1)));
        r.builtin("oldClass", "x", a -> orNull(a.get(0).getAttr("class")));
        // a class of length 0 removes the attribute, as for class<-
        r.builtin("oldClass<-", "x, value", a -> AttributeSetters.set(a.get(0), "class",
                a.get(1) instanceof RVector v && v.length() == 0 ? RNull.NULL : a.get(1)));
        r.builtin("unclass", "x", a -> {
            RValue x = a.get(0);
            if (x.getAttr("class") == null) return x;
            RValue t = AttributeSetters.temporary(x);
            t.setAttr("class", null);
            return t;
        });
        r.builtin("inherits", "x, what, which", AttributeBuiltins::inherits);
    }

    private static RValue orNull(RValue v) {
        return v == null ? RNull.NULL : v;
    }

    /**
     * Gives {@code list} (atomic {@code from} made a list) {@code from}'s names and no other
     * attribute, as R's coerceVector does when [<-, [[<- or $<- make an atomic vector a list.
     */
    public static void keepNamesOnly(RVector from, RVector list) {
        list.setAttributes(null);
        if (names(from) instanceof RString n) list.setAttr("names", n);
    }

    /** {@code names(x)}: the names attribute, a 1-d array's dimnames, an environment's variables in R's frame order. */
    public static RValue names(RValue x) {
        if (x instanceof REnvironment e) {
            // R's do_names: all the frame's names in its internal order (ls(all.names = TRUE, sorted = FALSE))
            return new RString(flashr.lang.EnvironmentOrder.of(e).toArray(String[]::new));
        }
        if (x instanceof RCall c) return orNull(SubsetLanguage.asList(c).getAttr("names"));
        RValue n = x.getAttr("names");
        if (n != null) return n;
        if (x instanceof RVector v && v.dim() != null && v.dim().length == 1 && v.getAttr("dimnames") instanceof RList dn) {
            return dn.get(0);
        }
        return RNull.NULL;
    }

    private static String which(RValue w) {
        if (!(w instanceof RString s) || s.length() != 1 || s.get(0) == null) {
            throw new RError("'name' must be non-null character string");
        }
        return s.get(0);
    }

    private static RValue attr(Args a) {
        RValue x = a.get(0);
        if (!(a.get(1) instanceof RString s) || s.length() != 1) throw new RError("exactly one attribute 'which' must be given");
        String name = s.get(0);
        boolean exact = a.has(2) && Coerce.logicalScalar(a.get(2)) == 1;
        if ("names".equals(name)) return names(x);
        RValue v = x.getAttr(name);
        if ("row.names".equals(name) && v != null) return DataFrames.expanded(v);
        if (v != null || exact) return orNull(v);
        Attributes attrs = x.attributes();
        if (attrs == null) return RNull.NULL;
        RValue found = null;
        for (int i = 0; i < attrs.size(); i++) {
            if (attrs.name(i).startsWith(name)) {
                if (found != null) return RNull.NULL;
                found = attrs.value(i);
            }
        }
        return orNull(found);
    }

    /** {@code attributes(x)}: a named list in the order the attributes were set, or NULL. */
    static RValue attributes(RValue x) {
        Attributes attrs = x.attributes();
        if (attrs == null || attrs.isEmpty()) return RNull.NULL;
        RValue[] values = new RValue[attrs.size()];
        String[] names = new String[attrs.size()];
        for (int i = 0; i < values.length; i++) {
            names[i] = attrs.name(i);
            values[i] = "row.names".equals(names[i]) ? DataFrames.expanded(attrs.value(i)) : attrs.value(i);
        }
        RList l = new RList(values);
        l.setAttr("names", new RString(names));
        return l;
    }

    /** {@code attributes(x) <- value}: all attributes replaced, dim first so that dimnames can follow. */
    private static RValue setAttributes(RValue x, RValue value) {
        if (value != RNull.NULL && !(value instanceof RList)) throw new RError("attributes must be a list or NULL");
        if (x == RNull.NULL && value == RNull.NULL) return x;
        if (x == RNull.NULL) x = new RList(new RValue[0]);
        RValue t = AttributeSetters.writable(x);
        t.setAttributes(null);
        if (value instanceof RList l && l.length() > 0) {
            RString names = l.names();
            if (names == null) throw new RError("attributes must be named");
            for (int i = 0; i < l.length(); i++) {
                if ("dim".equals(names.get(i))) t = AttributeSetters.set(t, "dim", l.get(i));
            }
            for (int i = 0; i < l.length(); i++) {
                String n = names.get(i);
                if (n == null || n.isEmpty()) throw new RError("all attributes must have names [" + (i + 1) + " does not]");
                if (!"dim".equals(n)) t = AttributeSetters.set(t, n, l.get(i));
            }
        }
        return t;
    }

    private static RValue structure(Args a) {
        RValue x = a.get(0);
        if (x == null) throw new RError("argument \".Data\" is missing, with no default");
        RValue[] dots = a.dots();
        String[] names = a.dotNames();
        if (dots.length == 0) return x;
        if (x == RNull.NULL) x = new RList(new RValue[0]);
        RValue t = AttributeSetters.temporary(x);
        for (int i = 0; i < dots.length; i++) {
            String n = names == null ? null : names[i];
            if (n == null || n.isEmpty()) throw new RError("attributes must be named");
            String attr = switch (n) {
                case ".Names" -> "names";
                case ".Dim" -> "dim";
                case ".Dimnames" -> "dimnames";
                default -> n;
            };
            t = AttributeSetters.set(t, attr, dots[i]);
        }
        return t;
    }

    private static RValue inherits(Args a) {
        RString classes = TypeClasses.classOf(a.get(0));
        if (!(a.get(1) instanceof RString what)) throw new RError("'what' must be a character vector or an object with a nameOfClass() method");
        boolean which = a.has(2) && Coerce.flag(a.get(2), "which");
        int[] at = new int[what.length()];
        boolean any = false;
        for (int k = 0; k < what.length(); k++) {
            for (int i = 0; i < classes.length(); i++) {
                if (classes.get(i).equals(what.get(k))) {
                    at[k] = i + 1;
                    any = true;
                    break;
                }
            }
        }
        return which ? new RInt(at) : RLogical.of(any);
    }
}
