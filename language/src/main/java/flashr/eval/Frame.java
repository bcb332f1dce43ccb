package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/** One active closure call (R's context): what sys.call, parent.frame, missing, on.exit and UseMethod read. */
final class Frame {
    final RCall call;
    final RFunction function;
    final REnvironment env;
    final REnvironment callerEnv;
    /** The supplied arguments (promises or values), dots expanded, and their names. */
    final RValue[] args;
    final String[] names;
    /** Per formal: true when the argument was not supplied; null when every formal was supplied. */
    private final boolean[] missing;
    /** S3 dispatch state when this call is a method, else null. */
    final S3Dispatch.Info dispatch;
    List<RValue> onExit;

    Frame(RCall call, RFunction function, REnvironment env, REnvironment callerEnv, RValue[] args, String[] names,
          boolean[] missing, S3Dispatch.Info dispatch) {
        this.call = call;
        this.function = function;
        this.env = env;
        this.callerEnv = callerEnv;
        this.args = args;
        this.names = names;
        this.missing = missing;
        this.dispatch = dispatch;
    }

    /**
     * The supplied arguments, to pass on to another call (NextMethod, callNextMethod,
     * standardGeneric): that call's frame holds the same promises, so this frame's end must not
     * release them (see {@link ArgumentRelease}).
     */
    RValue[] passedArgs() {
        REnvironment.held(env);
        return args;
    }

    /** Whether formal {@code i} was not supplied. */
    boolean missing(int i) {
        return missing != null && missing[i];
    }

    void addOnExit(RValue expr, boolean add, boolean after) {
        if (onExit == null || !add) onExit = new ArrayList<>();
        if (after) onExit.add(expr);
        else onExit.add(0, expr);
    }
}
