package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * R's top-level task callbacks (addTaskCallback): after each top-level expression that completes,
 * its value printed and its warnings reported, base's {@code .runTaskCallbacks} (R code) calls the
 * callbacks registered in base's {@code .TaskCallbacks}. Nothing runs while none is registered.
 */
final class TaskCallbacks {
    private TaskCallbacks() {}

    static void run(Interpreter in, RValue expr, RValue value, boolean visible) {
        if (!(in.baseEnv().getLocal(".TaskCallbacks") instanceof RList callbacks) || callbacks.length() == 0) return;
        // the expression and its value are handed over as bound values: evaluating them in a call would evaluate them again
        REnvironment env = new REnvironment(in.baseEnv());
        env.define(".expr", expr == null ? RNull.NULL : expr);
        env.define(".value", value == null ? RNull.NULL : value);
        in.eval(RCall.of(".runTaskCallbacks", RSymbol.of(".expr"), RSymbol.of(".value"), RLogical.of(true), RLogical.of(visible)), env);
        in.setVisible(false);
    }
}
