package flashr.eval;

import flashr.lang.RValue;
import flashr.parse.Deparser;
import java.util.List;

/** R text of a call or value for error and warning messages. */
public final class CallText {
    private CallText() {}

    /** The first line of the deparse at width 60, as R's error and warning messages show a call (deparse1s). */
    public static String deparse(RValue v) {
        List<String> lines = Deparser.deparseLines(v, Deparser.DEFAULT_CUTOFF);
        return lines.isEmpty() ? "" : lines.get(0);
    }
}
