package flashr.base.vectors;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * R's {@code [<-}. The target is changed in place when nobody else holds it and the type and
 * length allow; otherwise a copy is changed. Index and value arguments are never changed.
 */
final class Subassign {
    private Subassign() {}

    /** {@code x[subs...] <- value}. */
    static RValue assign(Args a, RValue x, RValue[] subs, RValue value) {
        if (subs.length == 1 && setScalarInPlace(x, subs[0], value)) return x;
        if (x instanceof RCall c) return SubsetLanguage.assigned(assign(a, SubsetLanguage.asList(c), subs, value), c);
        if (x == RNull.NULL) {
            if (value == RNull.NULL) return RNull.NULL;
            x = value instanceof RVector vv && vv.type() != RType.EXPRESSION ? vv.allocate(0) : Coerce.allocate(RType.LIST, 0);
        }
        if (!(x instanceof RVector v)) {
            throw new RError("object of type '" + x.typeName() + "' is not subsettable");
        }
        if (subs.length == 1 && subs[0] instanceof RString && v.dim() != null && v.dim().length == 1 && v.names() == null) {
            v = namedVector(v);
        }
        int column = ColumnStore.column(v, subs, value);
        if (column >= 0) {
            RDouble target = (RDouble) writable(v, RType.DOUBLE, v.length(), null, value, subs);
            ColumnStore.store(target, column, (RDouble) value);
            return target;
        }
        RVector masked = subs.length == 1 ? masked(a, v, subs, value) : null;
        if (masked != null) return masked;
        IndexPositions ip;
        try {
            ip = positions(v, subs);
        } catch (RError e) {
            // R reports these in the call of `[<-` itself rather than in the assignment
            boolean internal = e.getMessage().equals("subscript out of bounds") || e.getMessage().startsWith("no 'dimnames'");
            throw internal ? new RError(e.getMessage(), replacementCall(a.call(), "[<-")) : e;
        }
        if (value == RNull.NULL) {
            if (v.type() == RType.LIST || v.type() == RType.EXPRESSION) {
                if (subs.length > 1) throw new RError("replacement has length zero");
                return delete(v, ip);
            }
            if (ip.pos.length == 0) return v;
            // R's MatrixAssign and ArrayAssign check the length against the count before its zero
            throw new RError(subs.length > 1 ? "number of items to replace is not a multiple of replacement length"
                    : "replacement has length zero");
        }
        RVector val = value instanceof RVector vv ? vv : RList.of(value);
        int count = ip.pos.length;
        int vlen = val.length();
        // R coerces the target to the value's type before it looks at the positions: y[FALSE] <- 0
        // makes an integer y double (glm's binomial initialize relies on it: y[weights == 0] <- 0)
        if (count == 0) {
            RType type = resultType(v.type(), val.type());
            return type == v.type() ? v : writable(v, type, v.length(), null, value, subs);
        }
        if (vlen == 0) throw new RError("replacement has length zero");
        if (vlen > 1 && ip.hasNA()) throw new RError("NAs are not allowed in subscripted assignments");
        // a matrix or array takes whole recycles of the value only (R's MatrixAssign and ArrayAssign)
        if (subs.length > 1 && count % vlen != 0) {
            throw new RError("number of items to replace is not a multiple of replacement length", a.call());
        }
        RType type = resultType(v.type(), val.type());
        RVector target = writable(v, type, ip.growth(v.length(), type), ip.newNames, value, subs);
        RVector src = assignedAs(val, type);
        int[] pos = ip.pos;
        for (int k = 0; k < count; k++) {
            int p = pos[k];
            if (p != IndexPositions.NA) src.copyElement(vlen == 1 ? 0 : k % vlen, target, p);
        }
        if (count % vlen != 0) {
            a.interp().warning(a.call(), "number of items to replace is not a multiple of replacement length");
        }
        return target;
    }

    /**
     * {@code x[lgl] <- value} by {@link MaskAssign} when the mask is as long as x and x keeps its
     * type (a double, integer, logical or character vector); null to take the general path, which
     * gives the same values, warnings and errors.
     */
    private static RVector masked(Args a, RVector v, RValue[] subs, RValue value) {
        if (!(subs[0] instanceof RLogical mask) || mask.length() != v.length() || v.length() == 0) return null;
        if (!(value instanceof RVector val) || val.length() == 0) return null;
        RType type = v.type();
        boolean plain = v instanceof RDouble || v instanceof RInt || v instanceof RLogical || v instanceof RString;
        if (!plain || resultType(type, val.type()) != type || !(val.type().isAtomic())) return null;
        RVector src = assignedAs(val, type);
        int[] m = mask.data();
        if (val.length() > 1) {
            for (int b : m) if (b == RLogical.NA) return null; // R's error, from the general path
        }
        RVector target = writable(v, type, v.length(), null, value, subs);
        int count = MaskAssign.assign(m, src, target);
        if (count % val.length() != 0) {
            a.interp().warning(a.call(), "number of items to replace is not a multiple of replacement length");
        }
        return target;
    }

    /**
     * The value in the target's type. A double NA put into a complex vector is NA_complex_ (R's
     * SubassignN), although as.complex(NA_real_) has a zero imaginary part.
     */
    private static RVector assignedAs(RVector val, RType type) {
        RVector src = Coerce.to(val, type);
        if (type == RType.COMPLEX && val instanceof flashr.lang.RDouble d) {
            for (int i = 0; i < d.length(); i++) if (flashr.lang.RDouble.isNAValue(d.get(i))) src.setNA(i);
        }
        return src;
    }

    /** A 1-d array assigned by name becomes a plain vector named by its dimnames, as in R. */
    private static RVector namedVector(RVector v) {
        RString names = Subset.elementNames(v);
        RVector r = v.isShared() ? v.copy() : v;
        r.setAttr("dim", null);
        r.setAttr("dimnames", null);
        r.setAttr("names", names);
        return r;
    }

    /**
     * The loop case {@code x[i] <- v}: one in-range positive number into an unshared vector of
     * the value's type (or a double vector taking an integer). Returns false to take the general path.
     */
    private static boolean setScalarInPlace(RValue x, RValue index, RValue value) {
        if (x.isShared() || x == value || x == index || index.hasAttributes() || value.hasAttributes()) return false;
        int i;
        if (index instanceof RInt ii && ii.length() == 1) i = ii.get(0);
        else if (index instanceof RDouble di && di.length() == 1 && di.get(0) >= 1 && di.get(0) < Integer.MAX_VALUE) i = (int) di.get(0);
        else return false;
        if (!(x instanceof RVector v) || i < 1 || i > v.length() && (x.hasAttributes() || !growsTo(v, i, value))) return false;
        if (x instanceof RDouble d && value instanceof RDouble e && e.length() == 1) d.set(i - 1, e.get(0));
        else if (x instanceof RDouble d && value instanceof RInt e && e.length() == 1) d.set(i - 1, e.getDouble(0));
        else if (x instanceof RInt d && value instanceof RInt e && e.length() == 1) d.set(i - 1, e.get(0));
        else if (x instanceof RString d && value instanceof RString e && e.length() == 1) d.set(i - 1, e.get(0));
        else if (x instanceof RLogical d && value instanceof RLogical e && e.length() == 1) d.set(i - 1, e.get(0));
        else return false;
        return true;
    }

    /** Grows attribute-free {@code v} in place to length i when value is a scalar {@link #setScalarInPlace} stores into it. */
    private static boolean growsTo(RVector v, int i, RValue value) {
        if (!(value instanceof RVector e) || e.length() != 1) return false;
        RType t = e.type();
        boolean fits = v instanceof RDouble ? t == RType.DOUBLE || t == RType.INTEGER
                : v.type() == t && (t == RType.INTEGER || t == RType.CHARACTER || t == RType.LOGICAL);
        return fits && v.growInPlace(i);
    }

    static IndexPositions positions(RVector v, RValue[] subs) {
        if (subs.length == 0) return IndexPositions.all(v.length());
        int[] dim = v.dim();
        if (subs.length == 1) {
            RValue i = subs[0];
            if (dim != null && i instanceof RVector iv && Subset.isIndexMatrix(iv, dim.length)) {
                return IndexMatrix.positions(iv, dim, v);
            }
            return IndexPositions.resolve(i, v.length(), Subset.elementNames(v), true);
        }
        if (dim == null) throw new RError("incorrect number of subscripts on matrix");
        if (dim.length != subs.length) throw new RError("incorrect number of subscripts");
        RList dimnames = v.getAttr("dimnames") instanceof RList l ? l : null;
        int[][] pos = new int[dim.length][];
        for (int d = 0; d < dim.length; d++) {
            pos[d] = Subset.dimensionPositions(subs[d], dim[d], dimnames, d);
        }
        return IndexPositions.of(IndexCells.of(pos, dim));
    }

    /** The type of {@code x} after storing values of type {@code value} into it. */
    static RType resultType(RType x, RType value) {
        if (x == RType.EXPRESSION) return x;
        if (value == RType.EXPRESSION) return value;
        return RType.higher(x, value);
    }

    /**
     * {@code v} itself when it may be changed in place, else a fresh copy of type {@code type}
     * and length at least {@code extent} (growing drops dim and dimnames and extends names).
     */
    static RVector writable(RVector v, RType type, int extent, String[] newNames, RValue value, RValue[] subs) {
        int n = v.length();
        boolean aliased = v == value;
        for (RValue s : subs) aliased |= s == v;
        if (type == v.type() && extent == n && !v.isShared() && !aliased) return v;
        if (type == v.type() && extent > n && !v.isShared() && !aliased && grownInPlace(v, extent, newNames)) return v;
        RVector t = type == v.type() ? v : Coerce.to(v, type);
        // an atomic target made a list keeps its names only, as R's coerceVector (ifelse of a
        // matrix test with list branches is a plain list)
        boolean namesOnly = type == RType.LIST && v.type() != RType.LIST;
        if (extent == n) {
            if (t == v) t = v.copy();
            else if (namesOnly) AttributeBuiltins.keepNamesOnly(v, t);
            else t.setAttributes(v.attributes());
            return t;
        }
        RVector grown = t.resized(extent, false);
        if (namesOnly) grown.setAttributes(null);
        else grown.setAttributes(v.attributes());
        grown.setAttr("dim", null);
        grown.setAttr("dimnames", null);
        RString names = v.names();
        if (names != null || newNames != null) {
            String[] nn = new String[extent];
            for (int i = 0; i < extent; i++) {
                nn[i] = names != null && i < n ? names.get(i) : "";
            }
            if (newNames != null) System.arraycopy(newNames, 0, nn, n, newNames.length);
            grown.setAttr("names", new RString(nn));
        }
        return grown;
    }

    /**
     * Grows unshared {@code v} in place to {@code extent} (amortized: see {@link flashr.lang.VectorGrowth}),
     * extending its names with "" and {@code newNames} as {@link #writable}'s copy would; false,
     * with v unchanged, for an array (growing drops its dim) or a vector that cannot grow in place.
     */
    private static boolean grownInPlace(RVector v, int extent, String[] newNames) {
        if (v.getAttr("dim") != null || v.getAttr("dimnames") != null) return false;
        int n = v.length();
        if (!v.growInPlace(extent)) return false;
        RString names = v.names();
        if (names == null && newNames == null) return true;
        if (names == null || names.isShared() || names.length() != n) {
            String[] nn = new String[extent];
            for (int i = 0; i < n; i++) nn[i] = names != null && i < names.length() ? names.get(i) : "";
            names = new RString(nn);
            v.setAttr("names", names);
        } else {
            names.growInPlace(extent);
        }
        for (int i = n; i < extent; i++) names.set(i, "");
        if (newNames != null) {
            for (int i = 0; i < newNames.length; i++) names.set(n + i, newNames[i]);
        }
        return true;
    }

    /**
     * The call R reports some replacement errors in: {@code `[<-`(`*tmp*`, i, j, value = v)}
     * for the assignment {@code x[i, j] <- v}; the assignment itself when it has another shape.
     */
    static RCall replacementCall(RCall assignment, String function) {
        if (assignment == null || assignment.argCount() != 2 || !(assignment.arg(0) instanceof RCall target)) return assignment;
        int n = target.argCount();
        RValue[] args = new RValue[n + 1];
        String[] names = new String[n + 1];
        args[0] = RSymbol.of("*tmp*");
        for (int i = 1; i < n; i++) {
            args[i] = target.arg(i);
            names[i] = target.argName(i);
        }
        args[n] = assignment.arg(1);
        names[n] = "value";
        return new RCall(RSymbol.of(function), args, names, assignment.pos());
    }

    /** {@code l[i] <- NULL}: the list without the selected elements (first extended to the largest index, as R does). */
    static RVector delete(RVector v, IndexPositions ip) {
        int extent = ip.extent(v.length());
        if (extent > v.length()) v = writable(v, v.type(), extent, ip.newNames, null, new RValue[0]);
        int n = v.length();
        boolean[] gone = new boolean[n];
        int left = n;
        for (int p : ip.pos) {
            if (p != IndexPositions.NA && p < n && !gone[p]) {
                gone[p] = true;
                left--;
            }
        }
        if (left == n) return v;
        int[] keep = new int[left];
        for (int i = 0, j = 0; i < n; i++) {
            if (!gone[i]) keep[j++] = i;
        }
        RVector r = Subset.vector(v, IndexPositions.of(keep));
        r.setAttributes(v.attributes());
        if (v.names() != null) r.setAttr("names", Subset.vector(v.names(), IndexPositions.of(keep)));
        r.setAttr("dim", null);
        r.setAttr("dimnames", null);
        return r;
    }

    /** The value of {@code [<-}'s arguments: x, the subscripts (empty ones as MISSING) and value. */
    static RValue call(Args a) {
        RValue[] dots = a.dots();
        String[] names = a.dotNames();
        int valueAt = dots.length - 1;
        for (int k = 0; k < dots.length; k++) {
            if (names != null && "value".equals(names[k])) valueAt = k;
        }
        if (dots.length < 2) throw new RError("SubAssignArgs: invalid number of arguments");
        RValue x = dots[0];
        RValue[] subs = new RValue[dots.length - 2];
        for (int k = 1, j = 0; k < dots.length; k++) {
            if (k != valueAt) subs[j++] = dots[k] == null ? RMissing.MISSING : dots[k];
        }
        if (valueAt == 0) throw new RError("SubAssignArgs: invalid number of arguments");
        return assign(a, x, subs, dots[valueAt]);
    }
}
