package flashr.lang;

import java.util.Arrays;

/**
 * A double vector. NA_real_ is R's NaN with payload 1954 ({@link #NA}); a plain NaN is NaN.
 * Arithmetic on the JVM keeps NaN payloads through most operations, as R's C code does.
 */
public final class RDouble extends RVector {
    public static final long NA_BITS = 0x7FF00000000007A2L;
    public static final double NA = Double.longBitsToDouble(NA_BITS);

    private double[] data;
    private int length; // data may hold spare capacity past it (see VectorGrowth)

    public RDouble(double[] data) {
        this.data = data;
        this.length = data.length;
        VectorHeapTrigger.allocated(8L * data.length);
    }

    public static RDouble of(double... values) {
        return new RDouble(values);
    }

    /** True for R's NA_real_ (not for other NaNs), as R's {@code R_IsNA}. */
    public static boolean isNAValue(double d) {
        return Double.isNaN(d) && (int) Double.doubleToRawLongBits(d) == 1954;
    }

    /** True for NaN but not NA, as R's {@code R_IsNaN}. */
    public static boolean isNaNValue(double d) {
        return Double.isNaN(d) && (int) Double.doubleToRawLongBits(d) != 1954;
    }

    /** The backing array: callers may write to it only while the vector is unshared. */
    public double[] data() {
        if (data.length != length) data = VectorGrowth.trimmed(data, length);
        return data;
    }

    /**
     * The backing array as it is, spare capacity past {@link #length()} included: for code that
     * reads and writes elements below the length only (typed loops), so that taking the array
     * does not trim a vector that {@code x[i] <- v} is growing (a copy, and another when it grows on).
     */
    public double[] storage() {
        return data;
    }

    public double get(int i) {
        return data[i];
    }

    public void set(int i, double v) {
        data[i] = v;
    }

    @Override
    public RType type() {
        return RType.DOUBLE;
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
        VectorHeapTrigger.allocating(8L * n);
        double[] d = new double[n];
        Arrays.fill(d, NA);
        return new RDouble(d);
    }

    /**
     * One pass over the kept elements: the array copied as it is, NA only past them. By way of
     * {@link #allocate} a copy on write (x[, j] &lt;- v on a shared matrix) wrote the whole array
     * three times: the JVM's zeroes, the NA fill, then the copy.
     */
    @Override
    public RVector resized(int n, boolean keepAttributes) {
        VectorHeapTrigger.allocating(8L * n);
        int m = Math.min(n, length);
        VectorGrowth.copied(m);
        double[] d = Arrays.copyOf(data, n);
        if (n > m) Arrays.fill(d, m, n, NA);   // spare capacity past the length, or the JVM's zeroes
        RDouble r = new RDouble(d);
        if (keepAttributes) r.setAttributes(attributes());
        return r;
    }

    @Override
    public void copyElement(int from, RVector dst, int to) {
        ((RDouble) dst).data[to] = data[from];
    }

    @Override
    public void copyRange(int from, RVector dst, int to, int count) {
        System.arraycopy(data, from, ((RDouble) dst).data, to, count);
    }

    @Override
    public void setNA(int i) {
        data[i] = NA;
    }

    /** True for NA and NaN alike, as R's {@code is.na}. */
    @Override
    public boolean isNA(int i) {
        return Double.isNaN(data[i]);
    }

    @Override
    public double getDouble(int i) {
        return data[i];
    }

    @Override
    public int getInt(int i) {
        double d = data[i];
        if (Double.isNaN(d) || d >= 2147483648.0 || d <= -2147483649.0) return RInt.NA;
        return (int) d;
    }

    @Override
    public int getLogical(int i) {
        double d = data[i];
        return Double.isNaN(d) ? RLogical.NA : d != 0 ? 1 : 0;
    }

    @Override
    public String getString(int i) {
        double d = data[i];
        return isNAValue(d) ? null : NumberText.doubleToString(d);
    }

    @Override
    public RValue getElement(int i) {
        return new RDouble(new double[] {data[i]});
    }
}
