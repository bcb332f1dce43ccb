package flashr.base.engine;

import flashr.bind.FmConvert;
import flashr.bind.FmEngines;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.Attributes;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * An argument of a base function as an engine method sees it: an engine value, or a numeric or
 * logical R vector or matrix (with no attribute but its dim) to broadcast into the engine.
 * Anything else ({@link #of} gives null) is left to the builtin's R body.
 */
public final class EngineOperand {
    final RValue value;
    /** The dim, or null for a vector. */
    final int[] dim;
    final long length;
    final ElementType type;

    private EngineOperand(RValue value, int[] dim, long length, ElementType type) {
        this.value = value;
        this.dim = dim;
        this.length = length;
        this.type = type;
    }

    /** The operand {@code v}, or null when it is not a plain numeric/logical vector or matrix, or a factor. */
    static EngineOperand of(RValue v) {
        if (v instanceof FmMatrix fm) {
            // the R type, not the engine matrix's: a pending value need not enter the engine for this
            return fm.kind() == FmMatrix.Kind.FACTOR ? null : new EngineOperand(v, fm.dim(), fm.length(), elementType(fm.type()));
        }
        if (!(v instanceof RVector vec) || !vec.type().isNumeric()) return null;
        Attributes at = vec.attributes();
        int[] dim = vec.dim();
        if (at != null && !(at.size() == 1 && dim != null && dim.length == 2)) return null;
        return new EngineOperand(v, dim, vec.length(), elementType(vec.type()));
    }

    private static ElementType elementType(RType t) {
        return switch (t) {
            case DOUBLE -> ElementType.DOUBLE;
            case INTEGER -> ElementType.INTEGER;
            default -> ElementType.LOGICAL;
        };
    }

    boolean isEngine() {
        return value instanceof FmMatrix;
    }

    /** True for an object of FlashR's API: results of operations on it are FlashR objects too. */
    boolean isFlashR() {
        return value instanceof FmMatrix fm && fm.isFlashR();
    }

    /** The elements when they are at hand without running the engine (an R vector, or an engine value already read), else null. */
    RVector local() {
        if (value instanceof RVector v) return v;
        return value instanceof FmMatrix fm && fm.isLocal() ? fm.materialize() : null;
    }

    long nrow() {
        return dim != null ? dim[0] : length;
    }

    long ncol() {
        return dim != null ? dim[1] : 1;
    }

    /** The operand as an engine matrix: its own shape, a vector as one column (length one: a scalar). */
    Matrix matrix(Engine e) {
        if (value instanceof FmMatrix fm) return fm.isVector() ? fm.column() : fm.matrix();
        return FmConvert.toEngine(e, value, "x");
    }

    /**
     * The operand's elements in column-major order as an nrow x ncol engine matrix (the shape of
     * the other operand, of the same length), or null when an engine vector would need reshaping.
     */
    Matrix shaped(Engine e, long nrow, long ncol) {
        if (nrow() == nrow && ncol() == ncol) return matrix(e);
        if (value instanceof FmMatrix) return null;
        return FmConvert.view(e, (RVector) value, nrow, ncol);
    }

    public static Engine engine(Args a) {
        return FmEngines.of(a.interp());
    }

    /** The result of an operation: a FlashR object when any operand was one, else a plain engine value. */
    public static FmMatrix result(Matrix m, boolean isMatrix, boolean flashr) {
        if (!flashr) return FmMatrix.plain(m, isMatrix);
        return isMatrix ? FmMatrix.matrix(m) : FmMatrix.vector(m);
    }
}
