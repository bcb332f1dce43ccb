package flashr.eval;

import flashr.lang.REnvironment;
import flashr.lang.RValue;

/**
 * Non-local exits of R code: break, next, return, and unwinding to a tryCatch handler. They
 * carry no stack trace; break and next are preallocated because loops use them routinely.
 */
public class ControlFlow extends RuntimeException {
    ControlFlow() {
        super(null, null, false, false);
    }

    /** {@code break}: leaves the innermost loop. */
    static final ControlFlow BREAK = new ControlFlow();
    /** {@code next}: continues with the next iteration of the innermost loop. */
    static final ControlFlow NEXT = new ControlFlow();

    /** {@code return(value)} from the function whose frame is {@code env}. */
    static final class Return extends ControlFlow {
        final REnvironment env;
        final RValue value;

        Return(REnvironment env, RValue value) {
            this.env = env;
            this.value = value;
        }
    }

    /** A condition caught by an exiting handler: unwinds to the tryCatch that established it. */
    static final class Unwind extends ControlFlow {
        final Object target;
        final RValue condition;
        final RValue handler;

        Unwind(Object target, RValue condition, RValue handler) {
            this.target = target;
            this.condition = condition;
            this.handler = handler;
        }
    }

    /** {@code invokeRestart(r, ...)}: unwinds to the withRestarts (or warning, message) that established the restart. */
    static final class Restart extends ControlFlow {
        final String name;
        final Object target;
        final RValue[] args;
        final String[] names;

        Restart(Restarts.Entry target, RValue[] args, String[] names) {
            this.name = target.name();
            this.target = target;
            this.args = args;
            this.names = names;
        }
    }
}
