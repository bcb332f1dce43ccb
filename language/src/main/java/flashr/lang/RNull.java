package flashr.lang;

/** R's NULL: the one empty value, with no attributes. */
public final class RNull extends RValue {
    public static final RNull NULL = new RNull();

    private RNull() {}

    @Override
    public RType type() {
        return RType.NULL;
    }
}
