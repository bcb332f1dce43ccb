package flashr.base.math;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Pow;
import flashr.engine.fn.math.SinCos;

/**
 * digamma, trigamma and psigamma as R's nmath computes them (Amos' algorithm 610, "dpsifn", for
 * one derivative at a time): the asymptotic series at a shifted argument, recurred back to x, and
 * the reflection formula below 0 (derivatives up to 5 there). The C library's exp, log and pow
 * ({@link ExpLog}, {@link Pow}), so the results are R's bits; a shorter series of its own gave
 * digamma within 1e-11 of R's, which printed differently after arithmetic.
 */
public final class Polygamma {
    private Polygamma() {}

    /** R's n_max: psigamma's highest derivative. */
    public static final int MAX_DERIV = 100;

    /** Bernoulli numbers B(0) .. B(21) as the series uses them (to 18 digits, as in Amos' code). */
    private static final double[] BERNOULLI = {
        1.00000000000000000e+00, -5.00000000000000000e-01, 1.66666666666666667e-01, -3.33333333333333333e-02,
        2.38095238095238095e-02, -3.33333333333333333e-02, 7.57575757575757576e-02, -2.53113553113553114e-01,
        1.16666666666666667e+00, -7.09215686274509804e+00, 5.49711779448621554e+01, -5.29124242424242424e+02,
        6.19212318840579710e+03, -8.65802531135531136e+04, 1.42551716666666667e+06, -2.72982310678160920e+07,
        6.01580873900642368e+08, -1.51163157670921569e+10, 4.29614643061166667e+11, -1.37116552050883328e+13,
        4.88332318973593167e+14, -1.92965793419400681e+16};

    /** Half the double epsilon: the series' tolerance (Amos' wdtol). */
    private static final double TOLERANCE = 0x1p-53;
    /** Exponent range beyond which x^-(n+1) over- or underflows (Amos' elim, with 1021 as the exponent limit). */
    private static final double EXP_LIMIT = 2.302 * (1021 * 0.30102999566398120 - 3.0);
    /** Decimal digits of a double (Amos' rln), and the series' length parameters derived from it. */
    private static final double DIGITS = Math.min(0.30102999566398120 * 53, 18.06);
    private static final double SERIES_DIGITS = Math.max(DIGITS, 3.0) - 3.0;
    private static final double SHIFT_BASE = 3.50 + 0.40 * SERIES_DIGITS;
    private static final double SHIFT_SLOPE = 0.21 + SERIES_DIGITS * (0.0006038 * SERIES_DIGITS + 0.008677);

    public static double digamma(double x) {
        if (Double.isNaN(x)) return x;
        return -scaled(x, 0);
    }

    public static double trigamma(double x) {
        if (Double.isNaN(x)) return x;
        return scaled(x, 1);
    }

    /** The n-th derivative of digamma at x (n already rounded, 0 &lt;= n &lt;= {@link #MAX_DERIV}); NaN where R's is. */
    public static double psigamma(double x, int n) {
        if (Double.isNaN(x)) return x;
        if (n < 0) return Double.NaN;
        double ans = -scaled(x, n);
        for (int k = 1; k <= n; k++) ans *= -k;
        return ans;
    }

    /**
     * dpsifn's answer for one derivative: (-1)^(n+1) / n! * psi(n, x); NaN where dpsifn reports
     * an error (overflow, or x &lt; 0 with n &gt; 5).
     */
    static double scaled(double x, int n) {
        if (x <= 0) return reflected(x, n);
        double xln = ExpLog.log(x);
        double large = 1 / (2 * Math.ulp(1.0));
        if (n == 0 && x * xln > large) return -xln;
        if (n >= 1 && x > n * large) return ExpLog.exp(-n * xln) / n;
        double t = (n + 1) * xln;
        if (Math.abs(t) > EXP_LIMIT) {
            // x^-(n+1) underflows: dpsifn gives 0; it overflows: an error
            return t <= 0 ? Double.NaN : 0;
        }
        if (x < TOLERANCE) return 1 / powInt(x, n + 1);   // R_pow_di(x, -n-1)
        int shift = (int) (SHIFT_BASE + SHIFT_SLOPE * n) + 1;
        if (n != 0) {
            double xm = -2.302 * DIGITS - Math.min(0.0, xln);
            double arg = Math.min(0.0, xm / n);
            double eps = ExpLog.exp(arg);
            xm = Math.abs(arg) < 1.0e-3 ? -arg : 1 - eps;
            double terms = x * xm / eps;
            if (shift - x > 7.0 && terms < 15.0) return directSum(x, n, xln, (int) terms + 1);
        }
        double xShifted = x, lnShifted = xln, increment = 0;
        if (x < shift) {
            increment = shift - (int) x;
            xShifted = x + increment;
            lnShifted = ExpLog.log(xShifted);
        }
        double tk = Math.max(Math.abs(n * lnShifted), Math.max(Math.abs(lnShifted + lnShifted), Math.abs(n * lnShifted + lnShifted)));
        if (tk > EXP_LIMIT) return 0;   // underflow of the only member asked for
        return asymptotic(x, n, xln, xShifted, lnShifted, increment);
    }

    /** Small x with n &gt; 0: the series sum over k of (x + k)^-(n+1), which converges fast there. */
    private static double directSum(double x, int n, double xln, int terms) {
        double s = ExpLog.exp(-(n + 1) * xln);
        double den = x;
        for (int i = 1; i <= terms; i++) {
            den += 1;
            s += Pow.pow(den, -(n + 1));
        }
        return s;
    }

    /** The asymptotic expansion at xShifted (with Bernoulli numbers), then recurred back down to x. */
    private static double asymptotic(double x, int n, double xln, double xShifted, double lnShifted, double increment) {
        double tss = ExpLog.exp(-n * lnShifted);
        double tt = 0.5 / xShifted;
        double t1 = n != 0 ? tt + 1.0 / n : tt;
        double tst = TOLERANCE * tt;
        double rxsq = 1.0 / (xShifted * xShifted);
        double t = (n + 1) * (0.5 * rxsq);
        double s = t * BERNOULLI[2];
        if (Math.abs(s) >= tst) {
            double tk = 2.0;
            for (int k = 4; k <= 22; k++) {
                t = t * ((tk + n + 1) / (tk + 1.0)) * ((tk + n) / (tk + 2.0)) * rxsq;
                double term = t * BERNOULLI[k - 1];
                if (Math.abs(term) < tst) break;
                s += term;
                tk += 2;
            }
        }
        s = (s + t1) * tss;
        if (increment == 0) return n == 0 ? s - lnShifted : s;
        int steps = (int) increment;
        if (steps > MAX_DERIV) return Double.NaN;
        if (n == 0) {
            // digamma: the recurrence's reciprocals added smallest first (R's PR#13714)
            for (int i = 1; i <= steps; i++) s += 1.0 / (x + (steps - i));
            return s - lnShifted;
        }
        double xm = increment - 1.0, fx = x + xm;
        for (int i = 1; i <= steps; i++) {
            s += Pow.pow(fx, -(n + 1));
            xm -= 1;
            fx = x + xm;
        }
        return s;
    }

    /**
     * x &lt;= 0 by the reflection formula psi(n, x) = (-1)^n psi(n, 1 - x) - pi^(n+1) d^n/dx^n cot(pi x):
     * +Inf or NaN at the non-positive integers by n's parity, NaN for n &gt; 5 (as R).
     */
    private static double reflected(double x, int n) {
        if (x == Math.rint(x)) return n % 2 != 0 ? Double.POSITIVE_INFINITY : Double.NaN;
        double ans = scaled(1 - x, n);
        if (n > 5) return Double.NaN;
        double px = x * Math.PI;
        double powPi = 1, factorial = 1, sign = 1;
        for (int k = 0; k <= n; k++, sign = -sign) {
            powPi *= Math.PI;
            if (k >= 2) factorial *= k;
            if (k == n) ans = sign * (ans + powPi / factorial * cotDerivative(px, k));
        }
        return ans;
    }

    /** The n-th derivative of cot at x, n &lt;= 5 (R's d_n_cot, with R_pow_di's integer powers as products). */
    private static double cotDerivative(double x, int n) {
        double sin = SinCos.sin(x), cos = SinCos.cos(x);   // the C library's, as R's
        return switch (n) {
            case 0 -> cos / sin;
            case 1 -> -1 / (sin * sin);
            case 2 -> 2 * cos / (sin * sin * sin);
            case 3 -> {
                double sin2 = sin * sin;
                yield -2 * (3 - 2 * sin2) / (sin2 * sin2);
            }
            case 4 -> 8 * cos * (cos * cos + 2) / powInt(sin, 5);
            default -> {
                double cos2 = cos * cos;
                yield -8 * (2 * (cos2 * cos2) + 11 * cos2 + 2) / powInt(sin, 6);
            }
        };
    }

    /** R_pow_di for n &gt;= 0: x^n by repeated squaring, as R's C does it. */
    private static double powInt(double x, int n) {
        double r = 1, base = x;
        for (int k = n; k != 0; k >>= 1) {
            if ((k & 1) != 0) r *= base;
            base *= base;
        }
        return r;
    }
}
