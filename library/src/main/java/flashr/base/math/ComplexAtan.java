package flashr.base.math;

import flashr.base.complex.CExpLogSqrt;
import flashr.engine.fn.math.Atan;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Hypot;
import flashr.engine.fn.math.Log1p;

/**
 * The C library's complex arctangent (glibc 2.36's s_catan template, which R's atan and atanh of
 * complex arguments call off R's own branch-cut formula), ported from that published source: the
 * real part half the atan2 of 2x and 1 - x^2 - y^2 (that difference computed without cancellation
 * near the unit circle by glibc's x2y2m1),
 * the imaginary part a quarter of the log of |z + i|^2 / |z - i|^2 (by log1p where that is near
 * 1), and glibc's forms for huge arguments and its special cases. Built without fused operations.
 */
final class ComplexAtan {
    private ComplexAtan() {}

    private static final double EPS = 0x1p-52, PI_2 = 0x1.921fb54442d18p+0, LN2 = 0x1.62e42fefa39efp-1;

    static void atan(double x, double y, double[] out) {
        boolean xNaN = Double.isNaN(x), yNaN = Double.isNaN(y), xInf = Double.isInfinite(x), yInf = Double.isInfinite(y);
        if (xNaN || yNaN || xInf || yInf) {
            if (xInf) {
                out[0] = Math.copySign(PI_2, x);
                out[1] = Math.copySign(0.0, y);
            } else if (yInf) {
                out[0] = xNaN ? Double.NaN : Math.copySign(PI_2, x);
                out[1] = Math.copySign(0.0, y);
            } else if (y == 0) {
                out[0] = Double.NaN;
                out[1] = Math.copySign(0.0, y);
            } else {
                out[0] = Double.NaN;
                out[1] = Double.NaN;
            }
            return;
        }
        if (x == 0 && y == 0) {
            out[0] = x;
            out[1] = y;
            return;
        }
        if (Math.abs(x) >= 16 / EPS || Math.abs(y) >= 16 / EPS) {
            out[0] = Math.copySign(PI_2, x);
            if (Math.abs(x) <= 1) {
                out[1] = 1 / y;
            } else if (Math.abs(y) <= 1) {
                out[1] = y / x / x;
            } else {
                double h = Hypot.hypot(x / 2, y / 2);
                out[1] = y / h / h / 4;
            }
            return;
        }
        double ax = Math.abs(x), ay = Math.abs(y);
        if (ax < ay) {
            double t = ax;
            ax = ay;
            ay = t;
        }
        double den;
        if (ay < EPS / 2) {
            den = (1 - ax) * (1 + ax);
            if (den == 0) den = 0;   // not -0
        } else if (ax >= 1) {
            den = (1 - ax) * (1 + ax) - ay * ay;
        } else if (ax >= 0.75 || ay >= 0.5) {
            den = -CExpLogSqrt.x2y2m1(ax, ay);
        } else {
            den = (1 - ax) * (1 + ax) - ay * ay;
        }
        out[0] = 0.5 * Atan.atan2(2 * x, den);
        if (Math.abs(y) == 1 && Math.abs(x) < EPS * EPS) {
            out[1] = Math.copySign(0.5, y) * (LN2 - ExpLog.log(Math.abs(x)));
            return;
        }
        double r2 = Math.abs(x) >= EPS * EPS ? x * x : 0;
        double num = y + 1;
        num = r2 + num * num;
        double d = y - 1;
        d = r2 + d * d;
        double f = num / d;
        out[1] = f < 0.5 ? 0.25 * ExpLog.log(f) : 0.25 * Log1p.log1p(4 * y / d);
    }
}
