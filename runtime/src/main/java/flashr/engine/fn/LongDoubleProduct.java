package flashr.engine.fn;

/**
 * A running product that rounds like the x87 80-bit {@code long double} GNU R multiplies in
 * (cumprod's {@code LDOUBLE prod; prod *= x[i]; (double) prod}): a 64-bit significand, rounded
 * to nearest even after every multiplication, and the extended format's exponent range, so a
 * product beyond 1e308 or below 1e-308 comes back when later factors bring it into range
 * ({@code cumprod(c(1.1, 1e300, 1e10, 1e-300))} ends in 1.1e10). Beyond the extended range it
 * overflows to Inf or underflows through the extended denormals to zero, as the x87 does. The
 * significand is an unsigned integer, so each step is exact integer arithmetic on the 117-bit
 * product, rounded once. Of NaN factors, the NaN the x87 keeps multiplying from memory
 * ({@link X87NaNs#memoryAdd}, cumprod's); 0 * Inf is NaN.
 */
public final class LongDoubleProduct {
    /** The weight of the lowest bit of the smallest extended denormal: 2^-16445. */
    private static final int MIN_UNIT = -16445;
    /** The largest binary exponent of a finite extended value. */
    private static final int MAX_EXPONENT = 16383;
    private static final long DOUBLE_MANTISSA = 0xFFFFFFFFFFFFFL;

    /** value = (negative ? -1 : 1) * significand * 2^unit, the significand unsigned (0 for zero). */
    private long significand = 1L << 63;
    private int unit = -63;
    private boolean negative;
    /** The value when it is Inf or NaN (then the significand is ignored), else 0 (NaN != 0 too). */
    private double nonFinite;

    /** A product of no factors: 1. */
    public LongDoubleProduct() {}

    /** Starts over: a product of no factors, 1. */
    public LongDoubleProduct reset() {
        significand = 1L << 63;
        unit = -63;
        negative = false;
        nonFinite = 0;
        return this;
    }

    /**
     * this *= x as R's {@code prod} multiplies, both operands in x87 registers: of two NaNs the
     * x87 keeps the one of larger significand (NA, whose payload is 1954, over R's NaN, whichever
     * came first: {@code prod(c(NaN, NA))} is NA). cumprod's multiplication reads x from memory,
     * where R's NA is a signalling NaN and a quiet NaN operand wins: {@link #multiply(double)}.
     */
    public LongDoubleProduct multiplyLoaded(double x) {
        if (nonFinite != nonFinite && x != x) {
            nonFinite = largerNaN(nonFinite, x);
            return this;
        }
        return multiply(x);
    }

    /** this *= other, the partial products of R's {@code prod} over two ranges ({@link #multiplyLoaded(double)}). */
    public LongDoubleProduct multiplyLoaded(LongDoubleProduct other) {
        if (nonFinite != nonFinite && other.nonFinite != other.nonFinite) {
            nonFinite = largerNaN(nonFinite, other.nonFinite);
            return this;
        }
        return multiply(other);
    }

    /** Of two NaNs the one of larger significand once quieted, the first on a tie. */
    private static double largerNaN(double a, double b) {
        long ma = Double.doubleToRawLongBits(a) & DOUBLE_MANTISSA | 1L << 51, mb = Double.doubleToRawLongBits(b) & DOUBLE_MANTISSA | 1L << 51;
        return mb > ma ? b : a;
    }

    /** this *= x, rounded to the extended format. */
    public LongDoubleProduct multiply(double x) {
        if (nonFinite != 0) {
            // a NaN takes a NaN factor by the x87's rule for operands from memory (X87NaNs: cumprod's
            // NaN, NA + 1 after NaN is NA); Inf takes a NaN factor, is NaN times zero, else keeps Inf
            if (nonFinite != nonFinite) { if (x != x) nonFinite = X87NaNs.memoryAdd(nonFinite, x); }
            else nonFinite = x != x ? x : x == 0 ? Double.NaN : x < 0 ? -nonFinite : nonFinite;
            return this;
        }
        long bits = Double.doubleToRawLongBits(x);
        boolean xNegative = bits < 0;
        int field = (int) ((bits >>> 52) & 0x7FF);
        if (field == 0x7FF) {
            // NaN keeps its payload; Inf times zero is NaN
            nonFinite = x != x ? x : significand == 0 ? Double.NaN : (negative != xNegative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
            return this;
        }
        negative ^= xNegative;
        long mantissa = bits & DOUBLE_MANTISSA;
        if (field != 0) mantissa |= 1L << 52;
        if (mantissa == 0 || significand == 0) {
            significand = 0;
            return this;
        }
        int xUnit = field == 0 ? -1074 : field - 1075;
        round(Math.unsignedMultiplyHigh(significand, mantissa), significand * mantissa, unit + xUnit);
        return this;
    }

    /** this *= other, rounded to the extended format (merging the partial products of two ranges). */
    public LongDoubleProduct multiply(LongDoubleProduct other) {
        if (other.nonFinite != 0) {
            double o = other.nonFinite;
            if (nonFinite != 0) nonFinite = nonFinite != nonFinite ? nonFinite : o != o ? o : (o < 0) != (nonFinite < 0) ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            else nonFinite = o != o ? o : significand == 0 ? Double.NaN : (negative != (o < 0) ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
            return this;
        }
        if (nonFinite != 0) {
            if (nonFinite == nonFinite) nonFinite = other.significand == 0 ? Double.NaN : other.negative ? -nonFinite : nonFinite;
            return this;
        }
        negative ^= other.negative;
        if (significand == 0 || other.significand == 0) {
            significand = 0;
            return this;
        }
        round(Math.unsignedMultiplyHigh(significand, other.significand), significand * other.significand, unit + other.unit);
        return this;
    }

    /** The value rounded to a double (once, from the 64-bit significand, as the x87's store). */
    public double value() {
        if (nonFinite != 0) return nonFinite;
        if (significand == 0) return negative ? -0.0 : 0.0;
        int top = unit + 63 - Long.numberOfLeadingZeros(significand);
        int doubleUnit = Math.max(top - 52, -1074);
        int shift = doubleUnit - unit;
        double magnitude;
        if (shift <= 0) {
            magnitude = Math.scalb((double) significand, unit);   // at most 53 bits: exact, or Inf past the double range
        } else {
            long q = shift >= 64 ? 0 : significand >>> shift;
            if (roundsUp(0, significand, shift, q)) q++;
            magnitude = Math.scalb((double) q, doubleUnit);   // exact, or Inf past the double range
        }
        return negative ? -magnitude : magnitude;
    }

    /** Sets the significand to the 128-bit product (hi, lo) * 2^productUnit rounded to the extended format. */
    private void round(long hi, long lo, int productUnit) {
        int length = hi != 0 ? 128 - Long.numberOfLeadingZeros(hi) : 64 - Long.numberOfLeadingZeros(lo);
        int shift = length - 64;
        int newUnit = productUnit + shift;
        if (newUnit < MIN_UNIT) {   // an extended denormal: fewer significant bits, one rounding
            shift += MIN_UNIT - newUnit;
            newUnit = MIN_UNIT;
        }
        long q;
        if (shift <= 0) {
            q = lo << -shift;   // the product fits in 64 bits
        } else {
            q = shift >= 128 ? 0 : shift >= 64 ? hi >>> (shift - 64) : (lo >>> shift) | (hi << (64 - shift));
            if (roundsUp(hi, lo, shift, q)) {
                q++;
                if (q == 0) { q = 1L << 63; newUnit++; }   // carried out of 64 bits
            }
        }
        significand = q;
        unit = newUnit;
        if (q != 0 && newUnit + 63 - Long.numberOfLeadingZeros(q) > MAX_EXPONENT) {
            nonFinite = negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
    }

    /** Whether (hi, lo) >>> shift (= q) rounds up to nearest even: the first dropped bit is set, and a later one or q's last is. */
    private static boolean roundsUp(long hi, long lo, int shift, long q) {
        int half = shift - 1;
        boolean halfBit = half >= 128 ? false : half >= 64 ? ((hi >>> (half - 64)) & 1) != 0 : ((lo >>> half) & 1) != 0;
        if (!halfBit) return false;
        boolean below = half >= 64 ? lo != 0 || (hi & ((1L << (half - 64)) - 1)) != 0 : (lo & ((1L << half) - 1)) != 0;
        return below || (q & 1) != 0;
    }
}
