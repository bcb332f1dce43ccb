package flashr.lang;

/** A raw vector: bytes 00 to ff. Raw has no NA; coercion maps what does not fit to 00, as R does. */
public final class RRaw extends RVector {
    private final byte[] data;

    public RRaw(byte[] data) {
        this.data = data;
    }

    public static RRaw of(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < b.length; i++) b[i] = (byte) values[i];
        return new RRaw(b);
    }

    /** The backing array: callers may write only while the vector is unshared. */
    public byte[] data() {
        return data;
    }

    /** Element {@code i} as 0..255. */
    public int get(int i) {
        return data[i] & 0xff;
    }

    @Override
    public RType type() {
        return RType.RAW;
    }

    @Override
    public int length() {
        return data.length;
    }

    @Override
    public RVector allocate(int n) {
        return new RRaw(new byte[n]);
    }

    @Override
    public void copyElement(int from, RVector dst, int to) {
        ((RRaw) dst).data[to] = data[from];
    }

    @Override
    public void setNA(int i) {
        data[i] = 0;
    }

    @Override
    public boolean isNA(int i) {
        return false;
    }

    @Override
    public double getDouble(int i) {
        return get(i);
    }

    @Override
    public int getInt(int i) {
        return get(i);
    }

    @Override
    public int getLogical(int i) {
        return data[i] != 0 ? 1 : 0;
    }

    @Override
    public String getString(int i) {
        return hex(get(i));
    }

    /** Two lower-case hex digits, as R prints a byte. */
    public static String hex(int b) {
        return "" + Character.forDigit(b >> 4, 16) + Character.forDigit(b & 15, 16);
    }

    @Override
    public RValue getElement(int i) {
        return new RRaw(new byte[] {data[i]});
    }
}
