package flashr.bind;

import flashr.engine.Engine;
import flashr.engine.sparse.SparseMatrix;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * A sparse matrix of the engine as an R value: FlashR's {@code fm} object for which
 * {@code fm.is.sparse} is TRUE. {@code %*%} by a dense matrix or vector, {@code t}, {@code dim},
 * row and column sums and printing keep it sparse; any other builtin reads it as the dense R
 * matrix it stands for ({@link #materialize()}), as R code would see it after {@code as.matrix}.
 * Immutable; typeof is "double".
 */
public final class FmSparse extends RValue implements EngineValue {
    private final SparseMatrix matrix;
    private final Engine engine;
    private final boolean symmetric;

    public FmSparse(SparseMatrix matrix, Engine engine) {
        this(matrix, engine, false);
    }

    /** {@code symmetric}: made as a symmetric matrix (an undirected graph), FlashR's fm.is.sym. */
    public FmSparse(SparseMatrix matrix, Engine engine, boolean symmetric) {
        this.matrix = matrix;
        this.engine = engine;
        this.symmetric = symmetric;
        setAttr("class", RString.of(FmMatrix.Kind.MATRIX.className()));
    }

    public SparseMatrix sparse() { return matrix; }

    public Engine engine() { return engine; }

    public boolean symmetric() { return symmetric; }

    /** The transpose (its blocks built once and kept by the sparse matrix; a symmetric matrix is its own). */
    public FmSparse t() { return symmetric ? this : new FmSparse(matrix.t(), engine); }

    @Override
    public RVector materialize() {
        if (matrix.nrow() * matrix.ncol() > Integer.MAX_VALUE) {
            throw new RError("a sparse matrix of " + matrix.nrow() + " x " + matrix.ncol() + " is too large to convert to a dense R matrix");
        }
        RDouble r = new RDouble(matrix.toDense());
        r.setAttr("dim", RInt.of((int) matrix.nrow(), (int) matrix.ncol()));
        r.markShared();
        return r;
    }

    @Override
    public int[] dim() { return new int[] {(int) matrix.nrow(), (int) matrix.ncol()}; }

    @Override
    public long length() { return matrix.nrow() * matrix.ncol(); }

    @Override
    public boolean isComputed() { return true; }

    @Override
    public boolean isLocal() { return false; }

    @Override
    public RType type() { return RType.DOUBLE; }
}
