package flashr.rng;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;

/**
 * R's {@code rbinom}: Kachitvichyanukul and Schmeiser's (1988) algorithm BTPE for n*p >= 30,
 * inversion of the cdf below. Ported statement for statement; R caches the setup between
 * calls with the same parameters, which changes nothing in the drawn values, so it is
 * recomputed here.
 */
public final class Binomial {
    private Binomial() {}

    /** One deviate; NaN for invalid parameters (R then warns "NAs produced"). */
    public static double random(RandomState rng, double nin, double pp) {
        if (!Double.isFinite(nin)) return Double.NaN;
        double rn = Math.rint(nin);
        if (rn != nin) return Double.NaN;
        if (!Double.isFinite(pp) || rn < 0 || pp < 0. || pp > 1.) return Double.NaN;
        if (rn == 0 || pp == 0.) return 0;
        if (pp == 1.) return rn;
        if (rn >= Integer.MAX_VALUE) {
            throw new UnsupportedOperationException("rbinom: size >= 2^31 is not supported");
        }
        int n = (int) rn;
        double p = Math.min(pp, 1. - pp);
        double q = 1. - p;
        double np = n * p;
        double r = p / q;
        double g = r * (n + 1);
        int ix = np < 30.0 ? inversion(rng, n, q, g, r) : btpe(rng, n, p, q, np, g, r);
        if (pp > 0.5) ix = n - ix;
        return ix;
    }

    private static int inversion(RandomState rng, int n, double q, double g, double r) {
        double qn = powDi(q, n);
        for (;;) {
            int ix = 0;
            double f = qn;
            double u = rng.unifRand();
            for (;;) {
                if (u < f) return ix;
                if (ix > 110) break;
                u -= f;
                ix++;
                f *= (g / ix - r);
            }
        }
    }

    private static int btpe(RandomState rng, int n, double p, double q, double np, double g, double r) {
        double fm = np + p;
        int m = (int) fm;
        double npq = np * q;
        double p1 = (int) (2.195 * Math.sqrt(npq) - 4.6 * q) + 0.5;
        double xm = m + 0.5;
        double xl = xm - p1;
        double xr = xm + p1;
        double c = 0.134 + 20.5 / (15.3 + m);
        double al = (fm - xl) / (fm - xl * p);
        double xll = al * (1.0 + 0.5 * al);
        al = (xr - fm) / (xr * q);
        double xlr = al * (1.0 + 0.5 * al);
        double p2 = p1 * (1.0 + c + c);
        double p3 = p2 + c / xll;
        double p4 = p3 + c / xlr;
        for (;;) {
            double u = rng.unifRand() * p4;
            double v = rng.unifRand();
            int ix;
            if (u <= p1) {
                // triangular region
                return (int) (xm - p1 * v + u);
            }
            if (u <= p2) {
                // parallelogram region
                double x = xl + (u - p1) / c;
                v = v * c + 1.0 - Math.abs(xm - x) / p1;
                if (v > 1.0 || v <= 0.) continue;
                ix = (int) x;
            } else if (u > p3) {
                // right tail
                ix = (int) (xr - ExpLog.log(v) / xlr);
                if (ix > n) continue;
                v = v * (u - p3) * xlr;
            } else {
                // left tail
                ix = (int) (xl + ExpLog.log(v) / xll);
                if (ix < 0) continue;
                v = v * (u - p2) * xll;
            }
            int k = Math.abs(ix - m);
            if (k <= 20 || k >= npq / 2 - 1) {
                // explicit evaluation of f(ix) / f(m)
                double f = 1.0;
                if (m < ix) {
                    for (int i = m + 1; i <= ix; i++) f *= (g / i - r);
                } else if (m > ix) {
                    for (int i = ix + 1; i <= m; i++) f /= (g / i - r);
                }
                if (v <= f) return ix;
            } else {
                // squeeze with bounds on log(f(x)), then Stirling's formula
                double amaxp = (k / npq) * ((k * (k / 3. + 0.625) + 0.1666666666666) / npq + 0.5);
                double ynorm = -k * k / (2.0 * npq);
                double alv = ExpLog.log(v);
                if (alv < ynorm - amaxp) return ix;
                if (alv <= ynorm + amaxp) {
                    double x1 = ix + 1;
                    double f1 = m + 1.0;
                    double z = n + 1 - m;
                    double w = n - ix + 1.0;
                    double z2 = z * z;
                    double x2 = x1 * x1;
                    double f2 = f1 * f1;
                    double w2 = w * w;
                    if (alv <= xm * ExpLog.log(f1 / x1) + (n - m + 0.5) * ExpLog.log(z / w)
                            + (ix - m) * ExpLog.log(w * p / (x1 * q)) + stirling(f2, f1) + stirling(z2, z)
                            + stirling(x2, x1) + stirling(w2, w)) {
                        return ix;
                    }
                }
            }
        }
    }

    private static double stirling(double sq, double v) {
        return (13860. - (462. - (132. - (99. - 140. / sq) / sq) / sq) / sq) / v / 166320.;
    }

    /**
     * {@code dbinom(x, n, p, log)}; NaN (R warns) for invalid parameters. A non-integer x gives
     * 0 and is reported to {@code nonInteger}, for the caller to warn as R does.
     */
    public static double density(double x, double n, double p, boolean giveLog, java.util.function.DoubleConsumer nonInteger) {
        if (Double.isNaN(x) || Double.isNaN(n) || Double.isNaN(p)) return x + n + p;
        if (p < 0 || p > 1 || n < 0 || nonInt(n)) return Double.NaN;
        if (nonInt(x)) {
            nonInteger.accept(x);
            return giveLog ? Double.NEGATIVE_INFINITY : 0.;
        }
        if (x < 0 || !Double.isFinite(x)) return giveLog ? Double.NEGATIVE_INFINITY : 0.;
        return densityRaw(Math.rint(x), Math.rint(n), p, 1 - p, giveLog);
    }

    /** R's {@code R_nonint}. */
    public static boolean nonInt(double x) {
        return Math.abs(x - Math.rint(x)) > 1e-7 * Math.max(1., Math.abs(x));
    }

    /** R's {@code dbinom_raw}: Loader's saddle point expansion. */
    public static double densityRaw(double x, double n, double p, double q, boolean giveLog) {
        double zero = giveLog ? Double.NEGATIVE_INFINITY : 0.;
        double one = giveLog ? 0. : 1.;
        if (p == 0) return x == 0 ? one : zero;
        if (q == 0) return x == n ? one : zero;
        double lc;
        if (x == 0) {
            if (n == 0) return one;
            lc = p < 0.1 ? -SaddlePoint.bd0(n, n * q) - n * p : n * ExpLog.log(q);
            return giveLog ? lc : ExpLog.exp(lc);
        }
        if (x == n) {
            lc = q < 0.1 ? -SaddlePoint.bd0(n, n * p) - n * q : n * ExpLog.log(p);
            return giveLog ? lc : ExpLog.exp(lc);
        }
        if (x < 0 || x > n) return zero;
        lc = SaddlePoint.stirlerr(n) - SaddlePoint.stirlerr(x) - SaddlePoint.stirlerr(n - x)
                - SaddlePoint.bd0(x, n * p) - SaddlePoint.bd0(n - x, n * q);
        double lf = 1.837877066409345483560659472811 + ExpLog.log(x) + Log1p.log1p(-x / n); // log(2 pi) + ...
        return giveLog ? lc - 0.5 * lf : ExpLog.exp(lc - 0.5 * lf);
    }

    /** R's {@code R_pow_di}: x^n by repeated squaring (not Math.pow, whose rounding differs). */
    static double powDi(double x, int n) {
        double xn = 1.0;
        if (Double.isNaN(x)) return x;
        if (n != 0) {
            if (!Double.isFinite(x)) return Math.pow(x, n);
            boolean neg = n < 0;
            if (neg) n = -n;
            for (;;) {
                if ((n & 1) != 0) xn *= x;
                n >>= 1;
                if (n != 0) x *= x;
                else break;
            }
            if (neg) xn = 1. / xn;
        }
        return xn;
    }
}
