package flashr.graphics.model;

import flashr.stats.smoothing.PrettyBreaks;

/**
 * Where an axis puts its ticks ({@code par("xaxp")}, R's GAxisPars): on a linear axis about
 * {@code lab} pretty intervals inside the range (R's GEPretty); on a log axis powers of ten with a
 * code for the ticks between them (R's GLPretty: 1, 2 or 3), or pretty values when the range holds
 * no two powers of ten (then the count is negative).
 */
public final class AxisTicks {
    private static final double ROUNDING_EPS = 1e-10;

    private AxisTicks() {}

    /** {first, last, intervals} for the user range [lo, hi] (log10 values on a log axis). */
    public static double[] axp(double lo, double hi, int n, boolean log) {
        if (!log) return pretty(lo, hi, n);
        double ul = Math.pow(10, lo), uh = Math.pow(10, hi);
        double p1 = Math.ceil(Math.log10(ul)), p2 = Math.floor(Math.log10(uh));
        if (p2 <= p1 && uh / ul > 10.0) {
            p1 = Math.ceil(Math.log10(ul) - 0.5);
            p2 = Math.floor(Math.log10(uh) + 0.5);
        }
        if (p2 <= p1) {
            double[] p = pretty(ul, uh, n);
            return new double[] {p[0], p[1], -p[2]};
        }
        int code = p2 - p1 <= 2 ? 3 : p2 - p1 <= 3 ? 2 : 1;
        return new double[] {Math.pow(10, p1), Math.pow(10, p2), code};
    }

    /** R's GEPretty: pretty ticks that lie within [lo, hi]. */
    public static double[] pretty(double lo, double hi, int n) {
        if (!Double.isFinite(lo) || !Double.isFinite(hi)) throw new flashr.lang.RError("infinite axis extents [GEPretty(" + lo + "," + hi + "," + n + ")]");
        double[] c = PrettyBreaks.cells(lo, hi, n, 1, 0.25, 0.8, 1.7, 1.125, 2, false, w -> { });
        double unit = c[3], ns = c[4], nu = c[5];
        int ndiv = (int) c[2];
        if (nu >= ns + 1) {
            boolean mod = false;
            if (ns * unit < lo - ROUNDING_EPS * unit) {
                ns++;
                mod = true;
            }
            if (nu > ns + 1 && nu * unit > hi + ROUNDING_EPS * unit) {
                nu--;
                mod = true;
            }
            if (mod) ndiv = (int) (nu - ns);
        }
        return new double[] {ns * unit, nu * unit, ndiv};
    }
}
