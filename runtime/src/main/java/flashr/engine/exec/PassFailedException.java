package flashr.engine.exec;

/** A worker failed; the pass was cancelled and this carries the first failure's message. */
public final class PassFailedException extends RuntimeException {
    public PassFailedException(Throwable cause) {
        super(cause.getMessage() == null ? cause.toString() : cause.getMessage(), cause);
    }
}
