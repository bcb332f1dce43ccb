package flashr.engine.fn.math;

/**
 * The C library's asinh, acosh and atanh (glibc's s_asinh.c, e_acosh.c and e_atanh.c, which R
 * calls), bit for bit: each reduces to the library's log or log1p ({@link ExpLog}, {@link Log1p})
 * in the form that keeps full precision in its range. Written as the textbook log(x + sqrt(x^2 + 1))
 * these lose every digit near zero (atanh(1e-20) would be 0, asinh(1e-10) wrong in the 8th digit).
 * NaN is returned as it is, so R's NA stays NA.
 */
public final class AreaHyperbolic {
    private AreaHyperbolic() {}

    private static final double LN2 = 6.93147180559945286227e-01;
    /** 2^-28: below it each function is x to the last bit. */
    private static final double TINY = 0x1.0p-28;
    /**
     * The library chooses asinh's forms by the high 32 bits of |x| (2^28 and 2 are where they
     * begin): x just above 2 or 2^28, with the same high word, still takes the form below. Its
     * acosh compares whole 64-bit words, so x itself.
     */
    private static final int HUGE_HIGH = 0x41b00000, TWO_HIGH = 0x40000000;

    public static double asinh(double x) {
        double xa = Math.abs(x);
        if (xa < TINY || x != x) return x;
        double w;
        int high = highWord(xa);
        if (high > HUGE_HIGH) {
            if (Double.isInfinite(x)) return x;
            w = ExpLog.log(xa) + LN2;
        } else if (high > TWO_HIGH) {
            w = ExpLog.log(2.0 * xa + 1.0 / (Math.sqrt(xa * xa + 1.0) + xa));
        } else {
            double t = xa * xa;
            w = Log1p.log1p(xa + t / (1.0 + Math.sqrt(1.0 + t)));
        }
        return Math.copySign(w, x);
    }

    public static double acosh(double x) {
        if (x != x) return x;
        if (x < 1.0) return Double.NaN;
        if (x >= 0x1.0p28) return Double.isInfinite(x) ? x : ExpLog.log(x) + LN2;
        if (x == 1.0) return 0.0;
        if (x > 2.0) return ExpLog.log(2.0 * x - 1.0 / (x + Math.sqrt(x * x - 1.0)));
        double t = x - 1.0;
        return Log1p.log1p(t + Math.sqrt(2.0 * t + t * t));
    }

    public static double atanh(double x) {
        if (x != x) return x;
        double xa = Math.abs(x);
        double t;
        if (xa < 0.5) {
            if (xa < TINY) return x;
            t = xa + xa;
            t = 0.5 * Log1p.log1p(t + t * xa / (1.0 - xa));
        } else if (xa < 1.0) {
            t = 0.5 * Log1p.log1p((xa + xa) / (1.0 - xa));
        } else {
            return xa > 1.0 ? Double.NaN : x / 0.0;
        }
        return Math.copySign(t, x);
    }

    private static int highWord(double x) {
        return (int) (Double.doubleToRawLongBits(x) >>> 32);
    }
}
