package flashr.engine.fn;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Reductions written with the Vector API: C2 does not vectorise floating-point reductions in
 * loops (Java fixes their order), so sums and dot products use explicit lanes. Results may differ
 * from a sequential loop in the last bits (reassociation, fused multiply-add).
 */
public final class VectorLoops {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final int L = S.length();

    private VectorLoops() {}

    /**
     * The lanes of v added in lane order. reduceLanes(ADD) leaves the order of a floating-point
     * reduction open, and C2's intrinsic (a tree) and the interpreter's fallback (in order) differ,
     * so a result would change once the caller is compiled. Lanes are read one by one: toArray
     * would allocate an array per call (grouped sums call this per group and block).
     */
    public static double addLanes(DoubleVector v) {
        double s = v.lane(0);
        for (int i = 1; i < L; i++) s += v.lane(i);
        return s;
    }

    /**
     * Whether every one of n values from off is finite (x * 0 is 0 exactly when x is). The loaded
     * vector is the receiver of each add, not the accumulator: the accumulator's class is unknown
     * to C2 round the loop, so {@code z.add} inlined only by its type profile and, compiled
     * before there was one, ran the Vector API's boxed fallback (GroupSums#plus says more).
     */
    public static boolean allFinite(double[] a, int off, int n) {
        // four sums: one waited an add's latency per vector, and the check ran at a third of
        // the speed the BLAS then reads the same rows at (crossprod's blocks check every row)
        DoubleVector z0 = DoubleVector.zero(S), z1 = z0, z2 = z0, z3 = z0;
        int k = 0;
        for (; k + 4 * L <= n; k += 4 * L) {
            z0 = DoubleVector.fromArray(S, a, off + k).mul(0.0).add(z0);
            z1 = DoubleVector.fromArray(S, a, off + k + L).mul(0.0).add(z1);
            z2 = DoubleVector.fromArray(S, a, off + k + 2 * L).mul(0.0).add(z2);
            z3 = DoubleVector.fromArray(S, a, off + k + 3 * L).mul(0.0).add(z3);
        }
        for (; k + L <= n; k += L) z0 = DoubleVector.fromArray(S, a, off + k).mul(0.0).add(z0);
        double s = 0;
        for (; k < n; k++) s += a[off + k] * 0.0;
        return !Double.isNaN(s) && !z0.add(z1).add(z2).add(z3).test(VectorOperators.IS_NAN).anyTrue();
    }

    /** Whether every one of the n doubles of a segment (native byte order) is finite. */
    public static boolean allFinite(java.lang.foreign.MemorySegment seg, long n) {
        // a view of a Java array (data where R holds it) is checked in the array: the loop over
        // a heap segment's vectors compiled to less than the array's
        if (seg.heapBase().orElse(null) instanceof double[] a && seg.address() % 8 == 0 && n <= Integer.MAX_VALUE
                && seg.byteSize() >= 8 * n)
            return allFinite(a, (int) (seg.address() / 8), (int) n);
        DoubleVector z = DoubleVector.zero(S);
        long k = 0;
        java.nio.ByteOrder o = java.nio.ByteOrder.nativeOrder();
        for (; k + L <= n; k += L) z = DoubleVector.fromMemorySegment(S, seg, 8 * k, o).mul(0.0).add(z);
        double s = 0;
        for (; k < n; k++) s += seg.getAtIndex(java.lang.foreign.ValueLayout.JAVA_DOUBLE, k) * 0.0;
        return !Double.isNaN(s) && !z.test(VectorOperators.IS_NAN).anyTrue();
    }

    public static double sum(double[] a, int off, int n) {
        DoubleVector v0 = DoubleVector.zero(S), v1 = DoubleVector.zero(S);
        int k = 0;
        for (; k + 2 * L <= n; k += 2 * L) {
            v0 = v0.add(DoubleVector.fromArray(S, a, off + k));
            v1 = v1.add(DoubleVector.fromArray(S, a, off + k + L));
        }
        double s = addLanes(v0.add(v1));
        for (; k < n; k++) s += a[off + k];
        return s;
    }

    public static double dot(double[] a, int ao, double[] b, int bo, int n) {
        DoubleVector v0 = DoubleVector.zero(S), v1 = DoubleVector.zero(S);
        int k = 0;
        for (; k + 2 * L <= n; k += 2 * L) {
            v0 = DoubleVector.fromArray(S, a, ao + k).fma(DoubleVector.fromArray(S, b, bo + k), v0);
            v1 = DoubleVector.fromArray(S, a, ao + k + L).fma(DoubleVector.fromArray(S, b, bo + k + L), v1);
        }
        double s = addLanes(v0.add(v1));
        for (; k < n; k++) s += a[ao + k] * b[bo + k];
        return s;
    }

    /**
     * out[oo + i] += dot(a, ao + i * lda, b, bo, n) for the p columns of a, bit for bit
     * {@link #dot}'s sums (two accumulators over alternate vectors, their lanes added in lane order,
     * the rows left over one by one), in one sweep over b per four columns of a: crossprod by a
     * vector (the logistic gradient's t(X) r per block) read r p times and made p calls before.
     */
    public static void dotsWith(double[] a, int ao, int lda, int p, double[] b, int bo, int n, double[] out, int oo) {
        int i = 0;
        for (; i + 4 <= p; i += 4) {
            int a0 = ao + i * lda, a1 = a0 + lda, a2 = a1 + lda, a3 = a2 + lda;
            DoubleVector e0 = DoubleVector.zero(S), e1 = e0, e2 = e0, e3 = e0, o0 = e0, o1 = e0, o2 = e0, o3 = e0;
            int k = 0;
            for (; k + 2 * L <= n; k += 2 * L) {
                DoubleVector y = DoubleVector.fromArray(S, b, bo + k), z = DoubleVector.fromArray(S, b, bo + k + L);
                e0 = DoubleVector.fromArray(S, a, a0 + k).fma(y, e0);
                e1 = DoubleVector.fromArray(S, a, a1 + k).fma(y, e1);
                e2 = DoubleVector.fromArray(S, a, a2 + k).fma(y, e2);
                e3 = DoubleVector.fromArray(S, a, a3 + k).fma(y, e3);
                o0 = DoubleVector.fromArray(S, a, a0 + k + L).fma(z, o0);
                o1 = DoubleVector.fromArray(S, a, a1 + k + L).fma(z, o1);
                o2 = DoubleVector.fromArray(S, a, a2 + k + L).fma(z, o2);
                o3 = DoubleVector.fromArray(S, a, a3 + k + L).fma(z, o3);
            }
            double s0 = addLanes(e0.add(o0)), s1 = addLanes(e1.add(o1)), s2 = addLanes(e2.add(o2)), s3 = addLanes(e3.add(o3));
            for (; k < n; k++) {
                double y = b[bo + k];
                s0 += a[a0 + k] * y; s1 += a[a1 + k] * y; s2 += a[a2 + k] * y; s3 += a[a3 + k] * y;
            }
            out[oo + i] += s0; out[oo + i + 1] += s1; out[oo + i + 2] += s2; out[oo + i + 3] += s3;
        }
        for (; i < p; i++) out[oo + i] += dot(a, ao + i * lda, b, bo, n);
    }

    /** Dot products of column a with four columns of b (b0..b3 offsets), reading a once. */
    public static void dot4(double[] a, int ao, double[] b, int b0, int b1, int b2, int b3, int n, double[] out, int[] slots) {
        DoubleVector v0 = DoubleVector.zero(S), v1 = DoubleVector.zero(S), v2 = DoubleVector.zero(S), v3 = DoubleVector.zero(S);
        int k = 0;
        for (; k + L <= n; k += L) {
            DoubleVector x = DoubleVector.fromArray(S, a, ao + k);
            v0 = x.fma(DoubleVector.fromArray(S, b, b0 + k), v0);
            v1 = x.fma(DoubleVector.fromArray(S, b, b1 + k), v1);
            v2 = x.fma(DoubleVector.fromArray(S, b, b2 + k), v2);
            v3 = x.fma(DoubleVector.fromArray(S, b, b3 + k), v3);
        }
        double s0 = addLanes(v0), s1 = addLanes(v1);
        double s2 = addLanes(v2), s3 = addLanes(v3);
        for (; k < n; k++) {
            double x = a[ao + k];
            s0 += x * b[b0 + k]; s1 += x * b[b1 + k]; s2 += x * b[b2 + k]; s3 += x * b[b3 + k];
        }
        out[slots[0]] += s0; out[slots[1]] += s1; out[slots[2]] += s2; out[slots[3]] += s3;
    }

    /** Sum of squared differences of two columns. */
    public static double sqdist(double[] a, int ao, double[] b, int bo, int n) {
        DoubleVector v0 = DoubleVector.zero(S);
        int k = 0;
        for (; k + L <= n; k += L) {
            DoubleVector d = DoubleVector.fromArray(S, a, ao + k).sub(DoubleVector.fromArray(S, b, bo + k));
            v0 = d.fma(d, v0);
        }
        double s = addLanes(v0);
        for (; k < n; k++) { double d = a[ao + k] - b[bo + k]; s += d * d; }
        return s;
    }

    /**
     * o[r] = sum over t of x[t*len + r] * b[bo + t] for r in [0, len): one column of X %*% W. The
     * running sum of a lane stays in a register across the p columns and is stored once.
     * {@link #rowSquaredDistances} is the same loop for distances: two methods, not a flag, so
     * each compiles for its own case (a flag whose other value turned up after C2 had compiled
     * the loop sent it back to unintrinsified vector code for the rest of the run, 7x slower).
     */
    public static void rowDots(double[] x, int len, int p, double[] b, int bo, double[] o, int oo) {
        rowDots(x, 0, len, len, p, b, bo, o, oo);
    }

    /**
     * {@link #rowDots} of rows whose column t starts at x[xo + t * ld] (a matrix read where it is
     * stored, ld its rows): the same sums in the same order.
     */
    public static void rowDots(double[] x, int xo, int ld, int len, int p, double[] b, int bo, double[] o, int oo) {
        int r = 0;
        // four vectors of rows at a time: one running sum would make every add wait for the last
        for (; r + 4 * L <= len; r += 4 * L) {
            DoubleVector a0 = DoubleVector.zero(S), a1 = a0, a2 = a0, a3 = a0;
            for (int t = 0; t < p; t++) {
                int at = xo + t * ld + r;
                double bv = b[bo + t];
                a0 = a0.add(DoubleVector.fromArray(S, x, at).mul(bv));
                a1 = a1.add(DoubleVector.fromArray(S, x, at + L).mul(bv));
                a2 = a2.add(DoubleVector.fromArray(S, x, at + 2 * L).mul(bv));
                a3 = a3.add(DoubleVector.fromArray(S, x, at + 3 * L).mul(bv));
            }
            a0.intoArray(o, oo + r); a1.intoArray(o, oo + r + L); a2.intoArray(o, oo + r + 2 * L); a3.intoArray(o, oo + r + 3 * L);
        }
        for (; r + L <= len; r += L) {
            DoubleVector acc = DoubleVector.zero(S);
            for (int t = 0; t < p; t++) acc = acc.add(DoubleVector.fromArray(S, x, xo + t * ld + r).mul(b[bo + t]));
            acc.intoArray(o, oo + r);
        }
        for (; r < len; r++) {
            double s = 0;
            for (int t = 0; t < p; t++) s += x[xo + t * ld + r] * b[bo + t];
            o[oo + r] = s;
        }
    }

    /** o[r] = sum over t of (x[t*len + r] - b[bo + t])^2: squared distances of rows to one center. */
    public static void rowSquaredDistances(double[] x, int len, int p, double[] b, int bo, double[] o, int oo) {
        int r = 0;
        for (; r + 4 * L <= len; r += 4 * L) {
            DoubleVector a0 = DoubleVector.zero(S), a1 = a0, a2 = a0, a3 = a0;
            for (int t = 0; t < p; t++) {
                int at = t * len + r;
                double bv = b[bo + t];
                DoubleVector d0 = DoubleVector.fromArray(S, x, at).sub(bv), d1 = DoubleVector.fromArray(S, x, at + L).sub(bv);
                DoubleVector d2 = DoubleVector.fromArray(S, x, at + 2 * L).sub(bv), d3 = DoubleVector.fromArray(S, x, at + 3 * L).sub(bv);
                a0 = a0.add(d0.mul(d0)); a1 = a1.add(d1.mul(d1)); a2 = a2.add(d2.mul(d2)); a3 = a3.add(d3.mul(d3));
            }
            a0.intoArray(o, oo + r); a1.intoArray(o, oo + r + L); a2.intoArray(o, oo + r + 2 * L); a3.intoArray(o, oo + r + 3 * L);
        }
        for (; r + L <= len; r += L) {
            DoubleVector acc = DoubleVector.zero(S);
            for (int t = 0; t < p; t++) {
                DoubleVector d = DoubleVector.fromArray(S, x, t * len + r).sub(b[bo + t]);
                acc = acc.add(d.mul(d));
            }
            acc.intoArray(o, oo + r);
        }
        for (; r < len; r++) {
            double s = 0;
            for (int t = 0; t < p; t++) { double d = x[t * len + r] - b[bo + t]; s += d * d; }
            o[oo + r] = s;
        }
    }

    /**
     * Four columns of X %*% W at once (W's columns j0..j0+3 at b[bo + j*rowsB + t]): each vector of
     * X's rows is loaded once for the four running sums instead of once per column. Each sum adds
     * the products in the same order, without fused multiply-add, as {@link #rowDots} and R's
     * reference BLAS do.
     */
    public static void rowDots4(double[] x, int len, int p, double[] b, int bo, int rowsB, double[] o, int oo) {
        rowDots4(x, 0, len, len, p, b, bo, rowsB, o, oo);
    }

    /** {@link #rowDots4} of rows whose column t starts at x[xo + t * ld]; o's columns are len apart. */
    public static void rowDots4(double[] x, int xo, int ld, int len, int p, double[] b, int bo, int rowsB, double[] o, int oo) {
        int r = 0;
        for (; r + L <= len; r += L) {
            DoubleVector a0 = DoubleVector.zero(S), a1 = a0, a2 = a0, a3 = a0;
            for (int t = 0; t < p; t++) {
                DoubleVector v = DoubleVector.fromArray(S, x, xo + t * ld + r);
                int bt = bo + t;
                a0 = a0.add(v.mul(b[bt]));
                a1 = a1.add(v.mul(b[bt + rowsB]));
                a2 = a2.add(v.mul(b[bt + 2 * rowsB]));
                a3 = a3.add(v.mul(b[bt + 3 * rowsB]));
            }
            a0.intoArray(o, oo + r);
            a1.intoArray(o, oo + len + r);
            a2.intoArray(o, oo + 2 * len + r);
            a3.intoArray(o, oo + 3 * len + r);
        }
        for (; r < len; r++) {
            for (int j = 0; j < 4; j++) {
                double s = 0;
                for (int t = 0; t < p; t++) s += x[xo + t * ld + r] * b[bo + j * rowsB + t];
                o[oo + j * len + r] = s;
            }
        }
    }

    /**
     * For each row r, the first column (1-based, as a double) whose value is strictly below
     * (min) / above (max) all earlier ones, starting from best[r] = +/-Inf; NaN never wins.
     * Rows whose extreme is +/-Inf itself keep pos 0 and are resolved by the caller.
     */
    public static void whichRow(double[] x, int len, int nc, boolean min, double[] best, double[] pos) {
        double init = min ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        java.util.Arrays.fill(best, 0, len, init);
        java.util.Arrays.fill(pos, 0, len, 0);
        for (int c = 0; c < nc; c++) {
            int off = c * len;
            double cp = c + 1;
            int r = 0;
            for (; r + L <= len; r += L) {
                DoubleVector v = DoubleVector.fromArray(S, x, off + r);
                DoubleVector bv = DoubleVector.fromArray(S, best, r);
                var m = min ? v.compare(VectorOperators.LT, bv) : v.compare(VectorOperators.GT, bv);
                bv.blend(v, m).intoArray(best, r);
                DoubleVector.fromArray(S, pos, r).blend(cp, m).intoArray(pos, r);
            }
            for (; r < len; r++) {
                double v = x[off + r];
                if (min ? v < best[r] : v > best[r]) { best[r] = v; pos[r] = cp; }
            }
        }
    }
}
