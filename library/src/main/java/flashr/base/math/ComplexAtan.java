package flashr.base.math;

import flashr.engine.fn.math.Atan;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Hypot;
import flashr.engine.fn.math.Log1p;

/**
 * The C library's complex arctangent (glibc 2.36's s_catan template, which R's atan and atanh of
 * complex arguments call off R's own branch-cut formula), ported from that published source: the
 * real part half the atan2 of 2x and 1 - x^2 - y^2 (that difference computed without cancellation
 * near the unit circle, as glibc's x2y2m1.c does, exactly, by sorting and adding split products),
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
            den = -x2y2m1(ax, ay);
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

    /**
     * x^2 + y^2 - 1 for 1 > x >= y >= eps/2 and x^2 + y^2 >= 1/2, as glibc's x2y2m1.c: the two
     * squares split exactly into head and tail, then with -1 added up smallest first, each sum
     * split again (Dekker) and the terms re-sorted by magnitude (its qsort is a stable merge sort).
     */
    static double x2y2m1(double x, double y) {
        double[] v = new double[5];
        v[1] = x * x;
        v[0] = Math.fma(x, x, -v[1]);
        v[3] = y * y;
        v[2] = Math.fma(y, y, -v[3]);
        v[4] = -1.0;
        sortByMagnitude(v, 0);
        for (int i = 0; i <= 3; i++) {
            double hi = v[i + 1] + v[i];
            double lo = (v[i + 1] - hi) + v[i];
            v[i + 1] = hi;
            v[i] = lo;
            sortByMagnitude(v, i + 1);
        }
        return v[4] + v[3] + v[2] + v[1] + v[0];
    }

    /** Stable insertion sort of v[from..] by |v|. */
    private static void sortByMagnitude(double[] v, int from) {
        for (int i = from + 1; i < v.length; i++) {
            double e = v[i];
            int j = i - 1;
            while (j >= from && Math.abs(v[j]) > Math.abs(e)) {
                v[j + 1] = v[j];
                j--;
            }
            v[j + 1] = e;
        }
    }
}
