package flashr.base.vectors;

import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** R's {@code [[} and {@code $}: one element of a vector, list or environment. */
final class SubsetElement {
    private SubsetElement() {}

    /** {@code x[[subs...]]}, with exact (TRUE), partial (FALSE) or warn-partial (NA) name matching. */
    static RValue element(Interpreter interp, RValue x, RValue[] subs, boolean exact) {
        if (x instanceof REnvironment e) {
            if (subs.length != 1 || !(subs[0] instanceof RString s) || s.length() != 1) {
                throw new RError("wrong args for environment subassignment");
            }
            return variable(interp, e, s.get(0));
        }
        if (x == RNull.NULL) return RNull.NULL;
        if (x instanceof RCall c) return element(interp, SubsetLanguage.asList(c), subs, exact);
        if (!(x instanceof RVector v)) {
            throw new RError("object of type '" + x.typeName() + "' is not subsettable");
        }
        if (subs.length == 1) {
            if (subs[0] instanceof RVector i && i.length() > 1 && v.type() == RType.LIST) {
                return recursive(interp, v, i, exact);
            }
            int p = position(v, subs[0], exact);
            return at(v, p);
        }
        int[] dim = v.dim();
        if (dim == null || dim.length != subs.length) throw new RError("incorrect number of subscripts");
        RList dimnames = v.getAttr("dimnames") instanceof RList l ? l : null;
        int cell = 0;
        int stride = 1;
        for (int d = 0; d < dim.length; d++) {
            int[] p = Subset.dimensionPositions(subs[d], dim[d], dimnames, d);
            if (p.length != 1 || p[0] == IndexPositions.NA) throw new RError("subscript out of bounds");
            cell += p[0] * stride;
            stride *= dim[d];
        }
        return at(v, cell);
    }

    private static RValue at(RVector v, int p) {
        if (p < 0) return RNull.NULL;
        RValue r = v.getElement(p);
        if (v.inherits("factor")) {
            RVector f = (RVector) r;
            Subset.keepFactor(v, f);
        }
        return r;
    }

    /** {@code l[[c(i, j)]]} is {@code l[[i]][[j]]}. */
    private static RValue recursive(Interpreter interp, RVector v, RVector path, boolean exact) {
        RValue cur = v;
        for (int k = 0; k < path.length(); k++) {
            RValue step = path.getElement(k);
            if (cur instanceof RVector cv && !(cv.type() == RType.LIST) && k < path.length() - 1) {
                throw new RError("subscript out of bounds");
            }
            cur = element(interp, cur, new RValue[] {step}, exact);
        }
        return cur;
    }

    /** The 0-based position {@code [[} selects; errors as R for bad subscripts. */
    static int position(RVector v, RValue sub, boolean exact) {
        int n = v.length();
        if (!(sub instanceof RVector i) || sub == RNull.NULL) {
            throw new RError("invalid subscript type '" + sub.typeName() + "'");
        }
        if (i.length() == 0) throw new RError("attempt to select less than one element in get1index");
        if (i.length() > 1) throw new RError("attempt to select more than one element in vectorIndex");
        switch (i.type()) {
            case CHARACTER -> {
                int p = nameIndex(Subset.elementNames(v), i.getString(0), exact);
                if (p < 0) {
                    if (v.type() == RType.LIST) return -1;
                    throw new RError("subscript out of bounds");
                }
                return p;
            }
            case LOGICAL, INTEGER, DOUBLE -> {
                long s = IndexPositions.subscriptAt(i, 0);
                if (s == Long.MIN_VALUE) {
                    if (v.type() == RType.LIST) return -1;
                    throw new RError("subscript out of bounds");
                }
                if (s > 0) {
                    if (s > n) throw new RError("subscript out of bounds");
                    return (int) (s - 1);
                }
                if (n == 2 && s < 0 && s > -3) return s == -1 ? 1 : 0;
                if (i.type() == RType.DOUBLE) {
                    if (s == 0) throw new RError("attempt to select less than one element in get1index <real>");
                    throw new RError("invalid negative subscript in get1index <real>");
                }
                if (s == 0 || n < 2) throw new RError("attempt to select less than one element in integerOneIndex");
                throw new RError("attempt to select more than one element in integerOneIndex");
            }
            default -> throw new RError("invalid subscript type '" + i.typeName() + "'");
        }
    }

    /** Position of {@code name}: exact match first, then a unique partial match unless {@code exact}; -1 when none. */
    static int nameIndex(RString names, String name, boolean exact) {
        if (names == null || name == null) return -1;
        for (int k = 0; k < names.length(); k++) {
            if (name.equals(names.get(k))) return k;
        }
        if (exact) return -1;
        int found = -1;
        for (int k = 0; k < names.length(); k++) {
            String s = names.get(k);
            if (s != null && s.startsWith(name)) {
                if (found >= 0) return -1;
                found = k;
            }
        }
        return found;
    }

    /** {@code x$name}: partial matching on lists, variables of environments. */
    static RValue dollar(Interpreter interp, RValue x, String name) {
        if (x instanceof REnvironment e) return variable(interp, e, name);
        if (x == RNull.NULL) return RNull.NULL;
        if (x instanceof RCall c) return dollar(interp, SubsetLanguage.asList(c), name);
        if (x instanceof RList l) {
            int p = nameIndex(l.names(), name, false);
            return p < 0 ? RNull.NULL : l.get(p);
        }
        if (x instanceof RVector) throw new RError("$ operator is invalid for atomic vectors");
        throw new RError("object of type '" + x.typeName() + "' is not subsettable");
    }

    private static RValue variable(Interpreter interp, REnvironment e, String name) {
        RValue v = e.getLocal(name);
        if (v == null) return RNull.NULL;
        if (v instanceof RPromise p) return p.isForced() ? p.value() : interp.eval(p.expr(), p.env());
        return v;
    }
}
