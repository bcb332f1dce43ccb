package flashr.base.math;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;

/**
 * R's I_bessel (Cody's RIBESL, ACM TOMS 597, as R's nmath has it): I_alpha(x), ..., I_alpha+nb-1(x)
 * for 0 <= alpha < 1, optionally scaled by exp(-x). For x >= 1e-4 Olver's P-sequence runs forward
 * until a significance test says a backward recurrence started there is accurate (or, when it
 * would overflow, a backward test finds the highest order that is: ncalc); the recurrence then
 * runs down, summing the normalisation series, and every order is divided by that sum times
 * Gamma(1 + alpha) (x/2)^-alpha (and exp(-x) unscaled). Below 1e-4 the two-term ascending series.
 * The same operations in the same order as R's C, with the C library's exp and pow, so the values
 * are R's to the last bit.
 */
final class CodyBesselI {
    private CodyBesselI() {}

    private static final int NSIG = 16;
    private static final double ENSIG = 1e16, RTNSIG = 1e-4, ENMTEN = 8.9e-308, ENTEN = 1e308, CONST = 1.585;

    /** The orders' values (index 0 is alpha) and Cody's ncalc: nb when every order is accurate. */
    record Result(double[] values, int calculated) {}

    /** For x in [0, 709] (unscaled) or [0, 1e5] (scaled), 0 <= alpha < 1, nb >= 1 (the caller's ranges). */
    static Result compute(double x, double alpha, int nb, boolean scaled) {
        double[] bi = new double[nb + 1];   // bi[1..nb], as the C code indexes it
        int ncalc = x >= RTNSIG ? recurrence(x, alpha, nb, scaled, bi) : series(x, alpha, nb, scaled, bi);
        return new Result(java.util.Arrays.copyOfRange(bi, 1, nb + 1), ncalc);
    }

    private static int recurrence(double x, double nu, int nb, boolean scaled, double[] bi) {
        int ncalc = nb;
        double twonu = nu + nu;
        int intx = (int) x;
        int nbmx = nb - intx;
        int n = intx + 1;
        double en = (double) (n + n) + twonu, plast = 1, p = en / x, pold;
        double test = ENSIG + ENSIG;
        test = intx << 1 > NSIG * 5 ? Math.sqrt(test * p) : test / MathFunctions.powDi(CONST, intx);
        boolean backwardTested = false;
        if (nbmx >= 3) {
            // the P-sequence up to order nb - 1, watching for overflow
            double tover = ENTEN / ENSIG;
            int nstart = intx + 2, nend = nb - 1;
            for (int k = nstart; k <= nend && !backwardTested; ++k) {
                n = k;
                en += 2;
                pold = plast;
                plast = p;
                p = en * plast / x + pold;
                if (p > tover) {
                    // rescaled, run on until p > 1; then the highest order passing the backward test
                    tover = ENTEN;
                    p /= tover;
                    plast /= tover;
                    double psave = p, psavel = plast;
                    nstart = n + 1;
                    do {
                        ++n;
                        en += 2;
                        pold = plast;
                        plast = p;
                        p = en * plast / x + pold;
                    } while (p <= 1);
                    double bb = en / x;
                    test = pold * plast / ENSIG;
                    test *= .5 - .5 / (bb * bb);
                    p = plast * tover;
                    --n;
                    en -= 2;
                    nend = Math.min(nb, n);
                    ncalc = nend + 1;
                    for (int l = nstart; l <= nend; ++l) {
                        pold = psavel;
                        psavel = psave;
                        psave = en * psavel / x + pold;
                        if (psave * psavel > test) {
                            ncalc = l;
                            break;
                        }
                    }
                    --ncalc;
                    backwardTested = true;
                }
            }
            if (!backwardTested) {
                n = nend;
                en = (double) (n + n) + twonu;
                test = Math.max(test, Math.sqrt(plast * ENSIG) * Math.sqrt(p + p));
            }
        }
        if (!backwardTested) {
            do {
                ++n;
                en += 2;
                pold = plast;
                plast = p;
                p = en * plast / x + pold;
            } while (p < test);
        }
        double sum = downward(x, nu, nb, n, en, p, bi);
        // normalise
        if (nu != 0) sum *= CodyGamma.gamma(1 + nu) * RMath.pow(x * .5, -nu);
        if (!scaled) sum *= ExpLog.exp(-x);
        double floor = ENMTEN;
        if (sum > 1) floor *= sum;
        for (int k = 1; k <= nb; ++k) bi[k] = bi[k] < floor ? 0 : bi[k] / sum;
        return ncalc;
    }

    /** The backward recurrence from order n (P-sequence value p), storing orders nb..1; returns the normalisation sum. */
    private static double downward(double x, double nu, int nb, int n, double en, double p, double[] bi) {
        double twonu = nu + nu;
        ++n;
        en += 2;
        double bb = 0, aa = 1 / p, cc;
        double em = (double) n - 1, empal = em + nu, emp2al = em - 1 + twonu;
        double sum = aa * empal * emp2al / em;
        int nend = n - nb;
        if (nend < 0) {
            // n < nb: the orders above n stay 0
            bi[n] = aa;
            for (int l = 1; l <= -nend; ++l) bi[n + l] = 0;
        } else {
            if (nend > 0) {
                // down to order nb without storing
                for (int l = 1; l <= nend; ++l) {
                    --n;
                    en -= 2;
                    cc = bb;
                    bb = aa;
                    if (nend > 100 && aa > 1e200) {
                        // renormalised (by 2^-900) where the sum would overflow, x about 1500 and up
                        cc = Math.scalb(cc, -900);
                        bb = Math.scalb(bb, -900);
                        sum = Math.scalb(sum, -900);
                    }
                    aa = en * bb / x + cc;
                    em -= 1;
                    emp2al -= 1;
                    if (n == 1) break;
                    if (n == 2) emp2al = 1;
                    empal -= 1;
                    sum = (sum + aa * empal) * emp2al / em;
                }
            }
            bi[n] = aa;
            if (nb <= 1) return sum + sum + aa;
            --n;
            en -= 2;
            bi[n] = en * aa / x + bb;
            if (n == 1) return sum + sum + bi[1];
            em -= 1;
            emp2al = n == 2 ? 1 : emp2al - 1;
            empal -= 1;
            sum = (sum + bi[n] * empal) * emp2al / em;
        }
        // orders n - 1 down to 2 stored, then order 1
        int rest = n - 2;
        for (int l = 1; l <= rest; ++l) {
            --n;
            en -= 2;
            bi[n] = en * bi[n + 1] / x + bi[n + 2];
            em -= 1;
            emp2al = n == 2 ? 1 : emp2al - 1;
            empal -= 1;
            sum = (sum + bi[n] * empal) * emp2al / em;
        }
        bi[1] = 2. * empal * bi[2] / x + bi[3];
        return sum + sum + bi[1];
    }

    /** The two-term ascending series for x < 1e-4. */
    private static int series(double x, double nu, int nb, boolean scaled, double[] bi) {
        int ncalc = nb;
        double aa = 1, empal = 1 + nu, halfx = .5 * x;
        if (nu != 0) aa = RMath.pow(halfx, nu) / CodyGamma.gamma(empal);
        if (scaled) aa *= ExpLog.exp(-x);
        double bb = halfx * halfx;
        bi[1] = aa + aa * bb / empal;
        if (x != 0 && bi[1] == 0) ncalc = 0;
        if (nb > 1) {
            if (x == 0) {
                for (int k = 2; k <= nb; ++k) bi[k] = 0;
            } else {
                double cc = halfx, tover = bb != 0 ? ENMTEN / bb : (ENMTEN + ENMTEN) / x;
                for (int k = 2; k <= nb; ++k) {
                    aa /= empal;
                    empal += 1;
                    aa *= cc;
                    if (aa <= tover * empal) bi[k] = aa = 0;
                    else bi[k] = aa + aa * bb / empal;
                    if (bi[k] == 0 && ncalc > k) ncalc = k - 1;
                }
            }
        }
        return ncalc;
    }
}
