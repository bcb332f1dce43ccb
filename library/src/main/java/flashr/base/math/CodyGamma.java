package flashr.base.math;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.SinCos;

/**
 * Cody's gamma function (W. J. Cody's specfun GAMMA, R's {@code gamma_cody}), which R's Bessel
 * routines call in place of its own gammafn: a rational minimax approximation on (1, 2), shifted
 * by recurrence below 12, Stirling's series with a minimax correction above; the reflection for
 * negative x. Its last bits differ from {@link MathGamma#gamma}'s, and the Bessel functions carry
 * them, so this is kept as a function of its own.
 */
final class CodyGamma {
    private CodyGamma() {}

    private static final double XBIG = 171.624, LN_SQRT_2PI = .9189385332046727417803297;
    /** Numerator and denominator on (1, 2). */
    private static final double[] P = {
        -1.71618513886549492533811, 24.7656508055759199108314, -379.804256470945635097577,
        629.331155312818442661052, 866.966202790413211295064, -31451.2729688483675254357,
        -36144.4134186911729807069, 66456.1438202405440627855};
    private static final double[] Q = {
        -30.8402300119738975254353, 315.350626979604161529144, -1015.15636749021914166146,
        -3107.77167157231109440444, 22538.1184209801510330112, 4755.84627752788110767815,
        -134659.959864969306392456, -115132.259675553483497211};
    /** Stirling's correction above 12, in 1/y^2. */
    private static final double[] C = {
        -.001910444077728, 8.4171387781295e-4, -5.952379913043012e-4, 7.93650793500350248e-4,
        -.002777777777777681622553, .08333333333333333331554247, .0057083835261};

    static double gamma(double x) {
        boolean negate = false;
        double fact = 1, y = x;
        if (y <= 0) {
            y = -x;
            double whole = trunc(y), frac = y - whole;
            if (frac == 0) return Double.POSITIVE_INFINITY;
            if (whole != trunc(whole * .5) * 2.) negate = true;
            fact = -Math.PI / SinCos.sin(Math.PI * frac);
            y += 1;
        }
        double res;
        if (y < 0x1p-52) {
            if (y < Double.MIN_NORMAL) return Double.POSITIVE_INFINITY;
            res = 1 / y;
        } else if (y < 12) {
            double y1 = y, z;
            int n = 0;
            if (y < 1) {
                z = y;
                y += 1;
            } else {
                n = (int) y - 1;
                y -= n;
                z = y - 1;
            }
            double num = 0, den = 1;
            for (int i = 0; i < 8; i++) {
                num = (num + P[i]) * z;
                den = den * z + Q[i];
            }
            res = num / den + 1;
            if (y1 < y) {
                res /= y1;
            } else if (y1 > y) {
                for (int i = 0; i < n; i++) {
                    res *= y;
                    y += 1;
                }
            }
        } else {
            if (y > XBIG) return Double.POSITIVE_INFINITY;
            double ysq = y * y, sum = C[6];
            for (int i = 0; i < 6; i++) sum = sum / ysq + C[i];
            sum = sum / y - y + LN_SQRT_2PI;
            sum += (y - .5) * ExpLog.log(y);
            res = ExpLog.exp(sum);
        }
        if (negate) res = -res;
        if (fact != 1) res = fact / res;
        return res;
    }

    private static double trunc(double v) {
        return v < 0 ? Math.ceil(v) : Math.floor(v);
    }
}
