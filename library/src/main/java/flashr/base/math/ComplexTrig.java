package flashr.base.math;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Hyperbolic;
import flashr.engine.fn.math.SinCos;

/**
 * The C library's complex sin, cos, tan, sinh, cosh and tanh (glibc 2.36's s_csin, s_ccos, s_ctan,
 * s_csinh, s_ccosh and s_ctanh templates, which R's sin, cos, tan and the hyperbolic ones call for
 * complex arguments), ported from that published source: their special cases (infinite and NaN
 * parts, signed zeros), their guards against overflow beyond exp(709) and the forms they compute
 * with, on the real functions glibc calls (sincos, exp, sinh, cosh), whose ports flashr has, so
 * the results are R's bits. The library builds these without fused operations. Results go to
 * {@code out[0]} (real) and {@code out[1]} (imaginary).
 */
final class ComplexTrig {
    private ComplexTrig() {}

    /** (int) ((DBL_MAX_EXP - 1) ln 2): beyond it cosh and sinh overflow; half of it for tan. */
    private static final int T = 709, T2 = 354;
    private static final double MIN = Double.MIN_NORMAL, MAX = Double.MAX_VALUE, EPS = 0x1p-52;
    private static final double INF = Double.POSITIVE_INFINITY, NAN = Double.NaN;

    static void sin(double x, double y, double[] out) {
        boolean negate = signbit(x);
        double rx = Math.abs(x);
        if (Double.isFinite(y)) {
            if (Double.isFinite(rx)) {
                double s = rx > MIN ? SinCos.sin(rx) : rx, c = rx > MIN ? SinCos.cos(rx) : 1;
                if (negate) s = -s;
                if (Math.abs(y) > T) {
                    if (signbit(y)) c = -c;
                    large(Math.abs(y), s, c, out);
                } else {
                    out[0] = Hyperbolic.cosh(y) * s;
                    out[1] = Hyperbolic.sinh(y) * c;
                }
            } else if (y == 0) {
                out[0] = rx - rx;
                out[1] = y;
            } else {
                out[0] = NAN;
                out[1] = NAN;
            }
        } else if (Double.isInfinite(y)) {
            if (rx == 0) {
                out[0] = negate ? -0.0 : 0.0;
                out[1] = y;
            } else if (Double.isFinite(rx)) {
                double s = rx > MIN ? SinCos.sin(rx) : rx, c = rx > MIN ? SinCos.cos(rx) : 1;
                out[0] = Math.copySign(INF, s);
                out[1] = Math.copySign(INF, c);
                if (negate) out[0] = -out[0];
                if (signbit(y)) out[1] = -out[1];
            } else {
                out[0] = rx - rx;
                out[1] = INF;
            }
        } else {
            out[0] = rx == 0 ? (negate ? -0.0 : 0.0) : NAN;
            out[1] = NAN;
        }
    }

    /** ccos(z) is ccosh(iz), as the library computes it. */
    static void cos(double x, double y, double[] out) {
        cosh(-y, x, out);
    }

    static void sinh(double x, double y, double[] out) {
        boolean negate = signbit(x);
        double rx = Math.abs(x);
        if (Double.isFinite(rx)) {
            if (Double.isFinite(y)) {
                double s = Math.abs(y) > MIN ? SinCos.sin(y) : y, c = Math.abs(y) > MIN ? SinCos.cos(y) : 1;
                if (negate) c = -c;
                if (rx > T) {
                    large(rx, c, s, out);
                } else {
                    out[0] = Hyperbolic.sinh(rx) * c;
                    out[1] = Hyperbolic.cosh(rx) * s;
                }
            } else if (rx == 0) {
                out[0] = negate ? -0.0 : 0.0;
                out[1] = y - y;
            } else {
                out[0] = NAN;
                out[1] = NAN;
            }
        } else if (Double.isInfinite(rx)) {
            if (Double.isFinite(y) && y != 0) {
                double s = Math.abs(y) > MIN ? SinCos.sin(y) : y, c = Math.abs(y) > MIN ? SinCos.cos(y) : 1;
                out[0] = Math.copySign(INF, c);
                out[1] = Math.copySign(INF, s);
                if (negate) out[0] = -out[0];
            } else if (y == 0) {
                out[0] = negate ? -INF : INF;
                out[1] = y;
            } else {
                out[0] = INF;
                out[1] = y - y;
            }
        } else {
            out[0] = NAN;
            out[1] = y == 0 ? y : NAN;
        }
    }

    static void cosh(double x, double y, double[] out) {
        if (Double.isFinite(x)) {
            if (Double.isFinite(y)) {
                double s = Math.abs(y) > MIN ? SinCos.sin(y) : y, c = Math.abs(y) > MIN ? SinCos.cos(y) : 1;
                if (Math.abs(x) > T) {
                    if (signbit(x)) s = -s;
                    large(Math.abs(x), c, s, out);
                } else {
                    out[0] = Hyperbolic.cosh(x) * c;
                    out[1] = Hyperbolic.sinh(x) * s;
                }
            } else {
                out[1] = x == 0 ? 0 : NAN;
                out[0] = y - y;
            }
        } else if (Double.isInfinite(x)) {
            if (Double.isFinite(y) && y != 0) {
                double s = Math.abs(y) > MIN ? SinCos.sin(y) : y, c = Math.abs(y) > MIN ? SinCos.cos(y) : 1;
                out[0] = Math.copySign(INF, c);
                out[1] = Math.copySign(INF, s) * Math.copySign(1.0, x);
            } else if (y == 0) {
                out[0] = INF;
                out[1] = y * Math.copySign(1.0, x);
            } else {
                out[0] = INF;
                out[1] = y - y;
            }
        } else {
            out[0] = NAN;
            out[1] = y == 0 ? y : NAN;
        }
    }

    /**
     * exp(r) a / 2 and exp(r) b / 2 for r > 709 (cosh and sinh alike there), in steps of exp(709)
     * so that no intermediate overflows before the result does.
     */
    private static void large(double r, double a, double b, double[] out) {
        double expT = ExpLog.exp(T);
        r -= T;
        a *= expT / 2;
        b *= expT / 2;
        if (r > T) {
            r -= T;
            a *= expT;
            b *= expT;
        }
        if (r > T) {
            out[0] = MAX * a;
            out[1] = MAX * b;
        } else {
            double e = ExpLog.exp(r);
            out[0] = e * a;
            out[1] = e * b;
        }
    }

    static void tan(double x, double y, double[] out) {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            if (Double.isInfinite(y)) {
                if (Double.isFinite(x) && Math.abs(x) > 1) out[0] = Math.copySign(0.0, SinCos.sin(x) * SinCos.cos(x));
                else out[0] = Math.copySign(0.0, x);
                out[1] = Math.copySign(1.0, y);
            } else if (x == 0) {
                out[0] = x;
                out[1] = y;
            } else {
                out[0] = NAN;
                out[1] = y == 0 ? y : NAN;
            }
            return;
        }
        double s = Math.abs(x) > MIN ? SinCos.sin(x) : x, c = Math.abs(x) > MIN ? SinCos.cos(x) : 1;
        if (Math.abs(y) > T2) {
            // the imaginary part is +-1, the real part 4 sin(x) cos(x) / exp(2|y|), divided in steps
            double exp2t = ExpLog.exp(2 * T2);
            out[1] = Math.copySign(1.0, y);
            double re = 4 * s * c, ay = Math.abs(y) - T2;
            re /= exp2t;
            out[0] = ay > T2 ? re / exp2t : re / ExpLog.exp(2 * ay);
            return;
        }
        double sh = Math.abs(y) > MIN ? Hyperbolic.sinh(y) : y, ch = Math.abs(y) > MIN ? Hyperbolic.cosh(y) : 1;
        double den = Math.abs(sh) > Math.abs(c) * EPS ? c * c + sh * sh : c * c;
        out[0] = s * c / den;
        out[1] = sh * ch / den;
    }

    /** ctanh(x + iy) is the library's ctan(y + ix) with the parts swapped, operation for operation. */
    static void tanh(double x, double y, double[] out) {
        tan(y, x, out);
        double r = out[0];
        out[0] = out[1];
        out[1] = r;
    }

    static boolean signbit(double v) {
        return Double.doubleToRawLongBits(v) < 0;
    }
}
