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
 * logicals (a longer one recycles over the dense matrix's positions: dense).
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
            RValue out = b.body().apply(a.mapped(v -> v == s ? in : v));
            if (!(out instanceof RVector o) || o.length() != vals.length || o.type() != type) {
                throw new IllegalStateException(b.name() + " gave an unexpected result for a sparse matrix's values");
            }
            double[] d = new double[vals.length];
            for (int i = 0; i < d.length; i++) d[i] = o.getDouble(i);
            return d;
        });
        return new FmSparse(mapped, s.engine(), s.symmetric(), type);
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
