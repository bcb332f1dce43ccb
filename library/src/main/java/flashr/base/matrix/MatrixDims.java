package flashr.base.matrix;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Shape helpers shared by the matrix and linear algebra builtins: dims, dimnames, matrix construction. */
public final class MatrixDims {
    private MatrixDims() {}

    /** The dimnames attribute as a list, or null. */
    public static RList dimnames(RValue x) {
        return x.getAttr("dimnames") instanceof RList l ? l : null;
    }

    /** Element {@code k} of the dimnames (0 rows, 1 columns) as strings, or null. */
    static RString dimnamesAt(RValue x, int k) {
        RList dn = dimnames(x);
        return dn != null && dn.length() > k && dn.get(k) instanceof RString s ? s : null;
    }

    /** The names of the dimnames list (e.g. {@code list(r = ..., c = ...)}), or null. */
    static RString dimnamesNames(RValue x) {
        RList dn = dimnames(x);
        return dn == null ? null : dn.names();
    }

    /** Sets dim = c(nr, nc) on a fresh vector and returns it. */
    public static <T extends RVector> T shape(T fresh, int nr, int nc) {
        fresh.setAttr("dim", RInt.of(nr, nc));
        return fresh;
    }

    /** Sets dimnames from row and column names (either may be null); nothing when both are null. */
    public static void setDimnames(RVector fresh, RValue rows, RValue cols) {
        setDimnames(fresh, rows, cols, null, null);
    }

    /** As {@link #setDimnames(RVector, RValue, RValue)}, keeping names of the dimnames list when any. */
    public static void setDimnames(RVector fresh, RValue rows, RValue cols, String rowsName, String colsName) {
        boolean noNames = rowsName == null && colsName == null;
        if (isNull(rows) && isNull(cols) && noNames) return;
        RList dn = RList.of(isNull(rows) ? RNull.NULL : rows, isNull(cols) ? RNull.NULL : cols);
        if (!noNames) dn.setAttr("names", RString.of(nz(rowsName), nz(colsName)));
        fresh.setAttr("dimnames", dn);
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    static boolean isNull(RValue v) {
        return v == null || v == RNull.NULL;
    }

    /** Name {@code k} of the dimnames list, or null. */
    static String dimnamesName(RValue x, int k) {
        RString n = dimnamesNames(x);
        return n == null ? null : n.get(k);
    }

    /**
     * Validates {@code dn} against {@code dim} as {@code dimnames<-} does, converting the
     * elements to character and zero-length ones to NULL; null when no dimnames should be set.
     */
    static RList checkedDimnames(RValue dn, int[] dim) {
        if (isNull(dn)) return null;
        if (!(dn instanceof RList list)) throw new RError("'dimnames' must be a list");
        if (list.length() == 0) return null;
        if (list.length() > dim.length) {
            throw new RError("length of 'dimnames' [" + list.length() + "] must match that of 'dims' [" + dim.length + "]");
        }
        RValue[] out = new RValue[dim.length];
        for (int k = 0; k < dim.length; k++) {
            RValue e = k < list.length() ? list.get(k) : RNull.NULL;
            if (e instanceof RVector v && v.length() == 0) e = RNull.NULL;
            if (e != RNull.NULL) {
                if (!(e instanceof RVector v)) throw new RError("invalid type (" + e.typeName() + ") for 'dimnames' (must be a vector)");
                if (v.length() != dim[k]) {
                    throw new RError("length of 'dimnames' [" + (k + 1) + "] not equal to array extent");
                }
                e = asNames(v);
            }
            out[k] = e;
        }
        RList r = new RList(out);
        RString names = list.names();
        if (names != null) r.setAttr("names", names.length() == dim.length ? names : (RString) names.resized(dim.length, false));
        return r;
    }

    /** A names vector as character: factors by their levels, other types as {@code as.character}. */
    static RString asNames(RVector v) {
        if (v.inherits("factor") && v.getAttr("levels") instanceof RString levels) {
            String[] s = new String[v.length()];
            for (int i = 0; i < s.length; i++) {
                int code = v.getInt(i);
                s[i] = code == RInt.NA ? null : levels.get(code - 1);
            }
            return new RString(s);
        }
        if (v.type() == RType.CHARACTER) return (RString) v;
        return (RString) Coerce.to(v, RType.CHARACTER);
    }

    /** The values of a numeric (or logical) vector as a fresh double array; an error for other types. */
    static double[] doubles(RVector v, String message) {
        if (!v.type().isNumeric()) throw new RError(message);
        int n = v.length();
        double[] d = new double[n];
        if (v instanceof RDouble rd) {
            System.arraycopy(rd.data(), 0, d, 0, n);
        } else {
            for (int i = 0; i < n; i++) d[i] = v.getDouble(i);
        }
        return d;
    }

    /**
     * {@link #doubles} for a caller that only reads the values: a double vector's own array
     * (no copy of a large operand), other numeric types converted.
     */
    static double[] readDoubles(RVector v, String message) {
        if (v instanceof RDouble rd) return rd.data();
        return doubles(v, message);
    }

    /** A double matrix result of shape nr x nc. */
    public static RDouble doubleMatrix(double[] data, int nr, int nc) {
        return shape(new RDouble(data), nr, nc);
    }

    /**
     * The call R reports for a replacement function written in R: {@code `f<-`(`*tmp*`, value = <expr>)}
     * when called from an assignment, else the call itself.
     */
    static RCall replacementCall(Args a, String fn) {
        RCall c = a.call();
        boolean assignment = c != null && ("<-".equals(c.functionName()) || "=".equals(c.functionName())) && c.argCount() == 2;
        if (!assignment) return c;
        return new RCall(RSymbol.of(fn), new RValue[] {RSymbol.of("*tmp*"), c.arg(1)}, new String[] {null, "value"}, c.pos());
    }
}
