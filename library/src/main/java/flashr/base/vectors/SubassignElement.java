package flashr.base.vectors;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** R's {@code [[<-} and {@code $<-}: replace, add or (with NULL) remove one element. */
final class SubassignElement {
    private SubassignElement() {}

    /** {@code x[[subs...]] <- value}. */
    static RValue assign(Args a, RValue x, RValue[] subs, RValue value) {
        if (x instanceof REnvironment e) {
            if (subs.length != 1 || !(subs[0] instanceof RString s) || s.length() != 1) {
                throw new RError("wrong args for environment subassignment");
            }
            e.define(s.get(0), value);
            return e;
        }
        if (x == RNull.NULL) {
            if (value == RNull.NULL) return RNull.NULL;
            x = Coerce.allocate(RType.LIST, 0);
        }
        if (x instanceof RCall c) return SubsetLanguage.assigned(assign(a, SubsetLanguage.asList(c), subs, value), c);
        if (!(x instanceof RVector v)) {
            throw new RError("object of type '" + x.typeName() + "' is not subsettable");
        }
        if (subs.length > 1) {
            // a cell of a list matrix holds any one value, a vector of several elements too
            boolean list = v.type() == RType.LIST || v.type() == RType.EXPRESSION;
            RValue cellValue = list && value != RNull.NULL ? RList.of(value) : oneElement(v, value);
            return Subassign.assign(a, v, new RValue[] {cell(v, subs)}, cellValue);
        }
        if (subs.length != 1) throw new RError("[[ ]] with missing subscript");
        RValue sub = subs[0];
        if (sub instanceof RVector i && i.length() > 1 && v.type() == RType.LIST) return recursive(a, v, i, value);
        boolean list = v.type() == RType.LIST || v.type() == RType.EXPRESSION;
        if (!list && sub instanceof RVector i && i.length() > 1 && i.type() != RType.LIST) {
            // R's vectorIndex, before the value's length: an atomic vector has no recursive [[<-
            throw new RError("attempt to select more than one element in vectorIndex", Subassign.replacementCall(a.call(), "[[<-"));
        }
        checkScalarIndex(sub);
        if (!list && (value instanceof RVector vv && vv.type().isAtomic())) {
            RValue one = oneElement(v, value); // R checks the value's length before the index
            return Subassign.assign(a, v, new RValue[] {oneIndex((RVector) sub, v.length())}, one);
        }
        if (!list && (value == RNull.NULL || value instanceof RVector)) {
            // a list value makes the vector a list, as R's, when it is one element: list() and NULL
            // have none, list(1, 2) more than the one place
            oneElement(v, value);
        }
        sub = oneIndex((RVector) sub, v.length());
        if (!list) v = asList(v);
        return setListElement(v, sub, value);
    }

    /** {@code l[[c(i, j)]] <- value} is {@code l[[i]][[j]] <- value}. */
    private static RValue recursive(Args a, RVector l, RVector path, RValue value) {
        RValue first = path.getElement(0);
        int p;
        try {
            p = SubsetElement.position(l, first, true);
        } catch (RError e) {
            p = -1;
        }
        if (p < 0) throw new RError("no such index at level 1", Subassign.replacementCall(a.call(), "[[<-"));
        RValue inner = l.getElement(p);
        inner.markShared(); // a part of l: changed only as a copy
        RValue rest = Subset.vector(path, IndexPositions.of(VectorBuiltins.range(1, path.length())));
        RValue updated = assign(a, inner, new RValue[] {rest}, value);
        return assign(a, l, new RValue[] {first}, updated);
    }

    /** {@code x$name <- value}. */
    static RValue dollar(Args a, RValue x, String name, RValue value) {
        if (x instanceof REnvironment e) {
            e.define(name, value);
            return e;
        }
        if (x == RNull.NULL) {
            if (value == RNull.NULL) return RNull.NULL;
            x = Coerce.allocate(RType.LIST, 0);
        }
        if (x instanceof RCall c) return SubsetLanguage.assigned(dollar(a, SubsetLanguage.asList(c), name, value), c);
        if (!(x instanceof RVector v)) {
            throw new RError("invalid type/length (" + x.typeName() + "/1) in vector allocation");
        }
        if (v.type() != RType.LIST && v.type() != RType.EXPRESSION) {
            a.interp().warning(a.call(), "Coercing LHS to a list");
            v = asList(v);
        }
        return setListElement(v, RString.of(name), value);
    }

    private static RValue oneElement(RVector v, RValue value) {
        if (!(value instanceof RVector vv) || value == RNull.NULL) throw new RError("replacement has length zero");
        if (vv.length() == 0) throw new RError("replacement has length zero");
        if (vv.length() > 1) throw new RError("more elements supplied than there are to replace");
        return value;
    }

    private static void checkScalarIndex(RValue sub) {
        if (!(sub instanceof RVector i) || sub == RNull.NULL || i.type() == RType.LIST) {
            throw new RError("invalid subscript type '" + sub.typeName() + "'");
        }
        if (i.length() == 0) throw new RError("[[ ]] with missing subscript");
        if (i.length() > 1) throw new RError("more elements supplied than there are to replace");
    }

    /**
     * One numeric or logical subscript of {@code x[[i]] <- v} as R's {@code OneIndex} reads it, for a
     * target of length {@code n}: a positive index as it is (past the end: growth); 0, a fraction
     * below 1 or anything negative when {@code n < 2} "less than one element"; a negative index of a
     * vector of length two the one element it leaves ({@code -1} the second, {@code -2} the first,
     * a double truncated); other negatives and an integer NA "more than one element"; a double NaN
     * or an infinite index "[[ ]] subscript out of bounds"; TRUE the first element. A string as it is.
     */
    private static RValue oneIndex(RVector i, int n) {
        if (i.type() == RType.CHARACTER) return i;
        if (i.type() == RType.INTEGER || i.type() == RType.LOGICAL) { // R's integerOneIndex (NA is INT_MIN)
            int k = i.type() == RType.INTEGER ? ((RInt) i).get(0) : ((flashr.lang.RLogical) i).get(0);
            if (k > 0) return i.type() == RType.INTEGER ? i : RInt.of(k);
            if (k == 0 || n < 2) throw new RError("attempt to select less than one element in integerOneIndex");
            if (n == 2 && k > -3) return RInt.of(3 + k);
            throw new RError("attempt to select more than one element in integerOneIndex");
        }
        double d = i.getDouble(0);
        // NaN, and an index past R's long (Inf): C's cast of it is negative
        if (Double.isNaN(d) || d - 1 >= 0x1p63) throw new RError("[[ ]] subscript out of bounds");
        if (d >= 1) return i;
        if (d > -1 || n < 2) throw new RError("attempt to select less than one element in OneIndex <real>");
        if (n == 2 && d > -3) return RInt.of(3 + (int) d);
        throw new RError("attempt to select more than one element in OneIndex <real>");
    }

    /** The 1-based linear cell of {@code m[[i, j]]}, as an index for {@code [<-}. */
    private static RValue cell(RVector v, RValue[] subs) {
        int[] dim = v.dim();
        if (dim == null || dim.length != subs.length) throw new RError("[[ ]] improper number of subscripts");
        RList dimnames = v.getAttr("dimnames") instanceof RList l ? l : null;
        int cell = 0;
        int stride = 1;
        for (int d = 0; d < dim.length; d++) {
            int[] p = Subset.dimensionPositions(subs[d], dim[d], dimnames, d);
            if (p.length != 1 || p[0] == IndexPositions.NA) throw new RError("[[ ]] subscript out of bounds");
            cell += p[0] * stride;
            stride *= dim[d];
        }
        return RInt.of(cell + 1);
    }

    /** Sets (value NULL: removes) one element of a list, by position or exact name. */
    private static RValue setListElement(RVector v, RValue sub, RValue value) {
        int n = v.length();
        RVector i = (RVector) sub;
        int p;
        String newName = null;
        if (i.type() == RType.CHARACTER) {
            p = SubsetElement.nameIndex(v.names(), i.getString(0), true);
            if (p < 0) {
                p = n;
                newName = i.getString(0);
            }
        } else {
            long s = IndexPositions.subscriptAt(i, 0);
            if (s > n && value != RNull.NULL) VectorSizes.checkGrowth(s, v.type());
            p = (int) Math.min(s - 1, Integer.MAX_VALUE - 1);
        }
        if (value == RNull.NULL) {
            return p < n ? Subassign.delete(v, IndexPositions.of(new int[] {p})) : v;
        }
        RVector t = Subassign.writable(v, v.type(), Math.max(n, p + 1),
                newName == null ? null : new String[] {newName}, value, new RValue[] {sub});
        ((RList) t).set(p, value);
        return t;
    }

    /** An atomic target made a list: its names kept, no other attribute (R's coerceVector). */
    private static RVector asList(RVector v) {
        RVector l = Coerce.to(v, RType.LIST);
        AttributeBuiltins.keepNamesOnly(v, l);
        return l;
    }
}
