package flashr.base.vectors;

import flashr.eval.Interpreter;
import flashr.lang.RType;
import flashr.lang.RValue;

/**
 * R's long vectors: more elements than a Java array holds ({@link VectorSizes#MAX}). R stores them
 * in memory when it has enough; here the engine holds those whose elements follow from a rule
 * (copies of one value, a sequence, a generator's deviates) without storing them, and its passes
 * read them as any other engine vector: {@code numeric(3e9)} costs nothing until a pass reads it,
 * and {@code sum(numeric(3e9) + 1)} is one pass. Only sizes the engine could never store (its
 * memory budget and its file store's free space) are refused, with R's message for a vector it
 * cannot allocate.
 */
public final class LongVectors {
    private LongVectors() {}

    /** Whether a vector of {@code length} elements is long: more than a heap vector holds. */
    public static boolean isLong(double length) {
        return length > VectorSizes.MAX;
    }

    /**
     * {@code length} copies of {@code value} of {@code type}, a long length ({@code numeric(n)},
     * {@code rep(v, n)}): held by the engine, or R's error where it cannot be (a type the engine
     * does not hold, a size it could never store, no engine).
     */
    public static RValue constant(Interpreter interp, double length, RType type, double value) {
        RValue v = isLong(length) && exact(length) ? interp.longConstant((long) length, 1, false, type, value) : null;
        if (v == null) throw VectorSizes.tooLarge(length, type);
        return v;
    }

    /** An {@code nrow} x {@code ncol} matrix of copies of {@code value} ({@code matrix(v, nrow, ncol)}), as {@link #constant}. */
    public static RValue matrix(Interpreter interp, int nrow, int ncol, RType type, double value) {
        double length = (double) nrow * ncol;
        RValue v = isLong(length) ? interp.longConstant(nrow, ncol, true, type, value) : null;
        if (v == null) throw VectorSizes.tooLarge(length, type);
        return v;
    }

    /** Whether {@code length} is a whole number of elements a long counts exactly (R's largest length is 2^52). */
    private static boolean exact(double length) {
        return length == Math.floor(length) && length <= VectorSizes.R_MAX;
    }
}
