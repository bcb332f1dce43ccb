package flashr.engine.fn;

import flashr.engine.type.NA;

/**
 * Row aggregations of doubles folded one column at a time (agg.row: rowSums, max/min per row,
 * which.min/which.max per row), as static steps: the interpreting kernel's loops and generated
 * fused kernels compute them with these rules.
 */
public final class RowFolds {
    private RowFolds() {}

    public static double sum(double acc, double v) { return acc + v; }

    /** NA trumps NaN, NaN trumps numbers (AggState's rules). */
    public static double max(double acc, double v) {
        if (v != v) return NA.isNA(acc) ? acc : v;
        return v > acc ? v : acc;
    }

    public static double min(double acc, double v) {
        if (v != v) return NA.isNA(acc) ? acc : v;
        return v < acc ? v : acc;
    }

    /** Starts which.min/which.max for len rows: best +/-Inf, no position, no non-NaN column seen. */
    public static void startWhich(boolean min, double[] best, int[] pos, int[] firstNumber, int len) {
        java.util.Arrays.fill(best, 0, len, min ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
        java.util.Arrays.fill(pos, 0, len, 0);
        java.util.Arrays.fill(firstNumber, 0, len, 0);
    }

    /** Column col (0-based) of row r holds v: the first column strictly below all earlier ones wins; NaN never. */
    public static void whichMinStep(double[] best, int[] pos, int[] firstNumber, int r, int col, double v) {
        if (v < best[r]) { best[r] = v; pos[r] = col + 1; }
        if (firstNumber[r] == 0 && v == v) firstNumber[r] = col + 1;
    }

    public static void whichMaxStep(double[] best, int[] pos, int[] firstNumber, int r, int col, double v) {
        if (v > best[r]) { best[r] = v; pos[r] = col + 1; }
        if (firstNumber[r] == 0 && v == v) firstNumber[r] = col + 1;
    }

    /** Rows whose extreme is +/-Inf itself: the first non-NaN column; rows of only NaN: NA. */
    public static void finishWhich(int[] pos, int[] firstNumber, int len) {
        for (int r = 0; r < len; r++) if (pos[r] == 0) pos[r] = firstNumber[r] == 0 ? NA.INT : firstNumber[r];
    }
}
