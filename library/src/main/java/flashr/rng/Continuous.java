package flashr.rng;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Pow;
import flashr.engine.fn.math.Tan;

/**
 * The deviates R draws by a transformation of one uniform or normal deviate: Cauchy, logistic,
 * Weibull, log-normal. NaN marks invalid parameters (R then warns "NAs produced"). log, exp and
 * pow are the C library's ({@link ExpLog}, {@link Pow}), and so is tan ({@link Tan}), as R's, so the
 * deviates match R's to the last bit (Math's differ in the last bit on some inputs; Math.tan on
 * 0.4% of rcauchy's).
 */
public final class Continuous {
    private Continuous() {}

    public static double cauchy(RandomState rng, double location, double scale) {
        if (Double.isNaN(location) || !Double.isFinite(scale) || scale < 0) return Double.NaN;
        if (scale == 0. || !Double.isFinite(location)) return location;
        return location + scale * Tan.tan(Math.PI * rng.unifRand());
    }

    public static double logistic(RandomState rng, double location, double scale) {
        if (Double.isNaN(location) || !Double.isFinite(scale)) return Double.NaN;
        if (scale == 0. || !Double.isFinite(location)) return location;
        double u = rng.unifRand();
        return location + scale * ExpLog.log(u / (1. - u));
    }

    public static double weibull(RandomState rng, double shape, double scale) {
        if (!Double.isFinite(shape) || !Double.isFinite(scale) || shape <= 0. || scale <= 0.) {
            return scale == 0. ? 0. : Double.NaN;
        }
        return scale * Pow.pow(-ExpLog.log(rng.unifRand()), 1. / shape);
    }

    public static double lognormal(RandomState rng, double meanlog, double sdlog) {
        if (Double.isNaN(meanlog) || !Double.isFinite(sdlog) || sdlog < 0.) return Double.NaN;
        double z = sdlog == 0. || !Double.isFinite(meanlog) ? meanlog : meanlog + sdlog * rng.normRand();
        return ExpLog.exp(z);
    }

    /** R's {@code rgeom(p)}: a Poisson deviate whose mean is an exponential deviate. */
    public static double geometric(RandomState rng, double p) {
        if (!Double.isFinite(p) || p <= 0 || p > 1) return Double.NaN;
        return Poisson.random(rng, rng.expRand() * ((1 - p) / p));
    }
}
