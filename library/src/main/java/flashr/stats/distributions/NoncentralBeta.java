package flashr.stats.distributions;

import flashr.base.math.MathGamma;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;

/**
 * The noncentral beta distribution as R's nmath computes it: the density summed from the largest
 * term of its Poisson mixture outwards (dnbeta), the distribution function by AS 226 with R84's
 * changes, starting the series near the Poisson mode (pnbeta), and the quantile by bisection
 * (qnbeta). R's long double sums are {@link LongDoubleSum}s.
 */
public final class NoncentralBeta {
    private NoncentralBeta() {}

    private static final double DBL_EPSILON = Math.ulp(1.0);

    /** {@code dbeta(x, shape1, shape2, ncp, log)}. */
    public static double density(double x, double a, double b, double ncp, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(a) || Double.isNaN(b) || Double.isNaN(ncp)) return x + a + b + ncp;
        if (ncp < 0 || a <= 0 || b <= 0) return Double.NaN;
        if (!Double.isFinite(a) || !Double.isFinite(b) || !Double.isFinite(ncp)) return Double.NaN;
        if (x < 0 || x > 1) return log ? Double.NEGATIVE_INFINITY : 0;
        if (ncp == 0) return DistBeta.density(x, a, b, log);
        // start from the largest term
        double ncp2 = 0.5 * ncp;
        double dx2 = ncp2 * x;
        double d = (dx2 - a - 1) / 2;
        double big = d * d + dx2 * (a + b) - a;
        int kMax;
        if (big <= 0) {
            kMax = 0;
        } else {
            big = Math.ceil(d + Math.sqrt(big));
            kMax = big > 0 ? (int) big : 0;
        }
        double term0 = DistBeta.density(x, a + kMax, b, true);
        double logPk = flashr.rng.Poisson.densityRaw(kMax, ncp2, true);
        if (x == 0. || !Double.isFinite(term0) || !Double.isFinite(logPk)) {
            double v = logPk + term0;
            return log ? v : ExpLog.exp(v);
        }
        // the terms are scaled by the largest, exp(logPk + term0), put back at the end
        final double eps = 1.e-15;
        LongDoubleSum sum = new LongDoubleSum(1);
        LongDoubleSum term = new LongDoubleSum(1);
        LongDoubleSum small = new LongDoubleSum(0);
        double k = kMax;
        while (k > 0 && term.compareTo(scaled(small, sum, eps)) > 0) {   // to the left
            k--;
            term.multiply((k + 1) * (k + a) / (k + a + b) / dx2);   // a double ratio, as R's operands are doubles
            sum.add(term);
        }
        term.set(1);
        k = kMax;
        do {   // to the right
            double q = dx2 * (k + a + b) / (k + a) / (k + 1);
            k++;
            term.multiply(q);
            sum.add(term);
        } while (term.compareTo(scaled(small, sum, eps)) > 0);
        LongDoubleSum logTerm = new LongDoubleSum(logPk);
        logTerm.add(term0);
        logTerm.add(sum.logarithm());
        double v = logTerm.value();
        return log ? v : ExpLog.exp(v);
    }

    /** into = x * d, reusing into. */
    private static LongDoubleSum scaled(LongDoubleSum into, LongDoubleSum x, double d) {
        into.set(x);
        into.multiply(d);
        return into;
    }

    /** The power of two by which {@link #raw} scales a sum below a double's range. */
    private static final int SCALE = 600;

    /** R's pnbeta_raw's long double sum, times 2^scale. */
    record ScaledSum(LongDoubleSum sum, int scale) {
        ScaledSum(double value) {
            this(new LongDoubleSum(value), 0);
        }
    }

    /** R's pnbeta_raw: the lower tail at x, with o_x = 1 - x given (more accurately) by the caller. */
    static ScaledSum raw(double x, double oX, double a, double b, double ncp) {
        if (ncp < 0. || a <= 0. || b <= 0.) return new ScaledSum(Double.NaN);
        if (x < 0. || oX > 1. || (x == 0. && oX == 1.)) return new ScaledSum(0.);
        if (x > 1. || oX < 0. || (x == 1. && oX == 0.)) return new ScaledSum(1.);
        final double errmax = 1.0e-9;
        final int itrmax = 10000;   // 100 is not enough for pf(ncp = 200), PR#11277
        double c = ncp / 2.;
        // start the series at the Poisson mode less seven standard deviations
        double x0 = Math.floor(Math.max(c - 7. * Math.sqrt(c), 0.));
        double a0 = a + x0;
        double lBeta = MathGamma.lbeta(a0, b);
        double temp = BetaRatio.bratio(a0, b, x, oX, true, false);
        LongDoubleSum gx = new LongDoubleSum(ExpLog.exp(a0 * ExpLog.log(x) + b * (x < .5 ? Log1p.log1p(-x) : ExpLog.log(oX))
                - lBeta - ExpLog.log(a0)));
        LongDoubleSum q = new LongDoubleSum(a0 > a ? ExpLog.exp(-c + x0 * ExpLog.log(c) - MathGamma.lgamma(x0 + 1.)) : ExpLog.exp(-c));
        LongDoubleSum sumq = new LongDoubleSum(q);
        sumq.multiply(-1);
        sumq.add(1.);
        // R's long double products reach below a double's range: where the first (largest) term is
        // that small, the terms are summed times 2^600 (exactly) and the caller scales back
        int scale = temp < 0x1p-900 ? SCALE : 0;
        LongDoubleSum tmp = new LongDoubleSum(q);
        tmp.multiply(Math.scalb(temp, scale));
        LongDoubleSum ans = new LongDoubleSum(tmp);
        double errbd;
        double j = Math.floor(x0);   // x0 can be in the billions
        LongDoubleSum bound = new LongDoubleSum(0);
        do {
            j++;
            temp -= gx.value();
            gx.multiply(x * (a + b + j - 1.) / (a + j));
            q.multiply(c / j);
            sumq.subtract(q);
            ans.addProduct(q, Math.scalb(temp, scale));
            bound.set(temp);
            bound.subtract(gx);
            bound.multiply(sumq);
            errbd = bound.value();
        } while (errbd > errmax && j < itrmax + x0);
        if (errbd > errmax) MathWarnings.precision("pnbeta");
        if (j >= itrmax + x0) MathWarnings.noConvergence("pnbeta");
        return new ScaledSum(ans, scale);
    }

    /** R's pnbeta2: the distribution function from x and 1 - x, warning of cancellation in the upper tail. */
    static double cdf2(double x, double oX, double a, double b, double ncp, boolean lower, boolean log) {
        ScaledSum raw = raw(x, oX, a, b, ncp);
        LongDoubleSum ans = raw.sum();
        if (Double.isNaN(ans.value())) return Double.NaN;
        if (raw.scale() != 0) {   // a probability below a double's range
            if (lower) return log ? ans.logOfScaled(raw.scale()) : ans.valueOfScaled(raw.scale());
            ans = new LongDoubleSum(ans.valueOfScaled(raw.scale()));
        }
        if (lower) return log ? ans.log() : ans.value();
        if (ans.compareTo(1. - 1e-10) > 0) MathWarnings.precision("pnbeta");
        if (ans.compareTo(1.0) > 0) ans.set(1.0);
        LongDoubleSum upper = new LongDoubleSum(ans);
        upper.multiply(-1);
        if (log) return upper.log1p().value();
        upper.add(1.);
        return upper.value();
    }

    /** {@code pbeta(q, shape1, shape2, ncp, lower.tail, log.p)}. */
    public static double cdf(double x, double a, double b, double ncp, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(a) || Double.isNaN(b) || Double.isNaN(ncp)) return x + a + b + ncp;
        if (x <= 0.) return DistTails.zero(lower, log);
        if (x >= 1.) return DistTails.one(lower, log);
        return cdf2(x, 1 - x, a, b, ncp, lower, log);
    }

    /** {@code qbeta(p, shape1, shape2, ncp, lower.tail, log.p)}: bisection on pnbeta. */
    public static double quantile(double p, double a, double b, double ncp, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(a) || Double.isNaN(b) || Double.isNaN(ncp)) return p + a + b + ncp;
        if (!Double.isFinite(a)) return Double.NaN;
        if (ncp < 0. || a <= 0. || b <= 0.) return Double.NaN;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return 1;
        final double accu = 1e-15;
        final double eps = 1e-14;
        p = DistTails.lowerValue(p, lower, log);
        if (p > 1 - DBL_EPSILON) return 1.0;
        double pp = Math.min(1 - DBL_EPSILON, p * (1 + eps));
        double ux;
        for (ux = 0.5; ux < 1 - DBL_EPSILON && cdf(ux, a, b, ncp, true, false) < pp; ux = 0.5 * (1 + ux));
        pp = p * (1 - eps);
        double lx;
        for (lx = 0.5; lx > Double.MIN_NORMAL && cdf(lx, a, b, ncp, true, false) > pp; lx *= 0.5);
        double nx;
        do {
            nx = 0.5 * (lx + ux);
            if (cdf(nx, a, b, ncp, true, false) > p) ux = nx;
            else lx = nx;
        } while ((ux - lx) / nx > accu);
        return 0.5 * (ux + lx);
    }
}
