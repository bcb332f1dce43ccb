package flashr.lang;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Large results that nothing holds yet, whose storage the next operation may take over for its own
 * result, as GNU R's arithmetic and Math functions write into an operand with no references. In
 * {@code 1 / (1 + exp(-X %*% w))} only the product allocates: the negation, {@code exp}, the sum
 * and the quotient each write over the value before. A large vector made and dropped per operation
 * is what grows the heap between collections ({@link VectorHeapTrigger}); taken over, it is neither
 * allocated nor zeroed nor collected, and the memory that peaks is the live data's.
 *
 * <p>Only a value that is {@link RValue#isTemporary temporary} (no variable, list, attribute,
 * promise or constant of the program holds it) qualifies, and only from {@link #LARGE} elements:
 * small vectors cost the collector nothing, and code that wraps an array of its own in a vector
 * to hand to a builtin must mark it shared (as {@code Interpreter.apply} does for the values it passes).
 */
public final class Temporaries {
    /** Vectors of this many elements or more may be written over: those of {@link VectorHeapTrigger#LARGE} bytes. */
    public static final int LARGE = (int) (VectorHeapTrigger.LARGE / Double.BYTES);
    private static final AtomicLong REUSED = new AtomicLong();

    private Temporaries() {}

    /**
     * The array of {@code v} for a result of {@code n} doubles to be written into, or null: {@code v}
     * must be a temporary double vector of exactly {@code n} elements. The caller writes element
     * {@code i} of the result only after reading element {@code i} of every operand, makes a new
     * vector of the array, and never uses {@code v} again.
     */
    public static double[] doublesOf(RValue v, int n) {
        if (n < LARGE || !(v instanceof RDouble d) || !d.isTemporary() || d.length() != n) return null;
        REUSED.incrementAndGet();
        return d.data();
    }

    /** Arrays taken over so far (tests read it). */
    public static long reused() {
        return REUSED.get();
    }
}
