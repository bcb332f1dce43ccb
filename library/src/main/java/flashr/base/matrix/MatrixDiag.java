package flashr.base.matrix;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;

/** {@code diag} in all its forms (identity, from a vector, extraction) and {@code diag<-}. */
final class MatrixDiag {
    private MatrixDiag() {}

    static RValue diag(Args a) {
        if (a.has(0) && !(a.get(0) instanceof RVector) && a.get(0) != flashr.lang.RNull.NULL) return notAVector(a);
        RVector x = a.has(0) ? Coerce.vector(a.get(0), "x") : null;
        if (x != null && x.isMatrix()) {
            if (a.has(1) || a.has(2)) throw new RError("'nrow' or 'ncol' cannot be specified when 'x' is a matrix");
            return extract(x, !a.has(3) || Coerce.flag(a.get(3), "names"));
        }
        if (x != null && x.dim() != null && x.dim().length != 1) throw new RError("'x' is an array, but not one-dimensional.");
        boolean onlyX = x != null && !a.has(1) && !a.has(2) && !a.has(3);
        RValue n;
        if (x == null) {
            if (!a.has(1)) throw new RError("argument \"nrow\" is missing, with no default");
            n = a.get(1);
            x = RDouble.of(1);
        } else if (x.length() == 1 && onlyX) {
            n = RInt.of(sizeOf(a, x));
            x = RDouble.of(1);
        } else {
            n = RInt.of(x.length());
        }
        if (a.has(1)) n = a.get(1);
        int nr = dimArg(n, "nrow");
        int nc = a.has(2) ? dimArg(a.get(2), "ncol") : nr;
        int mn = Math.min(nr, nc);
        if (mn > 0 && x.length() == 0) throw new RError("'x' must have positive length");
        // R's do_diag keeps complex and raw diagonals as they are and coerces the rest to numeric
        boolean kept = x.type() == RType.COMPLEX || x.type() == RType.RAW;
        RVector src = kept ? x : MatrixBuiltins.numericOrWarn(a, x);
        RType type = src.type();
        double size = (double) nr * nc;
        if (size > R_XLEN_T_MAX) throw new RError("vector is too large");
        RVector r = Coerce.allocate(type, flashr.base.vectors.VectorSizes.checked(size, type));
        for (int i = 0; i < mn; i++) src.copyElement(i % src.length(), r, i * (nr + 1));
        return MatrixDims.shape(r, nr, nc);
    }

    /** R's largest vector length; a larger diagonal matrix is "too large" rather than unallocatable. */
    private static final double R_XLEN_T_MAX = 4503599627370496.0;

    /** as.integer(x) for diag(n), with its warnings. */
    private static int sizeOf(Args a, RVector x) {
        return flashr.base.vectors.TypeConversion.as(a, x, RType.INTEGER, a.call()).getInt(0);
    }

    /**
     * diag of a function, symbol, call, formula or environment: R takes as.integer of a value of
     * length one (its error) and fails on the others when its C code asks for their length.
     */
    private static RValue notAVector(Args a) {
        RValue x = a.get(0);
        boolean lengthOne = x instanceof flashr.lang.RFunction || x instanceof flashr.lang.RSymbol;
        if (lengthOne && !a.has(1) && !a.has(2) && !a.has(3)) {
            throw new RError("cannot coerce type '" + x.typeName() + "' to vector of type 'integer'");
        }
        throw new RError("long vectors not supported yet: array.c:2192");
    }

    private static int dimArg(RValue v, String what) {
        int n = Coerce.intScalar(v);
        if (n == RInt.NA) throw new RError("invalid '" + what + "' value (too large or NA)");
        if (n < 0) throw new RError("invalid '" + what + "' value (< 0)");
        return n;
    }

    private static RValue extract(RVector x, boolean names) {
        int[] d = x.dim();
        int m = Math.min(d[0], d[1]);
        RVector y = x.allocate(m);
        for (int i = 0; i < m; i++) x.copyElement(i * (d[0] + 1), y, i);
        if (names && m > 0) {
            RList dn = MatrixDims.dimnames(x);
            RString rn = MatrixDims.dimnamesAt(x, 0);
            RString cn = MatrixDims.dimnamesAt(x, 1);
            if (dn != null && rn != null && cn != null) {
                String[] first = Arrays.copyOf(rn.data(), m);
                String[] second = Arrays.copyOf(cn.data(), m);
                if (Arrays.equals(first, second)) y.setAttr("names", new RString(first));
            }
        }
        return y;
    }

    static RValue assignDiag(Args a) {
        RVector x = Coerce.vector(a.get(0), "x");
        RVector value = Coerce.vector(a.get(1), "value");
        int[] d = x.dim();
        if (d == null || d.length != 2) throw new RError("only matrix diagonals can be replaced", MatrixDims.replacementCall(a, "diag<-"));
        int m = Math.min(d[0], d[1]);
        if (value.length() != 1 && value.length() != m) throw new RError("replacement diagonal has wrong length", MatrixDims.replacementCall(a, "diag<-"));
        RType type = RType.higher(x.type(), value.type());
        RVector r = Coerce.to(x, type);
        if (r == x) r = x.copy();
        r.setAttributes(x.attributes());
        RVector v = Coerce.to(value, type);
        for (int i = 0; i < m; i++) v.copyElement(i % v.length(), r, i * (d[0] + 1));
        return r;
    }
}
