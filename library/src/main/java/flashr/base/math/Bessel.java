package flashr.base.math;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Hyperbolic;

import java.util.function.Consumer;

/**
 * Bessel functions of real order: J and Y by Steed's continued fractions with Temme's series
 * for small x, I and K by the same scheme for the modified functions. Orders are reduced to
 * |mu| <= 1/2 and recurred (downwards for J and I, rescaled against overflow; upwards for Y and
 * K), which keeps every step stable. The R-level rules (negative x, negative orders by
 * reflection, R's range limits and warnings) follow R's nmath wrappers.
 */
final class Bessel {
    private Bessel() {}

    private static final double EPS = 1e-16;
    /** Convergence of the continued fractions: within an ulp or two of 1. */
    private static final double CF_EPS = 4.5e-16;
    private static final double FPMIN = Double.MIN_NORMAL / EPS;
    private static final double BIG = 1e250;
    private static final int MAXIT = 100_000_000;
    /** Beyond these R's J/I and Y algorithms give 0 (J with a warning). */
    private static final double TINY = 1e-297, EXPARG = 709;
    private static final double XLRG_IJ = 1e5, XLRG_Y = 1e8, NU_MAX_JY = 1e7;
    /** Cody's J and I give 0 for values below this (their ENMTEN). */
    private static final double FLUSH = 8.9e-308;

    /** Coefficients of 1/Gamma(1+z) = sum c[k] z^k (Abramowitz and Stegun 6.1.34, shifted). */
    private static final double[] RGAMMA = {
        1.0, 0.5772156649015329, -0.6558780715202538, -0.0420026350340952, 0.1665386113822915,
        -0.0421977345555443, -0.0096219715278770, 0.0072189432466630, -0.0011651675918591,
        -0.0002152416741149, 0.0001280502823882, -0.0000201348547807, -0.0000012504934821,
        0.0000011330272320, -0.0000002056338417, 0.0000000061160950, 0.0000000050020075,
        -0.0000000011812746, 0.0000000001043427, 0.0000000000077823, -0.0000000000036968,
        0.0000000000005100, -0.0000000000000206, -0.0000000000000054, 0.0000000000000014,
        0.0000000000000001};

    /** R's besselJ for one x and nu. */
    static double j(double x, double nu, Consumer<String> warn) {
        if (Double.isNaN(x) || Double.isNaN(nu)) return x + nu;
        if (x < 0) return outOfRange("bessel_j", warn);
        double na = Math.floor(nu);
        if (nu < 0) {
            return (nu - na == 0.5 ? 0 : j(x, -nu, warn) * Math1Functions.cospi(nu))
                    + (nu == na ? 0 : y(x, -nu, warn) * Math1Functions.sinpi(nu));
        }
        if (nu > NU_MAX_JY) {
            warn.accept(String.format(java.util.Locale.ROOT, "besselJ(x, nu): nu=%s too large for bessel_j() algorithm", g(nu)));
            return Double.NaN;
        }
        if (x > XLRG_IJ) {
            warn.accept("value out of range in 'J_bessel'");
            return 0;
        }
        if (x == 0) return nu == 0 ? 1 : 0;
        if (x < 1e-4) {
            int nb = orders(nu);
            BesselAccuracy.Outcome o = BesselAccuracy.jCalculatedSmall(x, nu - (nb - 1), nb);
            return lost(o.series(), o.calculated() != nb, "bessel_j", x, nu, warn);
        }
        double[] h = x < 2 ? null : hankel(x, nu);
        double v = x < 2 ? series(x, nu, -1) : (h != null ? h : jy(x, nu))[0];
        return lost(Math.abs(v) < FLUSH ? 0 : v, Math.abs(v) < TINY, "bessel_j", x, nu, warn);
    }

    /** R's besselY for one x and nu. */
    static double y(double x, double nu, Consumer<String> warn) {
        if (Double.isNaN(x) || Double.isNaN(nu)) return x + nu;
        if (x < 0) return outOfRange("bessel_y", warn);
        double na = Math.floor(nu);
        if (nu < 0) {
            return (nu - na == 0.5 ? 0 : y(x, -nu, warn) * Math1Functions.cospi(nu))
                    - (nu == na ? 0 : j(x, -nu, warn) * Math1Functions.sinpi(nu));
        }
        if (nu > NU_MAX_JY) {
            warn.accept(String.format(java.util.Locale.ROOT, "besselY(x, nu): nu=%s too large for bessel_y() algorithm", g(nu)));
            return Double.NaN;
        }
        if (x > XLRG_Y) return 0;
        // below the normal range Cody's Y_bessel gives -Inf for every order, silently
        if (x < Double.MIN_NORMAL) return Double.NEGATIVE_INFINITY;
        double[] h = hankel(x, nu);
        double v = (h != null ? h : jy(x, nu))[1];
        // Cody's Y_bessel starts from orders alpha and alpha + 1 (from alpha - 1 and alpha when alpha >= 1/2,
        // one recursion step more) and reports overflow only in the steps after them
        int nb = orders(nu);
        boolean shifted = nu - (nb - 1) >= 0.5;
        return lost(v, Double.isInfinite(v) && (nb >= 3 || nb == 2 && shifted), "bessel_y", x, nu, warn);
    }

    /** R's besselI; {@code scaled} gives exp(-x) I. */
    static double i(double x, double nu, boolean scaled, Consumer<String> warn) {
        if (Double.isNaN(x) || Double.isNaN(nu)) return x + nu;
        if (x < 0) return outOfRange("bessel_i", warn);
        if (nu < 0) {
            return i(x, -nu, scaled, warn) + (nu == Math.floor(nu) ? 0
                    : k(x, -nu, scaled, warn) * (scaled ? 2 * ExpLog.exp(-2 * x) : 2) / Math.PI * Math1Functions.sinpi(-nu));
        }
        if (x == 0) return nu == 0 ? 1 : 0;
        if (scaled && x > XLRG_IJ) return 0;
        if (!scaled && x > EXPARG) return Double.POSITIVE_INFINITY;
        // orders past 1e7 with x <= 1e5: I_nu(x) < (x/2)^nu / nu! underflows (R allocates nu doubles)
        if (nu > NU_MAX_JY) return lost(0, true, "bessel_i", x, nu, warn);
        int nb = orders(nu);
        CodyBesselI.Result r = CodyBesselI.compute(x, nu - (nb - 1), nb, scaled);
        return lost(r.values()[nb - 1], r.calculated() != nb, "bessel_i", x, nu, warn);
    }

    /** R's besselK; {@code scaled} gives exp(x) K. */
    static double k(double x, double nu, boolean scaled, Consumer<String> warn) {
        if (Double.isNaN(x) || Double.isNaN(nu)) return x + nu;
        if (x < 0) return outOfRange("bessel_k", warn);
        if (nu < 0) nu = -nu;
        if (x == 0) return Double.POSITIVE_INFINITY;
        if (Double.isInfinite(x)) return 0;
        if (!scaled && x > 705.342) return 0;
        if (nu > NU_MAX_JY) return Double.POSITIVE_INFINITY;   // K_nu(x) overflows for such orders
        int nb = orders(nu);
        double alpha = nu - (nb - 1);
        if (x <= 1e-10 && nb > 1 && BesselAccuracy.kGivesUp(x, alpha, nb)) {
            warn.accept("bessel_k(" + g(x) + "): ncalc (=-1) != nb (=" + nb + "); alpha=" + g(alpha)
                    + ". Arg. out of range?");
            return 0;   // the orders Cody's routine never reached stay 0
        }
        // tiny x: the leading term of the small-x expansion (the general scheme overflows on the way)
        if (x <= 1e-300 && nu < 1) return BesselAccuracy.smallK(x, nu);
        double ks = ik(x, nu)[1];
        return scaled ? ks : ks * ExpLog.exp(-x);
    }

    /**
     * R's "precision lost" warning: for J when results leave the normal range (below about 1e-297, where
     * R's own values start to flush to 0), for I and Y when Cody's routines stop short of the order asked
     * for (see {@link BesselAccuracy}).
     */
    private static double lost(double v, boolean lost, String where, double x, double nu, Consumer<String> warn) {
        if (lost) warn.accept(where + "(" + g(x) + ",nu=" + g(nu) + "): precision lost in result");
        return v;
    }

    /** Cody's nb: the orders alpha, alpha + 1, ..., nu R asks for. */
    private static int orders(double nu) {
        return 1 + (int) Math.floor(nu);
    }

    private static double outOfRange(String where, Consumer<String> warn) {
        warn.accept("value out of range in '" + where + "'");
        return Double.NaN;
    }

    /** A number in C's %g, as R's warnings print it. */
    private static String g(double v) {
        return flashr.format.DecimalText.general(v, 6, false, false);
    }

    /** 1/Gamma(1+z) for |z| <= 1/2 by its power series. */
    private static double rgamma1p(double z) {
        double s = 0;
        for (int k = RGAMMA.length - 1; k >= 0; k--) s = s * z + RGAMMA[k];
        return s;
    }

    /** (1/Gamma(1-mu) - 1/Gamma(1+mu)) / (2 mu) from the odd coefficients, free of cancellation. */
    private static double gam1(double mu) {
        double s = 0, m2 = mu * mu;
        for (int k = RGAMMA.length - 1; k >= 1; k--) if (k % 2 == 1) s = s * m2 + RGAMMA[k];
        return -s;
    }

    /**
     * J (sign -1) or I (sign 1) by the power series, for 0 < x < 2 where it converges fast and
     * the Wronskian route of {@link #jy}/{@link #ik} cancels. The leading (x/2)^nu / Gamma(nu+1)
     * is built as a product so it underflows gracefully instead of overflowing.
     */
    private static double series(double x, double nu, int sign) {
        int nl = (int) (nu + 0.5);
        double mu = nu - nl, x2 = 0.5 * x;
        double lead = (mu == 0 ? 1 : RMath.pow(x2, mu)) * rgamma1p(mu);
        for (int k = 1; k <= nl && lead != 0; k++) lead *= x2 / (mu + k);
        if (lead == 0) return 0;
        double q = sign * x2 * x2, term = 1, sum = 1;
        for (int k = 1; k < 1000; k++) {
            term *= q / (k * (nu + k));
            sum += term;
            if (Math.abs(term) <= EPS * Math.abs(sum)) break;
        }
        return lead * sum;
    }

    /**
     * {J, Y} by Hankel's asymptotic expansion for large x, or null where it does not reach full
     * precision. The continued fraction needs about x steps there and loses digits with each;
     * the phase is split so Math.sin/cos reduce x itself exactly.
     */
    private static double[] hankel(double x, double nu) {
        if (x < 25) return null;
        double m = 4 * nu * nu, t = 1, p = 1, q = 0, prev = Double.POSITIVE_INFINITY;
        boolean converged = false;
        for (int k = 1; k < 200; k++) {
            double a = 2 * k - 1;
            t *= (m - a * a) / (k * 8 * x);
            if (Math.abs(t) > prev) return null;
            prev = Math.abs(t);
            switch (k % 4) {
                case 1 -> q += t;
                case 2 -> p -= t;
                case 3 -> q -= t;
                default -> p += t;
            }
            if (Math.abs(t) <= EPS * Math.max(Math.abs(p), Math.abs(q))) {
                converged = true;
                break;
            }
        }
        if (!converged) return null;
        double phase = nu / 2 + 0.25, cp = Math1Functions.cospi(phase), sp = Math1Functions.sinpi(phase);
        double cx = Math.cos(x), sx = Math.sin(x);
        double cchi = cx * cp + sx * sp, schi = sx * cp - cx * sp, amp = Math.sqrt(2 / (Math.PI * x));
        return new double[] {amp * (p * cchi - q * schi), amp * (p * schi + q * cchi)};
    }

    /** {J_nu(x), Y_nu(x)} for x > 0, nu >= 0. */
    static double[] jy(double x, double nu) {
        int nl = x < 2 ? (int) (nu + 0.5) : Math.max(0, (int) (nu - x + 1.5));
        double mu = nu - nl, mu2 = mu * mu, xi = 1 / x, xi2 = 2 * xi, w = xi2 / Math.PI;
        // Continued fraction CF1 for J'_nu / J_nu (modified Lentz)
        int sign = 1;
        double h = Math.max(nu * xi, FPMIN), b = xi2 * nu, d = 0, c = h;
        for (int it = 1; it <= MAXIT; it++) {
            b += xi2;
            d = b - d;
            if (Math.abs(d) < FPMIN) d = FPMIN;
            c = b - 1 / c;
            if (Math.abs(c) < FPMIN) c = FPMIN;
            d = 1 / d;
            double del = c * d;
            h *= del;
            if (d < 0) sign = -sign;
            // once b overflows (x at the bottom of the normal range) the fraction is NaN for good
            if (Math.abs(del - 1) < CF_EPS || Double.isNaN(h)) break;
        }
        // Downward recurrence from nu to mu, rescaled so the unnormalised values stay finite
        double jl = sign, jpl = h * jl, jl1 = jl, fact = nu * xi;
        for (int l = nl; l >= 1; l--) {
            double t = fact * jl + jpl;
            fact -= xi;
            jpl = fact * t - jl;
            jl = t;
            if (Math.abs(jl) > BIG) {
                jl /= BIG;
                jpl /= BIG;
                jl1 /= BIG;
            }
        }
        if (jl == 0) jl = EPS;
        double f = jpl / jl, jmu, ymu, y1;
        if (x < 2) {
            // Temme's series for Y_mu and Y_mu+1
            double x2 = 0.5 * x, pimu = Math.PI * mu;
            double fct = Math.abs(pimu) < EPS ? 1 : pimu / Math.sin(pimu);
            double dd = -ExpLog.log(x2), e = mu * dd;
            double fct2 = Math.abs(e) < EPS ? 1 : Hyperbolic.sinh(e) / e;
            double gpl = rgamma1p(mu), gmi = rgamma1p(-mu), g1 = gam1(mu), g2 = 0.5 * (gmi + gpl);
            double ff = 2 / Math.PI * fct * (g1 * Hyperbolic.cosh(e) + g2 * fct2 * dd);
            e = ExpLog.exp(e);
            double p = e / (gpl * Math.PI), q = 1 / (e * Math.PI * gmi);
            double pimu2 = 0.5 * pimu, fct3 = Math.abs(pimu2) < EPS ? 1 : Math.sin(pimu2) / pimu2;
            double r = Math.PI * pimu2 * fct3 * fct3;
            double cc = 1, dq = -x2 * x2, sum = ff + r * q, sum1 = p;
            for (int i = 1; i <= MAXIT; i++) {
                ff = (i * ff + p + q) / (i * (double) i - mu2);
                cc *= dq / i;
                p /= i - mu;
                q /= i + mu;
                double del = cc * (ff + r * q);
                sum += del;
                sum1 += cc * p - i * del;
                if (Math.abs(del) < (1 + Math.abs(sum)) * EPS) break;
            }
            ymu = -sum;
            y1 = -sum1 * xi2;
            double ymup = mu * xi * ymu - y1;
            jmu = w / (ymup - f * ymu);
        } else {
            // Steed's CF2 for p + iq = (J'_mu + iY'_mu) / (J_mu + iY_mu)
            double a = 0.25 - mu2, p = -0.5 * xi, q = 1, br = 2 * x, bi = 2;
            double fct = a * xi / (p * p + q * q), cr = br + q * fct, ci = bi + p * fct;
            double den = br * br + bi * bi, dr = br / den, di = -bi / den;
            double dlr = cr * dr - ci * di, dli = cr * di + ci * dr, t = p * dlr - q * dli;
            q = p * dli + q * dlr;
            p = t;
            for (int i = 2; i <= MAXIT; i++) {
                a += 2 * (i - 1);
                bi += 2;
                dr = a * dr + br;
                di = a * di + bi;
                if (Math.abs(dr) + Math.abs(di) < FPMIN) dr = FPMIN;
                fct = a / (cr * cr + ci * ci);
                cr = br + cr * fct;
                ci = bi - ci * fct;
                if (Math.abs(cr) + Math.abs(ci) < FPMIN) cr = FPMIN;
                den = dr * dr + di * di;
                dr /= den;
                di /= -den;
                dlr = cr * dr - ci * di;
                dli = cr * di + ci * dr;
                t = p * dlr - q * dli;
                q = p * dli + q * dlr;
                p = t;
                if (Math.abs(dlr - 1) + Math.abs(dli) < CF_EPS) break;
            }
            double gam = (p - f) / q;
            jmu = Math.copySign(Math.sqrt(w / ((p - f) * gam + q)), jl);
            ymu = jmu * gam;
            double ymup = ymu * (p + q / gam);
            y1 = mu * xi * ymu - ymup;
        }
        double jn = jl1 * (jmu / jl);
        for (int i = 1; i <= nl; i++) {
            double t = (mu + i) * xi2 * y1 - ymu;
            ymu = y1;
            y1 = t;
            // once Y overflows, every higher order does too (with the same sign)
            if (Double.isInfinite(y1) && i < nl) {
                ymu = y1;
                break;
            }
        }
        return new double[] {jn, ymu};
    }

    /** {exp(-x) I_nu(x), exp(x) K_nu(x)} for x > 0, nu >= 0. */
    static double[] ik(double x, double nu) {
        int nl = (int) (nu + 0.5);
        double mu = nu - nl, mu2 = mu * mu, xi = 1 / x, xi2 = 2 * xi;
        // CF1 for I'_nu / I_nu
        double h = Math.max(nu * xi, FPMIN), b = xi2 * nu, d = 0, c = h;
        for (int it = 1; it <= MAXIT; it++) {
            b += xi2;
            d = 1 / (b + d);
            c = b + 1 / c;
            double del = c * d;
            h *= del;
            if (Math.abs(del - 1) < CF_EPS || Double.isNaN(h)) break;
        }
        double il = 1, ipl = h, il1 = il, fact = nu * xi;
        for (int l = nl; l >= 1; l--) {
            double t = fact * il + ipl;
            fact -= xi;
            ipl = fact * t + il;
            il = t;
            if (il > BIG) {
                il /= BIG;
                ipl /= BIG;
                il1 /= BIG;
            }
        }
        double f = ipl / il, kmu, k1;
        if (x < 2) {
            // Temme's series, then scaled by exp(x)
            double x2 = 0.5 * x, pimu = Math.PI * mu;
            double fct = Math.abs(pimu) < EPS ? 1 : pimu / Math.sin(pimu);
            double dd = -ExpLog.log(x2), e = mu * dd;
            double fct2 = Math.abs(e) < EPS ? 1 : Hyperbolic.sinh(e) / e;
            double gpl = rgamma1p(mu), gmi = rgamma1p(-mu), g1 = gam1(mu), g2 = 0.5 * (gmi + gpl);
            double ff = fct * (g1 * Hyperbolic.cosh(e) + g2 * fct2 * dd), sum = ff;
            e = ExpLog.exp(e);
            double p = 0.5 * e / gpl, q = 0.5 / (e * gmi), cc = 1, dq = x2 * x2, sum1 = p;
            for (int i = 1; i <= MAXIT; i++) {
                ff = (i * ff + p + q) / (i * (double) i - mu2);
                cc *= dq / i;
                p /= i - mu;
                q /= i + mu;
                double del = cc * ff;
                sum += del;
                sum1 += cc * (p - i * ff);
                if (Math.abs(del) < Math.abs(sum) * EPS) break;
            }
            double ex = ExpLog.exp(x);
            kmu = sum * ex;
            k1 = sum1 * xi2 * ex;
        } else {
            // Steed's CF2 (Temme's form) for K_mu, already scaled by exp(x)
            double bb = 2 * (1 + x), dd = 1 / bb, hh = dd, delh = dd, q1 = 0, q2 = 1;
            double a1 = 0.25 - mu2, q = a1, cc = a1, a = -a1, s = 1 + q * delh;
            for (int i = 2; i <= MAXIT; i++) {
                a -= 2 * (i - 1);
                cc = -a * cc / i;
                double qnew = (q1 - bb * q2) / a;
                q1 = q2;
                q2 = qnew;
                q += cc * qnew;
                bb += 2;
                dd = 1 / (bb + a * dd);
                delh = (bb * dd - 1) * delh;
                hh += delh;
                double dels = q * delh;
                s += dels;
                if (Math.abs(dels / s) < EPS) break;
            }
            hh = a1 * hh;
            kmu = Math.sqrt(Math.PI / (2 * x)) / s;
            k1 = kmu * (mu + x + 0.5 - hh) * xi;
        }
        double kmup = mu * xi * kmu - k1;
        double imu = xi / (f * kmu - kmup);
        double in = imu * il1 / il;
        for (int i = 1; i <= nl; i++) {
            double t = (mu + i) * xi2 * k1 + kmu;
            kmu = k1;
            k1 = t;
            if (Double.isInfinite(k1) && i < nl) {
                kmu = k1;
                break;
            }
        }
        return new double[] {in, kmu};
    }
}
