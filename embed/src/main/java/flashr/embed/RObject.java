package flashr.embed;

import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;

/**
 * An R value seen from Java: one a session gave ({@link Session#eval}, {@link Session#get}), or
 * one made in Java to give to a session ({@link #doubles}, {@link #of}, ...). Immutable: R code
 * changing a variable afterwards makes a copy, as R does, and the Java side keeps what it saw.
 *
 * <p>NA: a double NA is {@link #NA_REAL} (a NaN that {@link #isNA(double)} tells from R's
 * {@code NaN}), an integer NA is {@link #NA_INTEGER}, a character NA is {@code null}; a logical
 * NA has no {@code boolean}: {@link #toBooleanArray()} refuses it, {@link #isNA(long)} finds it.
 *
 * <p>A matrix held by the session's matrix engine stays there: {@link #isEngineMatrix()} is
 * true, {@link #dim()} and {@link #length()} cost nothing, and giving the object back to its
 * session ({@link Session#put}, {@link Session#call}) hands over the engine's matrix, not a copy.
 * Only the {@code to...Array} methods bring its elements to the heap (one engine pass).
 */
public final class RObject {
    /** R's NA for doubles ({@code NA_real_}): a NaN with R's payload. */
    public static final double NA_REAL = RDouble.NA;
    /** R's NA for integers ({@code NA_integer_}). */
    public static final int NA_INTEGER = RInt.NA;
    /** R's {@code NULL}. */
    public static final RObject NULL = new RObject(RNull.NULL, null);

    /** The value; marked shared, so that neither R code nor this class ever changes it. */
    final RValue value;
    /** The session the value lives in, or null when it was made in Java. */
    final Session owner;

    RObject(RValue value, Session owner) {
        this.value = value;
        this.owner = owner;
    }

    /** Whether {@code d} is R's NA (and not another NaN). */
    public static boolean isNA(double d) {
        return RDouble.isNAValue(d);
    }

    /** A double vector (copied); {@link #NA_REAL} elements are NA. */
    public static RObject doubles(double... values) {
        return made(new RDouble(values.clone()));
    }

    /** An integer vector (copied); {@link #NA_INTEGER} elements are NA. */
    public static RObject ints(int... values) {
        return made(new RInt(values.clone()));
    }

    /** A character vector (copied); null elements are NA. */
    public static RObject strings(String... values) {
        return made(new RString(values.clone()));
    }

    /** A logical vector. */
    public static RObject logicals(boolean... values) {
        return made(Values.logical(values));
    }

    /**
     * Any Java value a session takes (see {@link Session#put}): arrays, boxed scalars,
     * {@code double[][]} as a matrix, lists, maps with string keys, {@code Boolean[]} with null as NA.
     */
    public static RObject of(Object javaValue) {
        return javaValue instanceof RObject o ? o : made(Values.toR(javaValue, null));
    }

    private static RObject made(RValue v) {
        v.markShared();
        return new RObject(v, null);
    }

    /** This value with a {@code dim} attribute ({@code withDim(nrow, ncol)} makes a matrix, filled by columns). */
    public RObject withDim(int... dim) {
        long n = 1;
        for (int d : dim) {
            if (d < 0) throw new IllegalArgumentException("dims cannot be negative");
            n *= d;
        }
        if (n != length()) throw new IllegalArgumentException("dims [product " + n + "] do not match the length of object [" + length() + "]");
        return withAttribute("dim", new RInt(dim.clone()));
    }

    /** This value with {@code names} (null for NA names); as many as elements. */
    public RObject withNames(String... names) {
        if (names.length != length()) {
            throw new IllegalArgumentException("'names' attribute [" + names.length + "] must be the same length as the vector [" + length() + "]");
        }
        return withAttribute("names", new RString(names.clone()));
    }

    /** This matrix with row and column names (either may be null for none). */
    public RObject withDimNames(String[] rowNames, String[] colNames) {
        int[] d = dim();
        if (d == null || d.length != 2) throw new IllegalArgumentException("'dimnames' applied to non-array");
        if (rowNames != null && rowNames.length != d[0] || colNames != null && colNames.length != d[1]) {
            throw new IllegalArgumentException("length of 'dimnames' not equal to array extent");
        }
        RValue rows = rowNames == null ? RNull.NULL : new RString(rowNames.clone());
        RValue cols = colNames == null ? RNull.NULL : new RString(colNames.clone());
        return withAttribute("dimnames", new RList(new RValue[] {rows, cols}));
    }

    /** This value with the attribute {@code name} set to {@code value} (a Java value, converted), e.g. {@code "class"}. */
    public RObject withAttribute(String name, Object value) {
        RValue copy = Values.copyDeep(local());
        copy.setAttr(name, value instanceof RValue v ? v : Values.toR(value, null));
        return made(copy);
    }

    /** R's {@code typeof}: "double", "integer", "character", "logical", "list", "closure", "NULL", ... */
    public String typeof() {
        return value.typeName();
    }

    public boolean isNull() {
        return value == RNull.NULL;
    }

    /** True when the session's matrix engine holds the value (see the class comment). */
    public boolean isEngineMatrix() {
        return value instanceof EngineValue;
    }

    /** The number of elements (of a list: its elements); 0 for a function or an environment. */
    public long length() {
        if (value instanceof EngineValue e) return e.length();
        return value instanceof RVector v ? v.length() : 0;
    }

    /** The {@code dim} attribute, or null. */
    public int[] dim() {
        if (value instanceof EngineValue e) return e.dim();
        return value instanceof RVector v ? v.dim() : null;
    }

    /** The names, null entries where NA; null when the value has none. */
    public String[] names() {
        return value.getAttr("names") instanceof RString s ? s.data().clone() : null;
    }

    /** The row and column (and further) names of an array, null where a dimension has none; null without dimnames. */
    public List<String[]> dimNames() {
        if (!(value.getAttr("dimnames") instanceof RList l)) return null;
        List<String[]> r = new ArrayList<>();
        for (int i = 0; i < l.length(); i++) r.add(l.get(i) instanceof RString s ? s.data().clone() : null);
        return r;
    }

    /** The class attribute (R's {@code oldClass}); empty when there is none. */
    public List<String> classes() {
        RString c = value.classAttr();
        return c == null ? List.of() : List.of(c.data());
    }

    /** An attribute, or null when absent. */
    public RObject attribute(String name) {
        RValue a = value.getAttr(name);
        return a == null ? null : new RObject(a, owner);
    }

    /** Whether element {@code i} (from 0) is NA (of a list: a length-one atomic NA). */
    public boolean isNA(long i) {
        RVector v = local();
        return v.isNA(index(v, i));
    }

    /** The elements as doubles, coerced as {@code as.double} does; NA as {@link #NA_REAL}. */
    public double[] toDoubleArray() {
        RVector v = local();
        if (v instanceof RDouble d) return d.data().clone();
        double[] r = new double[v.length()];
        for (int i = 0; i < r.length; i++) r[i] = v.getDouble(i);
        return r;
    }

    /** The elements as ints, coerced as {@code as.integer} does; NA as {@link #NA_INTEGER}. */
    public int[] toIntArray() {
        RVector v = local();
        if (v instanceof RInt d) return d.data().clone();
        int[] r = new int[v.length()];
        for (int i = 0; i < r.length; i++) r[i] = v.getInt(i);
        return r;
    }

    /** The elements as strings, coerced as {@code as.character} does; NA as null. */
    public String[] toStringArray() {
        RVector v = local();
        if (v instanceof RString d) return d.data().clone();
        String[] r = new String[v.length()];
        for (int i = 0; i < r.length; i++) r[i] = v.isNA(i) ? null : v.getString(i);
        return r;
    }

    /** The elements as booleans, coerced as {@code as.logical} does; an NA among them is refused. */
    public boolean[] toBooleanArray() {
        RVector v = local();
        boolean[] r = new boolean[v.length()];
        for (int i = 0; i < r.length; i++) {
            int b = v.getLogical(i);
            if (b == RLogical.NA) throw new IllegalStateException("element " + i + " is NA, which a boolean cannot hold");
            r[i] = b != 0;
        }
        return r;
    }

    /** The first element as a double (see {@link #toDoubleArray}). */
    public double asDouble() {
        RVector v = local();
        return v.getDouble(index(v, 0));
    }

    /** The first element as an int (see {@link #toIntArray}). */
    public int asInt() {
        RVector v = local();
        return v.getInt(index(v, 0));
    }

    /** The first element as a string, null when NA. */
    public String asString() {
        RVector v = local();
        int i = index(v, 0);
        return v.isNA(i) ? null : v.getString(i);
    }

    /** The first element as a boolean; NA is refused. */
    public boolean asBoolean() {
        RVector v = local();
        int b = v.getLogical(index(v, 0));
        if (b == RLogical.NA) throw new IllegalStateException("the value is NA, which a boolean cannot hold");
        return b != 0;
    }

    /** Element {@code i} (from 0): of a list, the element; of an atomic vector, a vector of length one. */
    public RObject get(long i) {
        RVector v = local();
        int k = index(v, i);
        if (v instanceof RList l) return new RObject(l.get(k), owner);
        RVector one = v.allocate(1);
        v.copyElement(k, one, 0);
        return new RObject(one, owner);
    }

    /** The element named {@code name} (the first one, as {@code x[[name]]}), or null when none is. */
    public RObject get(String name) {
        String[] names = names();
        if (names == null) return null;
        for (int i = 0; i < names.length; i++) {
            if (name.equals(names[i])) return get(i);
        }
        return null;
    }

    /**
     * The value as plain Java: null for NULL; a length-one atomic vector without attributes as
     * Double, Integer, String or Boolean (null when NA); another atomic vector without attributes
     * as double[], int[], String[] or Boolean[] (null for a logical NA); anything else (lists,
     * matrices, factors, functions, engine matrices) as this object.
     */
    public Object toJava() {
        return Values.toJava(this);
    }

    /** The value as an R vector on the heap (an engine matrix is computed by its session). */
    RVector local() {
        if (value instanceof EngineValue e) return owner == null ? e.materialize() : owner.materialize(e);
        if (value instanceof RVector v) return v;
        throw new IllegalStateException("a " + typeof() + " is not a vector");
    }

    private static int index(RVector v, long i) {
        if (i < 0 || i >= v.length()) throw new IndexOutOfBoundsException("subscript " + i + " out of bounds for length " + v.length());
        return (int) i;
    }

    /** A short description: the type and the length or dims, e.g. {@code double[2 x 3]}, {@code character[5]}. */
    @Override
    public String toString() {
        int[] d = dim();
        StringBuilder sb = new StringBuilder(typeof()).append('[');
        if (d != null) {
            for (int i = 0; i < d.length; i++) sb.append(i > 0 ? " x " : "").append(d[i]);
        } else {
            sb.append(length());
        }
        sb.append(']');
        if (isEngineMatrix()) sb.append(" in the engine");
        return sb.toString();
    }
}
