package flashr.eval;

import flashr.lang.REnvironment;
import flashr.lang.RValue;

/**
 * A compiled closure body that may also run on its arguments' values, without promises or a
 * frame: the compiler's bodies typed on numbers. The apply family ({@code lapply}, {@code sapply},
 * {@code vapply}, {@code Map}, ...) holds each element as a value already, so where the body
 * cannot see its frame (it calls nothing that could) the value is all a call needs.
 */
public interface ValueEntry {
    /**
     * The body's value for {@code values}, its parameters' values in the formals' order, in a
     * closure whose environment is {@code closureEnv}; null where its guards fail or it gives up
     * (nothing done: the caller makes the general call, with a frame, and R's errors and warnings).
     */
    RValue typedCall(Interpreter in, REnvironment closureEnv, RValue[] values);

    /**
     * The body of a function of one parameter applied to each element of {@code x}, a plain double
     * or integer vector (names aside), its values written straight into a double, integer or
     * logical vector without names, one per element ({@code sapply}, {@code vapply}: no value made
     * per element); null where its guards fail, no typed method takes {@code x}'s elements or one
     * element gives up (nothing done: the caller calls it element by element). {@code extra}: the
     * values of the other parameters, in the formals' order (the element is the first's), bound
     * once for every element.
     */
    default flashr.lang.RVector typedMap(Interpreter in, REnvironment closureEnv, flashr.lang.RVector x, RValue[] extra) {
        return null;
    }

    /**
     * The body of a function of two parameters applied to the parallel elements of {@code x} and
     * {@code y}, plain double or integer vectors (names aside) of one length ({@code Map},
     * {@code mapply}): as {@link #typedMap}, the element of {@code x} its first parameter's, of
     * {@code y} its second's, {@code extra} the others' values ({@code MoreArgs}) bound once.
     */
    default flashr.lang.RVector typedMap2(Interpreter in, REnvironment closureEnv, flashr.lang.RVector x, flashr.lang.RVector y, RValue[] extra) {
        return null;
    }
}
