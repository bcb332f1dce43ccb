package flashr.base.vectors;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * unique, duplicated and anyDuplicated of matrices, arrays and data frames. R dispatches them on
 * the implicit class ("matrix", "array") to its R methods; the builtins send an unclassed array to
 * those methods (base/duplicates.R), whose slices (R's asplit) and rows are compared here by
 * {@link TupleHash}, in place.
 */
public final class ArrayDuplicates {
    private ArrayDuplicates() {}

    /**
     * The R method {@code generic.matrix} or {@code generic.array} applied to the builtin's
     * arguments when x is an array without a class, else null (the vector builtin goes on).
     * {@code formals} are the builtin's named formals after x, passed on by name.
     */
    static RValue method(Args a, String generic, String... formals) {
        if (!(a.get(0) instanceof RVector x) || x.dim() == null || x.classAttr() != null) return null;
        String name = generic + (x.dim().length == 2 ? ".matrix" : ".array");
        RFunction f = a.interp().findFunction(RSymbol.of(name), a.env(), a.call());
        if (!(f instanceof RClosure)) return null;
        java.util.List<RValue> values = new java.util.ArrayList<>();
        java.util.List<String> names = new java.util.ArrayList<>();
        values.add(x);
        names.add(null);
        for (int i = 0; i < formals.length; i++) {
            if (a.has(i + 1)) {
                values.add(a.get(i + 1));
                names.add(formals[i]);
            }
        }
        for (int i = 0; i < a.dots().length; i++) {
            values.add(a.dots()[i]);
            names.add(a.dotNames()[i]);
        }
        RCall c = a.call();
        RCall call = c == null ? null : new RCall(RSymbol.of(name), c.args(), c.names(), c.pos());
        return a.interp().apply(f, values.toArray(new RValue[0]), names.toArray(new String[0]), a.env(), call);
    }

    /**
     * {@code .duplicated_tuples(x, MARGIN, fromLast, any)}: duplicated's flags (or anyDuplicated's
     * position when {@code any}) of the slices of array x along MARGIN, of its elements where R's
     * methods take them (one dimension, or slices of at most one element), or of the rows of a
     * list of columns (MARGIN NULL).
     */
    static RValue tuples(Args a) {
        RValue x = a.get(0);
        boolean fromLast = Coerce.flag(a.get(2), "fromLast"), any = Coerce.flag(a.get(3), "any");
        ElementHash hash;
        if (a.get(1) == RNull.NULL && !(x instanceof RList)) {
            // no margin over a vector: its elements, as R's
            return any ? SortSets.anyDuplicated(x, fromLast) : SortSets.duplicated(x, fromLast);
        } else if (a.get(1) == RNull.NULL) {
            RList cols = (RList) x;
            RVector[] vs = new RVector[cols.length()];
            for (int j = 0; j < vs.length; j++) vs[j] = (RVector) cols.get(j);
            hash = TupleHash.ofColumns(vs);
        } else {
            RVector v = (RVector) x;
            int[] dims = v.dim();
            RVector margin = Coerce.vector(a.get(1), "MARGIN");
            int[] m = new int[margin.length()];
            boolean[] seen = new boolean[dims.length];
            long rest = 1;
            for (int k = 0; k < m.length; k++) {
                m[k] = margin.getInt(k) - 1;
                if (m[k] < 0 || m[k] >= dims.length) throw new RError("invalid 'MARGIN' argument");
                seen[m[k]] = true;
            }
            for (int d = 0; d < dims.length; d++) if (!seen[d]) rest *= dims[d];
            if (dims.length > 1 && rest > 1) {
                hash = TupleHash.ofSlices(v, dims, m);
            } else {
                RVector plain = SortSets.values(v, "duplicated()");
                return any ? SortSets.anyDuplicated(plain, fromLast) : SortSets.duplicated(plain, fromLast);
            }
        }
        int n = hash.length();
        int[] flags = new int[n];
        for (int k = 0; k < n; k++) {
            int i = fromLast ? n - 1 - k : k;
            boolean dup = hash.addIfAbsent(i) >= 0;
            if (any && dup) return RInt.of(i + 1);
            flags[i] = dup ? 1 : 0;
        }
        return any ? RInt.of(0) : new RLogical(flags);
    }
}
