package flashr.engine.fn;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Grouped sums of a column over few groups by masked vector adds: one vector accumulator per
 * group, each row vector added under the mask of the rows whose label is that group. The cost per
 * row grows with the number of groups (a compare and an add per group and vector), so it beats a
 * scalar scatter into per-group accumulators only while the groups are at most a vector's lanes
 * (measured: 4 groups with 4 lanes, 8 with 8; {@link #handles}). {@link #sums2} sums two columns
 * per sweep, sharing each row vector's masks, with 4, 6 or 8 accumulators per column (9 to 12
 * groups: two sweeps of six), which pays up to 12 groups with 8 lanes ({@link #handlesPairs}).
 * Sums are exact up to summation order (lanes and rows reassociate). The accumulators end in a scratch
 * array of the caller's and their lanes are added there: a vector handed to a method that C2 did
 * not inline (the 12-group loop is too large to inline its calls) was boxed, 24 vectors a call.
 */
public final class GroupSums {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();
    /** {@code -Dflashr.groupsums=scatter} keeps every grouped sum on the scalar scatter (to compare them). */
    private static final boolean ENABLED = !"scatter".equals(System.getProperty("flashr.groupsums"));

    /** Length of the scratch array {@link #sums} and {@link #sums2} store their accumulators in. */
    public static final int SCRATCH_LENGTH = 16 * L;

    /** Zero of the species' exact class, as a constant: the receiver every accumulation starts from ({@link #plus}). */
    private static final DoubleVector ZERO = DoubleVector.zero(S);

    private GroupSums() {}

    /**
     * {@code a} plus {@code x} in the lanes of {@code m}: {@code a.add(x, m)} with a receiver of
     * known class. An accumulator carried round a loop has only DoubleVector's type when C2 parses
     * the loop, so its {@code add} is a virtual call that C2 inlines only by the call's type profile;
     * compiled early (the engine's loops are, {@code CompileThresholdScaling}) that profile could be
     * empty, and the masked add then ran the Vector API's Java fallback, a vector allocated per add:
     * rowsum of 200,000 x 8 doubles took 20-45 ms a call, some runs and not others, instead of 2-3.
     * ZERO plus a lane sum is that lane sum (a lane starts at +0 and so never holds -0; a NaN keeps
     * its payload), and its result's class is exact, so the masked add inlines always.
     */
    private static DoubleVector plus(DoubleVector a, DoubleVector x, VectorMask<Double> m) {
        return ZERO.add(a).add(x, m);
    }

    /** Whether {@link #sums} handles k groups here, and is faster than the scalar scatter. */
    public static boolean handles(int k) { return ENABLED && L >= 4 && k >= 1 && k <= Math.min(L, 8); }

    /**
     * Whether {@link #sums2} handles k groups here, and is faster than the scalar scatter: with 8
     * lanes (32 vector registers) up to 12 groups, two columns sharing the masks (in cache, 512-row
     * blocks of 8 columns, k = 10 or 12: 3.5 ns per row against 7.0-7.5 for the banked scatter,
     * measured with one sweep of 24 accumulators; two sweeps of six are no slower);
     * with 4 lanes as {@link #handles}.
     */
    public static boolean handlesPairs(int k) { return ENABLED && L >= 4 && k >= 1 && k <= (L >= 8 ? 12 : L); }

    /**
     * Adds to out[j] (j < k) the sum of x[off + r] over the rows r < len whose group g[r] is j;
     * g holds 0-based groups as doubles, any other value (NA labels: -1) is skipped. lanes is
     * scratch of {@link #SCRATCH_LENGTH} doubles (the caller's, so that a call allocates nothing).
     */
    public static void sums(double[] x, int off, double[] g, int len, int k, double[] out, double[] lanes) {
        if (k <= 4) sums4(x, off, g, len, k, out, lanes);
        else sums8(x, off, g, len, k, out, lanes);
    }

    private static void sums4(double[] x, int off, double[] g, int len, int k, double[] out, double[] lanes) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z;
        int up = S.loopBound(len), r = 0;
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off + r), gv = DoubleVector.fromArray(S, g, r);
            a0 = plus(a0, xv, gv.compare(VectorOperators.EQ, 0));
            a1 = plus(a1, xv, gv.compare(VectorOperators.EQ, 1));
            a2 = plus(a2, xv, gv.compare(VectorOperators.EQ, 2));
            a3 = plus(a3, xv, gv.compare(VectorOperators.EQ, 3));
        }
        // each accumulator stored and its lanes added in order, as no vector is passed to a call (C2 boxed it)
        a0.intoArray(lanes, 0); a1.intoArray(lanes, L); a2.intoArray(lanes, 2 * L); a3.intoArray(lanes, 3 * L);
        addLanes(lanes, 0, k, out);
        tail(x, off, g, r, len, out);
    }

    private static void sums8(double[] x, int off, double[] g, int len, int k, double[] out, double[] lanes) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z, a6 = z, a7 = z;
        int up = S.loopBound(len), r = 0;
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off + r), gv = DoubleVector.fromArray(S, g, r);
            a0 = plus(a0, xv, gv.compare(VectorOperators.EQ, 0));
            a1 = plus(a1, xv, gv.compare(VectorOperators.EQ, 1));
            a2 = plus(a2, xv, gv.compare(VectorOperators.EQ, 2));
            a3 = plus(a3, xv, gv.compare(VectorOperators.EQ, 3));
            a4 = plus(a4, xv, gv.compare(VectorOperators.EQ, 4));
            a5 = plus(a5, xv, gv.compare(VectorOperators.EQ, 5));
            a6 = plus(a6, xv, gv.compare(VectorOperators.EQ, 6));
            a7 = plus(a7, xv, gv.compare(VectorOperators.EQ, 7));
        }
        // each accumulator stored and its lanes added in order, as no vector is passed to a call (C2 boxed it)
        a0.intoArray(lanes, 0); a1.intoArray(lanes, L); a2.intoArray(lanes, 2 * L); a3.intoArray(lanes, 3 * L);
        a4.intoArray(lanes, 4 * L); a5.intoArray(lanes, 5 * L); a6.intoArray(lanes, 6 * L); a7.intoArray(lanes, 7 * L);
        addLanes(lanes, 0, k, out);
        tail(x, off, g, r, len, out);
    }

    /**
     * {@link #sums} of two columns (at off0 and off1 of x) in one sweep over the rows: each row
     * vector's group masks are computed once for both, which saves a compare per group and
     * vector. Each column's lanes add in the same order as {@link #sums}, so the sums are the same.
     */
    public static void sums2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1, double[] lanes) {
        // as many accumulators as groups, give or take one: each costs a compare and two adds per vector
        if (k <= 4) sums4x2(x, off0, off1, g, len, k, out0, out1, lanes);
        else if (k <= 6) sums6x2(x, off0, off1, g, len, k, out0, out1, lanes);
        else if (k <= 8) sums8x2(x, off0, off1, g, len, k, out0, out1, lanes);
        else sums12x2(x, off0, off1, g, len, k, out0, out1, lanes);
    }

    private static void sums4x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1, double[] lanes) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, b0 = z, b1 = z, b2 = z, b3 = z;
        int up = S.loopBound(len), r = 0;
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off0 + r), yv = DoubleVector.fromArray(S, x, off1 + r);
            DoubleVector gv = DoubleVector.fromArray(S, g, r);
            VectorMask<Double> m0 = gv.compare(VectorOperators.EQ, 0), m1 = gv.compare(VectorOperators.EQ, 1);
            VectorMask<Double> m2 = gv.compare(VectorOperators.EQ, 2), m3 = gv.compare(VectorOperators.EQ, 3);
            a0 = plus(a0, xv, m0); b0 = plus(b0, yv, m0);
            a1 = plus(a1, xv, m1); b1 = plus(b1, yv, m1);
            a2 = plus(a2, xv, m2); b2 = plus(b2, yv, m2);
            a3 = plus(a3, xv, m3); b3 = plus(b3, yv, m3);
        }
        // each accumulator stored and its lanes added in order, as no vector is passed to a call (C2 boxed it)
        a0.intoArray(lanes, 0); a1.intoArray(lanes, L); a2.intoArray(lanes, 2 * L); a3.intoArray(lanes, 3 * L);
        b0.intoArray(lanes, 4 * L); b1.intoArray(lanes, 5 * L); b2.intoArray(lanes, 6 * L); b3.intoArray(lanes, 7 * L);
        addLanes(lanes, 0, k, out0);
        addLanes(lanes, 4 * L, k, out1);
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    private static void sums8x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1, double[] lanes) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z, a6 = z, a7 = z;
        DoubleVector b0 = z, b1 = z, b2 = z, b3 = z, b4 = z, b5 = z, b6 = z, b7 = z;
        int up = S.loopBound(len), r = 0;
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off0 + r), yv = DoubleVector.fromArray(S, x, off1 + r);
            DoubleVector gv = DoubleVector.fromArray(S, g, r);
            VectorMask<Double> m = gv.compare(VectorOperators.EQ, 0);
            a0 = plus(a0, xv, m); b0 = plus(b0, yv, m);
            m = gv.compare(VectorOperators.EQ, 1);
            a1 = plus(a1, xv, m); b1 = plus(b1, yv, m);
            m = gv.compare(VectorOperators.EQ, 2);
            a2 = plus(a2, xv, m); b2 = plus(b2, yv, m);
            m = gv.compare(VectorOperators.EQ, 3);
            a3 = plus(a3, xv, m); b3 = plus(b3, yv, m);
            m = gv.compare(VectorOperators.EQ, 4);
            a4 = plus(a4, xv, m); b4 = plus(b4, yv, m);
            m = gv.compare(VectorOperators.EQ, 5);
            a5 = plus(a5, xv, m); b5 = plus(b5, yv, m);
            m = gv.compare(VectorOperators.EQ, 6);
            a6 = plus(a6, xv, m); b6 = plus(b6, yv, m);
            m = gv.compare(VectorOperators.EQ, 7);
            a7 = plus(a7, xv, m); b7 = plus(b7, yv, m);
        }
        // each accumulator stored and its lanes added in order, as no vector is passed to a call (C2 boxed it)
        a0.intoArray(lanes, 0); a1.intoArray(lanes, L); a2.intoArray(lanes, 2 * L); a3.intoArray(lanes, 3 * L);
        a4.intoArray(lanes, 4 * L); a5.intoArray(lanes, 5 * L); a6.intoArray(lanes, 6 * L); a7.intoArray(lanes, 7 * L);
        b0.intoArray(lanes, 8 * L); b1.intoArray(lanes, 9 * L); b2.intoArray(lanes, 10 * L); b3.intoArray(lanes, 11 * L);
        b4.intoArray(lanes, 12 * L); b5.intoArray(lanes, 13 * L); b6.intoArray(lanes, 14 * L); b7.intoArray(lanes, 15 * L);
        addLanes(lanes, 0, k, out0);
        addLanes(lanes, 8 * L, k, out1);
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    /**
     * 9 to 12 groups: two sweeps of six groups over the block (in cache), the rows left over
     * added once at the end. One sweep of 24 accumulators was as fast, but its method was so
     * large that C2 at times stopped inlining the Vector API's intrinsics in it (the loop then
     * allocated a vector per masked add: 4 GB a k-means step, some runs and not others).
     */
    private static void sums12x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1, double[] lanes) {
        int r = sweep6x2(x, off0, off1, g, len, 0, 6, out0, out1, lanes);
        sweep6x2(x, off0, off1, g, len, 6, k - 6, out0, out1, lanes);
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    private static void sums6x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1, double[] lanes) {
        int r = sweep6x2(x, off0, off1, g, len, 0, k, out0, out1, lanes);
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    /**
     * The whole vectors' part of {@link #sums2} for the n (at most 6) groups from base: adds their
     * lane sums to out0 and out1 and returns the first row left over.
     */
    private static int sweep6x2(double[] x, int off0, int off1, double[] g, int len, int base, int n, double[] out0, double[] out1, double[] lanes) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z;
        DoubleVector b0 = z, b1 = z, b2 = z, b3 = z, b4 = z, b5 = z;
        double g0 = base, g1 = base + 1, g2 = base + 2, g3 = base + 3, g4 = base + 4, g5 = base + 5;
        int up = S.loopBound(len), r = 0;
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off0 + r), yv = DoubleVector.fromArray(S, x, off1 + r);
            DoubleVector gv = DoubleVector.fromArray(S, g, r);
            VectorMask<Double> m = gv.compare(VectorOperators.EQ, g0);
            a0 = plus(a0, xv, m); b0 = plus(b0, yv, m);
            m = gv.compare(VectorOperators.EQ, g1);
            a1 = plus(a1, xv, m); b1 = plus(b1, yv, m);
            m = gv.compare(VectorOperators.EQ, g2);
            a2 = plus(a2, xv, m); b2 = plus(b2, yv, m);
            m = gv.compare(VectorOperators.EQ, g3);
            a3 = plus(a3, xv, m); b3 = plus(b3, yv, m);
            m = gv.compare(VectorOperators.EQ, g4);
            a4 = plus(a4, xv, m); b4 = plus(b4, yv, m);
            m = gv.compare(VectorOperators.EQ, g5);
            a5 = plus(a5, xv, m); b5 = plus(b5, yv, m);
        }
        // each accumulator stored and its lanes added in order, as no vector is passed to a call (C2 boxed it)
        a0.intoArray(lanes, 0); a1.intoArray(lanes, L); a2.intoArray(lanes, 2 * L); a3.intoArray(lanes, 3 * L);
        a4.intoArray(lanes, 4 * L); a5.intoArray(lanes, 5 * L); b0.intoArray(lanes, 6 * L); b1.intoArray(lanes, 7 * L);
        b2.intoArray(lanes, 8 * L); b3.intoArray(lanes, 9 * L); b4.intoArray(lanes, 10 * L); b5.intoArray(lanes, 11 * L);
        addLanes(lanes, 0, base, n, out0);
        addLanes(lanes, 6 * L, base, n, out1);
        return r;
    }

    /**
     * Adds to out[j] (j < k) the lanes of the accumulator stored at base + j * L, lane 0 first, as
     * {@link VectorLoops#addLanes} does: the same sums, without a vector passed to a method.
     */
    private static void addLanes(double[] lanes, int base, int k, double[] out) { addLanes(lanes, base, 0, k, out); }

    /** As above for the n groups from group first: the accumulator of group first + j at base + j * L. */
    private static void addLanes(double[] lanes, int base, int first, int n, double[] out) {
        for (int j = 0; j < n; j++) {
            int o = base + j * L;
            double s = lanes[o];
            for (int i = 1; i < L; i++) s += lanes[o + i];
            out[first + j] += s;
        }
    }

    /** Adds the rows from r on (fewer than a vector). */
    private static void tail(double[] x, int off, double[] g, int r, int len, double[] out) {
        for (; r < len; r++) {
            double gj = g[r];
            if (gj >= 0) out[(int) gj] += x[off + r];
        }
    }
}
