package flashr.engine.exec;

/** A pass stopped because its {@link Cancellation} was set. */
public final class PassCancelledException extends RuntimeException {
    public PassCancelledException() { super("computation cancelled"); }
}
