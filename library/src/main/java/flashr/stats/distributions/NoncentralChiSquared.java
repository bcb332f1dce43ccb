package flashr.stats.distributions;

import flashr.base.math.MathGamma;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;

/**
 * The noncentral chi-squared distribution as R's nmath computes it: the density by summing the
 * Poisson mixture outwards from its largest term (dnchisq), the distribution function by the
 * Poisson-weighted central chi-squared series for ncp below 80 and Ding's series above
 * (pnchisq_raw), and the quantile by bisection from Pearson's approximation (qnchisq). R's long
 * double sums are {@link LongDoubleSum}s.
 */
public final class NoncentralChiSquared {
    private NoncentralChiSquared() {}

    private static final double DBL_EPSILON = Math.ulp(1.0);
    private static final double LN2 = 0.693147180559945309417232121458;
    private static final double M_LN_SQRT_2PI = 0.918938533204672741780329736406;
    /** log of the smallest normal double's power of two, M_LN2 * DBL_MIN_EXP. */
    private static final double MIN_EXP_LOG = LN2 * -1021;

    /** {@code dchisq(x, df, ncp, log)}. */
    public static double density(double x, double df, double ncp, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(df) || Double.isNaN(ncp)) return x + df + ncp;
        if (!Double.isFinite(df) || !Double.isFinite(ncp) || ncp < 0 || df < 0) return Double.NaN;
        if (x < 0) return log ? Double.NEGATIVE_INFINITY : 0;
        if (x == 0 && df < 2.) return Double.POSITIVE_INFINITY;
        if (ncp == 0) return df > 0 ? DistGamma.density(x, df / 2., 2., log) : (log ? Double.NEGATIVE_INFINITY : 0);
        if (x == Double.POSITIVE_INFINITY) return log ? Double.NEGATIVE_INFINITY : 0;
        double ncp2 = 0.5 * ncp;
        // the largest term of the Poisson mixture
        double imax = Math.ceil((-(2 + df) + Math.sqrt((2 - df) * (2 - df) + 4 * ncp * x)) / 4);
        if (imax < 0) imax = 0;
        double dfmid = 0;
        double mid;
        if (Double.isFinite(imax)) {
            dfmid = df + 2 * imax;
            mid = flashr.rng.Poisson.densityRaw(imax, ncp2, false) * DistGamma.density(x, dfmid / 2., 2., false);
        } else {
            mid = 0;
        }
        if (mid == 0) {
            // underflow: the central approximation of Abramowitz and Stegun where it is good
            if (log || ncp > 1000.) {
                double nl = df + ncp;
                double ic = nl / (nl + ncp);
                return DistGamma.density(x * ic, nl * ic / 2., 2., log);
            }
            return log ? Double.NEGATIVE_INFINITY : 0;
        }
        LongDoubleSum sum = new LongDoubleSum(mid);
        LongDoubleSum term = new LongDoubleSum(mid);
        double d = dfmid;
        double i = imax;
        double x2 = x * ncp2;
        double q;
        final double eps = 5e-15;
        do {   // the upper terms
            i++;
            q = x2 / i / d;
            d += 2;
            term.multiply(q);
            sum.add(term);
        } while (q >= 1 || term.times(q).compareTo((1 - q) * eps) > 0 || term.compareTo(sum.times(1e-10)) > 0);
        term.set(mid);
        d = dfmid;
        i = imax;
        while (i != 0) {   // the lower terms
            d -= 2;
            q = i * d / x2;
            i--;
            term.multiply(q);
            sum.add(term);
            if (q < 1 && term.times(q).compareTo((1 - q) * eps) <= 0) break;
        }
        double s = sum.value();
        return log ? ExpLog.log(s) : s;
    }

    /** {@code pchisq(q, df, ncp, lower.tail, log.p)}. */
    public static double cdf(double x, double df, double ncp, boolean lower, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(df) || Double.isNaN(ncp)) return x + df + ncp;
        if (!Double.isFinite(df) || !Double.isFinite(ncp)) return Double.NaN;
        if (df < 0. || ncp < 0.) return Double.NaN;
        double ans = raw(x, df, ncp, 1e-12, 8 * DBL_EPSILON, 1000000, lower, log);
        if (x <= 0. || x == Double.POSITIVE_INFINITY) return ans;
        if (ncp >= 80) {
            if (lower) {
                ans = Math.min(ans, log ? 0. : 1.);
            } else {
                // the other tail was computed: cancellation is likely
                if (ans < (log ? -10. * 2.302585092994045684017991454684 : 1e-10)) MathWarnings.precision("pnchisq");
                if (!log && ans < 0.) ans = 0.;
            }
        }
        if (!log || ans < -1e-8) return ans;
        // a probability near one: the other tail gives its log more accurately
        ans = raw(x, df, ncp, 1e-12, 8 * DBL_EPSILON, 1000000, !lower, false);
        return Log1p.log1p(-ans);
    }

    /** R's pnchisq_raw, with its convergence tolerances and iteration limit. */
    static double raw(double x, double f, double theta, double errmax, double reltol, int itrmax,
                      boolean lower, boolean log) {
        if (x <= 0.) {
            if (x == 0. && f == 0.) {   // chi^2_0 has a point mass at zero
                double minusLambda = -0.5 * theta;
                if (lower) return log ? minusLambda : ExpLog.exp(minusLambda);
                return log ? DistTails.log1mExp(minusLambda) : -Expm1.expm1(minusLambda);
            }
            return DistTails.zero(lower, log);
        }
        if (!Double.isFinite(x)) return DistTails.one(lower, log);
        if (theta < 80) return poissonMixture(x, f, theta, lower, log);
        return dingSeries(x, f, theta, errmax, reltol, itrmax, lower, log);
    }

    /** ncp below 80: the central distribution functions weighted by the Poisson probabilities. */
    private static double poissonMixture(double x, double f, double theta, boolean lower, boolean log) {
        // pchisq(x, f + 2i) all underflow: work on the log scale
        if (lower && f > 0. && ExpLog.log(x) < LN2 + 2 / f * (MathGamma.lgamma(f / 2. + 1) + MIN_EXP_LOG)) {
            double lambda = 0.5 * theta;
            double sum = Double.NEGATIVE_INFINITY;
            double sum2 = Double.NEGATIVE_INFINITY;
            double pr = -lambda;
            double logLambda = ExpLog.log(lambda);
            for (int i = 0; i < 110; pr += logLambda - ExpLog.log(++i)) {
                sum2 = logspaceAdd(sum2, pr);
                sum = logspaceAdd(sum, pr + DistGamma.cdf(x, (f + 2 * i) / 2., 2., lower, true));
                if (sum2 >= -1e-15) break;
            }
            double ans = sum - sum2;
            return log ? ans : ExpLog.exp(ans);
        }
        double lambda = 0.5 * theta;
        LongDoubleSum sum = new LongDoubleSum(0);
        LongDoubleSum sum2 = new LongDoubleSum(0);
        LongDoubleSum pr = new LongDoubleSum(-lambda).exp();
        LongDoubleSum ratio = new LongDoubleSum(0);
        // R sums in long double, whose range reaches below a double's: where the first central term
        // (the largest of the lower tail, the smallest of the upper) is that small, the terms are
        // summed times 2^600 (exactly: a power of two) and the result scaled back
        double first = DistGamma.cdf(x, f / 2., 2., lower, false);
        int scale = first < 0x1p-900 ? 600 : 0;
        for (int i = 0; i < 110; ) {
            sum2.add(pr);
            double central = i == 0 ? first : DistGamma.cdf(x, (f + 2 * i) / 2., 2., lower, false);
            sum.addProduct(pr, Math.scalb(central, scale));
            if (sum2.compareTo(1 - 1e-15) >= 0) break;
            ++i;
            ratio.set(lambda);
            ratio.divide(i);
            pr.multiply(ratio);
        }
        sum.divide(sum2);
        if (scale == 0) return log ? sum.log() : sum.value();
        return log ? sum.logOfScaled(scale) : sum.valueOfScaled(scale);
    }

    /** ncp of 80 or more: the series of Ding (1992), with its terms kept on the log scale while they underflow. */
    private static double dingSeries(double x, double f, double theta, double errmax, double reltol, int itrmax,
                                     boolean lower, boolean log) {
        double lam = .5 * theta;
        boolean lamSml = -lam < MIN_EXP_LOG;
        LongDoubleSum u;
        LongDoubleSum lu = new LongDoubleSum(-1);
        double logLam = -1;
        if (lamSml) {
            u = new LongDoubleSum(0);
            lu.set(-lam);
            logLam = ExpLog.log(lam);
        } else {
            u = new LongDoubleSum(ExpLog.exp(-lam));
        }
        LongDoubleSum v = new LongDoubleSum(u);
        double x2 = .5 * x;
        double f2 = .5 * f;
        double fx2n = f - x;
        LongDoubleSum lt;
        double diff = x2 - f2;
        if (f2 * DBL_EPSILON > 0.125 && Math.abs(diff) < Math.sqrt(DBL_EPSILON) * f2) {
            // x near f, both huge: avoid the cancellation
            lt = new LongDoubleSum((1 - diff) * (2 - diff / (f2 + 1)));
            lt.add(-M_LN_SQRT_2PI);
            lt.add(-0.5 * ExpLog.log(f2 + 1));
        } else {
            lt = new LongDoubleSum(f2 * ExpLog.log(x2) - x2 - MathGamma.lgamma(f2 + 1));
        }
        boolean tSml = lt.compareTo(MIN_EXP_LOG) < 0;
        LongDoubleSum t;
        LongDoubleSum ans;
        double term;
        double logX = -1;
        if (tSml) {
            if (x > f + theta + 5 * Math.sqrt(2 * (f + 2 * theta))) return DistTails.one(lower, log);   // beyond mean + 5 sd
            logX = ExpLog.log(x);
            ans = new LongDoubleSum(0);
            term = 0;
            t = new LongDoubleSum(0);
        } else {
            t = lt.exp();
            LongDoubleSum vt = new LongDoubleSum(v);
            vt.multiply(t);
            term = vt.value();
            ans = new LongDoubleSum(term);
        }
        int n;
        LongDoubleSum b = new LongDoubleSum(0);
        LongDoubleSum vt = new LongDoubleSum(0);
        double f2n = f + 2.;
        fx2n += 2.;
        for (n = 1; n <= itrmax; n++, f2n += 2, fx2n += 2) {
            // f2n = f + 2n; fx2n = f - x + 2n, positive once f + 2n passes x
            if (fx2n > 0) {
                b.set(t);
                b.multiply(x);
                b.divide(fx2n);
                // converged only when both the absolute and the relative error are small
                if (b.value() <= errmax && ans.times(reltol).compareTo(term) >= 0) break;
            }
            if (lamSml) {
                lu.add(logLam - ExpLog.log(n));
                if (lu.compareTo(MIN_EXP_LOG) >= 0) {
                    u = lu.exp();   // the first u that does not underflow
                    v = new LongDoubleSum(u);
                    lamSml = false;
                }
            } else {
                u.multiply(lam / n);
                v.add(u);
            }
            if (tSml) {
                lt.add(logX - ExpLog.log(f2n));
                if (lt.compareTo(MIN_EXP_LOG) >= 0) {
                    t = lt.exp();
                    tSml = false;
                }
            } else {
                t.multiply(x / f2n);
            }
            if (!lamSml && !tSml) {
                vt.set(v);
                vt.multiply(t);
                term = vt.value();
                ans.add(term);
            }
        }
        if (n > itrmax) {
            MathWarnings.warn("pnchisq(x=" + MathWarnings.g(x) + ", f=" + MathWarnings.g(f) + ", theta="
                    + MathWarnings.g(theta) + ", ..): not converged in " + itrmax + " iter.");
        }
        double d = ans.value();
        if (lower) return log ? ExpLog.log(d) : d;
        return log ? Log1p.log1p(-d) : 0.5 - d + 0.5;
    }

    /** log(exp(lx) + exp(ly)) without overflow (R's logspace_add). */
    static double logspaceAdd(double lx, double ly) {
        return Math.max(lx, ly) + Log1p.log1p(ExpLog.exp(-Math.abs(lx - ly)));
    }

    /** {@code qchisq(p, df, ncp, lower.tail, log.p)}: bisection on pnchisq from Pearson's approximation. */
    public static double quantile(double p, double df, double ncp, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(df) || Double.isNaN(ncp)) return p + df + ncp;
        if (!Double.isFinite(df)) return Double.NaN;
        if (df < 0 || ncp < 0) return Double.NaN;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        final double accu = 1e-13;
        final double racc = 4 * DBL_EPSILON;
        final double eps = 1e-11;
        final double rEps = 1e-10;
        double pp = log ? ExpLog.exp(p) : p;
        if (pp > 1 - DBL_EPSILON) return lower ? Double.POSITIVE_INFINITY : 0.0;
        double ux;
        {
            // Pearson's (1959) approximation, usually good to 4 figures
            double b = (ncp * ncp) / (df + 3 * ncp);
            double c = (df + 3 * ncp) / (df + 2 * ncp);
            double ff = (df + 2 * ncp) / (c * c);
            ux = b + c * DistGamma.quantile(p, 0.5 * ff, 2, lower, log);
            if (ux <= 0.) ux = 1;
        }
        double ux0 = ux;
        if (!lower && ncp >= 80) {
            // pnchisq works through the lower tail here
            if (pp < 1e-10) MathWarnings.precision("qnchisq");
            p = log ? -Expm1.expm1(p) : 0.5 - p + 0.5;
            lower = true;
        } else {
            p = pp;
        }
        pp = Math.min(1 - DBL_EPSILON, p * (1 + eps));
        double lx;
        if (lower) {
            for (; ux < Double.MAX_VALUE && raw(ux, df, ncp, eps, rEps, 10000, true, false) < pp; ux *= 2);
            pp = p * (1 - eps);
            for (lx = Math.min(ux0, Double.MAX_VALUE); lx > Double.MIN_NORMAL && raw(lx, df, ncp, eps, rEps, 10000, true, false) > pp; lx *= 0.5);
        } else {
            for (; ux < Double.MAX_VALUE && raw(ux, df, ncp, eps, rEps, 10000, false, false) > pp; ux *= 2);
            pp = p * (1 - eps);
            for (lx = Math.min(ux0, Double.MAX_VALUE); lx > Double.MIN_NORMAL && raw(lx, df, ncp, eps, rEps, 10000, false, false) < pp; lx *= 0.5);
        }
        double nx;
        if (lower) {
            do {
                nx = 0.5 * (lx + ux);
                if (raw(nx, df, ncp, accu, racc, 100000, true, false) > p) ux = nx;
                else lx = nx;
            } while ((ux - lx) / nx > accu);
        } else {
            do {
                nx = 0.5 * (lx + ux);
                if (raw(nx, df, ncp, accu, racc, 100000, false, false) < p) ux = nx;
                else lx = nx;
            } while ((ux - lx) / nx > accu);
        }
        return 0.5 * (ux + lx);
    }
}
