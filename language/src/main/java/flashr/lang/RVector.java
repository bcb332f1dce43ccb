package flashr.lang;

/**
 * An R vector: atomic (logical, integer, double, character) or generic (list, expression).
 * Elements are read through typed accessors that coerce as R's {@code as.*} functions do,
 * so code written against {@code getDouble} works for every numeric type.
 */
public abstract class RVector extends RValue {

    public abstract int length();

    /**
     * Grows this unshared vector in place to length {@code n} (more than its length), the new
     * elements NA (NULL for lists), keeping spare capacity for further growth (see {@link
     * VectorGrowth}); false when this kind of vector cannot, and the caller makes a longer copy.
     * Attributes are left as they are: the caller extends names and drops dim.
     */
    public boolean growInPlace(int n) {
        return false;
    }

    /** A new vector of this type and length {@code n}, filled with the type's NA (NULL for lists), no attributes. */
    public abstract RVector allocate(int n);

    /** Copies element {@code from} of this vector into element {@code to} of {@code dst} (same type). */
    public abstract void copyElement(int from, RVector dst, int to);

    /** Sets element {@code i} to NA (NULL for lists). */
    public abstract void setNA(int i);

    public abstract boolean isNA(int i);

    /** Element {@code i} as a double: NA becomes NA_real_. */
    public abstract double getDouble(int i);

    /** Element {@code i} as an integer (truncating doubles; out of range and NaN become NA). */
    public abstract int getInt(int i);

    /** Element {@code i} as a logical: TRUE 1, FALSE 0, NA {@link RLogical#NA}. */
    public abstract int getLogical(int i);

    /** Element {@code i} as a string, as {@code as.character} would; null for NA. */
    public abstract String getString(int i);

    /** Element {@code i} as an R value: a length-one vector, or the list element. */
    public abstract RValue getElement(int i);

    /** A copy of the data and attributes (the copy is unshared). */
    public RVector copy() {
        return resized(length(), true);
    }

    /** A copy of length {@code n}, padded with NA, with or without the attributes. */
    public RVector resized(int n, boolean keepAttributes) {
        RVector r = allocate(n);
        int m = Math.min(n, length());
        VectorGrowth.copied(m);
        copyRange(0, r, 0, m);
        if (keepAttributes) r.setAttributes(attributes());
        return r;
    }

    /**
     * Copies {@code count} elements from {@code from} on into {@code dst} (same type) from {@code to}
     * on: the element types copy array to array, as duplicating a vector (copy on write) is among
     * the commonest things R code does, and a call per element was most of its cost.
     */
    public void copyRange(int from, RVector dst, int to, int count) {
        for (int i = 0; i < count; i++) copyElement(from + i, dst, to + i);
    }

    /** The names attribute, or null. */
    public final RString names() {
        return getAttr("names") instanceof RString s ? s : null;
    }

    /** The dim attribute as ints, or null. */
    public final int[] dim() {
        RValue d = getAttr("dim");
        if (d instanceof RVector v && v.type().isNumeric()) {
            int[] r = new int[v.length()];
            for (int i = 0; i < r.length; i++) r[i] = v.getInt(i);
            return r;
        }
        return null;
    }

    /** True when the vector has a dim attribute of length 2. */
    public final boolean isMatrix() {
        int[] d = dim();
        return d != null && d.length == 2;
    }
}
