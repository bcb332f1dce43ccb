package flashr.lang;

/** Coercion to the vector types that have no {@code get*} accessor of their own: complex and raw. */
public final class RVectors {
    private RVectors() {}

    /** {@code v} as complex or raw, without attributes (raw: what does not fit in a byte becomes 00). */
    public static RVector coerce(RVector v, RType type) {
        if (type == RType.COMPLEX) return RComplex.from(v);
        if (type != RType.RAW) throw new RError("cannot coerce to '" + type.typeName() + "'");
        int n = v.length();
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            int x = v instanceof RString ? (int) doubleToInt(NumberText.parseDouble(v.getString(i))) : v.getInt(i);
            b[i] = x == RInt.NA || x < 0 || x > 255 ? 0 : (byte) x;
        }
        return new RRaw(b);
    }

    /** True when coercing {@code v} to raw maps some element to 00 because it is NA or out of range. */
    public static boolean rawOutOfRange(RVector v) {
        if (v instanceof RRaw) return false;
        for (int i = 0; i < v.length(); i++) {
            int x = v instanceof RString ? (int) doubleToInt(NumberText.parseDouble(v.getString(i))) : v.getInt(i);
            if (x == RInt.NA || x < 0 || x > 255) return true;
        }
        return false;
    }

    private static long doubleToInt(double d) {
        return Double.isNaN(d) || d >= 2147483648.0 || d <= -2147483649.0 ? RInt.NA : (long) d;
    }
}
