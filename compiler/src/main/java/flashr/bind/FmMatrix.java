package flashr.bind;

import flashr.engine.Matrix;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;

/**
 * An engine matrix as an R value: FlashR's {@code fm} (a matrix), {@code fmV} (a vector) or
 * {@code fmVFactor} (a vector of factor codes 1..k). The class attribute carries the FlashR class,
 * so {@code class(X)} is "fm" and base generics dispatch to the {@code .fm} methods; {@code typeof}
 * is the element type. Not an {@link flashr.lang.RVector}: its elements are read only by
 * converting it ({@link FmConvert#toR}), which materializes it. Immutable: operations make new ones.
 */
public final class FmMatrix extends RValue {
    /** FlashR's S4 classes of engine objects. */
    public enum Kind {
        MATRIX("fm"), VECTOR("fmV"), FACTOR("fmVFactor");

        private final String className;

        Kind(String className) { this.className = className; }

        public String className() { return className; }
    }

    private final Matrix matrix;
    private final Kind kind;
    private final int numLevels;

    private FmMatrix(Matrix matrix, Kind kind, int numLevels) {
        this.matrix = matrix;
        this.kind = kind;
        this.numLevels = numLevels;
        setAttr("class", RString.of(kind.className));
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

    /** A fresh value for the same matrix with this one's attributes, for replacement functions to change. */
    public FmMatrix copy() {
        FmMatrix c = new FmMatrix(matrix, kind, numLevels);
        c.setAttributes(attributes());
        return c;
    }

    /** Same kind as this one (vector or matrix; a factor's result is a plain vector). */
    public FmMatrix like(Matrix m) { return kind == Kind.MATRIX ? matrix(m) : vector(m); }

    public Matrix matrix() { return matrix; }

    public Kind kind() { return kind; }

    public boolean isVector() { return kind != Kind.MATRIX; }

    /** The number of levels of a factor, or the bound of a positions vector; 0 when unknown. */
    public int numLevels() { return numLevels; }

    public long nrow() { return matrix.nrow(); }

    public long ncol() { return matrix.ncol(); }

    public long length() { return matrix.length(); }

    /** A vector as an n x 1 matrix (vectors are columns in GenOps, as FlashR stores them). */
    public Matrix column() {
        return matrix.ncol() != 1 && matrix.nrow() == 1 ? matrix.t() : matrix;
    }

    @Override
    public RType type() {
        return switch (matrix.type()) {
            case DOUBLE -> RType.DOUBLE;
            case INTEGER -> RType.INTEGER;
            case LOGICAL -> RType.LOGICAL;
        };
    }
}
