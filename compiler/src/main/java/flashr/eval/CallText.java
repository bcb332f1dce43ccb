package flashr.eval;

import flashr.lang.RValue;

/** One-line R text of a call or value, for error and warning messages. */
public final class CallText {
    private CallText() {}

    public static String deparse(RValue v) {
        return Deparse0.of(v);
    }
}
