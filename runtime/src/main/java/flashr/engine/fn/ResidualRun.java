package flashr.engine.fn;

/**
 * R's second pass of a mean of doubles: t += x - m for each x in order, in long double (the
 * difference rounded to 64 bits, then the sum), with the same bits as
 * {@link LongDouble#addDifference} element by element, at the cost of a few integer operations.
 *
 * <p>As in {@link LongDoubleRun}, while t stays in one binade [2^E, 2^(E+1)) it is an integer b
 * of units u = 2^(E-63), and adding an addend rounds b + addend/u to an integer, ties to
 * even. When x is a whole number of m's units w = 2^(Em-63), x - m is a whole number v of w;
 * below 2^(Em+1) = 2^64 w it has at most 64 bits, exact on the x87 ({@link #fastAdd}, the
 * narrow loop, which splits v into whole units u and a rest that decides the rounding, and
 * takes the sum's changes of binade itself). That holds for data near their mean (R's runif
 * data: all of it); data far from a small mean take the wide loop ({@link #wideAdd}); a NaN, an infinity, or a sum out of both loops' reach, the scalar step.
 */
public final class ResidualRun {
    /** |(x - m.hi) / w| below this leaves |x - m| / w below 2^64 - 2^12 (see {@link #fastAdd}). */
    private static final double RANGE = 0x1p64 - 0x1p13;
    /** Elements taken by the scalar step after a fast attempt that added none (data far from their mean). */
    private static final int BACK_OFF = 64;
    /** As BACK_OFF where the narrow loop may go on once the sum has grown past its residuals. */
    private static final int NARROW_BACK_OFF = 64;
    private static final long MANTISSA = 0xFFFFFFFFFFFFFL;
    /** As in {@link LongDoubleRun}: addends worked out a block ahead of the chain that adds them. */
    private static final int AHEAD = LongDoubleRun.AHEAD;
    /**
     * The wide loop's blocks: shorter, as a sum of residuals of data around zero (rnorm's)
     * leaves its binade every ~80 elements, and each exit throws away the rest of its block
     * (LongDoubleRunBench, rnorm residuals: 16 4.0 ns an element, 32 3.0, 64 3.1, 128 3.5).
     */
    private static final int WIDE_AHEAD = 32;
    /**
     * Elements a call of the wide loop takes at most. Its runs end where the sum leaves its binade,
     * every ~80 elements of rnorm's residuals: more than the ~66 iterations a call past which C2
     * compiles a loop on stack before it compiles the method (and then again whole). At 32 a call
     * it is compiled once, whole ({@link LongDoubleRun#PART}); as it takes the binade changes
     * itself, the loop calling it runs about once every 32 elements, too seldom to be compiled
     * on stack within a call.
     */
    private static final int WIDE_RUN = 32;
    /** The fast loop is tried first again only after it went this far (below, the wide loop first). */
    private static final int MIN_FAST_RUN = 16;
    /** Elements after a short fast run (or none) where the fast loop is tried first once more. */
    private static final int RETRY = 1024;
    /** A fast run this long has it tried first again, whatever the wide loop did. */
    private static final int LONG_FAST_RUN = 4 * WIDE_RUN;
    /**
     * The narrow loop's least k = e - em (t's units u = 2^k w): below 1 an addend is v 2^-k units u,
     * exact, for |v| below 2^(62 + k) (a sum well below its mean, rnorm(n, 1000)'s residuals').
     */
    private static final int MIN_K = -40;
    /** Elements in a row out of the wide loop's reach after which it gives up (the caller backs off). */
    private static final int MISSES = 16;

    private ResidualRun() {}

    /** t += a[i] - m for i = from .. to - 1, in order. */
    public static void add(LongDouble t, double[] a, int from, int to, LongDouble m) {
        WideResiduals.count(to - from);
        long[][] buf = LongDoubleRun.buffer(from, to);
        int em = LongDoubleRun.binade(m.hi(), m.lo());
        boolean narrow = em != Integer.MIN_VALUE && em <= 62
                && m.lo() * LongDoubleRun.power(63 - em) == Math.rint(m.lo() * LongDoubleRun.power(63 - em));
        boolean wide = Double.isFinite(m.hi()) && Double.isFinite(m.lo());
        int i = from, fastFrom = from;
        int[] firstStop = new int[2];   // wideAdd's first stop, and whether it gave up
        // how far each way went on its last try (before any, the one the mean suits)
        int fastRun = narrow ? Integer.MAX_VALUE : 0, wideRun = narrow ? 0 : 1;
        int fastAgain = Integer.MAX_VALUE;   // after a short fast run, where it is tried first once more
        while (i < to) {
            int e = i >= fastFrom ? LongDoubleRun.binade(t.hi(), t.lo()) : Integer.MIN_VALUE;
            if (e != Integer.MIN_VALUE) {
                double sign = t.hi() < 0 ? -1.0 : 1.0;
                long b = LongDoubleRun.significand(t.hi(), t.lo(), sign * LongDoubleRun.power(63 - e));
                if (b >= 0) {
                    int start = i, end = Math.min(to, i + WIDE_RUN);
                    boolean narrowHere = narrow && e - em >= MIN_K && e - em <= 62;
                    // the way that went furthest last is tried first, the other when it adds nothing; the
                    // fast way first only after a run of some length: data spread wider than their mean
                    // (lm's fitted values, 1.3 + 2 * rnorm) go a few elements at a time by it, and trying
                    // it first after each such run cost a warm mean(f) of 2e5 5.5 ms against 4.3 now
                    // (or after a long run: it takes the sum's binade changes, so ran until data out of its reach)
                    // (a sum near zero beside its residuals, runif's at the start, is out of its reach a while)
                    boolean fastFirst = narrowHere && ((fastRun > wideRun || fastRun > LONG_FAST_RUN) && fastRun >= MIN_FAST_RUN
                            || i >= fastAgain), gaveUp = false;
                    if (fastFirst) {
                        i = fastAdd(a, i, to, b, e, em, sign, m, t, buf);
                        fastRun = i - start;
                        fastAgain = fastRun < MIN_FAST_RUN ? i + RETRY : Integer.MAX_VALUE;
                    }
                    if (i == start && wide) {
                        // back at each element it misses only while the fast loop added some last
                        // (lm's fitted values near their mean); else on past them (rnorm's near t = 0)
                        int yield = narrowHere && fastRun > 0 ? 1 : 0;
                        i = wideAdd(a, i, end, b, e, sign, m, t, buf, firstStop, MISSES - (MISSES - 1) * yield);
                        gaveUp = firstStop[1] > yield;   // a stop out of reach that was not a yield
                        // how far it went before its first stop (it carries on past the sum's binade
                        // changes); a run cut at WIDE_RUN without one counts as longer than any fast run
                        wideRun = firstStop[0] >= 0 ? firstStop[0] : i == end ? Integer.MAX_VALUE - 1 : i - start;
                    }
                    if (i == start && !fastFirst && narrowHere) {
                        i = fastAdd(a, i, to, b, e, em, sign, m, t, buf);
                        fastRun = i - start;
                        fastAgain = fastRun < MIN_FAST_RUN ? i + RETRY : Integer.MAX_VALUE;
                    }
                    if (i == to) break;
                    // the wide loop's run ended (t is the sum before i): on from t's binade again
                    if (i == end && i > start) continue;
                    // else a loop stopped at i (the wide one: an element it added none from, or a sum
                    // out of its reach after a scalar step): the scalar step takes that element
                    // (data in their mean's units: a few, where the sum near zero is below its residuals)
                    if (i == start || gaveUp) fastFrom = i + (narrowHere ? NARROW_BACK_OFF : BACK_OFF);
                }
            }
            t.addDifference(a[i], m);
            i++;
        }
    }

    /**
     * The wide loop, for data far from a mean that is small beside them (rnorm's data: m near
     * zero, whose units w are too fine for {@link #fastAdd}). The difference x - m is the
     * reference's: s = x - m.hi rounded, and its error less m.lo rounded once (err), then the
     * pair rounded to 64 bits in s's binade E (units F = 2^(E-63), s an even number of them:
     * s has 53 bits), then added to t (units u = 2^k F, k = e - E in [0, 52]). So in units u the
     * difference is P + rint(err / F) / 2^k (P = s / u), split into whole units and a rest in
     * [-1, 1] that is exact (both parts are multiples of 2^-52), whose rounding is t's, ties to
     * even as in {@link LongDoubleRun}. Elements whose difference may lie in another binade than
     * s (s within two units of a power of two, |err| at least a unit of s), that t's binade
     * does not hold, or a NaN or an infinity stop the loop; the scalar step takes them, here
     * unless missLimit of them came in a row (firstStop[1] = 1: after MISSES it gives up, the caller
     * takes it and backs off), or with a missLimit of 1 one (a yield: the caller's fast loop or
     * reference step takes it), and it goes on from the new sum's binade; firstStop[0]: how far it went
     * before its first stop, -1 for none.
     * Returns the index where it stopped (to at the end), with t the sum before that element.
     */
    private static int wideAdd(double[] a, int i, int to, long b, int e, double sign, LongDouble m, LongDouble t, long[][] buf, int[] firstStop,
            int missLimit) {
        double mHi = m.hi(), mLo = m.lo();
        double toU = sign * LongDoubleRun.power(63 - e);   // in units u, in t's direction
        int start = i, runFrom = i, misses = 0;
        firstStop[0] = -1;
        firstStop[1] = 0;
        if (buf != null && WideResiduals.inUse()) {
            // the addends a block ahead in vector lanes (WideResiduals), then the chain alone
            long[] c = buf[0], mask = buf[1];
            while (i + WIDE_AHEAD <= to && WideResiduals.addends(a, i, WIDE_AHEAD, mHi, mLo, e, sign, toU, c, mask)) {
                int j = 0;
                for (; j < WIDE_AHEAD; j++) {
                    long next = (b + c[j]) & mask[j];
                    if (next <= 0) break;
                    b = next;
                }
                i += j;
                if (j < WIDE_AHEAD) break;   // the fused loop below stops at that element again
            }
        }
        while (true) {
            boolean left = false;   // whether the loop stopped where the sum leaves its binade
            for (; i < to; i++) {
                double x = a[i];
                double s = x - mHi, bb = s - x;
                double err = (x - (s - bb)) + (-mHi - bb) - mLo;   // as LongDouble.addDifference
                long bits = Double.doubleToRawLongBits(s), frac = bits & MANTISSA;
                int biased = (int) (bits >>> 52) & 0x7FF, k = e + 1023 - biased;   // e - E
                if (frac < 2 || frac > MANTISSA - 2 || (k | (52 - k)) < 0) break;
                double q = err * (sign * Double.longBitsToDouble((long) (2109 - biased) << 52));   // err / F
                double p = s * toU;
                if (!(Math.abs(q) < 0x1p11) || !(Math.abs(p) < 0x1p62)) break;
                double qu = Math.rint(q) * Double.longBitsToDouble((long) (1023 - k) << 52);   // in units u
                double pr = Math.rint(p), qr = Math.rint(qu);
                double g = (p - pr) + (qu - qr), gr = Math.rint(g), d = g - gr;
                long r = (long) pr + (long) qr + (long) gr;
                long next = (b + r + (d == 0.5 ? 1 : 0)) & (Math.abs(d) == 0.5 ? ~1L : ~0L);
                // t = 0 from an addend >= 0: b = 0 and the exact sum in [2^63, 2^63 + 1/2] units, rounded to 2^63
                if (next <= 0 && (next < 0 || r < 0 || r == 0 && d < 0)) {
                    boolean rising = r > 0 || r == 0 && d > 0;   // the addend's sign (t's direction: up)
                    // left the binade: the next one up or down here, as LongDoubleRun.across does
                    // (the exact addend is r + d units u whatever t's binade); else the scalar step.
                    // A stop for the caller's choice of loop (firstStop[0]): counted as one, data in
                    // their mean's units (runif's) keep the narrow loop, 2-3x faster an element
                    if (firstStop[0] < 0) firstStop[0] = i - start;
                    if (rising) {
                        if (e == LongDoubleRun.MAX_E) {
                            left = true;
                            break;
                        }
                        next = LongDoubleRun.up(b, r, d);
                        e++;
                    } else {
                        next = LongDoubleRun.down(b, r, d);
                        if (next == LongDoubleRun.FAIL || next != LongDoubleRun.STAY && e == LongDoubleRun.MIN_E) {
                            left = true;
                            break;
                        }
                        if (next == LongDoubleRun.STAY) next = 0;
                        else e--;
                    }
                    toU = sign * LongDoubleRun.power(63 - e);
                }
                b = next;
            }
            LongDoubleRun.store(t, b, e, sign);
            if (i == to) return i;
            if (firstStop[0] < 0) firstStop[0] = i - start;
            // elements out of this loop's reach, none added between: after MISSES of them back
            // to the caller, which backs off (data out of reach); fewer are a sum near zero
            // beside its addends (rnorm's, where backing off at the first cost 64 reference steps).
            // With a limit of 1 back at the first: the fast loop may take it (data near their mean).
            // One count, not a yield flag tested here: a first summary.lm's mean(f) had C2 compile
            // the flag's side as a trap (its profile, from the call's start, had no yield),
            // and the blocking recompile fell on the next summary (60-170 ms of a 2e5 lm.R)
            if (i == runFrom && !left && ++misses >= missLimit) {
                firstStop[1] = 1;
                return i;
            }
            if (i > runFrom) misses = 0;
            // else the reference step, and on from the new sum's binade, so that the loop calling
            // this one runs once a WIDE_RUN, not once a binade change (nor backs off after one:
            // a call whose first element left the binade cost 64 reference steps, most of rnorm's)
            t.addDifference(a[i], m);
            if (++i == to) return i;
            e = LongDoubleRun.binade(t.hi(), t.lo());
            if (e == Integer.MIN_VALUE) return i;
            sign = t.hi() < 0 ? -1.0 : 1.0;
            toU = sign * LongDoubleRun.power(63 - e);
            b = LongDoubleRun.significand(t.hi(), t.lo(), toU);
            if (b < 0) return i;
            runFrom = i;
        }
    }

    /**
     * The narrow loop, for data in their mean's units w (runif's, rnorm(n, 1000)'s): t = sign *
     * (2^63 + b) * 2^(e - 63) on entry, units u = 2^k w with k = e - em in [1, 62]; returns the
     * index where it stopped, with t the sum before that element.
     *
     * <p>The difference. x - m is v units w exactly (x, m.hi, m.lo whole numbers of w), with
     * |v| < 2^64: d = x - m.hi rounded (|d| < 2^64 - 2^13, so |d| + |err| + |m.lo| < 2^64 - 2^12)
     * plus its two-sum error err (|err| <= 2^10) less m.lo (|m.lo| <= 2^10). v does not fit a long,
     * so it is kept as v = 2 hv + lb, lb in {0, 1}: hv = floor(d / 2) + (c >> 1), lb = c &amp; 1 with
     * c = (d - 2 floor(d / 2)) + err - m.lo (all exact: d / 2 and its floor are doubles, below
     * 2^63), |hv| < 2^63 - 2^11. The x87's difference is v itself, exact: |v| < 2^64 has at most 64
     * bits (|x - m| in [2^Em, 2^(Em+1)) has units 2^(Em-63) = w in 64 bits). So the difference needs
     * 65 bits with its sign, and is carried in units 2w (hv) and a last bit (lb), which together
     * give its whole units u and the rest below without an overflow.
     *
     * <p>In units u the addend is v / 2^k = whole + rest / 2^k with whole = floor(v / 2^k) = hv >>
     * (k - 1) (lb/2 below 1 does not move the floor of hv/2^(k-1) + lb/2^k) and rest = 2 (hv mod
     * 2^(k-1)) + lb in [0, 2^k): the addend rounds (ties to even) as in {@link LongDoubleRun},
     * with half = 2^(k-1). b + whole lies in [-2^63, 2^64): a sum past 2^64 units wraps below 0.
     *
     * <p>A change of binade ({@link LongDoubleRun#up}, {@link LongDoubleRun#down}) needs the
     * addend as r + dd, r whole and dd in (-1/2, 1/2]: they compare dd only with multiples of
     * 1/4 (and 0, through (b + r) mod 2 + dd against 1). rest / 2^k rounded down to 1/16 with
     * its lost bits ORed into the last one (a sticky bit) is a double in [0, 1) that lies on the
     * same side of every multiple of 1/8 as rest / 2^k does (equal only where it is exact): dd
     * is it, less 1 above 1/2 (r = whole + 1). Up needs the addend below 2^62 units; down
     * answers FAIL where the sum may fall two binades. After QUIET elements in one binade
     * (with blocks) it goes back to the blocks. An element not a whole number of w, beyond the
     * range, a NaN or an infinity, a sum leaving k in [1, 62] or [MIN_E, MAX_E] stop it.
     */
    private static int fastAdd(double[] a, int i, int to, long b, int e, int em, double sign, LongDouble m, LongDouble t, long[][] buf) {
        double scale = sign * LongDoubleRun.power(63 - em);   // in units w, in t's direction
        double mHi = m.hi() * scale;                          // a whole number, below 2^64 (exact scalings)
        long mLo = (long) (m.lo() * scale);                   // a whole number, at most 2^10
        // the first element out of reach (data far from their mean): back at once, not after a block
        double x0 = a[i] * scale, d0 = x0 - mHi;
        if (!(Math.abs(d0) < (e - em >= 1 ? RANGE : LongDoubleRun.power(61 + e - em))) || x0 != Math.rint(x0)) return i;
        while (true) {
            int k = e - em;
            // k >= 1: whole = hv >> (k - 1), rest = 2 (hv & low) + lb; k <= 0: whole = v << -k, rest = 0
            int sr = Math.max(k - 1, 0), sl = Math.max(1 - k, 0), lbSh = Math.max(-k, 0);
            long half = 1L << sr, low = k >= 1 ? half - 1 : 0, lbIn = k >= 1 ? 1 : 0, lbOut = 1 - lbIn;
            double range = k >= 1 ? RANGE : LongDoubleRun.power(61 + k);   // k <= 0: whole below 2^62
            int limit = to;
            if (buf != null) {
                long[] c = buf[0], mask = buf[1];
                while (i + AHEAD <= to) {
                    double top = 0, off = 0;   // the largest |d| and distance from a whole number
                    for (int j = 0; j < AHEAD; j++) {
                        double x = a[i + j] * scale;
                        double d = x - mHi, bb = d - x;
                        double err = (x - (d - bb)) + (-mHi - bb);
                        top = Math.max(top, Math.abs(d));
                        off = Math.max(off, Math.abs(x - Math.rint(x)));
                        double dh = Math.floor(d * 0.5);
                        long cc = (long) (d - 2 * dh) + (long) err - mLo;
                        long hv = (long) dh + (cc >> 1), lb = cc & 1;
                        long r = ((hv & low) << 1) + (lb & lbIn);
                        long tie = ((r ^ half) - 1) >>> 63, up = (half - r) >>> 63;
                        c[j] = ((hv >> sr) << sl) + ((lb & lbOut) << lbSh) + up + tie;
                        mask[j] = ~tie;
                    }
                    if (!(top < range) || !(off == 0)) break;   // the element loop stops at that element
                    int j = 0;
                    for (; j < AHEAD; j++) {   // the chain
                        long next = (b + c[j]) & mask[j];
                        if (next <= 0) break;
                        b = next;
                    }
                    i += j;
                    if (j < AHEAD) break;   // a change of binade (or b = 0): the element loop takes it
                }
                limit = Math.min(to, i + LongDoubleRun.QUIET);
            }
            for (; i < limit; i++) {
                double x = a[i] * scale;
                // x - mHi exactly as d + err (a two-sum), both whole numbers when x is
                double d = x - mHi, bb = d - x;
                double err = (x - (d - bb)) + (-mHi - bb);
                if (!(Math.abs(d) < range) || x != Math.rint(x)) break;
                double dh = Math.floor(d * 0.5);
                long cc = (long) (d - 2 * dh) + (long) err - mLo;
                long hv = (long) dh + (cc >> 1), lb = cc & 1;
                long whole = ((hv >> sr) << sl) + ((lb & lbOut) << lbSh), rest = ((hv & low) << 1) + (lb & lbIn);
                long tie = rest == half ? 1 : 0, up = (half - rest) >>> 63;
                long next = (b + whole + up + tie) & ~tie;   // on a tie the even one of b + whole and b + whole + 1
                // next = 0 from an addend >= 0: b = 0 and whole = 0 (b + whole < 2^64 - 2^12 cannot wrap to 0)
                if (next > 0 || next == 0 && hv >= 0) {
                    b = next;
                    continue;
                }
                int q = k - 4;   // rest / 2^k in sixteenths, rounded down, sticky (k <= 0: rest = 0)
                long sixteenths = q >= 0 ? (rest >>> q) | ((rest & ((1L << q) - 1)) != 0 ? 1 : 0) : rest << -q;
                double dd = sixteenths * 0x1p-4;
                long r = whole;
                if (dd > 0.5) {
                    r++;
                    dd -= 1;
                }
                if (hv >= 0) {   // the addend is positive (in t's direction): one binade up
                    if (e == LongDoubleRun.MAX_E || r >= (1L << 62) - 1 || e + 1 - em > 62) break;
                    b = LongDoubleRun.up(b, r, dd);
                    e++;
                } else {
                    long n = LongDoubleRun.down(b, r, dd);
                    if (n == LongDoubleRun.FAIL || n != LongDoubleRun.STAY && (e == LongDoubleRun.MIN_E || e - 1 - em < MIN_K)) break;
                    if (n == LongDoubleRun.STAY) {
                        b = 0;
                        continue;
                    }
                    b = n;
                    e--;
                }
                k = e - em;
                sr = Math.max(k - 1, 0);
                sl = Math.max(1 - k, 0);
                lbSh = Math.max(-k, 0);
                half = 1L << sr;
                low = k >= 1 ? half - 1 : 0;
                lbIn = k >= 1 ? 1 : 0;
                lbOut = 1 - lbIn;
                range = k >= 1 ? RANGE : LongDoubleRun.power(61 + k);
                if (buf != null) limit = Math.min(to, i + 1 + LongDoubleRun.QUIET);
            }
            if (i < limit || i == to) break;   // an element for the scalar step, or the end
        }
        LongDoubleRun.store(t, b, e, sign);
        return i;
    }
}
