package flashr.rng;

import flashr.engine.fn.math.ExpLog;

/**
 * R's {@code rbeta}: Cheng's (1978) algorithms BB (both shapes above 1) and BC (otherwise).
 * R caches the setup between calls with the same shapes; the draws do not depend on that.
 */
public final class Beta {
    private Beta() {}

    /** log(DBL_MAX): larger v would overflow exp(v). */
    private static final double EXPMAX = 1024 * 0.693147180559945309417232121458;

    public static double random(RandomState rng, double aa, double bb) {
        if (Double.isNaN(aa) || Double.isNaN(bb) || aa < 0. || bb < 0.) return Double.NaN;
        if (!Double.isFinite(aa) && !Double.isFinite(bb)) return 0.5;
        if (aa == 0. && bb == 0.) return rng.unifRand() < 0.5 ? 0. : 1.;
        if (!Double.isFinite(aa) || bb == 0.) return 1.0;
        if (!Double.isFinite(bb) || aa == 0.) return 0.0;
        double a = Math.min(aa, bb);
        double b = Math.max(aa, bb);
        double alpha = a + b;
        return a <= 1.0 ? bc(rng, aa, a, b, alpha) : bb(rng, aa, a, b, alpha);
    }

    /** R's {@code v_w_from__u1_bet}: {w = aa * exp(v)} without overflow, v returned in {@code vw[0]}. */
    private static double w(double[] vw, double beta, double u1, double aa) {
        double v = beta * ExpLog.log(u1 / (1.0 - u1));
        vw[0] = v;
        if (v <= EXPMAX) {
            double w = aa * ExpLog.exp(v);
            return Double.isFinite(w) ? w : Double.MAX_VALUE;
        }
        return Double.MAX_VALUE;
    }

    private static double bc(RandomState rng, double aa, double a, double b, double alpha) {
        double beta = 1.0 / a;
        double delta = 1.0 + b - a;
        double k1 = delta * (0.0138889 + 0.0416667 * a) / (b * beta - 0.777778);
        double k2 = 0.25 + (0.5 + 0.25 / delta) * a;
        double[] vw = new double[1];
        double w;
        for (;;) {
            double u1 = rng.unifRand();
            double u2 = rng.unifRand();
            double z;
            if (u1 < 0.5) {
                double y = u1 * u2;
                z = u1 * y;
                if (0.25 * u2 + z - y >= k1) continue;
            } else {
                z = u1 * u1 * u2;
                if (z <= 0.25) {
                    w = w(vw, beta, u1, b);
                    break;
                }
                if (z >= k2) continue;
            }
            w = w(vw, beta, u1, b);
            if (alpha * (ExpLog.log(alpha / (a + w)) + vw[0]) - 1.3862944 >= ExpLog.log(z)) break;
        }
        return aa == a ? a / (a + w) : w / (a + w);
    }

    private static double bb(RandomState rng, double aa, double a, double b, double alpha) {
        double beta = Math.sqrt((alpha - 2.0) / (2.0 * a * b - alpha));
        double gamma = a + 1.0 / beta;
        double[] vw = new double[1];
        double w;
        double r;
        double t;
        do {
            double u1 = rng.unifRand();
            double u2 = rng.unifRand();
            w = w(vw, beta, u1, a);
            double z = u1 * u1 * u2;
            r = gamma * vw[0] - 1.3862944;
            double s = a + r - w;
            if (s + 2.609438 >= 5.0 * z) break;
            t = ExpLog.log(z);
            if (s > t) break;
        } while (r + alpha * ExpLog.log(alpha / (b + w)) < t);
        return aa != a ? b / (b + w) : w / (b + w);
    }
}
