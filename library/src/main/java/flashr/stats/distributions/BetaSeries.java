package flashr.stats.distributions;

import static flashr.stats.distributions.TomsGamma.algdiv;
import static flashr.stats.distributions.TomsGamma.betaln;
import static flashr.stats.distributions.TomsGamma.gam1;
import static flashr.stats.distributions.TomsGamma.gamln1;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Log1p;

/**
 * The power series of TOMS 708's incomplete beta ratio, as R's toms708.c has them with its log
 * scale variants: fpser (b tiny), apser (a tiny), bpser (b <= 1 or b x <= 0.7) and bup
 * (I_x(a, b) - I_x(a + n, b), to shift a shape into another method's range).
 */
final class BetaSeries {
    private BetaSeries() {}

    /** I_x(a, b) for b < min(eps, eps a) and x <= 0.5 (fpser). */
    static double fpser(double a, double b, double x, double eps, boolean log) {
        double ans, t;
        if (log) {
            ans = a * ExpLog.log(x);
        } else if (a > eps * 0.001) {
            t = a * ExpLog.log(x);
            if (t < TomsElementary.EXPARG_MIN) return 0.;
            ans = ExpLog.exp(t);
        } else {
            ans = 1.;
        }
        // 1/B(a, b) = b here
        if (log) ans += ExpLog.log(b) - ExpLog.log(a);
        else ans *= b / a;
        double tol = eps / a, an = a + 1., c;
        t = x;
        double s = t / an;
        do {
            an += 1.;
            t = x * t;
            c = t / an;
            s += c;
        } while (Math.abs(c) > tol);
        if (log) ans += Log1p.log1p(a * s);
        else ans *= a * s + 1.;
        return ans;
    }

    /** I_{1-x}(b, a) for a <= min(eps, eps b), b x <= 1 and x <= 0.5 (apser). */
    static double apser(double a, double b, double x, double eps) {
        final double g = .577215664901533;
        double bx = b * x, t = x - bx, c;
        if (b * eps <= 0.02) c = ExpLog.log(x) + TomsGamma.psi(b) + g + t;
        else c = ExpLog.log(bx) + g + t;
        double tol = eps * 5. * Math.abs(c), j = 1., s = 0., aj;
        do {
            j += 1.;
            t *= x - bx / j;
            aj = t / j;
            s += aj;
        } while (Math.abs(aj) > tol);
        return -a * (c + s);
    }

    /** I_x(a, b) by its power series, for b <= 1 or b x <= 0.7 (bpser). */
    static double bpser(double a, double b, double x, double eps, boolean log) {
        if (x == 0.) return log ? Double.NEGATIVE_INFINITY : 0.;
        double ans, z;
        double a0 = Math.min(a, b);
        if (a0 >= 1.) {
            z = a * ExpLog.log(x) - betaln(a, b);
            ans = log ? z - ExpLog.log(a) : ExpLog.exp(z) / a;
        } else {
            double b0 = Math.max(a, b);
            if (b0 < 8.) {
                if (b0 <= 1.) {
                    if (log) {
                        ans = a * ExpLog.log(x);
                    } else {
                        ans = RMath.pow(x, a);
                        if (ans == 0.) return ans;
                    }
                    double apb = a + b;
                    z = apb > 1. ? (gam1(a + b - 1.) + 1.) / apb : gam1(apb) + 1.;
                    double c = (gam1(a) + 1.) * (gam1(b) + 1.) / z;
                    if (log) ans += ExpLog.log(c * (b / apb));
                    else ans *= c * (b / apb);
                } else {
                    double u = gamln1(a0);
                    int m = (int) (b0 - 1.);
                    if (m >= 1) {
                        double c = 1.;
                        for (int i = 1; i <= m; ++i) {
                            b0 += -1.;
                            c *= b0 / (a0 + b0);
                        }
                        u += ExpLog.log(c);
                    }
                    z = a * ExpLog.log(x) - u;
                    b0 += -1.;
                    double apb = a0 + b0;
                    double t = apb > 1. ? (gam1(a0 + b0 - 1.) + 1.) / apb : gam1(apb) + 1.;
                    ans = log ? z + ExpLog.log(a0 / a) + Log1p.log1p(gam1(b0)) - ExpLog.log(t)
                            : ExpLog.exp(z) * (a0 / a) * (gam1(b0) + 1.) / t;
                }
            } else {
                double u = gamln1(a0) + algdiv(a0, b0);
                z = a * ExpLog.log(x) - u;
                ans = log ? z + ExpLog.log(a0 / a) : a0 / a * ExpLog.exp(z);
            }
        }
        if (ans == (log ? Double.NEGATIVE_INFINITY : 0.) || (!log && a <= eps * 0.1)) return ans;
        // the series, alternating while n < b
        double tol = eps / a, n = 0., sum = 0., w, c = 1.;
        do {
            n += 1.;
            c *= (0.5 - b / n + 0.5) * x;
            w = c / (a + n);
            sum += w;
        } while (n < 1e7 && Math.abs(w) > tol);
        // warned only where the result seems to matter
        if (Math.abs(w) > tol && (log ? !(a * sum > -1. && Math.abs(Log1p.log1p(a * sum)) < eps * Math.abs(ans)) : Math.abs(a * sum + 1.) != 1.)) {
            MathWarnings.warn(" bpser(a=" + MathWarnings.g(a) + ", b=" + MathWarnings.g(b) + ", x=" + MathWarnings.g(x)
                    + ",...) did not converge (n=1e7, |w|/tol=" + MathWarnings.g(Math.abs(w) / tol) + " > 1; A=" + MathWarnings.g(ans) + ")");
        }
        if (log) {
            if (a * sum > -1.) return ans + Log1p.log1p(a * sum);
            if (ans > Double.NEGATIVE_INFINITY) {
                MathWarnings.warn("pbeta(*, log.p=TRUE) -> bpser(a=" + MathWarnings.g(a) + ", b=" + MathWarnings.g(b) + ", x="
                        + MathWarnings.g(x) + ",...) underflow to -Inf");
            }
            return Double.NEGATIVE_INFINITY;
        }
        return a * sum > -1. ? ans * (a * sum + 1.) : 0.;
    }

    /** I_x(a, b) - I_x(a + n, b) for a positive integer n (bup). */
    static double bup(double a, double b, double x, double y, int n, double eps, boolean log) {
        double apb = a + b, ap1 = a + 1., d;
        int mu, k;
        if (n > 1 && a >= 1. && apb >= ap1 * 1.1) {
            mu = (int) Math.abs(TomsElementary.EXPARG_MIN);
            k = (int) TomsElementary.EXPARG_MAX;
            if (mu > k) mu = k;
            d = ExpLog.exp(-(double) mu);
        } else {
            mu = 0;
            d = 1.;
        }
        double ret = log ? BetaFactors.brcmp1(mu, a, b, x, y, true) - ExpLog.log(a)
                : BetaFactors.brcmp1(mu, a, b, x, y, false) / a;
        if (n == 1 || (log && ret == Double.NEGATIVE_INFINITY) || (!log && ret == 0.)) return ret;
        int nm1 = n - 1;
        double w = d;
        // k: the index of the largest term
        k = 0;
        if (b > 1.) {
            if (y > 1e-4) {
                double r = (b - 1.) * x / y - a;
                if (r >= 1.) k = r < nm1 ? (int) r : nm1;
            } else {
                k = nm1;
            }
            for (int i = 0; i < k; ++i) {
                double l = i;
                d *= (apb + l) / (ap1 + l) * x;
                w += d;
            }
        }
        for (int i = k; i < nm1; ++i) {
            double l = i;
            d *= (apb + l) / (ap1 + l) * x;
            w += d;
            if (d <= eps * w) break;
        }
        return log ? ret + ExpLog.log(w) : ret * w;
    }
}
