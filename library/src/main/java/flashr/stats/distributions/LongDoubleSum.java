package flashr.stats.distributions;

import flashr.engine.fn.math.ExpLog;

/**
 * A {@code long double} of R's nmath series (x87 80-bit extended on R's usual builds: a 64-bit
 * significand), kept as an unevaluated double-double pair hi + lo and rounded to 64 significant
 * bits (to nearest, ties to even) after every operation, as the x87 unit rounds. Each operation is
 * computed to about 106 bits first, so it rounds as R's does except within 2^-106 of a tie; the
 * exponent range is a double's (R's long double would go further: the series that reach below it
 * scale their terms by a power of two and take {@link #logOfScaled} or {@link #valueOfScaled}).
 */
final class LongDoubleSum {
    private double hi;
    private double lo;

    LongDoubleSum(double value) {
        hi = value;
    }

    LongDoubleSum(LongDoubleSum other) {
        hi = other.hi;
        lo = other.lo;
    }

    /** The value rounded once to a double, as R's {@code (double)} cast. */
    double value() {
        return lo == 0 ? hi : hi + lo;   // -0 stays -0
    }

    /** The sign of this - d, exactly (R compares its long doubles unrounded). */
    int compareTo(double d) {
        double s = hi - d;
        double rest = twoSumError(hi, -d, s) + lo;
        return s != 0 ? (int) Math.signum(s + rest) : (int) Math.signum(rest);
    }

    /** The sign of this - y, exactly. */
    int compareTo(LongDoubleSum y) {
        LongDoubleSum d = new LongDoubleSum(this);
        d.addExact(-y.hi);
        d.addExact(-y.lo);
        return (int) Math.signum(d.value());
    }

    /** This times d, rounded as R's long double product. */
    LongDoubleSum times(double d) {
        LongDoubleSum p = new LongDoubleSum(this);
        p.multiply(d);
        return p;
    }

    /** The exact value hi + lo (for tests and diagnostics). */
    java.math.BigDecimal exactValue() {
        return new java.math.BigDecimal(hi).add(new java.math.BigDecimal(lo));
    }

    void set(double value) {
        hi = value;
        lo = 0;
    }

    void add(double y) {
        addExact(y);
        round64();
    }

    void add(LongDoubleSum y) {
        addExact(y.hi);
        addExact(y.lo);
        round64();
    }

    void subtract(double y) {
        add(-y);
    }

    void subtract(LongDoubleSum y) {
        addExact(-y.hi);
        addExact(-y.lo);
        round64();
    }

    void multiply(double y) {
        multiplyExact(y);
        round64();
    }

    void multiply(LongDoubleSum y) {
        multiplyExact(y);
        round64();
    }

    void divide(double y) {
        divideExact(y);
        round64();
    }

    void divide(LongDoubleSum y) {
        double q = hi / y.hi;
        double p = q * y.hi;
        double r = ((hi - p) - Math.fma(q, y.hi, -p) + lo) - q * y.lo;
        double q2 = r / y.hi;
        hi = q + q2;
        lo = q2 - (hi - q);
        round64();
    }

    private void addExact(double y) {
        double s = hi + y;
        double e = twoSumError(hi, y, s) + lo;
        hi = s + e;
        lo = e - (hi - s);
    }

    private void multiplyExact(double y) {
        double p = hi * y;
        double e = Math.fma(hi, y, -p) + lo * y;
        hi = e == 0 ? p : p + e;   // a zero product keeps its sign, as in long double (-0 from 0 * -1)
        lo = e - (hi - p);
    }

    private void multiplyExact(LongDoubleSum y) {
        double p = hi * y.hi;
        double e = Math.fma(hi, y.hi, -p) + (hi * y.lo + lo * y.hi);
        hi = e == 0 ? p : p + e;
        lo = e - (hi - p);
    }

    private void divideExact(double y) {
        double q = hi / y;
        double r = Math.fma(-q, y, hi) + lo;   // the remainder, exact up to lo's own rounding
        double q2 = r / y;
        hi = q + q2;
        lo = q2 - (hi - q);
    }

    /** Rounds hi + lo to 64 significant bits: lo to the 64-bit grid of the value's binade (hi is on it). */
    private void round64() {
        lo = roundedLow(hi, lo);
    }

    /** The low part of hi + lo rounded to 64 significant bits: lo on the 64-bit grid of the value's binade (hi is on it). */
    private static double roundedLow(double hi, double lo) {
        if (lo == 0) return lo;
        long bits = Double.doubleToRawLongBits(hi);
        int biased = (int) (bits >>> 52) & 0x7ff;
        if (biased == 0x7ff) return 0;
        if (biased < 64 + 1) return lo;   // near the subnormals: left as it is
        // a power of two with a low part of the other sign lies in the binade below
        boolean below = (bits & 0xFFFFFFFFFFFFFL) == 0 && (lo < 0) != (hi < 0);
        int gridExponent = biased - 1023 - (below ? 64 : 63);
        double grid = Double.longBitsToDouble((long) (gridExponent + 1023) << 52);
        double inverse = Double.longBitsToDouble((long) (1023 - gridExponent) << 52);
        return Math.rint(lo * inverse) * grid;
    }

    /** this += a * b, the product rounded first (R's {@code ans += a * b} in long double), without allocating. */
    void addProduct(LongDoubleSum a, double b) {
        double p = a.hi * b;
        double e = Math.fma(a.hi, b, -p) + a.lo * b;
        double h = p + e;
        double l = roundedLow(h, e - (h - p));
        addExact(h);
        addExact(l);
        round64();
    }

    /** this += a * b, the product rounded first. */
    void addProduct(LongDoubleSum a, LongDoubleSum b) {
        double p = a.hi * b.hi;
        double e = Math.fma(a.hi, b.hi, -p) + (a.hi * b.lo + a.lo * b.hi);
        double h = p + e;
        double l = roundedLow(h, e - (h - p));
        addExact(h);
        addExact(l);
        round64();
    }

    void set(LongDoubleSum other) {
        hi = other.hi;
        lo = other.lo;
    }

    private static final double LN2_HI = 0x1.62e42fefa39efp-1;
    private static final double LN2_LO = 0x1.abc9e3b39803fp-56;

    /**
     * e to this power (R's {@code expl}): 2^k exp(r), r = x - k log 2 reduced by 2^10, by a Taylor
     * polynomial and ten squarings in double-double, rounded once at the end.
     */
    LongDoubleSum exp() {
        LongDoubleSum e = expExact();
        e.round64();
        return e;
    }

    /** e to this power to about 106 bits, not rounded. */
    private LongDoubleSum expExact() {
        double x = value();
        if (!(Math.abs(x) < 700)) return new LongDoubleSum(ExpLog.exp(x));
        double k = Math.rint(x / LN2_HI);
        LongDoubleSum r = new LongDoubleSum(this);
        r.addExact(-k * LN2_HI);   // k log 2's leading part and, next, its rounding error: exact together
        r.addExact(Math.fma(-k, LN2_HI, k * LN2_HI));
        r.addExact(-k * LN2_LO);
        r.multiplyExact(0x1p-10);
        LongDoubleSum sum = new LongDoubleSum(0);   // exp(r) - 1 for |r| < 2^-11
        LongDoubleSum term = new LongDoubleSum(1);
        for (int n = 1; n <= 8; n++) {
            term.multiplyExact(r);
            term.divideExact(n);
            sum.addExact(term.hi);
            sum.addExact(term.lo);
        }
        for (int i = 0; i < 10; i++) {   // (1 + s)^2 - 1 = s (2 + s), keeping the small part
            LongDoubleSum twoPlus = new LongDoubleSum(sum);
            twoPlus.addExact(2);
            sum.multiplyExact(twoPlus);
        }
        sum.addExact(1);
        sum.hi = Math.scalb(sum.hi, (int) k);
        sum.lo = Math.scalb(sum.lo, (int) k);
        return sum;
    }

    /** The natural logarithm (R's {@code logl}): two Newton steps from the double one, rounded once. */
    LongDoubleSum logarithm() {
        LongDoubleSum y = logarithmExact();
        y.round64();
        return y;
    }

    /**
     * log(this * 2^k) - k log 2 for this scaled by 2^k: the logarithm of a value below a double's
     * range (R's long double holds it), rounded once as R's {@code logl}.
     */
    double logOfScaled(int k) {
        if (!(hi > 0) || hi == Double.POSITIVE_INFINITY) return log();
        LongDoubleSum y = logarithmExact();
        y.subtractLn2Times(k);
        y.round64();
        return y.value();
    }

    /** this -= k log 2, to about 106 bits: as in expExact, k log 2's leading part and its rounding error, exact together. */
    private void subtractLn2Times(int k) {
        addExact(-k * LN2_HI);
        addExact(Math.fma(-k, LN2_HI, k * LN2_HI));
        addExact(-k * LN2_LO);
    }

    /** this / 2^k, rounded once to a double (a subnormal or zero where R's long double cast gives one). */
    double valueOfScaled(int k) {
        if (!Double.isFinite(hi) || hi == 0) return Math.scalb(hi, -k);
        return new java.math.BigDecimal(hi).add(new java.math.BigDecimal(lo))
                .divide(new java.math.BigDecimal(java.math.BigInteger.ONE.shiftLeft(k))).doubleValue();
    }

    private LongDoubleSum logarithmExact() {
        if (hi > 0 && hi < 0x1p-900) {   // exp(-y) would overflow: the logarithm of this * 2^600, less 600 log 2
            LongDoubleSum scaled = new LongDoubleSum(Math.scalb(hi, 600));
            scaled.lo = Math.scalb(lo, 600);
            LongDoubleSum y = scaled.logarithmExact();
            y.subtractLn2Times(600);
            return y;
        }
        double y0 = ExpLog.log(hi);
        if (!Double.isFinite(y0) || hi <= 0) return new LongDoubleSum(y0);
        LongDoubleSum y = new LongDoubleSum(y0 + lo / hi);
        for (int step = 0; step < 2; step++) {   // y + x exp(-y) - 1
            LongDoubleSum minus = new LongDoubleSum(y);
            minus.multiplyExact(-1);
            LongDoubleSum e = minus.expExact();
            e.multiplyExact(this);
            e.addExact(-1);
            y.addExact(e.hi);
            y.addExact(e.lo);
        }
        return y;
    }

    /** log(1 + this) (R's {@code log1pl}): its series while small, else the logarithm of 1 + this, exact in double-double. */
    LongDoubleSum log1p() {
        if (hi == 0) return new LongDoubleSum(this);   // keeps the sign of a zero
        LongDoubleSum r;
        if (Math.abs(hi) < 0x1p-30) {   // y - y^2/2 + y^3/3: the next term is below 2^-90 of y
            LongDoubleSum y2 = new LongDoubleSum(this);
            y2.multiplyExact(this);
            LongDoubleSum y3 = new LongDoubleSum(y2);
            y3.multiplyExact(this);
            r = new LongDoubleSum(this);
            y2.multiplyExact(-0.5);
            r.addExact(y2.hi);
            r.addExact(y2.lo);
            y3.divideExact(3);
            r.addExact(y3.hi);
        } else {
            LongDoubleSum onePlus = new LongDoubleSum(1);
            onePlus.addExact(hi);
            onePlus.addExact(lo);
            r = onePlus.logarithmExact();
        }
        r.round64();
        return r;
    }

    /** The natural logarithm rounded to a double. */
    double log() {
        return logarithm().value();
    }

    /** The rounding error of {@code s = a + b}. */
    static double twoSumError(double a, double b, double s) {
        double bb = s - a;
        return (a - (s - bb)) + (b - bb);
    }
}
