package flashr.base.vectors;

import flashr.base.Registry;
import flashr.base.math.SummaryBuiltins;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Builtins: sorting (sort, order, rank) and sets (unique, duplicated, match, %in%, union, ...). */
public final class SortBuiltins {
    private SortBuiltins() {}

    private static final String[] TIES = {"average", "first", "last", "random", "max", "min"};

    public static void register(Registry r) {
        r.builtin("sort", "x, decreasing, na.last, ...", a -> {
            RValue x = SummaryBuiltins.required(a, 0, "x");
            // sort.default on a classed list (numeric_version): x[order(x)], ordered by xtfrm
            if (classedList(x)) {
                RValue o = SortOrder.order(new RValue[] {xtfrm(a, x)}, new boolean[] {flag(a, 1, "decreasing")}, naLast(a, 2, null), false);
                return a.interp().apply((flashr.lang.RFunction) a.interp().baseEnv().lookup("["), new RValue[] {x, o}, null, a.env(), null);
            }
            return indexReturn(a) ? sortInt(a) : SortOrder.sort(x, SortOrder.decreasing(x, a.has(1) ? a.get(1) : null), naLast(a, 2, null));
        });
        r.builtin("order", "..., na.last, decreasing, method", a -> {
            boolean[] dec = new boolean[] {false};
            if (a.has(2)) {
                RVector d = Coerce.vector(a.get(2), "decreasing");
                dec = new boolean[Math.max(1, d.length())];
                for (int i = 0; i < d.length(); i++) dec[i] = d.getLogical(i) == 1;
            }
            RValue[] keys = a.dots().clone();
            if (keys.length == 0) return new RInt(new int[0]);
            for (int k = 0; k < keys.length; k++) if (classedList(keys[k])) keys[k] = xtfrm(a, keys[k]);
            boolean radix = a.has(3) && "radix".equals(Coerce.stringScalar(a.get(3)));
            return SortOrder.order(keys, dec, naLast(a, 1, Boolean.TRUE), radix);
        });
        r.builtin("rank", "x, na.last, ties.method", SortBuiltins::rank);
        // R's generics are (x, incomparables = FALSE, ...): a third positional argument goes to the
        // method (MARGIN of the matrix and array methods, fromLast of the default one)
        r.builtin("unique", "x, incomparables, ...", flashr.base.DefaultMethodCalls.reportedAsDefault("unique", a -> {
            RValue m = ArrayDuplicates.method(a, "unique", "incomparables");
            return m != null ? m : SortSets.unique(SummaryBuiltins.required(a, 0, "x"), fromLastInDots(a), a.has(1) ? a.get(1) : null);
        }));
        r.builtin("duplicated", "x, incomparables, ...", flashr.base.DefaultMethodCalls.reportedAsDefault("duplicated", a -> {
            RValue m = ArrayDuplicates.method(a, "duplicated", "incomparables");
            return m != null ? m : SortSets.duplicated(SummaryBuiltins.required(a, 0, "x"), fromLastInDots(a), a.has(1) ? a.get(1) : null);
        }));
        r.builtin("anyDuplicated", "x, incomparables, ...", flashr.base.DefaultMethodCalls.reportedAsDefault("anyDuplicated", a -> {
            RValue m = ArrayDuplicates.method(a, "anyDuplicated", "incomparables");
            return m != null ? m : SortSets.anyDuplicated(SummaryBuiltins.required(a, 0, "x"), fromLastInDots(a), a.has(1) ? a.get(1) : null);
        }));
        // the vector methods, which R's own code calls on matrices too (as.factor, split)
        r.builtin("unique.default", "x, incomparables, fromLast, nmax, ...", a -> SortSets.unique(SummaryBuiltins.required(a, 0, "x"), a.has(2) && fromLast(a.get(2)), a.has(1) ? a.get(1) : null));
        r.builtin("duplicated.default", "x, incomparables, fromLast, nmax, ...",
                a -> SortSets.duplicated(SummaryBuiltins.required(a, 0, "x"), a.has(2) && fromLast(a.get(2)), a.has(1) ? a.get(1) : null));
        r.builtin("anyDuplicated.default", "x, incomparables, fromLast, ...",
                a -> SortSets.anyDuplicated(SummaryBuiltins.required(a, 0, "x"), a.has(2) && fromLast(a.get(2)), a.has(1) ? a.get(1) : null));
        r.builtin(".duplicated_tuples", "x, MARGIN, fromLast, any", ArrayDuplicates::tuples);
        r.builtin("match", "x, table, nomatch, incomparables", a -> SortSets.match(
                SummaryBuiltins.required(a, 0, "x"), SummaryBuiltins.required(a, 1, "table"),
                a.has(2) ? Coerce.intScalar(a.get(2)) : RInt.NA, a.has(3) ? a.get(3) : null));
        r.builtin("%in%", "x, table", a -> SortSets.in(
                SummaryBuiltins.required(a, 0, "x"), SummaryBuiltins.required(a, 1, "table")));
        r.builtin("union", "x, y", a -> SortSets.union(
                SummaryBuiltins.required(a, 0, "x"), SummaryBuiltins.required(a, 1, "y")));
        r.builtin("intersect", "x, y", a -> SortSets.intersect(
                SummaryBuiltins.required(a, 0, "x"), SummaryBuiltins.required(a, 1, "y")));
        r.builtin("setdiff", "x, y", a -> SortSets.setdiff(
                SummaryBuiltins.required(a, 0, "x"), SummaryBuiltins.required(a, 1, "y")));
    }

    /** A list with a class (numeric_version, say): R orders it by its xtfrm method. */
    private static boolean classedList(RValue x) {
        return x instanceof flashr.lang.RList && x.getAttr("class") != null;
    }

    private static RValue xtfrm(Args a, RValue x) {
        // the result of an R function: read as an R vector, even where the engine holds it
        return flashr.lang.EngineValue.local(
                a.interp().apply((flashr.lang.RFunction) a.interp().baseEnv().lookup("xtfrm"), new RValue[] {x}, null, a.env(), null));
    }

    /** Whether sort's {@code ...} asks for index.return = TRUE (an argument of sort.int, which sort passes on). */
    private static boolean indexReturn(Args a) {
        for (int i = 0; i < a.dots().length; i++) {
            if ("index.return".equals(a.dotNames()[i])) return Coerce.flag(a.dots()[i], "index.return");
        }
        return false;
    }

    /** sort(x, ..., index.return = TRUE) as R's sort.default calls it: sort.int, which gives list(x, ix). */
    private static RValue sortInt(Args a) {
        RValue f = a.interp().baseEnv().getLocal("sort.int");
        RValue naLast = a.has(2) ? a.get(2) : new RLogical(new int[] {RLogical.NA});
        return a.interp().apply((flashr.lang.RFunction) f,
                new RValue[] {SummaryBuiltins.required(a, 0, "x"), RLogical.of(flag(a, 1, "decreasing")), naLast, RLogical.of(true)},
                new String[] {null, "decreasing", "na.last", "index.return"}, a.env(), null);
    }

    /** The default method's fromLast among the generic's dots, as a flag (FALSE when absent). */
    private static boolean fromLastInDots(Args a) {
        RValue v = fromLastArgument(a);
        return v != null && fromLast(v);
    }

    /** fromLast as R's .Internal(unique()) reads it: asLogical, NA an error. */
    private static boolean fromLast(RValue v) {
        int b = Coerce.logicalScalar(v);
        if (b == RLogical.NA) throw new RError("'fromLast' must be TRUE or FALSE");
        return b == 1;
    }

    /**
     * The default method's fromLast among the generic's dots, or null: named fromLast (or a prefix
     * of it, as R matches partially), else the first unnamed argument (the default method's next
     * formal). The engine's methods read it too.
     */
    public static RValue fromLastArgument(Args a) {
        RValue[] dots = a.dots();
        String[] names = a.dotNames();
        for (int i = 0; i < dots.length; i++) {
            String n = names == null ? null : names[i];
            if (n != null && !n.isEmpty() && "fromLast".startsWith(n)) return dots[i];
        }
        for (int i = 0; i < dots.length; i++) {
            if (names == null || names[i] == null || names[i].isEmpty()) return dots[i];
        }
        return null;
    }

    private static boolean flag(Args a, int i, String name) {
        return a.has(i) && Coerce.flag(a.get(i), name);
    }

    /** na.last: TRUE, FALSE, or NA (null: remove NAs); {@code absent} when not supplied. */
    private static Boolean naLast(Args a, int i, Boolean absent) {
        if (!a.has(i)) return absent;
        int b = Coerce.logicalScalar(a.get(i));
        return b == RLogical.NA ? null : b == 1;
    }

    private static RValue rank(Args a) {
        RValue x = SummaryBuiltins.required(a, 0, "x");
        String ties = "average";
        if (a.has(2)) {
            String t = Coerce.stringScalar(a.get(2));
            ties = null;
            for (String candidate : TIES) {
                if (t != null && candidate.startsWith(t)) ties = candidate;
            }
            if (ties == null) throw new RError("'arg' should be one of " + quoted());
        }
        String naLast = "TRUE";
        if (a.has(1)) {
            RValue v = a.get(1);
            if (v instanceof RString s && s.length() == 1 && "keep".equals(s.get(0))) {
                naLast = "keep";
            } else {
                int b = Coerce.logicalScalar(v);
                if (b == RLogical.NA) {
                    x = withoutNA(x);
                    naLast = "keep";
                } else {
                    naLast = b == 1 ? "TRUE" : "FALSE";
                }
            }
        }
        return SortOrder.rank(x, naLast, ties);
    }

    private static String quoted() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < TIES.length; i++) sb.append(i == 0 ? "" : ", ").append('\u201c').append(TIES[i]).append('\u201d');
        return sb.toString();
    }

    /** x without its NA elements, names kept. */
    private static RValue withoutNA(RValue x) {
        if (!(x instanceof RVector v) || x == RNull.NULL) return x;
        int n = v.length(), kept = 0;
        for (int i = 0; i < n; i++) if (!v.isNA(i)) kept++;
        RVector r = v.allocate(kept);
        RString names = v.names();
        String[] nm = names == null ? null : new String[kept];
        for (int i = 0, k = 0; i < n; i++) {
            if (v.isNA(i)) continue;
            if (nm != null) nm[k] = names.get(i);
            v.copyElement(i, r, k++);
        }
        if (nm != null) r.setAttr("names", new RString(nm));
        return v.type() == RType.LIST ? x : r;
    }
}
