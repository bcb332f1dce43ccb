package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.math.Math1Functions;
import flashr.bind.FmSparse;
import flashr.engine.fn.ScalarFn;
import flashr.engine.sparse.SparseMatrix;
import flashr.eval.Args;
import flashr.lang.EngineValue;
import flashr.lang.RBuiltin;
import flashr.lang.RDouble;
import flashr.lang.RNull;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Element-wise functions of a sparse matrix ({@link FmSparse}) as R's Matrix package computes
 * them: where the function maps 0 to 0 (or FALSE), as {@code A * 2}, {@code -A}, {@code abs},
 * {@code sqrt}, {@code A^2}, {@code round(A, 2)}, {@code A != 0}, {@code is.na(A)}, the result is
 * sparse with the same entries in the same places and each stored value transformed; where 0
 * maps to anything else ({@code A + 1}, {@code exp(A)}, {@code A == 0}, {@code A / 0}), the
 * result is a dense FlashR matrix, the engine's computation on the dense matrix.
 *
 * <p>The values are computed by the builtin's own R body, applied to the stored values (a block
 * at a time for a matrix in files), and whether 0 maps to 0 is decided by the same body applied
 * to one 0 (with the call's other arguments: {@code A / 0} is dense, {@code A / 2} sparse), so
 * the stored values get exactly what the dense computation would give them, NA, NaN and Inf
 * included, and the warnings R gives for them. The other arguments must be single numbers or
 * logicals (a longer one recycles over the dense matrix's positions: dense). Two sparse matrices
 * of the same shape ({@code A + t(A)}, {@code A * B}, {@code A != B}) give a sparse matrix on the
 * union of their entries when the operator maps (0, 0) to 0.
 */
final class SparseElementwise {
    private SparseElementwise() {}

    private static final String[] OPERATORS = {"+", "-", "*", "/", "^", "%%", "%/%", "==", "!=", "<", ">", "<=", ">=",
        "&", "|", "!"};

    private static final String[] FUNCTIONS = {"abs", "sqrt", "floor", "ceiling", "round", "signif", "exp", "log",
        "log2", "log10", "gamma", "lgamma", "digamma", "trigamma", "is.na", "is.nan", "is.finite", "is.infinite"};

    static void register(Registry r) {
        for (String name : OPERATORS) r.engineMethodOf(name, SparseElementwise::wrapping);
        for (String name : FUNCTIONS) r.engineMethodOf(name, SparseElementwise::wrapping);
        for (ScalarFn f : Math1Functions.ALL) r.engineMethodOf(f.name(), SparseElementwise::wrapping);
    }

    private static RBuiltin.Body wrapping(RBuiltin b) {
        RBuiltin.Body lazy = b.engineMethod();
        return a -> {
            if (!hasSparse(a)) return lazy == null ? null : lazy.apply(a);
            if (a.dots().length == 2 && a.dots()[0] instanceof FmSparse x && a.dots()[1] instanceof FmSparse y) {
                RValue r = sparsePair(b, a, x, y);
                return r != null ? r : dense(b, lazy, a);
            }
            FmSparse s = soleSparse(a);
            if (s == null) return dense(b, lazy, a);
            RValue r = sparse(b, a, s);
            return r != null ? r : dense(b, lazy, a);
        };
    }

    /**
     * The one sparse argument when every other is a plain number or logical of length one (or
     * NULL); null otherwise.
     */
    private static FmSparse soleSparse(Args a) {
        FmSparse found = null;
        java.util.List<RValue> all = new java.util.ArrayList<>(java.util.Arrays.asList(a.dots()));
        for (int i = 0; i < a.formalCount(); i++) if (a.get(i) != null) all.add(a.get(i));
        for (RValue v : all) {
            if (v instanceof FmSparse s) {
                if (found != null) return null;
                found = s;
            } else if (v != RNull.NULL && !(v instanceof RVector x && !(v instanceof EngineValue) && x.length() == 1
                    && !x.hasAttributes() && (x.type().isNumeric() || x.type() == RType.LOGICAL))) {
                return null;
            }
        }
        return found;
    }

    private static boolean hasSparse(Args a) {
        for (RValue v : a.dots()) if (v instanceof FmSparse) return true;
        for (int i = 0; i < a.formalCount(); i++) if (a.get(i) instanceof FmSparse) return true;
        return false;
    }

    /** The sparse result, or null when the function does not map 0 to 0 (or FALSE). */
    private static RValue sparse(RBuiltin b, Args a, FmSparse s) {
        RVector zero = of(s.type(), new double[] {0});
        RVector z = typedScalar(b.body().apply(a.mapped(v -> v == s ? zero : v)));
        if (z == null || z.isNA(0) || z.getDouble(0) != 0) return null;
        RType type = z.type();
        SparseMatrix m = s.sparse();
        if (m.isBinary()) {
            // every entry is 1: f(1) decides whether the matrix stays binary
            RVector one = typedScalar(b.body().apply(a.mapped(v -> v == s ? of(s.type(), new double[] {1}) : v)));
            if (one != null && one.type() == type && !one.isNA(0) && one.getDouble(0) == 1) {
                return new FmSparse(m, s.engine(), s.symmetric(), type);
            }
        }
        SparseMatrix mapped = m.mapValues(vals -> {
            if (vals.length == 0) return vals;
            RVector in = of(s.type(), vals);
            in.markShared(); // the body must not write into the block's values
            return doubles(b, b.body().apply(a.mapped(v -> v == s ? in : v)), vals.length, type);
        });
        return new FmSparse(mapped, s.engine(), s.symmetric(), type);
    }

    /**
     * x op y of two sparse matrices of the same shape: sparse on the union of their entries when
     * op maps (0, 0) to 0, its values op of the two values aligned there (0 where one has none, so
     * 0 * Inf is NaN as in the dense product); null otherwise.
     */
    private static RValue sparsePair(RBuiltin b, Args a, FmSparse x, FmSparse y) {
        SparseMatrix mx = x.sparse(), my = y.sparse();
        if (mx.nrow() != my.nrow() || mx.ncol() != my.ncol() || mx.blockRows() != my.blockRows()) return null;
        RValue[] zeros = {of(x.type(), new double[] {0}), of(y.type(), new double[] {0})};
        RVector z = typedScalar(b.body().apply(a.mapped(v -> v == x ? zeros[0] : v == y ? zeros[1] : v)));
        if (z == null || z.isNA(0) || z.getDouble(0) != 0) return null;
        RType type = z.type();
        SparseMatrix zipped = mx.zipValues(my, (xv, yv) -> {
            if (xv.length == 0) return xv;
            RVector xin = of(x.type(), xv), yin = of(y.type(), yv);
            xin.markShared(); // the body must not write into the blocks' values
            yin.markShared();
            RValue out = b.body().apply(a.mapped(v -> v == x ? xin : v == y ? yin : v));
            return doubles(b, out, xv.length, type);
        });
        return new FmSparse(zipped, x.engine(), x.symmetric() && y.symmetric(), type);
    }

    private static double[] doubles(RBuiltin b, RValue out, int n, RType type) {
        if (!(out instanceof RVector o) || o.length() != n || o.type() != type) {
            throw new IllegalStateException(b.name() + " gave an unexpected result for a sparse matrix's values");
        }
        double[] d = new double[n];
        for (int i = 0; i < n; i++) d[i] = o.getDouble(i);
        return d;
    }

    /** A numeric or logical result of length one, or null. */
    private static RVector typedScalar(RValue r) {
        if (!(r instanceof RVector v) || v.length() != 1) return null;
        RType t = v.type();
        return t == RType.DOUBLE || t == RType.INTEGER || t == RType.LOGICAL ? v : null;
    }

    private static RVector of(RType type, double[] vals) {
        if (type == RType.DOUBLE) return new RDouble(vals);
        return FmSparse.ofType(vals, type);
    }

    /**
     * The call on the sparse arguments as dense FlashR matrices: the engine's lazy computation, or
     * R's on the data made a FlashR object again; null leaves it to R's body.
     */
    private static RValue dense(RBuiltin b, RBuiltin.Body lazy, Args a) {
        Args d = a.mapped(v -> v instanceof FmSparse s ? EngineFlashRObjects.asFlashR(a, s.materialize()) : v);
        RValue r = lazy == null ? null : lazy.apply(d);
        return r != null ? r : EngineFlashRObjects.asFlashR(a, b.body().apply(d.materialized()));
    }
}
