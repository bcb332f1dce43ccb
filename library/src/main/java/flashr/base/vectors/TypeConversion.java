package flashr.base.vectors;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.NumberText;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;

/** {@code as.logical}, {@code as.integer}, {@code as.double}, {@code as.character}, {@code as.vector}, {@code as.list}, with R's coercion warnings. */
public final class TypeConversion {
    private TypeConversion() {}

    /**
     * {@code as.<type>(x)}: attributes (names included) dropped; NAs from bad input warned about
     * (in the innermost closure's call, as R's coerceVector does for the builtins that use it).
     */
    public static RVector as(Args a, RValue x, RType type) {
        return as(a, x, type, null);
    }

    /** {@link #as(Args, RValue, RType)} warning in {@code warnCall} (when not null: a builtin R writes as a closure). */
    public static RVector as(Args a, RValue x, RType type, RValue warnCall) {
        if (x == RNull.NULL) return Coerce.allocate(type, 0);
        if (x instanceof RSymbol s && type == RType.CHARACTER) return RString.of(s.name());
        if (x instanceof flashr.lang.RCall c && type == RType.CHARACTER) {
            // each part of the call: a name as itself, a constant as its text, a call deparsed
            String[] parts = new String[c.argCount() + 1];
            for (int i = 0; i < parts.length; i++) {
                RValue p = i == 0 ? c.function() : c.arg(i - 1);
                parts[i] = p instanceof RSymbol sym ? sym.name()
                        : p instanceof RString str && str.length() == 1 ? str.get(0)
                        : flashr.parse.Deparser.deparse(p);
            }
            return new RString(parts);
        }
        if (x instanceof flashr.lang.RCall && type != RType.LIST && type != RType.EXPRESSION) {
            // R's coercePairList: a call is a pairlist, which has its own message
            throw new RError("'language' object cannot be coerced to type '" + type.typeName() + "'");
        }
        if (!(x instanceof RVector v)) {
            throw new RError("cannot coerce type '" + x.typeName() + "' to vector of type '" + type.typeName() + "'");
        }
        if (v.inherits("factor") && (type == RType.CHARACTER || type == RType.LOGICAL)) {
            return Coerce.to(factorLabels(v), type);
        }
        if (v.type() == RType.LIST || v.type() == RType.EXPRESSION) return fromList(v, type);
        RVector r = Coerce.to(v, type);
        if (r == v) return v;
        warnCoercionNAs(a, v, r, warnCall);
        return r;
    }

    /**
     * A factor's labels as a character vector: one pass over the integer codes that shares the
     * levels' String objects (as R shares its CHARSXPs), with no per-element generic access, so that
     * as.character(f) of a long factor is cheap from the first call.
     */
    static RString factorLabels(RVector f) {
        String[] lev = f.getAttr("levels") instanceof RString l ? l.data() : new String[0];
        String[] s = new String[f.length()];
        if (f instanceof RInt codes) labels(codes.data(), lev, s);
        else for (int i = 0; i < s.length; i++) s[i] = label(f.getInt(i), lev);
        return new RString(s);
    }

    private static void labels(int[] codes, String[] lev, String[] s) {
        for (int i = 0; i < s.length; i++) s[i] = label(codes[i], lev);
    }

    /** NA (null) for NA codes and codes outside the levels. */
    private static String label(int code, String[] lev) {
        // RInt.NA is Integer.MIN_VALUE: below 1
        return code >= 1 && code <= lev.length ? lev[code - 1] : null;
    }

    private static void warnCoercionNAs(Args a, RVector from, RVector to, RValue warnCall) {
        if (to.type() != RType.INTEGER && to.type() != RType.DOUBLE) return;
        if (from.type() != RType.CHARACTER && !(from.type() == RType.DOUBLE && to.type() == RType.INTEGER)) return;
        boolean bad = false;
        boolean range = false;
        for (int i = 0; i < to.length(); i++) {
            if (!to.isNA(i) || from.isNA(i)) continue;
            if (from.type() == RType.DOUBLE) {
                range = true;
                continue;
            }
            String text = from.getString(i).strip();
            double d = NumberText.parseDouble(text);
            if (RDouble.isNAValue(d)) bad |= !text.isEmpty();
            else if (!Double.isNaN(d) && to.type() == RType.INTEGER) range = true;
        }
        // R reports coercion warnings in the innermost closure's call (none at top level)
        RValue call = warnCall != null ? warnCall : a.interp().errorHere("").call();
        if (bad) a.interp().warning(call, "NAs introduced by coercion");
        if (range) a.interp().warning(call, "NAs introduced by coercion to integer range");
    }

    /** Elements of a list as atomic values: each must be length one (characters deparse the others). */
    private static RVector fromList(RVector l, RType type) {
        int n = l.length();
        RVector r = Coerce.allocate(type, n);
        for (int i = 0; i < n; i++) {
            RValue e = l.getElement(i);
            if (type == RType.CHARACTER) {
                ((RString) r).set(i, e instanceof RVector ev && ev.type().isAtomic() && ev.length() == 1
                        ? ev.getString(0) : TypeDeparse.deparse(e));
            } else if (e instanceof RVector ev && ev.type().isAtomic() && ev.length() == 1) {
                Coerce.to(ev, type).copyElement(0, r, i);
            } else {
                throw new RError("'list' object cannot be coerced to type '" + type.typeName() + "'");
            }
        }
        return r;
    }

    /** {@code as.vector(x, mode)}. */
    static RValue asVector(Args a, RValue x, String mode) {
        switch (mode) {
            case "any" -> {
                if (x instanceof RVector v && v.inherits("factor")) return factorLabels(v);
                if (x instanceof RList l) {
                    if (!l.hasAttributes() || l.attributes().size() == 1 && l.names() != null) return l;
                    RList r = (RList) Coerce.to(l, l.type());
                    r.setAttr("names", l.names());
                    return r;
                }
                if (x instanceof RVector v) return Coerce.to(v, v.type());
                return x;
            }
            case "list" -> {
                return asList(x);
            }
            case "symbol", "name" -> {
                String s = Coerce.stringScalar(x);
                if (s == null) throw new RError("invalid type/length (symbol/" + (x instanceof RVector v ? v.length() : 1) + ") in vector allocation");
                return RSymbol.of(s);
            }
            default -> {
                return as(a, x, VectorBuiltins.modeType(mode));
            }
        }
    }

    /** {@code as.list(x)}: elements of a vector as a list, names kept; variables of an environment. */
    static RValue asList(RValue x) {
        if (x == RNull.NULL) return Coerce.allocate(RType.LIST, 0);
        if (x instanceof RList l && l.isPairlist()) {
            RList r = new RList(l.elements());
            r.setAttributes(l.attributes());
            return r;
        }
        if (x instanceof RList l && !l.isExpression()) return l;
        if (x instanceof RVector v) {
            RVector r = Coerce.to(v, RType.LIST);
            if (v.names() != null) r.setAttr("names", v.names());
            if (v.inherits("factor")) {
                for (int i = 0; i < r.length(); i++) {
                    RVector e = (RVector) ((RList) r).get(i);
                    RVector f = Coerce.to(e, RType.INTEGER);
                    Subset.keepFactor(v, f);
                    ((RList) r).set(i, f);
                }
            }
            return r;
        }
        if (x instanceof REnvironment e) {
            // R's internal order (as.list(e, sorted = TRUE) sorts)
            String[] names = flashr.lang.EnvironmentOrder.of(e).toArray(String[]::new);
            RValue[] values = new RValue[names.length];
            for (int i = 0; i < names.length; i++) {
                RValue v = e.getLocal(names[i]);
                values[i] = v instanceof RPromise p && p.isForced() ? p.value() : v;
            }
            RList r = new RList(values);
            r.setAttr("names", new RString(names));
            return r;
        }
        if (x instanceof RCall c) return SubsetLanguage.asList(c);
        if (x instanceof RFunction) throw new RError("as.list of a function is not supported");
        return RList.of(x);
    }
}
