package flashr.lang;

/**
 * The empty argument, as in {@code x[, 1]} or a formal argument without a default
 * (R's {@code R_MissingArg}). Never visible to users as a value.
 */
public final class RMissing extends RValue {
    public static final RMissing MISSING = new RMissing();

    private RMissing() {}

    @Override
    public RType type() {
        return RType.SYMBOL;
    }
}
