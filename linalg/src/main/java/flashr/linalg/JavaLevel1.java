package flashr.linalg;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * Level-1 BLAS on heap arrays with the Vector API, for the unblocked Java ports (LINPACK's dqrdc2)
 * whose inner loops are a dot and an axpy per column. {@link #dot} sums in lanes, as OpenBLAS's
 * ddot does, so its rounding differs from the reference BLAS's sequential sum (exact mode keeps
 * that), the same whether it runs interpreted or compiled; {@link #axpy} rounds each element as the scalar loop does (a
 * multiply then an add, no fused multiply-add), so its bits are the reference BLAS's. Calling
 * OpenBLAS's own routines is no option here: a downcall per column on heap arrays would cost a
 * copy of the column.
 * <p>
 * The first {@link #SCALAR_CALLS} calls run plain scalar loops that write the same lanes out: until
 * C2 compiles the vector loops their fallback allocates per vector and is 30x slower, which a
 * first lm or glm at 2e5 rows (15 long dots a QR) met for 0.3-0.7 s of CPU. The scalar loops run
 * at the interpreter's and C1's speed from the start, but compiled they are 3x slower than the
 * vector ones (qr of 1200 x 1200: 1.5 s against 0.5), so calls past the first thousands, where
 * the vector loops pay, take those (docs/BENCHMARKS.md, "Model fits: one least squares call").
 */
public final class JavaLevel1 {
    private static final VectorSpecies<Double> SP = DoubleVector.SPECIES_PREFERRED;
    /** Calls that take the scalar loops; the count is a heuristic, so its races do not matter. */
    static final int SCALAR_CALLS = 4096;
    private static int coldCalls;

    private JavaLevel1() {}

    /** Whether this call should take the scalar loops: one of the first SCALAR_CALLS. */
    private static boolean cold() {
        if (coldCalls >= SCALAR_CALLS) return false;
        coldCalls++;
        return true;
    }

    /** The sum of x[xo + i] * y[yo + i] for i below len, in vector lanes with two accumulators. */
    public static double dot(double[] x, int xo, double[] y, int yo, int len) {
        if (cold()) return scalarDot(x, xo, y, yo, len);
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
        if (cold()) {
            for (int i = 0; i < len; i++) y[yo + i] = y[yo + i] + a * x[xo + i];
            return;
        }
        int step = SP.length();
        int i = 0;
        DoubleVector av = DoubleVector.broadcast(SP, a);
        for (; i <= len - step; i += step) {
            DoubleVector.fromArray(SP, y, yo + i).add(av.mul(DoubleVector.fromArray(SP, x, xo + i))).intoArray(y, yo + i);
        }
        for (; i < len; i++) y[yo + i] = y[yo + i] + a * x[xo + i];
    }

    /** {@link #dot}'s lane arithmetic as scalar loops: per block of two vectors, each lane adds its product. */
    static double scalarDot(double[] x, int xo, double[] y, int yo, int len) {
        int step = SP.length();
        double[] acc = new double[2 * step];
        int i = 0;
        for (; i <= len - 2 * step; i += 2 * step) {
            for (int l = 0; l < 2 * step; l++) acc[l] = acc[l] + x[xo + i + l] * y[yo + i + l];
        }
        double s = 0;
        for (int l = 0; l < step; l++) s += acc[l] + acc[step + l];
        for (; i < len; i++) s += x[xo + i] * y[yo + i];
        return s;
    }
}
