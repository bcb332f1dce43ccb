package flashr.engine.fn;

import java.math.BigInteger;

/**
 * An exact dyadic value m * 2^k: the tests' model of x87 long double arithmetic, each operation
 * exact and then rounded to a 64-bit significand (ties to even) where the test says so.
 */
record Dyadic(BigInteger m, int k) {
    static final Dyadic ZERO = new Dyadic(BigInteger.ZERO, 0);

    static Dyadic of(double d) {
        if (d == 0) return ZERO;
        long bits = Double.doubleToRawLongBits(d);
        int field = (int) ((bits >>> 52) & 0x7FF);
        long mant = (bits & 0xFFFFFFFFFFFFFL) | (field == 0 ? 0 : 1L << 52);
        BigInteger m = BigInteger.valueOf(mant);
        return new Dyadic(d < 0 ? m.negate() : m, (field == 0 ? 1 : field) - 1075);
    }

    Dyadic add(Dyadic o) {
        if (m.signum() == 0) return o;
        if (o.m.signum() == 0) return this;
        int k0 = Math.min(k, o.k);
        return new Dyadic(m.shiftLeft(k - k0).add(o.m.shiftLeft(o.k - k0)), k0);
    }

    Dyadic mul(Dyadic o) {
        return new Dyadic(m.multiply(o.m), k + o.k);
    }

    /** Rounded to {@code bits} significant bits, ties to even. */
    Dyadic round(int bits) {
        BigInteger a = m.abs();
        int drop = a.bitLength() - bits;
        if (drop <= 0) return this;
        BigInteger q = a.shiftRight(drop);
        boolean half = a.testBit(drop - 1), below = a.getLowestSetBit() < drop - 1;
        if (half && (below || q.testBit(0))) q = q.add(BigInteger.ONE);
        return new Dyadic(m.signum() < 0 ? q.negate() : q, k + drop);
    }

    /** Rounded as an x87 long double is. */
    Dyadic round64() {
        return round(64);
    }

    int compare(Dyadic o) {
        return add(new Dyadic(o.m.negate(), o.k)).m.signum();
    }

    /** To a double (normal range). */
    double value() {
        Dyadic r = round(53);
        return Math.scalb(r.m.doubleValue(), r.k);
    }
}
