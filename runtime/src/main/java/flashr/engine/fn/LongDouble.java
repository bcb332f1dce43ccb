package flashr.engine.fn;

import flashr.engine.type.NA;

/**
 * An accumulator that rounds like the x87 80-bit {@code long double} GNU R sums in: the
 * running value is held exactly as a pair of doubles and rounded to a 64-bit significand
 * after every operation, so sums that lose or keep low-order bits in R do the same here
 * (e.g. {@code sum(c(1e20, 1, -1e20))} is 0). The exponent range is a double's, except that a
 * sum (or quotient) of finite values that passes 2^1024 is kept scaled by 2^-{@link #WIDE} (the
 * x87's 15-bit exponent holds it) until it comes back: {@code sum(c(1e308, 1e308, -1e308))} is
 * 1e308 as in R. While scaled, {@link #hi()} is an infinity of its sign and {@link #lo()} 0, so
 * the runs' fast loops, which read the pair, leave it to the scalar steps here. A NaN sum is
 * NA when an NA took part, as on the x87 (NA's payload wins). {@link LongDoubleLoops} is the
 * same arithmetic in vector lanes.
 */
public final class LongDouble {
    private static final long MANTISSA = 0xFFFFFFFFFFFFFL;
    /**
     * The scaling of a pair beyond the double's range. Scaled, it stays above 2^(1021 - WIDE)
     * (else it is scaled back, exactly): an addend that the scaling rounds (below 2^-894) is then
     * far below half the sum's 64-bit unit, which it could not move on the x87 either.
     */
    private static final int WIDE = 128;
    private static final double NARROW = 0x1p893;   // 2^(1021 - WIDE)

    private double hi, lo;
    /** Whether hi + lo is the value times 2^-WIDE. */
    private boolean wide;

    public LongDouble() {}

    /** The value rounded to a double (an infinity beyond the double's range, as the x87's cast). */
    public double value() {
        return wide ? Math.scalb(hi + lo, WIDE) : hi + lo;
    }

    /** The high part: an infinity of the sum's sign while the sum lies beyond the double's range. */
    public double hi() { return wide ? Math.copySign(Double.POSITIVE_INFINITY, hi) : hi; }

    public double lo() { return wide ? 0 : lo; }

    /** Whether the value lies beyond the double's range (hi() is then an infinity, value() may be finite). */
    public boolean isWide() { return wide; }

    /** Sets the pair, which must already be a long double rounded to 64 bits. */
    public void set(double hi, double lo) {
        this.hi = hi;
        this.lo = lo;
        wide = false;
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
        if (wide) return addScaled(xHi, xLo, false);
        double s = hi + xHi;
        if (!Double.isFinite(s)) {
            if (Double.isFinite(hi) && Double.isFinite(xHi)) {   // overflow: the x87 goes on
                widen();
                return addScaled(xHi, xLo, false);
            }
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
        double sum = s + t;
        if (!Double.isFinite(sum)) {   // s just below 2^1024 rounded up: as an overflow
            widen();
            return addScaled(xHi, xLo, false);
        }
        hi = sum;
        lo = roundedLow(sum, t - (sum - s), tail);
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
        hi[i] = a.hi();
        lo[i] = a.lo();
    }

    /** (hi + lo) / n in long double, rounded to a double. */
    public static double quotient(double hi, double lo, double n) {
        LongDouble a = new LongDouble();
        if (hi != 0 && Math.abs(hi) < 0x1p-900 && n >= 1) {
            // the x87's quotient may have bits below the least subnormal, which its cast rounds
            // once: the quotient of the pair scaled up (exact), rounded once scaled back
            a.set(Math.scalb(hi, TINY), Math.scalb(lo, TINY));
            a.divide(n);
            return scaledValue(a.hi, a.lo, -TINY);
        }
        a.hi = hi;
        a.lo = lo;
        return a.divide(n).value();
    }

    /** The scaling up of {@link #quotient}'s tiny pairs (to about 2^-300 and more). */
    private static final int TINY = 600;

    /**
     * (hi + lo) * 2^k rounded once to a double, for a pair rounded to 64 bits: the x87's cast of
     * a long double computed scaled by 2^-k. A result below the normal range is rounded from the
     * exact value (rounding hi + lo first would round twice).
     */
    public static double scaledValue(double hi, double lo, int k) {
        double v = Math.scalb(hi + lo, k);
        if (Math.abs(v) >= Double.MIN_NORMAL || hi == 0 || !Double.isFinite(v)) return v;
        java.math.BigDecimal exact = new java.math.BigDecimal(hi).add(new java.math.BigDecimal(lo));
        java.math.BigDecimal power = new java.math.BigDecimal(java.math.BigInteger.ONE.shiftLeft(Math.abs(k)));
        double r = (k >= 0 ? exact.multiply(power) : exact.divide(power)).doubleValue();
        return Math.copySign(r, hi);   // a zero keeps the sign, as the cast's
    }

    public LongDouble add(LongDouble x) {
        if (!x.wide) return add(x.hi, x.lo);
        if (!wide) {
            if (!Double.isFinite(hi)) return this;   // an infinity or NaN plus a finite value
            widen();
        }
        return addScaled(x.hi, x.lo, true);
    }

    /** Scales a finite pair by 2^-WIDE (exact: it lies near the double's top). */
    private void widen() {
        hi = Math.scalb(hi, -WIDE);
        lo = Math.scalb(lo, -WIDE);
        wide = true;
    }

    /** this (scaled) += x, x already scaled or not: the sum in the scaled range, then maybe scaled back. */
    private LongDouble addScaled(double xHi, double xLo, boolean scaled) {
        if (!Double.isFinite(xHi)) {   // a huge finite sum plus an infinity or a NaN is that
            hi = xHi;
            lo = 0;
            wide = false;
            return this;
        }
        wide = false;
        if (scaled) add(xHi, xLo);
        else add(Math.scalb(xHi, -WIDE), Math.scalb(xLo, -WIDE));
        return narrow();
    }

    /** After an operation on a scaled pair: scaled back once it is small enough, else scaled again. */
    private LongDouble narrow() {
        if (Math.abs(hi) < NARROW) {
            hi = Math.scalb(hi, WIDE);
            lo = Math.scalb(lo, WIDE);
            wide = false;
        } else {
            wide = Double.isFinite(hi);
        }
        return this;
    }

    /** The sum a + b that double arithmetic made non-finite, with NA winning over NaN. */
    public static double nonFinite(double s, double a, double b) {
        if (s == s) return s;
        return NA.isNA(a) ? a : NA.isNA(b) ? b : s;
    }

    /** this *= x. */
    public LongDouble multiply(double x) {
        if (wide) {
            wide = false;
            return multiply(x).narrow();
        }
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
        if (wide) {
            wide = false;
            return divide(n).narrow();
        }
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
        if (wide || d.wide) {   // the scaled quotient, then its scaling (2^WIDE, 1 or 2^-WIDE)
            int k = (wide ? 1 : 0) - (d.wide ? 1 : 0);
            wide = false;
            LongDouble e = new LongDouble();
            e.set(d.hi, d.lo);
            divide(e);
            if (k > 0) return narrow();
            if (k < 0) set(Math.scalb(hi, -WIDE), Math.scalb(lo, -WIDE));
            return this;
        }
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
        if (m.wide || !Double.isFinite(s) && Double.isFinite(x) && Double.isFinite(m.hi)) {
            // beyond the double's range: the difference scaled, rounded to 64 bits as it is
            if (!Double.isFinite(x)) return add(x);
            LongDouble d = new LongDouble();
            d.set(m.wide ? -m.hi : -Math.scalb(m.hi, -WIDE), m.wide ? -m.lo : -Math.scalb(m.lo, -WIDE));
            d.add(Math.scalb(x, -WIDE));
            d.wide = true;
            return add(d.narrow());
        }
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
        // a unit below the least subnormal: the pair's bits (multiples of it) need no rounding
        if (unit <= -52 || unit >= 2046) return lo;
        // a subnormal unit (sums between 2^-1011 and 2^-959) rounds as a normal one: c stays normal
        double q = unit > 0 ? Double.longBitsToDouble((long) unit << 52) : Double.longBitsToDouble(1L << (51 + unit));
        if (unit <= 2046 - 53 && Math.abs(lo) < 0x1p50 * q) {
            // lo + c - c with c = 1.5 * 2^52 units: the sum lies in c's binade, whose spacing is
            // one unit, so the add rounds lo to a multiple of it, ties to even (c is an even
            // multiple), and the subtraction is exact: Math.rint(lo / q) * q in two adds instead
            // of two multiplies and a rint (a running sum's step waits on this: cumsum)
            double c = Double.longBitsToDouble(((long) (unit + 52) << 52) | 0x8000000000000L);
            // rint keeps lo's sign on a zero, and a non-zero multiple of q nearest lo has lo's sign:
            // copySign is both, without the test for zero that C2 compiled as a trap on a first
            // summary.lm's mean (lo rounding to zero: ResidualRun.wideAdd recompiled, blocking, twice)
            return Math.copySign(breakTie(lo, (lo + c) - c, tail, q), lo);
        }
        double r = unit <= 0 ? Math.rint(lo / q) * q   // a subnormal unit: lo / q is exact
                : Math.rint(lo * Double.longBitsToDouble((long) (2046 - unit) << 52)) * q;
        return breakTie(lo, r, tail, q);
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
