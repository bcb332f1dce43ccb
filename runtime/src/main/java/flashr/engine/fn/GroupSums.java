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
        for (; r < up; r += L) {
            DoubleVector xv = DoubleVector.fromArray(S, x, off + r), gv = DoubleVector.fromArray(S, g, r);
            a0 = a0.add(xv, gv.compare(VectorOperators.EQ, 0));
            a1 = a1.add(xv, gv.compare(VectorOperators.EQ, 1));
            a2 = a2.add(xv, gv.compare(VectorOperators.EQ, 2));
            a3 = a3.add(xv, gv.compare(VectorOperators.EQ, 3));
        }
        out[0] += VectorLoops.addLanes(a0);
        if (k > 1) out[1] += VectorLoops.addLanes(a1);
        if (k > 2) out[2] += VectorLoops.addLanes(a2);
        if (k > 3) out[3] += VectorLoops.addLanes(a3);
        tail(x, off, g, r, len, out);
    }

    private static void sums8(double[] x, int off, double[] g, int len, int k, double[] out) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z, a6 = z, a7 = z;
        int up = S.loopBound(len), r = 0;
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
        out[0] += VectorLoops.addLanes(a0);
        out[1] += VectorLoops.addLanes(a1);
        out[2] += VectorLoops.addLanes(a2);
        out[3] += VectorLoops.addLanes(a3);
        out[4] += VectorLoops.addLanes(a4);
        if (k > 5) out[5] += VectorLoops.addLanes(a5);
        if (k > 6) out[6] += VectorLoops.addLanes(a6);
        if (k > 7) out[7] += VectorLoops.addLanes(a7);
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
        out0[0] += VectorLoops.addLanes(a0); out1[0] += VectorLoops.addLanes(b0);
        if (k > 1) { out0[1] += VectorLoops.addLanes(a1); out1[1] += VectorLoops.addLanes(b1); }
        if (k > 2) { out0[2] += VectorLoops.addLanes(a2); out1[2] += VectorLoops.addLanes(b2); }
        if (k > 3) { out0[3] += VectorLoops.addLanes(a3); out1[3] += VectorLoops.addLanes(b3); }
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    private static void sums8x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z, a6 = z, a7 = z;
        DoubleVector b0 = z, b1 = z, b2 = z, b3 = z, b4 = z, b5 = z, b6 = z, b7 = z;
        int up = S.loopBound(len), r = 0;
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
        out0[0] += VectorLoops.addLanes(a0); out1[0] += VectorLoops.addLanes(b0);
        out0[1] += VectorLoops.addLanes(a1); out1[1] += VectorLoops.addLanes(b1);
        out0[2] += VectorLoops.addLanes(a2); out1[2] += VectorLoops.addLanes(b2);
        out0[3] += VectorLoops.addLanes(a3); out1[3] += VectorLoops.addLanes(b3);
        out0[4] += VectorLoops.addLanes(a4); out1[4] += VectorLoops.addLanes(b4);
        if (k > 5) { out0[5] += VectorLoops.addLanes(a5); out1[5] += VectorLoops.addLanes(b5); }
        if (k > 6) { out0[6] += VectorLoops.addLanes(a6); out1[6] += VectorLoops.addLanes(b6); }
        if (k > 7) { out0[7] += VectorLoops.addLanes(a7); out1[7] += VectorLoops.addLanes(b7); }
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    /** 9 to 12 groups (two columns need 24 accumulators: still within AVX-512's 32 registers). */
    private static void sums12x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z, a6 = z, a7 = z, a8 = z, a9 = z, a10 = z, a11 = z;
        DoubleVector b0 = z, b1 = z, b2 = z, b3 = z, b4 = z, b5 = z, b6 = z, b7 = z, b8 = z, b9 = z, b10 = z, b11 = z;
        int up = S.loopBound(len), r = 0;
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
        out0[0] += VectorLoops.addLanes(a0); out1[0] += VectorLoops.addLanes(b0);
        out0[1] += VectorLoops.addLanes(a1); out1[1] += VectorLoops.addLanes(b1);
        out0[2] += VectorLoops.addLanes(a2); out1[2] += VectorLoops.addLanes(b2);
        out0[3] += VectorLoops.addLanes(a3); out1[3] += VectorLoops.addLanes(b3);
        out0[4] += VectorLoops.addLanes(a4); out1[4] += VectorLoops.addLanes(b4);
        out0[5] += VectorLoops.addLanes(a5); out1[5] += VectorLoops.addLanes(b5);
        out0[6] += VectorLoops.addLanes(a6); out1[6] += VectorLoops.addLanes(b6);
        out0[7] += VectorLoops.addLanes(a7); out1[7] += VectorLoops.addLanes(b7);
        out0[8] += VectorLoops.addLanes(a8); out1[8] += VectorLoops.addLanes(b8);
        if (k > 9) { out0[9] += VectorLoops.addLanes(a9); out1[9] += VectorLoops.addLanes(b9); }
        if (k > 10) { out0[10] += VectorLoops.addLanes(a10); out1[10] += VectorLoops.addLanes(b10); }
        if (k > 11) { out0[11] += VectorLoops.addLanes(a11); out1[11] += VectorLoops.addLanes(b11); }
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    private static void sums6x2(double[] x, int off0, int off1, double[] g, int len, int k, double[] out0, double[] out1) {
        DoubleVector z = DoubleVector.zero(S), a0 = z, a1 = z, a2 = z, a3 = z, a4 = z, a5 = z;
        DoubleVector b0 = z, b1 = z, b2 = z, b3 = z, b4 = z, b5 = z;
        int up = S.loopBound(len), r = 0;
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
        out0[0] += VectorLoops.addLanes(a0); out1[0] += VectorLoops.addLanes(b0);
        out0[1] += VectorLoops.addLanes(a1); out1[1] += VectorLoops.addLanes(b1);
        out0[2] += VectorLoops.addLanes(a2); out1[2] += VectorLoops.addLanes(b2);
        out0[3] += VectorLoops.addLanes(a3); out1[3] += VectorLoops.addLanes(b3);
        out0[4] += VectorLoops.addLanes(a4); out1[4] += VectorLoops.addLanes(b4);
        if (k > 5) { out0[5] += VectorLoops.addLanes(a5); out1[5] += VectorLoops.addLanes(b5); }
        tail(x, off0, g, r, len, out0);
        tail(x, off1, g, r, len, out1);
    }

    /** Adds the rows from r on (fewer than a vector). */
    private static void tail(double[] x, int off, double[] g, int r, int len, double[] out) {
        for (; r < len; r++) {
            double gj = g[r];
            if (gj >= 0) out[(int) gj] += x[off + r];
        }
    }
}
