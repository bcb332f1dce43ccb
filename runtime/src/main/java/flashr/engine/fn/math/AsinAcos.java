package flashr.engine.fn.math;

/**
 * The C library's asin and acos (glibc 2.36's __ieee754_asin/__ieee754_acos of IBM's Accurate
 * Mathematical Library, e_asin.c, without the multi-precision fallbacks glibc 2.34 removed, as
 * built for processors with fused multiply-add: the variant glibc's ifunc picks on x86-64 with FMA
 * and AVX2; R's asin and acos call them), bit for bit, ported from that published source. Java's
 * Math/StrictMath asin and acos (fdlibm) differ from them in the last bit on 4-5% of arguments, and
 * the library is not correctly rounded either, so nothing but its own method gives R's values.
 * A product is fused with an addition exactly where the library's compiler (gcc 12, its
 * widening_mul pass) fused it, which is not everywhere it could have been.
 *
 * <p>By |x|: below 2^-26 asin is x (acos pi/2 below 2^-55); to 1/8 an odd Taylor polynomial; to
 * 0.96875 a point x_i of {@link AsinAcosTable} near |x| and a polynomial in |x| - x_i; to 1
 * asin(x) = pi/2 - 2 asin(sqrt((1 - |x|)/2)), the square root from a table guess refined by
 * Newton's step and kept as a head and a tail. acos is pi/2 less the same, its rounding carried.
 */
public final class AsinAcos {
    private AsinAcos() {}

    private static final double F1 = 1.66666666666664110590506577996662E-01, F2 = 7.50000000026122686814431784722623E-02,
            F3 = 4.46428561421059750978517350006940E-02, F4 = 3.03821268582119319911193410625235E-02,
            F5 = 2.23551211026525610742786300334557E-02, F6 = 1.81382903404565056280372531963613E-02;
    /** The square root's polynomial refinement of its table guess. */
    private static final double RT0 = 9.99999999859990725855365213134618E-01, RT1 = 4.99999999495955425917856814202739E-01,
            RT2 = 3.75017500867345182581453026130850E-01, RT3 = 3.12523626554518656309172508769531E-01;
    private static final double T24 = 16777216.0, T27 = 134217728.0;
    /** pi/2 as a double and what it lacks. */
    private static final double HP0 = 0x1.921fb54442d18p+0, HP1 = 0x1.1a62633145c07p-54;
    /** 1/sqrt of the start of each of 128 intervals (by the exponent's last bit and 7 mantissa bits), rounded. */
    private static final double[] INROOT = {
            1.40872145012100, 1.39792649065766, 1.38737595123859, 1.37706074531819, 1.36697225234682, 1.35710228748795,
            1.34744307370643, 1.33798721601135, 1.32872767765984, 1.31965775814772, 1.31077107283046, 1.30206153403386,
            1.29352333352711, 1.28515092624400, 1.27693901514820, 1.26888253714903, 1.26097664998256, 1.25321671998073,
            1.24559831065844, 1.23811717205462, 1.23076923076923, 1.22355058064300, 1.21645747403153, 1.20948631362953,
            1.20263364480453, 1.19589614840310, 1.18927063399547, 1.18275403352732, 1.17634339535009, 1.17003587860341,
            1.16382874792529, 1.15771936846787, 1.15170520119791, 1.14578379846309, 1.13995279980655, 1.13420992801334,
            1.12855298537376, 1.12297985014975, 1.11748847323133, 1.11207687497107, 1.10674314218572, 1.10148542531442,
            1.09630193572405, 1.09119094315276, 1.08615077328341, 1.08117980543918, 1.07627647039410, 1.07143924829188,
            1.06666666666667, 1.06195729855996, 1.05730976072814, 1.05272271193563, 1.04819485132867, 1.04372491688551,
            1.03931168393861, 1.03495396376504, 1.03065060224133, 1.02640047855933, 1.02220250399990, 1.01805562076124,
            1.01395880083916, 1.00991104495649, 1.00591138153909, 1.00195886573624, 0.99611649018350, 0.98848330114434,
            0.98102294317595, 0.97372899112030, 0.96659534932828, 0.95961623024651, 0.95278613468066, 0.94609983358253,
            0.93955235122353, 0.93313894963169, 0.92685511418159, 0.92069654023750, 0.91465912076005, 0.90873893479530,
            0.90293223677296, 0.89723544654727, 0.89164514012056, 0.88615804099474, 0.88077101210109, 0.87548104826333,
            0.87028526915267, 0.86518091269740, 0.86016532891275, 0.85523597411976, 0.85039040552437, 0.84562627613070,
            0.84094132996422, 0.83633339758291, 0.83180039185606, 0.82734030399203, 0.82295119979782, 0.81863121615464,
            0.81437855769486, 0.81019149366693, 0.80606835497581, 0.80200753138734, 0.79800746888611, 0.79406666717674,
            0.79018367731967, 0.78635709949278, 0.78258558087123, 0.77886781361798, 0.77520253297841, 0.77158851547266,
            0.76802457717971, 0.76450957210799, 0.76104239064719, 0.75762195809661, 0.75424723326565, 0.75091720714229,
            0.74763090162560, 0.74438736831878, 0.74118568737933, 0.73802496642311, 0.73490433947940, 0.73182296599416,
            0.72878002987884, 0.72577473860242, 0.72280632232420, 0.71987403306536, 0.71697714391715, 0.71411494828392,
            0.71128675915902, 0.70849190843208};

    public static double asin(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int m = (int) (bits >>> 32), k = m & 0x7fffffff;
        if (k < 0x3e500000) return x;                    // |x| < 2^-26 (zero and subnormal too)
        if (k < 0x3fc00000) {                            // |x| < 1/8
            double x2 = x * x;
            return Math.fma(odd(x2), x * x2, x);
        }
        if (k < 0x3fef0000) {                            // |x| < 0.96875
            int n = row(k), top = top(k);
            double res = AsinAcosTable.ASNCS[top + 2] + series(m > 0 ? x : -x, n, top);
            return m > 0 ? res : -res;
        }
        if (k < 0x3ff00000) {                            // |x| < 1
            double z = 0.5 * (m > 0 ? 1.0 - x : 1.0 + x);
            double t = guess(z), c = z * t, u = newton(t, c);
            double y = (c + T24) - T24;
            double cc = Math.fma(-y, y, z) / Math.fma(u, c, y);
            double p = odd(z) * z;
            double cor = Math.fma(-((y + cc) * 2.0), p, Math.fma(-cc, 2.0, HP1));
            double res = cor + Math.fma(-y, 2.0, HP0);
            return m > 0 ? res : -res;
        }
        if (k == 0x3ff00000 && (int) bits == 0) return m > 0 ? HP0 : -HP0;
        return x != x ? x : Double.NaN;   // |x| > 1 or infinite: the wrapper's positive NaN; NaN (NA) as it is
    }

    public static double acos(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int m = (int) (bits >>> 32), k = m & 0x7fffffff;
        if (k < 0x3c880000) return HP0;                  // |x| < 2.8e-17
        if (k < 0x3fc00000) {                            // |x| < 1/8
            double x2 = x * x;
            double r = HP0 - x;
            double cor = Math.fma(-odd(x2), x * x2, ((HP0 - r) - x) + HP1);
            return r + cor;
        }
        if (k < 0x3fef0000) {                            // |x| < 0.96875
            int n = row(k), top = top(k);
            double a = AsinAcosTable.ASNCS[top + 2], t = series(m > 0 ? x : -x, n, top);
            double y = m > 0 ? HP0 - a : HP0 + a;
            t = m > 0 ? HP1 - t : HP1 + t;
            return y + t;
        }
        if (k < 0x3ff00000) {                            // |x| < 1
            double z = 0.5 * (m > 0 ? 1.0 - x : 1.0 + x);
            double t = guess(z), c = z * t, u = newton(t, c);
            double y = Math.fma(-c, T27, Math.fma(c, T27, c));
            double cc = Math.fma(-y, y, z) / Math.fma(u, c, y);
            double pc = (odd(z) * z) * (y + cc);
            double res = m < 0 ? ((HP1 - cc) - pc) + (HP0 - y) : y + (cc + pc);
            return res * 2.0;
        }
        if (k == 0x3ff00000 && (int) bits == 0) return m > 0 ? 0.0 : 2.0 * HP0;
        return x != x ? x : Double.NaN;
    }

    /** f1 + f2 v + .. + f6 v^5 (asin's series over x, without x itself, for v = x^2). */
    private static double odd(double v) {
        return Math.fma(Math.fma(Math.fma(Math.fma(Math.fma(v, F6, F5), v, F4), v, F3), v, F2), v, F1);
    }

    /** The first entry of the table row for |x| (high word k in [1/8, 0.96875)). */
    private static int row(int k) {
        if (k < 0x3fd00000) return 11 * ((k & 0x000fffff) >> 15);
        if (k < 0x3fe00000) return 11 * ((k & 0x000fffff) >> 14) + 352;
        if (k < 0x3fe80000) return 1056 + ((k & 0x000fe000) >> 11) * 3;
        if (k < 0x3fed8000) return 992 + ((k & 0x000fe000) >> 13) * 13;
        if (k < 0x3fee8000) return 884 + ((k & 0x000fe000) >> 13) * 14;
        return 768 + ((k & 0x000fe000) >> 13) * 15;
    }

    /** The index of the row's highest coefficient: degree 6 to 10, nearer 1 longer. */
    private static int top(int k) {
        int n = row(k);
        if (k < 0x3fe00000) return n + 6;
        if (k < 0x3fe80000) return n + 7;
        if (k < 0x3fed8000) return n + 8;
        if (k < 0x3fee8000) return n + 9;
        return n + 10;
    }

    /** asin(|x|) - asin(x_i) by the row's Taylor series in xx = |x| - x_i, its low part added. */
    private static double series(double ax, int n, int top) {
        double[] a = AsinAcosTable.ASNCS;
        double xx = ax - a[n];
        double q = a[top];
        for (int i = top - 1; i >= n + 2; i--) q = Math.fma(q, xx, a[i]);
        double p = Math.fma(xx * xx, q, a[top + 1]);
        return Math.fma(a[n + 1], xx, p);
    }

    /** 1/sqrt(z) for z in (0, 1/64]: the table's guess times a power of two, refined by a polynomial. */
    private static double guess(double z) {
        int kz = (int) (Double.doubleToRawLongBits(z) >>> 32);
        double t = INROOT[(kz & 0x001fffff) >> 14] * Double.longBitsToDouble((long) (1023 + 511 - (kz >> 21)) << 52);
        double r = Math.fma(-(t * t), z, 1.0);
        return Math.fma(Math.fma(Math.fma(r, RT3, RT2), r, RT1), r, RT0) * t;
    }

    /** Newton's factor 1.5 - t c / 2 (sqrt(z) is about c times it). */
    private static double newton(double t, double c) {
        return Math.fma(-(t * 0.5), c, 1.5);
    }
}
