package flashr.base.vectors;

import flashr.lang.RError;
import flashr.lang.RType;

/**
 * Lengths of vectors about to be made, checked as R checks them. A vector here holds at most
 * {@link #MAX} elements (a Java array); a longer one is refused with R's own message for a vector
 * that cannot be allocated ("cannot allocate vector of size 7450.6 Gb"), never with a length
 * that wrapped around.
 */
public final class VectorSizes {
    private VectorSizes() {}

    /** The most elements one vector holds (the JVM's limit on arrays). */
    public static final long MAX = Integer.MAX_VALUE - 8;

    /** R's largest vector length (R_XLEN_T_MAX); beyond it R says the size is too large. */
    private static final double R_MAX = 4503599627370496.0;

    /** {@code length} elements of {@code type} as an array length, or R's error. */
    public static int checked(double length, RType type) {
        if (length <= MAX) return (int) length;
        throw tooLarge(length, type);
    }

    /** R's error for a vector of {@code length} elements of {@code type} that cannot be made. */
    public static RError tooLarge(double length, RType type) {
        if (Double.isInfinite(length)) return new RError("vector size cannot be infinite");
        if (length > R_MAX) return new RError("vector size specified is too large");
        double kb = length * bytesPerElement(type) / 1024.0;
        String size = kb > 1024.0 * 1024.0 ? String.format("%.1f Gb", kb / 1024.0 / 1024.0)
                : kb > 1024.0 ? String.format("%.1f Mb", kb / 1024.0) : String.format("%.0f Kb", kb);
        return new RError("cannot allocate vector of size " + size).withoutCall();
    }

    private static int bytesPerElement(RType type) {
        return switch (type) {
            case LOGICAL, INTEGER -> 4;
            default -> 8;
        };
    }
}
