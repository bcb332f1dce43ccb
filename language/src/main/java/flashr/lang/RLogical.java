package flashr.lang;

import java.util.Arrays;

/** A logical vector: TRUE 1, FALSE 0, NA {@link #NA} ({@code Integer.MIN_VALUE}, as in R). */
public final class RLogical extends RVector {
    public static final int NA = Integer.MIN_VALUE;

    private int[] data;
    private int length; // data may hold spare capacity past it (see VectorGrowth)

    public RLogical(int[] data) {
        this.data = data;
        VectorHeapTrigger.allocated(4L * data.length);
        this.length = data.length;
    }

    public static RLogical of(boolean b) {
        return new RLogical(new int[] {b ? 1 : 0});
    }

    public static RLogical na() {
        return new RLogical(new int[] {NA});
    }

    public static RLogical ofLength(int n) {
        return new RLogical(new int[n]);
    }

    /** The backing array: callers may write to it only while the vector is unshared. */
    public int[] data() {
        if (data.length != length) data = VectorGrowth.trimmed(data, length);
        return data;
    }

    /**
     * The backing array as it is, spare capacity past {@link #length()} included: for code that
     * reads and writes elements below the length only (typed loops), so that taking the array
     * does not trim a vector that {@code x[i] <- v} is growing (a copy, and another when it grows on).
     */
    public int[] storage() {
        return data;
    }

    public int get(int i) {
        return data[i];
    }

    public void set(int i, int v) {
        data[i] = v;
    }

    @Override
    public RType type() {
        return RType.LOGICAL;
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public boolean growInPlace(int n) {
        if (n > data.length) data = VectorGrowth.grown(data, length, n);
        Arrays.fill(data, length, n, NA);
        length = n;
        return true;
    }

    @Override
    public RVector allocate(int n) {
        VectorHeapTrigger.allocating(4L * n);
        int[] d = new int[n];
        Arrays.fill(d, NA);
        return new RLogical(d);
    }

    /** One pass over the kept elements, NA only past them ({@link RDouble#resized}). */
    @Override
    public RVector resized(int n, boolean keepAttributes) {
        VectorHeapTrigger.allocating(4L * n);
        int m = Math.min(n, length);
        VectorGrowth.copied(m);
        int[] d = Arrays.copyOf(data, n);
        if (n > m) Arrays.fill(d, m, n, NA);
        RLogical r = new RLogical(d);
        if (keepAttributes) r.setAttributes(attributes());
        return r;
    }

    @Override
    public void copyElement(int from, RVector dst, int to) {
        ((RLogical) dst).data[to] = data[from];
    }

    @Override
    public void copyRange(int from, RVector dst, int to, int count) {
        System.arraycopy(data, from, ((RLogical) dst).data, to, count);
    }

    @Override
    public void setNA(int i) {
        data[i] = NA;
    }

    @Override
    public boolean isNA(int i) {
        return data[i] == NA;
    }

    @Override
    public double getDouble(int i) {
        return data[i] == NA ? RDouble.NA : data[i];
    }

    @Override
    public int getInt(int i) {
        return data[i];
    }

    @Override
    public int getLogical(int i) {
        return data[i];
    }

    @Override
    public String getString(int i) {
        return data[i] == NA ? null : data[i] != 0 ? "TRUE" : "FALSE";
    }

    @Override
    public RValue getElement(int i) {
        return new RLogical(new int[] {data[i]});
    }
}
