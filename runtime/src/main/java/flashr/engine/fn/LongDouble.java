package flashr.engine.fn;

import flashr.engine.type.NA;

/**
 * An accumulator that rounds like the x87 80-bit {@code long double} GNU R sums in: the
 * running value is held exactly as a pair of doubles and rounded to a 64-bit significand
 * after every operation, so sums that lose or keep low-order bits in R do the same here
 * (e.g. {@code sum(c(1e20, 1, -1e20))} is 0). The exponent range is a double's. A NaN sum is
 * NA when an NA took part, as on the x87 (NA's payload wins). {@link LongDoubleLoops} is the
 * same arithmetic in vector lanes.
 */
public final class LongDouble {
    private static final long MANTISSA = 0xFFFFFFFFFFFFFL;

    private double hi, lo;

    public LongDouble() {}

    /** The value rounded to a double. */
    public double value() {
        return hi + lo;
    }

    public double hi() { return hi; }

    public double lo() { return lo; }

    /** Sets the pair, which must already be a long double rounded to 64 bits. */
    public void set(double hi, double lo) {
        this.hi = hi;
        this.lo = lo;
    }

    /** this += x. */
    public LongDouble add(double x) {
        return add(x, 0);
    }

    /**
     * this += (xHi + xLo), both parts exact. The error terms (the two-sum's, lo and xLo) are
     * summed by exact two-sums too: rounding their sum to a double first could make an exact
     * tie of the 64-bit rounding out of a value just off it (a second rounding R does not do).
     */
    public LongDouble add(double xHi, double xLo) {
        double s = hi + xHi;
        if (!Double.isFinite(s)) {
            hi = nonFinite(s, hi, xHi);
            lo = 0;
            return this;
        }
        double bb = s - hi;
        double e = (hi - (s - bb)) + (xHi - bb);
        double a = lo + xLo, ab = a - lo;
        double ea = (lo - (a - ab)) + (xLo - ab);
        double t = e + a, tb = t - e;
        double tail = ((e - (t - tb)) + (a - tb)) + ea;
        hi = s + t;
        lo = roundedLow(hi, t - (hi - s), tail);
        return this;
    }

    /** (hi[i], lo[i]) += x: the same step on a slot of two parallel arrays. */
    public static void add(double[] hi, double[] lo, int i, double x) {
        double h = hi[i], s = h + x;
        if (!Double.isFinite(s)) {
            hi[i] = nonFinite(s, h, x);
            lo[i] = 0;
            return;
        }
        double bb = s - h;
        double e = (h - (s - bb)) + (x - bb), l = lo[i] + 0.0;
        // e + l as an exact two-sum: the rounded part t and a tail that breaks a tie of the low part
        double t = e + l, tb = t - e;
        double tail = (e - (t - tb)) + (l - tb);
        double sum = s + t;
        hi[i] = sum;
        lo[i] = roundedLow(sum, t - (sum - s), tail);
    }

    /**
     * As {@link #add(double[], double[], int, double)} with the NaN an x87 add of x from memory
     * leaves ({@link X87NaNs#memoryAdd}: R's rowSums, adding each row's elements in order).
     */
    public static void addInOrder(double[] hi, double[] lo, int i, double x) {
        double h = hi[i];
        if (h == h && x == x) add(hi, lo, i, x);
        else {
            hi[i] = X87NaNs.memoryAdd(h, x);
            lo[i] = 0;
        }
    }

    /** (hi[i], lo[i]) += (xHi + xLo): a partial sum merged in long double. */
    public static void add(double[] hi, double[] lo, int i, double xHi, double xLo) {
        LongDouble a = new LongDouble();
        a.hi = hi[i];
        a.lo = lo[i];
        a.add(xHi, xLo);
        hi[i] = a.hi;
        lo[i] = a.lo;
    }

    /** (hi + lo) / n in long double, rounded to a double. */
    public static double quotient(double hi, double lo, double n) {
        LongDouble a = new LongDouble();
        a.hi = hi;
        a.lo = lo;
        return a.divide(n).value();
    }

    public LongDouble add(LongDouble x) {
        return add(x.hi, x.lo);
    }

    /** The sum a + b that double arithmetic made non-finite, with NA winning over NaN. */
    public static double nonFinite(double s, double a, double b) {
        if (s == s) return s;
        return NA.isNA(a) ? a : NA.isNA(b) ? b : s;
    }

    /** this *= x. */
    public LongDouble multiply(double x) {
        double p = hi * x;
        if (!Double.isFinite(p) || p == 0) {
            hi = p;
            lo = 0;
            return this;
        }
        double err = Math.fma(hi, x, -p) + lo * x;
        hi = p + err;
        lo = roundedLow(hi, err - (hi - p));
        return this;
    }

    /** this /= n. */
    public LongDouble divide(double n) {
        double q1 = hi / n;
        if (!Double.isFinite(q1)) {
            hi = q1;
            lo = 0;
            return this;
        }
        double q2 = (Math.fma(-q1, n, hi) + lo) / n;
        hi = q1 + q2;
        lo = roundedLow(hi, q2 - (hi - q1));
        return this;
    }

    /**
     * this /= d, a long double: the quotient to about 106 bits (q1's remainder by an fma is
     * exact), then rounded to 64 (x87 fdiv; a quotient lying within 2^-106 of a tie may round
     * the other way).
     */
    public LongDouble divide(LongDouble d) {
        double q1 = hi / d.hi;
        if (!Double.isFinite(q1) || q1 == 0) {
            hi = q1;
            lo = 0;
            return this;
        }
        double q2 = (Math.fma(-q1, d.hi, hi) + (lo - q1 * d.lo)) / d.hi;
        hi = q1 + q2;
        lo = roundedLow(hi, q2 - (hi - q1));
        return this;
    }

    /** this += (x - m), the difference taken in long double precision first. */
    public LongDouble addDifference(double x, LongDouble m) {
        double s = x - m.hi;
        double bb = s - x;
        double err = (x - (s - bb)) + (-m.hi - bb) - m.lo;
        double dHi = s + err;
        return add(dHi, roundedLow(dHi, err - (dHi - s)));
    }

    /**
     * The low part of hi + lo once the pair is rounded to 64 significant bits (ties to even:
     * hi is a multiple of two units of the 64th bit, so the parity is lo's).
     */
    public static double roundedLow(double hi, double lo) {
        return roundedLow(hi, lo, 0);
    }

    /**
     * The low part of hi + lo + tail rounded to 64 significant bits, where tail is below lo's
     * last bit and the 64th bit's half unit is a multiple of lo's last bit (a two-sum's error):
     * lo is rounded, and when it lies exactly halfway, a non-zero tail decides the side instead
     * of ties to even.
     */
    public static double roundedLow(double hi, double lo, double tail) {
        if (lo == 0 || !Double.isFinite(hi)) return lo;
        long bits = Double.doubleToRawLongBits(hi);
        int exponent = (int) ((bits >>> 52) & 0x7FF);
        if ((bits & MANTISSA) == 0 && (lo < 0) != (hi < 0)) exponent--;
        int unit = exponent - 63; // biased exponent of the 64th bit's weight
        if (unit <= 0 || unit >= 2046) return lo;
        double q = Double.longBitsToDouble((long) unit << 52);
        if (unit <= 2046 - 53 && Math.abs(lo) < 0x1p50 * q) {
            // lo + c - c with c = 1.5 * 2^52 units: the sum lies in c's binade, whose spacing is
            // one unit, so the add rounds lo to a multiple of it, ties to even (c is an even
            // multiple), and the subtraction is exact: Math.rint(lo / q) * q in two adds instead
            // of two multiplies and a rint (a running sum's step waits on this: cumsum)
            double c = Double.longBitsToDouble(((long) (unit + 52) << 52) | 0x8000000000000L);
            double r = breakTie(lo, (lo + c) - c, tail, q);
            return r != 0 ? r : Math.copySign(0.0, lo);   // rint keeps lo's sign on a zero
        }
        double inverse = Double.longBitsToDouble((long) (2046 - unit) << 52);
        return breakTie(lo, Math.rint(lo * inverse) * q, tail, q);
    }

    /**
     * r, lo rounded to a multiple of q, moved to the other neighbour when lo was a tie that a
     * non-zero tail breaks that way. The tie is the first test, whatever the tail: the two-argument
     * form (tail 0) and sums (tail often not 0) share this code, and a first test of the tail
     * had C2 compile the side that the first calls never took as a trap (a first cor's).
     */
    private static double breakTie(double lo, double r, double tail, double q) {
        double d = lo - r;
        if (Math.abs(d) != 0.5 * q || tail == 0 || (d > 0) != (tail > 0)) return r;
        return r + (d + d);
    }
}
