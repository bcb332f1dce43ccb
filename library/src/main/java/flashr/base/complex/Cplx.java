package flashr.base.complex;

import flashr.engine.fn.math.Hypot;

/**
 * Complex arithmetic on pairs of doubles, in the order of operations of R's C code (which uses
 * C99's complex type): results are written to {@code out[0]} (real) and {@code out[1]} (imaginary).
 */
public final class Cplx {
    private Cplx() {}

    public static void mul(double ar, double ai, double br, double bi, double[] out) {
        out[0] = ar * br - ai * bi;
        out[1] = ar * bi + ai * br;
    }

    /** R's {@code complex_div}: Smith's algorithm, scaling by the larger part of the divisor. */
    public static void div(double ar, double ai, double br, double bi, double[] out) {
        if (br == 0 && bi == 0 && (!Double.isNaN(ar) || !Double.isNaN(ai))) { // C99's infinities, not NaN
            out[0] = Math.copySign(Double.POSITIVE_INFINITY, br) * ar;
            out[1] = Math.copySign(Double.POSITIVE_INFINITY, br) * ai;
            return;
        }
        double abr = Math.abs(br), abi = Math.abs(bi);
        if (abr <= abi) {
            double ratio = br / bi;
            double den = bi * (1 + ratio * ratio);
            out[0] = (ar * ratio + ai) / den;
            out[1] = (ai * ratio - ar) / den;
        } else {
            double ratio = bi / br;
            double den = br * (1 + ratio * ratio);
            out[0] = (ar + ai * ratio) / den;
            out[1] = (ai - ar * ratio) / den;
        }
    }

    /** R's {@code mycpow}: 0^y by R_pow, whole powers by repeated squaring, others as exp(y log x). */
    public static void pow(double xr, double xi, double yr, double yi, double[] out) {
        if (xr == 0 && xi == 0) {
            if (yi == 0) {
                out[0] = flashr.engine.fn.RMath.pow(0.0, yr);
                out[1] = 0;
            } else {
                out[0] = Double.NaN;
                out[1] = Double.NaN;
            }
            return;
        }
        if (yi == 0 && yr == (int) yr && Math.abs((int) yr) <= 65536) {
            powInt(xr, xi, (int) yr, out);
            return;
        }
        if (Double.isNaN(xr) || Double.isNaN(xi) || Double.isNaN(yr) || Double.isNaN(yi)) {
            out[0] = xr + xi + yr + yi;
            out[1] = out[0];
            return;
        }
        log(xr, xi, out);
        double lr = out[0], li = out[1];
        exp(yr * lr - yi * li, yr * li + yi * lr, out);
    }

    private static void powInt(double xr, double xi, int k, double[] out) {
        if (k == 0) {
            out[0] = 1;
            out[1] = 0;
        } else if (k == 1) {
            out[0] = xr;
            out[1] = xi;
        } else if (k < 0) {
            powInt(xr, xi, -k, out);
            div(1, 0, out[0], out[1], out);
        } else {
            double zr = 1, zi = 0;
            while (k > 0) {
                if ((k & 1) != 0) {
                    double t = zr * xr - zi * xi;
                    zi = zr * xi + zi * xr;
                    zr = t;
                }
                if (k == 1) break;
                k >>= 1;
                double t = xr * xr - xi * xi;
                xi = 2 * xr * xi;
                xr = t;
            }
            out[0] = zr;
            out[1] = zi;
        }
    }

    /** R's Mod: C's cabs, the C library's hypot. */
    public static double abs(double re, double im) {
        return Hypot.hypot(re, im);
    }

    /** C's clog, the C library's (R's log of a complex number calls it). */
    public static void log(double re, double im, double[] out) {
        CExpLogSqrt.log(re, im, out);
    }

    /** C's cexp, the C library's. */
    public static void exp(double re, double im, double[] out) {
        CExpLogSqrt.exp(re, im, out);
    }

    /** The principal square root: C's csqrt, the C library's. */
    public static void sqrt(double re, double im, double[] out) {
        CExpLogSqrt.sqrt(re, im, out);
    }
}
