package flashr.engine.fn.math;

/**
 * The C library's tan (glibc 2.35 and later, FMA build as chosen on x86-64; R's tan, tanpi and
 * rcauchy call it), bit for bit: Math.tan differs from it in the last bit on about 0.4% of
 * arguments in (0, pi), and it is not correctly rounded either (about 0.3% differ from the
 * correctly rounded value), so only its own operations give its results. A product is fused
 * with an addition exactly where its compiler fuses it (read from its intermediate code).
 *
 * <p>Paths: below 1.259e-8 x itself; to 0.0608 an odd polynomial; to 0.787 a table point x_i
 * near x with tan(x_i), cot(x_i) ({@link TanTable}) and tan(x - x_i) by a short polynomial,
 * combined by the addition formula; to 25, x reduced by a multiple n of pi/2 held in three parts
 * (carrying the reduced argument's rounding error) and tan or -cot of the rest by the same two
 * methods as n is even or odd; to 1e8 the same with pi/2 in four parts; beyond, the reduction of
 * {@link HugeReduction}.
 */
public final class Tan {
    private Tan() {}

    private static final double D3 = 0x1.5555555555555p-2, D5 = 0x1.11111111107c6p-3, D7 = 0x1.ba1ba1cdb8745p-5,
            D9 = 0x1.664ed49cfc666p-6, D11 = 0x1.2385a3cf2e4eap-7;
    private static final double E0 = 0x1.5555555554dbdp-2, E1 = 0x1.11112e0a6b45fp-3;
    /** -15.5: 256 |x| - 15.5 truncated is the table row of the point nearest |x|. */
    private static final double ROW_OFFSET = -0x1.fp3;
    private static final double G1 = 0x1.b096cp-27, G2 = 0x1.f212dp-5, G3 = 0x1.92f1ap-1, G4 = 25.0, G5 = 1e8;
    /**
     * pi/2 in three parts (the first two with trailing zero bits, so n times them is exact), and
     * the third in two such parts PP3 + PP4 for larger n.
     */
    private static final double MP1 = 0x1.921fb58p+0, MP2 = -0x1.dde973cp-27, MP3 = -0x1.cb3b399d747f2p-55,
            PP3 = -0x1.CB3B398000000p-55, PP4 = -0x1.d747f23e32ed7p-83;
    /** 2/pi, and 1.5 * 2^52, which rounds a double to an integer in its last bits. */
    private static final double HPINV = 0x1.45f306dc9c883p-1, TOINT = 0x1.8p52;

    public static double tan(double x) {
        if (x != x) return x;
        if (Double.isInfinite(x)) return Double.NaN;
        double w = Math.abs(x);
        if (w <= G1) return x;
        if (w <= G2) {
            double x2 = x * x;
            double t2 = odd(x2);
            return Math.fma(t2, x * x2, x);
        }
        if (w <= G3) {
            int i = (int) Math.fma(256, w, ROW_OFFSET);
            double z = w - TanTable.XFG[3 * i];
            double y = tanNear(i, z);
            return x < 0 ? -y : y;
        }
        if (w > G5) {
            double[] r = new double[2];
            boolean odd = (HugeReduction.reduce(x, r) & 1) != 0;
            return reducedSum(r[0], r[1], odd);
        }
        double t = Math.fma(x, HPINV, TOINT);
        double xn = t - TOINT;
        double t1 = Math.fma(-xn, MP2, Math.fma(-xn, MP1, x));
        boolean odd = (Double.doubleToRawLongBits(t) & 1) != 0;
        if (w <= G4) {
            double a = Math.fma(-xn, MP3, t1);
            return reduced(a, Math.fma(-xn, MP3, t1 - a), odd);
        }
        // pi/2's third part in two, as the larger multiples need
        double u = Math.fma(-xn, PP3, t1);
        double da = Math.fma(-xn, PP3, t1 - u);
        double a = Math.fma(-xn, PP4, u);
        da = Math.fma(-xn, PP4, u - a) + da;
        return reducedSum(a, da, odd);
    }

    /** {@link #reduced} of a + da renormalized (their exact sum as a double and its error). */
    private static double reducedSum(double a, double da, boolean odd) {
        double b = a + da;
        double db = Math.abs(a) > Math.abs(da) ? (a - b) + da : (da - b) + a;
        return reduced(b, db, odd);
    }

    /** tan(a + da + n pi/2) for |a + da| <= pi/4, as n is even or odd. */
    private static double reduced(double a, double da, boolean odd) {
        double ya = Math.abs(a), yya = a < 0 ? -da : da;
        if (ya <= G2) {
            double a2 = a * a;
            double t2 = Math.fma(a * a2, odd(a2), da);
            if (!odd) return a + t2;
            // -1 / (a + t2) in double-double: the quotient and its correction
            double b = a + t2;
            double db = Math.abs(a) > Math.abs(t2) ? (a - b) + t2 : (t2 - b) + a;
            double c = 1.0 / b;
            double u = c * b, uu = Math.fma(c, b, -u);
            double cc = Math.fma(-c, db, (1.0 - u) - uu) / b;
            double cHi = c + cc, cLo = (c - cHi) + cc;
            return -(cHi + cLo);
        }
        int i = (int) Math.fma(256, ya, ROW_OFFSET);
        double z = (ya - TanTable.XFG[3 * i]) + yya;
        double sy = a < 0 ? -1 : 1;
        if (!odd) return sy * tanNear(i, z);
        double fi = TanTable.XFG[3 * i + 1], gi = TanTable.XFG[3 * i + 2];
        double pz = tanSmall(z);
        double t2 = pz * (fi + gi) / (fi + pz);
        return -sy * (gi - t2);
    }

    /** (tan(x) - x) / x^3 near 0 as a polynomial in x^2. */
    private static double odd(double x2) {
        double t2 = Math.fma(x2, D11, D9);
        t2 = Math.fma(x2, t2, D7);
        t2 = Math.fma(x2, t2, D5);
        return Math.fma(x2, t2, D3);
    }

    /** tan(z) for |z| below 1/512. */
    private static double tanSmall(double z) {
        double z2 = z * z;
        return Math.fma(z * z2, Math.fma(z2, E1, E0), z);
    }

    /** tan(x_i + z) = tan(x_i) + tan(z) (tan(x_i) + cot(x_i)) / (cot(x_i) - tan(z)). */
    private static double tanNear(int i, double z) {
        double fi = TanTable.XFG[3 * i + 1], gi = TanTable.XFG[3 * i + 2];
        double pz = tanSmall(z);
        double t2 = pz * (gi + fi) / (gi - pz);
        return fi + t2;
    }
}
