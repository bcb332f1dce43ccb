package flashr.base.math;

import flashr.engine.fn.math.Atan;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Hypot;
import flashr.engine.fn.math.Log1p;

/**
 * The C library's complex logarithm and square root (glibc 2.36's s_clog and s_csqrt templates),
 * ported from that published source for {@link ComplexAsin}, whose casin and cacos are built on
 * them: clog's log|z| by log1p near the unit circle (|z|^2 - 1 from {@link ComplexAtan#x2y2m1}
 * there) and by log(hypot) elsewhere, scaled at the ends of the range; csqrt by the half-angle
 * forms with hypot, the smaller part from 2 Re Im = Im z, scaled near overflow and underflow.
 */
final class ComplexLogSqrt {
    private ComplexLogSqrt() {}

    private static final double MIN = Double.MIN_NORMAL, MAX = Double.MAX_VALUE, EPS = 0x1p-52;
    private static final double PI = 0x1.921fb54442d18p+1, LN2 = 0x1.62e42fefa39efp-1;

    static void log(double x, double y, double[] out) {
        if (x == 0 && y == 0) {
            double im = ComplexTrig.signbit(x) ? PI : 0;
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
            re = Log1p.log1p(ComplexAtan.x2y2m1(ax, ay)) / 2;
        } else {
            re = ExpLog.log(Hypot.hypot(ax, ay)) - scale * LN2;
        }
        out[0] = re;
        out[1] = Atan.atan2(y, x);
    }

    static void sqrt(double x, double y, double[] out) {
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
}
