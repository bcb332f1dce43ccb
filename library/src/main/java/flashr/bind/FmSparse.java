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
 * Immutable. Its type is "double", or "logical" or "integer" for what an element-wise function
 * of one gave (e.g. {@code A != 0}); the values are kept as doubles either way (NA as R's NA).
 */
public final class FmSparse extends RValue implements EngineValue {
    private final SparseMatrix matrix;
    private final Engine engine;
    private final boolean symmetric;
    private final RType type;

    public FmSparse(SparseMatrix matrix, Engine engine) {
        this(matrix, engine, false);
    }

    /** {@code symmetric}: made as a symmetric matrix (an undirected graph), FlashR's fm.is.sym. */
    public FmSparse(SparseMatrix matrix, Engine engine, boolean symmetric) {
        this(matrix, engine, symmetric, RType.DOUBLE);
    }

    /** {@code type}: DOUBLE, INTEGER or LOGICAL, the R type of the elements the stored doubles stand for. */
    public FmSparse(SparseMatrix matrix, Engine engine, boolean symmetric, RType type) {
        if (type != RType.DOUBLE && type != RType.INTEGER && type != RType.LOGICAL) {
            throw new IllegalArgumentException("a sparse matrix holds doubles, integers or logicals, not " + type);
        }
        this.matrix = matrix;
        this.engine = engine;
        this.symmetric = symmetric;
        this.type = type;
        setAttr("class", RString.of(FmMatrix.Kind.MATRIX.className()));
    }

    public SparseMatrix sparse() { return matrix; }

    public Engine engine() { return engine; }

    public boolean symmetric() { return symmetric; }

    /** The transpose (its blocks built once and kept by the sparse matrix; a symmetric matrix is its own). */
    public FmSparse t() { return symmetric ? this : new FmSparse(matrix.t(), engine, false, type); }

    /** The same kind of matrix (type, symmetry) with other blocks, e.g. moved to files. */
    public FmSparse with(SparseMatrix m) { return m == matrix ? this : new FmSparse(m, engine, symmetric, type); }

    @Override
    public RVector materialize() {
        if (matrix.nrow() * matrix.ncol() > Integer.MAX_VALUE) {
            throw new RError("a sparse matrix of " + matrix.nrow() + " x " + matrix.ncol() + " is too large to convert to a dense R matrix");
        }
        RVector r = ofType(matrix.toDense(), type);
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
    public RType type() { return type; }

    /** Doubles as an R vector of {@code type} (NaN is NA for integers and logicals). */
    public static RVector ofType(double[] d, RType type) {
        if (type == RType.DOUBLE) return new RDouble(d);
        int[] v = new int[d.length];
        for (int i = 0; i < d.length; i++) {
            v[i] = Double.isNaN(d[i]) ? RInt.NA : type == RType.LOGICAL ? (d[i] != 0 ? 1 : 0) : (int) d[i];
        }
        return type == RType.LOGICAL ? new flashr.lang.RLogical(v) : new RInt(v);
    }
}
