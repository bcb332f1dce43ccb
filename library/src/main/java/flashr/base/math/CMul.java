package flashr.base.math;

/**
 * The products by i that R's complex.c writes in C99 ({@code z * I}, {@code -I * z},
 * {@code r + s * I}), as gcc compiles them: the full product with the zero parts multiplied (so
 * signed zeros and infinities come out as C's), and when both parts come out NaN, libgcc's
 * {@code __muldc3} recovery of C99's Annex G (an infinite factor gives an infinite product); and
 * C's complex quotient, libgcc's {@code __divdc3} (gcc 12's, ported from its published source).
 */
final class CMul {
    private CMul() {}

    /** (a + bi) i. */
    static void timesI(double a, double b, double[] out) {
        double re = a * 0.0 - b, im = b * 0.0 + a;
        if (re != re && im != im) {
            muldc3(a, b, 0.0, 1.0, out);
            return;
        }
        out[0] = re;
        out[1] = im;
    }

    /** -i (a + bi), -i being (-0) + (-1)i. */
    static void minusITimes(double a, double b, double[] out) {
        double re = a * -0.0 + b, im = b * -0.0 - a;
        if (re != re && im != im) {
            muldc3(a, b, -0.0, -1.0, out);
            return;
        }
        out[0] = re;
        out[1] = im;
    }

    /** r + s i for real r and s: r + s 0 and s. */
    static void realPlusTimesI(double r, double s, double[] out) {
        out[0] = r + s * 0.0;
        out[1] = s;
    }

    /** libgcc's __muldc3: (a + bi)(c + di) with C99's recovery of infinities from NaN parts. */
    static void muldc3(double a, double b, double c, double d, double[] out) {
        double ac = a * c, bd = b * d, ad = a * d, bc = b * c;
        double x = ac - bd, y = ad + bc;
        if (x != x && y != y) {
            boolean recalc = false;
            if (Double.isInfinite(a) || Double.isInfinite(b)) {
                a = Math.copySign(Double.isInfinite(a) ? 1 : 0, a);
                b = Math.copySign(Double.isInfinite(b) ? 1 : 0, b);
                if (c != c) c = Math.copySign(0, c);
                if (d != d) d = Math.copySign(0, d);
                recalc = true;
            }
            if (Double.isInfinite(c) || Double.isInfinite(d)) {
                c = Math.copySign(Double.isInfinite(c) ? 1 : 0, c);
                d = Math.copySign(Double.isInfinite(d) ? 1 : 0, d);
                if (a != a) a = Math.copySign(0, a);
                if (b != b) b = Math.copySign(0, b);
                recalc = true;
            }
            if (!recalc && (Double.isInfinite(ac) || Double.isInfinite(bd) || Double.isInfinite(ad) || Double.isInfinite(bc))) {
                if (a != a) a = Math.copySign(0, a);
                if (b != b) b = Math.copySign(0, b);
                if (c != c) c = Math.copySign(0, c);
                if (d != d) d = Math.copySign(0, d);
                recalc = true;
            }
            if (recalc) {
                x = Double.POSITIVE_INFINITY * (a * c - b * d);
                y = Double.POSITIVE_INFINITY * (a * d + b * c);
            }
        }
        out[0] = x;
        out[1] = y;
    }

    private static final double RBIG = Double.MAX_VALUE / 2, RMIN = Double.MIN_NORMAL, RMIN2 = 0x1p-52,
            RMINSCAL = 0x1p52, RMAX2 = RBIG * RMIN2;

    /**
     * libgcc's __divdc3: (a + bi)/(c + di) by Smith's method, all four scaled by 1/2 near overflow
     * and by 2^52 near underflow, another order when the ratio is subnormal, and C99's recovery of
     * infinities and zeros from a NaN quotient.
     */
    static void divdc3(double a, double b, double c, double d, double[] out) {
        double ratio, denom, x, y;
        if (Math.abs(c) < Math.abs(d)) {
            if (Math.abs(d) >= RBIG) {
                a = a / 2;
                b = b / 2;
                c = c / 2;
                d = d / 2;
            }
            if (Math.abs(d) < RMIN2 || ((Math.abs(a) < RMIN && Math.abs(b) < RMAX2 && Math.abs(d) < RMAX2)
                    || (Math.abs(b) < RMIN && Math.abs(a) < RMAX2 && Math.abs(d) < RMAX2))) {
                a = a * RMINSCAL;
                b = b * RMINSCAL;
                c = c * RMINSCAL;
                d = d * RMINSCAL;
            }
            ratio = c / d;
            denom = (c * ratio) + d;
            if (Math.abs(ratio) > RMIN) {
                x = ((a * ratio) + b) / denom;
                y = ((b * ratio) - a) / denom;
            } else {
                x = ((c * (a / d)) + b) / denom;
                y = ((c * (b / d)) - a) / denom;
            }
        } else {
            if (Math.abs(c) >= RBIG) {
                a = a / 2;
                b = b / 2;
                c = c / 2;
                d = d / 2;
            }
            if (Math.abs(c) < RMIN2 || ((Math.abs(a) < RMIN && Math.abs(b) < RMAX2 && Math.abs(c) < RMAX2)
                    || (Math.abs(b) < RMIN && Math.abs(a) < RMAX2 && Math.abs(c) < RMAX2))) {
                a = a * RMINSCAL;
                b = b * RMINSCAL;
                c = c * RMINSCAL;
                d = d * RMINSCAL;
            }
            ratio = d / c;
            denom = (d * ratio) + c;
            if (Math.abs(ratio) > RMIN) {
                x = ((b * ratio) + a) / denom;
                y = (b - (a * ratio)) / denom;
            } else {
                x = (a + (d * (b / c))) / denom;
                y = (b - (d * (a / c))) / denom;
            }
        }
        if (x != x && y != y) {
            if (c == 0.0 && d == 0.0 && (a == a || b == b)) {
                x = Math.copySign(Double.POSITIVE_INFINITY, c) * a;
                y = Math.copySign(Double.POSITIVE_INFINITY, c) * b;
            } else if ((Double.isInfinite(a) || Double.isInfinite(b)) && Double.isFinite(c) && Double.isFinite(d)) {
                a = Math.copySign(Double.isInfinite(a) ? 1 : 0, a);
                b = Math.copySign(Double.isInfinite(b) ? 1 : 0, b);
                x = Double.POSITIVE_INFINITY * (a * c + b * d);
                y = Double.POSITIVE_INFINITY * (b * c - a * d);
            } else if ((Double.isInfinite(c) || Double.isInfinite(d)) && Double.isFinite(a) && Double.isFinite(b)) {
                c = Math.copySign(Double.isInfinite(c) ? 1 : 0, c);
                d = Math.copySign(Double.isInfinite(d) ? 1 : 0, d);
                x = 0.0 * (a * c + b * d);
                y = 0.0 * (b * c - a * d);
            }
        }
        out[0] = x;
        out[1] = y;
    }
}
