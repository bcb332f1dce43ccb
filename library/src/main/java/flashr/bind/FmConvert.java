package flashr.bind;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.type.ElementType;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * R vectors to engine matrices and back. Both sides use R's column-major order and the same NA
 * encodings (NA_real_ is the NaN with payload 1954, NA_integer_ and NA logical Integer.MIN_VALUE),
 * so an R vector enters the engine as a view of its array, and leaves it as a copy.
 */
public final class FmConvert {
    private FmConvert() {}

    /** A numeric or logical R vector as an engine matrix: its dim when it is a matrix, else n x 1. */
    public static Matrix toEngine(Engine e, RValue v, String what) {
        if (v instanceof FmMatrix fm) return fm.matrix();
        if (!(v instanceof RVector vec) || !vec.type().isNumeric()) {
            throw new RError("'" + what + "' must be a FlashR object or a numeric or logical R vector");
        }
        int[] dim = vec.dim();
        long nrow = dim != null && dim.length == 2 ? dim[0] : vec.length();
        long ncol = dim != null && dim.length == 2 ? dim[1] : 1;
        return view(e, vec, nrow, ncol);
    }

    /**
     * The elements of a numeric or logical R vector as an nrow x ncol engine matrix that reads the
     * vector's array in place: the vector is marked shared first, so R code never changes the
     * array again (a replacement copies it), as R does for a value held twice.
     */
    public static Matrix view(Engine e, RVector vec, long nrow, long ncol) {
        vec.markShared();
        return switch (vec) {
            case RDouble d -> e.viewOfArray(d.data(), null, ElementType.DOUBLE, nrow, ncol);
            case RInt i -> e.viewOfArray(null, i.data(), ElementType.INTEGER, nrow, ncol);
            case RLogical l -> e.viewOfArray(null, l.data(), ElementType.LOGICAL, nrow, ncol);
            default -> throw new RError("a numeric or logical vector is needed");
        };
    }

    /** True when {@code v} is an R matrix (not a FlashR object). */
    public static boolean isRMatrix(RValue v) {
        return v instanceof RVector vec && vec.isMatrix();
    }

    /** The elements of {@code m} as an R vector (materializing it), with a dim attribute when {@code withDim}. */
    public static RVector toR(Matrix m, boolean withDim) {
        if (m.length() > flashr.base.vectors.VectorSizes.MAX) {
            // what R says of a vector it cannot allocate
            throw flashr.base.vectors.VectorSizes.tooLarge(m.length(), m.type() == ElementType.DOUBLE ? RType.DOUBLE : RType.INTEGER);
        }
        RVector r = switch (m.type()) {
            case DOUBLE -> new RDouble(m.toDoubleArray());
            case INTEGER -> new RInt(m.toIntArray());
            case LOGICAL -> new RLogical(m.toIntArray());
        };
        if (withDim) r.setAttr("dim", RInt.of((int) m.nrow(), (int) m.ncol()));
        return r;
    }
}
