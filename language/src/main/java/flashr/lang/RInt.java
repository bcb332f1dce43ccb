package flashr.lang;

import java.util.Arrays;

/** An integer vector; NA is {@link #NA} ({@code Integer.MIN_VALUE}, as in R). */
public final class RInt extends RVector {
    public static final int NA = Integer.MIN_VALUE;

    private int[] data;
    private int length; // data may hold spare capacity past it (see VectorGrowth)

    public RInt(int[] data) {
        this.data = data;
        VectorHeapTrigger.allocated(4L * data.length);
        this.length = data.length;
    }

    public static RInt of(int... values) {
        return new RInt(values);
    }

    /** The integers from..to (inclusive), either direction, as {@code from:to}. */
    public static RInt range(int from, int to) {
        int n = Math.abs(to - from) + 1;
        int[] d = new int[n];
        int step = from <= to ? 1 : -1;
        for (int i = 0; i < n; i++) d[i] = from + i * step;
        return new RInt(d);
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
        return RType.INTEGER;
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
        return new RInt(d);
    }

    /** One pass over the kept elements, NA only past them ({@link RDouble#resized}). */
    @Override
    public RVector resized(int n, boolean keepAttributes) {
        VectorHeapTrigger.allocating(4L * n);
        int m = Math.min(n, length);
        VectorGrowth.copied(m);
        int[] d = Arrays.copyOf(data, n);
        if (n > m) Arrays.fill(d, m, n, NA);
        RInt r = new RInt(d);
        if (keepAttributes) r.setAttributes(attributes());
        return r;
    }

    @Override
    public void copyElement(int from, RVector dst, int to) {
        ((RInt) dst).data[to] = data[from];
    }

    @Override
    public void copyRange(int from, RVector dst, int to, int count) {
        System.arraycopy(data, from, ((RInt) dst).data, to, count);
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
        return data[i] == NA ? RLogical.NA : data[i] != 0 ? 1 : 0;
    }

    @Override
    public String getString(int i) {
        return data[i] == NA ? null : DecimalStrings.of(data[i]);
    }

    @Override
    public RValue getElement(int i) {
        return new RInt(new int[] {data[i]});
    }
}
