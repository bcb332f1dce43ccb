package flashr.engine.fn.math;

/**
 * The C library's sin and cos (glibc 2.35 and later, IBM's s_sin.c as built for processors with
 * fused multiply-add, the variant glibc's ifunc picks on x86-64 with FMA and AVX2; R's sin and cos
 * call them), bit for bit. Java's Math.sin/cos (fdlibm) differ from them in the last bit on about
 * 1 argument in 2000. A product is fused with an addition exactly where the library's compiler
 * fused it (read from its intermediate code); the huge-argument reduction ({@link HugeReduction})
 * is built without fusing, as the library's is.
 *
 * <p>Paths by |x|: below 2^-26 (sin) or 2^-27 (cos) x or 1; to 0.855 sin by a Taylor polynomial
 * below 0.126 and otherwise, as cos, by a table point k/128 near x ({@link SinCosTable}) and the
 * addition formulas with short polynomials for the rest; to 2.426 the same about pi/2 - |x|
 * (pi/2 in two parts); to 105414350 x less a multiple n of pi/2 held in four parts (the reduced
 * argument a double-double) and sin or cos by n mod 4; beyond, {@link HugeReduction}. NaN
 * (NA included) is returned as it is, as R's math1 does, and infinities give NaN.
 */
public final class SinCos {
    private SinCos() {}

    static final double S1 = -0x1.5555555555555p-3, S2 = 0x1.1111111110ECEp-7,
            S3 = -0x1.A01A019DB08B8p-13, S4 = 0x1.71DE27B9A7ED9p-19, S5 = -0x1.ADDFFC2FCDF59p-26;
    static final double SN3 = -1.66666666666664880952546298448555E-01,
            SN5 = 8.33333214285722277379541354343671E-03, CS2 = 4.99999999999999999999950396842453E-01,
            CS4 = -4.16666666666664434524222570944589E-02, CS6 = 1.38888874007937613028114285595617E-03;
    /** 1.5 * 2^45: adding it leaves |x| * 128 rounded to an integer in the low bits. */
    static final double BIG = 0x1.8p45;
    /** pi/2 as a double and the rest. */
    static final double HP0 = 0x1.921FB54442D18p0, HP1 = 0x1.1A62633145C07p-54;
    /** pi/2 in four parts: MP1 + MP2 and then PP3 + PP4 (each with trailing zeros, so n times it is exact). */
    static final double MP1 = 0x1.921FB58000000p0, MP2 = -0x1.DDE973C000000p-27,
            PP3 = -0x1.CB3B398000000p-55, PP4 = -0x1.d747f23e32ed7p-83;
    static final double HPINV = 0x1.45F306DC9C883p-1, TOINT = 0x1.8p52;

    /** The high word of |x| from which sin's (and cos's) common paths start, and where they end. */
    static final int SIN_FROM = 0x3e500000, COS_FROM = 0x3e400000, TABLE_TO = 0x3feb6000, HALF_PI_TO = 0x400368fd,
            REDUCED_TO = 0x419921FB;

    /** Whether x takes one of the paths {@link SinCosVectors} performs in lanes (not tiny, huge or NaN). */
    static boolean common(double x, boolean cos) {
        int k = (int) (Double.doubleToRawLongBits(x) >>> 32) & 0x7fffffff;
        return k >= (cos ? COS_FROM : SIN_FROM) && k < REDUCED_TO;
    }

    public static double sin(double x) {
        int k = (int) (Double.doubleToRawLongBits(x) >>> 32) & 0x7fffffff;
        if (k < SIN_FROM) return x;
        if (k < TABLE_TO) return sinNear(x, 0);
        if (k < HALF_PI_TO) return Math.copySign(cosNear(HP0 - Math.abs(x), HP1), x);
        if (k < REDUCED_TO) return reduced(x, 0);
        if (k < 0x7ff00000) return huge(x, 0);
        return x != x ? x : Double.NaN;
    }

    public static double cos(double x) {
        int k = (int) (Double.doubleToRawLongBits(x) >>> 32) & 0x7fffffff;
        if (k < COS_FROM) return 1.0;
        if (k < TABLE_TO) return cosNear(x, 0);
        if (k < HALF_PI_TO) {
            double y = HP0 - Math.abs(x);
            double a = y + HP1;
            double da = (y - a) + HP1;
            return sinNear(a, da);
        }
        if (k < REDUCED_TO) return reduced(x, 1);
        if (k < 0x7ff00000) return huge(x, 1);
        return x != x ? x : Double.NaN;
    }

    /** sin (quarter 0) or cos (quarter 1) of x up to 105414350. */
    private static double reduced(double x, int quarter) {
        double t = Math.fma(x, HPINV, TOINT);
        double xn = t - TOINT;
        int n = (int) Double.doubleToRawLongBits(t) + quarter;
        double y = Math.fma(-xn, MP2, Math.fma(-xn, MP1, x));
        double t2 = Math.fma(-xn, PP3, y);
        double db = Math.fma(-xn, PP3, y - t2);
        double b = Math.fma(-xn, PP4, t2);
        db += Math.fma(-xn, PP4, t2 - b);
        return ofQuadrant(b, db, n);
    }

    private static double huge(double x, int quarter) {
        double[] a = new double[2];
        int n = HugeReduction.reduce(x, a) + quarter;
        return ofQuadrant(a[0], a[1], n);
    }

    /** sin(a + da + n pi/2). */
    private static double ofQuadrant(double a, double da, int n) {
        double r = (n & 1) != 0 ? cosNear(a, da) : sinNear(a, da);
        return (n & 2) != 0 ? -r : r;
    }

    /** sin(x + dx) for |x| below 0.855 (dx a correction of x). */
    private static double sinNear(double x, double dx) {
        double xold = x;
        if (Math.abs(x) < 0.126) {
            double xx = x * x;
            double p = Math.fma(xx, Math.fma(xx, Math.fma(xx, Math.fma(xx, S5, S4), S3), S2), S1);
            double t = Math.fma(xx, Math.fma(p, x, -(dx * 0.5)), dx);
            return x + t;
        }
        if (x <= 0) dx = -dx;
        double u = BIG + Math.abs(x);
        x = Math.abs(x) - (u - BIG);
        double xx = x * x;
        double s = x + Math.fma(x * xx, Math.fma(xx, SN5, SN3), dx);
        double c = Math.fma(x, dx, xx * Math.fma(xx, Math.fma(xx, CS6, CS4), CS2));
        int k = (int) Double.doubleToRawLongBits(u) << 2;
        double sn = SinCosTable.SC[k], ssn = SinCosTable.SC[k + 1];
        double cs = SinCosTable.SC[k + 2], ccs = SinCosTable.SC[k + 3];
        double cor = Math.fma(s, cs, Math.fma(-c, sn, Math.fma(s, ccs, ssn)));
        return Math.copySign(sn + cor, xold);
    }

    /** cos(x + dx) for |x| below 0.855 (dx a correction of x). */
    private static double cosNear(double x, double dx) {
        if (x < 0) dx = -dx;
        double u = BIG + Math.abs(x);
        x = Math.abs(x) - (u - BIG) + dx;
        double xx = x * x;
        double s = Math.fma(x * xx, Math.fma(xx, SN5, SN3), x);
        double c = xx * Math.fma(xx, Math.fma(xx, CS6, CS4), CS2);
        int k = (int) Double.doubleToRawLongBits(u) << 2;
        double sn = SinCosTable.SC[k], ssn = SinCosTable.SC[k + 1];
        double cs = SinCosTable.SC[k + 2], ccs = SinCosTable.SC[k + 3];
        double cor = Math.fma(-s, sn, Math.fma(-c, cs, Math.fma(-s, ssn, ccs)));
        return cs + cor;
    }
}
