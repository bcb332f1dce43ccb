package flashr.eval;

/**
 * Thrown by {@code q()} / {@code quit()}: the session must stop evaluating and exit with
 * {@link #status()} (Rscript prints nothing more, not even pending warnings). Not an R error,
 * so {@code tryCatch} must let it pass.
 */
public final class SystemQuit extends RuntimeException {
    private final int status;

    public SystemQuit(int status) {
        super("quit(status = " + status + ")", null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
