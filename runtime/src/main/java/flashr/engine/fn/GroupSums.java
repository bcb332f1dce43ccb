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
 * per sweep, sharing each row vector's masks, with 4, 6, 8 or 12 accumulators per column, which
 * pays up to 12 groups with 8 lanes ({@link #handlesPairs}). Sums are
 * exact up to summation order (lanes and rows reassociate).
 */
public final class GroupSums {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();
    /** {@code -Dflashr.groupsums=scatter} keeps every grouped sum on the scalar scatter (to compare them). */
    private static final boolean ENABLED = !"scatter".equals(System.getProperty("flashr.groupsums"));

    private GroupSums() {}

    /** Whether {@link #sums} handles k groups here, and is faster than the scalar scatter. */
    public static boolean handles(int k) { return ENABLED && L >= 4 && k >= 1 && k <= Math.min(L, 8); }

    /**
     * Whether {@link #sums2} handles k groups here, and is faster than the scalar scatter: with 8
     * lanes (32 vector registers) up to 12 groups, two columns sharing the masks (in cache, 512-row
     * blocks of 8 columns, k = 10 or 12: 3.5 ns per row against 7.0-7.5 for the banked scatter);
     * with 4 lanes as {@link #handles}.
     */
    public static boolean handlesPairs(int k) { return ENABLED && L >= 4 && k >= 1 && k <= (L >= 8 ? 12 : L); }

    /**
     * Adds to out[j] (j < k) the sum of x[off + r] over the rows r < len whose group g[r] is j;
     * g holds 0-based groups as doubles, any other value (NA labels: -1) is skipped.
     */
    public static void sums(double[] x, int off, double[] g, int len, int k, double[] out) {
        if (k <= 4) sums4(x, off, g, len, k, out);
        else sums8(x, off, g, len, k, out);
    }

    private static void sums4(double[] x, int off, double[] g, int len, int k, double[] out) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z;
        int up = S.loopBound(len), r = 0;
        double[] t = new double[L];   // lanes summed from here: a vector passed to a call C2 did not inline was boxed
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off + r), gv = DoubleVector.fromArray(S, g, r);
            a0 = a0.add(xv, gv.compare(VectorOperators.EQ, 0));
            a1 = a1.add(xv, gv.compare(VectorOperators.EQ, 1));
            a2 = a2.add(xv, gv.compare(VectorOperators.EQ, 2));
            a3 = a3.add(xv, gv.compare(VectorOperators.EQ, 3));
        }
        { a0.intoArray(t, 0); out[0] += addLanes(t); }
        if (k > 1) { a1.intoArray(t, 0); out[1] += addLanes(t); }
        if (k > 2) { a2.intoArray(t, 0); out[2] += addLanes(t); }
        if (k > 3) { a3.intoArray(t, 0); out[3] += addLanes(t); }
        tail(x, off, g, r, len, out);
    }

    private static void sums8(double[] x, int off, double[] g, int len, int k, double[] out) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z, a6 = z, a7 = z;
        int up = S.loopBound(len), r = 0;
        double[] t = new double[L];   // lanes summed from here: a vector passed to a call C2 did not inline was boxed
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off + r), gv = DoubleVector.fromArray(S, g, r);
            a0 = a0.add(xv, gv.compare(VectorOperators.EQ, 0));
            a1 = a1.add(xv, gv.compare(VectorOperators.EQ, 1));
            a2 = a2.add(xv, gv.compare(VectorOperators.EQ, 2));
            a3 = a3.add(xv, gv.compare(VectorOperators.EQ, 3));
            a4 = a4.add(xv, gv.compare(VectorOperators.EQ, 4));
            a5 = a5.add(xv, gv.compare(VectorOperators.EQ, 5));
            a6 = a6.add(xv, gv.compare(VectorOperators.EQ, 6));
            a7 = a7.add(xv, gv.compare(VectorOperators.EQ, 7));
        }
        { a0.intoArray(t, 0); out[0] += addLanes(t); }
        { a1.intoArray(t, 0); out[1] += addLanes(t); }
        { a2.intoArray(t, 0); out[2] += addLanes(t); }
        { a3.intoArray(t, 0); out[3] += addLanes(t); }
        { a4.intoArray(t, 0); out[4] += addLanes(t); }
        if (k > 5) { a5.intoArray(t, 0); out[5] += addLanes(t); }
        if (k > 6) { a6.intoArray(t, 0); out[6] += addLanes(t); }
        if (k > 7) { a7.intoArray(t, 0); out[7] += addLanes(t); }
        tail(x, off, g, r, len, out);
    }

    /**
     * {@link #sums} of two columns (at off0 and off1 of x) in one sweep over the rows: each row
     * vector's group masks are computed once for both, which saves a compare per group and
     * vector. Each column's lanes add in the same order as {@link #sums}, so the sums are the same.
     */
    public static void sums2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1) {
        // as many accumulators as groups, give or take one: each costs a compare and two adds per vector
        if (k <= 4) sums4x2(x, off0, off1, g, len, k, out0, out1);
        else if (k <= 6) sums6x2(x, off0, off1, g, len, k, out0, out1);
        else if (k <= 8) sums8x2(x, off0, off1, g, len, k, out0, out1);
        else sums12x2(x, off0, off1, g, len, k, out0, out1);
    }

    private static void sums4x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, b0 = z, b1 = z, b2 = z, b3 = z;
        int up = S.loopBound(len), r = 0;
        double[] t = new double[L];   // lanes summed from here: a vector passed to a call C2 did not inline was boxed
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off0 + r), yv = DoubleVector.fromArray(S, x, off1 + r);
            DoubleVector gv = DoubleVector.fromArray(S, g, r);
            VectorMask<Double> m0 = gv.compare(VectorOperators.EQ, 0), m1 = gv.compare(VectorOperators.EQ, 1);
            VectorMask<Double> m2 = gv.compare(VectorOperators.EQ, 2), m3 = gv.compare(VectorOperators.EQ, 3);
            a0 = a0.add(xv, m0); b0 = b0.add(yv, m0);
            a1 = a1.add(xv, m1); b1 = b1.add(yv, m1);
            a2 = a2.add(xv, m2); b2 = b2.add(yv, m2);
            a3 = a3.add(xv, m3); b3 = b3.add(yv, m3);
        }
        { a0.intoArray(t, 0); out0[0] += addLanes(t); } { b0.intoArray(t, 0); out1[0] += addLanes(t); }
        if (k > 1) { { a1.intoArray(t, 0); out0[1] += addLanes(t); } { b1.intoArray(t, 0); out1[1] += addLanes(t); } }
        if (k > 2) { { a2.intoArray(t, 0); out0[2] += addLanes(t); } { b2.intoArray(t, 0); out1[2] += addLanes(t); } }
        if (k > 3) { { a3.intoArray(t, 0); out0[3] += addLanes(t); } { b3.intoArray(t, 0); out1[3] += addLanes(t); } }
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    private static void sums8x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z, a6 = z, a7 = z;
        DoubleVector b0 = z, b1 = z, b2 = z, b3 = z, b4 = z, b5 = z, b6 = z, b7 = z;
        int up = S.loopBound(len), r = 0;
        double[] t = new double[L];   // lanes summed from here: a vector passed to a call C2 did not inline was boxed
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off0 + r), yv = DoubleVector.fromArray(S, x, off1 + r);
            DoubleVector gv = DoubleVector.fromArray(S, g, r);
            VectorMask<Double> m = gv.compare(VectorOperators.EQ, 0);
            a0 = a0.add(xv, m); b0 = b0.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 1);
            a1 = a1.add(xv, m); b1 = b1.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 2);
            a2 = a2.add(xv, m); b2 = b2.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 3);
            a3 = a3.add(xv, m); b3 = b3.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 4);
            a4 = a4.add(xv, m); b4 = b4.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 5);
            a5 = a5.add(xv, m); b5 = b5.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 6);
            a6 = a6.add(xv, m); b6 = b6.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 7);
            a7 = a7.add(xv, m); b7 = b7.add(yv, m);
        }
        { a0.intoArray(t, 0); out0[0] += addLanes(t); } { b0.intoArray(t, 0); out1[0] += addLanes(t); }
        { a1.intoArray(t, 0); out0[1] += addLanes(t); } { b1.intoArray(t, 0); out1[1] += addLanes(t); }
        { a2.intoArray(t, 0); out0[2] += addLanes(t); } { b2.intoArray(t, 0); out1[2] += addLanes(t); }
        { a3.intoArray(t, 0); out0[3] += addLanes(t); } { b3.intoArray(t, 0); out1[3] += addLanes(t); }
        { a4.intoArray(t, 0); out0[4] += addLanes(t); } { b4.intoArray(t, 0); out1[4] += addLanes(t); }
        if (k > 5) { { a5.intoArray(t, 0); out0[5] += addLanes(t); } { b5.intoArray(t, 0); out1[5] += addLanes(t); } }
        if (k > 6) { { a6.intoArray(t, 0); out0[6] += addLanes(t); } { b6.intoArray(t, 0); out1[6] += addLanes(t); } }
        if (k > 7) { { a7.intoArray(t, 0); out0[7] += addLanes(t); } { b7.intoArray(t, 0); out1[7] += addLanes(t); } }
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    /** 9 to 12 groups (two columns need 24 accumulators: still within AVX-512's 32 registers). */
    private static void sums12x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z, a6 = z, a7 = z, a8 = z, a9 = z, a10 = z, a11 = z;
        DoubleVector b0 = z, b1 = z, b2 = z, b3 = z, b4 = z, b5 = z, b6 = z, b7 = z, b8 = z, b9 = z, b10 = z, b11 = z;
        int up = S.loopBound(len), r = 0;
        double[] t = new double[L];   // lanes summed from here: a vector passed to a call C2 did not inline was boxed
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off0 + r), yv = DoubleVector.fromArray(S, x, off1 + r);
            DoubleVector gv = DoubleVector.fromArray(S, g, r);
            VectorMask<Double> m = gv.compare(VectorOperators.EQ, 0);
            a0 = a0.add(xv, m); b0 = b0.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 1);
            a1 = a1.add(xv, m); b1 = b1.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 2);
            a2 = a2.add(xv, m); b2 = b2.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 3);
            a3 = a3.add(xv, m); b3 = b3.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 4);
            a4 = a4.add(xv, m); b4 = b4.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 5);
            a5 = a5.add(xv, m); b5 = b5.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 6);
            a6 = a6.add(xv, m); b6 = b6.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 7);
            a7 = a7.add(xv, m); b7 = b7.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 8);
            a8 = a8.add(xv, m); b8 = b8.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 9);
            a9 = a9.add(xv, m); b9 = b9.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 10);
            a10 = a10.add(xv, m); b10 = b10.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 11);
            a11 = a11.add(xv, m); b11 = b11.add(yv, m);
        }
        { a0.intoArray(t, 0); out0[0] += addLanes(t); } { b0.intoArray(t, 0); out1[0] += addLanes(t); }
        { a1.intoArray(t, 0); out0[1] += addLanes(t); } { b1.intoArray(t, 0); out1[1] += addLanes(t); }
        { a2.intoArray(t, 0); out0[2] += addLanes(t); } { b2.intoArray(t, 0); out1[2] += addLanes(t); }
        { a3.intoArray(t, 0); out0[3] += addLanes(t); } { b3.intoArray(t, 0); out1[3] += addLanes(t); }
        { a4.intoArray(t, 0); out0[4] += addLanes(t); } { b4.intoArray(t, 0); out1[4] += addLanes(t); }
        { a5.intoArray(t, 0); out0[5] += addLanes(t); } { b5.intoArray(t, 0); out1[5] += addLanes(t); }
        { a6.intoArray(t, 0); out0[6] += addLanes(t); } { b6.intoArray(t, 0); out1[6] += addLanes(t); }
        { a7.intoArray(t, 0); out0[7] += addLanes(t); } { b7.intoArray(t, 0); out1[7] += addLanes(t); }
        { a8.intoArray(t, 0); out0[8] += addLanes(t); } { b8.intoArray(t, 0); out1[8] += addLanes(t); }
        if (k > 9) { { a9.intoArray(t, 0); out0[9] += addLanes(t); } { b9.intoArray(t, 0); out1[9] += addLanes(t); } }
        if (k > 10) { { a10.intoArray(t, 0); out0[10] += addLanes(t); } { b10.intoArray(t, 0); out1[10] += addLanes(t); } }
        if (k > 11) { { a11.intoArray(t, 0); out0[11] += addLanes(t); } { b11.intoArray(t, 0); out1[11] += addLanes(t); } }
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    private static void sums6x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z;
        DoubleVector b0 = z, b1 = z, b2 = z, b3 = z, b4 = z, b5 = z;
        int up = S.loopBound(len), r = 0;
        double[] t = new double[L];   // lanes summed from here: a vector passed to a call C2 did not inline was boxed
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off0 + r), yv = DoubleVector.fromArray(S, x, off1 + r);
            DoubleVector gv = DoubleVector.fromArray(S, g, r);
            VectorMask<Double> m = gv.compare(VectorOperators.EQ, 0);
            a0 = a0.add(xv, m); b0 = b0.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 1);
            a1 = a1.add(xv, m); b1 = b1.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 2);
            a2 = a2.add(xv, m); b2 = b2.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 3);
            a3 = a3.add(xv, m); b3 = b3.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 4);
            a4 = a4.add(xv, m); b4 = b4.add(yv, m);
            m = gv.compare(VectorOperators.EQ, 5);
            a5 = a5.add(xv, m); b5 = b5.add(yv, m);
        }
        { a0.intoArray(t, 0); out0[0] += addLanes(t); } { b0.intoArray(t, 0); out1[0] += addLanes(t); }
        { a1.intoArray(t, 0); out0[1] += addLanes(t); } { b1.intoArray(t, 0); out1[1] += addLanes(t); }
        { a2.intoArray(t, 0); out0[2] += addLanes(t); } { b2.intoArray(t, 0); out1[2] += addLanes(t); }
        { a3.intoArray(t, 0); out0[3] += addLanes(t); } { b3.intoArray(t, 0); out1[3] += addLanes(t); }
        { a4.intoArray(t, 0); out0[4] += addLanes(t); } { b4.intoArray(t, 0); out1[4] += addLanes(t); }
        if (k > 5) { { a5.intoArray(t, 0); out0[5] += addLanes(t); } { b5.intoArray(t, 0); out1[5] += addLanes(t); } }
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    /** The lanes' sum in lane order (VectorLoops.addLanes' order, from an array). */
    private static double addLanes(double[] t) {
        double s = t[0];
        for (int i = 1; i < L; i++) s += t[i];
        return s;
    }

    /** Adds the rows from r on (fewer than a vector). */
    private static void tail(double[] x, int off, double[] g, int r, int len, double[] out) {
        for (; r < len; r++) {
            double gj = g[r];
            if (gj >= 0) out[(int) gj] += x[off + r];
        }
    }
}
