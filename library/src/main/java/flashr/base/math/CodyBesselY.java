package flashr.base.math;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.SinCos;

/**
 * R's Y_bessel: W. J. Cody's RYBESL (Netlib specfun, public domain) as R's nmath has it,
 * Y_alpha(x), ..., Y_alpha+nb-1(x) for 0 <= alpha < 1. The first two orders (from alpha - 1 when
 * alpha >= 1/2, one step more) come from Temme's series below x = 3 (1/Gamma(1 - mu) by a Chebyshev
 * expansion), Temme's continued fraction for 3 <= x < 16 and Campbell's asymptotic expansion
 * beyond; forward recurrence gives the rest until it would overflow (ncalc; the rest -Inf).
 * The operations and their order are R's C, with the C library's sin, cos, log and pow.
 */
final class CodyBesselY {
    private CodyBesselY() {}

    private static final double FIVPI = 15.707963267948966192, PIM5 = .70796326794896619231;
    private static final double SQRT_2DPI = 0.797884560802865355879892119869, ONE_PI = 0.318309886183790671537767526745,
            HALF_PI = 1.570796326794896619231321691640, EPS_SINC = 2.149e-8, EPS = 0x1p-52;
    private static final double XLRG = 1e8, THRESH = 16.;
    /** Chebyshev coefficients of 1/Gamma(1 - x), |x| <= 1/2. */
    private static final double[] CH = {-6.7735241822398840964e-24, -6.1455180116049879894e-23,
        2.9017595056104745456e-21, 1.3639417919073099464e-19, 2.3826220476859635824e-18,
        -9.0642907957550702534e-18, -1.4943667065169001769e-15, -3.3919078305362211264e-14,
        -1.7023776642512729175e-13, 9.1609750938768647911e-12, 2.4230957900482704055e-10,
        1.7451364971382984243e-9, -3.3126119768180852711e-8, -8.6592079961391259661e-7,
        -4.9717367041957398581e-6, 7.6309597585908126618e-5, .0012719271366545622927,
        .0017063050710955562222, -.07685284084478667369, -.28387654227602353814, .92187029365045265648};

    /** For x >= 0, 0 <= alpha < 1, nb >= 1. */
    static CodyBesselI.Result compute(double ex, double alpha, int nb) {
        double[] by = new double[nb];
        if (ex < Double.MIN_NORMAL || ex > XLRG) {
            java.util.Arrays.fill(by, ex > XLRG ? 0. : Double.NEGATIVE_INFINITY);
            return new CodyBesselI.Result(by, nb);
        }
        double nu = alpha, xna = trunc(nu + .5);
        int na = (int) xna;
        if (na == 1) nu -= xna;   // alpha >= 1/2: start from alpha - 1
        double[] y = nu == -.5 ? halfOrder(ex) : ex < 3. ? temmeSeries(ex, nu)
                : ex < THRESH ? temmeFraction(ex, nu) : campbell(ex, alpha);
        double ya = y[0], ya1 = y[1];
        if (ex >= THRESH && nu != -.5) na = 0;
        if (na == 1) {
            double h = 2. * (nu + 1.) / ex;
            if (h > 1. && Math.abs(ya1) > Double.MAX_VALUE / h) {
                h = 0.;
                ya = 0.;
            }
            h = h * ya1 - ya;
            ya = ya1;
            ya1 = h;
        }
        by[0] = ya;
        int ncalc = 1;
        if (nb > 1) {
            by[1] = ya1;
            if (ya1 != 0.) {
                double aye = 1. + alpha, twobyx = 2. / ex;
                ncalc = 2;
                for (int i = 2; i < nb; ++i) {
                    if (twobyx < 1. ? Math.abs(by[i - 1]) * twobyx >= Double.MAX_VALUE / aye
                            : Math.abs(by[i - 1]) >= Double.MAX_VALUE / aye / twobyx) break;
                    by[i] = twobyx * aye * by[i - 1] - by[i - 2];
                    aye += 1.;
                    ++ncalc;
                }
            }
        }
        for (int i = ncalc; i < nb; ++i) by[i] = Double.NEGATIVE_INFINITY;
        return new CodyBesselI.Result(by, ncalc);
    }

    private static double[] halfOrder(double ex) {
        double p = SQRT_2DPI / Math.sqrt(ex);
        return new double[] {p * SinCos.sin(ex), -p * SinCos.cos(ex)};
    }

    /** Temme's series for x < 3: Y_nu and Y_nu+1 for |nu| <= 1/2. */
    private static double[] temmeSeries(double ex, double nu) {
        double b = ex * .5, d = -ExpLog.log(b), f = nu * d, e = RMath.pow(b, -nu);
        double c = Math.abs(nu) < EPS_SINC ? ONE_PI : nu / Math1Functions.sinpi(nu);
        // sinh(f)/f
        double s, x2;
        if (Math.abs(f) < 1.) {
            x2 = f * f;
            double en = 19.;
            s = 1.;
            for (int i = 1; i <= 9; ++i) {
                s = s * x2 / en / (en - 1.) + 1.;
                en -= 2.;
            }
        } else {
            s = (e - 1. / e) * .5 / f;
        }
        // 1/Gamma(1 - nu) from its Chebyshev expansion, even and odd parts apart
        x2 = nu * nu * 8.;
        double aye = CH[0], even = 0., alfa = CH[1], odd = 0.;
        for (int i = 3; i <= 19; i += 2) {
            even = -(aye + aye + even);
            aye = -even * x2 - aye + CH[i - 1];
            odd = -(alfa + alfa + odd);
            alfa = -odd * x2 - alfa + CH[i];
        }
        even = (even * .5 + aye) * x2 - aye + CH[20];
        odd = (odd + alfa) * 2.;
        double gamma = odd * nu + even;
        double g = e * gamma;
        e = (e + 1. / e) * .5;
        f = 2. * c * (odd * e + even * s * d);
        e = nu * nu;
        double p = g * c, q = ONE_PI / g;
        c = nu * HALF_PI;
        double r = Math.abs(c) < EPS_SINC ? 1. : Math1Functions.sinpi(nu / 2) / c;
        r = Math.PI * c * r * r;
        c = 1.;
        d = -b * b;
        double h = 0., ya = f + r * q, ya1 = p, en = 1.;
        while (Math.abs(g / (1. + Math.abs(ya))) + Math.abs(h / (1. + Math.abs(ya1))) > EPS) {
            f = (f * en + p + q) / (en * en - e);
            c *= d / en;
            p /= en - nu;
            q /= en + nu;
            g = c * (f + r * q);
            h = c * p - en * g;
            ya += g;
            ya1 += h;
            en += 1.;
        }
        return new double[] {-ya, -ya1 / b};
    }

    /** Temme's continued fraction for 3 <= x < 16. */
    private static double[] temmeFraction(double ex, double nu) {
        double c = (.5 - nu) * (.5 + nu), b = ex + ex;
        double e = ex * ONE_PI * Math1Functions.cospi(nu) / EPS;
        e *= e;
        double p = 1., q = -ex, r = 1. + ex * ex, s = r, en = 2., en1 = 0, d;
        while (r * en * en < e) {
            en1 = en + 1.;
            d = (en - 1. + c / en) / s;
            p = (en + en - p * d) / en1;
            q = (-b + q * d) / en1;
            s = p * p + q * q;
            r *= s;
            en = en1;
        }
        double f = p / s;
        p = f;
        double g = -q / s;
        q = g;
        for (en -= 1.; en > 0.; en -= 1.) {
            r = en1 * (2. - p) - 2.;
            s = b + en1 * q;
            d = (en - 1. + c / en) / (r * r + s * s);
            p = d * r;
            q = d * s;
            e = f + 1.;
            f = p * e - g * q;
            g = q * e + p * g;
            en1 = en;
        }
        f = 1. + f;
        d = f * f + g * g;
        double pa = f / d, qa = -g / d;
        d = nu + .5 - p;
        q += ex;
        double pa1 = (pa * q - qa * d) / ex, qa1 = (qa * q + pa * d) / ex;
        b = ex - HALF_PI * (nu + .5);
        c = SinCos.cos(b);
        s = SinCos.sin(b);
        d = SQRT_2DPI / Math.sqrt(ex);
        return new double[] {d * (pa * s + qa * c), d * (qa1 * s - pa1 * c)};
    }

    /** Campbell's asymptotic expansion for x >= 16, orders alpha and alpha + 1 directly. */
    private static double[] campbell(double ex, double alpha) {
        double d1 = trunc(ex / FIVPI);
        int i = (int) d1;
        double dmu = ex - 15. * d1 - d1 * PIM5 - (alpha + .5) * HALF_PI, cosmu, sinmu;
        if (i - (i / 2 << 1) == 0) {
            cosmu = SinCos.cos(dmu);
            sinmu = SinCos.sin(dmu);
        } else {
            cosmu = -SinCos.cos(dmu);
            sinmu = -SinCos.sin(dmu);
        }
        double ddiv = 8. * ex, den = Math.sqrt(ex);
        double[] y = new double[2];
        dmu = alpha;
        for (int k = 1; k <= 2; ++k) {
            double p = cosmu;
            cosmu = sinmu;
            sinmu = -p;
            d1 = (2. * dmu - 1.) * (2. * dmu + 1.);
            double d2 = 0., div = ddiv, q;
            p = 0.;
            q = 0.;
            double q0 = d1 / div, term = q0;
            for (i = 2; i <= 20; ++i) {
                d2 += 8.;
                d1 -= d2;
                div += ddiv;
                term = -term * d1 / div;
                p += term;
                d2 += 8.;
                d1 -= d2;
                div += ddiv;
                term *= d1 / div;
                q += term;
                if (Math.abs(term) <= EPS) break;
            }
            p += 1.;
            q += q0;
            y[k - 1] = SQRT_2DPI * (p * cosmu - q * sinmu) / den;
            dmu += 1.;
        }
        return y;
    }

    private static double trunc(double v) {
        return v < 0 ? Math.ceil(v) : Math.floor(v);
    }
}
