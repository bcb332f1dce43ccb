package flashr.base.arith;

/**
 * The element loops of R's comparisons, one small method per operand type and shape (vector
 * against a scalar, equal lengths, recycled), so that the JIT compiles, and on a new path
 * recompiles, only the loop a script runs rather than the whole operator (see
 * {@link DoubleArithmetic}).
 */
final class CompareLoops {
    private CompareLoops() {}

    /** {@code a op b} recycled into {@code r}. */
    static void doubles(int op, double[] a, double[] b, int[] r) {
        if (r.length == 0) return;
        if (b.length == 1) {
            doublesScalar(op, a, b[0], r);
        } else if (a.length == b.length) {
            doublesEqual(op, a, b, r);
        } else {
            doublesRecycled(op, a, b, r);
        }
    }

    private static void doublesScalar(int op, double[] a, double b, int[] r) {
        for (int i = 0; i < r.length; i++) r[i] = CompareOps.compare(op, a[i], b);
    }

    private static void doublesEqual(int op, double[] a, double[] b, int[] r) {
        for (int i = 0; i < r.length; i++) r[i] = CompareOps.compare(op, a[i], b[i]);
    }

    private static void doublesRecycled(int op, double[] a, double[] b, int[] r) {
        int na = a.length, nb = b.length;
        for (int i = 0, ia = 0, ib = 0; i < r.length; i++) {
            r[i] = CompareOps.compare(op, a[ia], b[ib]);
            if (++ia == na) ia = 0;
            if (++ib == nb) ib = 0;
        }
    }

    /** Integers (and logicals) as {@link #doubles}. */
    static void ints(int op, int[] a, int[] b, int[] r) {
        if (r.length == 0) return;
        if (b.length == 1) {
            intsScalar(op, a, b[0], r);
        } else if (a.length == b.length) {
            intsEqual(op, a, b, r);
        } else {
            intsRecycled(op, a, b, r);
        }
    }

    private static void intsScalar(int op, int[] a, int b, int[] r) {
        for (int i = 0; i < r.length; i++) r[i] = CompareOps.compare(op, a[i], b);
    }

    private static void intsEqual(int op, int[] a, int[] b, int[] r) {
        for (int i = 0; i < r.length; i++) r[i] = CompareOps.compare(op, a[i], b[i]);
    }

    private static void intsRecycled(int op, int[] a, int[] b, int[] r) {
        int na = a.length, nb = b.length;
        for (int i = 0, ia = 0, ib = 0; i < r.length; i++) {
            r[i] = CompareOps.compare(op, a[ia], b[ib]);
            if (++ia == na) ia = 0;
            if (++ib == nb) ib = 0;
        }
    }

    /** Strings (NA as null) as {@link #doubles}. */
    static void strings(int op, String[] a, String[] b, int[] r) {
        int na = a.length, nb = b.length;
        for (int i = 0, ia = 0, ib = 0; i < r.length; i++) {
            r[i] = CompareOps.compare(op, a[ia], b[ib]);
            if (++ia == na) ia = 0;
            if (++ib == nb) ib = 0;
        }
    }
}
