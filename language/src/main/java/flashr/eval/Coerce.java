package flashr.eval;

import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Type coercion between vector types, as R's {@code as.vector(x, mode)}, and scalar argument helpers. */
public final class Coerce {
    private Coerce() {}

    /** A fresh vector of {@code type} and length {@code n} filled with zeros/FALSE/""/NULL. */
    public static RVector allocate(RType type, int n) {
        return switch (type) {
            case LOGICAL -> new RLogical(new int[n]);
            case INTEGER -> new RInt(new int[n]);
            case DOUBLE -> new RDouble(new double[n]);
            case COMPLEX -> new flashr.lang.RComplex(new double[n], new double[n]);
            case RAW -> new flashr.lang.RRaw(new byte[n]);
            case CHARACTER -> {
                String[] s = new String[n];
                java.util.Arrays.fill(s, "");
                yield new RString(s);
            }
            case LIST, EXPRESSION -> {
                RValue[] d = new RValue[n];
                java.util.Arrays.fill(d, RNull.NULL);
                yield new RList(d, type == RType.EXPRESSION);
            }
            default -> throw new RError("vector: cannot make a vector of mode '" + type.typeName() + "'.");
        };
    }

    /**
     * {@code v} as a vector of {@code type}, without attributes. Returns {@code v} itself when it
     * already has that type and no attributes.
     */
    public static RVector to(RVector v, RType type) {
        if (v.type() == type) {
            if (!v.hasAttributes()) return v;
            // only the attributes go: the elements are copied whole, not one call each
            switch (v) {
                case RDouble d -> { return new RDouble(d.data().clone()); }
                case RInt i -> { return new RInt(i.data().clone()); }
                case RLogical l -> { return new RLogical(l.data().clone()); }
                case RString s -> { return s.copyElements(); }
                default -> { }
            }
        }
        return switch (type) {
            case LOGICAL -> toLogical(v);
            case INTEGER -> toInteger(v);
            case DOUBLE -> toDouble(v);
            case CHARACTER -> toCharacter(v);
            case COMPLEX, RAW -> flashr.lang.RVectors.coerce(v, type);
            case LIST, EXPRESSION -> toList(v, type == RType.EXPRESSION);
            default -> throw new RError("cannot coerce to '" + type.typeName() + "'");
        };
    }

    // One small method per target type (and the common integer/logical-to-double case array to
    // array), so that the JIT compiles, and on a new path recompiles, only the conversion met.

    private static RLogical toLogical(RVector v) {
        int n = v.length();
        int[] d = new int[n];
        for (int i = 0; i < n; i++) d[i] = v.getLogical(i);
        return new RLogical(d);
    }

    private static RInt toInteger(RVector v) {
        if (v instanceof RLogical l) return new RInt(l.data().clone()); // TRUE 1, FALSE 0, NA NA
        int n = v.length();
        int[] d = new int[n];
        for (int i = 0; i < n; i++) d[i] = v.getInt(i);
        return new RInt(d);
    }

    private static RDouble toDouble(RVector v) {
        if (v instanceof RInt i) return new RDouble(intsToDoubles(i.data()));
        if (v instanceof RLogical l) return new RDouble(intsToDoubles(l.data()));
        int n = v.length();
        double[] d = new double[n];
        for (int i = 0; i < n; i++) d[i] = v.getDouble(i);
        return new RDouble(d);
    }

    /** Integers or logicals as doubles, NA as NA_real_. */
    private static double[] intsToDoubles(int[] a) {
        double[] d = new double[a.length];
        for (int i = 0; i < a.length; i++) d[i] = a[i] == RInt.NA ? RDouble.NA : a[i];
        return d;
    }

    private static RString toCharacter(RVector v) {
        int n = v.length();
        // a run of consecutive integers (row names 1..n, seq_len) as strings made when read, as
        // GNU R's deferred strings: see RString
        if (v instanceof RInt r && n >= DEFERRED_MIN && isRange(r.storage(), n)) return RString.integers(r.get(0), n);
        String[] d = new String[n];
        for (int i = 0; i < n; i++) d[i] = v.getString(i);
        return new RString(d);
    }

    /** Character vectors shorter than this are made at once: their strings cost less than the checks. */
    private static final int DEFERRED_MIN = 1024;

    /** True when {@code a[0..n)} are consecutive increasing integers, NA nowhere. */
    private static boolean isRange(int[] a, int n) {
        int first = a[0];
        if (first == RInt.NA || (long) first + n - 1 > Integer.MAX_VALUE) return false;
        for (int i = 1; i < n; i++) if (a[i] != first + i) return false;
        return true;
    }

    private static RList toList(RVector v, boolean expression) {
        int n = v.length();
        RValue[] d = new RValue[n];
        for (int i = 0; i < n; i++) d[i] = v.getElement(i);
        return new RList(d, expression);
    }

    /** {@code to(v, type)} keeping names, dim and dimnames (as arithmetic results do). */
    public static RVector toKeepingAttributes(RVector v, RType type) {
        RVector r = to(v, type);
        if (r != v && v.hasAttributes()) r.setAttributes(v.attributes());
        return r;
    }

    /** The value as a vector; NULL becomes a length-zero logical; other values are an error. */
    public static RVector vector(RValue v, String what) {
        if (v instanceof RVector vec) return vec;
        if (v == RNull.NULL) return new RLogical(new int[0]);
        throw new RError("invalid '" + what + "' argument");
    }

    /** First element as a logical scalar (R's asLogical): TRUE 1, FALSE 0, NA {@link RLogical#NA}. */
    public static int logicalScalar(RValue v) {
        return v instanceof RVector vec && vec.length() > 0 && vec.type() != RType.LIST ? vec.getLogical(0) : RLogical.NA;
    }

    /** First element as a non-NA TRUE/FALSE flag; an error naming {@code arg} otherwise. */
    public static boolean flag(RValue v, String arg) {
        int b = logicalScalar(v);
        if (b == RLogical.NA) throw new RError("invalid '" + arg + "' argument");
        return b != 0;
    }

    /** First element as an int (R's asInteger), NA {@link RInt#NA} when absent. */
    public static int intScalar(RValue v) {
        return v instanceof RVector vec && vec.length() > 0 && vec.type() != RType.LIST ? vec.getInt(0) : RInt.NA;
    }

    /** First element as a double (R's asReal), NA when absent. */
    public static double doubleScalar(RValue v) {
        return v instanceof RVector vec && vec.length() > 0 && vec.type() != RType.LIST ? vec.getDouble(0) : RDouble.NA;
    }

    /** First element as a string, null (NA) when absent. */
    public static String stringScalar(RValue v) {
        return v instanceof RVector vec && vec.length() > 0 ? vec.getString(0) : null;
    }
}
