package flashr.base.vectors;

import flashr.base.data.DataFrames;
import flashr.eval.Coerce;
import flashr.lang.RClosure;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Setting attributes with R's checks and conversions: names are padded, dim must match the
 * length, dimnames must match the extents, class "matrix"/"numeric"/... are conversions.
 * The target is changed in place when unshared, else a copy is.
 */
public final class AttributeSetters {
    private AttributeSetters() {}

    /** {@code x} itself when it may be changed, else a copy that may (for replacement functions). */
    public static RValue writable(RValue x) {
        return x.isShared() ? copy(x) : x;
    }

    /**
     * {@code x} itself when it is a temporary, else a copy: what a builtin that is not a
     * replacement function (unclass, unname, setNames, structure) may change.
     */
    static RValue temporary(RValue x) {
        return x.isTemporary() ? x : copy(x);
    }

    private static RValue copy(RValue x) {
        if (x == RNull.NULL) return x;
        if (x instanceof RVector v) return v.copy();
        if (x instanceof flashr.bind.FmMatrix m) return m.copy(); // FlashR hook: an engine matrix is a value
        if (x instanceof flashr.lang.RCall c) {
            // a call is a value (a formula, a model's terms): changing a shared one must copy it
            flashr.lang.RCall r = new flashr.lang.RCall(c.function(), c.args().clone(), c.names() == null ? null : c.names().clone(), c.pos())
                    .withFunctionTag(c.functionTag());
            r.setAttributes(c.attributes());
            return r;
        }
        if (x instanceof RClosure c) {
            RClosure r = new RClosure(c.formalNames(), c.defaults(), c.body(), c.env(), c.source());
            r.setAttributes(c.attributes());
            return r;
        }
        return x; // environments and builtins are references: R changes them in place too
    }

    /** {@code attr(x, name) <- value} with the checks of names, dim and dimnames (a class is stored as given). */
    public static RValue set(RValue x, String name, RValue value) {
        if (x == RNull.NULL) {
            if (value == RNull.NULL) return RNull.NULL;
            throw new RError("invalid (NULL) left side of assignment");
        }
        if ("names".equals(name) && x instanceof flashr.lang.RCall c) return callWithNames(c, value);
        // attr(x, "a") <- x must not make x its own attribute
        RValue t = x == value && x instanceof RVector v ? v.copy() : writable(x);
        switch (name) {
            case "names" -> setNames(t, value);
            case "dim" -> setDim(t, value);
            case "dimnames" -> setDimnames(t, value);
            case "row.names" -> t.setAttr(name, compactRowNames(value));
            default -> t.setAttr(name, value);
        }
        return t;
    }

    /**
     * As R's row_names_gets stores them: integer row names 1..n, n > 2, become the compact form
     * {@code c(NA, n)}, with n positive: compact but not automatic (.row_names_info(x) is n, so
     * as.matrix keeps them); only .set_row_names's {@code c(NA, -n)} is automatic.
     */
    private static RValue compactRowNames(RValue value) {
        if (!(value instanceof flashr.lang.RInt ri) || ri.length() <= 2 || DataFrames.isCompact(ri)) return value;
        for (int i = 0; i < ri.length(); i++) if (ri.get(i) != i + 1) return value;
        return new flashr.lang.RInt(new int[] {flashr.lang.RInt.NA, ri.length()});
    }

    /** {@code names(call) <- value}: the function slot's tag and the arguments' tags, as R. */
    private static RValue callWithNames(flashr.lang.RCall c, RValue value) {
        String[] names = null;
        String tag = null;
        if (value != RNull.NULL) {
            RVector nv = asCharacter(value);
            int n = c.argCount() + 1;
            if (nv.length() > n) {
                throw new RError("'names' attribute [" + nv.length() + "] must be the same length as the vector [" + n + "]");
            }
            names = new String[c.argCount()];
            if (nv.length() > 0) tag = nv.getString(0);
            for (int i = 1; i < nv.length(); i++) {
                String t = nv.getString(i);
                names[i - 1] = t == null || t.isEmpty() ? null : t; // NA and "" leave no tag, as R
            }
        }
        flashr.lang.RCall r = new flashr.lang.RCall(c.function(), c.args().clone(), names, c.pos()).withFunctionTag(tag);
        r.setAttributes(c.attributes());
        return r;
    }

    private static void setNames(RValue t, RValue value) {
        if (value == RNull.NULL) {
            t.setAttr("names", null);
            return;
        }
        if (t instanceof flashr.bind.FmMatrix m) {
            setEngineNames(m, value);
            return;
        }
        int n = t instanceof RVector v ? v.length() : 1;
        RVector nv = asCharacter(value);
        if (nv.length() > n) {
            throw new RError("'names' attribute [" + nv.length() + "] must be the same length as the vector [" + n + "]");
        }
        if (nv instanceof RString str && str.isDeferred() && nv.length() == n) {
            t.setAttr("names", str.copyElements()); // a copy that makes no strings (see RString)
            return;
        }
        String[] s = new String[n];
        if (nv instanceof RString str) {
            System.arraycopy(str.data(), 0, s, 0, nv.length());   // a copy: the value may change in place later
        } else {
            for (int i = 0; i < nv.length(); i++) s[i] = nv.getString(i);
        }
        t.setAttr("names", new RString(s));
    }

    /**
     * FlashR's {@code names<-} on its objects keeps the value as given (a FlashR vector stays one, as
     * the levels of a FlashR factor are named onto its counts) once its length matches.
     */
    private static void setEngineNames(flashr.bind.FmMatrix t, RValue value) {
        long len = value instanceof flashr.bind.FmMatrix v ? v.length() : value instanceof RVector v ? v.length() : -1;
        if (len < 0) throw new RError("invalid type for names");
        if (len != t.length()) throw new RError("The number of names isn't equal to the number of elements");
        t.setAttr("names", value instanceof flashr.bind.FmMatrix ? value : asCharacter(value));
    }

    private static RVector asCharacter(RValue value) {
        // a FlashR vector of names (the levels of a FlashR factor) names by its elements, as.character
        if (value instanceof flashr.bind.FmMatrix m) value = Coerce.to(m.materialize(), RType.CHARACTER);
        if (!(value instanceof RVector v)) throw new RError("invalid type for names");
        if (v.inherits("factor") && v.getAttr("levels") instanceof RString levels) {
            String[] s = new String[v.length()];
            for (int i = 0; i < s.length; i++) {
                int code = v.getInt(i);
                s[i] = code == RInt.NA ? null : levels.get(code - 1);
            }
            return new RString(s);
        }
        if (v instanceof flashr.lang.RList l) {
            // a list of symbols (a matched call's arguments, as R's selfStart models name their
            // parameters) names by the symbols' names, as R's as.character of a list
            String[] s = new String[l.length()];
            boolean symbols = false;
            for (int i = 0; i < s.length; i++) {
                if (l.get(i) instanceof flashr.lang.RSymbol sym) {
                    s[i] = sym.name();
                    symbols = true;
                } else {
                    s[i] = null;
                }
            }
            if (symbols) {
                RString rest = (RString) Coerce.to(v, RType.CHARACTER);
                for (int i = 0; i < s.length; i++) if (!(l.get(i) instanceof flashr.lang.RSymbol)) s[i] = rest.get(i);
                return new RString(s);
            }
        }
        return Coerce.to(v, RType.CHARACTER);
    }

    private static void setDim(RValue t, RValue value) {
        if (value == RNull.NULL) {
            t.setAttr("dim", null);
            t.setAttr("dimnames", null);
            return;
        }
        if (!(t instanceof RVector v)) throw new RError("invalid first argument, must be vector (list or atomic)");
        if (!(value instanceof RVector dv) || !dv.type().isNumeric() && dv.type() != RType.CHARACTER) {
            throw new RError("invalid second argument, must be vector or NULL");
        }
        if (dv.length() == 0) throw new RError("length-0 dimension vector is invalid");
        int[] d = new int[dv.length()];
        double product = 1;
        for (int i = 0; i < d.length; i++) {
            d[i] = dv.getInt(i);
            if (d[i] == RInt.NA || d[i] < 0) throw new RError("the dims contain missing or negative values");
            product *= d[i];
        }
        if (product != v.length()) {
            // R prints the product as an int, so beyond that range it leaves it out
            if (product > Integer.MAX_VALUE) throw new RError("dims do not match the length of object");
            throw new RError("dims [product " + (long) product + "] do not match the length of object [" + v.length() + "]");
        }
        t.setAttr("names", null);
        t.setAttr("dimnames", null);
        t.setAttr("dim", new RInt(d));
    }

    private static void setDimnames(RValue t, RValue value) {
        if (value == RNull.NULL) {
            t.setAttr("dimnames", null);
            return;
        }
        int[] dim = t instanceof RVector v ? v.dim() : null;
        if (dim == null) throw new RError("'dimnames' applied to non-array");
        if (!(value instanceof RList l)) throw new RError("'dimnames' must be a list");
        if (l.length() > dim.length) {
            throw new RError("length of 'dimnames' [" + l.length() + "] must match that of 'dims' [" + dim.length + "]");
        }
        RValue[] dn = new RValue[dim.length];
        for (int d = 0; d < dim.length; d++) {
            RValue e = d < l.length() ? l.get(d) : RNull.NULL;
            if (e != RNull.NULL) {
                // as R: a zero-length component is NULL whatever the extent
                RVector names = asCharacter(e);
                if (names.length() != dim[d] && names.length() != 0) {
                    throw new RError("length of 'dimnames' [" + (d + 1) + "] not equal to array extent");
                }
                e = names.length() == 0 ? RNull.NULL : names;
            }
            dn[d] = e;
        }
        RList r = new RList(dn);
        if (l.names() != null) {
            String[] nn = new String[dim.length];
            for (int d = 0; d < dim.length; d++) nn[d] = d < l.length() ? l.names().get(d) : "";
            r.setAttr("names", new RString(nn));
        }
        t.setAttr("dimnames", r);
    }

    /** {@code class(x) <- value}: basic class names convert or are checked rather than stored. */
    static RValue setClass(RValue x, RValue value) {
        if (x == RNull.NULL) return set(x, "class", value);
        RValue t = writable(x);
        if (value == RNull.NULL || value instanceof RVector v && v.length() == 0) {
            t.setAttr("class", null);
            return t;
        }
        if (!(value instanceof RString s)) throw new RError("attempt to set invalid 'class' attribute");
        if (s.length() == 1) {
            String c = s.get(0);
            int rank = t instanceof RVector v && v.dim() != null ? v.dim().length : 0;
            switch (c == null ? "" : c) {
                case "matrix" -> {
                    if (rank != 2) {
                        throw new RError("invalid to set the class to matrix unless the dimension attribute is of length 2 (was " + rank + ")");
                    }
                    t.setAttr("class", null);
                    return t;
                }
                case "array" -> {
                    if (rank == 0) throw new RError("cannot set class to \"array\" unless the dimension attribute has length > 0");
                    t.setAttr("class", null);
                    return t;
                }
                case "numeric" -> {
                    t.setAttr("class", null);
                    return t instanceof RVector v && !v.type().isNumeric() ? Coerce.toKeepingAttributes(v, RType.DOUBLE) : t;
                }
                case "logical", "integer", "double", "character", "list" -> {
                    t.setAttr("class", null);
                    if (!(t instanceof RVector v)) throw new RError("cannot coerce to '" + c + "'");
                    RType type = VectorBuiltins.modeType(c);
                    return v.type() == type ? v : Coerce.toKeepingAttributes(v, type);
                }
                case "function" -> {
                    if (!(t instanceof RFunction)) throw new RError("cannot coerce type '" + t.typeName() + "' to vector of type 'function'");
                    t.setAttr("class", null);
                    return t;
                }
                default -> { }
            }
        }
        t.setAttr("class", s);
        return t;
    }
}
