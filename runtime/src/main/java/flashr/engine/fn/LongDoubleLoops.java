package flashr.engine.fn;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * {@link LongDouble}'s addition in vector lanes, for the engine's sums of doubles: each lane
 * holds its own (hi, lo) pair and rounds it to a 64-bit significand after every add (the
 * rounding by exponent bits and the 1.5 * 2^52 trick, as LongDouble.roundedLow does in scalar).
 * Row sums put rows in the lanes, so every row adds its columns in R's order and the result is
 * bit for bit R's. A run of elements summed into one slot goes through the scalar step in
 * sequence when it is short, as R does; a long one (where R's order cannot be kept anyway) in
 * two sets of lanes of compensated double-double sums, added into the long double in a fixed
 * order: R's sum to within the long double's rounding, at little more than a plain sum's cost.
 */
public final class LongDoubleLoops {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();
    private static final ByteOrder ORDER = ByteOrder.nativeOrder();
    private static final ValueLayout.OfDouble D = ValueLayout.JAVA_DOUBLE;
    /** Runs shorter than this are summed in sequence. */
    public static final int SHORT_RUN = 32;
    private static final long MANTISSA = 0xFFFFFFFFFFFFFL;
    /** x + RINT - RINT rounds x to an integer, ties to even, for |x| < 2^51. */
    private static final double RINT = 0x1.8p52;
    /** SWAP[b]: lane i takes lane i ^ 2^(b-1) (b = 1, 2, 3), when that lane exists. */
    @SuppressWarnings("unchecked")
    private static final VectorShuffle<Double>[] SWAP = new VectorShuffle[] {null,
            VectorShuffle.fromOp(S, i -> L >= 2 ? i ^ 1 : i), VectorShuffle.fromOp(S, i -> L >= 4 ? i ^ 2 : i), VectorShuffle.fromOp(S, i -> L >= 8 ? i ^ 4 : i)};

    private LongDoubleLoops() {}

    /** (hi[s], lo[s]) += a[off .. off + n). */
    public static void addRun(double[] a, int off, int n, double[] hi, double[] lo, int s) {
        if (n < SHORT_RUN) {
            for (int k = 0; k < n; k++) LongDouble.add(hi, lo, s, a[off + k]);
            return;
        }
        double startHi = hi[s], startLo = lo[s];
        // lanes keep a compensated double-double sum (a running sum and its exact errors), at
        // least as precise as a long double and a third of the work of rounding to 64 bits
        DoubleVector h0 = DoubleVector.zero(S), l0 = h0, h1 = h0, l1 = h0;
        int k = 0;
        // four steps an iteration, then the rest one at a time: each accumulator takes the same
        // vectors in the same order (the same bits), and more loads are in flight (see laneSum)
        for (; k + 8 * L <= n; k += 8 * L) {
            DoubleVector x0, x1, s0, s1, b0, b1;
            x0 = DoubleVector.fromArray(S, a, off + k);
            x1 = DoubleVector.fromArray(S, a, off + k + L);
            s0 = h0.add(x0);
            s1 = h1.add(x1);
            b0 = s0.sub(h0);
            b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            h0 = s0;
            h1 = s1;
            x0 = DoubleVector.fromArray(S, a, off + k + 2 * L);
            x1 = DoubleVector.fromArray(S, a, off + k + 3 * L);
            s0 = h0.add(x0);
            s1 = h1.add(x1);
            b0 = s0.sub(h0);
            b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            h0 = s0;
            h1 = s1;
            x0 = DoubleVector.fromArray(S, a, off + k + 4 * L);
            x1 = DoubleVector.fromArray(S, a, off + k + 5 * L);
            s0 = h0.add(x0);
            s1 = h1.add(x1);
            b0 = s0.sub(h0);
            b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            h0 = s0;
            h1 = s1;
            x0 = DoubleVector.fromArray(S, a, off + k + 6 * L);
            x1 = DoubleVector.fromArray(S, a, off + k + 7 * L);
            s0 = h0.add(x0);
            s1 = h1.add(x1);
            b0 = s0.sub(h0);
            b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            h0 = s0;
            h1 = s1;
        }
        for (; k + 2 * L <= n; k += 2 * L) {
            DoubleVector x0 = DoubleVector.fromArray(S, a, off + k);
            DoubleVector x1 = DoubleVector.fromArray(S, a, off + k + L);
            DoubleVector s0 = h0.add(x0), s1 = h1.add(x1);
            // two-sum errors, written out: a vector passed to a call C2 does not inline is boxed
            DoubleVector b0 = s0.sub(h0), b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            h0 = s0;
            h1 = s1;
        }
        // the lanes into one double-double by exact two-sums of whole vectors, lane i with lane
        // i ^ w for w = L/2 .. 1 (a fixed order), then into the long double once: 32 long double
        // steps per call would cost more than a block's whole loop
        DoubleVector h = h0.add(h1), bb = h.sub(h0);
        DoubleVector l = h0.sub(h.sub(bb)).add(h1.sub(bb)).add(l0.add(l1));
        if (L >= 8) {
            DoubleVector x = h.rearrange(SWAP[3]), y = l.rearrange(SWAP[3]), t = h.add(x);
            bb = t.sub(h);
            l = h.sub(t.sub(bb)).add(x.sub(bb)).add(l.add(y));
            h = t;
        }
        if (L >= 4) {
            DoubleVector x = h.rearrange(SWAP[2]), y = l.rearrange(SWAP[2]), t = h.add(x);
            bb = t.sub(h);
            l = h.sub(t.sub(bb)).add(x.sub(bb)).add(l.add(y));
            h = t;
        }
        if (L >= 2) {
            DoubleVector x = h.rearrange(SWAP[1]), y = l.rearrange(SWAP[1]), t = h.add(x);
            bb = t.sub(h);
            l = h.sub(t.sub(bb)).add(x.sub(bb)).add(l.add(y));
            h = t;
        }
        double sumHi = h.lane(0), sumLo = l.lane(0);
        // wider than 8 lanes: each group of 8 now holds its sum in every lane; one lane per group
        for (int j = 8; j < L; j += 8) {
            double x = h.lane(j), t = sumHi + x;
            double b = t - sumHi;
            sumLo += (sumHi - (t - b)) + (x - b) + l.lane(j);
            sumHi = t;
        }
        LongDouble.add(hi, lo, s, sumHi, sumLo);
        for (; k < n; k++) LongDouble.add(hi, lo, s, a[off + k]);
        if (!Double.isFinite(hi[s])) {
            // lanes do not keep R's rules for Inf, NaN and NA (nor an overflow): the run again in sequence
            hi[s] = startHi;
            lo[s] = startLo;
            for (k = 0; k < n; k++) LongDouble.add(hi, lo, s, a[off + k]);
        }
    }

    /**
     * (hi[s], lo[s]) += the n doubles of a (stored data read in place): the same operations in the
     * same order as the array form, so the same bits.
     */
    public static void addRun(MemorySegment a, int n, double[] hi, double[] lo, int s) {
        if (n < SHORT_RUN) {
            for (int k = 0; k < n; k++) LongDouble.add(hi, lo, s, a.getAtIndex(D, k));
            return;
        }
        double[] lanes = new double[2];
        laneSum(a, n, lanes, 0);
        addLaneSum(a, n, lanes, 0, hi, lo, s);
    }

    /**
     * The first half of {@link #addRun(MemorySegment, int, double[], double[], int)} for a run of
     * at least {@link #SHORT_RUN} doubles: the lanes' compensated sum of its whole vectors, as a
     * double-double into (out[at], out[at + 1]). A pass that reads stored columns one after the
     * other computes these first and adds them in its blocks' order later
     * ({@link #addLaneSum}): the same bits as addRun block by block.
     */
    public static void laneSum(MemorySegment a, int n, double[] out, int at) {
        // lanes keep a compensated double-double sum (a running sum and its exact errors), at
        // least as precise as a long double and a third of the work of rounding to 64 bits
        DoubleVector h0 = DoubleVector.zero(S), l0 = h0, h1 = h0, l1 = h0;
        int k = 0;
        // four steps (8 vectors) an iteration, then the rest one at a time: each accumulator takes
        // the same vectors in the same order, so the same bits. Read from memory (one thread, runs
        // of 512) it took 0.86 ns an element against 1.17-1.23 for one step an iteration (two:
        // 1.17) and 0.78 for a plain sum; in cache the same 0.16-0.17 (LaneSumMicro). The offsets
        // as (long) (k + j * L) * 8, int arithmetic widened: (long) k * 8 + j * 8L * L ran 25% slower.
        for (; k + 8 * L <= n; k += 8 * L) {
            DoubleVector x0, x1, s0, s1, b0, b1;
            x0 = DoubleVector.fromMemorySegment(S, a, (long) k * 8, ORDER);
            x1 = DoubleVector.fromMemorySegment(S, a, (long) (k + L) * 8, ORDER);
            s0 = h0.add(x0);
            s1 = h1.add(x1);
            b0 = s0.sub(h0);
            b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            h0 = s0;
            h1 = s1;
            x0 = DoubleVector.fromMemorySegment(S, a, (long) (k + 2 * L) * 8, ORDER);
            x1 = DoubleVector.fromMemorySegment(S, a, (long) (k + 3 * L) * 8, ORDER);
            s0 = h0.add(x0);
            s1 = h1.add(x1);
            b0 = s0.sub(h0);
            b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            h0 = s0;
            h1 = s1;
            x0 = DoubleVector.fromMemorySegment(S, a, (long) (k + 4 * L) * 8, ORDER);
            x1 = DoubleVector.fromMemorySegment(S, a, (long) (k + 5 * L) * 8, ORDER);
            s0 = h0.add(x0);
            s1 = h1.add(x1);
            b0 = s0.sub(h0);
            b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            h0 = s0;
            h1 = s1;
            x0 = DoubleVector.fromMemorySegment(S, a, (long) (k + 6 * L) * 8, ORDER);
            x1 = DoubleVector.fromMemorySegment(S, a, (long) (k + 7 * L) * 8, ORDER);
            s0 = h0.add(x0);
            s1 = h1.add(x1);
            b0 = s0.sub(h0);
            b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            h0 = s0;
            h1 = s1;
        }
        for (; k + 2 * L <= n; k += 2 * L) {
            DoubleVector x0 = DoubleVector.fromMemorySegment(S, a, (long) k * 8, ORDER);
            DoubleVector x1 = DoubleVector.fromMemorySegment(S, a, (long) (k + L) * 8, ORDER);
            DoubleVector s0 = h0.add(x0), s1 = h1.add(x1);
            // two-sum errors, written out: a vector passed to a call C2 does not inline is boxed
            DoubleVector b0 = s0.sub(h0), b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            h0 = s0;
            h1 = s1;
        }
        // the lanes into one double-double by exact two-sums of whole vectors, lane i with lane
        // i ^ w for w = L/2 .. 1 (a fixed order), then into the long double once: 32 long double
        // steps per call would cost more than a block's whole loop
        DoubleVector h = h0.add(h1), bb = h.sub(h0);
        DoubleVector l = h0.sub(h.sub(bb)).add(h1.sub(bb)).add(l0.add(l1));
        if (L >= 8) {
            DoubleVector x = h.rearrange(SWAP[3]), y = l.rearrange(SWAP[3]), t = h.add(x);
            bb = t.sub(h);
            l = h.sub(t.sub(bb)).add(x.sub(bb)).add(l.add(y));
            h = t;
        }
        if (L >= 4) {
            DoubleVector x = h.rearrange(SWAP[2]), y = l.rearrange(SWAP[2]), t = h.add(x);
            bb = t.sub(h);
            l = h.sub(t.sub(bb)).add(x.sub(bb)).add(l.add(y));
            h = t;
        }
        if (L >= 2) {
            DoubleVector x = h.rearrange(SWAP[1]), y = l.rearrange(SWAP[1]), t = h.add(x);
            bb = t.sub(h);
            l = h.sub(t.sub(bb)).add(x.sub(bb)).add(l.add(y));
            h = t;
        }
        double sumHi = h.lane(0), sumLo = l.lane(0);
        // wider than 8 lanes: each group of 8 now holds its sum in every lane; one lane per group
        for (int j = 8; j < L; j += 8) {
            double x = h.lane(j), t = sumHi + x;
            double b = t - sumHi;
            sumLo += (sumHi - (t - b)) + (x - b) + l.lane(j);
            sumHi = t;
        }
        out[at] = sumHi;
        out[at + 1] = sumLo;
    }

    /**
     * The second half of addRun for a run of at least {@link #SHORT_RUN} doubles whose
     * {@link #laneSum} is (lanes[at], lanes[at + 1]): that sum into (hi[s], lo[s]), then the
     * elements after the last whole vectors in sequence; the run again in sequence when the sum
     * is not finite.
     */
    public static void addLaneSum(MemorySegment a, int n, double[] lanes, int at, double[] hi, double[] lo, int s) {
        double startHi = hi[s], startLo = lo[s];
        LongDouble.add(hi, lo, s, lanes[at], lanes[at + 1]);
        for (int k = n - n % (2 * L); k < n; k++) LongDouble.add(hi, lo, s, a.getAtIndex(D, k));
        if (!Double.isFinite(hi[s])) {
            // lanes do not keep R's rules for Inf, NaN and NA (nor an overflow): the run again in sequence
            hi[s] = startHi;
            lo[s] = startLo;
            for (int k = 0; k < n; k++) LongDouble.add(hi, lo, s, a.getAtIndex(D, k));
        }
    }

    /**
     * (hi[r], lo[r]) += x[off + r] for r < len: one column added to each row's sum. A vector of
     * rows where a sum is not finite takes the scalar step, which keeps R's rules for those: with
     * {@code inOrder} rowSums' NaN ({@link LongDouble#addInOrder}), else sum's.
     */
    public static void addColumn(double[] x, int off, double[] hi, double[] lo, int len, boolean inOrder) {
        int r = 0;
        for (; r + L <= len; r += L) {
            DoubleVector h = DoubleVector.fromArray(S, hi, r);
            DoubleVector v = DoubleVector.fromArray(S, x, off + r);
            DoubleVector s = h.add(v);
            if (!s.test(VectorOperators.IS_FINITE).allTrue()) {
                if (inOrder) for (int j = r; j < r + L; j++) LongDouble.addInOrder(hi, lo, j, x[off + j]);
                else for (int j = r; j < r + L; j++) LongDouble.add(hi, lo, j, x[off + j]);
                continue;
            }
            DoubleVector bb = s.sub(h);
            DoubleVector e = h.sub(s.sub(bb)).add(v.sub(bb)), l = DoubleVector.fromArray(S, lo, r);
            // e + lo as an exact two-sum (t and its tail), as LongDouble.add: rounding it to a
            // double could make a tie of the 64-bit rounding out of a value just off one
            DoubleVector t = e.add(l), tb = t.sub(e);
            DoubleVector tail = e.sub(t.sub(tb)).add(l.sub(tb));
            DoubleVector sum = s.add(t);
            sum.intoArray(hi, r);
            // LongDouble.roundedLow lane by lane, written out (no vector crosses a call)
            DoubleVector low = t.sub(sum.sub(s));
            LongVector bits = sum.reinterpretAsLongs();
            LongVector exponent = bits.lanewise(VectorOperators.LSHR, 52).and(0x7FF);
            VectorMask<Long> below = bits.and(MANTISSA).eq(0).and(bits.lanewise(VectorOperators.XOR, low.reinterpretAsLongs()).lt(0));
            LongVector unit = exponent.lanewise(VectorOperators.SUB, 64 - 1, below.not()).lanewise(VectorOperators.SUB, 64, below);
            VectorMask<Long> rounds = unit.compare(VectorOperators.GT, 0).and(unit.compare(VectorOperators.LT, 2046));
            DoubleVector q = unit.lanewise(VectorOperators.LSHL, 52).reinterpretAsDoubles();
            DoubleVector inverse = unit.neg().add(2046).lanewise(VectorOperators.LSHL, 52).reinterpretAsDoubles();
            DoubleVector units = low.mul(inverse), whole = units.add(RINT).sub(RINT);
            // a tie (low exactly halfway between multiples of q) goes the tail's way when it has
            // one: the rest in units is +-1/2 and has the tail's sign (in units too, so that the
            // product cannot underflow where a tie is possible)
            DoubleVector d = units.sub(whole);
            VectorMask<Double> flip = d.abs().eq(0.5).and(d.mul(tail.mul(inverse)).compare(VectorOperators.GT, 0));
            DoubleVector rounded = whole.add(d.add(d), flip).mul(q);
            low.blend(rounded, rounds.cast(S)).intoArray(lo, r);
        }
        if (inOrder) for (; r < len; r++) LongDouble.addInOrder(hi, lo, r, x[off + r]);
        else for (; r < len; r++) LongDouble.add(hi, lo, r, x[off + r]);
    }

    /** out[r] = hi[r] + lo[r]: the row sums rounded to doubles. */
    public static void finish(double[] hi, double[] lo, double[] out, int len) {
        for (int r = 0; r < len; r++) out[r] = hi[r] + lo[r];
    }
}
