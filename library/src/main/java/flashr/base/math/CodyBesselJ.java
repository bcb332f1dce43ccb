package flashr.base.math;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.SinCos;

/**
 * R's J_bessel: W. J. Cody's RJBESL (Netlib specfun, public domain; Sookne's and Olver's backward
 * recurrence) as R's nmath has it, J_alpha(x), ..., J_alpha+nb-1(x) for 0 <= alpha < 1, 0 <= x <= 1e5.
 * Below 1e-4 the two-term ascending series; above 25 with nb <= floor(x) + 1 the asymptotic
 * (Hankel) expansion for the first two orders and forward recurrence; otherwise a P-sequence runs
 * forward until a significance test passes (or, where it would overflow, a backward test finds the
 * highest accurate order: ncalc), then the recurrence runs down summing the normalisation
 * (x/2)^alpha = sum_k (alpha + 2k) Gamma(alpha + k) / k! J_alpha+2k(x). The operations and their
 * order are R's C, with the C library's sin, cos and pow, so the values are R's to the last bit.
 */
final class CodyBesselJ {
    private CodyBesselJ() {}

    private static final double ENSIG = 1e16, RTNSIG = 1e-4, ENMTEN = 8.9e-308, ENTEN = 1e308;
    private static final double PI2 = .636619772367581343075535, TWOPI1 = 6.28125,
            TWOPI2 = .001935307179586476925286767;
    private static final double[] FACT = {1., 1., 2., 6., 24., 120., 720., 5040., 40320., 362880., 3628800.,
        39916800., 479001600., 6227020800., 87178291200., 1.307674368e12, 2.0922789888e13, 3.55687428096e14,
        6.402373705728e15, 1.21645100408832e17, 2.43290200817664e18, 5.109094217170944e19,
        1.12400072777760768e21, 2.585201673888497664e22, 6.2044840173323943936e23};

    /** For 0 <= x <= 1e5 (the caller warns beyond), 0 <= alpha < 1, nb >= 1. */
    static CodyBesselI.Result compute(double x, double alpha, int nb) {
        double[] b = new double[nb + 3];   // b[1..nb] as the C code indexes it (and room for b[n + 2])
        int intx = (int) x, ncalc;
        if (x < RTNSIG) ncalc = series(x, alpha, nb, b);
        else if (x > 25. && nb <= intx + 1) ncalc = asymptotic(x, alpha, nb, b);
        else ncalc = recurrence(x, alpha, nb, intx, b);
        return new CodyBesselI.Result(java.util.Arrays.copyOfRange(b, 1, nb + 1), ncalc);
    }

    private static int series(double x, double nu, int nb, double[] b) {
        int ncalc = nb;
        double alpem = 1. + nu, halfx = x > ENMTEN ? .5 * x : 0.;
        double aa = nu != 0. ? RMath.pow(halfx, nu) / (nu * CodyGamma.gamma(nu)) : 1.;
        double bb = x + 1. > 1. ? -halfx * halfx : 0.;
        b[1] = aa + aa * bb / alpem;
        if (x != 0. && b[1] == 0.) ncalc = 0;
        if (nb != 1 && x > 0.) {
            double tover = bb == 0. ? (ENMTEN + ENMTEN) / x : ENMTEN / bb;
            for (int n = 2; n <= nb; ++n) {
                aa /= alpem;
                alpem += 1.;
                aa *= halfx;
                if (aa <= tover * alpem) aa = 0.;
                b[n] = aa + aa * bb / alpem;
                if (b[n] == 0. && ncalc > n) ncalc = n - 1;
            }
        }
        return ncalc;
    }

    /** Hankel's expansion for the first two orders (with m terms by the size of x), then upwards. */
    private static int asymptotic(double x, double nu, int nb, double[] b) {
        double twonu = nu + nu, xc = Math.sqrt(PI2 / x), xin = 1 / (64 * x * x);
        int m = x >= 130. ? 4 : x >= 35. ? 8 : 11;
        double xm = 4. * m;
        // argument reduction for sin and cos: 2 pi in two parts
        double t = trunc(x / (TWOPI1 + TWOPI2) + .5);
        double z = (x - t * TWOPI1) - t * TWOPI2 - (nu + .5) / PI2;
        double vsin = SinCos.sin(z), vcos = SinCos.cos(z), gnu = twonu;
        for (int i = 1; i <= 2; ++i) {
            double s = (xm - 1. - gnu) * (xm - 1. + gnu) * xin * .5;
            t = (gnu - (xm - 3.)) * (gnu + (xm - 3.));
            double t1 = (gnu - (xm + 1.)) * (gnu + (xm + 1.));
            int k = m + m;
            double capp = s * t / FACT[k], capq = s * t1 / FACT[k + 1], xk = xm;
            for (; k >= 4; k -= 2) {
                xk -= 4.;
                s = (xk - 1. - gnu) * (xk - 1. + gnu);
                t1 = t;
                t = (gnu - (xk - 3.)) * (gnu + (xk - 3.));
                capp = (capp + 1. / FACT[k - 2]) * s * t * xin;
                capq = (capq + 1. / FACT[k - 1]) * s * t1 * xin;
            }
            capp += 1.;
            capq = (capq + 1.) * (gnu * gnu - 1.) * (.125 / x);
            b[i] = xc * (capp * vcos - capq * vsin);
            if (nb == 1) return nb;
            t = vsin;
            vsin = -vcos;
            vcos = t;
            gnu += 2.;
        }
        gnu = twonu + 2.;
        for (int j = 3; j <= nb; j++, gnu += 2.) b[j] = gnu * b[j - 1] / x - b[j - 2];
        return nb;
    }

    private static int recurrence(double x, double nu, int nb, int intx, double[] b) {
        int ncalc = nb;
        double twonu = nu + nu;
        int nbmx = nb - intx, n = intx + 1;
        double en = (double) (n + n) + twonu, plast = 1., p = en / x, pold = 0;
        double test = ENSIG + ENSIG;
        boolean backwardTested = false;
        if (nbmx >= 3) {
            // the P-sequence up to order nb - 1, watching for overflow
            double tover = ENTEN / ENSIG;
            int nstart = intx + 2, nend = nb - 1;
            en = (double) (nstart + nstart) - 2. + twonu;
            for (int k = nstart; k <= nend && !backwardTested; ++k) {
                n = k;
                en += 2.;
                pold = plast;
                plast = p;
                p = en * plast / x - pold;
                if (p > tover) {
                    // rescaled, run on until p > 1; then the highest order passing the backward test
                    tover = ENTEN;
                    p /= tover;
                    plast /= tover;
                    double psave = p, psavel = plast;
                    nstart = n + 1;
                    do {
                        ++n;
                        en += 2.;
                        pold = plast;
                        plast = p;
                        p = en * plast / x - pold;
                    } while (p <= 1.);
                    double bb = en / x;
                    test = pold * plast * (.5 - .5 / (bb * bb));
                    test /= ENSIG;
                    p = plast * tover;
                    --n;
                    en -= 2.;
                    nend = Math.min(nb, n);
                    ncalc = nend;
                    for (int l = nstart; l <= nend; ++l) {
                        pold = psavel;
                        psavel = psave;
                        psave = en * psavel / x - pold;
                        if (psave * psavel > test) {
                            ncalc = l - 1;
                            break;
                        }
                    }
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
                en += 2.;
                pold = plast;
                plast = p;
                p = en * plast / x - pold;
            } while (p < test);
        }
        double sum = downward(x, nu, nb, n, en, p, b);
        // normalise
        if (Math.abs(nu) > 1e-15) sum *= CodyGamma.gamma(nu) * RMath.pow(.5 * x, -nu);
        double floor = ENMTEN;
        if (sum > 1.) floor *= sum;
        for (int k = 1; k <= nb; ++k) b[k] = Math.abs(b[k]) < floor ? 0. : b[k] / sum;
        return ncalc;
    }

    /**
     * The backward recurrence from order n (P-sequence value p), storing orders nb..1, with the
     * normalisation sum over the even orders (m flips between 0 and 2 with n's parity).
     */
    private static double downward(double x, double nu, int nb, int n, double en, double p, double[] b) {
        ++n;
        en += 2.;
        double bb = 0., aa = 1. / p, cc, sum, alpem, alp2em;
        int m = n / 2;
        double em = m;
        m = (n << 1) - (m << 2);
        if (m == 0) {
            sum = 0.;
        } else {
            alpem = em - 1. + nu;
            alp2em = em + em + nu;
            sum = aa * alpem * alp2em / em;
        }
        int nend = n - nb;
        for (int l = 1; l <= nend; ++l) {
            --n;
            en -= 2.;
            cc = bb;
            bb = aa;
            aa = en * bb / x - cc;
            m = m != 0 ? 0 : 2;
            if (m != 0) {
                em -= 1.;
                if (n == 1) break;
                alp2em = em + em + nu;
                alpem = em - 1. + nu;
                if (alpem == 0.) alpem = 1.;
                sum = (sum + aa * alp2em) * alpem / em;
            }
        }
        b[n] = aa;
        if (nend >= 0) {
            if (nb <= 1) {
                alp2em = nu + 1. == 1. ? 1. : nu;
                return sum + b[1] * alp2em;
            }
            --n;
            en -= 2.;
            b[n] = en * aa / x - bb;
            if (n == 1) return last(sum, em, nu, b);
            m = m != 0 ? 0 : 2;
            if (m != 0) {
                em -= 1.;
                alp2em = em + em + nu;
                alpem = em - 1. + nu;
                if (alpem == 0.) alpem = 1.;
                sum = (sum + b[n] * alp2em) * alpem / em;
            }
        }
        for (n = n - 1; n >= 2; n--) {
            en -= 2.;
            b[n] = en * b[n + 1] / x - b[n + 2];
            m = m != 0 ? 0 : 2;
            if (m != 0) {
                em -= 1.;
                alp2em = em + em + nu;
                alpem = em - 1. + nu;
                if (alpem == 0.) alpem = 1.;
                sum = (sum + b[n] * alp2em) * alpem / em;
            }
        }
        b[1] = 2. * (nu + 1.) * b[2] / x - b[3];
        return last(sum, em, nu, b);
    }

    /** The order-alpha term of the normalisation sum. */
    private static double last(double sum, double em, double nu, double[] b) {
        em -= 1.;
        double alp2em = em + em + nu;
        if (alp2em == 0.) alp2em = 1.;
        return sum + b[1] * alp2em;
    }

    private static double trunc(double v) {
        return v < 0 ? Math.ceil(v) : Math.floor(v);
    }
}
