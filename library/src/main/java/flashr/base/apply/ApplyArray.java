package flashr.base.apply;

import flashr.base.data.DataFrames;
import flashr.base.matrix.MatrixDims;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;
import java.util.Objects;

/** {@code apply(X, MARGIN, FUN, ...)}: FUN over the slices of an array, results shaped as R's apply shapes them. */
final class ApplyArray {
    private ApplyArray() {}

    static RValue apply(Args a) {
        RFunction f = ApplyCalls.matchFun(a, a.get(2));
        boolean simplify = !a.has(4) || Coerce.logicalScalar(a.get(4)) == 1;
        RValue arg = a.get(0);
        if (DataFrames.is(arg)) arg = DataFrames.asMatrix(a, arg); // as R's apply: as.matrix(X)
        RVector x = Coerce.vector(arg, "X");
        int[] d = x.dim();
        if (d == null || d.length == 0) throw new RError("dim(X) must have a positive length");
        int dl = d.length;
        RList dn = MatrixDims.dimnames(x);
        int[] margin = margins(a.get(1), dn, dl);
        boolean[] inMargin = new boolean[dl];
        for (int m : margin) inMargin[m] = true;
        int[] sCall = new int[dl - countTrue(inMargin)];
        for (int k = 0, c = 0; k < dl; k++) {
            if (!inMargin[k]) sCall[c++] = k;
        }
        int[] dCall = pick(d, sCall);
        int[] dAns = pick(d, margin);
        int n1 = prod(dCall);
        int d2 = prod(dAns);
        RValue[] dnCall = dn == null ? new RValue[0] : pickValues(dn, sCall);
        RValue[] dnAns = dn == null ? null : pickValues(dn, margin);
        RCall call = ApplyCalls.sliceCall();
        if (d2 == 0) {
            RVector empty = x.allocate(n1);
            RValue ans = ApplyCalls.call(a, f, call, empty);
            return ans instanceof RVector v ? v.allocate(0) : RNull.NULL;
        }
        RValue[] ans = new RValue[d2];
        int[] strides = strides(d);
        for (int i = 0; i < d2; i++) {
            RVector slice = slice(x, n1, offset(i, dAns, margin, strides), dCall, sCall, strides);
            if (dCall.length < 2) {
                if (dnCall.length == 1 && dnCall[0] instanceof RString names) slice.setAttr("names", names);
            } else {
                slice.setAttr("dim", new RInt(dCall));
                if (dn != null && anyNonNull(dnCall)) slice.setAttr("dimnames", named(dnCall, dn.names(), sCall));
            }
            RValue r = ApplyCalls.call(a, f, call, slice);
            ans[i] = r;
        }
        RValue first = ans[0];
        boolean ansList = !simplify || first instanceof RList || !(first instanceof RVector || first == RNull.NULL);
        int lAns = ApplyCalls.length(first);
        RString ansNames = first instanceof RVector v ? v.names() : null;
        if (!ansList) {
            for (RValue r : ans) {
                if (ApplyCalls.length(r) != lAns) ansList = true;
            }
        }
        if (!ansList && ansNames != null) {
            for (RValue r : ans) {
                if (!(r instanceof RVector v) || v.names() == null || !Arrays.equals(v.names().data(), ansNames.data())) ansNames = null;
                if (ansNames == null) break;
            }
        }
        if (!ansList && java.util.Arrays.stream(ans).allMatch(r -> r == RNull.NULL)) return RNull.NULL;
        RVector result = ansList ? new RList(ans) : ApplySimplify.unlist(new RList(ans), true);
        int lenA = ansList ? d2 : result.length();
        if (margin.length == 1 && lenA == d2) {
            RValue names = dnAns != null && dnAns[0] instanceof RString s && s.length() > 0 ? s : null;
            result.setAttr("names", names);
            return result;
        }
        if (lenA == d2) return shaped(result, dAns, dnAns, dn, margin);
        if (lenA > 0 && lenA % d2 == 0) {
            int[] dim = new int[dAns.length + 1];
            dim[0] = lenA / d2;
            System.arraycopy(dAns, 0, dim, 1, dAns.length);
            RValue[] parts = new RValue[dim.length];
            Arrays.fill(parts, RNull.NULL);
            parts[0] = ansNames == null ? RNull.NULL : ansNames;
            String[] partNames = new String[dim.length];
            RString dnn = dn == null ? null : dn.names();
            if (sCall.length > 0 && dnn != null && !dnn.get(sCall[0]).isEmpty() && ansNames != null
                    && dnCall[0] instanceof RVector c0 && c0.length() == ansNames.length()) {
                partNames[0] = dnn.get(sCall[0]);
            }
            for (int k = 0; k < dAns.length; k++) {
                if (dnAns != null) parts[k + 1] = dnAns[k];
                if (dnn != null) partNames[k + 1] = dnn.get(margin[k]);
            }
            boolean anyName = Arrays.stream(partNames).anyMatch(Objects::nonNull);
            RVector out = stripped(result);
            out.setAttr("dim", new RInt(dim));
            if (anyName || anyNonNull(parts)) {
                RList dimnames = new RList(parts);
                if (anyName) {
                    for (int k = 0; k < partNames.length; k++) {
                        if (partNames[k] == null) partNames[k] = "";
                    }
                    dimnames.setAttr("names", new RString(partNames));
                }
                out.setAttr("dimnames", dimnames);
            }
            return out;
        }
        return result;
    }

    private static RVector shaped(RVector result, int[] dAns, RValue[] dnAns, RList dn, int[] margin) {
        RVector out = stripped(result);
        out.setAttr("dim", new RInt(dAns));
        if (dnAns != null && anyNonNull(dnAns)) out.setAttr("dimnames", named(dnAns, dn.names(), margin));
        return out;
    }

    private static RVector stripped(RVector v) {
        RVector r = v.copy();
        r.setAttributes(null);
        return r;
    }

    private static RList named(RValue[] parts, RString names, int[] which) {
        RList l = new RList(parts.clone());
        if (names != null) {
            String[] n = new String[which.length];
            for (int k = 0; k < which.length; k++) n[k] = names.get(which[k]);
            l.setAttr("names", new RString(n));
        }
        return l;
    }

    private static int[] margins(RValue m, RList dn, int dl) {
        RVector mv = Coerce.vector(m, "MARGIN");
        int[] out = new int[mv.length()];
        if (mv.type() == RType.CHARACTER) {
            RString dnn = dn == null ? null : dn.names();
            if (dnn == null) throw new RError("'X' must have named dimnames");
            for (int k = 0; k < out.length; k++) {
                out[k] = Arrays.asList(dnn.data()).indexOf(mv.getString(k));
                if (out[k] < 0) throw new RError("not all elements of 'MARGIN' are names of dimensions");
            }
            return out;
        }
        for (int k = 0; k < out.length; k++) {
            int v = mv.getInt(k);
            if (v == RInt.NA || v < 1 || v > dl) throw new RError("'MARGIN' does not match dim(X)");
            out[k] = v - 1;
        }
        return out;
    }

    private static int countTrue(boolean[] b) {
        int c = 0;
        for (boolean x : b) {
            if (x) c++;
        }
        return c;
    }

    private static int[] pick(int[] d, int[] which) {
        int[] r = new int[which.length];
        for (int k = 0; k < which.length; k++) r[k] = d[which[k]];
        return r;
    }

    private static RValue[] pickValues(RList dn, int[] which) {
        RValue[] r = new RValue[which.length];
        for (int k = 0; k < which.length; k++) r[k] = dn.get(which[k]);
        return r;
    }

    private static boolean anyNonNull(RValue[] v) {
        for (RValue x : v) {
            if (x != null && x != RNull.NULL) return true;
        }
        return false;
    }

    private static int prod(int[] d) {
        int p = 1;
        for (int x : d) p *= x;
        return p;
    }

    private static int[] strides(int[] d) {
        int[] s = new int[d.length];
        int acc = 1;
        for (int k = 0; k < d.length; k++) {
            s[k] = acc;
            acc *= d[k];
        }
        return s;
    }

    /**
     * The n1 elements of x from base along the dimensions sCall. A method of its own: as a loop
     * inside {@link #apply} it had C2 compile all of apply on stack, then again whole.
     */
    private static RVector slice(RVector x, int n1, int base, int[] dCall, int[] sCall, int[] strides) {
        RVector slice = x.allocate(n1);
        if (n1 == 0) return slice;
        // The slice goes in runs along its first dimension: one offset (a division per dimension)
        // a run rather than an element, and a run that is contiguous in X (apply(X, 2, f) over a
        // matrix's columns) is one array copy. Element by element (a call and a division per
        // dimension each), a first apply(X, 2, length) over 2e5 x 8 took 0.05-0.08 s of CPU.
        int run = dCall.length == 0 ? 1 : dCall[0];
        int step = dCall.length == 0 ? 1 : strides[sCall[0]];
        for (int j = 0; j < n1; j += run) {
            int from = base + offset(j, dCall, sCall, strides);
            if (step == 1) x.copyRange(from, slice, j, run);
            else strided(x, from, step, slice, j, run);
        }
        return slice;
    }

    /** count elements of x from {@code from} on, {@code step} apart, into slice from {@code to} on. */
    private static void strided(RVector x, int from, int step, RVector slice, int to, int count) {
        for (int t = 0; t < count; t++) x.copyElement(from + t * step, slice, to + t);
    }

    /** The offset in X of linear index {@code i} over the sub-array of dimensions {@code which} (extents {@code ext}). */
    private static int offset(int i, int[] ext, int[] which, int[] strides) {
        int off = 0;
        for (int k = 0; k < ext.length; k++) {
            off += (i % ext[k]) * strides[which[k]];
            i /= ext[k];
        }
        return off;
    }
}
