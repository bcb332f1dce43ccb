package flashr.lang;

/**
 * A generic vector (list); also the storage of expression vectors ({@link #isExpression}) and of
 * pairlists ({@link #isPairlist}: typeof "pairlist", as formals() and as.pairlist give; behaves as a list
 * everywhere else, and what is made from one, a subset or a map, is a plain list as in R).
 */
public final class RList extends RVector {
    private RValue[] data;
    private int length; // data may hold spare capacity past it (see VectorGrowth)
    private final boolean expression;
    private boolean pairlist;

    public RList(RValue[] data) {
        this(data, false);
    }

    public RList(RValue[] data, boolean expression) {
        this.data = data;
        this.length = data.length;
        this.expression = expression;
        for (RValue v : data) {
            if (v != null) v.markHeldByList();
        }
    }

    public static RList of(RValue... values) {
        return new RList(values);
    }

    /** A pairlist of {@code values}; R has no empty pairlist (it is NULL), so callers give one or more. */
    public static RList pairlist(RValue[] values) {
        RList l = new RList(values);
        l.pairlist = true;
        return l;
    }

    /** True for a pairlist (a list R keeps as dotted pairs). */
    public boolean isPairlist() {
        return pairlist;
    }

    @Override
    public String typeName() {
        return pairlist ? "pairlist" : super.typeName();
    }

    /** A copy or resized copy of a pairlist stays one ({@code p$c <- 3} keeps the type, as R's does). */
    @Override
    public RVector resized(int n, boolean keepAttributes) {
        RVector r = super.resized(n, keepAttributes);
        ((RList) r).pairlist = pairlist && n > 0;
        return r;
    }

    /** The backing array: callers may write to it only while the list is unshared; never store null. */
    public RValue[] data() {
        if (data.length != length) data = VectorGrowth.trimmed(data, length);
        return data;
    }

    /**
     * Element i. A plain engine value (an R vector the engine holds) is given as its R vector, so
     * code reading lists never meets one; FlashR objects are given as they are.
     */
    public RValue get(int i) {
        return EngineValue.localUnlessObject(data[i]);
    }

    /** The elements as {@link #get} gives them, in a fresh array. */
    public RValue[] elements() {
        RValue[] r = new RValue[length];
        for (int i = 0; i < r.length; i++) r[i] = get(i);
        return r;
    }

    /**
     * Stores an element, which the list now holds (see {@link RValue#markHeldByList}); storing
     * the element already there (a nested replacement's in-place result) changes nothing.
     */
    public void set(int i, RValue v) {
        if (data[i] != v) v.markHeldByList();
        data[i] = v;
    }

    /**
     * Takes element i out of a list its maker drops at once (an intermediate result in Java),
     * leaving NULL there: an element that list alone held is fresh again, so the list it goes
     * into next holds it alone too, and a nested replacement may change it in place.
     */
    public RValue takeOut(int i) {
        RValue v = data[i];
        data[i] = RNull.NULL;
        v.releaseFromList();
        return v;
    }

    public boolean isExpression() {
        return expression;
    }

    @Override
    public RType type() {
        return expression ? RType.EXPRESSION : RType.LIST;
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public boolean growInPlace(int n) {
        if (n > data.length) data = VectorGrowth.grown(data, length, n);
        java.util.Arrays.fill(data, length, n, RNull.NULL);
        length = n;
        return true;
    }

    @Override
    public RVector allocate(int n) {
        RValue[] d = new RValue[n];
        java.util.Arrays.fill(d, RNull.NULL);
        return new RList(d, expression);
    }

    @Override
    public void copyElement(int from, RVector dst, int to) {
        RValue v = data[from];
        if (v != null) v.markShared(); // a second list holds it now
        ((RList) dst).data[to] = v;
    }

    @Override
    public void copyRange(int from, RVector dst, int to, int count) {
        if (dst != this) {
            for (int i = from; i < from + count; i++) { // a second list holds them now
                if (data[i] != null) data[i].markShared();
            }
        }
        System.arraycopy(data, from, ((RList) dst).data, to, count);
    }

    @Override
    public void setNA(int i) {
        data[i] = RNull.NULL;
    }

    /** A list element is NA when it is a length-one atomic NA, as R's {@code is.na} on lists. */
    @Override
    public boolean isNA(int i) {
        return get(i) instanceof RVector v && v.type().isAtomic() && v.length() == 1 && v.isNA(0);
    }

    private RVector atomicElement(int i) {
        if (get(i) instanceof RVector v && v.type().isAtomic() && v.length() == 1) return v;
        throw new RError("(list) object cannot be coerced to type 'double'");
    }

    @Override
    public double getDouble(int i) {
        return atomicElement(i).getDouble(0);
    }

    @Override
    public int getInt(int i) {
        return atomicElement(i).getInt(0);
    }

    @Override
    public int getLogical(int i) {
        return atomicElement(i).getLogical(0);
    }

    @Override
    public String getString(int i) {
        return get(i) instanceof RVector v && v.type().isAtomic() && v.length() == 1 ? v.getString(0) : null;
    }

    @Override
    public RValue getElement(int i) {
        return get(i);
    }
}
