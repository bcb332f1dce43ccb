package flashr.base.vectors;

import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code rep}, {@code rep_len} and {@code rep.int}: repetition by times, each and length.out. */
final class VectorRepeat {
    private VectorRepeat() {}

    /**
     * {@code rep(x, times, length.out, each)}; null for arguments not supplied. Names are
     * repeated with the elements (and a factor stays a factor) when {@code keepNames}.
     */
    static RValue rep(Interpreter interp, RValue xArg, RValue times, RValue lengthOut, RValue each, boolean keepNames) {
        if (xArg == RNull.NULL) return RNull.NULL;
        if (!(xArg instanceof RVector x)) throw new RError("attempt to replicate an object of type '" + xArg.typeName() + "'");
        double longLength = longLength(x, times, lengthOut, each);
        if (longLength >= 0) return LongVectors.constant(interp, longLength, x.type(), x.type().isNumeric() ? x.getDouble(0) : 0);
        int n = x.length();
        int eachN = 1;
        if (each != null) {
            double e = Coerce.vector(each, "each").length() == 0 ? Double.NaN : Coerce.vector(each, "each").getDouble(0);
            if (Double.isNaN(e) || e < 0 || Double.isInfinite(e)) throw new RError("invalid 'each' argument");
            VectorSizes.checked(n * Math.floor(e), x.type());
            eachN = (int) Math.min(Math.floor(e), Integer.MAX_VALUE);
        }
        int[] source = eachTimes(n, eachN);
        double lenOutD = lengthOut == null ? -1 : Coerce.vector(lengthOut, "length.out").length() == 0 ? Double.NaN
                : Coerce.vector(lengthOut, "length.out").getDouble(0);
        int lenOut = Double.isNaN(lenOutD) ? -1 : lenOutD < -1 ? -2 : lenOutD < 0 ? -1 : VectorSizes.checked(Math.floor(lenOutD), x.type());
        if (lengthOut != null && lenOut < -1) throw new RError("invalid 'length.out' argument");
        int[] picks;
        if (lenOut >= 0) {
            picks = toLength(source, lenOut);
        } else {
            picks = byTimes(source, times == null ? null : Coerce.vector(times, "times"), x.type());
        }
        RVector r = x.allocate(picks.length);
        PositionGather.copy(x, picks, r);
        if (keepNames) {
            RString names = x.names();
            if (names != null) {
                String[] nn = new String[picks.length];
                PositionGather.strings(names.data(), picks, nn);
                r.setAttr("names", new RString(nn));
            }
            Subset.keepFactor(x, r);
        }
        return r;
    }

    /**
     * The length of a long vector of copies of x's one element (no attribute) that these arguments
     * ask for, or -1 when they ask for something else (a short vector, several elements, an
     * argument R refuses): that is made and checked as R does.
     */
    private static double longLength(RVector x, RValue times, RValue lengthOut, RValue each) {
        if (x.length() != 1 || x.hasAttributes()) return -1;
        double length = Double.NaN;
        // length.out NA is no length.out
        if (lengthOut != null && !(lengthOut instanceof RVector l && l.length() == 1 && l.isNA(0))) {
            length = count(lengthOut);
            if (Double.isNaN(length)) return -1;
        } else {
            double e = each == null ? 1 : count(each);
            double t = times == null ? 1 : count(times);
            length = e * t;
        }
        // past R's largest length R refuses the argument itself
        return LongVectors.isLong(length) && length <= VectorSizes.R_MAX ? length : -1;
    }

    /** A count argument of one finite non-negative number, cut to a whole number; NaN for anything else. */
    private static double count(RValue v) {
        if (!(v instanceof RVector c) || c.length() != 1 || !c.type().isNumeric()) return Double.NaN;
        double d = c.getDouble(0);
        return Double.isFinite(d) && d >= 0 ? Math.floor(d) : Double.NaN;
    }

    // The loops over elements are small methods of their own, compiled apart from rep's argument
    // handling (see PositionGather).

    /** 0..n-1, each {@code each} times. */
    private static int[] eachTimes(int n, int each) {
        int[] source = new int[n * each];
        if (each == 1) {
            for (int i = 0; i < n; i++) source[i] = i;
        } else {
            for (int i = 0; i < n; i++) {
                for (int e = 0; e < each; e++) source[i * each + e] = i;
            }
        }
        return source;
    }

    /** {@code source} recycled to {@code length}; repeating nothing to a length gives NAs (-1). */
    private static int[] toLength(int[] source, int length) {
        int[] picks = new int[length];
        if (source.length == 0) {
            java.util.Arrays.fill(picks, -1);
            return picks;
        }
        for (int k = 0, at = 0; k < length; k++) {
            picks[k] = source[at];
            if (++at == source.length) at = 0;
        }
        return picks;
    }

    private static int[] byTimes(int[] source, RVector times, flashr.lang.RType type) {
        if (times == null) return source;
        int tl = times.length();
        if (tl == 1) {
            double td = times.getDouble(0);
            if (Double.isNaN(td) || td < 0 || td > 4503599627370496.0) throw new RError("invalid 'times' argument");
            if (source.length == 0) return source;
            int[] r = new int[VectorSizes.checked((double) source.length * Math.floor(td), type)];
            // the copies made so far copied after themselves: a few block copies, not one per time
            System.arraycopy(source, 0, r, 0, Math.min(source.length, r.length));
            for (int filled = source.length; filled < r.length; filled += filled) {
                System.arraycopy(r, 0, r, filled, Math.min(filled, r.length - filled));
            }
            return r;
        }
        if (tl != source.length) throw new RError("invalid 'times' argument");
        double total = 0;
        for (int i = 0; i < tl; i++) {
            double t = times.getDouble(i);
            if (Double.isNaN(t) || t < 0 || Double.isInfinite(t)) throw new RError("invalid 'times' argument");
            total += Math.floor(t);
        }
        int[] r = new int[VectorSizes.checked(total, type)];
        int at = 0;
        for (int i = 0; i < tl; i++) {
            for (int k = times.getInt(i); k > 0; k--) r[at++] = source[i];
        }
        return r;
    }
}
