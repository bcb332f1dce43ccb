package flashr.base.math;

/**
 * The products by i that R's complex.c writes in C99 ({@code z * I}, {@code -I * z},
 * {@code r + s * I}), as gcc compiles them: the full product with the zero parts multiplied (so
 * signed zeros and infinities come out as C's), and when both parts come out NaN, libgcc's
 * {@code __muldc3} recovery of C99's Annex G (an infinite factor gives an infinite product).
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
}
