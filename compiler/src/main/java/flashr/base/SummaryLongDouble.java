package flashr.base;

/**
 * An accumulator that rounds like the x87 80-bit {@code long double} GNU R sums in: the
 * running value is held exactly as a pair of doubles and rounded to a 64-bit significand
 * after every operation, so sums that lose or keep low-order bits in R do the same here
 * (e.g. {@code sum(c(1e20, 1, -1e20))} is 0). The exponent range is a double's.
 */
final class SummaryLongDouble {
    private double hi, lo;

    SummaryLongDouble() {}

    SummaryLongDouble(double value) {
        hi = value;
    }

    double value() {
        return hi + lo;
    }

    /** this += x. */
    SummaryLongDouble add(double x) {
        return add(x, 0);
    }

    /** this += (xHi + xLo), both parts exact. */
    SummaryLongDouble add(double xHi, double xLo) {
        double s = hi + xHi;
        if (!Double.isFinite(s)) {
            hi = s;
            lo = 0;
            return this;
        }
        double bb = s - hi;
        double err = (hi - (s - bb)) + (xHi - bb);
        err += lo + xLo;
        hi = s + err;
        lo = err - (hi - s);
        round();
        return this;
    }

    SummaryLongDouble add(SummaryLongDouble x) {
        return add(x.hi, x.lo);
    }

    /** this /= n. */
    SummaryLongDouble divide(double n) {
        double q1 = hi / n;
        if (!Double.isFinite(q1)) {
            hi = q1;
            lo = 0;
            return this;
        }
        double r = Math.fma(-q1, n, hi) + lo;
        double q2 = r / n;
        hi = q1 + q2;
        lo = q2 - (hi - q1);
        round();
        return this;
    }

    /** x - this, in long double precision. */
    SummaryLongDouble subtractedFrom(double x) {
        return new SummaryLongDouble(x).add(-hi, -lo);
    }

    /** Rounds hi + lo to 64 significant bits, ties to even. */
    private void round() {
        if (lo == 0 || !Double.isFinite(hi)) return;
        int e = Math.getExponent(hi);
        if ((lo < 0) != (hi < 0) && Math.abs(hi) == Math.scalb(1.0, e)) e--;
        double q = Math.scalb(1.0, e - 63);
        if (q == 0) return;
        double rounded = Math.rint(lo / q) * q;
        double s = hi + rounded;
        lo = rounded - (s - hi);
        hi = s;
    }
}
