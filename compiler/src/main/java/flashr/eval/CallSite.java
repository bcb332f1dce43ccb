package flashr.eval;

import flashr.lang.RBuiltin;

/**
 * What the evaluator remembers at a call site ({@code RCall.cache}): the base function the
 * call's symbol resolved to, valid while no function shadowing a base name has been defined
 * since ({@link Interpreter#functionVersion}), and the fast path to take for it.
 */
final class CallSite {
    final RBuiltin function;
    final int version;
    final int op;

    CallSite(RBuiltin function, int version, int op) {
        this.function = function;
        this.version = version;
        this.op = op;
    }
}
