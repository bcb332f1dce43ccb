package flashr.stats.distributions;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;

/**
 * The elementary functions of ACM TOMS 708 (Didonato and Morris), as R's toms708.c has them:
 * its own rational approximations of exp(x) - 1, log(1 + a), x - log(1 + x), erf and erfc. R's
 * incomplete beta calls these, not the C library's expm1 and log1p, so they are kept here to
 * give R's bits; exp and log themselves are the C library's ({@link ExpLog}).
 */
final class TomsElementary {
    private TomsElementary() {}

    static final double LN2 = 0.693147180559945309417232121458;

    /** exparg(0): the largest w whose exp is finite, with the routine's 0.99999 fuzz. */
    static final double EXPARG_MAX = 1024 * .69314718055995 * .99999;
    /** exparg(1): the most negative w whose exp is nonzero, with the same fuzz. */
    static final double EXPARG_MIN = -1022 * .69314718055995 * .99999;

    /** exp(mu + x), with the two factors kept apart where their sum would lose x. */
    static double esum(int mu, double x, boolean log) {
        if (log) return x + (double) mu;
        double w;
        if (x > 0.) {
            if (mu > 0) return ExpLog.exp(mu) * ExpLog.exp(x);
            w = mu + x;
            if (w < 0.) return ExpLog.exp(mu) * ExpLog.exp(x);
        } else {
            if (mu < 0) return ExpLog.exp(mu) * ExpLog.exp(x);
            w = mu + x;
            if (w > 0.) return ExpLog.exp(mu) * ExpLog.exp(x);
        }
        return ExpLog.exp(w);
    }

    /** exp(x) - 1 (rexpm1): a rational function for |x| <= 0.15. */
    static double rexpm1(double x) {
        if (Math.abs(x) <= 0.15) {
            return x * (((.0238082361044469 * x + 9.14041914819518e-10) * x + 1.)
                    / ((((5.95130811860248e-4 * x + -.0119041179760821) * x + .107141568980644) * x
                    + -.499999999085958) * x + 1.));
        }
        double w = ExpLog.exp(x);
        return x > 0. ? w * (0.5 - 1. / w + 0.5) : w - 0.5 - 0.5;
    }

    /** log(1 - exp(x)) for x <= 0, as toms708.c redefines R_Log1_Exp (through rexpm1). */
    static double log1mExp(double x) {
        return x > -LN2 ? ExpLog.log(-rexpm1(x)) : Log1p.log1p(-ExpLog.exp(x));
    }

    /** log(1 + a) (alnrel): a rational function in a / (a + 2) for |a| <= 0.375. */
    static double alnrel(double a) {
        if (Math.abs(a) > 0.375) return ExpLog.log(1. + a);
        double t = a / (a + 2.), t2 = t * t;
        double w = (((-.0178874546012214 * t2 + .405303492862024) * t2 + -1.29418923021993) * t2 + 1.)
                / (((-.0845104217945565 * t2 + .747811014037616) * t2 + -1.62752256355323) * t2 + 1.);
        return t * 2. * w;
    }

    /** x - log(1 + x) (rlog1), by argument reduction and a series for -0.39 <= x <= 0.57. */
    static double rlog1(double x) {
        if (x < -0.39 || x > 0.57) return x - ExpLog.log(x + 0.5 + 0.5);
        double h, w1;
        if (x < -0.18) {
            h = x + .3;
            h /= .7;
            w1 = .0566749439387324 - h * .3;
        } else if (x > 0.18) {
            h = x * .75 - .25;
            w1 = .0456512608815524 + h / 3.;
        } else {
            h = x;
            w1 = 0.;
        }
        double r = h / (h + 2.), t = r * r;
        double w = ((.00620886815375787 * t + -.224696413112536) * t + .333333333333333)
                / ((.354508718369557 * t + -1.27408923933623) * t + 1.);
        return t * 2. * (1. / (1. - r) - r * w) + w1;
    }

    private static final double C = .564189583547756;
    private static final double[] A = {7.7105849500132e-5, -.00133733772997339, .0323076579225834, .0479137145607681, .128379167095513};
    private static final double[] B = {.00301048631703895, .0538971687740286, .375795757275549};
    private static final double[] P = {-1.36864857382717e-7, .564195517478974, 7.21175825088309, 43.1622272220567,
        152.98928504694, 339.320816734344, 451.918953711873, 300.459261020162};
    private static final double[] Q = {1., 12.7827273196294, 77.0001529352295, 277.585444743988, 638.980264465631,
        931.35409485061, 790.950925327898, 300.459260956983};
    private static final double[] R = {2.10144126479064, 26.2370141675169, 21.3688200555087, 4.6580782871847, .282094791773523};
    private static final double[] S = {94.153775055546, 187.11481179959, 99.0191814623914, 18.0124575948747};

    private static double smallTop(double t) {
        return (((A[0] * t + A[1]) * t + A[2]) * t + A[3]) * t + A[4] + 1.;
    }

    private static double smallBottom(double t) {
        return ((B[0] * t + B[1]) * t + B[2]) * t + 1.;
    }

    private static double middleRatio(double ax) {
        double top = ((((((P[0] * ax + P[1]) * ax + P[2]) * ax + P[3]) * ax + P[4]) * ax + P[5]) * ax + P[6]) * ax + P[7];
        double bot = ((((((Q[0] * ax + Q[1]) * ax + Q[2]) * ax + Q[3]) * ax + Q[4]) * ax + Q[5]) * ax + Q[6]) * ax + Q[7];
        return top / bot;
    }

    private static double largeTop(double t) {
        return (((R[0] * t + R[1]) * t + R[2]) * t + R[3]) * t + R[4];
    }

    private static double largeBottom(double t) {
        return (((S[0] * t + S[1]) * t + S[2]) * t + S[3]) * t + 1.;
    }

    /** The error function (erf__). */
    static double erf(double x) {
        double ax = Math.abs(x);
        if (ax <= 0.5) {
            double t = x * x;
            return x * (smallTop(t) / smallBottom(t));
        }
        if (ax <= 4.) {
            double r = 0.5 - ExpLog.exp(-x * x) * middleRatio(ax) + 0.5;
            return x < 0 ? -r : r;
        }
        if (ax >= 5.8) return x > 0 ? 1 : -1;
        double x2 = x * x, t = 1. / x2;
        t = (C - largeTop(t) / (x2 * largeBottom(t))) / ax;
        double r = 0.5 - ExpLog.exp(-x2) * t + 0.5;
        return x < 0 ? -r : r;
    }

    /** erfc(x), or exp(x^2) erfc(x) when {@code scaled} (erfc1(ind, x)). */
    static double erfc1(boolean scaled, double x) {
        double ax = Math.abs(x), ret;
        if (ax <= 0.5) {
            double t = x * x;
            ret = 0.5 - x * (smallTop(t) / smallBottom(t)) + 0.5;
            return scaled ? ExpLog.exp(t) * ret : ret;
        }
        if (ax <= 4.) {
            ret = middleRatio(ax);
        } else {
            if (x <= -5.6) return scaled ? ExpLog.exp(x * x) * 2. : 2.;
            if (!scaled && (x > 100. || x * x > -EXPARG_MIN)) return 0.;
            double t = 1. / (x * x);
            ret = (C - t * largeTop(t) / largeBottom(t)) / ax;
        }
        if (scaled) {
            if (x < 0.) ret = ExpLog.exp(x * x) * 2. - ret;
        } else {
            double w = x * x, e = w - w;
            ret = (0.5 - e + 0.5) * ExpLog.exp(-w) * ret;
            if (x < 0.) ret = 2. - ret;
        }
        return ret;
    }
}
