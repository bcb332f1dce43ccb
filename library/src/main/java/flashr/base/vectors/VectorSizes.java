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

    /**
     * The most elements one vector holds: the JVM's limit on arrays. The system property
     * {@code flashr.vectors.max} may lower it, for tests only: vectors of sizes GNU R holds on
     * any machine then take the paths of long vectors ({@link LongVectors}), so that R's output
     * for the same script checks them.
     */
    public static final long MAX = limit();

    private static long limit() {
        long max = Integer.MAX_VALUE - 8;
        String p = System.getProperty("flashr.vectors.max");
        if (p == null) return max;
        try {
            return Math.max(1, Math.min(max, (long) Double.parseDouble(p.strip())));
        } catch (NumberFormatException e) {
            return max;
        }
    }

    /** R's largest vector length (R_XLEN_T_MAX); beyond it R says the size is too large. */
    public static final double R_MAX = 4503599627370496.0;

    /**
     * {@code length} elements of {@code type} as an array length, or R's error: beyond a Java array's
     * limit, and beyond what the heap could ever hold (where R's malloc would fail, R says it cannot
     * allocate; the JVM would fail with no size to report).
     */
    public static int checked(double length, RType type) {
        if (length <= MAX && length * bytesPerElement(type) <= Runtime.getRuntime().maxMemory()) return (int) length;
        throw tooLarge(length, type);
    }

    /**
     * A vector size as R's asVecSize reads one: the first element of an integer, double or string
     * (NA, infinite and too large are R's errors; a fraction is cut off), or -999 for anything else,
     * which callers refuse as R's do.
     */
    public static double asVecSize(flashr.eval.Args a, flashr.lang.RValue v) {
        if (!(v instanceof flashr.lang.RVector x) || !x.type().isAtomic() || x.length() < 1) return -999;
        switch (x.type()) {
            case INTEGER -> {
                int i = x.getInt(0);
                if (i == flashr.lang.RInt.NA) throw new RError("vector size cannot be NA");
                return i;
            }
            case DOUBLE, CHARACTER -> {
                double d = x.getDouble(0);
                if (x.type() == RType.CHARACTER && Double.isNaN(d) && x.getString(0) != null) {
                    a.interp().warning(a.call(), "NAs introduced by coercion");
                }
                if (Double.isNaN(d)) throw new RError("vector size cannot be NA/NaN");
                if (Double.isInfinite(d)) throw new RError("vector size cannot be infinite");
                if (d > R_MAX) throw new RError("vector size specified is too large");
                return d < 0 ? Math.ceil(d) : Math.floor(d);
            }
            default -> {
                return -999;
            }
        }
    }

    /**
     * R's asInteger of a count argument: a double beyond the int range is NA with R's warning
     * ("NAs introduced by coercion to integer range"), a fraction is cut off.
     */
    public static int asInteger(flashr.eval.Args a, flashr.lang.RValue v) {
        if (v instanceof flashr.lang.RVector x && x.length() >= 1 && (x.type() == RType.DOUBLE || x.type() == RType.CHARACTER)) {
            double d = x.getDouble(0);
            if (Double.isNaN(d) && x.type() == RType.CHARACTER && x.getString(0) != null) {
                a.interp().warning(a.call(), "NAs introduced by coercion");
            }
            if (Double.isNaN(d)) return flashr.lang.RInt.NA;
            if (d >= 2147483648.0 || d <= -2147483648.0) {
                a.interp().warning(a.call(), "NAs introduced by coercion to integer range");
                return flashr.lang.RInt.NA;
            }
            return (int) d;
        }
        return flashr.eval.Coerce.intScalar(v);
    }

    /**
     * R's check of an assignment past the end that grows a vector to {@code length}: R asks for 5%
     * more (so that a loop growing it does not copy each time), and its message says that size.
     */
    public static void checkGrowth(double length, RType type) {
        if (length <= MAX && length * bytesPerElement(type) <= Runtime.getRuntime().maxMemory()) return;
        double expanded = length * 1.05;
        throw tooLarge(expanded <= R_MAX ? Math.floor(expanded) : length, type);
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
            case RAW -> 1;
            case LOGICAL, INTEGER -> 4;
            case COMPLEX -> 16;
            default -> 8;
        };
    }
}
