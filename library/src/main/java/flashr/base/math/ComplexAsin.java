package flashr.base.math;

import flashr.base.complex.CExpLogSqrt;
import flashr.engine.fn.math.Atan;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Hypot;
import flashr.engine.fn.math.Log1p;

/**
 * The C library's complex arcsine and arccosine (glibc 2.36's s_casin, s_cacos, s_casinh and
 * k_casinh templates, which R's asin, acos, asinh and acosh of complex arguments call off R's own
 * real-axis formulas), ported from that published source: both reduce to asinh of a first-quadrant
 * argument, computed by whichever of glibc's forms avoids cancellation there (log1p and atan2
 * near the branch points, log(|x| + hypot) and atan2 on the axes, clog(z + csqrt(1 + z^2))
 * elsewhere, clog(2z) for huge z), the result's signs restored from the argument's.
 */
final class ComplexAsin {
    private ComplexAsin() {}

    private static final double EPS = 0x1p-52, PI_2 = 0x1.921fb54442d18p+0, PI_4 = 0x1.921fb54442d18p-1,
            LN2 = 0x1.62e42fefa39efp-1, INF = Double.POSITIVE_INFINITY;

    static void asin(double x, double y, double[] out) {
        if (Double.isNaN(x) || Double.isNaN(y)) {
            if (x == 0) {
                out[0] = x;
                out[1] = y;
            } else if (Double.isInfinite(x) || Double.isInfinite(y)) {
                out[0] = Double.NaN;
                out[1] = Math.copySign(INF, y);
            } else {
                out[0] = Double.NaN;
                out[1] = Double.NaN;
            }
            return;
        }
        asinh(-y, x, out);
        double r = out[0];
        out[0] = out[1];
        out[1] = -r;
    }

    static void acos(double x, double y, double[] out) {
        if (!Double.isFinite(x) || !Double.isFinite(y) || (x == 0 && y == 0)) {
            asin(x, y, out);
            double re = PI_2 - out[0];
            out[0] = re == 0 ? 0 : re;
            out[1] = -out[1];
            return;
        }
        kernel(-y, x, true, out);
        double r = out[0];
        out[0] = out[1];
        out[1] = r;
    }

    static void asinh(double x, double y, double[] out) {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            if (Double.isInfinite(y)) {
                out[0] = Math.copySign(INF, x);
                out[1] = Double.isNaN(x) ? Double.NaN : Math.copySign(Double.isFinite(x) ? PI_2 : PI_4, y);
            } else if (!Double.isFinite(x)) {
                out[0] = x;
                out[1] = (Double.isInfinite(x) && !Double.isNaN(y)) || (Double.isNaN(x) && y == 0) ? Math.copySign(0.0, y) : Double.NaN;
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
        kernel(x, y, false, out);
    }

    /** asinh of finite nonzero x + iy, its imaginary part subtracted from pi/2 when adj (for cacos). */
    private static void kernel(double x, double y, boolean adj, double[] out) {
        double rx = Math.abs(x), ix = Math.abs(y), re, im;
        if (rx >= 1 / EPS || ix >= 1 / EPS) {
            double a = rx, b = ix;   // x + csqrt(1 + x^2) is 2x to the last bit: log(2x)
            if (adj) {
                a = Math.copySign(ix, y);
                b = rx;
            }
            CExpLogSqrt.log(a, b, out);
            re = out[0] + LN2;
            im = out[1];
        } else if (rx >= 0.5 && ix < EPS / 8) {
            double s = Hypot.hypot(1, rx);
            re = ExpLog.log(rx + s);
            im = adj ? Atan.atan2(s, y) : Atan.atan2(ix, s);
        } else if (rx < EPS / 8 && ix >= 1.5) {
            double s = Math.sqrt((ix + 1) * (ix - 1));
            re = ExpLog.log(ix + s);
            im = adj ? Atan.atan2(rx, Math.copySign(s, y)) : Atan.atan2(s, rx);
        } else if (ix > 1 && ix < 1.5 && rx < 0.5) {
            if (rx < EPS * EPS) {
                double ix2m1 = (ix + 1) * (ix - 1), s = Math.sqrt(ix2m1);
                re = Log1p.log1p(2 * (ix2m1 + ix * s)) / 2;
                im = adj ? Atan.atan2(rx, Math.copySign(s, y)) : Atan.atan2(s, rx);
            } else {
                double ix2m1 = (ix + 1) * (ix - 1), rx2 = rx * rx;
                double f = rx2 * (2 + rx2 + 2 * ix * ix);
                double d = Math.sqrt(ix2m1 * ix2m1 + f), dp = d + ix2m1, dm = f / dp;
                double r1 = Math.sqrt((dm + rx2) / 2), r2 = rx * ix / r1;
                re = Log1p.log1p(rx2 + dp + 2 * (rx * r1 + ix * r2)) / 2;
                im = adj ? Atan.atan2(rx + r1, Math.copySign(ix + r2, y)) : Atan.atan2(ix + r2, rx + r1);
            }
        } else if (ix == 1 && rx < 0.5) {
            if (rx < EPS / 8) {
                re = Log1p.log1p(2 * (rx + Math.sqrt(rx))) / 2;
                im = adj ? Atan.atan2(Math.sqrt(rx), Math.copySign(1, y)) : Atan.atan2(1, Math.sqrt(rx));
            } else {
                double d = rx * Math.sqrt(4 + rx * rx);
                double s1 = Math.sqrt((d + rx * rx) / 2), s2 = Math.sqrt((d - rx * rx) / 2);
                re = Log1p.log1p(rx * rx + d + 2 * (rx * s1 + s2)) / 2;
                im = adj ? Atan.atan2(rx + s1, Math.copySign(1 + s2, y)) : Atan.atan2(1 + s2, rx + s1);
            }
        } else if (ix < 1 && rx < 0.5) {
            if (ix >= EPS) {
                if (rx < EPS * EPS) {
                    double onemix2 = (1 + ix) * (1 - ix), s = Math.sqrt(onemix2);
                    re = Log1p.log1p(2 * rx / s) / 2;
                    im = adj ? Atan.atan2(s, y) : Atan.atan2(ix, s);
                } else {
                    double onemix2 = (1 + ix) * (1 - ix), rx2 = rx * rx;
                    double f = rx2 * (2 + rx2 + 2 * ix * ix);
                    double d = Math.sqrt(onemix2 * onemix2 + f), dp = d + onemix2, dm = f / dp;
                    double r1 = Math.sqrt((dp + rx2) / 2), r2 = rx * ix / r1;
                    re = Log1p.log1p(rx2 + dm + 2 * (rx * r1 + ix * r2)) / 2;
                    im = adj ? Atan.atan2(rx + r1, Math.copySign(ix + r2, y)) : Atan.atan2(ix + r2, rx + r1);
                }
            } else {
                double s = Hypot.hypot(1, rx);
                re = Log1p.log1p(2 * rx * (rx + s)) / 2;
                im = adj ? Atan.atan2(s, y) : Atan.atan2(ix, s);
            }
        } else {
            CExpLogSqrt.sqrt((rx - ix) * (rx + ix) + 1, 2 * rx * ix, out);
            double a = out[0] + rx, b = out[1] + ix;
            if (adj) {
                double t = a;
                a = Math.copySign(b, y);
                b = t;
            }
            CExpLogSqrt.log(a, b, out);
            re = out[0];
            im = out[1];
        }
        out[0] = Math.copySign(re, x);
        out[1] = Math.copySign(im, adj ? 1 : y);
    }
}
