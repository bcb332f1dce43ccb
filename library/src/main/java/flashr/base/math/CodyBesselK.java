package flashr.base.math;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Hyperbolic;

/**
 * R's K_bessel: W. J. Cody's RKBESL (Netlib specfun, public domain; Temme's method) as R's nmath has
 * it, K_alpha(x), ..., K_alpha+nb-1(x) for 0 <= alpha < 1, optionally scaled by exp(x). K_nu and
 * K_nu+1 (nu = alpha, or alpha - 1 when alpha > 1/2) come from Temme's series for x <= 1 (rational
 * approximations of the Gamma-function parts), from I by backward recurrence and the Wronskian for
 * 1 < x <= 4, from a continued fraction beyond; forward recurrence gives the higher orders, and
 * where it would overflow the ratios K_nu+l+1 / K_nu+l are kept and multiplied out at the end.
 * The operations and their order are R's C, with the C library's exp, log and sinh.
 */
final class CodyBesselK {
    /** log(2) - Euler's constant; sqrt(2 / pi). */
    private static final double A = .11593151565841244881, SQRT_2DPI = 0.797884560802865355879892119869;
    private static final double XMAX = 705.342, SQXMIN = 1.49e-154, EPS = 0x1p-52, XINF = Double.MAX_VALUE;
    /** log(Gamma(1 + alpha)) / alpha + Euler's constant, rational. */
    private static final double[] P = {.805629875690432845, 20.4045500205365151, 157.705605106676174,
        536.671116469207504, 900.382759291288778, 730.923886650660393, 229.299301509425145, .822467033424113231};
    private static final double[] Q = {29.4601986247850434, 277.577868510221208, 1206.70325591027438,
        2762.91444159791519, 3443.74050506564618, 2210.63190113378647, 572.267338359892221};
    /** (1 - alpha pi / sin(alpha pi)) / (2 alpha), rational. */
    private static final double[] R = {-.48672575865218401848, 13.079485869097804016, -101.96490580880537526,
        347.65409106507813131, 3.495898124521934782e-4};
    private static final double[] S = {-25.579105509976461286, 212.57260432226544008, -610.69018684944109624,
        422.69668805777760407};
    /** sinh(y) / y. */
    private static final double[] T = {1.6125990452916363814e-10, 2.5051878502858255354e-8,
        2.7557319615147964774e-6, 1.9841269840928373686e-4, .0083333333333334751799, .16666666666666666446};
    private static final double[] ESTM = {52.0583, 5.7607, 2.7782, 14.4303, 185.3004, 9.3715};
    private static final double[] ESTF = {41.8341, 7.1075, 6.4306, 42.511, 1.35633, 84.5096, 20.};

    /**
     * Orders alpha .. alpha + nb - 1 into bk[0 .. nb - 1], returning ncalc; for x >= 0, 0 <= alpha < 1, nb >= 1,
     * {@code scaled} for exp(x) K. Where it gives up (ncalc < 0) the orders not reached keep what bk held.
     */
    static int compute(double ex, double alpha, int nb, boolean scaled, double[] bk) {
        if (ex <= 0 || !scaled && ex > XMAX) {
            java.util.Arrays.fill(bk, 0, nb, ex <= 0 ? Double.POSITIVE_INFINITY : 0.);
            return nb;
        }
        return new CodyBesselK(ex, alpha, nb, scaled, bk).run();
    }

    private final double ex, bk[];
    private final int nb;
    private final boolean scaled;
    private double nu, twonu, ratio, bk1, bk2, wminf;
    private int k;

    private CodyBesselK(double ex, double alpha, int nb, boolean scaled, double[] bk) {
        this.ex = ex;
        this.nb = nb;
        this.scaled = scaled;
        this.bk = bk;
        nu = alpha;
    }

    private int run() {
        if (nu < SQXMIN) {
            nu = 0.;
        } else if (nu > .5) {
            k = 1;
            nu -= 1.;
        }
        twonu = nu + nu;
        if (ex <= 1.) {
            int ncalc = small();
            if (ncalc != 0) return ncalc;
        } else if (EPS * ex > 1.) {
            java.util.Arrays.fill(bk, 0, nb, 1. / (SQRT_2DPI * Math.sqrt(ex)));
            return nb;
        } else {
            large();
        }
        return upwards();
    }

    /**
     * x <= 1: Temme's series. Returns ncalc where x <= 1e-10 settles everything (with the ratios
     * multiplied out), 0 to go on with bk1 = K_nu, bk2 = K_nu+1.
     */
    private int small() {
        double c = nu * nu, d3 = -c;
        // P0 = Gamma(1 + alpha) (2/x)^alpha, Q0 = Gamma(1 - alpha) (x/2)^alpha
        double d1 = 0., d2 = P[0], t1 = 1., t2 = Q[0];
        for (int i = 2; i <= 7; i += 2) {
            d1 = c * d1 + P[i - 1];
            d2 = c * d2 + P[i];
            t1 = c * t1 + Q[i - 1];
            t2 = c * t2 + Q[i];
        }
        d1 = nu * d1;
        t1 = nu * t1;
        double f1 = ExpLog.log(ex);
        double f0 = A + nu * (P[7] - nu * (d1 + d2) / (t1 + t2)) - f1;
        double q0 = ExpLog.exp(-nu * (A - nu * (P[7] + nu * (d1 - d2) / (t1 - t2)) - f1));
        f1 = nu * f0;
        double p0 = ExpLog.exp(f1);
        d1 = R[4];
        t1 = 1.;
        for (int i = 0; i < 4; ++i) {
            d1 = c * d1 + R[i];
            t1 = c * t1 + S[i];
        }
        // d2 = sinh(f1) / nu = f0 sinh(f1) / f1
        if (Math.abs(f1) <= .5) {
            f1 *= f1;
            d2 = 0.;
            for (int i = 0; i < 6; ++i) d2 = f1 * d2 + T[i];
            d2 = f0 + f0 * f1 * d2;
        } else {
            d2 = Hyperbolic.sinh(f1) / nu;
        }
        f0 = d2 - nu * d1 / (t1 * p0);
        if (ex <= 1e-10) return tiny(f0, p0);
        // 1e-10 < x <= 1
        c = 1.;
        double x2by4 = ex * ex / 4.;
        p0 = .5 * p0;
        q0 = .5 * q0;
        d1 = -1.;
        d2 = 0.;
        double s1 = 0., s2 = 0., f2 = p0;
        f1 = f0;
        do {
            d1 += 2.;
            d2 += 1.;
            d3 = d1 + d3;
            c = x2by4 * c / d2;
            f0 = (d2 * f0 + p0 + q0) / d3;
            p0 /= d2 - nu;
            q0 /= d2 + nu;
            t1 = c * f0;
            t2 = c * (p0 - d2 * f0);
            s1 += t1;
            s2 += t2;
        } while (Math.abs(t1 / (f1 + s1)) > EPS || Math.abs(t2 / (f2 + s2)) > EPS);
        bk1 = f1 + s1;
        bk2 = 2. * (f2 + s2) / ex;
        if (scaled) {
            d1 = ExpLog.exp(ex);
            bk1 *= d1;
            bk2 *= d1;
        }
        wminf = ESTF[0] * ex + ESTF[1];
        return 0;
    }

    /** x <= 1e-10: K_alpha and the ratios x K_alpha+l+1 / K_alpha+l, multiplied out; -1 where they overflow. */
    private int tiny(double f0, double p0) {
        bk[0] = f0 + ex * f0;
        if (!scaled) bk[0] -= ex * bk[0];
        ratio = p0 / f0;
        double c = ex * XINF;
        if (k != 0) {
            if (bk[0] >= c / ratio) return -1;
            bk[0] = ratio * bk[0] / ex;
            twonu += 2.;
            ratio = twonu;
        }
        if (nb == 1) return 1;
        for (int i = 1; i < nb; ++i) {
            if (ratio >= c) return -1;
            bk[i] = ratio / ex;
            twonu += 2.;
            ratio = twonu;
        }
        return multiplyOut(1);
    }

    /** x > 1: K_nu and the ratio K_nu+1 / K_nu, then K_nu+1. */
    private void large() {
        double twox = ex + ex, blpha = 0., d1, d2, d3 = -nu * nu;
        ratio = 0.;
        if (ex <= 4.) {
            // the ratio by a continued fraction, I_|nu| and I_|nu|+1 by backward recurrence, K from the Wronskian
            d2 = trunc(ESTM[0] / ex + ESTM[1]);
            int m = (int) d2;
            d1 = d2 + d2;
            d2 -= .5;
            d2 *= d2;
            for (int i = 2; i <= m; ++i) {
                d1 -= 2.;
                d2 -= d1;
                ratio = (d3 + d2) / (twox + d1 - ratio);
            }
            d2 = trunc(ESTM[2] * ex + ESTM[3]);
            m = (int) d2;
            double c = Math.abs(nu);
            d3 = c + c;
            d1 = d3 - 1.;
            double f1 = Double.MIN_NORMAL, f2;
            double f0 = (2. * (c + d2) / ex + .5 * ex / (c + d2 + 1.)) * Double.MIN_NORMAL;
            for (int i = 3; i <= m; ++i) {
                d2 -= 1.;
                f2 = (d3 + d2 + d2) * f0;
                blpha = (1. + d1 / d2) * (f2 + blpha);
                f2 = f2 / ex + f1;
                f1 = f0;
                f0 = f2;
            }
            f1 = (d3 + 2.) * f0 / ex + f1;
            d1 = 0.;
            double t1 = 1.;
            for (int i = 1; i <= 7; ++i) {
                d1 = c * d1 + P[i - 1];
                t1 = c * t1 + Q[i - 1];
            }
            double p0 = ExpLog.exp(c * (A + c * (P[7] - c * d1 / t1) - ExpLog.log(ex))) / ex;
            f2 = (c + .5 - ratio) * f1 / ex;
            bk1 = p0 + (d3 * f0 - f2 + f0 + blpha) / (f2 + f1 + f0) * p0;
            if (!scaled) bk1 *= ExpLog.exp(-ex);
            wminf = ESTF[2] * ex + ESTF[3];
        } else {
            // K_nu and the ratio by backward recurrence, x > 4
            double dm = trunc(ESTM[4] / ex + ESTM[5]);
            int m = (int) dm;
            d2 = dm - .5;
            d2 *= d2;
            d1 = dm + dm;
            for (int i = 2; i <= m; ++i) {
                dm -= 1.;
                d1 -= 2.;
                d2 -= d1;
                ratio = (d3 + d2) / (twox + d1 - ratio);
                blpha = (ratio + ratio * blpha) / dm;
            }
            bk1 = 1. / ((SQRT_2DPI + SQRT_2DPI * blpha) * Math.sqrt(ex));
            if (!scaled) bk1 *= ExpLog.exp(-ex);
            wminf = ESTF[4] * (ex - Math.abs(ex - ESTF[6])) + ESTF[5];
        }
        bk2 = bk1 + bk1 * (nu + .5 - ratio) / ex;
    }

    /** K_nu+i by forward recurrence while it stays finite; past that the ratios, multiplied out. */
    private int upwards() {
        int iend = nb + k - 1;
        bk[0] = bk1;
        if (iend == 0) return nb;
        int j = 1 - k;
        if (j >= 0) bk[j] = bk2;
        if (iend == 1) return nb;
        int m = Math.min((int) (wminf - nu), iend), ii = 0;
        for (int i = 2; i <= m; ++i) {
            double t1 = bk1;
            bk1 = bk2;
            twonu += 2.;
            if (ex < 1. ? bk1 >= XINF / twonu * ex : bk1 / ex >= XINF / twonu) break;
            bk2 = twonu / ex * bk1 + t1;
            ii = i;
            ++j;
            if (j >= 0) bk[j] = bk2;
        }
        m = ii;
        if (m == iend) return nb;
        ratio = bk2 / bk1;
        int mplus1 = m + 1;
        for (int i = mplus1; i <= iend; ++i) {
            twonu += 2.;
            ratio = twonu / ex + 1. / ratio;
            ++j;
            if (j >= 1) {
                bk[j] = ratio;
            } else {
                if (bk2 >= XINF / ratio) return -1;
                bk2 *= ratio;
            }
        }
        int ncalc = Math.max(1, mplus1 - k);
        if (ncalc == 1) bk[0] = bk2;
        if (nb == 1) return ncalc;
        return multiplyOut(ncalc);
    }

    /** Orders from ncalc on hold ratios to the order below: multiplied out (IEEE overflow gives Inf). */
    private int multiplyOut(int ncalc) {
        for (int i = ncalc; i < nb; ++i) {
            bk[i] *= bk[i - 1];
            ncalc++;
        }
        return ncalc;
    }

    private static double trunc(double v) {
        return v < 0 ? Math.ceil(v) : Math.floor(v);
    }
}
