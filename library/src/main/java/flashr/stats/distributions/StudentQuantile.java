package flashr.stats.distributions;

import flashr.base.math.Math1Functions;
import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;
import flashr.rng.Normal;

/**
 * R's qt (central, qt.c): bisection on pt for df < 1; closed forms for df = 1 (Cauchy) and 2;
 * otherwise Hill's (1970) algorithm 396 with its log scale guards, refined by up to ten
 * two-term Taylor steps on pt and dt. Written as R's C is, so that it gives R's bits.
 */
final class StudentQuantile {
    private StudentQuantile() {}

    private static final double EPS = 1.e-12;
    private static final double DBL_EPSILON = Math.ulp(1.0);
    private static final double LN2 = 0.693147180559945309417232121458;
    private static final double ONE_OVER_PI = 0.318309886183790671537767526745;
    private static final double SQRT2 = 1.41421356237309504880168872421;

    static double qt(double p, double ndf, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(ndf)) return p + ndf;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return Double.NEGATIVE_INFINITY;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        if (ndf <= 0) return Double.NaN;
        if (ndf < 1) return bisect(DistTails.lowerValue(p, lower, log), ndf);
        if (ndf > 1e20) return Normal.quantile(p, 0., 1., lower, log);

        double pp = log ? ExpLog.exp(p) : p;
        boolean neg = (!lower || pp < 0.5) && (lower || pp > 0.5), negLower = lower == neg;
        double lval = lower ? p : 0.5 - p + 0.5, cval = lower ? 0.5 - p + 0.5 : p;
        double bigP = neg ? 2 * (log ? (lower ? pp : -Expm1.expm1(p)) : lval)
                : 2 * (log ? (lower ? -Expm1.expm1(p) : pp) : cval);
        double q;
        if (Math.abs(ndf - 2) < EPS) {
            if (bigP > Double.MIN_NORMAL) {
                if (3 * bigP < DBL_EPSILON) q = 1 / Math.sqrt(bigP);
                else if (bigP > 0.9) q = (1 - bigP) * Math.sqrt(2 / (bigP * (2 - bigP)));
                else q = Math.sqrt(2 / (bigP * (2 - bigP)) - 2);
            } else if (log) {
                q = negLower ? ExpLog.exp(-p / 2) / SQRT2 : 1 / Math.sqrt(-Expm1.expm1(p));
            } else {
                q = Double.POSITIVE_INFINITY;
            }
        } else if (ndf < 1 + EPS) {
            if (bigP == 1.) q = 0;
            else if (bigP > 0) q = 1 / Math1Functions.tanpi(bigP / 2.);
            else if (log) q = negLower ? ONE_OVER_PI * ExpLog.exp(-p) : -1. / (Math.PI * Expm1.expm1(p));
            else q = Double.POSITIVE_INFINITY;
        } else {
            q = hill(p, ndf, bigP, lower, log, negLower);
        }
        return neg ? -q : q;
    }

    /** 0 < df < 1: bisection on pt between bounds found by doubling (as R's, from qnt). */
    private static double bisect(double p, double ndf) {
        final double accu = 1e-13, eps = 1e-11;
        if (p > 1 - DBL_EPSILON) return Double.POSITIVE_INFINITY;
        double pp = Math.min(1 - DBL_EPSILON, p * (1 + eps)), ux, lx, nx;
        for (ux = 1.; ux < Double.MAX_VALUE && StudentDistributions.pt(ux, ndf, true, false) < pp; ux *= 2) { }
        pp = p * (1 - eps);
        for (lx = -1.; lx > -Double.MAX_VALUE && StudentDistributions.pt(lx, ndf, true, false) > pp; lx *= 2) { }
        int iter = 0;
        do {
            nx = 0.5 * (lx + ux);
            if (StudentDistributions.pt(nx, ndf, true, false) > p) ux = nx;
            else lx = nx;
        } while ((ux - lx) / Math.abs(nx) > accu && ++iter < 1000);
        return 0.5 * (lx + ux);
    }

    /** The usual case, df >= 1 + 1e-12 and not 2: Hill's approximation, then Taylor steps. */
    private static double hill(double p, double ndf, double bigP, boolean lower, boolean log, boolean negLower) {
        double x = 0., y = 0., logP2 = 0., q;
        double a = 1 / (ndf - 0.5), b = 48 / (a * a), c = ((20700 * a / b - 98) * a - 16) * a + 96.36;
        double d = ((94.5 / (b + c) - 3) / b + 1) * Math.sqrt(a * (Math.PI / 2)) * ndf;
        boolean pOk1 = bigP > Double.MIN_NORMAL || !log, pOk = pOk1;
        if (pOk1) {
            y = RMath.pow(d * bigP, 2.0 / ndf);
            pOk = y >= DBL_EPSILON;
        }
        if (!pOk) {
            // log(P / 2)
            logP2 = negLower ? (log ? p : ExpLog.log(p)) : (log ? DistTails.log1mExp(p) : Log1p.log1p(-p));
            x = (ExpLog.log(d) + LN2 + logP2) / ndf;
            y = ExpLog.exp(2 * x);
        }
        if ((ndf < 2.1 && bigP > 0.5) || y > 0.05 + a) {
            // asymptotic inverse expansion about the normal
            x = pOk ? Normal.quantile(0.5 * bigP, 0., 1., true, false) : Normal.quantile(logP2, 0., 1., lower, true);
            y = x * x;
            if (ndf < 5) c += 0.3 * (ndf - 4.5) * (x + 0.6);
            c = (((0.05 * d * x - 5) * x - 7) * x - 2) * x + b + c;
            y = (((((0.4 * y + 6.3) * y + 36) * y + 94.5) / c - y - 3) / b + 1) * x;
            y = Expm1.expm1(a * y * y);
            q = Math.sqrt(ndf * y);
        } else if (!pOk && x < -LN2 * 53) {
            q = Math.sqrt(ndf) * ExpLog.exp(-x);
        } else {
            y = ((1 / (((ndf + 6) / (ndf * y) - 0.089 * d - 0.822) * (ndf + 2) * 3) + 0.5 / (ndf + 4)) * y - 1)
                    * (ndf + 1) / (ndf + 2) + 1 / y;
            q = Math.sqrt(ndf * y);
        }
        if (pOk1) {
            double m = Math.abs(Math.sqrt(Double.MAX_VALUE / 2.) - ndf);
            int it = 0;
            while (it++ < 10 && (y = DistFamilies.dt(q, ndf, false)) > 0
                    && Double.isFinite(x = (StudentDistributions.pt(q, ndf, false, false) - bigP / 2) / y)
                    && Math.abs(x) > 1e-14 * Math.abs(q)) {
                double f = Math.abs(q) < m ? q * (ndf + 1) / (2 * (q * q + ndf)) : (ndf + 1) / (2 * (q + ndf / q));
                double delQ = x * (1. + x * f);
                if (Double.isFinite(delQ) && Double.isFinite(q + delQ)) q += delQ;
                else if (Double.isFinite(x) && Double.isFinite(q + x)) q += x;
                else break;
            }
        }
        return q;
    }
}
