package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RValue;
import java.io.PrintStream;

/**
 * Evaluates R expressions with R's semantics. One interpreter is one R session: a base
 * environment holding the builtins, a global environment, the output streams, the pending
 * warnings and the random number generator.
 *
 * <p>SKELETON: the public methods are the contract the base library is written against;
 * their bodies are being written.
 */
public final class Interpreter {
    private final PrintStream out;
    private final PrintStream err;
    private final REnvironment baseEnv = new REnvironment(null, "base");
    private final REnvironment globalEnv = new REnvironment(baseEnv, "R_GlobalEnv");
    private boolean visible = true;

    public Interpreter(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
        flashr.base.BaseLibrary.install(this, baseEnv);
    }

    public REnvironment baseEnv() {
        return baseEnv;
    }

    public REnvironment globalEnv() {
        return globalEnv;
    }

    /** Standard output, where print and cat write. */
    public PrintStream out() {
        return out;
    }

    /** Standard error, where messages, warnings and errors go. */
    public PrintStream err() {
        return err;
    }

    /** Evaluates {@code expr} in {@code env}. Sets the visibility flag as R does. */
    public RValue eval(RValue expr, REnvironment env) {
        throw new UnsupportedOperationException("eval: not yet written");
    }

    /**
     * Calls {@code f} with already evaluated arguments (as lapply or do.call do).
     * @param names argument names, null entries (or a null array) where unnamed
     * @param call  the call to report in errors and to return from sys.call (may be null)
     */
    public RValue apply(RFunction f, RValue[] args, String[] names, REnvironment callerEnv, RCall call) {
        throw new UnsupportedOperationException("apply: not yet written");
    }

    /** Records a warning to be printed after the current top-level call, as Rscript does. */
    public void warning(RValue call, String message) {
        throw new UnsupportedOperationException("warning: not yet written");
    }

    /** Whether the last evaluated value should auto-print at top level. */
    public boolean isVisible() {
        return visible;
    }

    public void setVisible(boolean visible) {
        this.visible = visible;
    }
}
