package flashr.stats.distributions;

import flashr.base.math.Log1pmx;
import flashr.base.math.MathGamma;
import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;
import flashr.rng.Normal;
import flashr.rng.Poisson;

/**
 * R's pgamma_raw (pgamma.c, Morten Welinder's algorithm as R 4.2 has it): the regularized
 * incomplete gamma ratio by a series for x < 1, the upper series or the lower continued
 * fraction and series around Loader's Poisson density, and Temme's asymptotic expansion in
 * the normal distribution when x is near the shape. Written as R's C is, so that pgamma,
 * pchisq and ppois give R's bits.
 */
final class GammaRatio {
    private GammaRatio() {}

    private static final double DBL_EPSILON = Math.ulp(1.0);
    private static final double SCALE_FACTOR = 0x1p256;
    /** If |x| > |k| * M_cutoff, then log[exp(-x) * k^x] =~= -x. */
    private static final double M_CUTOFF = 0.693147180559945309417232121458 * 1024 / DBL_EPSILON;
    private static final int MAX_IT = 200000;

    /** pgamma(x, alph) for alph > 0 (not NaN). */
    static double pgammaRaw(double x, double alph, boolean lower, boolean log) {
        if (x <= 0.) return DistTails.zero(lower, log);
        if (x >= Double.POSITIVE_INFINITY) return DistTails.one(lower, log);
        double res;
        if (x < 1) {
            res = smallX(x, alph, lower, log);
        } else if (x <= alph - 1 && x < 0.8 * (alph + 50)) {
            double sum = upperSeries(x, alph, log), d = poissonWrap(alph, x, log);
            if (!lower) res = log ? DistTails.log1mExp(d + sum) : 1 - d * sum;
            else res = log ? sum + d : sum * d;
        } else if (alph - 1 < x && alph < 0.8 * (x + 50)) {
            double sum, d = poissonWrap(alph, x, log);
            if (alph < 1) {
                if (x * DBL_EPSILON > 1 - alph) {
                    sum = log ? 0. : 1.;
                } else {
                    double f = lowerFraction(alph, x - (alph - 1)) * x / alph;
                    sum = log ? ExpLog.log(f) : f;
                }
            } else {
                sum = lowerSeries(x, alph - 1);
                sum = log ? Log1p.log1p(sum) : 1 + sum;
            }
            if (!lower) res = log ? sum + d : sum * d;
            else res = log ? DistTails.log1mExp(d + sum) : 1 - d * sum;
        } else {
            res = poissonAsymptotic(alph - 1, x, !lower, log);
        }
        // near DBL_MIN underflow costs accuracy: redo on the log scale
        if (!log && res < Double.MIN_NORMAL / DBL_EPSILON) return ExpLog.exp(pgammaRaw(x, alph, lower, true));
        return res;
    }

    /** dpois(x_plus_1 - 1, lambda) for real arguments (dpois_wrap). */
    private static double poissonWrap(double xPlus1, double lambda, boolean log) {
        if (!Double.isFinite(lambda)) return log ? Double.NEGATIVE_INFINITY : 0.;
        if (xPlus1 > 1) return Poisson.densityRaw(xPlus1 - 1, lambda, log);
        if (lambda > Math.abs(xPlus1 - 1) * M_CUTOFF) {
            double v = -lambda - MathGamma.lgamma(xPlus1);
            return log ? v : ExpLog.exp(v);
        }
        double d = Poisson.densityRaw(xPlus1, lambda, log);
        return log ? d + ExpLog.log(xPlus1 / lambda) : d * (xPlus1 / lambda);
    }

    /** Abramowitz and Stegun 6.5.29, for x < 1 (pgamma_smallx). */
    private static double smallX(double x, double alph, boolean lower, boolean log) {
        double sum = 0, c = alph, n = 0, term;
        do {
            n++;
            c *= -x / n;
            term = c / (alph + n);
            sum += term;
        } while (Math.abs(term) > DBL_EPSILON * Math.abs(sum));
        if (lower) {
            double f1 = log ? Log1p.log1p(sum) : 1 + sum, f2;
            if (alph > 1) {
                f2 = Poisson.densityRaw(alph, x, log);
                f2 = log ? f2 + x : f2 * ExpLog.exp(x);
            } else if (log) {
                f2 = alph * ExpLog.log(x) - lgamma1p(alph);
            } else {
                f2 = RMath.pow(x, alph) / ExpLog.exp(lgamma1p(alph));
            }
            return log ? f1 + f2 : f1 * f2;
        }
        double lf2 = alph * ExpLog.log(x) - lgamma1p(alph);
        if (log) return DistTails.log1mExp(Log1p.log1p(sum) + lf2);
        double f1m1 = sum, f2m1 = Expm1.expm1(lf2);
        return -(f1m1 + f2m1 + f1m1 * f2m1);
    }

    private static double upperSeries(double x, double y, boolean log) {
        double term = x / y, sum = term;
        do {
            y++;
            term *= x / y;
            sum += term;
        } while (term > sum * DBL_EPSILON);
        return log ? ExpLog.log(sum) : sum;
    }

    /** The continued fraction for the scaled upper tail (pd_lower_cf). */
    private static double lowerFraction(double y, double d) {
        double f = 0.0, of, f0;
        if (y == 0) return 0;
        f0 = y / d;
        if (Math.abs(y - 1) < Math.abs(d) * DBL_EPSILON) return f0;
        if (f0 > 1.) f0 = 1.;
        double c2 = y, c4 = d, a1 = 0, b1 = 1, a2 = y, b2 = d;
        while (b2 > SCALE_FACTOR) {
            a1 /= SCALE_FACTOR;
            b1 /= SCALE_FACTOR;
            a2 /= SCALE_FACTOR;
            b2 /= SCALE_FACTOR;
        }
        double i = 0;
        of = -1.;
        while (i < MAX_IT) {
            i++;
            c2--;
            double c3 = i * c2;
            c4 += 2;
            a1 = c4 * a2 + c3 * a1;
            b1 = c4 * b2 + c3 * b1;
            i++;
            c2--;
            c3 = i * c2;
            c4 += 2;
            a2 = c4 * a1 + c3 * a2;
            b2 = c4 * b1 + c3 * b2;
            if (b2 > SCALE_FACTOR) {
                a1 /= SCALE_FACTOR;
                b1 /= SCALE_FACTOR;
                a2 /= SCALE_FACTOR;
                b2 /= SCALE_FACTOR;
            }
            if (b2 != 0) {
                f = a2 / b2;
                if (Math.abs(f - of) <= DBL_EPSILON * Math.max(f0, Math.abs(f))) return f;
                of = f;
            }
        }
        MathWarnings.warn(" ** NON-convergence in pgamma()'s pd_lower_cf() f= " + MathWarnings.g(f) + ".");
        return f;
    }

    private static double lowerSeries(double lambda, double y) {
        double term = 1, sum = 0;
        while (y >= 1 && term > sum * DBL_EPSILON) {
            term *= y / lambda;
            sum += term;
            y--;
        }
        if (y != Math.floor(y)) sum += term * lowerFraction(y, lambda + 1 - y);
        return sum;
    }

    /** dnorm(x) / pnorm(x, lower) from lp = log pnorm(x, lower), A&S 26.2.12 far out (dpnorm). */
    private static double normalRatio(double x, boolean lower, double lp) {
        if (x < 0) {
            x = -x;
            lower = !lower;
        }
        if (x > 10 && !lower) {
            double term = 1 / x, sum = term, x2 = x * x, i = 1;
            do {
                term *= -i / x2;
                sum += term;
                i += 2;
            } while (Math.abs(term) > DBL_EPSILON * sum);
            return 1 / sum;
        }
        return Normal.density(x, 0., 1., false) / ExpLog.exp(lp);
    }

    private static final double[] COEFS_A = {-1e99, 2 / 3., -4 / 135., 8 / 2835., 16 / 8505., -8992 / 12629925.,
        -334144 / 492567075., 698752 / 1477701225.};
    private static final double[] COEFS_B = {-1e99, 1 / 12., 1 / 288., -139 / 51840., -571 / 2488320.,
        163879 / 209018880., 5246819 / 75246796800., -534703531 / 902961561600.};

    /** P[Poisson(lambda) <= x] by its asymptotic expansion (ppois_asymp). */
    private static double poissonAsymptotic(double x, double lambda, boolean lower, boolean log) {
        double dfm = lambda - x;
        double pt = -Log1pmx.log1pmx(dfm / x), s2pt = Math.sqrt(2 * x * pt);
        if (dfm < 0) s2pt = -s2pt;
        double res12 = 0, res1Term = Math.sqrt(x), res1Ig = res1Term, res2Term = s2pt, res2Ig = s2pt;
        for (int i = 1; i < 8; i++) {
            res12 += res1Ig * COEFS_A[i];
            res12 += res2Ig * COEFS_B[i];
            res1Term *= pt / i;
            res2Term *= 2 * pt / (2 * i + 1);
            res1Ig = res1Ig / x + res1Term;
            res2Ig = res2Ig / x + res2Term;
        }
        double elfb = x, elfbTerm = 1;
        for (int i = 1; i < 8; i++) {
            elfb += elfbTerm * COEFS_B[i];
            elfbTerm /= x;
        }
        if (!lower) elfb = -elfb;
        double f = res12 / elfb;
        double np = Normal.cdf(s2pt, 0.0, 1.0, !lower, log);
        if (log) return np + Log1p.log1p(f * normalRatio(s2pt, !lower, np));
        return np + f * Normal.density(s2pt, 0., 1., false);
    }

    private static final double[] LGAMMA1P_COEFFS = {
        0.3224670334241132182362075833230126e-0, 0.6735230105319809513324605383715000e-1,
        0.2058080842778454787900092413529198e-1, 0.7385551028673985266273097291406834e-2,
        0.2890510330741523285752988298486755e-2, 0.1192753911703260977113935692828109e-2,
        0.5096695247430424223356548135815582e-3, 0.2231547584535793797614188036013401e-3,
        0.9945751278180853371459589003190170e-4, 0.4492623673813314170020750240635786e-4,
        0.2050721277567069155316650397830591e-4, 0.9439488275268395903987425104415055e-5,
        0.4374866789907487804181793223952411e-5, 0.2039215753801366236781900709670839e-5,
        0.9551412130407419832857179772951265e-6, 0.4492469198764566043294290331193655e-6,
        0.2120718480555466586923135901077628e-6, 0.1004322482396809960872083050053344e-6,
        0.4769810169363980565760193417246730e-7, 0.2271109460894316491031998116062124e-7,
        0.1083865921489695409107491757968159e-7, 0.5183475041970046655121248647057669e-8,
        0.2483674543802478317185008663991718e-8, 0.1192140140586091207442548202774640e-8,
        0.5731367241678862013330194857961011e-9, 0.2759522885124233145178149692816341e-9,
        0.1330476437424448948149715720858008e-9, 0.6422964563838100022082448087644648e-10,
        0.3104424774732227276239215783404066e-10, 0.1502138408075414217093301048780668e-10,
        0.7275974480239079662504549924814047e-11, 0.3527742476575915083615072228655483e-11,
        0.1711991790559617908601084114443031e-11, 0.8315385841420284819798357793954418e-12,
        0.4042200525289440065536008957032895e-12, 0.1966475631096616490411045679010286e-12,
        0.9573630387838555763782200936508615e-13, 0.4664076026428374224576492565974577e-13,
        0.2273736960065972320633279596737272e-13, 0.1109139947083452201658320007192334e-13,
    };

    /** log gamma(1 + a), accurate also for small a (lgamma1p). */
    static double lgamma1p(double a) {
        if (Math.abs(a) >= 0.5) return MathGamma.lgamma(a + 1);
        final double eulersConst = 0.5772156649015328606065120900824024;
        final int n = 40;
        final double c = 0.2273736845824652515226821577978691e-12;
        double lgam = c * Log1pmx.logcf(-a / 2, n + 2, 1, 1e-14);
        for (int i = n - 1; i >= 0; i--) lgam = LGAMMA1P_COEFFS[i] - a * lgam;
        return (a * lgam - eulersConst) * a - Log1pmx.log1pmx(a);
    }
}
