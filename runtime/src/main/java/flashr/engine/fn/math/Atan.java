package flashr.engine.fn.math;

/**
 * The C library's atan and atan2 (glibc 2.34 and later, IBM's s_atan.c and e_atan2.c without
 * their multi-precision fallbacks, as built for processors with fused multiply-add: the variant
 * glibc's ifunc picks on x86-64 with FMA and AVX2; R's atan, atan2 and pcauchy call them), bit for
 * bit. Java's Math.atan/atan2 (fdlibm) differ from them in the last bit on about 1 argument in
 * 10000. A product is fused with an addition exactly where the library's compiler fused it (read
 * from its intermediate code), which is not everywhere it could have been.
 *
 * <p>atan by |x|: below 1.29e-8 x; to 1/16 an odd polynomial; to 1 a table point x_i near |x|
 * ({@link AtanTable}) and a polynomial in |x| - x_i; to 16 the same for 1/|x| (its rounding error
 * carried) and pi/2 less that; to 5.8e15 pi/2 less the polynomial of 1/|x|; beyond, pi/2. atan2
 * reduces to the same two methods for the smaller of |y|/|x| and |x|/|y| (as a double-double),
 * then adds or subtracts from pi/2 or pi by the quadrant.
 */
public final class Atan {
    private Atan() {}

    private static final double D3 = -0x1.5555555555555p-2, D5 = 0x1.99999999997fdp-3, D7 = -0x1.24924923f7603p-3,
            D9 = 0x1.c71c6e5129a3bp-4, D11 = -0x1.7458022b13c25p-4, D13 = 0x1.375f08b31cbcep-4;
    private static final double A = 0x1.bb67ap-27, B = 0x1p-4, C = 1.0, D = 16.0, E = 0x1.49ff2p52;
    /** pi/2, pi, 3pi/4 and pi/4 as doubles, and what pi/2 and pi lack. */
    private static final double HPI = 0x1.921fb54442d18p+0, HPI1 = 0x1.1a62633145c07p-54,
            OPI = 0x1.921fb54442d18p+1, OPI1 = 0x1.1a62633145c07p-53,
            TQPI = 0x1.2d97c7f3321d2p+1, QPI = 0x1.921fb54442d18p-1;
    private static final double TWO52 = 0x1p52, TWO500 = 0x1p500, TWOM500 = 0x1p-500;
    /** Exponent differences (in the high word) past which the ratio's atan is 0 or pi/2 to the last bit. */
    private static final int EP = 59768832, EM = -59768832;

    public static double atan(double x) {
        if (x != x) return x;
        double u = x < 0 ? -x : x;
        if (u < B) {
            if (u < A) return x;
            double v = x * x;
            return Math.fma(x * v, odd(v), x);
        }
        if (u < C) {
            int i = row(u);
            double z = u - AtanTable.CIJ[7 * i];
            return Math.copySign(Math.fma(z, series(i, z), AtanTable.CIJ[7 * i + 1]), x);
        }
        if (u < D) {
            double w = 1 / u;
            double t1 = u * w, t2 = Math.fma(u, w, -t1);
            int i = row(w);
            double z = Math.fma((1 - t1) - t2, w, w - AtanTable.CIJ[7 * i]);
            double yy = Math.fma(-z, series(i, z), HPI1);
            return Math.copySign(yy + (HPI - AtanTable.CIJ[7 * i + 1]), x);
        }
        if (u < E) {
            double w = 1 / u;
            double v = w * w;
            double t1 = u * w, t2 = Math.fma(u, w, -t1);
            double yy = (w * v) * odd(v);
            double ww = ((1 - t1) - t2) * w;
            double t3 = HPI - w;
            double cor = Math.abs(w) < HPI ? (HPI - t3) - w : HPI - (w + t3);
            yy = ((HPI1 + cor) - ww) - yy;
            return Math.copySign(t3 + yy, x);
        }
        return x > 0 ? HPI : -HPI;
    }

    public static double atan2(double y, double x) {
        long bx = Double.doubleToRawLongBits(x), by = Double.doubleToRawLongBits(y);
        int ux = (int) (bx >>> 32), dx = (int) bx, uy = (int) (by >>> 32), dy = (int) by;
        if (x != x) return x + y;
        if (y != y) return y + y;
        if (y == 0) {
            if (ux >= 0) return y;
            return uy >= 0 ? OPI : -OPI;
        }
        if (x == 0) return uy >= 0 ? HPI : -HPI;
        if (x == Double.POSITIVE_INFINITY) {
            if (y == Double.POSITIVE_INFINITY) return QPI;
            if (y == Double.NEGATIVE_INFINITY) return -QPI;
            return uy >= 0 ? 0.0 : -0.0;
        }
        if (x == Double.NEGATIVE_INFINITY) {
            if (y == Double.POSITIVE_INFINITY) return TQPI;
            if (y == Double.NEGATIVE_INFINITY) return -TQPI;
            return uy >= 0 ? OPI : -OPI;
        }
        if (Double.isInfinite(y)) return uy >= 0 ? HPI : -HPI;
        double ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
        int de = (uy & 0x7ff00000) - (ux & 0x7ff00000);
        if (de >= EP) return y > 0 ? HPI : -HPI;
        if (de <= EM) {
            if (x > 0) return Math.copySign(ay / ax, y);
            return y > 0 ? OPI : -OPI;
        }
        if (ax < TWOM500 || ay < TWOM500) {
            ax *= TWO500;
            ay *= TWO500;
        }
        if (ax > TWO500 || ay > TWO500) {
            ax *= TWOM500;
            ay *= TWOM500;
        }
        // u + du is the smaller ratio in double-double
        double u, du;
        if (ay < ax) {
            u = ay / ax;
            double v = ax * u, vv = Math.fma(ax, u, -v);
            du = ((ay - v) - vv) / ax;
        } else {
            u = ax / ay;
            double v = ay * u, vv = Math.fma(ay, u, -v);
            du = ((ax - v) - vv) / ay;
        }
        double z;
        if (x > 0) z = ay < ax ? small(u, du) : fromHalfPi(u, du);
        else z = ax < ay ? pastHalfPi(u, du) : fromPi(u, du);
        return Math.copySign(z, y);
    }

    /** atan(u + du). */
    private static double small(double u, double du) {
        if (u < B) {
            double v = u * u;
            return u + Math.fma(u * v, odd(v), du);
        }
        int i = row(u);
        double t3 = u - AtanTable.CIJ[7 * i];
        double v = t3 + du;
        double dv = Math.abs(t3) > Math.abs(du) ? (t3 - v) + du : (du - v) + t3;
        int r = 7 * i;
        double t2 = AtanTable.CIJ[r + 2];
        double q = Math.fma(Math.fma(Math.fma(AtanTable.CIJ[r + 6], v, AtanTable.CIJ[r + 5]), v,
                AtanTable.CIJ[r + 4]), v, AtanTable.CIJ[r + 3]);
        double zz = Math.fma(v, t2, Math.fma(dv, t2, (v * v) * q));
        return AtanTable.CIJ[r + 1] + zz;
    }

    /** pi/2 - atan(u + du). */
    private static double fromHalfPi(double u, double du) {
        if (u < B) {
            double v = u * u;
            double zz = (u * v) * odd(v);
            double t2 = HPI - u;
            double cor = Math.abs(u) < HPI ? (HPI - t2) - u : HPI - (u + t2);
            return t2 + (((HPI1 + cor) - du) - zz);
        }
        int i = row(u);
        double v = (u - AtanTable.CIJ[7 * i]) + du;
        double zz = Math.fma(-series(i, v), v, HPI1);
        return zz + (HPI - AtanTable.CIJ[7 * i + 1]);
    }

    /** pi/2 + atan(u + du). */
    private static double pastHalfPi(double u, double du) {
        if (u < B) {
            double v = u * u;
            double zz = (v * u) * odd(v);
            double t2 = u + HPI;
            double cor = Math.abs(u) < HPI ? (HPI - t2) + u : (u - t2) + HPI;
            return t2 + (((HPI1 + cor) + du) + zz);
        }
        int i = row(u);
        double v = (u - AtanTable.CIJ[7 * i]) + du;
        double zz = Math.fma(series(i, v), v, HPI1);
        return zz + (AtanTable.CIJ[7 * i + 1] + HPI);
    }

    /** pi - atan(u + du). */
    private static double fromPi(double u, double du) {
        if (u < B) {
            double v = u * u;
            double zz = (v * u) * odd(v);
            double t2 = OPI - u;
            double cor = Math.abs(u) < OPI ? (OPI - t2) - u : OPI - (t2 + u);
            return t2 + (((OPI1 + cor) - du) - zz);
        }
        int i = row(u);
        double v = (u - AtanTable.CIJ[7 * i]) + du;
        double zz = Math.fma(-series(i, v), v, OPI1);
        return zz + (OPI - AtanTable.CIJ[7 * i + 1]);
    }

    /** The table row of the point nearest u in [1/16, 1). */
    private static int row(double u) {
        return (int) (Math.fma(u, 256, TWO52) - TWO52) - 16;
    }

    /** (atan(x) - x) / x^3 near 0 as a polynomial in v = x^2. */
    private static double odd(double v) {
        double yy = Math.fma(v, D13, D11);
        yy = Math.fma(v, yy, D9);
        yy = Math.fma(v, yy, D7);
        yy = Math.fma(v, yy, D5);
        return Math.fma(v, yy, D3);
    }

    /** (atan(x_i + z) - atan(x_i)) / z from row i's coefficients. */
    private static double series(int i, double z) {
        int r = 7 * i;
        double yy = Math.fma(AtanTable.CIJ[r + 6], z, AtanTable.CIJ[r + 5]);
        yy = Math.fma(z, yy, AtanTable.CIJ[r + 4]);
        yy = Math.fma(z, yy, AtanTable.CIJ[r + 3]);
        return Math.fma(z, yy, AtanTable.CIJ[r + 2]);
    }
}
