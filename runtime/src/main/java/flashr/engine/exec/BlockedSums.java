package flashr.engine.exec;

import flashr.engine.dag.CumColNode;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

import java.util.Arrays;

/**
 * cumsum of doubles with {@code flashr.cumsum = "parallel"} ({@link CumColNode.Sums#BLOCKED}):
 * in each partition of the pass a double running sum L from the partition's first row (starting
 * at +0), and each output {@code pre + L}, pre being the output at the previous partition's last
 * row (+0 for the first). The first NA or NaN input of a column makes that output and every later
 * one of the column NA or NaN as the input was, as in the other modes; Inf - Inf gives NaN as
 * the arithmetic does. Partitions compute their L ahead of their turn, on any worker
 * ({@link CumAhead}), so the turn is one add an element with no chain between them; a partition
 * whose turn has come computes its L the same way first, and a nested cum (fed by another,
 * computed at the turn: {@link #scan}) keeps L and pre in the pass's state, so the bits depend on
 * the partition height alone, not on threads or scheduling.
 */
final class BlockedSums {
    private BlockedSums() {}

    /** Whether node c adds so. */
    static boolean handles(CumColNode c) {
        return c.op == BinaryOp.ADD && c.type == ElementType.DOUBLE && c.sums == CumColNode.Sums.BLOCKED;
    }

    /** R's NA, or NaN: what an NA or NaN input leaves for the rest of its column. */
    private static double stuckValue(double v) {
        return NA.isNA(v) ? NA.REAL : Double.NaN;
    }

    /**
     * Local sums of x[xOff, xOff+len), partition rows [o, o+len) of a column whose row 0 is
     * loc[base], continuing the sum at row o - 1 (from +0 when o is 0). stuckAt is the row of
     * the column's first NA or NaN input so far (rows: none), from which loc holds that input's
     * value. Returns the new stuckAt.
     */
    static int local(double[] x, int xOff, int len, double[] loc, int base, int o, int stuckAt, int rows) {
        int at = base + o;
        if (stuckAt < rows) { Arrays.fill(loc, at, at + len, loc[base + stuckAt]); return stuckAt; }
        double l = o == 0 ? 0.0 : loc[at - 1];
        for (int r = 0; r < len; r++) {
            double v = x[xOff + r];
            if (v != v) {
                Arrays.fill(loc, at + r, at + len, stuckValue(v));
                return o + r;
            }
            l += v;
            loc[at + r] = l;
        }
        return rows;
    }

    /**
     * Outputs of partition rows [o, o+len) of a column from its local sums (row 0 at loc[base];
     * rows from stuckAt on hold the stuck value), given the output pre at the previous
     * partition's last row; updates the column's running value and stuck flag in the pass's state.
     */
    static void combine(PassState s, int k, int col, double pre, double[] loc, int base, int o, int stuckAt, double[] out, int oOff, int len) {
        if (len == 0) return;
        boolean[] stuck = s.cumStuck[k];
        if (stuck[col]) { Arrays.fill(out, oOff, oOff + len, s.cumD[k][col]); return; }
        int free = Math.max(0, Math.min(len, stuckAt - o)), at = base + o;
        for (int r = 0; r < free; r++) out[oOff + r] = pre + loc[at + r];
        if (free < len) {
            System.arraycopy(loc, at + free, out, oOff + free, len - free);
            stuck[col] = true;
        }
        s.cumD[k][col] = out[oOff + len - 1];
    }

    /**
     * The same sums computed at the turn (a nested cum): continues column col over
     * x[xOff, xOff+len), {@code partitionStart} when these are a partition's first rows; the
     * partition's pre and L live in the pass's state (cumBase, cumLo).
     */
    static void scan(PassState s, int k, int col, boolean partitionStart, double[] x, int xOff, double[] out, int oOff, int len) {
        boolean[] stuck = s.cumStuck[k];
        if (partitionStart) { s.cumBase[k][col] = s.cumD[k][col]; s.cumLo[k][col] = 0.0; }
        if (len == 0) return;
        if (stuck[col]) { Arrays.fill(out, oOff, oOff + len, s.cumD[k][col]); return; }
        double pre = s.cumBase[k][col], l = s.cumLo[k][col];
        for (int r = 0; r < len; r++) {
            double v = x[xOff + r];
            if (v != v) {
                Arrays.fill(out, oOff + r, oOff + len, stuckValue(v));
                stuck[col] = true;
                break;
            }
            l += v;
            out[oOff + r] = pre + l;
        }
        s.cumLo[k][col] = l;
        s.cumD[k][col] = out[oOff + len - 1];
    }
}
