package flashr.graphics.engine;

import flashr.engine.fn.ScalarFn;

/**
 * Functions of one element that give its bin (1-based, as a double; NaN for none), for the
 * engine's groupby to count: the pass applies them to every element, so they are exactly the
 * rules R's C code applies to each value.
 */
final class BinRules {
    private BinRules() {}

    /**
     * R's BinCount (hist): the bin of x among breaks b (sorted), found by bisection; values below
     * b[0], above the last break, on the last break without {@code includeBorder}, or not
     * finite, have none. With {@code right} a value on an inner break belongs to the bin below it.
     */
    static ScalarFn histogram(double[] b, boolean right, boolean includeBorder) {
        int nb1 = b.length - 1;
        return ScalarFn.total("hist.bin", x -> {
            if (!Double.isFinite(x)) return Double.NaN;
            if (!(b[0] <= x && (x < b[nb1] || x == b[nb1] && includeBorder))) return Double.NaN;
            int lo = 0, hi = nb1;
            while (hi - lo >= 2) {
                int mid = (hi + lo) >>> 1;
                if (x > b[mid] || !right && x == b[mid]) lo = mid;
                else hi = mid;
            }
            return lo + 1;
        });
    }

    /**
     * k bins of equal width over [lo, hi]: bin 1 + floor((x - lo) / w), the last one closed. A
     * monotone function of x, so each bin's values are exactly those between its least and greatest.
     */
    static ScalarFn interval(double lo, double hi, int k) {
        double w = (hi - lo) / k;
        return ScalarFn.total("interval.bin", x -> {
            if (!(x >= lo && x <= hi)) return Double.NaN;
            double j = w > 0 ? Math.floor((x - lo) / w) : 0;
            return Math.min(Math.max(j, 0), k - 1) + 1;
        });
    }

    /** 1 where x lies in one of the intervals [lo[i], hi[i]], NaN elsewhere. */
    static ScalarFn within(double[] lo, double[] hi) {
        return ScalarFn.total("within", x -> {
            for (int i = 0; i < lo.length; i++) if (x >= lo[i] && x <= hi[i]) return x;
            return Double.NaN;
        });
    }

    /** 1 for a finite value, 2 for -Inf, 3 for Inf (NaN for NA and NaN: no label). */
    static ScalarFn kind() {
        return ScalarFn.total("value.kind", x -> Double.isFinite(x) ? 1 : x < 0 ? 2 : 3);
    }

    /**
     * boxplot.stats' outliers: 2 for x below lo or above hi (or, with {@code nonFinite}, for a value
     * that is not finite, as R's rule when the box has no length), 1 for the others (NA none).
     */
    static ScalarFn outlier(double lo, double hi, boolean nonFinite) {
        if (nonFinite) return ScalarFn.total("outlier", x -> Double.isFinite(x) ? 1 : 2);
        return ScalarFn.total("outlier", x -> x < lo || x > hi ? 2 : 1);
    }

    /**
     * density's linear binning (R's BinDist) onto n grid points from lo to up, 2n cells: the cell
     * (1-based) that takes the lower share of x ({@code upper} false) or the upper share.
     */
    static ScalarFn densityCell(double lo, double up, int n, boolean upper) {
        double delta = (up - lo) / (n - 1);
        int ixmax = n - 2;
        return ScalarFn.total(upper ? "bindist.upper" : "bindist.lower", x -> {
            if (!Double.isFinite(x)) return Double.NaN;
            double ix = Math.floor((x - lo) / delta);
            if (upper) return ix >= -1 && ix <= ixmax ? ix + 2 : Double.NaN;
            return ix >= 0 && ix <= ixmax + 1 ? ix + 1 : Double.NaN;
        });
    }

    /** The share of weight w that density's binning gives x's lower cell (or its upper one). */
    static ScalarFn densityShare(double lo, double up, int n, double w, boolean upper) {
        double delta = (up - lo) / (n - 1);
        return ScalarFn.total(upper ? "bindist.wupper" : "bindist.wlower", x -> {
            double pos = (x - lo) / delta;
            double fx = pos - Math.floor(pos);
            return upper ? w * fx : w * (1 - fx);
        });
    }
}
