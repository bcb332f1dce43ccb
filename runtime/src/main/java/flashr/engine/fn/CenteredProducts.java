package flashr.engine.fn;

import java.math.BigInteger;

/**
 * R's cov.c sums {@code (LDOUBLE)(x[k] - xm) * (y[k] - ym)} with xm, ym long double variables:
 * on the x87 the difference is rounded to a 64-bit significand, the product of two such values
 * is rounded to 64 bits, and the sum to 64 bits, three roundings a row where products of
 * differences taken in double (two 53-bit roundings) differ in the last bits of a covariance.
 *
 * <p>A block of a column is centered once into 64-bit significands ({@link #center}: the
 * difference as an exact two-sum rounded by {@link LongDouble#roundedLow}); a pair's products
 * are then exact 128-bit integer products rounded to 64 bits, added to the sum as an integer
 * while it stays in its binade (the step of {@link LongDoubleRun}, with the rest of the product
 * deciding the rounding); other sums take {@link LongDouble#add(double, double)}.
 */
public final class CenteredProducts {
    /** Centered values whose binary exponent lies outside this range are not taken in blocks (their products may leave the double range). */
    private static final int MIN_E = -440, MAX_E = 440;
    /** Binades of sums the integer loop keeps (LongDoubleRun's range, less a margin at the top). */
    private static final int MIN_SUM_E = -900, MAX_SUM_E = 1000;
    private static final long LOW11 = 0x7FF, MANTISSA = 0xFFFFFFFFFFFFFL;

    /**
     * Rows a call of the centering and products loops takes at most. This class compiles early
     * (the launcher's flashr.engine.fn.* scaling), where a loop that runs more than ~66 times a
     * call (the ratio of C2's back-edge threshold for an on-stack compile to its call threshold)
     * is compiled on stack first, and again whole: center and fast were, in every first cor.
     * At 32 a call C2 compiles each once, whole, after some thousand rows.
     */
    public static final int PART = 32;

    private CenteredProducts() {}

    /**
     * sig[k], ex[k] = col[from + k] - m in long double for k &lt; len: value = sig * 2^(E - 63)
     * with sig unsigned (its top bit set; 0 for a zero difference) and ex = 2E + (negative ? 1 : 0).
     * False when a difference is not finite or out of the block range (the caller then takes
     * {@link #addProduct} element by element).
     */
    public static boolean center(double[] col, double m, int from, int len, long[] sig, int[] ex) {
        for (int k = 0; k < len; k += PART) {
            if (!centerPart(col, m, from, k, Math.min(len, k + PART), sig, ex)) return false;
        }
        return true;
    }

    /**
     * {@link #center}'s step for k in [k0, k1), at most {@link #PART} of them. Callers that center
     * many rows loop over such calls in a class of the usual compile thresholds (flashr.stats'
     * CrossProducts), whose loop then stays below C2's threshold for an on-stack compile.
     */
    public static boolean centerPart(double[] col, double m, int from, int k0, int k1, long[] sig, int[] ex) {
        for (int k = k0; k < k1; k++) {
            double x = col[from + k];
            double s = x - m, bb = s - x;
            double err = (x - (s - bb)) + (-m - bb);
            long bits = Double.doubleToRawLongBits(s), frac = bits & MANTISSA;
            int e = (int) ((bits >>> 52) & 0x7FF) - 1023;
            // the error away from zero: its sign flipped by s's, on the bits (a conditional
            // negation of a double compiles to a branch, mispredicted on every other sign)
            double away = Double.longBitsToDouble(Double.doubleToRawLongBits(err) ^ (bits & Long.MIN_VALUE));
            // s's 53 bits are the top of the 64 (an even number of units 2^(e - 63)); err in those
            // units rounds to an integer (ties to even: the parity is its own) below 2^10 in size.
            // A power of two less a little lies in the binade below, with finer units: encode's way
            // (a zero s has e = -1023, out of range; the error in units, |y| <= 2^10, rounds to an
            // integer, ties to even, in the low bits of y + 1.5 * 2^52: rint and a cast in two steps)
            if (e >= MIN_E && e <= MAX_E && !(frac == 0 && away < 0)) {
                double units = away * LongDoubleRun.power(63 - e) + 0x1.8p52;
                sig[k] = ((frac | 1L << 52) << 11) + (Double.doubleToRawLongBits(units) - 0x4338000000000000L);
                ex[k] = 2 * e + (int) (bits >>> 63);
            } else if (!encode(s, LongDouble.roundedLow(s, err), sig, ex, k)) {
                return false;
            }
        }
        return true;
    }

    /** Writes the long double hi + lo (rounded to 64 bits) as a significand and exponent; false when not finite or out of range. */
    private static boolean encode(double hi, double lo, long[] sig, int[] ex, int k) {
        if (hi == 0) {
            sig[k] = 0;
            ex[k] = 0;
            return true;
        }
        int e = LongDoubleRun.binade(hi, lo);
        if (e == Integer.MIN_VALUE || e < MIN_E || e > MAX_E) return false;
        double sign = hi < 0 ? -1.0 : 1.0;
        long b = LongDoubleRun.significand(hi, lo, sign * LongDoubleRun.power(63 - e));
        if (b < 0) return false;
        sig[k] = b | Long.MIN_VALUE;
        ex[k] = 2 * e + (hi < 0 ? 1 : 0);
        return true;
    }

    /** acc += a[k] * b[k] for k &lt; len, each product rounded to 64 bits, then the sum, in order. */
    public static void addProducts(LongDouble acc, long[] sa, int[] ea, long[] sb, int[] eb, int len) {
        Run run = new Run(acc);
        for (int k = 0; k < len; k += PART) addPart(run, sa, ea, sb, eb, k, Math.min(len, k + PART));
        run.flush();
    }

    /**
     * A pair's running sum across calls of {@link #addPart}: the integer loop's form (the sum is
     * (2^63 + s) units 2^(e - 63), of sign {@code negative}) while s &gt;= 0, else the long double
     * in {@code acc}. Kept between calls, where each call of PART rows took it from the pair and
     * back (binade, significand and store: 8% of cor(X)'s warm samples); {@link #flush} leaves
     * the sum in acc.
     */
    public static final class Run {
        final LongDouble acc;
        long s = -1;
        int e;
        boolean negative;

        public Run(LongDouble acc) {
            this.acc = acc;
        }

        /** The integer form from acc; false where the sum has none (zero, out of range, not rounded to 64 bits). */
        private boolean load() {
            int be = LongDoubleRun.binade(acc.hi(), acc.lo());
            if (be == Integer.MIN_VALUE) return false;
            boolean neg = acc.hi() < 0;
            long b = LongDoubleRun.significand(acc.hi(), acc.lo(), (neg ? -1.0 : 1.0) * LongDoubleRun.power(63 - be));
            if (b < 0) return false;
            s = b;
            e = be;
            negative = neg;
            return true;
        }

        /** Leaves the sum in acc (the integer form, if any, stored back). */
        public void flush() {
            if (s >= 0) LongDoubleRun.store(acc, s, e, negative ? -1.0 : 1.0);
            s = -1;
        }
    }

    /**
     * {@link #addProducts}' step for the rows k in [from, to), at most {@link #PART} of them: the
     * loops that C2 compiles run at most PART times a call (see {@link #PART}; long runs loop over
     * such calls in CrossProducts, a class of the usual thresholds). The sum stays in the run's
     * integer form from one call to the next; rows the integer loop cannot take go to the
     * reference step on acc.
     */
    public static void addPart(Run run, long[] sa, int[] ea, long[] sb, int[] eb, int from, int to) {
        int k = from;
        while (k < to) {
            if (run.s >= 0 || run.load()) {
                k = fast(sa, ea, sb, eb, k, to, run);
                if (k == to) break;
                run.flush();
            }
            addSlow(run.acc, sa[k], ea[k], sb[k], eb[k]);
            k++;
        }
    }

    /**
     * The integer loop: the sum is (2^63 + s) units u = 2^(e - 63) of sign {@code negative}.
     * Most rows take one rounding of the exact product's high half (see the loop; 27% less time
     * than the two roundings for every row). Otherwise a
     * product P * 2^unit (P rounded to 64 bits) is P / 2^shift units, shift = e - 63 - unit,
     * split into whole units and a rest that rounds to nearest, ties to even. Products not
     * below the sum's unit's 2^63 (shift &lt; 1), below half a unit (shift &gt; 63), and sums
     * leaving the binade take {@link ProductStep}, still on integers; an exact zero sum and sums
     * far out of the double's range stop the loop (the run keeps the sum before that row).
     */
    private static int fast(long[] sa, int[] ea, long[] sb, int[] eb, int k, int len, Run run) {
        long s = run.s;
        int e = run.e;
        int sumSign = run.negative ? 1 : 0;
        int[] out = null;
        for (; k < len; k++) {
            long a = sa[k], b = sb[k];
            long hi = Math.unsignedMultiplyHigh(a, b);
            if (hi == 0) continue;   // a or b is +-0 (else hi >= 2^62): the non-zero sum stays
            int xa = ea[k], xb = eb[k];
            // The common step, one rounding: the product V (128 bits, units 2^(Ea + Eb - 126))
            // rounded to the sum's unit, bit pos of V, is the product first rounded to 64 bits
            // and then to that unit (R's two roundings) unless the 64-bit product is a midpoint
            // of the sum's units: only where V lies within 2^64 of one, hi's bits below the unit
            // then being the half or one less; those rows take the two roundings below.
            int pos = e + 63 - ((xa >> 1) + (xb >> 1)), sh = pos - 64;
            if (sh >= 1 && sh <= 63) {
                long half = 1L << (sh - 1), frac = hi & ((half << 1) - 1);
                if (frac - (half - 1) != 0 && frac != half) {
                    long c = (hi >>> sh) + ((half - frac) >>> 63);   // frac > half: round up
                    long mask = -(long) (((xa ^ xb) & 1) ^ sumSign);
                    long next = s + ((c ^ mask) - mask);   // s +- round(V): no tie, so symmetric
                    if (next > 0) {
                        s = next;
                        continue;
                    }
                }
            }
            // the rare rows in a method of their own: the loop C2 compiles stays small
            if (out == null) out = new int[2];
            long next = twoRoundings(a, b, hi, xa, xb, s, e, sumSign, out);
            if (next < 0) break;   // the reference step decides
            s = next;
            e = out[0];
            sumSign = out[1];
        }
        run.s = s;
        run.e = e;
        run.negative = sumSign != 0;
        return k;
    }

    /**
     * One row by R's two roundings (the product to 64 bits, then into the sum), on integers:
     * the new s, with e and the sign in out[0] and out[1]; -1 for an exact zero sum or one far
     * out of the double's range.
     */
    private static long twoRoundings(long a, long b, long hi, int xa, int xb, long s, int e, int sumSign, int[] out) {
        long lo = a * b;
        // the 128-bit product in [2^126, 2^128) to 64 bits, without a branch on its length
        int z = Long.numberOfLeadingZeros(hi);   // 0 or 1
        long p = (hi << z) | ((lo >>> 1) >>> (63 - z));
        long r = lo << z;                        // the dropped bits, from the top
        p += (r >>> 63) & ((r << 1) != 0 ? 1 : p & 1);
        int unit = (xa >> 1) + (xb >> 1) - 62 - z, shift = e - 63 - unit, productSign = (xa ^ xb) & 1;
        if (p != 0 && shift >= 1 && shift <= 63) {
            long whole = p >>> shift, rest = p & ((1L << shift) - 1), mid = 1L << (shift - 1);
            // the sum plus or minus P / 2^shift units, rounded to nearest, ties to even
            long mask = -(long) (productSign ^ sumSign);
            long t = s + ((whole ^ mask) - mask);
            long adjust = ((mid - rest) >>> 63) | (rest == mid ? t & 1 : 0);   // past the middle, or on it and t odd
            long next = t + ((adjust ^ mask) - mask);
            if (next > 0) {
                out[0] = e;
                out[1] = sumSign;
                return next;
            }
        }
        // p == 0: the product carried out of 64 bits, to 2^64 units
        long m = ProductStep.add(s ^ Long.MIN_VALUE, e - 63, sumSign, p == 0 ? Long.MIN_VALUE : p, p == 0 ? unit + 1 : unit, productSign, out);
        int next = out[0] + 63;
        if (m == 0 || next < MIN_SUM_E || next > MAX_SUM_E) return -1;
        out[0] = next;
        return m ^ Long.MIN_VALUE;
    }

    /** acc += a * b: the product rounded to 64 bits as an exact pair, added by the reference step. */
    private static void addSlow(LongDouble acc, long a, int xa, long b, int xb) {
        if (a == 0 || b == 0) {
            acc.add((((xa ^ xb) & 1) != 0) ? -0.0 : 0.0);
            return;
        }
        long hi = Math.unsignedMultiplyHigh(a, b), lo = a * b;
        int unit = (xa >> 1) + (xb >> 1) - 126;
        long p;
        boolean half, sticky;
        if (hi < 0) {
            p = hi;
            unit += 64;
            half = lo < 0;
            sticky = (lo << 1) != 0;
        } else {
            p = (hi << 1) | (lo >>> 63);
            unit += 63;
            half = ((lo >>> 62) & 1) != 0;
            sticky = (lo << 2) != 0;
        }
        if (half && (sticky || (p & 1) != 0)) {
            p++;
            if (p == 0) { p = Long.MIN_VALUE; unit++; }
        }
        double sign = ((xa ^ xb) & 1) != 0 ? -1.0 : 1.0;
        // both parts exact: the top 53 bits and the low 11 (units within the double range: |E| <= 440 each)
        double h = sign * (double) (p >>> 11) * Math.scalb(1.0, unit + 11);
        double l = sign * (double) (p & LOW11) * Math.scalb(1.0, unit);
        acc.add(h, l);
    }

    /**
     * acc += (x - mx) * (y - my) as cov.c on the x87, for one row: the general step (finite
     * differences of any size; outside the block range the product is taken in double-double,
     * the x87's only where it is exact). Non-finite differences add their double product.
     */
    public static void addProduct(LongDouble acc, double x, double mx, double y, double my) {
        long[] sig = new long[2];
        int[] ex = new int[2];
        double dx = x - mx, dy = y - my;
        if (!Double.isFinite(dx) || !Double.isFinite(dy)) {
            acc.add(dx * dy);
            return;
        }
        double ex1 = twoSumError(x, -mx, dx), ey1 = twoSumError(y, -my, dy);
        double lx = LongDouble.roundedLow(dx, ex1), ly = LongDouble.roundedLow(dy, ey1);
        if (encode(dx, lx, sig, ex, 0) && encode(dy, ly, sig, ex, 1)) {
            addSlow(acc, sig[0], ex[0], sig[1], ex[1]);
            return;
        }
        double p = dx * dy;
        acc.add(p, Math.fma(dx, dy, -p) + (dx * ly + lx * dy));
    }

    /**
     * acc += x * y for long doubles x = (xHi + xLo) and y = (yHi + yLo), each already rounded to
     * 64 bits: the exact product rounded to 64 bits, then added (cov.c's {@code sum += xm * ym}
     * with long double xm, ym). Outside the block range, the product in double-double.
     */
    public static void addProductOf(LongDouble acc, double xHi, double xLo, double yHi, double yLo) {
        if (!Double.isFinite(xHi) || !Double.isFinite(yHi)) {
            acc.add(xHi * yHi);
            return;
        }
        long[] sig = new long[2];
        int[] ex = new int[2];
        if (encode(xHi, xLo, sig, ex, 0) && encode(yHi, yLo, sig, ex, 1)) {
            addSlow(acc, sig[0], ex[0], sig[1], ex[1]);
            return;
        }
        double p = xHi * yHi;
        acc.add(p, Math.fma(xHi, yHi, -p) + (xHi * yLo + xLo * yHi));
    }

    private static double twoSumError(double a, double b, double s) {
        double bb = s - a;
        return (a - (s - bb)) + (b - bb);
    }

    /**
     * (double) sqrtl(v): the square root of the long double v rounded to 64 bits, then to a
     * double (cov.c's standard deviations of cor(x, y)), exactly by integer square root.
     */
    public static double sqrt(LongDouble v) {
        return sqrtl(v).value();
    }

    /**
     * sqrtl(v): the square root of the long double v rounded to 64 bits, as a long double. A
     * value of 64 bits in LongDoubleRun's range takes the integer root of its significand
     * ({@link #root}); others {@link #sqrtlExact}, whose BigInteger and BigDecimal took 9-14 ms
     * of CPU on their first call (class loading, the interpreter): most of a first cor(x, y).
     */
    public static LongDouble sqrtl(LongDouble v) {
        double hi = v.hi(), lo = v.lo();
        if (hi > 0 && Double.isFinite(hi)) {
            int e = LongDoubleRun.binade(hi, lo);
            long b = e == Integer.MIN_VALUE ? -1 : LongDoubleRun.significand(hi, lo, LongDoubleRun.power(63 - e));
            if (b >= 0) {
                LongDouble out = new LongDouble();
                root(b ^ Long.MIN_VALUE, e - 63, out);
                return out;
            }
        }
        return sqrtlExact(v);
    }

    /**
     * out = sqrt(m * 2^k) rounded to 64 bits, m an unsigned 64-bit significand (top bit set):
     * m * 2^t with t = 63 or 64 (k - t even) is N in [2^126, 2^128), whose root's integer part
     * r has 64 bits; the root rounds up when N - r^2 &gt; r (a root is never a midpoint).
     */
    private static void root(long m, int k, LongDouble out) {
        int t = ((k & 1) != 0) ? 63 : 64;
        long nh = m >>> (64 - t), nl = m << t;   // N = nh * 2^64 + nl (t = 64: nl = 0, as Java shifts by t mod 64)
        if (t == 64) nl = 0;
        long r = isqrt(nh, nl);
        long sqh = Math.unsignedMultiplyHigh(r, r), sql = r * r;
        // N - r^2 (below 2^66: compare in 128 bits) against r
        long dl = nl - sql, dh = nh - sqh - (Long.compareUnsigned(nl, sql) < 0 ? 1 : 0);
        boolean up = dh != 0 || Long.compareUnsigned(dl, r) > 0;
        int unit = (k - t) / 2;
        long q = r + (up ? 1 : 0);
        if (q == 0) {   // r + 1 = 2^64
            q = Long.MIN_VALUE;
            unit++;
        }
        double h = (double) (q >>> 11) * Math.scalb(1.0, unit + 11);
        double l = (double) (q & LOW11) * Math.scalb(1.0, unit);
        double sum = h + l;
        out.set(sum, l - (sum - h));
    }

    /** floor(sqrt(N)), N = nh * 2^64 + nl in [2^126, 2^128): a double's root, one Newton step in 128 bits, then the last unit. */
    private static long isqrt(long nh, long nl) {
        double n = unsignedDouble(nh) * 0x1p64 + unsignedDouble(nl);
        // the double root is within a few 2^11 of the true one, below 2^64
        long r = Math.min((long) (Math.sqrt(n) * 0.5), 0x7FFFFFFFFFFFFC00L) << 1;
        // r += (N - r^2) / (2r), the difference (under 2^80) in a double
        long sqh = Math.unsignedMultiplyHigh(r, r), sql = r * r;
        long dl = nl - sql, dh = nh - sqh - (Long.compareUnsigned(nl, sql) < 0 ? 1 : 0);
        double diff = (double) dh * 0x1p64 + unsignedDouble(dl);
        long step = (long) Math.rint(diff / (2.0 * unsignedDouble(r))), next = r + step;
        // a root within half of 2^64 may round to it: 2^64 - 1 then, the loop below decides
        r = step > 0 && Long.compareUnsigned(next, r) < 0 ? -1L : next;
        // now within one of the root: r^2 <= N < (r + 1)^2
        while (compare128(Math.unsignedMultiplyHigh(r, r), r * r, nh, nl) > 0) r--;
        while (r != -1L && compare128(Math.unsignedMultiplyHigh(r + 1, r + 1), (r + 1) * (r + 1), nh, nl) <= 0) r++;
        return r;
    }

    private static int compare128(long ah, long al, long bh, long bl) {
        int c = Long.compareUnsigned(ah, bh);
        return c != 0 ? c : Long.compareUnsigned(al, bl);
    }

    private static double unsignedDouble(long x) {
        return x >= 0 ? (double) x : (double) (x >>> 1) * 2.0 + (double) (x & 1);
    }

    /** sqrtl by BigInteger's exact root: any finite pair, also one not rounded to 64 bits. */
    static LongDouble sqrtlExact(LongDouble v) {
        double hi = v.hi(), lo = v.lo();
        LongDouble out = new LongDouble();
        if (!(hi > 0) || !Double.isFinite(hi)) {
            out.set(Math.sqrt(hi + lo), 0);
            return out;
        }
        // v = V * 2^k exactly, V an integer
        int k = Math.min(Math.getExponent(hi), lo == 0 ? Integer.MAX_VALUE : Math.getExponent(lo)) - 60;
        BigInteger big = new java.math.BigDecimal(hi).add(new java.math.BigDecimal(lo))
                .multiply(new java.math.BigDecimal(BigInteger.ONE.shiftLeft(Math.max(0, -k))))
                .divide(new java.math.BigDecimal(BigInteger.ONE.shiftLeft(Math.max(0, k)))).toBigIntegerExact();
        // make the exponent even and give the root at least 66 bits
        if ((k & 1) != 0) { big = big.shiftLeft(1); k--; }
        int extra = Math.max(0, 140 - big.bitLength()) & ~1;
        big = big.shiftLeft(extra);
        k -= extra;
        BigInteger[] root = big.sqrtAndRemainder();
        BigInteger r = root[0];
        boolean inexact = root[1].signum() != 0;
        int drop = r.bitLength() - 64;   // >= 6
        BigInteger q = r.shiftRight(drop);
        boolean halfBit = r.testBit(drop - 1);
        boolean below = inexact || r.getLowestSetBit() < drop - 1;
        if (halfBit && (below || q.testBit(0))) q = q.add(BigInteger.ONE);
        // q * 2^(drop + k/2): a 64-bit (or 2^64) value; to a double by the pair's one rounding
        long qs = q.bitLength() > 64 ? Long.MIN_VALUE : q.longValue();
        int unit = drop + k / 2 + (q.bitLength() > 64 ? 1 : 0);
        double h = (double) (qs >>> 11) * Math.scalb(1.0, unit + 11);
        double l = (double) (qs & LOW11) * Math.scalb(1.0, unit);
        double sum = h + l;
        out.set(sum, l - (sum - h));
        return out;
    }
}
