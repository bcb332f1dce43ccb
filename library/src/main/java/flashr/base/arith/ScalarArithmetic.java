package flashr.base.arith;

import flashr.engine.fn.RMath;

/**
 * Scalar loops for {@link DoubleArithmetic}'s {@code + - * /}, with {@link RMath}'s NaN rule per
 * element: the same bits as {@link flashr.engine.fn.FirstNaNLoops}' lanes, whose blends take that
 * rule. The lane loops pay only in cache and only once C2 has compiled them: before that the Vector
 * API's fallback runs (it allocates per vector, 30x slower), and compiling FirstNaNLoops' switch of
 * loops and the Vector API beneath cost a 2e5-row glm script about 2 s of the compiler threads'
 * time (JFR, docs/BENCHMARKS.md, "Heap arithmetic in scalar loops"). Compiled, the two run alike
 * from 2e5 elements (bound by memory: 0.83 ns an element for both at 2e5 and 2e6) and the lanes
 * are 2-3x faster only in L1/L2 (2e3-2e4 elements: 0.17-0.28 ns against 0.48-0.51). So long vectors
 * take these loops; short ones go to FirstNaNLoops, which leaves its first elements to scalar loops
 * too (a short script's arithmetic never pays for the lane loops' compiles).
 * One loop a method: the JIT compiles only the loops a script runs.
 */
final class ScalarArithmetic {
    /** From this length the lane loops gain nothing (memory bound). */
    static final int LONG = 1 << 16;

    private ScalarArithmetic() {}

    /** Whether a loop over n elements should be one of these. */
    static boolean use(int n) {
        return n >= LONG;
    }

    static void addVS(double[] a, double b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = RMath.add(a[i], b);
    }

    static void subVS(double[] a, double b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = RMath.sub(a[i], b);
    }

    static void mulVS(double[] a, double b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = RMath.mul(a[i], b);
    }

    static void divVS(double[] a, double b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = RMath.div(a[i], b);
    }

    static void subSV(double a, double[] b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = RMath.sub(a, b[i]);
    }

    static void divSV(double a, double[] b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = RMath.div(a, b[i]);
    }

    static void addVV(double[] a, double[] b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = RMath.add(a[i], b[i]);
    }

    static void subVV(double[] a, double[] b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = RMath.sub(a[i], b[i]);
    }

    static void mulVV(double[] a, double[] b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = RMath.mul(a[i], b[i]);
    }

    static void divVV(double[] a, double[] b, double[] r) {
        for (int i = 0; i < r.length; i++) r[i] = RMath.div(a[i], b[i]);
    }

    /**
     * r[i] = x[i] op y[i % y.length] for + - * / (op one of Arithmetic's codes), r as long as x and
     * a whole number of y's: a recycled vector (a matrix times a column's length of weights) in
     * blocks, without a modulo and a switch per element. False for any other op.
     */
    static boolean longLeft(int op, double[] x, double[] y, double[] r) {
        int m = y.length;
        switch (op) {
            case Arithmetic.ADD -> { for (int o = 0; o < r.length; o += m) for (int i = 0; i < m; i++) r[o + i] = RMath.add(x[o + i], y[i]); }
            case Arithmetic.SUB -> { for (int o = 0; o < r.length; o += m) for (int i = 0; i < m; i++) r[o + i] = RMath.sub(x[o + i], y[i]); }
            case Arithmetic.MUL -> { for (int o = 0; o < r.length; o += m) for (int i = 0; i < m; i++) r[o + i] = RMath.mul(x[o + i], y[i]); }
            case Arithmetic.DIV -> { for (int o = 0; o < r.length; o += m) for (int i = 0; i < m; i++) r[o + i] = RMath.div(x[o + i], y[i]); }
            default -> { return false; }
        }
        return true;
    }

    /** r[i] = x[i % x.length] op y[i], r as long as y and a whole number of x's ({@link #longLeft} mirrored). */
    static boolean longRight(int op, double[] x, double[] y, double[] r) {
        int m = x.length;
        switch (op) {
            case Arithmetic.ADD -> { for (int o = 0; o < r.length; o += m) for (int i = 0; i < m; i++) r[o + i] = RMath.add(x[i], y[o + i]); }
            case Arithmetic.SUB -> { for (int o = 0; o < r.length; o += m) for (int i = 0; i < m; i++) r[o + i] = RMath.sub(x[i], y[o + i]); }
            case Arithmetic.MUL -> { for (int o = 0; o < r.length; o += m) for (int i = 0; i < m; i++) r[o + i] = RMath.mul(x[i], y[o + i]); }
            case Arithmetic.DIV -> { for (int o = 0; o < r.length; o += m) for (int i = 0; i < m; i++) r[o + i] = RMath.div(x[i], y[o + i]); }
            default -> { return false; }
        }
        return true;
    }
}
