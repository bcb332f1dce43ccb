package flashr.stats;

import flashr.lang.RCall;
import flashr.lang.RValue;

/**
 * Numbers in ascending order without NA, read by their 0-based index: what median and quantile
 * need of their data (an array sorted on the heap, or a long vector sorted by the engine, read a
 * few elements at a time).
 */
public interface SortedValues {
    long length();

    double at(long i);

    static SortedValues of(double[] d) {
        return new SortedValues() {
            @Override public long length() { return d.length; }

            @Override public double at(long i) { return d[(int) i]; }
        };
    }

    /** R's median of these values of x's {@code type} (none: NA of that type). */
    static RValue median(SortedValues d, flashr.lang.RType type) {
        return d.length() == 0 ? StatsFunctions.medianNA(type) : StatsFunctions.medianOfSorted(d, type);
    }

    /** median's NA for data of {@code type} with NA and na.rm = FALSE. */
    static RValue medianNA(flashr.lang.RType type) {
        return StatsFunctions.medianNA(type);
    }

    /** quantile's error for data with NA or NaN and na.rm = FALSE. */
    static flashr.lang.RError quantileMissing(RCall call) {
        return new flashr.lang.RError("missing values and NaN's not allowed if 'na.rm' is FALSE",
                StatsFunctions.defaultMethodCall("quantile", call));
    }

    /** R's quantile(x, probs, names = names, type = type) of these values (x's without NA). */
    static RValue quantile(SortedValues d, RValue probs, boolean names, int type, RCall call) {
        return StatsQuantile.ofSorted(d, probs, names, type, call);
    }
}
