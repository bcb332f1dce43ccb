package flashr.engine.fn;

/**
 * Single x87 {@code long double} operations on values held as pairs (hi, lo) rounded to a 64-bit
 * significand, as GNU R's cov.c takes them: {@code (x[k] - xm) * (y[k] - ym)} with the mean a
 * long double, so the difference is rounded to 64 bits (not 53) and the product of two such
 * differences to 64 bits too. The pair is written into {@code out[at]} and {@code out[at + 1]}.
 */
public final class LongDoubleSteps {
    /**
     * Products whose binary exponent lies in [MIN_E, MAX_E) are rounded exactly: both parts of
     * the result are then normal doubles. Others (and subnormal factors) take double-double
     * steps, which do not have the x87's wider exponent range either.
     */
    private static final int MIN_E = -1022 + 64, MAX_E = 1022;

    private LongDoubleSteps() {}

    /** x - m in long double: the exact difference rounded to 64 significant bits. */
    public static void difference(double x, double m, double[] out, int at) {
        double s = x - m;
        if (!Double.isFinite(s)) {
            out[at] = s;
            out[at + 1] = 0;
            return;
        }
        double bb = s - x;
        double err = (x - (s - bb)) + (-m - bb);
        out[at] = s;
        out[at + 1] = LongDouble.roundedLow(s, err);
    }

    /**
     * (aHi + aLo) * (bHi + bLo) in long double: the significands multiplied exactly into 128
     * bits (unsigned) and rounded once to 64, ties to even.
     */
    public static void product(double aHi, double aLo, double bHi, double bLo, double[] out, int at) {
        double p = aHi * bHi;
        if (aLo == 0 && bLo == 0 && inRange(p)) {
            // two doubles: p + fma's rest is the exact product, rounded to 64 bits by its low part;
            // a rest rounded up to half a unit of p moves the nearest double (ties to even)
            double lo = LongDouble.roundedLow(p, Math.fma(aHi, bHi, -p)), hi = p + lo;
            out[at] = hi;
            out[at + 1] = lo - (hi - p);
            return;
        }
        if (!normal(aHi) || !normal(bHi) || !inRange(p)) {
            // zeros, non-finite values and the far ends of the range: double-double, as before
            double err = Math.fma(aHi, bHi, -p) + (aHi * bLo + aLo * bHi);
            double hi = p + err;
            out[at] = Double.isFinite(hi) ? hi : p;
            out[at + 1] = Double.isFinite(hi) ? LongDouble.roundedLow(hi, err - (hi - p)) : 0;
            return;
        }
        int ea = Math.getExponent(aHi), eb = Math.getExponent(bHi);
        long ma = significand(aHi, aLo, ea), mb = significand(bHi, bLo, eb);
        ea = binade(aHi, aLo, ea);
        eb = binade(bHi, bLo, eb);
        long high = Math.unsignedMultiplyHigh(ma, mb), low = ma * mb;
        int shift = Long.numberOfLeadingZeros(high);   // 0 or 1: both factors are at least 2^63
        long top = shift == 0 ? high : (high << shift) | (low >>> (64 - shift));
        long rest = low << shift;
        int unit = (ea - 63) + (eb - 63) + 64 - shift;
        if (rest < 0 && (rest != Long.MIN_VALUE || (top & 1) != 0)) {   // above half a unit, or a tie to an odd top
            top++;
            if (top == 0) {   // carried out of 64 bits: 2^64
                top = Long.MIN_VALUE;
                unit++;
            }
        }
        // top = 2^63 + b: the nearest double (ties to even in one add) and the exact rest
        long b = top & Long.MAX_VALUE;
        double upper = 0x1p63 + (double) (b & ~0x7FFL), lower = (double) (b & 0x7FF);
        double hi = upper + lower, lo = lower - (hi - upper);
        double sign = (aHi < 0) != (bHi < 0) ? -1.0 : 1.0;
        out[at] = sign * Math.scalb(hi, unit);
        out[at + 1] = sign * Math.scalb(lo, unit);
    }

    private static boolean inRange(double p) {
        int e = Math.getExponent(p);   // of a zero, subnormal or non-finite p: out of the range
        return e >= MIN_E && e < MAX_E;
    }

    private static boolean normal(double x) {
        int e = Math.getExponent(x);
        return e >= Double.MIN_EXPONENT && e <= Double.MAX_EXPONENT;
    }

    /**
     * |hi + lo| / 2^(E - 63) as an unsigned integer in [2^63, 2^64), E the exponent of the pair's
     * binade: e, or e - 1 when hi is a power of two that lo lowers (then hi alone is 2^64 units,
     * which wraps to 0 and comes back with the subtraction).
     */
    private static long significand(double hi, double lo, int e) {
        long m = ((Double.doubleToRawLongBits(hi) & 0xFFFFFFFFFFFFFL) | (1L << 52)) << 11;
        boolean lowered = m == Long.MIN_VALUE && lo != 0 && (hi < 0) != (lo < 0);
        if (lowered) m = 0;
        long l = (long) Math.abs(Math.scalb(lo, 63 - (lowered ? e - 1 : e)));
        return (hi < 0) == (lo < 0) ? m + l : m - l;
    }

    /** The exponent E of significand(hi, lo, e). */
    private static int binade(double hi, double lo, int e) {
        boolean power = (Double.doubleToRawLongBits(hi) & 0xFFFFFFFFFFFFFL) == 0;
        return power && lo != 0 && (hi < 0) != (lo < 0) ? e - 1 : e;
    }
}
