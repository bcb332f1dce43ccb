package flashr.rng;

import flashr.base.math.MathGamma;
import flashr.engine.fn.math.ExpLog;

/**
 * Loader's saddle point helpers of R's nmath, on which the binomial and Poisson densities
 * rest: {@code stirlerr(n) = log(n!) - log(sqrt(2 pi n) (n/e)^n)} and the deviance term
 * {@code bd0(x, np) = x log(x/np) + np - x}, each computed without cancellation.
 */
public final class SaddlePoint {
    private SaddlePoint() {}

    private static final double S0 = 0.083333333333333333333;
    private static final double S1 = 0.00277777777777777777778;
    private static final double S2 = 0.00079365079365079365079365;
    private static final double S3 = 0.000595238095238095238095238;
    private static final double S4 = 0.0008417508417508417508417508;
    static final double M_LN_SQRT_2PI = 0.918938533204672741780329736406;

    /** stirlerr at 0, 0.5, 1, ..., 15 (the entry for 0 is a placeholder). */
    private static final double[] SFERR_HALVES = {
        0.0,
        0.1534264097200273452913848, 0.0810614667953272582196702, 0.0548141210519176538961390,
        0.0413406959554092940938221, 0.03316287351993628748511048, 0.02767792568499833914878929,
        0.02374616365629749597132920, 0.02079067210376509311152277, 0.01848845053267318523077934,
        0.01664469118982119216319487, 0.01513497322191737887351255, 0.01387612882307074799874573,
        0.01281046524292022692424986, 0.01189670994589177009505572, 0.01110455975820691732662991,
        0.010411265261972096497478567, 0.009799416126158803298389475, 0.009255462182712732917728637,
        0.008768700134139385462952823, 0.008330563433362871256469318, 0.007934114564314020547248100,
        0.007573675487951840794972024, 0.007244554301320383179543912, 0.006942840107209529865664152,
        0.006665247032707682442354394, 0.006408994188004207068439631, 0.006171712263039457647532867,
        0.005951370112758847735624416, 0.005746216513010115682023589, 0.005554733551962801371038690,
    };

    /**
     * R's {@code stirlerr}: whole numbers and halves up to 15 from the table, other n up to 15
     * from lgamma, larger n from the asymptotic series.
     */
    public static double stirlerr(double n) {
        if (n <= 15.0) {
            double nn = n + n;
            if (nn == (int) nn) return SFERR_HALVES[(int) nn];
            return MathGamma.lgamma(n + 1.) - (n + 0.5) * ExpLog.log(n) + n - M_LN_SQRT_2PI;
        }
        double nn = n * n;
        if (n > 500) return (S0 - S1 / nn) / n;
        if (n > 80) return (S0 - (S1 - S2 / nn) / nn) / n;
        if (n > 35) return (S0 - (S1 - (S2 - S3 / nn) / nn) / nn) / n;
        return (S0 - (S1 - (S2 - (S3 - S4 / nn) / nn) / nn) / nn) / n;
    }

    /** R's {@code bd0}: a series when x is near np, where the direct formula cancels. */
    public static double bd0(double x, double np) {
        if (!Double.isFinite(x) || !Double.isFinite(np) || np == 0.0) return Double.NaN;
        if (Math.abs(x - np) < 0.1 * (x + np)) {
            double v = (x - np) / (x + np);
            double s = (x - np) * v;
            if (Math.abs(s) < Double.MIN_NORMAL) return s;
            double ej = 2 * x * v;
            v *= v;
            for (int j = 1; j < 1000; j++) {
                ej *= v;
                double previous = s;
                s += ej / ((j << 1) + 1);
                if (s == previous) return s;
            }
        }
        return x * ExpLog.log(x / np) + np - x;
    }
}
