package flashr.stats.smoothing;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Pretty breakpoints and histograms, written in R (see {@link RSource}) to R's definitions:
 * {@code pretty} (its step from {@link PrettyBreaks}), the class counts of Sturges, Scott and
 * Freedman-Diaconis, and {@code hist}, which computes R's "histogram" object (breaks, counts,
 * density, mids) with R's fuzz at the breaks, counted by {@link #binCount}; boxplot.stats (the
 * five numbers a box plot draws, its notch and outliers). flashr has no
 * graphics device: {@code hist(x)} warns that it drew nothing and returns the object invisibly,
 * as R does after plotting; {@code plot = FALSE} returns it visibly.
 */
public final class Histograms {
    private Histograms() {}

    public static void register(Registry r) {
        r.builtin(".pretty", "lo, up, n, min.n, shrink.sml, high.u.fact, eps.correct", PrettyBreaks::pretty);
        r.builtin(".bincount", "x, breaks, right, include.lowest", Histograms::binCount);
        RSource.define(r, "graphics/hist.R");
    }

    /**
     * How many finite x fall in each interval of the sorted breaks, by binary search: intervals
     * closed on the right (on the left unless {@code right}), the outer end closed when
     * {@code include.lowest}; values outside all intervals are not counted.
     */
    private static RValue binCount(Args a) {
        RVector x = Coerce.vector(a.get(0), "x"), breaks = Coerce.vector(a.get(1), "breaks");
        boolean right = Coerce.flag(a.get(2), "right"), lowest = Coerce.flag(a.get(3), "include.lowest");
        int nb = breaks.length();
        if (nb < 1) throw new RError("invalid 'breaks'");
        double[] b = new double[nb];
        for (int i = 0; i < nb; i++) b[i] = breaks.getDouble(i);
        int[] counts = new int[nb - 1];
        for (int i = 0; nb >= 2 && i < x.length(); i++) {
            double v = x.getDouble(i);
            if (!Double.isFinite(v) || !(b[0] <= v && (v < b[nb - 1] || (v == b[nb - 1] && lowest)))) continue;
            int lo = 0, hi = nb - 1;
            while (hi - lo >= 2) {
                int mid = (hi + lo) >>> 1;
                if (v > b[mid] || (!right && v == b[mid])) lo = mid;
                else hi = mid;
            }
            counts[lo]++;
        }
        return new RInt(counts);
    }
}
