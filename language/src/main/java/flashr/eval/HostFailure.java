package flashr.eval;

import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.parse.Deparser;

/**
 * Why an evaluation for a host program ({@link HostEvaluation}) did not give a value: an R error
 * (with its condition object, as {@code tryCatch(error = )} would see it), the user's interrupt,
 * or {@code q()}. Carries R's words only, never Java's.
 */
public final class HostFailure extends RuntimeException {
    /** What ended the evaluation. */
    public enum Kind { ERROR, INTERRUPT, QUIT }

    private final Kind kind;
    private final RValue condition;
    private final String report;
    private final int quitStatus;

    private HostFailure(Kind kind, String message, RValue condition, String report, int quitStatus) {
        super(message, null, false, false);
        this.kind = kind;
        this.condition = condition;
        this.report = report;
        this.quitStatus = quitStatus;
    }

    static HostFailure error(flashr.lang.RError e) {
        return new HostFailure(Kind.ERROR, e.getMessage() == null ? "" : e.getMessage(), Conditions.conditionOf(e),
                Conditions.errorText(e, "Error: ").stripTrailing(), 0);
    }

    static HostFailure interrupt() {
        RValue cond = Conditions.condition("", null, "interrupt", "condition");
        return new HostFailure(Kind.INTERRUPT, "interrupted", cond, "", 0);
    }

    static HostFailure quit(int status) {
        return new HostFailure(Kind.QUIT, "quit with status " + status, RNull.NULL, "", status);
    }

    public Kind kind() {
        return kind;
    }

    /** The condition object: the error's ({@code simpleError} unless {@code stop(cond)} gave one), or an interrupt's. */
    public RValue condition() {
        return condition;
    }

    /** The condition's classes, most specific first ({@code simpleError error condition} for {@code stop("...")}). */
    public String[] conditionClasses() {
        RString c = condition == null ? null : condition.classAttr();
        return c == null ? new String[0] : c.data().clone();
    }

    /** The call the error is reported in, deparsed to its first line, or null ({@code Error: message}). */
    public String call() {
        RValue call = Conditions.field(condition, "call");
        return call == RNull.NULL || call == null ? null : Deparser.firstLine(call);
    }

    /** The error as Rscript prints it ({@code Error in f(x) : message}), without the final newline; empty for an interrupt. */
    public String report() {
        return report;
    }

    /** The status {@code q()} asked for. */
    public int quitStatus() {
        return quitStatus;
    }
}
