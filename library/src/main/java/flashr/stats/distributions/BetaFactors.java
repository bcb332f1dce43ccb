package flashr.stats.distributions;

import static flashr.stats.distributions.TomsElementary.alnrel;
import static flashr.stats.distributions.TomsElementary.esum;
import static flashr.stats.distributions.TomsElementary.rlog1;
import static flashr.stats.distributions.TomsGamma.algdiv;
import static flashr.stats.distributions.TomsGamma.bcorr;
import static flashr.stats.distributions.TomsGamma.betaln;
import static flashr.stats.distributions.TomsGamma.gam1;
import static flashr.stats.distributions.TomsGamma.gamln1;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;

/**
 * The front factor x^a y^b / B(a, b) of the incomplete beta ratio (TOMS 708's brcomp), and
 * exp(mu) times it (brcmp1, for bup), on the log scale where R asks for it. Below 8 the shapes
 * are reduced towards (0, 1] and TOMS 708's gamma helpers used; above, a saddle point form in
 * x - log(1 + x) avoids the cancellation of the logarithms.
 */
final class BetaFactors {
    private BetaFactors() {}

    private static final double ONE_SQRT_2PI = .398942280401433;
    private static final double LN_SQRT_2PI = 0.918938533204672741780329736406;

    /** log x and log y, each from whichever of x and y = 1 - x gives it accurately. */
    private static double logX(double x, double y) {
        return x <= .375 || y > .375 ? ExpLog.log(x) : alnrel(-y);
    }

    private static double logY(double x, double y) {
        return x <= .375 ? alnrel(-x) : ExpLog.log(y);
    }

    /** (1/gamma(u + 1) - 1 + 1) / apb or its equivalent: gamma(a + b) scaled as TOMS 708 needs it. */
    private static double gammaSum(double apb) {
        return apb > 1. ? (gam1(apb - 1.) + 1.) / apb : gam1(apb) + 1.;
    }

    /** x^a y^b / B(a, b), or its log (brcomp). */
    static double brcomp(double a, double b, double x, double y, boolean log) {
        if (x == 0. || y == 0.) return log ? Double.NEGATIVE_INFINITY : 0.;
        double a0 = Math.min(a, b);
        if (a0 >= 8.) return largeShapes(0, a, b, x, y, log, false);
        double z = a * logX(x, y) + b * logY(x, y);
        if (a0 >= 1.) {
            z -= betaln(a, b);
            return log ? z : ExpLog.exp(z);
        }
        double b0 = Math.max(a, b);
        if (b0 >= 8.) {
            double u = gamln1(a0) + algdiv(a0, b0);
            return log ? ExpLog.log(a0) + (z - u) : a0 * ExpLog.exp(z - u);
        }
        if (b0 <= 1.) {
            double ez = log ? z : ExpLog.exp(z);
            if (!log && ez == 0.) return 0.;
            double c = (gam1(a) + 1.) * (gam1(b) + 1.) / gammaSum(a + b);
            return log ? ez + ExpLog.log(a0 * c) - Log1p.log1p(a0 / b0) : ez * (a0 * c) / (a0 / b0 + 1.);
        }
        double u = gamln1(a0);
        int n = (int) (b0 - 1.);
        if (n >= 1) {
            double c = 1.;
            for (int i = 1; i <= n; ++i) {
                b0 += -1.;
                c *= b0 / (a0 + b0);
            }
            u = ExpLog.log(c) + u;
        }
        z -= u;
        b0 += -1.;
        double t = gammaSum(a0 + b0);
        return log ? ExpLog.log(a0) + z + Log1p.log1p(gam1(b0)) - ExpLog.log(t)
                : a0 * ExpLog.exp(z) * (gam1(b0) + 1.) / t;
    }

    /** exp(mu) x^a y^b / B(a, b), or its log (brcmp1). */
    static double brcmp1(int mu, double a, double b, double x, double y, boolean log) {
        double a0 = Math.min(a, b);
        if (a0 >= 8.) return largeShapes(mu, a, b, x, y, log, true);
        double z = a * logX(x, y) + b * logY(x, y);
        if (a0 >= 1.) {
            z -= betaln(a, b);
            return esum(mu, z, log);
        }
        double b0 = Math.max(a, b);
        if (b0 >= 8.) {
            double u = gamln1(a0) + algdiv(a0, b0);
            return log ? ExpLog.log(a0) + esum(mu, z - u, true) : a0 * esum(mu, z - u, false);
        }
        if (b0 <= 1.) {
            double ans = esum(mu, z, log);
            if (ans == (log ? Double.NEGATIVE_INFINITY : 0.)) return ans;
            double zz = gammaSum(a + b);
            double c = log ? Log1p.log1p(gam1(a)) + Log1p.log1p(gam1(b)) - ExpLog.log(zz)
                    : (gam1(a) + 1.) * (gam1(b) + 1.) / zz;
            return log ? ans + ExpLog.log(a0) + c - Log1p.log1p(a0 / b0) : ans * (a0 * c) / (a0 / b0 + 1.);
        }
        double u = gamln1(a0);
        int n = (int) (b0 - 1.);
        if (n >= 1) {
            double c = 1.;
            for (int i = 1; i <= n; ++i) {
                b0 += -1.;
                c *= b0 / (a0 + b0);
            }
            u += ExpLog.log(c);
        }
        z -= u;
        b0 += -1.;
        double t = gammaSum(a0 + b0);
        return log ? ExpLog.log(a0) + esum(mu, z, true) + Log1p.log1p(gam1(b0)) - ExpLog.log(t)
                : a0 * esum(mu, z, false) * (gam1(b0) + 1.) / t;
    }

    /** Both shapes at least 8: the saddle point form, through rlog1 where its argument is small. */
    private static double largeShapes(int mu, double a, double b, double x, double y, boolean log, boolean scaled) {
        double h, x0, y0, lambda;
        if (scaled ? a > b : !(a <= b)) {
            h = b / a;
            x0 = 1. / (h + 1.);
            y0 = h / (h + 1.);
            lambda = (a + b) * y - b;
        } else {
            h = a / b;
            x0 = h / (h + 1.);
            y0 = 1. / (h + 1.);
            lambda = a - (a + b) * x;
        }
        double e = -lambda / a;
        double u = Math.abs(e) > .6 ? e - ExpLog.log(x / x0) : rlog1(e);
        e = lambda / b;
        double v = Math.abs(e) <= .6 ? rlog1(e) : e - ExpLog.log(y / y0);
        if (scaled) {
            double lx0 = -Log1p.log1p(b / a);
            double z = esum(mu, -(a * u + b * v), log);
            return log ? ExpLog.log(ONE_SQRT_2PI) + (ExpLog.log(b) + lx0) / 2. + z - bcorr(a, b)
                    : ONE_SQRT_2PI * Math.sqrt(b * x0) * z * ExpLog.exp(-bcorr(a, b));
        }
        double z = log ? -(a * u + b * v) : ExpLog.exp(-(a * u + b * v));
        return log ? -LN_SQRT_2PI + .5 * ExpLog.log(b * x0) + z - bcorr(a, b)
                : ONE_SQRT_2PI * Math.sqrt(b * x0) * z * ExpLog.exp(-bcorr(a, b));
    }
}
