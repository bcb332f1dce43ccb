package flashr.base.vectors;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RDouble;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/** Builtins: typeof, mode, storage.mode, is.* (is.na, anyNA too), as.*, factor, identical, all.equal, isTRUE, isFALSE. */
public final class TypeBuiltins {
    private TypeBuiltins() {}

    /**
     * identical's x or y: the empty symbol ({@code identical(substitute(a), quote(expr = ))})
     * comes in as an absent argument, so one the call did write is that symbol.
     */
    private static RValue compared(flashr.eval.Args a, int i) {
        if (a.has(i)) return a.get(i);
        if (a.call() == null || !a.emptyValuesAreSymbols()) {
            throw new RError("argument \"" + (i == 0 ? "x" : "y") + "\" is missing, with no default");
        }
        int written = 0;
        for (int k = 0; k < a.call().argCount(); k++) {
            String name = a.call().argName(k);
            if (name == null || name.isEmpty() || name.equals("x") || name.equals("y")) written++;
        }
        if (written >= 2) return flashr.lang.RMissing.MISSING;
        throw new RError("argument \"" + (i == 0 ? "x" : "y") + "\" is missing, with no default");
    }

    public static void register(Registry r) {
        r.builtin("typeof", "x", a -> {
            // typeof(quote(expr = )): the empty symbol comes in as an absent argument
            if (!a.has(0) && a.call() != null && a.call().argCount() == 1 && a.emptyValuesAreSymbols()) return RString.of("symbol");
            return RString.of(a.get(0) instanceof RBuiltin f ? flashr.eval.RPrimitives.typeOf(f.name()) : a.get(0).typeName());
        });
        r.builtin("is.primitive", "x", a -> RLogical.of(a.get(0) instanceof RBuiltin f && flashr.eval.RPrimitives.isPrimitive(f.name())));
        r.builtin("mode", "x", a -> RString.of(mode(a.get(0))));
        r.builtin("storage.mode", "x", a -> RString.of(storageMode(a.get(0))));
        r.builtin("storage.mode<-", "x, value", a -> {
            String mode = Coerce.stringScalar(a.get(1));
            if (!(a.get(0) instanceof RVector v)) throw new RError("invalid value");
            if (v.inherits("factor")) throw new RError("invalid to change the storage mode of a factor");
            RType type = VectorBuiltins.modeType(mode);
            return v.type() == type ? v : Coerce.toKeepingAttributes(v, type);
        });
        registerPredicates(r);
        r.builtin("is.vector", "x, mode", a -> RLogical.of(isVector(a.get(0), a.has(1) ? vectorModeArg(a.get(1)) : "any")));
        Pairlists.register(r);
        r.builtin("is.element", "el, table", a -> isElement(a.get(0), a.get(1)));
        r.builtin("as.logical", "x, ...", a -> TypeConversion.as(a, a.get(0), RType.LOGICAL));
        r.builtin("as.integer", "x, ...", a -> TypeConversion.as(a, a.get(0), RType.INTEGER));
        r.builtin("as.double", "x, ...", a -> TypeConversion.as(a, a.get(0), RType.DOUBLE));
        r.alias("as.numeric", "as.double");
        r.builtin("as.character", "x, ...", a -> TypeConversion.as(a, a.get(0), RType.CHARACTER));
        r.builtin("as.vector", "x, mode", a -> TypeConversion.asVector(a, a.get(0), a.has(1) ? vectorMode(a.get(1)) : "any"));
        r.builtin("as.list", "x, ...", a -> {
            RValue l = TypeConversion.asList(a.get(0));
            if (!(a.get(0) instanceof flashr.lang.REnvironment)) return l;
            // as.list.environment(x, all.names = FALSE, sorted = FALSE): names starting with "." only
            // when asked for; R's internal order unless sorted
            RList out = dotFlag(a, "all.names") ? (RList) l : withoutDotNames((RList) l);
            return dotFlag(a, "sorted") ? sortedByName(out) : out;
        });
        r.builtin("identical", "x, y, num.eq, single.NA, attrib.as.set, ignore.bytecode, ignore.environment, ignore.srcref, extptr.as.ref",
                a -> RLogical.of(TypeIdentical.identical(compared(a, 0), compared(a, 1), true)));
        r.builtin("all.equal", "target, current, tolerance, check.attributes, check.names, ...", a -> {
            double tolerance = a.has(2) ? Coerce.doubleScalar(a.get(2)) : 1.5e-8;
            boolean attrs = !a.has(3) || Coerce.flag(a.get(3), "check.attributes");
            boolean names = !a.has(4) || Coerce.flag(a.get(4), "check.names");
            List<String> msg = new TypeAllEqual(tolerance, attrs, names).compare(a.get(0), a.get(1));
            return msg.isEmpty() ? RLogical.of(true) : new RString(msg.toArray(String[]::new));
        });
        r.builtin("is.na", "x", a -> isNA(a, a.get(0)));
        r.builtin("anyNA", "x, recursive", a -> RLogical.of(anyNA(a.get(0), a.has(1) && Coerce.flag(a.get(1), "recursive"))));
        r.builtin("isTRUE", "x", a -> RLogical.of(isFlag(a.get(0), 1)));
        r.builtin("isFALSE", "x", a -> RLogical.of(isFlag(a.get(0), 0)));
        r.builtin("nlevels", "x", a -> RInt.of(a.get(0).getAttr("levels") instanceof RVector l ? l.length() : 0));
    }

    private static void registerPredicates(Registry r) {
        predicate(r, "is.null", x -> x == RNull.NULL);
        predicate(r, "is.logical", x -> x.type() == RType.LOGICAL);
        predicate(r, "is.integer", x -> x.type() == RType.INTEGER);
        predicate(r, "is.double", x -> x.type() == RType.DOUBLE);
        predicate(r, "is.numeric", x -> (x.type() == RType.INTEGER || x.type() == RType.DOUBLE) && !x.inherits("factor"));
        predicate(r, "is.character", x -> x.type() == RType.CHARACTER);
        predicate(r, "is.atomic", x -> x.type().isAtomic() || x == RNull.NULL);
        predicate(r, "is.list", x -> x.type() == RType.LIST);
        predicate(r, "is.function", x -> x instanceof RFunction);
        predicate(r, "is.matrix", x -> x instanceof RVector v && v.isMatrix());
        predicate(r, "is.array", x -> x instanceof RVector v && v.dim() != null);
        predicate(r, "is.symbol", x -> x instanceof RSymbol);
        r.alias("is.name", "is.symbol");
        predicate(r, "is.call", x -> x instanceof RCall);
        predicate(r, "is.language", x -> x instanceof RCall || x instanceof RSymbol || x.type() == RType.EXPRESSION);
        predicate(r, "is.environment", x -> x instanceof REnvironment);
        predicate(r, "is.factor", x -> x.inherits("factor"));
        predicate(r, "is.object", x -> x.getAttr("class") != null);
    }

    private static void predicate(Registry r, String name, Predicate<RValue> test) {
        r.builtin(name, "x", a -> {
            if (!a.has(0)) throw new RError("0 arguments passed to '" + name + "' which requires 1");
            return RLogical.of(test.test(a.get(0)));
        });
    }

    /** R's {@code mode}: numeric for integer and double, function, name, call (or the call's class for ( ). */
    static String mode(RValue x) {
        return switch (x.type()) {
            case INTEGER, DOUBLE -> "numeric";
            case CLOSURE, BUILTIN, SPECIAL -> "function";
            case SYMBOL -> "name";
            case LANGUAGE -> "(".equals(((RCall) x).functionName()) ? "(" : "call";
            default -> x.typeName();
        };
    }

    private static String storageMode(RValue x) {
        return x instanceof RFunction ? "function" : x.typeName();
    }

    /** {@code is.vector(x, mode)}: the mode matches and there are no attributes other than names. */
    /**
     * {@code is.vector(x, mode)} as R's do_isvector: "any" is any atomic vector, list or expression;
     * "numeric" integer or double (not a factor); "name" is "symbol"; any other mode must be x's
     * typeof (an NA mode is none). The only attribute allowed is names.
     */
    static boolean isVector(RValue x, String mode) {
        if (mode == null) return false;
        if (mode.equals("name")) mode = "symbol";
        RType t = x.type();
        boolean ok = switch (mode) {
            case "any" -> x instanceof RVector && !(x instanceof RList l && l.isPairlist());
            case "numeric" -> (t == RType.INTEGER || t == RType.DOUBLE) && !x.inherits("factor");
            // a base function is a closure where R writes it in R
            default -> (x instanceof RBuiltin b ? flashr.eval.RPrimitives.typeOf(b.name()) : x.typeName()).equals(mode);
        };
        if (!ok || x.attributes() == null) return ok;
        for (int i = 0; i < x.attributes().size(); i++) {
            if (!x.attributes().name(i).equals("names")) return false;
        }
        return true;
    }

    /** The mode argument of is.vector: one string (NA allowed), else R's error. */
    private static String vectorModeArg(RValue m) {
        if (!(m instanceof RString s) || s.length() != 1) throw new RError("invalid 'mode' argument");
        return s.get(0);
    }

    /** {@code is.element(el, table)}: for each element, whether it occurs in the table (compared as strings, as match does). */
    private static RLogical isElement(RValue el, RValue table) {
        RVector x = Coerce.vector(el, "el");
        RVector t = Coerce.vector(table, "table");
        Set<String> keys = new HashSet<>();
        for (int i = 0; i < t.length(); i++) keys.add(String.valueOf(t.getString(i)));
        int[] r = new int[x.length()];
        for (int i = 0; i < r.length; i++) r[i] = keys.contains(String.valueOf(x.getString(i))) ? 1 : 0;
        return new RLogical(r);
    }

    /** {@code is.na(x)}: NA (and NaN) elements, keeping names, dim and dimnames; list elements that are a single NA. */
    private static RValue isNA(Args a, RValue x) {
        if (x == RNull.NULL) return new RLogical(new int[0]);
        if (!(x instanceof RVector v)) {
            a.interp().warning(a.call(), "is.na() applied to non-(list or vector) of type '" + x.typeName() + "'");
            return RLogical.of(false);
        }
        int[] r;
        if (v.type() == RType.EXPRESSION) {
            // R warns for an expression and calls each element not NA
            a.interp().warning(a.call(), "is.na() applied to non-(list or vector) of type 'expression'");
            r = new int[v.length()];
        } else {
            r = v instanceof RDouble d ? NaFlags.of(d.data(), d.length()) : NaFlags.of(v);
        }
        RLogical result = new RLogical(r);
        for (String attr : new String[] {"names", "dim", "dimnames"}) result.setAttr(attr, v.getAttr(attr));
        return result;
    }

    private static boolean anyNA(RValue x, boolean recursive) {
        if (!(x instanceof RVector v)) return false;
        // doubles (most calls, long vectors) by a loop of their own over the array: one loop for
        // every vector type, with isNA's profile polluted by all of them, was compiled 9 times
        // over (deoptimized at its loop's predicates) in one 2e5-row glm
        if (v instanceof flashr.lang.RDouble d) return anyNaN(d.storage(), d.length());
        // integers and factors (a model frame's) likewise: an element call each cost a first
        // na.omit of a 2e5-row factor as much as three double columns
        if (v instanceof RInt iv) return anyIntNA(iv.storage(), iv.length());
        return anyNAElements(v, recursive);
    }

    /**
     * Whether one of a[0 .. n) is NaN (NA included). {@code a[i] != a[i]}, not Double.isNaN: on a
     * first call the loop runs in the bytecode interpreter, where the method call was most of the
     * cost of each element (2e5-row columns are read before the loop is compiled).
     */
    private static boolean anyNaN(double[] a, int n) {
        for (int i = 0; i < n; i++) {
            if (a[i] != a[i]) return true;
        }
        return false;
    }

    private static boolean anyIntNA(int[] a, int n) {
        for (int i = 0; i < n; i++) {
            if (a[i] == RInt.NA) return true;
        }
        return false;
    }

    private static boolean anyNAElements(RVector v, boolean recursive) {
        for (int i = 0; i < v.length(); i++) {
            if (v.isNA(i)) return true;
            if (recursive && v instanceof RList l && anyNA(l.get(i), true)) return true;
        }
        return false;
    }

    private static boolean isFlag(RValue x, int value) {
        return x instanceof RVector v && v.type() == RType.LOGICAL && v.length() == 1 && v.getLogical(0) == value;
    }

    /** as.vector's mode: one string, else R's error. */
    private static String vectorMode(RValue mode) {
        if (!(mode instanceof RString m) || m.length() != 1 || m.get(0) == null) throw new RError("invalid 'mode' argument");
        return m.get(0);
    }

    /** A logical argument given by name in {@code ...} (FALSE when absent). */
    private static boolean dotFlag(Args a, String name) {
        String[] names = a.dotNames();
        for (int i = 0; names != null && i < names.length; i++) {
            if (name.equals(names[i])) return Coerce.flag(a.dots()[i], name);
        }
        return false;
    }

    /** A list's elements in the order of their names (as.list.environment's sorted = TRUE: R's sort()). */
    private static RList sortedByName(RList l) {
        RString names = l.names();
        Integer[] idx = new Integer[l.length()];
        for (int i = 0; i < idx.length; i++) idx[i] = i;
        java.util.Arrays.sort(idx, (x, y) -> flashr.base.arith.CompareOps.collate(names.get(x), names.get(y)));
        RValue[] v = new RValue[idx.length];
        String[] n = new String[idx.length];
        for (int i = 0; i < idx.length; i++) {
            v[i] = l.get(idx[i]);
            n[i] = names.get(idx[i]);
        }
        RList r = new RList(v);
        r.setAttr("names", new RString(n));
        return r;
    }

    /** The elements of an environment's list whose names do not start with ".". */
    private static RList withoutDotNames(RList l) {
        RString names = l.names();
        java.util.List<RValue> values = new java.util.ArrayList<>();
        java.util.List<String> kept = new java.util.ArrayList<>();
        for (int i = 0; names != null && i < l.length(); i++) {
            if (names.get(i).startsWith(".")) continue;
            values.add(l.get(i));
            kept.add(names.get(i));
        }
        if (kept.size() == l.length()) return l;
        RList r = new RList(values.toArray(new RValue[0]));
        r.setAttr("names", new RString(kept.toArray(new String[0])));
        return r;
    }
}
