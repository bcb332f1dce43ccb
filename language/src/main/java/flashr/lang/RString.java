package flashr.lang;

import java.util.Arrays;

/**
 * A character vector; NA_character_ is a null element.
 *
 * <p>A vector may be <em>deferred</em>, as GNU R's ALTREP deferred strings: the decimal strings
 * of the integers {@code first}, {@code first + 1}, ... with no array behind them. Data-frame
 * row names ({@code row.names(d)} of automatic row names is {@code as.character(1:n)}) become
 * the names of a model's response, residuals, fitted values and weights and the row names of
 * its model matrix: at 2e6 rows two million small String objects that every whole collection
 * marked and moved (0.3-1 s each under load; docs/BENCHMARKS.md). Element reads make the string
 * they return; {@link #data()}, the array callers may write to, makes the array once and the
 * vector is an ordinary one from then on. Nothing R can see differs.
 */
public final class RString extends RVector {
    private String[] data; // null while deferred
    private int length; // data may hold spare capacity past it (see VectorGrowth)
    private int first; // while deferred: element i is the decimal string of first + i

    public RString(String[] data) {
        this.data = data;
        this.length = data.length;
    }

    private RString(int first, int length) {
        this.first = first;
        this.length = length;
    }

    public static RString of(String... values) {
        return new RString(values);
    }

    /** The decimal strings of {@code first} .. {@code first + n - 1}, made only when read (see the class comment). */
    public static RString integers(int first, int n) {
        if (n < 0 || (n > 0 && ((long) first + n - 1 > Integer.MAX_VALUE || first == RInt.NA))) {
            throw new IllegalArgumentException("no integer range from " + first + " of length " + n);
        }
        return new RString(first, n);
    }

    /** True while this vector is the strings of an integer range with no array behind it. */
    public boolean isDeferred() {
        return data == null;
    }

    /** While deferred, the integer of element 0 (see {@link #integers}); meaningless otherwise. */
    public int deferredFirst() {
        return first;
    }

    /** The same elements in a new vector without attributes: a deferred vector stays deferred. */
    public RString copyElements() {
        return data == null ? new RString(first, length) : new RString(data().clone());
    }

    /**
     * The elements at positions counted from {@code origin} (0 or 1); a position outside the
     * vector (an NA marker among them) gives NA. A run of consecutive positions of a deferred
     * vector stays deferred.
     */
    public RString atPositions(int[] pos, int origin) {
        int n = pos.length;
        if (data == null && n > 0) {
            long p0 = (long) pos[0] - origin;
            boolean run = p0 >= 0 && p0 + n <= length;
            for (int k = 1; run && k < n; k++) run = pos[k] == pos[0] + k;
            if (run) return new RString(first + (int) p0, n);
        }
        String[] to = new String[n];
        for (int k = 0; k < n; k++) {
            long p = (long) pos[k] - origin;
            if (p >= 0 && p < length) to[k] = get((int) p);
        }
        return new RString(to);
    }

    /** The backing array: callers may write to it only while the vector is unshared. */
    public String[] data() {
        if (data == null) data = materialized();
        else if (data.length != length) data = VectorGrowth.trimmed(data, length);
        return data;
    }

    /** The array to write elements below the length to: made if deferred, spare capacity kept (see VectorGrowth). */
    private String[] storage() {
        if (data == null) data = materialized();
        return data;
    }

    private String[] materialized() {
        String[] d = new String[length];
        for (int i = 0; i < length; i++) d[i] = DecimalStrings.of(first + i);
        return d;
    }

    public String get(int i) {
        if (data == null) {
            if (i < 0 || i >= length) throw new ArrayIndexOutOfBoundsException(i);
            return DecimalStrings.of(first + i);
        }
        return data[i];
    }

    public void set(int i, String v) {
        storage()[i] = v;
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
        storage();
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
        ((RString) dst).storage()[to] = get(from);
    }

    @Override
    public void copyRange(int from, RVector dst, int to, int count) {
        String[] d = ((RString) dst).storage();
        if (data == null) {
            if (from < 0 || count < 0 || from + count > length) throw new ArrayIndexOutOfBoundsException(from + count);
            for (int i = 0; i < count; i++) d[to + i] = DecimalStrings.of(first + from + i);
        } else {
            System.arraycopy(data, from, d, to, count);
        }
    }

    @Override
    public RVector resized(int n, boolean keepAttributes) {
        if (data != null || n > length) return super.resized(n, keepAttributes);
        VectorGrowth.copied(n);
        RString r = new RString(first, n); // a prefix of a range is a range
        if (keepAttributes) r.setAttributes(attributes());
        return r;
    }

    @Override
    public void setNA(int i) {
        storage()[i] = null;
    }

    @Override
    public boolean isNA(int i) {
        return data == null ? false : data[i] == null;
    }

    @Override
    public double getDouble(int i) {
        return NumberText.parseDouble(get(i));
    }

    @Override
    public int getInt(int i) {
        double d = getDouble(i);
        if (Double.isNaN(d) || d >= 2147483648.0 || d <= -2147483649.0) return RInt.NA;
        return (int) d;
    }

    @Override
    public int getLogical(int i) {
        String s = get(i);
        if (s == null) return RLogical.NA;
        return switch (s) {
            case "TRUE", "true", "T", "True" -> 1;
            case "FALSE", "false", "F", "False" -> 0;
            default -> RLogical.NA;
        };
    }

    @Override
    public String getString(int i) {
        return get(i);
    }

    @Override
    public RValue getElement(int i) {
        return new RString(new String[] {get(i)});
    }
}
