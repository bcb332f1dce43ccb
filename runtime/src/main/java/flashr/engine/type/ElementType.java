package flashr.engine.type;

/** R's three numeric element types, ordered as R promotes them: logical < integer < double. */
public enum ElementType {
    LOGICAL("logical"), INTEGER("integer"), DOUBLE("double");

    private final String rName;

    ElementType(String rName) { this.rName = rName; }

    /** The name R's {@code typeof} gives. */
    public String rName() { return rName; }

    /** Logical and integer share the int storage (TRUE=1, FALSE=0, NA=Integer.MIN_VALUE). */
    public boolean isIntStorage() { return this != DOUBLE; }

    /** Bytes per element in memory stores. */
    public int byteSize() { return this == DOUBLE ? 8 : 4; }

    /** The common type of two operands, as R's arithmetic coerces. */
    public static ElementType promote(ElementType a, ElementType b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }
}
