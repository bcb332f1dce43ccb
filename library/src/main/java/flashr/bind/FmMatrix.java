package flashr.bind;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.lang.EngineValue;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.lang.ref.SoftReference;

/**
 * An engine matrix as an R value, in one of two roles. A FlashR object, made by FlashR's API, is
 * FlashR's {@code fm} (a matrix), {@code fmV} (a vector) or {@code fmVFactor} (a vector of factor
 * codes 1..k): its class attribute carries the FlashR class, so {@code class(X)} is "fm" and base
 * generics dispatch to the {@code .fm} methods. A plain value ({@link #plain}) is an ordinary R
 * numeric or logical vector or matrix that happens to live in the engine (it was large, or came
 * from another engine value): no attributes, and R cannot tell it from the same data on the heap.
 * {@code typeof} is the element type either way. Not an {@link RVector}: its elements are read by
 * {@link #materialize()}, which runs the engine. Immutable: operations make new ones.
 *
 * <p>A plain value made from an R vector ({@link #pending}) enters the engine's storage only when
 * an engine operation first needs its matrix: until then its elements are the R vector alone. A
 * large result that R code only reshapes, indexes or hands to R's own functions (as
 * {@code matrix(rnorm(n * p), n, p)}) is then never copied into the engine at all.
 *
 * <p>A plain matrix may carry dimnames beside its elements ({@link #withDimnames}), as R's
 * products with a small named matrix have them ({@code tcrossprod(X, centers)} with centers from
 * {@code rowsum}): builtins that know R's rules for names keep such a value in the engine, every
 * other one gets it materialized with its names (see {@link flashr.lang.RBuiltin#seesEngineNames()}).
 */
public final class FmMatrix extends RValue implements EngineValue {
    /** FlashR's S4 classes of engine objects. */
    public enum Kind {
        MATRIX("fm"), VECTOR("fmV"), FACTOR("fmVFactor");

        private final String className;

        Kind(String className) { this.className = className; }

        public String className() { return className; }
    }

    /** Values up to this many elements keep their materialized form; larger ones keep it softly. */
    private static final int KEEP_MATERIALIZED = 1 << 16;

    /** The engine matrix; null while a pending value has not entered the engine. */
    private Matrix matrix;
    /** The engine a pending value enters, when its matrix is first needed; else null. */
    private Engine pendingIn;
    private final Kind kind;
    private final int numLevels;
    private final boolean flashr;
    private RVector local;
    private SoftReference<RVector> softLocal;
    /** R's dimnames of a plain matrix that has them (never of a FlashR object, which keeps its own as attributes); else null. */
    private RList dimnames;

    private FmMatrix(Matrix matrix, Kind kind, int numLevels, boolean flashr) {
        this.matrix = matrix;
        this.kind = kind;
        this.numLevels = numLevels;
        this.flashr = flashr;
        if (flashr) setAttr("class", RString.of(kind.className));
    }

    private FmMatrix(Matrix matrix, Kind kind, int numLevels) {
        this(matrix, kind, numLevels, true);
    }

    /** An ordinary R vector ({@code isMatrix} false) or matrix held by the engine. */
    public static FmMatrix plain(Matrix m, boolean isMatrix) {
        return new FmMatrix(m, isMatrix ? Kind.MATRIX : Kind.VECTOR, 0, false);
    }

    /** A plain value for {@code m}, whose elements are already known as {@code local} (same shape). */
    public static FmMatrix plain(Matrix m, RVector local) {
        FmMatrix fm = plain(m, local.dim() != null);
        fm.remember(local);
        return fm;
    }

    public static FmMatrix matrix(Matrix m) { return new FmMatrix(m, Kind.MATRIX, 0); }

    /** A vector; the engine matrix may be n x 1 or 1 x n. */
    public static FmMatrix vector(Matrix m) { return new FmMatrix(m, Kind.VECTOR, 0); }

    /**
     * A vector of positions 1..bound (which.min/which.max of rows or columns): groupby can use
     * it as labels of {@code bound} groups without a pass to find their maximum.
     */
    public static FmMatrix positions(Matrix m, int bound) { return new FmMatrix(m, Kind.VECTOR, bound); }

    /** Factor codes 1..numLevels (integer). */
    public static FmMatrix factor(Matrix codes, int numLevels) { return new FmMatrix(codes, Kind.FACTOR, numLevels); }

    /**
     * A plain value for the numeric or logical R vector or matrix {@code local} (no attribute but
     * its dim), which enters {@code e}'s storage when an engine operation first needs it.
     */
    public static FmMatrix pending(Engine e, RVector local) {
        FmMatrix fm = plain(null, local.dim() != null);
        fm.pendingIn = e;
        local.markShared();
        fm.local = local; // the only copy of the elements until the engine has them
        return fm;
    }

    /** A fresh value for the same matrix with this one's attributes, for replacement functions to change. */
    public FmMatrix copy() {
        FmMatrix c = matrix == null ? pending(pendingIn, local) : new FmMatrix(matrix, kind, numLevels, flashr);
        c.setAttributes(attributes());
        c.dimnames = dimnames;
        return c;
    }

    /** Same role and kind as this one (vector or matrix; a factor's result is a vector). */
    public FmMatrix like(Matrix m) {
        if (!flashr) return plain(m, kind == Kind.MATRIX);
        return kind == Kind.MATRIX ? matrix(m) : vector(m);
    }

    /**
     * This plain matrix with R's dimnames {@code names} (a list of two, each NULL or as long as its
     * extent); without any when {@code names} is null. The same engine matrix.
     */
    public FmMatrix withDimnames(RList names) {
        if (flashr || kind != Kind.MATRIX) throw new IllegalStateException("dimnames beside a plain matrix only");
        if (names == dimnames) return this;
        FmMatrix named = plain(matrix(), true);
        if (names != null) names.markShared();   // R code changing what it read gets a copy
        named.dimnames = names;
        return named;
    }

    /** This value without the dimnames it carries: for operations whose names the caller sets. */
    public FmMatrix withoutDimnames() {
        return dimnames == null ? this : plain(matrix(), true);
    }

    /** The dimnames a plain matrix carries, or null. */
    public RList dimnames() {
        return dimnames;
    }

    @Override
    public boolean hasDimnames() {
        return dimnames != null;
    }

    /** True for an object of FlashR's API (class fm, fmV or fmVFactor), false for a plain R value. */
    public boolean isFlashR() { return flashr; }

    /** The engine matrix; a pending value enters the engine now (a view of its elements' array). */
    public Matrix matrix() {
        if (matrix == null) {
            RVector r = local;
            matrix = FmConvert.toEngine(pendingIn, r, "x");
            pendingIn = null;
            local = null;
            // the engine reads r's own array, so keeping r costs nothing and spares a copy back
            remember(r);
        }
        return matrix = matrix.engine().detached(matrix);
    }

    public Kind kind() { return kind; }

    public boolean isVector() { return kind != Kind.MATRIX; }

    /** The number of levels of a factor, or the bound of a positions vector; 0 when unknown. */
    public int numLevels() { return numLevels; }

    /** True while the value's elements are an R vector only, not yet in the engine's storage. */
    public boolean isPending() { return matrix == null; }

    public long nrow() {
        if (matrix != null) return matrix.nrow();
        int[] d = local.dim();
        return d != null ? d[0] : local.length();
    }

    public long ncol() {
        if (matrix != null) return matrix.ncol();
        int[] d = local.dim();
        return d != null ? d[1] : 1;
    }

    public long length() { return matrix != null ? matrix.length() : local.length(); }

    /** A vector as an n x 1 matrix (vectors are columns in GenOps, as FlashR stores them). */
    public Matrix column() {
        Matrix m = matrix();
        return m.ncol() != 1 && m.nrow() == 1 ? m.t() : m;
    }

    @Override
    public int[] dim() {
        if (isVector()) return null;
        if (nrow() > Integer.MAX_VALUE || ncol() > Integer.MAX_VALUE) {
            throw new flashr.lang.RError("dims of an engine matrix of " + nrow() + " x " + ncol() + " do not fit R's integers");
        }
        return new int[] {(int) nrow(), (int) ncol()};
    }

    /**
     * The elements as an R vector: with its dim for a matrix (fm.conv.FM2R for a FlashR object).
     * Runs the engine the first time; small results are kept, large ones kept while memory allows.
     */
    @Override
    public RVector materialize() {
        RVector r = local != null ? local : softLocal != null ? softLocal.get() : null;
        if (r == null) {
            r = FmConvert.toR(matrix, !isVector());
            if (dimnames != null) r.setAttr("dimnames", dimnames);
            remember(r);
            if (local != null && !flashr && kind != Kind.FACTOR && numLevels == 0) {
                // a small plain result no longer needs its DAG, which may hold large stores it read
                // (last iteration's labels under sum(cl != old)): it becomes a pending value again,
                // its elements re-entering the engine only if an engine operation needs them
                pendingIn = matrix.engine();
                matrix = null;
            } else {
                matrix = matrix.engine().detached(matrix);
            }
        }
        return r;
    }

    @Override
    public boolean isComputed() {
        return isLocal() || !matrix.isVirtual(); // a pending value is local
    }

    @Override
    public boolean isLocal() {
        return local != null || softLocal != null && softLocal.get() != null;
    }

    private void remember(RVector r) {
        r.markShared();
        if (r.length() <= KEEP_MATERIALIZED) local = r;
        else softLocal = new SoftReference<>(r);
    }

    @Override
    public RType type() {
        if (matrix == null) return local.type();
        return switch (matrix.type()) {
            case DOUBLE -> RType.DOUBLE;
            case INTEGER -> RType.INTEGER;
            case LOGICAL -> RType.LOGICAL;
        };
    }
}
