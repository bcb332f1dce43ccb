package flashr.linalg;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * Level-1 BLAS on heap arrays with the Vector API, for the unblocked Java ports (LINPACK's dqrdc2)
 * whose inner loops are a dot and an axpy per column. {@link #dot} sums in lanes, as OpenBLAS's
 * ddot does, so its rounding differs from the reference BLAS's sequential sum (exact mode keeps
 * that), the same whether it runs interpreted or compiled; {@link #axpy} rounds each element as the scalar loop does (a multiply then an add, no
 * fused multiply-add), so its bits are the reference BLAS's. Calling OpenBLAS's own routines is
 * no option here: a downcall per column on heap arrays would cost a copy of the column.
 */
public final class JavaLevel1 {
    private static final VectorSpecies<Double> SP = DoubleVector.SPECIES_PREFERRED;

    private JavaLevel1() {}

    /** The sum of x[xo + i] * y[yo + i] for i below len, in vector lanes with two accumulators. */
    public static double dot(double[] x, int xo, double[] y, int yo, int len) {
        int step = SP.length();
        int i = 0;
        DoubleVector s0 = DoubleVector.zero(SP), s1 = DoubleVector.zero(SP);
        for (; i <= len - 2 * step; i += 2 * step) {
            s0 = s0.add(DoubleVector.fromArray(SP, x, xo + i).mul(DoubleVector.fromArray(SP, y, yo + i)));
            s1 = s1.add(DoubleVector.fromArray(SP, x, xo + i + step).mul(DoubleVector.fromArray(SP, y, yo + i + step)));
        }
        // the lanes are added one by one, in lane order: reduceLanes may add them in another order
        // once C2 compiles it (as a tree) than before (in lane order), and a dot's last bit would
        // then depend on how warm the JVM is (the engine's VectorLoops.addLanes reads them alike)
        DoubleVector lanes = s0.add(s1);
        double s = 0;
        for (int l = 0; l < step; l++) s += lanes.lane(l);
        for (; i < len; i++) s += x[xo + i] * y[yo + i];
        return s;
    }

    /** y[yo + i] += a * x[xo + i] for i below len; the two ranges may lie in one array, not overlapping. */
    public static void axpy(double a, double[] x, int xo, double[] y, int yo, int len) {
        int step = SP.length();
        int i = 0;
        DoubleVector av = DoubleVector.broadcast(SP, a);
        for (; i <= len - step; i += step) {
            DoubleVector.fromArray(SP, y, yo + i).add(av.mul(DoubleVector.fromArray(SP, x, xo + i))).intoArray(y, yo + i);
        }
        for (; i < len; i++) y[yo + i] = y[yo + i] + a * x[xo + i];
    }
}
