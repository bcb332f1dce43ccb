package flashr.base.matrix;

import flashr.base.Registry;
import flashr.base.data.DataFrames;
import flashr.base.vectors.LongVectors;
import flashr.base.vectors.VectorSizes;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Builtins: matrix, array, nrow, ncol, NROW, NCOL, rownames, colnames, t, row, col, lower.tri, upper.tri, diag. */
public final class MatrixBuiltins {
    private MatrixBuiltins() {}

    public static void register(Registry r) {
        r.builtin("matrix", "data, nrow, ncol, byrow, dimnames", MatrixBuiltins::matrix);
        r.builtin("array", "data, dim, dimnames", MatrixBuiltins::array);
        r.builtin("nrow", "x", a -> extent(a.get(0), 0));
        r.builtin("ncol", "x", a -> extent(a.get(0), 1));
        r.builtin("NROW", "x", a -> {
            int[] d = dimOrNull(a.get(0));
            return RInt.of(d != null && d.length > 0 ? d[0] : length(a.get(0)));
        });
        r.builtin("NCOL", "x", a -> {
            int[] d = dimOrNull(a.get(0));
            return RInt.of(d != null && d.length > 1 ? d[1] : 1);
        });
        r.builtin("t", "x", flashr.base.DefaultMethodCalls.reportedAsDefault("t", a -> transpose(a.get(0))));
        r.builtin("drop", "x", a -> drop(a.get(0)));
        r.builtin("as.matrix", "x, ...", a -> asMatrix(a.get(0)));
        r.builtin("row", "x, as.factor", a -> rowOrCol(a, true));
        r.builtin("col", "x, as.factor", a -> rowOrCol(a, false));
        r.builtin("lower.tri", "x, diag", a -> triangle(a, true));
        r.builtin("upper.tri", "x, diag", a -> triangle(a, false));
        r.builtin("rownames", "x, do.NULL, prefix", a -> MatrixNames.get(a, 0));
        r.builtin("colnames", "x, do.NULL, prefix", a -> MatrixNames.get(a, 1));
        r.builtin("rownames<-", "x, value", a -> MatrixNames.set(a, 0));
        r.builtin("colnames<-", "x, value", a -> MatrixNames.set(a, 1));
        r.builtin("aperm", "a, perm, resize, keep.class, ...", MatrixAperm::aperm);
        r.builtin("diag", "x, nrow, ncol, names", MatrixDiag::diag);
        r.builtin("diag<-", "x, value", MatrixDiag::assignDiag);
        MatrixBind.register(r);
        MatrixSums.register(r);
        MatrixSweep.register(r);
        MatrixMargins.register(r);
    }

    private static RValue matrix(Args a) {
        RVector data = a.has(0) ? vectorData(a.get(0)) : RLogical.na();
        if (data.hasAttributes()) data = data.type() == RType.LIST ? stripped(data) : Coerce.to(data, data.type());
        boolean missNr = !a.has(1);
        boolean missNc = !a.has(2);
        int nr = missNr ? 1 : extentArg(a, a.get(1), "nrow");
        int nc = missNc ? 1 : extentArg(a, a.get(2), "ncol");
        boolean byrow = a.has(3) && Coerce.flag(a.get(3), "byrow");
        int len = data.length();
        if (missNr && missNc) {
            nr = len;
        } else if (missNr) {
            if (nc == 0) {
                if (len > 0) throw new RError("data is too long");
                nr = 0;
            } else {
                nr = (int) Math.ceil((double) len / nc);
            }
        } else if (missNc) {
            if (nr == 0) {
                if (len > 0) throw new RError("data is too long");
                nc = 0;
            } else {
                nc = (int) Math.ceil((double) len / nr);
            }
        }
        if (len > 0) {
            long nrc = (long) nr * nc;
            if (len > 1 && nrc % len != 0) {
                if ((len > nr && (len / nr) * nr != len) || (len < nr && (nr / len) * len != nr)) {
                    a.interp().warning(a.call(), "data length [" + len + "] is not a sub-multiple or multiple of the number of rows [" + nr + "]");
                } else if ((len > nc && (len / nc) * nc != len) || (len < nc && (nc / len) * len != nc)) {
                    a.interp().warning(a.call(), "data length [" + len + "] is not a sub-multiple or multiple of the number of columns [" + nc + "]");
                } else if (nrc != len) {
                    a.interp().warning(a.call(), "data length differs from size of matrix: [" + len + " != " + nr + " x " + nc + "]");
                }
            } else if (len > 1 && nrc == 0) {
                a.interp().warning(a.call(), "non-empty data for zero-extent matrix");
            }
        }
        if (len == 1 && !a.has(4) && data.type().isNumeric() && LongVectors.isLong((double) nr * nc)) {
            // one value in more cells than a heap vector holds: the engine's constant matrix
            return LongVectors.matrix(a.interp(), nr, nc, data.type(), data.getDouble(0));
        }
        RVector result = !byrow && len == (long) nr * nc ? sameElements(data) : null;
        if (result == null) {
            result = data.allocate(VectorSizes.checked((double) nr * nc, data.type()));
            int cells = result.length();
            // by column the data are recycled whole, a block copy each time (matrix(0, n, p))
            for (int at = 0; !byrow && len > 0 && at < cells; at += len) data.copyRange(0, result, at, Math.min(len, cells - at));
            for (int i = 0; byrow && len > 0 && i < nr; i++) {
                for (int j = 0; j < nc; j++) {
                    data.copyElement((i * nc + j) % len, result, i + j * nr);
                }
            }
        }
        MatrixDims.shape(result, nr, nc);
        if (a.has(4)) result.setAttr("dimnames", MatrixDims.checkedDimnames(a.get(4), new int[] {nr, nc}));
        return result;
    }

    /**
     * A vector of the elements of {@code data} in the same order, to become the matrix: data
     * itself when it is a temporary with no attributes (as {@code matrix(rnorm(n * p), n, p)}
     * gives it: only the dim is set), else an array copy of a numeric one; null for others.
     */
    private static RVector sameElements(RVector data) {
        if (data.isTemporary() && !data.hasAttributes() && data.type().isAtomic()) return data;
        return switch (data) {
            case RDouble d -> new RDouble(d.data().clone());
            case RInt i -> new RInt(i.data().clone());
            case RLogical l -> new RLogical(l.data().clone());
            default -> null;
        };
    }

    /** The data of matrix(): any vector; NULL and other values are an error. */
    static RVector vectorData(RValue v) {
        if (v instanceof RVector vec) return vec.inherits("factor") ? MatrixDims.asNames(vec) : vec;
        throw new RError("'data' must be of a vector type, was '" + v.typeName() + "'");
    }

    private static RVector stripped(RVector v) {
        RVector r = v.copy();
        r.setAttributes(null);
        return r;
    }

    /** A matrix extent argument, as R's {@code matrix} checks it. */
    private static int extentArg(Args a, RValue v, String what) {
        if (!(v instanceof RVector vec) || !vec.type().isNumeric()) {
            throw new RError("non-numeric matrix extent");
        }
        int n = VectorSizes.asInteger(a, vec);
        if (n == RInt.NA) throw new RError("invalid '" + what + "' value (too large or NA)");
        if (n < 0) throw new RError("invalid '" + what + "' value (< 0)");
        return n;
    }

    private static RValue array(Args a) {
        RVector data = a.has(0) ? vectorData(a.get(0)) : RLogical.na();
        int[] dim;
        if (a.has(1)) {
            RVector dv = Coerce.vector(a.get(1), "dim");
            if (dv.length() == 0) throw new RError("'dims' cannot be of length 0");
            dim = new int[dv.length()];
            boolean coercionNA = false;
            for (int i = 0; i < dim.length; i++) {
                dim[i] = dv.getInt(i);
                if (dim[i] == RInt.NA && !dv.isNA(i)) coercionNA = true;
            }
            if (coercionNA) a.interp().warning(a.call(), "NAs introduced by coercion");
        } else {
            dim = new int[] {data.length()};
        }
        double total = 1;
        for (int d : dim) {
            if (d == RInt.NA || d < 0) throw new RError("negative length vectors are not allowed");
            total *= d;
        }
        // R's array() refuses this size in R code for lists; for atomic data its C allocation fails
        if (total > Integer.MAX_VALUE && !data.type().isAtomic()) throw new RError("'dim' specifies too large an array");
        int n = VectorSizes.checked(total, data.type());
        RVector result = data.allocate(n);
        int len = data.length();
        if (len > 0) {
            for (int at = 0; at < n; at += len) data.copyRange(0, result, at, Math.min(len, n - at));
        }
        result.setAttr("dim", new RInt(dim));
        if (a.has(2)) result.setAttr("dimnames", MatrixDims.checkedDimnames(a.get(2), dim));
        return result;
    }

    private static int[] dimOrNull(RValue x) {
        if (x instanceof flashr.lang.EngineValue e) return e.dim();
        if (x instanceof RList l && l.inherits("data.frame")) return new int[] {DataFrames.rows(l), l.length()};
        return x instanceof RVector v ? v.dim() : null;
    }

    private static int length(RValue x) {
        if (x instanceof flashr.lang.EngineValue e) return (int) Math.min(e.length(), Integer.MAX_VALUE);
        return x instanceof RVector v ? v.length() : 0;
    }

    private static RValue extent(RValue x, int k) {
        int[] d = dimOrNull(x);
        if (d == null) return RNull.NULL;
        return RInt.of(k < d.length ? d[k] : RInt.NA);
    }

    /** A matrix stays as it is; a vector becomes one column, its names the row names; an fm object is materialized. */
    private static RValue asMatrix(RValue x) {
        if (x instanceof flashr.bind.FmMatrix fm) {
            RVector r = fm.materialize();
            return r.isMatrix() ? r : asMatrix(r);
        }
        if (!(x instanceof RVector v)) throw new RError("argument is not a matrix");
        if (v.isMatrix()) return v;
        RVector r = v.resized(v.length(), false); // a fresh copy: the argument is never changed
        r.setAttr("dim", RInt.of(v.length(), 1));
        RString names = v.names();
        if (names != null) r.setAttr("dimnames", RList.of(names, RNull.NULL));
        return r;
    }

    /** Removes extents of length one; with one extent left the result is a vector named by its dimnames. */
    private static RValue drop(RValue x) {
        if (!(x instanceof RVector v) || v.dim() == null) return x;
        int[] d = v.dim();
        RList dn = MatrixDims.dimnames(v);
        int kept = 0;
        for (int e : d) if (e != 1) kept++;
        if (kept == d.length) return x;
        // a value nothing holds (x %*% b) loses its attributes in place, as R's drop leaves an
        // unreferenced x uncopied (glm's drop(x %*% coef): an n-vector copy an iteration); else
        // a fresh copy without attributes (v has a dim, so Coerce.to copies)
        RVector r = v;
        if (v.isTemporary()) v.setAttributes(null);
        else r = Coerce.to(v, v.type());
        if (kept == 0) {
            // a length-one result keeps names only when exactly one dimension has them, as R's drop does
            RValue only = null;
            int named = 0;
            for (int k = 0; k < d.length && dn != null; k++) {
                if (dn.get(k) != RNull.NULL) {
                    only = dn.get(k);
                    named++;
                }
            }
            if (named == 1) r.setAttr("names", only);
            return r;
        }
        if (kept <= 1) {
            for (int k = 0; k < d.length && dn != null; k++) {
                if (d[k] != 1) {
                    if (dn.get(k) != RNull.NULL) r.setAttr("names", dn.get(k));
                }
            }
            return r;
        }
        int[] nd = new int[kept];
        RValue[] ndn = new RValue[kept];
        boolean anyNames = false;
        for (int k = 0, j = 0; k < d.length; k++) {
            if (d[k] == 1) continue;
            nd[j] = d[k];
            ndn[j] = dn == null ? RNull.NULL : dn.get(k);
            anyNames |= ndn[j] != RNull.NULL;
            j++;
        }
        r.setAttr("dim", new RInt(nd));
        if (anyNames) r.setAttr("dimnames", new RList(ndn));
        return r;
    }

    private static RValue transpose(RValue x) {
        if (!(x instanceof RVector v)) throw new RError("argument is not a matrix");
        int[] d = v.dim();
        if (d == null || d.length == 1) {
            RVector r = Coerce.to(v, v.type()).copy();
            RValue names = d == null ? v.names() : MatrixDims.dimnamesAt(v, 0);
            MatrixDims.shape(r, 1, v.length());
            if (names != null) {
                String dnName = d == null ? null : MatrixDims.dimnamesName(v, 0);
                MatrixDims.setDimnames(r, null, names, null, dnName);
            }
            return r;
        }
        if (d.length != 2) throw new RError("argument is not a matrix");
        int nr = d[0];
        int nc = d[1];
        RVector r = v.allocate(nr * nc);
        for (int i = 0; i < nr; i++) {
            for (int j = 0; j < nc; j++) v.copyElement(i + j * nr, r, j + i * nc);
        }
        r.setAttributes(v.attributes());
        r.setAttr("dim", RInt.of(nc, nr));
        RList dn = MatrixDims.dimnames(v);
        if (dn != null) {
            RList swapped = RList.of(dn.get(1), dn.get(0));
            RString names = dn.names();
            if (names != null) swapped.setAttr("names", RString.of(names.get(1), names.get(0)));
            r.setAttr("dimnames", swapped);
        }
        return r;
    }

    private static RValue rowOrCol(Args a, boolean row) {
        RValue x = a.get(0);
        int[] d = x instanceof RVector v ? v.dim() : null;
        if (d == null || d.length != 2) {
            throw new RError("a matrix-like object is required as argument to '" + (row ? "row" : "col") + "'");
        }
        int nr = d[0];
        int nc = d[1];
        int[] out = new int[nr * nc];
        for (int j = 0; j < nc; j++) {
            for (int i = 0; i < nr; i++) out[i + j * nr] = row ? i + 1 : j + 1;
        }
        RInt indices = MatrixDims.shape(new RInt(out), nr, nc);
        boolean asFactor = a.has(1) && Coerce.flag(a.get(1), "as.factor");
        return asFactor ? MatrixIndexFactor.of(indices, x, row, row ? nr : nc) : indices;
    }

    private static RValue triangle(Args a, boolean lower) {
        RVector x = Coerce.vector(a.get(0), "x");
        int[] d = x.dim();
        int nr = d != null && d.length == 2 ? d[0] : x.length();
        int nc = d != null && d.length == 2 ? d[1] : 1;
        boolean diag = a.has(1) && Coerce.flag(a.get(1), "diag");
        int[] out = new int[nr * nc];
        for (int j = 0; j < nc; j++) {
            for (int i = 0; i < nr; i++) {
                boolean in = lower ? (diag ? i >= j : i > j) : (diag ? i <= j : i < j);
                out[i + j * nr] = in ? 1 : 0;
            }
        }
        return MatrixDims.shape(new RLogical(out), nr, nc);
    }

    /** Used by diag: a double vector from any atomic vector, warning when text is not a number. */
    static RVector numericOrWarn(Args a, RVector x) {
        if (x.type().isNumeric()) return x;
        return flashr.base.vectors.TypeConversion.as(a, x, RType.DOUBLE, a.call());
    }
}
