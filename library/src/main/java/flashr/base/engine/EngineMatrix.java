package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.math.SummaryBuiltins;
import flashr.base.matrix.LinalgBuiltins;
import flashr.base.matrix.LinalgMode;
import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.Attributes;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Shapes and matrix functions of engine values: dim, length, t, is.matrix, %*%, crossprod and
 * the row/column sums and means, without materializing anything. Products and margins of
 * engine values are double, as R's are.
 */
public final class EngineMatrix {
    private EngineMatrix() {}

    static void register(Registry r) {
        r.engineMethod("dim", a -> a.get(0) instanceof FmMatrix fm ? dim(fm) : null);
        // a plain engine value has no attribute but its dim: no names
        // a plain engine value has no attribute but its dim, or dimnames beside a matrix
        r.engineMethod("dimnames", a -> a.get(0) instanceof FmMatrix fm && !fm.isFlashR() ? dimnames(fm) : null);
        for (String name : new String[] {"colnames", "rownames"}) {   // with do.NULL = FALSE, R makes names
            int which = name.equals("rownames") ? 0 : 1;
            r.engineMethod(name, a -> a.get(0) instanceof FmMatrix fm && !fm.isFlashR() && !a.has(1) && !a.has(2)
                    ? fm.dimnames() == null ? RNull.NULL : fm.dimnames().get(which) : null);
        }
        r.engineMethod("length", a -> a.get(0) instanceof FmMatrix fm ? count(fm.length()) : null);
        r.engineMethod("is.matrix", a -> a.get(0) instanceof FmMatrix fm ? RLogical.of(fm.dim() != null) : null);
        r.engineMethod("is.array", a -> a.get(0) instanceof FmMatrix fm ? RLogical.of(fm.dim() != null) : null);
        r.engineMethod("is.vector", EngineMatrix::isVector);
        r.engineMethod("t", a -> a.get(0) instanceof FmMatrix fm ? EngineOperand.result(fm.isVector()
                ? fm.column().t() : fm.matrix().t(), true, fm.isFlashR()) : null);
        r.engineMethod("%*%", a -> SparseProducts.involved(a.get(0), a.get(1))
                ? SparseProducts.product(a, a.get(0), a.get(1), false) : product(a, a.get(0), a.get(1), false));
        r.engineMethod("crossprod", a -> {
            RValue y = a.has(1) && a.get(1) != RNull.NULL ? a.get(1) : a.get(0);
            return SparseProducts.involved(a.get(0), y) ? SparseProducts.product(a, a.get(0), y, true) : product(a, a.get(0), y, true);
        });
        r.engineMethod("tcrossprod", EngineMatrix::tcrossprod);
        r.engineMethod("drop", EngineMatrix::drop);
        r.engineMethod("rowSums", a -> margin(a, true, false));
        r.engineMethod("colSums", a -> margin(a, false, false));
        r.engineMethod("rowMeans", a -> margin(a, true, true));
        r.engineMethod("colMeans", a -> margin(a, false, true));
    }

    /** dim() of an engine value: its two extents, or NULL for a vector. */
    public static RValue dim(FmMatrix fm) {
        int[] d = fm.dim();
        return d == null ? RNull.NULL : new RInt(d);
    }

    private static RValue dimnames(FmMatrix fm) {
        return fm.dimnames() == null ? RNull.NULL : fm.dimnames();
    }

    /** A length as R gives it: an integer, or a double beyond integer range. */
    public static RValue count(long n) {
        return n > Integer.MAX_VALUE ? RDouble.of(n) : RInt.of((int) n);
    }

    private static RValue isVector(Args a) {
        if (!(a.get(0) instanceof FmMatrix fm)) return null;
        String mode = a.has(1) ? Coerce.stringScalar(a.get(1)) : "any";
        boolean typeMatches = switch (mode) {
            case "any" -> true;
            case "numeric" -> fm.type() != flashr.lang.RType.LOGICAL;
            default -> mode.equals(fm.type().typeName());
        };
        return RLogical.of(fm.isVector() && !fm.isFlashR() && typeMatches);
    }

    /**
     * x %*% y (or crossprod(x, y) = t(x) %*% y) for matrices, and a vector y as a column when its
     * length matches; other vector forms go to the R body.
     */
    private static RValue product(Args a, RValue xv, RValue yv, boolean crossprod) {
        if (!crossprod && xv instanceof FmMatrix && EngineOperand.of(yv) == null) return namedProduct(a, xv, yv);
        EngineOperand x = EngineOperand.of(xv);
        EngineOperand y = EngineOperand.of(yv);
        if (x == null || y == null || x.length == 0 || y.length == 0) return null;
        Engine e = EngineOperand.engine(a);
        if (crossprod && x.dim == null || !crossprod && x.dim == null) return null;
        long inner = crossprod ? x.nrow() : x.ncol();
        if (y.dim == null && y.length != inner || y.dim != null && y.nrow() != inner) return null;
        if (HeapProducts.better(x, y, crossprod ? x.ncol() : x.nrow(), inner, y.ncol())) {
            return onHeap(a, crossprod ? "crossprod" : "%*%", x, y);
        }
        Matrix mx = asDouble(e, x.matrix(e));
        Matrix my = asDouble(e, y.matrix(e));
        Matrix m = e.matrixProduct(crossprod ? mx.t() : mx, my, LinalgMode.engineProducts(a.interp()));
        return EngineOperand.result(m, true, x.isFlashR() || y.isFlashR());
    }

    /**
     * A product for the heap's BLAS (HeapProducts): null for plain operands, so that the builtin's
     * body computes it; for a FlashR operand the same product, its result copied into the engine
     * as the FlashR matrix it must be.
     */
    private static RValue onHeap(Args a, String fn, EngineOperand x, EngineOperand y) {
        if (!x.isFlashR() && !y.isFlashR()) return null;
        RValue product = LinalgBuiltins.product(a, fn, heap(x), heap(y));
        return FmMatrix.matrix(FmConvert.toEngine(EngineOperand.engine(a), product, "x"));
    }

    /** The operand's elements as an R vector with its dim (an engine value computed now). */
    private static RVector heap(EngineOperand x) {
        RVector local = x.local();
        return local != null ? local : ((FmMatrix) x.value).materialize();
    }

    /**
     * x %*% y for a plain engine matrix x and a small heap matrix y with dimnames (prcomp's
     * x %*% rotation): computed in a pass, and returned on the heap with R's dimnames (none from
     * x, which has none; y's column names), which no plain engine value carries.
     */
    private static RValue namedProduct(Args a, RValue xv, RValue yv) {
        FmMatrix fm = (FmMatrix) xv;
        if (fm.isFlashR() || fm.dim() == null || !(yv instanceof RVector yvec) || !yvec.type().isNumeric()) return null;
        int[] yd = yvec.dim();
        Attributes at = yvec.attributes();
        if (yd == null || yd.length != 2 || yd[0] != fm.dim()[1] || (long) fm.dim()[0] * yd[1] > Integer.MAX_VALUE) return null;
        if (at.size() != 2 || !(yvec.getAttr("dimnames") instanceof RList dn)) return null;
        RVector plain = plain(yvec, yd);
        if (HeapProducts.better(EngineOperand.of(fm), EngineOperand.of(plain), fm.dim()[0], yd[0], yd[1])) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = e.matrixProduct(asDouble(e, fm.matrix()), asDouble(e, FmConvert.toEngine(e, plain, "y")), LinalgMode.engineProducts(a.interp()));
        RDouble r = new RDouble(m.toDoubleArray());
        r.setAttr("dim", RInt.of(fm.dim()[0], yd[1]));
        RValue cols = dn.get(1);
        if (cols != RNull.NULL) r.setAttr("dimnames", RList.of(RNull.NULL, cols));
        return r;
    }

    /** y's values alone, with its dim. */
    private static RVector plain(RVector y, int[] dim) {
        RVector plain = y.resized(y.length(), false);
        plain.setAttributes(null);
        plain.setAttr("dim", RInt.of(dim[0], dim[1]));
        return plain;
    }

    /** Rows beyond which an operand of tcrossprod is tall: two tall ones make an n x n result (left to R). */
    private static final long TALL = 1 << 16;

    /**
     * tcrossprod(x, y) = x %*% t(y) for matrices, y defaulting to x, when y has few rows. Its
     * dimnames are R's: x's row names and y's (k-means's centres from rowsum are named), carried
     * beside the engine matrix.
     */
    private static RValue tcrossprod(Args a) {
        RValue xv = a.get(0);
        RValue yv = a.has(1) && a.get(1) != RNull.NULL ? a.get(1) : xv;
        RList xn = EngineNames.dimnamesOf(xv);
        RList yn = EngineNames.dimnamesOf(yv);
        if (xn == EngineNames.UNHANDLED || yn == EngineNames.UNHANDLED) return null;
        EngineOperand x = EngineOperand.of(EngineNames.withoutDimnames(xv));
        EngineOperand y = yv == xv ? x : EngineOperand.of(EngineNames.withoutDimnames(yv));
        if (x == null || y == null || x.dim == null || y.dim == null || x.length == 0 || y.length == 0) return null;
        if (x.ncol() != y.ncol() || y.nrow() > TALL) return null;
        if (HeapProducts.better(x, y, x.nrow(), x.ncol(), y.nrow())) return onHeap(a, "tcrossprod", x, y);
        RList names = EngineNames.productNames(xn == null ? RNull.NULL : xn.get(0), yn == null ? RNull.NULL : yn.get(0));
        boolean flashr = x.isFlashR() || y.isFlashR();
        if (names != null && flashr) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = e.matrixProduct(asDouble(e, x.matrix(e)), asDouble(e, y.matrix(e)).t(), LinalgMode.engineProducts(a.interp()));
        FmMatrix r = EngineOperand.result(m, true, flashr);
        return names == null ? r : r.withDimnames(names);
    }

    /**
     * drop(x): a matrix with one row or one column becomes a vector (of the other extent's length),
     * in the engine: a FlashR matrix becomes a FlashR vector (fmV), so that {@code drop(X %*% w)}
     * stays lazy and fuses with what follows instead of reading the product into R. A FlashR
     * matrix with dimnames is left to the builtin (R keeps the names of the extent that remains).
     */
    private static RValue drop(Args a) {
        if (!(a.get(0) instanceof FmMatrix fm)) return null;
        int[] d = fm.dim();
        if (d == null || d[0] != 1 && d[1] != 1) return fm;
        if (!fm.isFlashR()) return FmMatrix.plain(fm.matrix(), false);
        return fm.getAttr("dimnames") == null ? FmMatrix.vector(fm.matrix()) : null;
    }

    private static Matrix asDouble(Engine e, Matrix m) {
        return m.type() == ElementType.DOUBLE ? m : e.sapply(m, UnaryOp.AS_DOUBLE);
    }

    private static RValue margin(Args a, boolean rows, boolean mean) {
        if (a.get(0) instanceof flashr.bind.FmSparse) return SparseProducts.margin(a, rows, mean);
        if (!(a.get(0) instanceof FmMatrix fm) || fm.dim() == null || SummaryBuiltins.naRm(a, 1) || a.has(2)) return null;
        Engine e = EngineOperand.engine(a);
        Matrix x = asDouble(e, fm.matrix());
        Matrix m = mean ? (rows ? e.rowMeans(x) : e.colMeans(x)) : rows ? e.rowSums(x) : e.colSums(x);
        int[] d = fm.dim();
        // only over stored data: a margin of a lazy operand stays lazy, to fuse with the pass's other sinks
        if (!fm.isFlashR() && !fm.matrix().isVirtual() && !EngineMath.cannotOverflow(e, x, rows ? d[1] : d[0]) && beyondRange(m)) return null;
        return EngineOperand.result(m, false, fm.isFlashR());
    }

    /**
     * Whether sums whose bounds do not rule out 2^1024 went beyond the double's range in the
     * engine's partial sums (an infinity, or NaN from two): then R's builtin, whose long double
     * chain keeps such a sum (a mean of it finite, the sign of one that ends beyond). Computed now.
     */
    private static boolean beyondRange(Matrix m) {
        for (double v : m.toDoubleArray()) {
            if (Double.isInfinite(v) || Double.isNaN(v) && !RDouble.isNAValue(v)) return true;
        }
        return false;
    }
}
