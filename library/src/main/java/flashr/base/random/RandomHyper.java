package flashr.base.random;

import flashr.base.Registry;
import flashr.engine.fn.math.ExpLog;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.RandomState;
import flashr.stats.distributions.DistHyper;

/**
 * Builtins dhyper, phyper, qhyper (see {@link DistHyper}) and rhyper, whose deviates are R's
 * exactly: Kachitvichyanukul and Schmeiser's inversion (HIN) near the bottom of the support and
 * their H2PE rejection sampler elsewhere, drawing the same uniforms in the same order as R.
 */
final class RandomHyper {
    private RandomHyper() {}

    private static final double LN_SQRT_2PI = 0.918938533204672741780329736406;
    private static final double[] LOG_FACTORIAL = {
        0.0, 0.0, 0.69314718055994530941723212145817, 1.79175946922805500081247735838070,
        3.17805383034794561964694160129705, 4.78749174278204599424770093452324,
        6.57925121201010099506017829290394, 8.52516136106541430016553103634712};

    static void register(Registry r) {
        String[] hyper = {"m", "n", "k"};
        r.builtin("dhyper", "x, m, n, k, log", a -> RandomDistributions.density(a, "x", hyper, null,
                (v, lg, u) -> DistHyper.density(v[0], v[1], v[2], v[3], lg, RandomDistributions.nonInteger(a))));
        r.builtin("phyper", "q, m, n, k, lower.tail, log.p", a -> RandomDistributions.probability(a, "q", hyper, null,
                (v, lower, lg) -> DistHyper.cdf(v[0], v[1], v[2], v[3], lower, lg)));
        r.builtin("qhyper", "p, m, n, k, lower.tail, log.p", a -> RandomDistributions.probability(a, "p", hyper, null,
                (v, lower, lg) -> DistHyper.quantile(v[0], v[1], v[2], v[3], lower, lg)));
        r.builtin("rhyper", "nn, m, n, k", RandomHyper::rhyper);
    }

    /** R's do_random3: nn values (or length(nn)), the parameters recycled, "NAs produced" for invalid ones. */
    private static RValue rhyper(Args a) {
        String[] names = {"m", "n", "k"};
        RVector[] p = new RVector[3];
        for (int j = 0; j < 3; j++) {
            if (!a.has(j + 1)) throw new RError("argument \"" + names[j] + "\" is missing, with no default");
            p[j] = RandomBuiltins.numeric(a.get(j + 1));
        }
        int n = RandomBuiltins.count(a.get(0));
        double[] x = new double[n];
        if (n == 0) return Coerce.to(new RDouble(x), RType.INTEGER);
        boolean naflag = false;
        if (p[0].length() < 1 || p[1].length() < 1 || p[2].length() < 1) {
            java.util.Arrays.fill(x, RDouble.NA);
            naflag = true;
        } else {
            RandomState rng = RandomSession.get(a);
            for (int i = 0; i < n; i++) {
                x[i] = draw(rng, p[0].getDouble(i % p[0].length()), p[1].getDouble(i % p[1].length()),
                        p[2].getDouble(i % p[2].length()));
                if (Double.isNaN(x[i])) naflag = true;
            }
            RandomSession.put(a, rng);
        }
        if (naflag) a.interp().warning(a.call(), "NAs produced");
        return Coerce.to(new RDouble(x), RType.INTEGER);
    }

    /** log(i!): a table to 7, Stirling's series above (R's afc). */
    private static double afc(int i) {
        if (i < 0) return -1;
        if (i <= 7) return LOG_FACTORIAL[i];
        double di = i;
        double i2 = di * di;
        return (di + 0.5) * ExpLog.log(di) - di + LN_SQRT_2PI + (0.0833333333333333 - 0.00277777777777778 / i2) / di;
    }

    /** One deviate: white balls among kk drawn from nn1 white and nn2 black. */
    static double draw(RandomState rng, double nn1in, double nn2in, double kkin) {
        if (!Double.isFinite(nn1in) || !Double.isFinite(nn2in) || !Double.isFinite(kkin)) return Double.NaN;
        nn1in = Math.rint(nn1in);
        nn2in = Math.rint(nn2in);
        kkin = Math.rint(kkin);
        if (nn1in < 0 || nn2in < 0 || kkin < 0 || kkin > nn1in + nn2in) return Double.NaN;
        if (nn1in >= Integer.MAX_VALUE || nn2in >= Integer.MAX_VALUE || kkin >= Integer.MAX_VALUE) {
            if (kkin == 1) return flashr.rng.Binomial.random(rng, kkin, nn1in / (nn1in + nn2in));
            return DistHyper.quantile(rng.unifRand(), nn1in, nn2in, kkin, false, false);
        }
        int nn1 = (int) nn1in;
        int nn2 = (int) nn2in;
        int kk = (int) kkin;
        double total = nn1 + (double) nn2;
        int n1 = Math.min(nn1, nn2);
        int n2 = Math.max(nn1, nn2);
        int k = (double) kk + kk >= total ? (int) (total - kk) : kk;
        int m = (int) ((k + 1.) * (n1 + 1.) / (total + 2.));
        int minjx = Math.max(0, k - n2);
        int maxjx = Math.min(n1, k);
        int ix;
        if (minjx == maxjx) {
            ix = maxjx;
        } else if (m - minjx < 10) {
            ix = inversion(rng, n1, n2, k, minjx, maxjx);
        } else {
            ix = h2pe(rng, n1, n2, k, m, total, minjx, maxjx);
            if (ix < 0) return Double.NaN;
        }
        if ((double) kk + kk >= total) {
            ix = nn1 > nn2 ? kk - nn2 + ix : nn1 - ix;
        } else if (nn1 > nn2) {
            ix = kk - ix;
        }
        return ix;
    }

    /** Algorithm HIN, scaled by 1e25 against early underflow. */
    private static int inversion(RandomState rng, int n1, int n2, int k, int minjx, int maxjx) {
        final double scale = 1e25;
        final double con = 57.5646273248511421;   // log(scale)
        double lw = k < n2
                ? afc(n2) + afc(n1 + n2 - k) - afc(n2 - k) - afc(n1 + n2)
                : afc(n1) + afc(k) - afc(k - n2) - afc(n1 + n2);
        double w = ExpLog.exp(lw + con);
        while (true) {
            double p = w;
            int ix = minjx;
            double u = rng.unifRand() * scale;
            boolean restart = false;
            while (u > p) {
                u -= p;
                p *= ((double) n1 - ix) * (k - ix);
                ix++;
                p = p / ix / (n2 - k + ix);
                if (ix > maxjx) {
                    restart = true;
                    break;
                }
            }
            if (!restart) return ix;
        }
    }

    /** Algorithm H2PE: a rectangle with exponential tails, squeezes, then Stirling's formula; -1 after 10000 rejections. */
    private static int h2pe(RandomState rng, int n1, int n2, int k, int m, double total, int minjx, int maxjx) {
        double s = Math.sqrt((total - k) * k * n1 * n2 / (total - 1) / total / total);
        double d = (int) (1.5 * s) + .5;
        double xl = m - d + .5;
        double xr = m + d + .5;
        double a = afc(m) + afc(n1 - m) + afc(k - m) + afc(n2 - k + m);
        double kl = ExpLog.exp(a - afc((int) xl) - afc((int) (n1 - xl)) - afc((int) (k - xl)) - afc((int) (n2 - k + xl)));
        double kr = ExpLog.exp(a - afc((int) (xr - 1)) - afc((int) (n1 - xr + 1)) - afc((int) (k - xr + 1))
                - afc((int) (n2 - k + xr - 1)));
        double lamdl = -ExpLog.log(xl * (n2 - k + xl) / (n1 - xl + 1) / (k - xl + 1));
        double lamdr = -ExpLog.log((n1 - xr + 1) * (k - xr + 1) / xr / (n2 - k + xr));
        double p1 = d + d;
        double p2 = p1 + kl / lamdl;
        double p3 = p2 + kr / lamdr;
        for (int tries = 1; ; tries++) {
            double u = rng.unifRand() * p3;
            double v = rng.unifRand();
            if (tries >= 10000) return -1;
            int ix;
            if (u < p1) {
                ix = (int) (xl + u);
            } else if (u <= p2) {
                ix = (int) (xl + ExpLog.log(v) / lamdl);
                if (ix < minjx) continue;
                v = v * (u - p1) * lamdl;
            } else {
                ix = (int) (xr - ExpLog.log(v) / lamdr);
                if (ix > maxjx) continue;
                v = v * (u - p2) * lamdr;
            }
            if (m < 100 || ix <= 50) {
                double f = 1.0;
                if (m < ix) {
                    for (int i = m + 1; i <= ix; i++) f = f * (n1 - i + 1) * (k - i + 1) / (n2 - k + i) / i;
                } else if (m > ix) {
                    for (int i = ix + 1; i <= m; i++) f = f * i * (n2 - k + i) / (n1 - i + 1) / (k - i + 1);
                }
                if (v <= f) return ix;
            } else if (squeezeAccepts(ix, m, n1, n2, k, a, v)) {
                return ix;
            }
        }
    }

    /** The H2PE test for large m: bounds on log f first, Stirling's formula only between them. */
    private static boolean squeezeAccepts(int ix, int m, int n1, int n2, int k, double a, double v) {
        final double deltal = 0.0078;
        final double deltau = 0.0034;
        double y = ix;
        double y1 = y + 1.0;
        double ym = y - m;
        double yn = n1 - y + 1.0;
        double yk = k - y + 1.0;
        double nk = n2 - k + y1;
        double r = -ym / y1;
        double s = ym / yn;
        double t = ym / yk;
        double e = -ym / nk;
        double g = yn * yk / (y1 * nk) - 1.0;
        double dg = g < 0.0 ? 1.0 + g : 1.0;
        double gu = g * (1.0 + g * (-0.5 + g / 3.0));
        double gl = gu - .25 * (g * g * g * g) / dg;
        double xm = m + 0.5;
        double xn = n1 - m + 0.5;
        double xk = k - m + 0.5;
        double nm = n2 - k + xm;
        double ub = y * gu - m * gl + deltau
                + xm * r * (1. + r * (-0.5 + r / 3.0))
                + xn * s * (1. + s * (-0.5 + s / 3.0))
                + xk * t * (1. + t * (-0.5 + t / 3.0))
                + nm * e * (1. + e * (-0.5 + e / 3.0));
        double alv = ExpLog.log(v);
        if (alv > ub) return false;
        double dr = xm * (r * r * r * r);
        if (r < 0.0) dr /= (1.0 + r);
        double ds = xn * (s * s * s * s);
        if (s < 0.0) ds /= (1.0 + s);
        double dt = xk * (t * t * t * t);
        if (t < 0.0) dt /= (1.0 + t);
        double de = nm * (e * e * e * e);
        if (e < 0.0) de /= (1.0 + e);
        if (alv < ub - 0.25 * (dr + ds + dt + de) + (y + m) * (gl - gu) - deltal) return true;
        return alv <= a - afc(ix) - afc(n1 - ix) - afc(k - ix) - afc(n2 - k + ix);
    }
}
