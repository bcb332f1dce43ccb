package flashr.stats;

import flashr.engine.fn.CenteredProducts;
import flashr.engine.fn.LongDouble;
import flashr.lang.RDouble;

/**
 * One pair of cov.c's COV_PAIRWISE_BODY (use = "pairwise.complete.obs") in R's x87 long double
 * arithmetic: the means are the long double sums over the pair's complete rows divided by their
 * count (no refining pass), each difference x - mean, each product and each sum rounded to a
 * 64-bit significand; a correlation divides the sums by n - 1, then by sqrtl(xsd) * sqrtl(ysd),
 * all in long double, clamps above 1 and rounds to a double once. The diagonal is computed, not
 * set to 1 (R's too). Spearman's and Kendall's pairwise forms run in R code on ranks instead.
 */
final class PairwiseCovariance {
    private PairwiseCovariance() {}

    /**
     * cov or cor of x and y over the rows where both have a value (the arrays hold only those
     * rows, at least two); NaN counted in sdZero[0] when either sum of squares is zero.
     */
    static double of(boolean cor, double[] x, double[] y, int[] sdZero) {
        int n = x.length;
        LongDouble sum = new LongDouble(), xsd = new LongDouble(), ysd = new LongDouble();
        LongDouble mx = new LongDouble(), my = new LongDouble();
        for (int k = 0; k < n; k++) {
            mx.add(x[k]);
            my.add(y[k]);
        }
        mx.divide(n);
        my.divide(n);
        if (!Double.isFinite(mx.hi()) || !Double.isFinite(my.hi())) return doubles(cor, x, y, mx.value(), my.value(), sdZero);
        for (int k = 0; k < n; k++) {
            LongDouble dx = new LongDouble().add(x[k]).add(-mx.hi(), -mx.lo());
            LongDouble dy = new LongDouble().add(y[k]).add(-my.hi(), -my.lo());
            CenteredProducts.addProductOf(sum, dx.hi(), dx.lo(), dy.hi(), dy.lo());
            if (cor) {
                CenteredProducts.addProductOf(xsd, dx.hi(), dx.lo(), dx.hi(), dx.lo());
                CenteredProducts.addProductOf(ysd, dy.hi(), dy.lo(), dy.hi(), dy.lo());
            }
        }
        if (!cor) return sum.divide(n - 1).value();
        if (xsd.value() == 0 || ysd.value() == 0) {
            sdZero[0]++;
            return RDouble.NA;
        }
        xsd.divide(n - 1);
        ysd.divide(n - 1);
        sum.divide(n - 1);
        LongDouble sx = CenteredProducts.sqrtl(xsd), sy = CenteredProducts.sqrtl(ysd), den = new LongDouble();
        CenteredProducts.addProductOf(den, sx.hi(), sx.lo(), sy.hi(), sy.lo());
        sum.divide(den);
        return sum.hi() > 1 || (sum.hi() == 1 && sum.lo() > 0) ? 1 : sum.value();
    }

    /** Non-finite means: the sums in double as the x87 reaches the same NaN or Inf. */
    private static double doubles(boolean cor, double[] x, double[] y, double mx, double my, int[] sdZero) {
        double s = 0, sx = 0, sy = 0;
        for (int k = 0; k < x.length; k++) {
            double a = x[k] - mx, b = y[k] - my;
            s += a * b;
            sx += a * a;
            sy += b * b;
        }
        int n1 = x.length - 1;
        if (!cor) return s / n1;
        if (sx == 0 || sy == 0) {
            sdZero[0]++;
            return RDouble.NA;
        }
        double r = (s / n1) / (Math.sqrt(sx / n1) * Math.sqrt(sy / n1));
        return r > 1 ? 1 : r;
    }
}
