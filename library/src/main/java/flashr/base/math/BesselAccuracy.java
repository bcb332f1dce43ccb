package flashr.base.math;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;

/**
 * How far W. J. Cody's routines, which GNU R's besselI/K/Y call with nb = floor(nu) + 1 orders alpha,
 * alpha + 1, ..., get before giving up: their "ncalc". R warns whenever ncalc != nb, so these decide R's
 * warnings ("precision lost in result" for 0 <= ncalc < nb, "ncalc (=..) != nb" below 0) while the values
 * come from {@link Bessel} (I's values and ncalc come from {@link CodyBesselI}). Each follows the part of Cody's algorithm that sets ncalc, no more.
 */
final class BesselAccuracy {
    private BesselAccuracy() {}

    /** The smallest magnitude I_bessel keeps (its ENMTEN). */
    private static final double ENMTEN = 8.9e-308;
    private static final double EULER = 0.57721566490153286061;

    /**
     * J_bessel's ncalc for 0 < x < 1e-4, where it sums the two-term ascending series (with x / 2 taken as 0
     * below 8.9e-308, so every order but the 0th vanishes there). Larger x keep {@link Bessel}'s own test.
     */
    static Outcome jCalculatedSmall(double x, double alpha, int nb) {
        double halfx = x > ENMTEN ? .5 * x : 0.;
        double tempa = alpha != 0. ? RMath.pow(halfx, alpha) / MathGamma.gamma(1. + alpha) : 1.;
        return seriesCalculated(x, alpha, nb, halfx, tempa, x + 1. > 1. ? -halfx * halfx : 0.);
    }

    /**
     * @param calculated Cody's ncalc
     * @param series the order asked for by the two-term series (x < 1e-4), flushed to 0 where it
     *        underflows: R's value there; NaN otherwise
     */
    record Outcome(int calculated, double series) {}

    /** The orders of the ascending series a_n (1 + b / (alpha + n + 1)) that stay above underflow. */
    private static Outcome seriesCalculated(double x, double alpha, int nb, double halfx, double tempa, double tempb) {
        int ncalc = nb;
        double empal = 1. + alpha;
        double b1 = tempa + tempa * tempb / empal;
        double bn = b1;
        if (x != 0. && b1 == 0.) ncalc = 0;
        if (nb > 1 && x != 0.) {
            double tover = tempb != 0. ? ENMTEN / tempb : (ENMTEN + ENMTEN) / x;
            for (int k = 2; k <= nb; ++k) {
                tempa /= empal;
                empal += 1.;
                tempa *= halfx;
                if (tempa <= tover * empal) tempa = 0.;
                bn = tempa + tempa * tempb / empal;
                if (bn == 0. && ncalc > k) ncalc = k - 1;
            }
        }
        return new Outcome(ncalc, bn);
    }

    /**
     * Whether K_bessel gives up (ncalc = -1) for 0 < x <= 1e-10: its ratios K(alpha + l + 1)/K(alpha + l),
     * which grow like 2 (alpha + l) / x, must stay below DBL_MAX, which fails only for x near the
     * smallest doubles.
     */
    static boolean kGivesUp(double x, double alpha, int nb) {
        if (!(x <= 1e-10) || nb < 2) return false;
        double c = x * Double.MAX_VALUE;
        boolean shifted = alpha > .5;
        double nu = alpha < 1.49e-154 ? 0. : alpha;
        // the last ratio formed: 2 (nu + nb) - 4 in both of Cody's branches
        if ((shifted || nb >= 3) && 2. * nu + 2. * nb - 4. >= c) return true;
        if (shifted) return false;
        // the first ratio, x K(alpha + 1, x) / K(alpha, x) = Gamma(1 + alpha) (2 / x)^alpha / K(alpha, x)
        double p0 = nu == 0. ? 1. : MathGamma.gamma(1. + nu) * ExpLog.exp(nu * ExpLog.log(2. / x));
        return p0 / smallK(x, nu) >= c;
    }

    /** K_nu(x) for x <= 1e-300 and 0 <= nu < 1 by the leading term of its expansion at 0. */
    static double smallK(double x, double nu) {
        double logHalf = ExpLog.log(x) - ExpLog.log(2.);
        if (nu == 0.) return -logHalf - EULER;
        return 0.5 * MathGamma.gamma(nu) * ExpLog.exp(-nu * logHalf);
    }
}
