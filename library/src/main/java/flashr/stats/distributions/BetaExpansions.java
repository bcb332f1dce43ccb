package flashr.stats.distributions;

import static flashr.stats.distributions.TomsElementary.erfc1;
import static flashr.stats.distributions.TomsElementary.rlog1;
import static flashr.stats.distributions.TomsGamma.bcorr;
import static flashr.stats.distributions.TomsGamma.gam1;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;

/**
 * The continued fraction and asymptotic expansions of TOMS 708's incomplete beta ratio, as R's
 * toms708.c has them with its log scale variants: bfrac (a, b > 1), bgrat (a >= 15, b <= 1,
 * with the scaled incomplete gamma complement grat_r) and basym (a, b >= 15, near the mean).
 */
final class BetaExpansions {
    private BetaExpansions() {}

    /** The continued fraction for I_x(a, b) when a, b > 1; lambda = (a + b) y - b (bfrac). */
    static double bfrac(double a, double b, double x, double y, double lambda, double eps, boolean log) {
        if (!Double.isFinite(lambda)) return Double.NaN;
        double brc = BetaFactors.brcomp(a, b, x, y, log);
        if (Double.isNaN(brc)) return Double.NaN;
        if (!log && brc == 0.) return 0.;
        double c = lambda + 1., c0 = b / a, c1 = 1. / a + 1., yp1 = y + 1.;
        double n = 0., p = 1., s = a + 1., an = 0., bn = 1., anp1 = 1., bnp1 = c / c1, r = c1 / c, r0;
        do {
            n += 1.;
            double t = n / a, w = n * (b - n) * x, e = a / s;
            double alpha = p * (p + c0) * e * e * (w * x);
            e = (t + 1.) / (c1 + t + t);
            double beta = n + w / s + e * (c + n * yp1);
            p = t + 1.;
            s += 2.;
            t = alpha * an + beta * anp1;
            an = anp1;
            anp1 = t;
            t = alpha * bn + beta * bnp1;
            bn = bnp1;
            bnp1 = t;
            r0 = r;
            r = anp1 / bnp1;
            if (Math.abs(r - r0) <= eps * r) break;
            an /= bnp1;
            bn /= bnp1;
            anp1 = r;
            bnp1 = 1.;
        } while (n < 10000);
        if (n >= 10000 && Math.abs(r - r0) > eps * r) {
            MathWarnings.warn(" bfrac(a=" + MathWarnings.g(a) + ", b=" + MathWarnings.g(b) + ", x=" + MathWarnings.g(x) + ", y="
                    + MathWarnings.g(y) + ", lambda=" + MathWarnings.g(lambda) + ") did *not* converge (in 10000 steps)");
        }
        return log ? brc + ExpLog.log(r) : brc * r;
    }

    private static final int BGRAT_TERMS = 30;

    /**
     * w + I_x(a, b) by the asymptotic expansion for a >= 15 and b <= 1 (bgrat); on the log scale
     * when {@code logW} (w given and returned as its log). Returns NaN where the expansion cannot
     * be computed, leaving the caller's w.
     */
    static double bgrat(double a, double b, double x, double y, double w, double eps, boolean logW) {
        double bm1 = b - 0.5 - 0.5, nu = a + bm1 * 0.5;
        double lnx = y > 0.375 ? ExpLog.log(x) : TomsElementary.alnrel(-y);
        double z = -nu * lnx;
        if (b * z == 0.) {   // e.g. pbeta(1e-320, 1e-5, 0.5): a subnormal x
            MathWarnings.warn("bgrat(a=" + MathWarnings.g(a) + ", b=" + MathWarnings.g(b) + ", x=" + MathWarnings.g(x) + ", y="
                    + MathWarnings.g(y) + "): z=" + MathWarnings.g(z) + ", b*z == 0 underflow, hence inaccurate pbeta()");
            return Double.NaN;
        }
        // r = exp(-z) z^b / gamma(b) on the log scale, u factored out of the expansion
        double logR = ExpLog.log(b) + Log1p.log1p(gam1(b)) + b * ExpLog.log(z) + nu * lnx;
        double logU = logR - (TomsGamma.algdiv(b, a) + b * ExpLog.log(nu));
        double u = ExpLog.exp(logU);
        if (logU == Double.NEGATIVE_INFINITY) return Double.NaN;
        boolean u0 = u == 0.;
        double l = logW ? (w == Double.NEGATIVE_INFINITY ? 0. : ExpLog.exp(w - logU))
                : (w == 0. ? 0. : ExpLog.exp(ExpLog.log(w) - logU));
        double qR = gratR(b, z, logR, eps), v = 0.25 / (nu * nu), t2 = lnx * 0.25 * lnx;
        double j = qR, sum = j, t = 1., cn = 1., n2 = 0.;
        double[] c = new double[BGRAT_TERMS], d = new double[BGRAT_TERMS];
        for (int n = 1; n <= BGRAT_TERMS; ++n) {
            double bp2n = b + n2;
            j = (bp2n * (bp2n + 1.) * j + (z + bp2n + 1.) * t) * v;
            n2 += 2.;
            t *= t2;
            cn /= n2 * (n2 + 1.);
            int nm1 = n - 1;
            c[nm1] = cn;
            double s = 0.;
            if (n > 1) {
                double coef = b - n;
                for (int i = 1; i <= nm1; ++i) {
                    s += coef * c[i - 1] * d[nm1 - i];
                    coef += b;
                }
            }
            d[nm1] = bm1 * cn + s / n;
            double dj = d[nm1] * j;
            sum += dj;
            if (sum <= 0.) return Double.NaN;
            if (Math.abs(dj) <= eps * (sum + l)) break;
            if (n == BGRAT_TERMS) {   // R asks to be told of this
                MathWarnings.warn("bgrat(a=" + MathWarnings.g(a) + ", b=" + MathWarnings.g(b) + ", x=" + MathWarnings.g(x)
                        + ") *no* convergence: NOTIFY R-core!\n dj=" + MathWarnings.g(dj) + ", rel.err=" + MathWarnings.g(Math.abs(dj) / (sum + l)));
            }
        }
        if (logW) {
            double lw = logU + ExpLog.log(sum);
            return Math.max(w, lw) + Log1p.log1p(ExpLog.exp(-Math.abs(w - lw)));
        }
        return w + (u0 ? ExpLog.exp(logU + ExpLog.log(sum)) : u * sum);
    }

    /** Q(a, x) / r with r = exp(-x) x^a / gamma(a) = exp(logR), for a <= 1 (grat_r). */
    private static double gratR(double a, double x, double logR, double eps) {
        if (a * x == 0.) return x <= a ? ExpLog.exp(-logR) : 0.;
        if (a == 0.5) {
            if (x < 0.25) {
                double p = TomsElementary.erf(Math.sqrt(x));
                return (0.5 - p + 0.5) * ExpLog.exp(-logR);
            }
            double sx = Math.sqrt(x);
            return erfc1(true, sx) / sx * 1.772453850905516027298167483341;
        }
        if (x < 1.1) {
            // Taylor series for P(a, x) / x^a
            double an = 3., c = x, sum = x / (a + 3.), tol = eps * 0.1 / (a + 1.), t;
            do {
                an += 1.;
                c *= -(x / an);
                t = c / (a + an);
                sum += t;
            } while (Math.abs(t) > tol);
            double j = a * x * ((sum / 6. - 0.5 / (a + 2.)) * x + 1. / (a + 1.));
            double z = a * ExpLog.log(x), h = gam1(a), g = h + 1.;
            if ((x >= 0.25 && (a < x / 2.59)) || (z > -0.13394)) {
                double l = TomsElementary.rexpm1(z), q = ((l + 0.5 + 0.5) * j - l) * g - h;
                return q <= 0. ? 0. : q * ExpLog.exp(-logR);
            }
            double p = ExpLog.exp(z) * g * (0.5 - j + 0.5);
            return (0.5 - p + 0.5) * ExpLog.exp(-logR);
        }
        // the continued fraction, for x >= 1.1
        double a2n1 = 1., a2n = 1., b2n1 = x, b2n = x + (1. - a), c = 1., am0, an0;
        do {
            a2n1 = x * a2n + c * a2n1;
            b2n1 = x * b2n + c * b2n1;
            am0 = a2n1 / b2n1;
            c += 1.;
            double ca = c - a;
            a2n = a2n1 + ca * a2n;
            b2n = b2n1 + ca * b2n;
            an0 = a2n / b2n;
        } while (Math.abs(an0 - am0) >= eps * an0);
        return an0;
    }

    private static final int BASYM_TERMS = 20;

    /** I_x(a, b) for large a and b by the asymptotic expansion; lambda = (a + b) y - b >= 0 (basym). */
    static double basym(double a, double b, double lambda, double eps, boolean log) {
        final double e0 = 1.12837916709551, e1 = .353553390593274, lnE0 = 0.120782237635245;
        double f = a * rlog1(-lambda / a) + b * rlog1(lambda / b), t;
        if (log) {
            t = -f;
        } else {
            t = ExpLog.exp(-f);
            if (t == 0.) return 0;
        }
        double z0 = Math.sqrt(f), z = z0 / e1 * 0.5, z2 = f + f, h, r0, r1, w0;
        if (a < b) {
            h = a / b;
            r0 = 1. / (h + 1.);
            r1 = (b - a) / b;
            w0 = 1. / Math.sqrt(a * (h + 1.));
        } else {
            h = b / a;
            r0 = 1. / (h + 1.);
            r1 = (b - a) / a;
            w0 = 1. / Math.sqrt(b * (h + 1.));
        }
        double[] a0 = new double[BASYM_TERMS + 1], b0 = new double[BASYM_TERMS + 1];
        double[] c = new double[BASYM_TERMS + 1], d = new double[BASYM_TERMS + 1];
        a0[0] = r1 * .66666666666666663;
        c[0] = a0[0] * -0.5;
        d[0] = -c[0];
        double j0 = 0.5 / e0 * erfc1(true, z0), j1 = e1, sum = j0 + d[0] * w0 * j1;
        double s = 1., h2 = h * h, hn = 1., w = w0, znm1 = z, zn = z2;
        for (int n = 2; n <= BASYM_TERMS; n += 2) {
            hn *= h2;
            a0[n - 1] = r0 * 2. * (h * hn + 1.) / (n + 2.);
            int np1 = n + 1;
            s += hn;
            a0[np1 - 1] = r1 * 2. * s / (n + 3.);
            for (int i = n; i <= np1; ++i) {
                double r = (i + 1.) * -0.5;
                b0[0] = r * a0[0];
                for (int m = 2; m <= i; ++m) {
                    double bsum = 0.;
                    for (int jj = 1; jj <= m - 1; ++jj) {
                        int mmj = m - jj;
                        bsum += (jj * r - mmj) * a0[jj - 1] * b0[mmj - 1];
                    }
                    b0[m - 1] = r * a0[m - 1] + bsum / m;
                }
                c[i - 1] = b0[i - 1] / (i + 1.);
                double dsum = 0.;
                for (int jj = 1; jj <= i - 1; ++jj) dsum += d[i - jj - 1] * c[jj - 1];
                d[i - 1] = -(dsum + c[i - 1]);
            }
            j0 = e1 * znm1 + (n - 1.) * j0;
            j1 = e1 * zn + n * j1;
            znm1 = z2 * znm1;
            zn = z2 * zn;
            w *= w0;
            double t0 = d[n - 1] * w * j0;
            w *= w0;
            double t1 = d[np1 - 1] * w * j1;
            sum += t0 + t1;
            if (Math.abs(t0) + Math.abs(t1) <= eps * sum) break;
        }
        if (log) return lnE0 + t - bcorr(a, b) + ExpLog.log(sum);
        return e0 * t * ExpLog.exp(-bcorr(a, b)) * sum;
    }
}
