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
 * approximation for very large df or noncentrality. (R sums in long double; here in double, which
 * agrees to far more digits than R prints.)
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
        double tnc;
        if (x > 0.) {
            tnc = series(x, rxb, df, del);
            if (Double.isNaN(tnc)) return DistTails.zero(lower, log);   // underflow of the first Poisson weight
        } else {
            tnc = 0.;
        }
        tnc += Normal.cdf(-del, 0., 1., true, false);
        boolean lowerTail = lower != negdel;
        double v = Math.min(tnc, 1.);
        if (lowerTail) return log ? ExpLog.log(v) : v;
        return log ? Log1p.log1p(-v) : 0.5 - v + 0.5;
    }

    /** The sum of the twin series for x = t^2 / (t^2 + df) > 0; NaN when exp(-del^2 / 2) underflows. */
    private static double series(double x, double rxb, double df, double del) {
        double lambda = del * del;
        double p = .5 * ExpLog.exp(-.5 * lambda);
        if (p == 0.) return Double.NaN;
        double q = M_SQRT_2DPI * p * del;
        double s = .5 - p;
        if (s < 1e-7) s = -0.5 * Expm1.expm1(-0.5 * lambda);
        double a = .5;
        double b = .5 * df;
        rxb = RMath.pow(rxb, b);
        double albeta = M_LN_SQRT_PI + MathGamma.lgamma(b) - MathGamma.lgamma(.5 + b);
        double xodd = DistBeta.cdf(x, a, b, true, false);
        double godd = 2. * rxb * ExpLog.exp(a * ExpLog.log(x) - albeta);
        double tnc = b * x;
        double xeven = tnc < DBL_EPSILON ? tnc : 1. - rxb;
        double geven = tnc * rxb;
        tnc = p * xodd + q * xeven;
        for (int it = 1; it <= ITRMAX; it++) {
            a += 1.;
            xodd -= godd;
            xeven -= geven;
            godd *= x * (a + b - 1.) / a;
            geven *= x * (a + b - .5) / (a + .5);
            p *= lambda / (2 * it);
            q *= lambda / (2 * it + 1);
            tnc += p * xodd + q * xeven;
            s -= p;
            if (s < -1.e-10) return tnc;   // rounding error: R warns of lost precision and stops here
            if (s <= 0 && it > 1) return tnc;
            double errbd = 2. * s * (xodd - godd);
            if (Math.abs(errbd) < ERRMAX) return tnc;
        }
        return tnc;
    }
}
