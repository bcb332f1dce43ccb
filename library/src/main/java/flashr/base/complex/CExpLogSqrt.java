package flashr.base.complex;

import flashr.engine.fn.math.Atan;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Hypot;
import flashr.engine.fn.math.Log1p;
import flashr.engine.fn.math.SinCos;

/**
 * The C library's complex exponential, logarithm and square root (glibc 2.36's s_cexp, s_clog and
 * s_csqrt templates, which R's exp, log and sqrt of complex numbers call, and its casin and cacos
 * build on), ported from that published source on the ports of the real functions glibc calls:
 * cexp by sincos and exp, in steps of exp(709) beyond it; clog's log|z| by log1p near the unit
 * circle (|z|^2 - 1 by {@link #x2y2m1} there) and by log(hypot) elsewhere, scaled at the ends of
 * the range; csqrt by the half-angle forms with hypot, the smaller part from 2 Re Im = Im z,
 * scaled near overflow and underflow. The library builds them without fused operations.
 */
public final class CExpLogSqrt {
    private CExpLogSqrt() {}

    /** (int) ((DBL_MAX_EXP - 1) ln 2): exp overflows beyond it. */
    private static final int T = 709;
    private static final double MIN = Double.MIN_NORMAL, MAX = Double.MAX_VALUE, EPS = 0x1p-52;
    private static final double PI = 0x1.921fb54442d18p+1, LN2 = 0x1.62e42fefa39efp-1;

    public static void exp(double x, double y, double[] out) {
        if (Double.isFinite(x)) {
            if (!Double.isFinite(y)) {
                out[0] = Double.NaN;
                out[1] = Double.NaN;
                return;
            }
            double s = Math.abs(y) > MIN ? SinCos.sin(y) : y, c = Math.abs(y) > MIN ? SinCos.cos(y) : 1;
            if (x > T) {
                double expT = ExpLog.exp(T);
                x -= T;
                s *= expT;
                c *= expT;
                if (x > T) {
                    x -= T;
                    s *= expT;
                    c *= expT;
                }
            }
            if (x > T) {
                out[0] = MAX * c;
                out[1] = MAX * s;
            } else {
                double e = ExpLog.exp(x);
                out[0] = e * c;
                out[1] = e * s;
            }
        } else if (Double.isInfinite(x)) {
            if (Double.isFinite(y)) {
                double value = x < 0 ? 0 : Double.POSITIVE_INFINITY;
                if (y == 0) {
                    out[0] = value;
                    out[1] = y;
                } else {
                    double s = Math.abs(y) > MIN ? SinCos.sin(y) : y, c = Math.abs(y) > MIN ? SinCos.cos(y) : 1;
                    out[0] = Math.copySign(value, c);
                    out[1] = Math.copySign(value, s);
                }
            } else if (x > 0) {
                out[0] = Double.POSITIVE_INFINITY;
                out[1] = y - y;
            } else {
                out[0] = 0;
                out[1] = Math.copySign(0.0, y);
            }
        } else {
            out[0] = Double.NaN;
            out[1] = y == 0 ? y : Double.NaN;
        }
    }

    public static void log(double x, double y, double[] out) {
        if (x == 0 && y == 0) {
            double im = Double.doubleToRawLongBits(x) < 0 ? PI : 0;
            out[1] = Math.copySign(im, y);
            out[0] = -1 / Math.abs(x);
            return;
        }
        if (Double.isNaN(x) || Double.isNaN(y)) {
            out[1] = Double.NaN;
            out[0] = Double.isInfinite(x) || Double.isInfinite(y) ? Double.POSITIVE_INFINITY : Double.NaN;
            return;
        }
        double ax = Math.abs(x), ay = Math.abs(y);
        int scale = 0;
        if (ax < ay) {
            double t = ax;
            ax = ay;
            ay = t;
        }
        if (ax > MAX / 2) {
            scale = -1;
            ax = Math.scalb(ax, scale);
            ay = ay >= MIN * 2 ? Math.scalb(ay, scale) : 0;
        } else if (ax < MIN && ay < MIN) {
            scale = 53;
            ax = Math.scalb(ax, scale);
            ay = Math.scalb(ay, scale);
        }
        double re;
        if (ax == 1 && scale == 0) {
            re = Log1p.log1p(ay * ay) / 2;
        } else if (ax > 1 && ax < 2 && ay < 1 && scale == 0) {
            double d2m1 = (ax - 1) * (ax + 1);
            if (ay >= EPS) d2m1 += ay * ay;
            re = Log1p.log1p(d2m1) / 2;
        } else if (ax < 1 && ax >= 0.5 && ay < EPS / 2 && scale == 0) {
            re = Log1p.log1p((ax - 1) * (ax + 1)) / 2;
        } else if (ax < 1 && ax >= 0.5 && scale == 0 && ax * ax + ay * ay >= 0.5) {
            re = Log1p.log1p(x2y2m1(ax, ay)) / 2;
        } else {
            re = ExpLog.log(Hypot.hypot(ax, ay)) - scale * LN2;
        }
        out[0] = re;
        out[1] = Atan.atan2(y, x);
    }

    public static void sqrt(double x, double y, double[] out) {
        boolean xFinite = Double.isFinite(x), yFinite = Double.isFinite(y);
        if (!xFinite || !yFinite) {
            if (Double.isInfinite(y)) {
                out[0] = Double.POSITIVE_INFINITY;
                out[1] = y;
            } else if (Double.isInfinite(x)) {
                if (x < 0) {
                    out[0] = Double.isNaN(y) ? Double.NaN : 0;
                    out[1] = Math.copySign(Double.POSITIVE_INFINITY, y);
                } else {
                    out[0] = x;
                    out[1] = Double.isNaN(y) ? Double.NaN : Math.copySign(0.0, y);
                }
            } else {
                out[0] = Double.NaN;
                out[1] = Double.NaN;
            }
            return;
        }
        if (y == 0) {
            if (x < 0) {
                out[0] = 0;
                out[1] = Math.copySign(Math.sqrt(-x), y);
            } else {
                out[0] = Math.abs(Math.sqrt(x));
                out[1] = Math.copySign(0.0, y);
            }
            return;
        }
        if (x == 0) {
            double r = Math.abs(y) >= 2 * MIN ? Math.sqrt(0.5 * Math.abs(y)) : 0.5 * Math.sqrt(2 * Math.abs(y));
            out[0] = r;
            out[1] = Math.copySign(r, y);
            return;
        }
        int scale = 0;
        if (Math.abs(x) > MAX / 4) {
            scale = 1;
            x = Math.scalb(x, -2);
            y = Math.scalb(y, -2);
        } else if (Math.abs(y) > MAX / 4) {
            scale = 1;
            x = Math.abs(x) >= 4 * MIN ? Math.scalb(x, -2) : 0;
            y = Math.scalb(y, -2);
        } else if (Math.abs(x) < 2 * MIN && Math.abs(y) < 2 * MIN) {
            scale = -27;
            x = Math.scalb(x, 54);
            y = Math.scalb(y, 54);
        }
        double d = Hypot.hypot(x, y), r, s;
        if (x > 0) {
            r = Math.sqrt(0.5 * (d + x));
            if (scale == 1 && Math.abs(y) < 1) {
                s = y / r;
                r = Math.scalb(r, scale);
                scale = 0;
            } else {
                s = 0.5 * (y / r);
            }
        } else {
            s = Math.sqrt(0.5 * (d - x));
            if (scale == 1 && Math.abs(y) < 1) {
                r = Math.abs(y / s);
                s = Math.scalb(s, scale);
                scale = 0;
            } else {
                r = Math.abs(0.5 * (y / s));
            }
        }
        if (scale != 0) {
            r = Math.scalb(r, scale);
            s = Math.scalb(s, scale);
        }
        out[0] = r;
        out[1] = Math.copySign(s, y);
    }

    /**
     * x^2 + y^2 - 1 for 1 > x >= y >= eps/2 and x^2 + y^2 >= 1/2, as glibc's x2y2m1.c: the two
     * squares split exactly into head and tail, then with -1 added up smallest first, each sum
     * split again (Dekker) and the terms re-sorted by magnitude (its qsort is a stable merge sort).
     */
    public static double x2y2m1(double x, double y) {
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
