package flashr.eval;

import flashr.lang.EngineValue;
import flashr.lang.RValue;

/**
 * How a builtin call meets {@link EngineValue}s. A builtin that takes them as they are gets them
 * unchanged; otherwise its engine method, if any, runs first and may decline, and then the engine
 * values are materialized so that the builtin's ordinary body sees R vectors. That keeps every
 * builtin correct on engine values, while the common ones run lazily in the engine.
 */
final class EngineCalls {
    private EngineCalls() {}

    static boolean any(RValue[] values) {
        for (RValue v : values) if (v instanceof EngineValue) return true;
        return false;
    }

    /** {@code values} with every engine value replaced by its R vector (the same array when there is none). */
    static RValue[] materialized(RValue[] values) {
        if (!any(values)) return values;
        RValue[] r = values.clone();
        for (int i = 0; i < r.length; i++) r[i] = EngineValue.local(r[i]);
        return r;
    }
}
