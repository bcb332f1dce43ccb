package flashr.rng;

import flashr.base.math.MathGamma;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Pow;

/**
 * R's {@code rpois}: Ahrens and Dieter (1982), algorithm PD: table inversion for mu < 10, a
 * normal deviate with squeeze, quotient and hat acceptance otherwise. R keeps the setup and the
 * table of cumulative probabilities between calls with the same mu; the draws do not depend on
 * that, so everything is recomputed here.
 */
public final class Poisson {
    private Poisson() {}

    private static final double A0 = -0.5;
    private static final double A1 = 0.3333333;
    private static final double A2 = -0.2500068;
    private static final double A3 = 0.2000118;
    private static final double A4 = -0.1661269;
    private static final double A5 = 0.1421878;
    private static final double A6 = -0.1384794;
    private static final double A7 = 0.1250060;
    private static final double ONE_7 = 0.1428571428571428571;
    private static final double ONE_12 = 0.0833333333333333333;
    private static final double ONE_24 = 0.0416666666666666667;
    private static final double M_1_SQRT_2PI = 0.398942280401432677939946059934;
    private static final double[] FACT = {1., 1., 2., 6., 24., 120., 720., 5040., 40320., 362880.};

    /** One deviate; NaN for an invalid mu (R then warns "NAs produced"). */
    public static double random(RandomState rng, double mu) {
        if (!Double.isFinite(mu) || mu < 0) return Double.NaN;
        if (mu <= 0.) return 0.;
        return mu >= 10. ? large(rng, mu) : small(rng, mu);
    }

    /** R's {@code rnbinom(size, prob)}: a Poisson deviate whose mean is a gamma deviate. */
    public static double negativeBinomial(RandomState rng, double size, double prob) {
        if (!Double.isFinite(prob) || Double.isNaN(size) || size <= 0 || prob <= 0 || prob > 1) return Double.NaN;
        if (!Double.isFinite(size)) size = Double.MAX_VALUE / 2.;
        return prob == 1 ? 0 : random(rng, Gamma.random(rng, size, (1 - prob) / prob));
    }

    /** R's {@code rnbinom(size, mu = mu)}. */
    public static double negativeBinomialMu(RandomState rng, double size, double mu) {
        if (!Double.isFinite(mu) || Double.isNaN(size) || size <= 0 || mu < 0) return Double.NaN;
        if (!Double.isFinite(size)) size = Double.MAX_VALUE / 2.;
        return mu == 0 ? 0 : random(rng, Gamma.random(rng, size, mu / size));
    }

    /**
     * {@code dpois(x, lambda, log)}; NaN (R warns) for a negative lambda. A non-integer x gives
     * 0 and is reported to {@code nonInteger}, for the caller to warn as R does.
     */
    public static double density(double x, double lambda, boolean giveLog, java.util.function.DoubleConsumer nonInteger) {
        if (Double.isNaN(x) || Double.isNaN(lambda)) return x + lambda;
        if (lambda < 0) return Double.NaN;
        if (Binomial.nonInt(x)) {
            nonInteger.accept(x);
            return giveLog ? Double.NEGATIVE_INFINITY : 0.;
        }
        if (x < 0 || !Double.isFinite(x)) return giveLog ? Double.NEGATIVE_INFINITY : 0.;
        return densityRaw(Math.rint(x), lambda, giveLog);
    }

    private static final double SQRT_2PI = 2.50662827463100050241576528481104525301;
    /** 2^1023 / pi: from here on 2 pi x overflows. */
    private static final double X_LARGE = 2.86111748575702815380240589208115399625e+307;

    /**
     * R 4.2's {@code dpois_raw}: lambda^x e^-lambda / gamma(x + 1) for real x >= 0, by Loader's
     * saddle point with the deviance as {@link PoissonDeviance#ebd0}'s unevaluated sum.
     */
    public static double densityRaw(double x, double lambda, boolean giveLog) {
        double zero = giveLog ? Double.NEGATIVE_INFINITY : 0.;
        if (lambda == 0) return x == 0 ? (giveLog ? 0. : 1.) : zero;
        if (!Double.isFinite(lambda)) return zero;
        if (x < 0) return zero;
        if (x <= lambda * Double.MIN_NORMAL) return giveLog ? -lambda : ExpLog.exp(-lambda);
        if (lambda < x * Double.MIN_NORMAL) {
            if (!Double.isFinite(x)) return zero;
            double v = -lambda + x * ExpLog.log(lambda) - MathGamma.lgamma(x + 1);
            return giveLog ? v : ExpLog.exp(v);
        }
        PoissonDeviance.Sum y = new PoissonDeviance.Sum();
        PoissonDeviance.ebd0(x, lambda, y);
        double yl = y.lo + SaddlePoint.stirlerr(x), yh = y.hi;
        boolean large = x >= X_LARGE;
        double r = large ? SQRT_2PI * Math.sqrt(x) : 2 * Math.PI * x;
        return giveLog ? -yl - yh - (large ? ExpLog.log(r) : 0.5 * ExpLog.log(r))
                : ExpLog.exp(-yl) * ExpLog.exp(-yh) / (large ? r : Math.sqrt(r));
    }

    /** Case B: inversion through the table of cumulative probabilities pp[1..35]. */
    private static double small(RandomState rng, double mu) {
        int m = Math.max(1, (int) mu);
        double p0 = ExpLog.exp(-mu);
        double p = p0;
        double q = p0;
        double[] pp = new double[36];
        int l = 0;
        for (;;) {
            double u = rng.unifRand();
            if (u <= p0) return 0.;
            if (l > 0) {
                int j = u > 0.458 ? Math.min(l, m) : 1;
                for (int k = j; k <= l; k++) {
                    if (u <= pp[k]) return k;
                }
                if (l == 35) continue;
            }
            l++;
            for (int k = l; k <= 35; k++) {
                p *= mu / k;
                q += p;
                pp[k] = q;
                if (u <= q) return k;
            }
            l = 35;
        }
    }

    /** Case A: mu >= 10. */
    private static double large(RandomState rng, double mu) {
        double s = Math.sqrt(mu);
        double d = 6. * mu * mu;
        double bigL = Math.floor(mu - 1.1484);
        double pois = -1.;
        double fk = 0.;
        double difmuk = 0.;
        double u = 0.;

        double g = mu + s * rng.normRand();
        if (g >= 0.) {
            pois = Math.floor(g);
            if (pois >= bigL) return pois; // immediate acceptance
            fk = pois;
            difmuk = mu - fk;
            u = rng.unifRand();
            if (d * u >= difmuk * difmuk * difmuk) return pois; // squeeze acceptance
        }
        // Hermite approximations to the discrete normal probabilities
        double omega = M_1_SQRT_2PI / s;
        double b1 = ONE_24 / mu;
        double b2 = 0.3 * b1 * b1;
        double c3 = ONE_7 * b1 * b2;
        double c2 = b2 - 15. * c3;
        double c1 = b1 - 6. * b2 + 45. * c3;
        double c0 = 1. - b1 + 3. * b2 - 15. * c3;
        double c = 0.1069 / mu;

        boolean quotientStep = g >= 0.;
        double e = 0.;
        for (;;) {
            if (!quotientStep) {
                // exponential sample from the Laplace hat
                e = rng.expRand();
                u = 2 * rng.unifRand() - 1.;
                double t = 1.8 + (u >= 0 ? Math.abs(e) : -Math.abs(e));
                if (t <= -0.6744) continue;
                pois = Math.floor(mu + s * t);
                fk = pois;
                difmuk = mu - fk;
            }
            double px;
            double py;
            if (pois < 10) {
                px = -mu;
                py = Pow.pow(mu, pois) / FACT[(int) pois];
            } else {
                double del = ONE_12 / fk;
                del = del * (1. - 4.8 * del * del);
                double v = difmuk / fk;
                if (Math.abs(v) <= 0.25) {
                    px = fk * v * v * (((((((A7 * v + A6) * v + A5) * v + A4) * v + A3) * v + A2) * v + A1) * v + A0)
                            - del;
                } else {
                    px = fk * ExpLog.log(1. + v) - difmuk - del;
                }
                py = M_1_SQRT_2PI / Math.sqrt(fk);
            }
            double x = (0.5 - difmuk) / s;
            double xx = x * x;
            double fx = -0.5 * xx;
            double fy = omega * (((c3 * xx + c2) * xx + c1) * xx + c0);
            if (quotientStep) {
                if (fy - u * fy <= py * ExpLog.exp(px - fx)) return pois; // quotient acceptance
                quotientStep = false;
            } else if (c * Math.abs(u) <= py * ExpLog.exp(px + e) - fy * ExpLog.exp(fx + e)) {
                return pois; // hat acceptance
            }
        }
    }
}
