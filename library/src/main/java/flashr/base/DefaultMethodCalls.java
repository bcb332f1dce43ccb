package flashr.base;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * Builtins that stand for an S3 generic and its default method at once: R reports the default
 * method's own errors in the method's call ({@code Error in t.default(x) : argument is not a
 * matrix}), which is the generic's call with the method's name, as UseMethod makes it.
 */
public final class DefaultMethodCalls {
    private DefaultMethodCalls() {}

    /** {@code body}, its errors that name no call reported in {@code generic.default(...)}. */
    public static RBuiltin.Body reportedAsDefault(String generic, RBuiltin.Body body) {
        String method = generic + ".default";
        return a -> {
            try {
                return body.apply(a);
            } catch (RError e) {
                throw e.hasCall() || a.call() == null ? e : e.withCallIfAbsent(renamed(a.call(), method));
            }
        };
    }

    /** The call with {@code name} for its function (null stays null: no call to report). */
    public static RValue renamed(RCall call, String name) {
        if (call == null) return null;
        return new RCall(RSymbol.of(name), call.args(), call.names(), call.pos());
    }
}
