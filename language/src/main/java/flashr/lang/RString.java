package flashr.lang;

import java.util.Arrays;

/** A character vector; NA_character_ is a null element. */
public final class RString extends RVector {
    private String[] data;
    private int length; // data may hold spare capacity past it (see VectorGrowth)

    public RString(String[] data) {
        this.data = data;
        this.length = data.length;
    }

    public static RString of(String... values) {
        return new RString(values);
    }

    /** The backing array: callers may write to it only while the vector is unshared. */
    public String[] data() {
        if (data.length != length) data = VectorGrowth.trimmed(data, length);
        return data;
    }

    public String get(int i) {
        return data[i];
    }

    public void set(int i, String v) {
        data[i] = v;
    }

    @Override
    public RType type() {
        return RType.CHARACTER;
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public boolean growInPlace(int n) {
        if (n > data.length) data = VectorGrowth.grown(data, length, n);
        Arrays.fill(data, length, n, null);
        length = n;
        return true;
    }

    @Override
    public RVector allocate(int n) {
        return new RString(new String[n]);
    }

    @Override
    public void copyElement(int from, RVector dst, int to) {
        ((RString) dst).data[to] = data[from];
    }

    @Override
    public void copyRange(int from, RVector dst, int to, int count) {
        System.arraycopy(data, from, ((RString) dst).data, to, count);
    }

    @Override
    public void setNA(int i) {
        data[i] = null;
    }

    @Override
    public boolean isNA(int i) {
        return data[i] == null;
    }

    @Override
    public double getDouble(int i) {
        return NumberText.parseDouble(data[i]);
    }

    @Override
    public int getInt(int i) {
        double d = getDouble(i);
        if (Double.isNaN(d) || d >= 2147483648.0 || d <= -2147483649.0) return RInt.NA;
        return (int) d;
    }

    @Override
    public int getLogical(int i) {
        String s = data[i];
        if (s == null) return RLogical.NA;
        return switch (s) {
            case "TRUE", "true", "T", "True" -> 1;
            case "FALSE", "false", "F", "False" -> 0;
            default -> RLogical.NA;
        };
    }

    @Override
    public String getString(int i) {
        return data[i];
    }

    @Override
    public RValue getElement(int i) {
        return new RString(new String[] {data[i]});
    }
}
