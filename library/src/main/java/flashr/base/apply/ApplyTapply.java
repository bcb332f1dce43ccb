package flashr.base.apply;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** {@code tapply(X, INDEX, FUN, ..., default, simplify)}: FUN over the groups of X given by factors. */
final class ApplyTapply {
    private ApplyTapply() {}

    /** One grouping factor: its level labels and each element's 0-based level (-1 for NA). */
    private record Factor(String[] levels, int[] codes) {}

    /** The 1-based positions of group g's elements. */
    private static RInt positions(int[] group, int g) {
        int count = 0;
        for (int c : group) {
            if (c == g) count++;
        }
        int[] out = new int[count];
        for (int i = 0, k = 0; i < group.length; i++) {
            if (group[i] == g) out[k++] = i + 1;
        }
        return new RInt(out);
    }

    static RValue tapply(Args a) {
        RVector x = ApplyCalls.listLike(a.get(0));
        RFunction f = a.has(2) && a.get(2) != RNull.NULL ? ApplyCalls.matchFun(a, a.get(2)) : null;
        RValue def = a.has(4) ? a.get(4) : flashr.lang.RLogical.na();
        boolean simplify = !a.has(5) || Coerce.flag(a.get(5), "simplify");
        RValue index = a.get(1);
        List<RVector> indices = new ArrayList<>();
        RString indexNames = null;
        if (index instanceof RList l && !l.inherits("factor")) {
            for (RValue v : l.elements()) indices.add(Coerce.vector(v, "INDEX"));
            indexNames = l.names();
        } else {
            indices.add(Coerce.vector(index, "INDEX"));
        }
        if (indices.isEmpty()) throw new RError("'INDEX' is of length zero");
        int n = x.length();
        Factor[] factors = new Factor[indices.size()];
        int[] extent = new int[factors.length];
        for (int k = 0; k < factors.length; k++) {
            if (indices.get(k).length() != n) throw new RError("arguments must have same length");
            factors[k] = asFactor(indices.get(k));
            extent[k] = factors[k].levels.length;
        }
        int ngroup = 1;
        for (int e : extent) ngroup *= e;
        int[] group = new int[n];
        for (int i = 0; i < n; i++) {
            int g = 0;
            int mult = 1;
            for (int k = 0; k < factors.length; k++) {
                int c = factors[k].codes[i];
                if (c < 0) {
                    g = -1;
                    break;
                }
                g += mult * c;
                mult *= extent[k];
            }
            group[i] = g;
        }
        if (f == null) {
            int[] out = new int[n];
            for (int i = 0; i < n; i++) out[i] = group[i] < 0 ? RInt.NA : group[i] + 1;
            return new RInt(out);
        }
        RValue[] results = new RValue[ngroup];
        boolean[] present = new boolean[ngroup];
        RCall call = ApplyCalls.elementCall("FUN", "X");
        // the groups' pieces in one pass over x (a pass per group was most of a first tapply's cost)
        RVector[] pieces = flashr.base.data.GroupSplit.pieces(x, group, ngroup);
        boolean factor = x.inherits("factor");
        // R splits a classed X with its `[` method (split.default): Date, difftime, POSIXct keep their class
        boolean classed = !factor && !(x instanceof RList) && x.getAttr("class") != null;
        RFunction subset = classed ? ApplyCalls.matchFun(a, RString.of("[")) : null;
        for (int g = 0; g < ngroup; g++) {
            if (pieces[g].length() == 0) continue;
            if (classed) pieces[g] = (RVector) ApplyCalls.callExactly(a, subset,
                    RCall.of("[", RSymbol.of("x"), RSymbol.of("i")), x, positions(group, g));
            if (factor) {
                pieces[g].setAttr("levels", x.getAttr("levels"));
                pieces[g].setAttr("class", x.getAttr("class"));
            }
            present[g] = true;
            results[g] = ApplyCalls.call(a, f, call, pieces[g]);
        }
        boolean scalars = simplify;
        for (int g = 0; g < ngroup && scalars; g++) {
            if (present[g] && (!(results[g] instanceof RVector v) || v.length() != 1)) scalars = false;
        }
        RVector ans;
        if (scalars) {
            List<RValue> kept = new ArrayList<>();
            for (int g = 0; g < ngroup; g++) {
                if (present[g]) kept.add(results[g]);
            }
            RVector values = ApplySimplify.unlist(new RList(kept.toArray(RValue[]::new)), false);
            boolean naDefault = def instanceof RVector dv && dv.length() == 1 && dv.isNA(0);
            RType type = naDefault || values.length() == 0 ? values.type() : RType.higher(values.type(), ((RVector) def).type());
            ans = Coerce.allocate(type, ngroup);
            RVector fill = naDefault ? null : Coerce.to((RVector) def, type);
            for (int g = 0, k = 0; g < ngroup; g++) {
                if (present[g]) {
                    Coerce.to(values, type).copyElement(k++, ans, g);
                } else if (fill == null) {
                    ans.setNA(g);
                } else {
                    fill.copyElement(0, ans, g);
                }
            }
        } else {
            RValue[] cells = new RValue[ngroup];
            for (int g = 0; g < ngroup; g++) cells[g] = present[g] ? results[g] : RNull.NULL;
            ans = new RList(cells);
        }
        ans.setAttr("dim", new RInt(extent));
        RValue[] dn = new RValue[factors.length];
        for (int k = 0; k < factors.length; k++) dn[k] = new RString(factors[k].levels);
        RList dimnames = new RList(dn);
        if (indexNames != null) dimnames.setAttr("names", indexNames);
        ans.setAttr("dimnames", dimnames);
        return ans;
    }

    /** as.factor: a factor's own levels, else the sorted distinct non-NA values as text. */
    private static Factor asFactor(RVector v) {
        int n = v.length();
        int[] codes = new int[n];
        if (v.inherits("factor") && v.getAttr("levels") instanceof RString levels) {
            for (int i = 0; i < n; i++) codes[i] = v.isNA(i) ? -1 : v.getInt(i) - 1;
            return new Factor(levels.data(), codes);
        }
        // as.factor of a plain vector as factor() makes it (FactorCodes: levels in the locale's collation,
        // one hash pass); the sort below ordered strings by code point and boxed every element
        if (flashr.base.vectors.FactorCodes.make(v, flashr.lang.RLogical.na(), flashr.lang.RLogical.of(false)) instanceof RInt f
                && f.getAttr("levels") instanceof RString fl) {
            int[] c = f.storage();
            for (int i = 0; i < n; i++) codes[i] = c[i] == RInt.NA ? -1 : c[i] - 1;
            return new Factor(fl.data(), codes);
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        boolean text = v.type() == RType.CHARACTER;
        Arrays.sort(order, (p, q) -> text ? v.getString(p) == null || v.getString(q) == null ? 0
                : v.getString(p).compareTo(v.getString(q)) : Double.compare(v.getDouble(p), v.getDouble(q)));
        List<String> levels = new ArrayList<>();
        java.util.Map<String, Integer> code = new java.util.HashMap<>();
        for (int i : order) {
            if (v.isNA(i)) continue;
            String s = v.getString(i);
            if (!code.containsKey(s)) {
                code.put(s, levels.size());
                levels.add(s);
            }
        }
        for (int i = 0; i < n; i++) codes[i] = v.isNA(i) ? -1 : code.get(v.getString(i));
        return new Factor(levels.toArray(String[]::new), codes);
    }
}
