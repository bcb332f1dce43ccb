package flashr.stats.distributions;

import flashr.base.math.MathGamma;
import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;
import flashr.rng.Normal;

/**
 * The noncentral t distribution function, R's {@code pnt}: Guenther's (1978) twin series of
 * incomplete beta functions weighted by Poisson terms, with Abramowitz and Stegun's normal
 * approximation for very large df or noncentrality. R's long double sums are {@link LongDoubleSum}s.
 */
public final class NoncentralT {
    private NoncentralT() {}

    private static final int ITRMAX = 1000;
    private static final double ERRMAX = 1.e-12;
    private static final double M_SQRT_2DPI = 0.797884560802865355879892119869;
    private static final double M_LN_SQRT_PI = 0.572364942924700087071713675677;
    private static final double DBL_EPSILON = Math.ulp(1.0);

    /** {@code pt(t, df, ncp, lower.tail, log.p)}. */
    public static double cdf(double t, double df, double ncp, boolean lower, boolean log) {
        if (Double.isNaN(t) || Double.isNaN(df) || Double.isNaN(ncp)) return t + df + ncp;
        if (df <= 0.0) return Double.NaN;
        if (ncp == 0.0) return StudentDistributions.pt(t, df, lower, log);
        if (!Double.isFinite(t)) return t < 0 ? DistTails.zero(lower, log) : DistTails.one(lower, log);
        boolean negdel;
        double tt;
        double del;
        if (t >= 0.) {
            negdel = false;
            tt = t;
            del = ncp;
        } else {
            // pt(q, df, ncp) <= pt(0, df, ncp) = pnorm(-ncp): the extreme left tail is 0
            if (ncp > 40 && (!log || !lower)) return DistTails.zero(lower, log);
            negdel = true;
            tt = -t;
            del = -ncp;
        }
        if (df > 4e5 || del * del > 2 * ExpLog.log(2) * 1021) {
            double s = 1. / (4. * df);
            return Normal.cdf(tt * (1. - s), del, Math.sqrt(1. + tt * tt * 2. * s), lower != negdel, log);
        }
        double x = t * t;
        double rxb = df / (x + df);
        x = x / (x + df);
        LongDoubleSum tnc;
        if (x > 0.) {
            tnc = series(x, rxb, df, del);
            if (tnc == null) {   // underflow of the first Poisson weight: |ncp| too large
                MathWarnings.underflow("pnt");
                MathWarnings.range("pnt");
                return DistTails.zero(lower, log);
            }
        } else {
            tnc = new LongDoubleSum(0.);
        }
        tnc.add(Normal.cdf(-del, 0., 1., true, false));
        boolean lowerTail = lower != negdel;
        if (tnc.compareTo(1 - 1e-10) > 0 && lowerTail) MathWarnings.precision("pnt{final}");
        double v = Math.min(tnc.value(), 1.);
        if (lowerTail) return log ? ExpLog.log(v) : v;
        return log ? Log1p.log1p(-v) : 0.5 - v + 0.5;
    }

    /** {@code dt(x, df, ncp, log)}: by the difference of two distribution functions, on the log scale. */
    public static double density(double x, double df, double ncp, boolean log) {
        if (Double.isNaN(x) || Double.isNaN(df)) return x + df;
        if (df <= 0.0) return Double.NaN;
        if (ncp == 0.0) return DistFamilies.dt(x, df, log);
        if (!Double.isFinite(x)) return log ? Double.NEGATIVE_INFINITY : 0;
        // the formula loses accuracy near df = 1e9: the normal limit
        if (!Double.isFinite(df) || df > 1e8) return Normal.density(x, ncp, 1., log);
        double u;
        if (Math.abs(x) > Math.sqrt(df * DBL_EPSILON)) {
            u = ExpLog.log(df) - ExpLog.log(Math.abs(x))
                    + ExpLog.log(Math.abs(cdf(x * Math.sqrt((df + 2) / df), df + 2, ncp, true, false) - cdf(x, df, ncp, true, false)));
        } else {   // x near 0: the value at 0
            u = MathGamma.lgamma((df + 1) / 2) - MathGamma.lgamma(df / 2) - (M_LN_SQRT_PI + .5 * (ExpLog.log(df) + ncp * ncp));
        }
        return log ? u : ExpLog.exp(u);
    }

    /** {@code qt(p, df, ncp, lower.tail, log.p)}: bisection on pt. */
    public static double quantile(double p, double df, double ncp, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(df) || Double.isNaN(ncp)) return p + df + ncp;
        if (df <= 0.0) return Double.NaN;
        if (ncp == 0.0 && df >= 1.0) return DistContinuous.qt(p, df, lower, log);
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return Double.NEGATIVE_INFINITY;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        if (!Double.isFinite(df)) return Normal.quantile(p, ncp, 1., lower, log);   // the N(ncp, 1) limit
        final double accu = 1e-13;
        final double eps = 1e-11;
        p = DistTails.lowerValue(p, lower, log);
        if (p > 1 - DBL_EPSILON) return Double.POSITIVE_INFINITY;
        double pp = Math.min(1 - DBL_EPSILON, p * (1 + eps));
        double ux;
        for (ux = Math.max(1., ncp); ux < Double.MAX_VALUE && cdf(ux, df, ncp, true, false) < pp; ux *= 2);
        pp = p * (1 - eps);
        double lx;
        for (lx = Math.min(-1., -ncp); lx > -Double.MAX_VALUE && cdf(lx, df, ncp, true, false) > pp; lx *= 2);
        do {
            double nx = 0.5 * (lx + ux);   // can be zero
            if (cdf(nx, df, ncp, true, false) > p) ux = nx;
            else lx = nx;
        } while ((ux - lx) > accu * Math.max(Math.abs(lx), Math.abs(ux)));
        return 0.5 * (lx + ux);
    }

    /** The sum of the twin series for x = t^2 / (t^2 + df) > 0; NaN when exp(-del^2 / 2) underflows. R sums in long double. */
    private static LongDoubleSum series(double x, double rxb, double df, double del) {
        double lambda = del * del;
        LongDoubleSum p = new LongDoubleSum(.5 * ExpLog.exp(-.5 * lambda));
        if (p.value() == 0.) return null;
        LongDoubleSum q = new LongDoubleSum(p);
        q.multiply(M_SQRT_2DPI);
        q.multiply(del);
        LongDoubleSum s = new LongDoubleSum(.5);
        s.subtract(p);
        if (s.compareTo(1e-7) < 0) s.set(-0.5 * Expm1.expm1(-0.5 * lambda));
        double a = .5;
        double b = .5 * df;
        rxb = RMath.pow(rxb, b);
        double albeta = M_LN_SQRT_PI + MathGamma.lgamma(b) - MathGamma.lgamma(.5 + b);
        LongDoubleSum xodd = new LongDoubleSum(DistBeta.cdf(x, a, b, true, false));
        LongDoubleSum godd = new LongDoubleSum(2. * rxb * ExpLog.exp(a * ExpLog.log(x) - albeta));
        double bx = b * x;
        LongDoubleSum xeven = new LongDoubleSum(bx < DBL_EPSILON ? bx : 1. - rxb);
        LongDoubleSum geven = new LongDoubleSum(bx);
        geven.multiply(rxb);
        LongDoubleSum tnc = new LongDoubleSum(0);
        tnc.addProduct(p, xodd);
        tnc.addProduct(q, xeven);
        LongDoubleSum err = new LongDoubleSum(0);
        for (int it = 1; it <= ITRMAX; it++) {
            a += 1.;
            xodd.subtract(godd);
            xeven.subtract(geven);
            godd.multiply(x * (a + b - 1.) / a);
            geven.multiply(x * (a + b - .5) / (a + .5));
            p.multiply(lambda / (2 * it));
            q.multiply(lambda / (2 * it + 1));
            tnc.addProduct(p, xodd);
            tnc.addProduct(q, xeven);
            s.subtract(p);
            if (s.compareTo(-1.e-10) < 0) {   // rounding error, e.g. (t, df, ncp) = (40, 10, 38.5) after 799 terms
                MathWarnings.precision("pnt");
                return tnc;
            }
            if (s.compareTo(0) <= 0 && it > 1) return tnc;
            err.set(xodd);
            err.subtract(godd);
            err.multiply(s);
            err.multiply(2.);
            if (Math.abs(err.value()) < ERRMAX) return tnc;
        }
        MathWarnings.noConvergence("pnt");
        return tnc;
    }

}
