package flashr.eval;

import flashr.lang.REnvironment;
import flashr.lang.RPromise;
import flashr.lang.RValue;

/**
 * The end of a closure call, for the promises its call site made: R's reference counting of
 * arguments. Forcing a promise counts it as one more place holding the value ({@code f(x)}
 * makes x's vector shared while f runs), so {@code v[1] <- 0} in f copies. When the call's frame
 * dies with the call, its promises die with it, and their values are held by one place fewer:
 * after {@code f(x)}, {@code x[i] <- i} changes x's vector in place again instead of copying
 * it on every later assignment.
 *
 * <p>The frame dies with the call unless something took it: a closure made in it, a child
 * environment, a promise that can outlive the call (delayedAssign, compiled code's), a binding
 * ({@code e <- environment()}, a list or attribute holding it) all mark it held
 * ({@link REnvironment#held}); or the call returns the frame itself. A value also held
 * elsewhere (stored, {@code <<-}, in a list) was counted again there and stays shared.
 */
final class ArgumentRelease {
    private ArgumentRelease() {}

    /** Which promises a closure call was given, and so what its end may do with them. */
    enum Mode {
        /** Values or promises made elsewhere (apply, dispatch): nothing. */
        NONE,
        /** Promises the call site made for this call alone (the callee has no {@code ...}): release. */
        OWN,
        /** Promises the call site made or passed on through {@code ...}, that other frames may hold. */
        PASSED
    }

    /**
     * Gives back the hold of the forced promises in {@code args} on their values when {@code mode}
     * is OWN and the frame dies with the call; an unforced promise that may outlive the call marks
     * the environment it evaluates in as held, so that frame's own end gives nothing back.
     *
     * @param frame  the call's frame
     * @param result the call's value; null when it ended with an error or a jump
     */
    static void release(Mode mode, RValue[] args, REnvironment frame, RValue result) {
        if (mode == Mode.NONE) return;
        boolean dies = mode == Mode.OWN && result != null && frame.isTemporary() && result != frame;
        for (RValue a : args) {
            if (!(a instanceof RPromise p)) continue;
            if (!p.isForced()) {
                if (!dies) REnvironment.held(p.env());
            } else if (dies) {
                p.value().unbind();
            }
        }
    }
}
