package flashr.eval;

import flashr.lang.RValue;
import flashr.parse.Deparser;

/** One-line R text of a call or value, for error and warning messages. */
public final class CallText {
    private CallText() {}

    public static String deparse(RValue v) {
        return Deparser.deparse(v);
    }
}
