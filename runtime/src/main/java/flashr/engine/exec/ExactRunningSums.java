package flashr.engine.exec;

import flashr.engine.fn.WholeUnits;

/**
 * The running sum of a block of doubles when no long double step would round ({@link WholeUnits},
 * whose arithmetic this uses, as the heap's sums do): every input, and
 * the running value it continues from, is a whole multiple of one power of two q (runif's values
 * are multiples of 2^-31, counts of 1), and the block cannot carry the sum to 2^61 q. Then every
 * partial sum is an integer multiple m q with |m| < 2^61, which a 64-bit significand holds
 * exactly, so R's long double sum is exact at each step and each output is m q rounded to a
 * double, ties to even: {@code (double) m * q} (the conversion rounds so, and the scaling by a
 * power of two is exact). The step is one integer add, where the emulated long double step
 * ({@link CumSums}) is a chain of some twenty dependent flops.
 *
 * <p>q is at most 1 and at least the least normal double, so scaling by 1/q neither underflows
 * nor leaves the normal range. A column keeps the q that its last block took and tries it first,
 * checking every input in the same loop (a multiple of q, small enough); only when that fails is
 * the block's own q found, in one more pass over it. The running pair left behind is the one the
 * emulated step leaves after an exact step: hi the sum rounded to a double (ties to even) and lo
 * the exact rest, so blocks can alternate between the two paths.
 */
final class ExactRunningSums {
    private ExactRunningSums() {}

    /** No q (kept per column in {@link PassState#cumQuantum}): find the block's own. */
    static final int NONE = Integer.MIN_VALUE;
    /** quantum[col] from SKIP on: that many more blocks take the emulated step without looking for a q. */
    private static final int SKIP = 1 << 20, SKIPPED_BLOCKS = 16;
    private static final long MANTISSA = 0xFFFFFFFFFFFFFL;
    /** The running value and the sum of a block's inputs each stay below 2^BITS q. */
    private static final int BITS = 60;

    /**
     * Continues column col's running sum (hi[col], lo[col]) over x[xOff, xOff+n) into
     * out[oOff, oOff+n) for the longest n up to len before a NaN or infinite input when that
     * stretch (with the running value) is exact as above, updating the pair and quantum[col];
     * returns n, or 0 when the stretch is not exact (the pair is left as it was).
     */
    static int scan(double[] x, int xOff, double[] out, int oOff, int len, double[] hi, double[] lo, int[] quantum, int col) {
        if (len == 0) return 0;
        int q = quantum[col];
        if (q >= SKIP) {
            // a recent block had no q: data that is not quantized (rnorm) skips the search a while
            quantum[col] = q == SKIP ? NONE : q - 1;
            return 0;
        }
        if (q != NONE && run(x, xOff, out, oOff, len, hi, lo, col, q)) return len;
        int n = 0;
        while (n < len && Double.isFinite(x[xOff + n])) n++;
        q = n == 0 ? NONE : quantumOf(x, xOff, n, hi[col], lo[col], n);
        quantum[col] = q == NONE ? SKIP + SKIPPED_BLOCKS : q;
        return q != NONE && run(x, xOff, out, oOff, n, hi, lo, col, q) ? n : 0;
    }

    /**
     * The integer running sum in units of q = 2^qExp over x[xOff, xOff+n), when every input and
     * the running pair are multiples of q, each input below 2^BITS q / n and the pair below
     * 2^BITS q; false (the pair untouched, out written) otherwise.
     */
    private static boolean run(double[] x, int xOff, double[] out, int oOff, int n, double[] hi, double[] lo, int col, int qExp) {
        long m = WholeUnits.ofPair(hi[col], lo[col], qExp, BITS);
        if (m == WholeUnits.NOT_WHOLE) return false;
        double q = WholeUnits.unit(qExp), inv = WholeUnits.unit(-qExp);
        double limit = WholeUnits.unit(BITS - bitLength(n));
        boolean bad = false;
        for (int r = 0; r < n; r++) {
            double t = x[xOff + r] * inv;
            // not a whole number of units (NaN, infinite or beyond a long included), or too large
            bad |= !WholeUnits.whole(t) | Math.abs(t) > limit;
            m += (long) t;
            out[oOff + r] = (double) m * q;
        }
        if (bad) return false;
        hi[col] = WholeUnits.nearest(m, qExp);
        lo[col] = WholeUnits.rest(m, qExp);
        return true;
    }

    /**
     * Adds a step of a partition computed ahead, x[xOff, xOff+len) at rows [at, at+len) of its
     * local sums (0 at the partition's first row, so {@code first} finds the partition's q), in
     * units of q = 2^qExp; returns qExp, or NONE once an input is not a whole number of units
     * or too large for a partition of {@code rows} rows (the partition is then scanned at its
     * turn, from its inputs); a first step given qExp takes it (NONE: finds the block's own).
     * Whatever unit the sums are in, each is exact. Local integer sums combine with any prefix exactly, unlike
     * rounded ones ({@link #combine}).
     */
    static int addLocal(double[] x, int xOff, int len, long[] sums, int at, boolean first, int qExp, int rows) {
        // a first step given a q (the worker's last partition's) tries it before looking for one
        if (first && qExp == NONE) qExp = len == 0 ? NONE : quantumOf(x, xOff, len, 0, 0, rows);
        if (qExp == NONE) return NONE;
        // each input's units first (vector lanes, checked as a block), then the running sum: one
        // integer add an element; the scalar test and conversion in the running loop took twice
        // as long (0.66 against 1.33 ns an element in cache, the largest share of cumsum's pass).
        // Inputs within 2^(BITS - bitLength(rows)) units take it; the others (past 2^51 units,
        // not whole, exactly at the limit) the running loop below, which decides as before
        long size = WholeUnits.units(x, xOff, len, qExp, sums, at);
        long m = first ? 0 : sums[at - 1];
        if (size >= 0 && size < 1L << (BITS - bitLength(rows))) {
            for (int r = at; r < at + len; r++) sums[r] = m += sums[r];
            return qExp;
        }
        double inv = WholeUnits.unit(-qExp), limit = WholeUnits.unit(BITS - bitLength(rows));
        boolean bad = false;
        for (int r = 0; r < len; r++) {
            double t = x[xOff + r] * inv;
            bad |= !WholeUnits.whole(t) | Math.abs(t) > limit;
            m += (long) t;
            sums[at + r] = m;
        }
        return bad ? NONE : qExp;
    }

    /**
     * Rows [at, at+len) of a partition from its local sums ({@link #addLocal}, quantum qExp) and
     * the running pair (h, l) at the partition's start, when that pair is a whole number of
     * units below 2^BITS of them: then each sum is exact (below 2^61 units) and is the sequential
     * long double sum. Sets column col's pair to the sum at the last row; false (nothing
     * written) when the prefix does not qualify.
     */
    static boolean combine(long[] sums, int at, double[] out, int oOff, int len, double h, double l, int qExp,
                           double[] hi, double[] lo, int col) {
        if (len == 0 || !continues(h, l, qExp)) return false;
        fill(sums, at, out, oOff, len, h, l, qExp);
        advance(sums[at + len - 1], h, l, qExp, hi, lo, col);
        return true;
    }

    /**
     * Whether local sums in units of 2^qExp continue the running pair (h, l) exactly: the pair
     * is a whole number of units below 2^BITS of them ({@link #combine}).
     */
    static boolean continues(double h, double l, int qExp) {
        return qExp != NONE && WholeUnits.ofPair(h, l, qExp, BITS) != WholeUnits.NOT_WHOLE;
    }

    /**
     * Sets column col's pair to the sum at a partition's last row (its local sum there: last)
     * from the pair (h, l) at its start, one that {@link #continues}: the partition's turn
     * without its rows, which {@link #fill} writes later.
     */
    static void advance(long last, double h, double l, int qExp, double[] hi, double[] lo, int col) {
        long m = WholeUnits.ofPair(h, l, qExp, BITS) + last;
        hi[col] = WholeUnits.nearest(m, qExp);
        lo[col] = WholeUnits.rest(m, qExp);
    }

    /** Rows [at, at+len) of a partition from its local sums and the pair (h, l) at its start, one that {@link #continues}. */
    static void fill(long[] sums, int at, double[] out, int oOff, int len, double h, double l, int qExp) {
        long m0 = WholeUnits.ofPair(h, l, qExp, BITS);
        double q = WholeUnits.unit(qExp);
        for (int r = 0; r < len; r++) out[oOff + r] = (double) (m0 + sums[at + r]) * q;
    }

    /**
     * The inputs of rows [from, from+len) of a column's local sums (its row 0 at sums[start]) in
     * units of 2^qExp, back into dst at the same places: each is exactly its sum's difference
     * (a -0 input comes back as 0, which no running sum tells apart: it starts at +0).
     */
    static void inputs(long[] sums, int start, int from, int len, int qExp, double[] dst) {
        double q = WholeUnits.unit(qExp);
        for (int r = from; r < from + len; r++) dst[start + r] = (double) (sums[start + r] - (r == 0 ? 0 : sums[start + r - 1])) * q;
    }

    /**
     * The exponent of the largest q = 2^e, e <= 0, dividing the finite inputs x[xOff, xOff+n)
     * and the running pair, when {@link #run} takes them with it in a run of {@code rows}
     * inputs; else NONE.
     */
    private static int quantumOf(double[] x, int xOff, int n, double h, double l, int rows) {
        int low = Math.min(lowestBit(h), lowestBit(l)), top = 0;
        for (int r = 0; r < n; r++) {
            long bits = Double.doubleToRawLongBits(x[xOff + r]);
            int field = (int) (bits >>> 52) & 0x7FF;
            low = Math.min(low, lowestBit(bits, field));
            top = Math.max(top, field);
        }
        int qExp = Math.min(low, 1075) - 1075;
        // each input is below 2^(top - 1022) = 2^(top - 1022 - qExp) units: run's limit
        if (qExp < -1022 || !Double.isFinite(h) || !Double.isFinite(l) || top - 1022 - qExp > BITS - bitLength(rows)) return NONE;
        return qExp;
    }

    /** Bits of n: n < 2^bitLength(n). */
    private static int bitLength(int n) {
        return 32 - Integer.numberOfLeadingZeros(n);
    }

    private static int lowestBit(double v) {
        long bits = Double.doubleToRawLongBits(v);
        return lowestBit(bits, (int) (bits >>> 52) & 0x7FF);
    }

    /**
     * The biased exponent (a double's field: 1075 for 2^0) of the lowest set bit of a finite
     * double's value; Integer.MAX_VALUE for a zero, which is a multiple of everything.
     */
    private static int lowestBit(long bits, int field) {
        long mantissa = bits & MANTISSA;
        if (field == 0) return mantissa == 0 ? Integer.MAX_VALUE : 1 + Long.numberOfTrailingZeros(mantissa);
        return field + Long.numberOfTrailingZeros(mantissa | (1L << 52));
    }
}
