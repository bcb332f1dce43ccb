package flashr.lang;

/**
 * An instance of a formal (S4) class that extends no basic type: nothing but its attributes, which hold
 * its slots and its class (whose "package" attribute marks it formal). {@code typeof} is "S4".
 */
public final class RS4Object extends RValue {
    @Override
    public RType type() {
        return RType.S4;
    }
}
