package flashr.lang;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Spare capacity for vectors that grow by assignment past their end ({@code x[n + 1] <- v},
 * {@code l[[n + 1]] <- v}), as R keeps since 3.4: an unshared vector grows in place and its
 * storage is reallocated by a constant factor, so a loop appending n elements copies O(n)
 * elements in all instead of O(n^2). A grown vector gives up its spare capacity the first time
 * its backing array is asked for, so every array a caller sees is exactly the vector's length.
 *
 * <p>The elements copied by reallocation and resizing are counted, so that tests can check
 * that growth is linear without timing anything.
 */
public final class VectorGrowth {
    /** The largest array the JVM reliably allocates. */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;
    private static final AtomicLong COPIED = new AtomicLong();

    private VectorGrowth() {}

    /** The capacity to reallocate to when a vector of {@code length} elements must hold {@code needed}. */
    static int capacity(int length, int needed) {
        long grown = (long) length + (length >> 1) + 8;
        return (int) Math.max(needed, Math.min(grown, MAX_ARRAY));
    }

    static double[] grown(double[] data, int length, int needed) {
        copied(length);
        int capacity = capacity(length, needed);
        VectorHeapTrigger.allocated(8L * capacity);
        return Arrays.copyOf(data, capacity);
    }

    static int[] grown(int[] data, int length, int needed) {
        copied(length);
        int capacity = capacity(length, needed);
        VectorHeapTrigger.allocated(4L * capacity);
        return Arrays.copyOf(data, capacity);
    }

    static <T> T[] grown(T[] data, int length, int needed) {
        copied(length);
        return Arrays.copyOf(data, capacity(length, needed));
    }

    static double[] trimmed(double[] data, int length) {
        copied(length);
        return Arrays.copyOf(data, length);
    }

    static int[] trimmed(int[] data, int length) {
        copied(length);
        return Arrays.copyOf(data, length);
    }

    static <T> T[] trimmed(T[] data, int length) {
        copied(length);
        return Arrays.copyOf(data, length);
    }

    /** Records that {@code n} elements were copied to grow, shrink or duplicate a vector. */
    static void copied(int n) {
        COPIED.addAndGet(n);
    }

    /** Elements copied so far by growing, trimming and resizing vectors (a count for tests). */
    public static long elementsCopied() {
        return COPIED.get();
    }
}
