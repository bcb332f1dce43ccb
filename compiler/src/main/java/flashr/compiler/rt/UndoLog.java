package flashr.compiler.rt;

/**
 * The element writes of one iteration of a typed loop with inner loops, where a write site may
 * run many times an iteration: each write's array, position and old value, so that an iteration
 * given up ({@link TypedCall.Fallback}) is undone last write first and the generic loop goes on
 * from its start with the vectors as they were.
 */
public final class UndoLog {
    private Object[] arrays = new Object[16];
    private int[] positions = new int[16];
    private long[] olds = new long[16];
    private int size;

    /** A new iteration: nothing to undo. */
    public void clear() {
        size = 0;
    }

    /** Keeps {@code a[k]} before it is written. */
    public void record(double[] a, int k) {
        push(a, k, Double.doubleToRawLongBits(a[k]));
    }

    public void record(int[] a, int k) {
        push(a, k, a[k]);
    }

    private void push(Object a, int k, long old) {
        if (size == olds.length) {
            arrays = java.util.Arrays.copyOf(arrays, size * 2);
            positions = java.util.Arrays.copyOf(positions, size * 2);
            olds = java.util.Arrays.copyOf(olds, size * 2);
        }
        arrays[size] = a;
        positions[size] = k;
        olds[size] = old;
        size++;
    }

    /** Restores every element written since {@link #clear}, in reverse order. */
    public void undo() {
        for (int i = size - 1; i >= 0; i--) {
            if (arrays[i] instanceof double[] d) d[positions[i]] = Double.longBitsToDouble(olds[i]);
            else ((int[]) arrays[i])[positions[i]] = (int) olds[i];
        }
        size = 0;
    }
}
