package flashr.engine.fn;


/**
 * Runs of doubles added to a {@link LongDouble} one after the other, in R's order, with the same
 * bits as {@link LongDouble#add(double)} element by element, at the cost of an integer add.
 *
 * <p>While the running sum stays in one binade [2^E, 2^(E+1)), the x87 keeps it as a 64-bit
 * significand A in units u = 2^(E-63), and adding x rounds A + x/u to an integer, ties to even.
 * Here A - 2^63 is a long b in [0, 2^63); x/u (exact: a scaling by a power of two) is split into
 * its nearest integer r and the rest d, |d| <= 1/2, neither depending on the sum. The rounded sum
 * is then b + r when |d| < 1/2, and on a tie the even one of b + r and b + r + sign(d):
 * {@code (b + r + (d == 1/2 ? 1 : 0)) & (|d| == 1/2 ? ~1 : ~0)}, two integer operations on the
 * chain from one element to the next (the double-double step has seven dependent adds). A sum
 * that leaves the binade makes b negative (or 0, where the exact sum may lie just below 2^63).
 *
 * <p>The element loop ({@link #across}) takes such a change itself. The exact sum is S = 2^63 +
 * b + r + d units u, and the x87 rounds S once, in S's own binade. An element below 2^62 units
 * moves S by less than 2^62: up at most one binade (S &lt; 2^64 + 2^62 + 1), down at most two
 * (S &gt;= 2^63 - 2^62 - 1/2). One up, the unit is 2u and S/2 = 2^62 + w + z/2 with w = (b + r) >>>
 * 1, z = ((b + r) &amp; 1) + d in [-1/2, 3/2], both exact: the nearest multiple is w (z &lt; 1),
 * w + 1 (z &gt; 1) or the even one of them (z = 1) ({@link #up}). One down (v = b + r &lt;= 0), the unit
 * is u/2 and 2S = 2^64 + 2v + 2d, whose integer part is even, so its rounding with ties to even
 * is 2^64 + 2v + rint(2d) ({@link #down}); where that is 2^64 the x87's result is 2^E itself
 * (b = 0 in the same binade: S rounds up to it, or S lies in [2^63, 2^63 + 1/2]); where S may lie
 * below 2^62 (v &lt;= -2^62) the change is left to the scalar step. An element of 2^62 units or
 * more, a NaN, an infinity, and sums out of the range where the scalings are exact take
 * {@link LongDouble}'s own step, and the run goes on from the new binade.
 */
public final class LongDoubleRun {
    /** Running sums whose binade lies outside [2^MIN_E, 2^MAX_E] take the scalar step. */
    static final int MIN_E = -900, MAX_E = 1022;
    private static final int EXACT_BLOCK = ExactRun.BLOCK;
    /**
     * Elements whose addends (in units, with their tie masks) are worked out ahead of the chain
     * that adds them: that loop has no dependence from one element to the next, so the chain,
     * two integer operations an element, is all that runs in sequence (rnorm's sum: 3.9 ns an
     * element fused, 2.6 split, LongDoubleRunBench). 128 rather than 256: a sum that leaves its
     * binade (every ~1000 elements of rnorm's) throws away the rest of its block's addends.
     */
    static final int AHEAD = 128;
    /**
     * A block's chain goes in parts of this many elements, a call each ({@link #chain}): a loop
     * that runs more than ~66 times a call (the JVM's ratio of its back-edge threshold for an
     * on-stack compile to its call threshold for a whole one) is compiled by C2 on stack first
     * and then again whole; at 32 a call, once and whole (a first cor of 2e5 x 8 compiled
     * fastAdd on stack, twice, and whole). The addends stay one loop of AHEAD: split, they ran
     * 1.5x slower warm.
     */
    static final int PART = 32;
    /** Runs shorter than this take the fused loops, without a buffer to allocate. */
    static final int SPLIT_FROM = 4 * AHEAD;
    /** Off: the fused loops alone (the way before the split, for benchmarks' A/B). */
    private static boolean split = !Boolean.getBoolean("flashr.engine.fusedSums");

    private LongDoubleRun() {}

    /** Turns the split loops on or off (benchmarks compare both in one process); the bits are the same. */
    public static void split(boolean on) {
        split = on;
    }

    /**
     * Buffers for the split loops' addends (whole units) and masks, or null where the run is
     * short (or the split off).
     */
    static long[][] buffer(int from, int to) {
        return split && to - from >= SPLIT_FROM ? new long[2][AHEAD + 1] : null;
    }

    /**
     * acc += a[i] for i = from, from + 1, ... in order until {@code to} or the first NaN (NA
     * included), whose index is returned ({@code to} when none), leaving acc as the sum before it.
     */
    public static int add(LongDouble acc, double[] a, int from, int to) {
        return run(acc, a, null, from, to, true);
    }

    /**
     * As {@link #add}, for data that are seldom whole numbers of a common unit (products,
     * differences): no attempt at {@link ExactRun}'s integer blocks, which would cost a pass
     * over the first block of every call.
     */
    public static int addRounded(LongDouble acc, double[] a, int from, int to) {
        return run(acc, a, null, from, to, false);
    }

    /**
     * As {@link #add}, also writing each running sum rounded to a double into out[i] (R's
     * cumsum); out[i] is not written for the NaN whose index is returned.
     */
    public static int cumulate(LongDouble acc, double[] a, double[] out, int from, int to) {
        return run(acc, a, out, from, to, false);
    }

    /**
     * As {@link #addRounded} of the products a[i] * b[i] (each rounded to a double), without
     * writing them out first: the centered cross products of cov and cor. A loop over a
     * products buffer before the sums was a second loop to profile and compile on a first call.
     */
    public static int addProducts(LongDouble acc, double[] a, double[] b, int from, int to) {
        long[][] buf = buffer(from, to);
        int i = from;
        while (i < to) {
            int e = binade(acc.hi(), acc.lo());
            if (e != Integer.MIN_VALUE) {
                double sign = acc.hi() < 0 ? -1.0 : 1.0;
                double scale = sign * power(63 - e);
                long s = significand(acc.hi(), acc.lo(), scale);
                if (s >= 0) {
                    i = fastProducts(a, b, i, to, s, scale, acc, e, sign, buf);
                    if (i == to) break;
                }
            }
            double x = a[i] * b[i];
            if (x != x) return i;
            acc.add(x);
            i++;
        }
        return to;
    }

    /** The fast loop of {@link #addProducts}: {@link #fastAdd}'s step on a[i] * b[i]. */
    private static int fastProducts(double[] a, double[] b, int i, int to, long s, double scale, LongDouble acc, int e, double sign, long[][] buf) {
        if (buf != null) {
            long[] c = buf[0], m = buf[1];
            while (i + AHEAD <= to) {
                if (!(productAddends(a, b, i, scale, c, m) < 0x1p62)) break;   // an element out of range or NaN: the fused loop stops at it
                int k = 0;
                for (; k < AHEAD; k++) {   // the chain: the only steps in sequence
                    long t = (s + c[k]) & m[k];
                    if (t <= 0) break;   // left the binade
                    s = t;
                }
                i += k;
                if (k < AHEAD) {
                    store(acc, s, e, sign);
                    return i;
                }
            }
        }
        for (; i < to; i++) {
            double x = a[i] * b[i] * scale;
            if (!(Math.abs(x) < 0x1p62)) break;
            double r = Math.rint(x), d = x - r;
            long t = (s + ((long) r + (d == 0.5 ? 1 : 0))) & (Math.abs(d) == 0.5 ? ~1L : ~0L);
            if (t <= 0) break;
            s = t;
        }
        store(acc, s, e, sign);
        return i;
    }

    private static int run(LongDouble acc, double[] a, double[] out, int from, int to, boolean exact) {
        long[][] buf = buffer(from, to);
        int i = from;
        int exactFrom = from;
        boolean busy = false;
        while (i < to) {
            if (exact && i >= exactFrom && i + EXACT_BLOCK <= to) {
                int j = ExactRun.add(acc, a, i, to);
                if (j > i) {
                    i = j;   // stopped where the sum outgrew its unit (tried again) or an element has no whole units
                    continue;
                }
                exactFrom = i + 64 * EXACT_BLOCK;   // no whole units at once: a while the binade way first
            }
            int e = binade(acc.hi(), acc.lo());
            if (e != Integer.MIN_VALUE) {
                double sign = acc.hi() < 0 ? -1.0 : 1.0;
                double scale = sign * power(63 - e);
                long b = significand(acc.hi(), acc.lo(), scale);
                if (b >= 0) {
                    // the choice here, where the profiled code decides, rather than a branch in fastAdd
                    // that C2 would compile as a trap until a run's last block first takes it
                    if (out != null) i = fastCumulate(a, out, i, to, b, scale, acc, e, sign, buf);
                    else {
                        // blocks unless the last fast loop stopped at an element out of its reach (a
                        // sum near zero beside its elements: the next block would stop there again)
                        int r = !busy && buf != null && i + AHEAD <= to ? fastAdd(a, i, to, b, scale, acc, e, sign, buf)
                                : across(a, i, to, b, e, sign, acc, buf != null);
                        if (r < 0) {   // a quiet stretch: blocks again, from the sum's binade
                            i = ~r;
                            busy = false;
                            continue;
                        }
                        i = r;
                        busy = true;
                    }
                    if (i == to) break;
                }
            }
            double x = a[i];
            if (x != x) return i;
            acc.add(x);
            if (out != null) out[i] = acc.value();
            i++;
        }
        return to;
    }

    /**
     * The fast loop of {@link #add}: the index where it stopped; acc holds the sum before it.
     * Plain scalar code: vector lanes here cost more to compile, and to run before they are
     * compiled, than a script's first sums take. Elements up to 2^62 units (a sum near zero
     * among larger elements) stay on this path. Called with buf and a whole block ahead. Ends
     * in {@link #across}, whose answer it returns (~i: a quiet stretch, blocks again from i).
     */
    private static int fastAdd(double[] a, int i, int to, long b, double scale, LongDouble acc, int e, double sign, long[][] buf) {
        long[] c = buf[0], m = buf[1];
        c[AHEAD] = b;
        while (true) {
            if (!(addends(a, i, scale, c, m) < 0x1p62)) break;   // an element out of range or NaN: the loop below stops at it
            int k = 0;
            for (int q = 0; q < AHEAD; q += PART) {   // the chain: the only steps in sequence
                k = chain(c, m, q);
                if (k < q + PART) break;   // left the binade
            }
            i += k;
            // Left the binade (the loop below stops at element i at once, as the chain did)
            // or too few elements left for a block: one test, so that the end of the data
            // takes the branch that every change of binade takes. A branch that no call had
            // taken when C2 compiled this (the end, once a run) was a trap and a recompile.
            if (((k - AHEAD) | (to - i - AHEAD)) < 0) break;
        }
        return across(a, i, to, c[AHEAD], e, sign, acc, true);
    }

    /**
     * The chain over c[from .. from + PART): b = c[AHEAD] on entry, (b + c[k]) &amp; m[k] for each k
     * until the sum leaves its binade; returns that k (from + PART when none) with the sum before
     * it in c[AHEAD].
     */
    static int chain(long[] c, long[] m, int from) {
        long b = c[AHEAD];
        int k = from, end = from + PART;
        for (; k < end; k++) {
            long t = (b + c[k]) & m[k];
            if (t <= 0) break;   // left the binade
            b = t;
        }
        c[AHEAD] = b;
        return k;
    }

    /** Elements in a row without a change of binade after which {@link #across} hands back to the blocks. */
    static final int QUIET = Integer.getInteger("flashr.engine.quiet", 256);
    /** {@link #down}'s answers other than a new significand: the scalar step decides; the sum stays 2^E. */
    static final long FAIL = -1, STAY = -2;

    /**
     * The step element by element from i < to (runs too short for blocks, the ends of longer
     * ones, and the stretches where the sum changes binade often: rnorm's near zero), taking
     * the sum from one binade to the next itself ({@link #up}, {@link #down}) rather than leaving
     * it to LongDouble's scalar step: 8085 changes in a sum of rnorm(2e5), each a scalar step
     * and a block's addends thrown away. Stops at an element out of range (|x| at least 2^62
     * units, NaN, infinite), a sum leaving [2^MIN_E, 2^MAX_E] or falling two binades at once
     * (the scalar step takes them), returning its index (to at the end) with acc the sum before
     * it; with blocks, after QUIET elements in a row in one binade, returns ~i (the caller's
     * blocks go on from i).
     */
    static int across(double[] a, int i, int to, long b, int e, double sign, LongDouble acc, boolean blocks) {
        double scale = sign * power(63 - e);
        int limit = blocks ? Math.min(to, i + QUIET) : to;
        for (; i < limit; i++) {
            double y = a[i] * scale;
            if (!(Math.abs(y) < 0x1p62)) break;   // NaN, infinite, or too large for the binade
            double r = Math.rint(y), d = y - r;
            long q = (long) (d * 2), rr = (long) r;   // q: +-1 on a tie
            long t = (b + rr + ((q + 1) >> 1)) & ~(q & 1);
            // t = 0 from y >= 0: b = r = 0, the exact sum in [2^63, 2^63 + 1/2] units, rounded to 2^63
            if (t > 0 || t == 0 && y >= 0) {
                b = t;
                continue;
            }
            if (y > 0) {   // past 2^64 units (t wrapped): one binade up
                if (e == MAX_E) break;
                b = up(b, rr, d);
                e++;
                scale *= 0.5;
            } else {
                long n = down(b, rr, d);
                if (n == FAIL || n != STAY && e == MIN_E) break;
                if (n == STAY) b = 0;
                else {
                    b = n;
                    e--;
                    scale *= 2;
                }
            }
            if (blocks) limit = Math.min(to, i + 1 + QUIET);
        }
        store(acc, b, e, sign);
        return i == limit && i < to ? ~i : i;
    }

    /**
     * The significand (less 2^63) in units 2u of the exact sum S = 2^63 + b + r + d units u
     * (r a whole number, |d| <= 1/2, d exact) that has passed 2^64 - 1/2 units (the chain's t
     * wrapped): S/2 = 2^62 + w + z/2 with w = (b + r) / 2 rounded down (b + r read unsigned,
     * below 2^63 + 2^62) and z = (b + r mod 2) + d in [-1/2, 3/2], exact. z/2 above 1/2 rounds
     * up, z = 1 is a tie (to the even one of w and w + 1), anything else rounds down (z/2 >=
     * -1/4). S < 2^64 + 2^62 + 1: one binade at most; S in [2^64 - 1/2, 2^64) rounds (on the
     * x87, in units u) to 2^64, here to 2^63 units 2u: the same.
     */
    static long up(long b, long r, double d) {
        long v = b + r, w = v >>> 1;
        double z = (v & 1) + d;
        return w + (z > 1 || z == 1 && (w & 1) != 0 ? 1 : 0) - (1L << 62);
    }

    /**
     * For a negative addend r + d (|d| <= 1/2) that the chain could not keep in
     * the binade (t <= 0): the significand (less 2^63) in units u/2 of S = 2^63 + v + d units u,
     * v = b + r; or STAY where S >= 2^63 or rounds to it (the sum stays 2^E: b = 0), or FAIL
     * where S may lie two binades down (v < -2^62, or v = -2^62 and d < 0; the scalar step decides).
     * v > 0 (then v = 1, d = -1/2, a tie) and v = 0, d >= 0 lie in [2^63, 2^63 + 1/2]: 2^63.
     * Else S is in [2^62, 2^63), its units u/2: 2S = 2^64 + 2v + 2d rounds to 2^64 + 2v +
     * rint(2d) (2^64 + 2v is even: ties to even are rint's); v = 0: 2^64 (STAY) or 2^64 - 1.
     */
    static long down(long b, long r, double d) {
        long v = b + r;
        if (v > 0 || v == 0 && d >= 0) return STAY;
        long k = (long) Math.rint(2 * d);
        if (v == 0) return k == 0 ? STAY : Long.MAX_VALUE;
        if (v < -(1L << 62) || v == -(1L << 62) && d < 0) return FAIL;
        return 2 * v + k - Long.MIN_VALUE;   // 2^64 + 2v + k - 2^63, in [0, 2^63)
    }

    /** The fast loop of {@link #cumulate}: blocks, then from a change of binade on element by element, taking the changes as {@link #across}. */
    private static int fastCumulate(double[] a, double[] out, int i, int to, long b, double scale, LongDouble acc, int e, double sign, long[][] buf) {
        double unit2 = 2 * sign * power(e - 63);
        while (true) {
            if (buf != null) {
                long[] c = buf[0], m = buf[1];
                while (i + AHEAD <= to) {
                    double top = 0;
                    for (int k = 0; k < AHEAD; k++) top = addend(a[i + k] * scale, c, m, k, top);
                    if (!(top < 0x1p62)) break;
                    int k = 0;
                    for (; k < AHEAD; k++) {
                        long t = (b + c[k]) & m[k];
                        if (t <= 0) break;
                        b = t;
                        out[i + k] = (double) ((b >>> 1) | (1L << 62) | (b & 1)) * unit2;
                    }
                    i += k;
                    if (k < AHEAD) break;   // a change of binade: the loop below takes it
                }
            }
            // after QUIET elements in one binade, blocks again (a growing sum changes binade seldom)
            int limit = buf != null ? Math.min(to, i + QUIET) : to;
            for (; i < limit; i++) {
                double y = a[i] * scale;
                if (!(Math.abs(y) < 0x1p62)) break;
                double r = Math.rint(y), d = y - r;
                long q = (long) (d * 2), rr = (long) r;   // as in across, whose binade changes these are
                long t = (b + rr + ((q + 1) >> 1)) & ~(q & 1);
                if (!(t > 0 || t == 0 && y >= 0)) {
                    if (y > 0) {
                        if (e == MAX_E) break;
                        t = up(b, rr, d);
                        e++;
                        scale *= 0.5;
                        unit2 *= 2;
                    } else {
                        t = down(b, rr, d);
                        if (t == FAIL || t != STAY && e == MIN_E) break;
                        if (t == STAY) t = 0;
                        else {
                            e--;
                            scale *= 2;
                            unit2 *= 0.5;
                        }
                    }
                    if (buf != null) limit = Math.min(to, i + 1 + QUIET);
                }
                b = t;
                // (2^63 + b) to a double: halved with the lost bit kept as a sticky bit, so that
                // the conversion's one rounding is the rounding of the whole 64-bit significand
                out[i] = (double) ((b >>> 1) | (1L << 62) | (b & 1)) * unit2;
            }
            if (i < limit || i == to) break;   // an element for the scalar step, or the end
        }
        store(acc, b, e, sign);
        return i;
    }

    /**
     * The addends of a[i] .. a[i + AHEAD - 1] times scale into c and m ({@link #addend}), and
     * the largest magnitude among them. A method of its own so that {@link #fastAdd} keeps one
     * loop, its chain: with both loops in it, C2 compiled it on stack at one loop, then at the
     * other (each call of a run enters the first loop in the profiled code, where an entry at
     * the second is of no use), then whole: three C2 compiles of it in a first cor of 2e5 x 8.
     */
    static double addends(double[] a, int i, double scale, long[] c, long[] m) {
        // one loop of AHEAD: in parts of PART (a call each) its code ran 1.5x slower warm (colMeans)
        double top = 0;
        for (int k = 0; k < AHEAD; k++) top = addend(a[i + k] * scale, c, m, k, top);
        return top;
    }

    /** As {@link #addends} for the products a[i + k] * b[i + k] ({@link #fastProducts}). */
    static double productAddends(double[] a, double[] b, int i, double scale, long[] c, long[] m) {
        double top = 0;
        for (int k = 0; k < AHEAD; k++) top = addend(a[i + k] * b[i + k] * scale, c, m, k, top);
        return top;
    }

    /**
     * c[k] = x rounded to a whole number of units (on a tie, the upper one) and m[k] the mask
     * that the chain applies to the sum: ~1 on a tie (the even one of the two sums), else ~0:
     * the fused loops' step, with x - rint(x) = +-1/2 read as (long) 2 (x - rint(x)) = +-1.
     * Returns the larger of top and |x| (NaN for a NaN), for the block's range check: a mask
     * or a branch for it in this loop cost 1-1.5 ns an element more than the maximum.
     */
    private static double addend(double x, long[] c, long[] m, int k, double top) {
        double r = Math.rint(x);
        long q = (long) ((x - r) * 2);
        c[k] = (long) r + ((q + 1) >> 1);
        m[k] = ~(q & 1);
        return Math.max(top, Math.abs(x));
    }

    /**
     * E for a finite, non-zero long double hi + lo in [2^E, 2^(E+1)) (in magnitude) when
     * MIN_E <= E <= MAX_E, else Integer.MIN_VALUE.
     */
    static int binade(double hi, double lo) {
        if (hi == 0 || !Double.isFinite(hi)) return Integer.MIN_VALUE;
        int e = Math.getExponent(hi);
        if ((Double.doubleToRawLongBits(hi) & 0xFFFFFFFFFFFFFL) == 0 && lo != 0 && (lo < 0) != (hi < 0)) e--;
        return e < MIN_E || e > MAX_E ? Integer.MIN_VALUE : e;
    }

    /**
     * |hi + lo| / u - 2^63 (scale = sign / u), or -1 when lo is not a whole number of units (a
     * pair not rounded to 64 bits: not expected, but then the scalar step decides).
     */
    static long significand(double hi, double lo, double scale) {
        double h = hi * scale * 0.5, l = lo * scale;   // h in [2^62, 2^63], a multiple of 2^10
        if (l != Math.rint(l)) return -1;
        return 2 * (long) (h - 0x1p62) + (long) l;     // may pass 2^63 before l brings it back: wraps
    }

    /** acc = sign * (2^63 + b) * 2^(e - 63), as a pair rounded to the nearest double and the rest. */
    static void store(LongDouble acc, long b, int e, double sign) {
        double top = 0x1p63 + (double) (b & ~0x7FFL), rest = (double) (b & 0x7FF);   // both exact
        double hi = top + rest, lo = rest - (hi - top);
        double unit = sign * power(e - 63);
        acc.set(hi * unit, lo * unit);
    }

    /** 2^k for a k in the normal range. */
    static double power(int k) {
        return Double.longBitsToDouble((long) (k + 1023) << 52);
    }
}
