package flashr.engine.fn;

/**
 * Whole-block loops for binary ops: the switch is taken once per block; + - * / and euclidean of
 * doubles run in vector lanes with R's NaN order ({@link FirstNaNLoops}).
 */
public final class BinaryKernels {
    private BinaryKernels() {}

    /** Double operands, double result. */
    public static void apply(BinaryOp op, double[] a, int aOff, double[] b, int bOff, double[] out, int oOff, int n) {
        if (FirstNaNLoops.handles(op)) FirstNaNLoops.apply(op, a, aOff, b, bOff, out, oOff, n);
        else for (int k = 0; k < n; k++) out[oOff + k] = op.applyDouble(a[aOff + k], b[bOff + k]);
    }

    /** Double operand on the left, a scalar on the right (or left when {@code scalarLeft}). */
    public static void applyScalar(BinaryOp op, double[] a, int aOff, double s, boolean scalarLeft,
                                   double[] out, int oOff, int n) {
        if (FirstNaNLoops.handles(op)) {
            FirstNaNLoops.applyScalar(op, a, aOff, s, scalarLeft, out, oOff, n);
            return;
        }
        if (!scalarLeft) {
            switch (op) {
                case POW:
                    if (s == 2.0) { // x^2 is x * x, as R_pow computes it (NaN and NA pass through)
                        for (int k = 0; k < n; k++) { double x = a[aOff + k]; out[oOff + k] = x * x; }
                        return;
                    }
                    for (int k = 0; k < n; k++) out[oOff + k] = RMath.pow(a[aOff + k], s);
                    return;
                default: for (int k = 0; k < n; k++) out[oOff + k] = op.applyDouble(a[aOff + k], s);
            }
        } else {
            for (int k = 0; k < n; k++) out[oOff + k] = op.applyDouble(s, a[aOff + k]);
        }
    }

    /** Double operands, logical result (comparisons). */
    public static void compare(BinaryOp op, double[] a, int aOff, double[] b, int bOff, int[] out, int oOff, int n) {
        for (int k = 0; k < n; k++) out[oOff + k] = op.applyDoubleToLogical(a[aOff + k], b[bOff + k]);
    }

    public static void compareScalar(BinaryOp op, double[] a, int aOff, double s, boolean scalarLeft,
                                     int[] out, int oOff, int n) {
        if (scalarLeft) for (int k = 0; k < n; k++) out[oOff + k] = op.applyDoubleToLogical(s, a[aOff + k]);
        else for (int k = 0; k < n; k++) out[oOff + k] = op.applyDoubleToLogical(a[aOff + k], s);
    }

    /** Int-storage operands and result (integer arithmetic, integer comparisons, logical & |). */
    public static void apply(BinaryOp op, int[] a, int aOff, int[] b, int bOff, int[] out, int oOff, int n) {
        for (int k = 0; k < n; k++) out[oOff + k] = op.applyInt(a[aOff + k], b[bOff + k]);
    }

    public static void applyScalar(BinaryOp op, int[] a, int aOff, int s, boolean scalarLeft,
                                   int[] out, int oOff, int n) {
        if (scalarLeft) for (int k = 0; k < n; k++) out[oOff + k] = op.applyInt(s, a[aOff + k]);
        else for (int k = 0; k < n; k++) out[oOff + k] = op.applyInt(a[aOff + k], s);
    }
}
