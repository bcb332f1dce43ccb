package flashr.engine.fn;

import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

/** Conversions between element types with R's NA rules (as.integer, as.double, as.logical). */
public final class Casts {
    private Casts() {}

    public static double intToDouble(int x) { return x == NA.INT ? NA.REAL : x; }

    /** as.integer on a double: truncation; NaN and out-of-range give NA. */
    public static int doubleToInt(double x) {
        if (Double.isNaN(x) || x >= 2147483648.0 || x <= -2147483648.0) return NA.INT;
        return (int) x;
    }

    public static int doubleToLogical(double x) { return Double.isNaN(x) ? NA.LOGICAL : (x != 0 ? 1 : 0); }

    public static int intToLogical(int x) { return x == NA.INT ? NA.LOGICAL : (x != 0 ? 1 : 0); }

    /** Copies n elements of one type into an array of another type. */
    public static void convert(ElementType from, double[] fd, int[] fi, int fOff,
                               ElementType to, double[] td, int[] ti, int tOff, int n) {
        if (to == ElementType.DOUBLE) {
            if (from == ElementType.DOUBLE) System.arraycopy(fd, fOff, td, tOff, n);
            else for (int k = 0; k < n; k++) td[tOff + k] = intToDouble(fi[fOff + k]);
        } else if (to == ElementType.INTEGER) {
            if (from == ElementType.DOUBLE) for (int k = 0; k < n; k++) ti[tOff + k] = doubleToInt(fd[fOff + k]);
            else System.arraycopy(fi, fOff, ti, tOff, n);
        } else {
            if (from == ElementType.DOUBLE) for (int k = 0; k < n; k++) ti[tOff + k] = doubleToLogical(fd[fOff + k]);
            else if (from == ElementType.INTEGER) for (int k = 0; k < n; k++) ti[tOff + k] = intToLogical(fi[fOff + k]);
            else System.arraycopy(fi, fOff, ti, tOff, n);
        }
    }
}
