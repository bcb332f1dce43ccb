package flashr.eval;

import flashr.lang.EngineValue;
import flashr.lang.RBuiltin;
import flashr.lang.RValue;

/**
 * How a builtin call meets {@link EngineValue}s. A builtin that takes them as they are gets them
 * unchanged; otherwise its engine method, if any, runs first and may decline, and then the engine
 * values are materialized so that the builtin's ordinary body sees R vectors. That keeps every
 * builtin correct on engine values, while the common ones run lazily in the engine.
 * With the system property {@code flashr.engine.trace} set, each such materialization is reported
 * on standard error (builtin name and element count), to find what a script still computes
 * outside the engine.
 */
final class EngineCalls {
    private EngineCalls() {}

    /**
     * Whether a call is for the engine: some argument is a FlashR object, a lazy operation, or at
     * least the threshold's size. Small data already computed stays local and eager, as R's.
     */
    static boolean worthTheEngine(Args a, EngineStorage storage) {
        long threshold = storage == null ? 0 : storage.threshold();
        for (int i = 0; i < a.formalCount(); i++) if (worth(a.get(i), threshold)) return true;
        for (RValue v : a.dots()) if (worth(v, threshold)) return true;
        return false;
    }

    private static boolean worth(RValue v, long threshold) {
        return v instanceof EngineValue e && (v.classAttr() != null || !e.isComputed() || e.length() >= threshold);
    }

    static boolean any(RValue[] values) {
        for (RValue v : values) if (v instanceof EngineValue) return true;
        return false;
    }

    /** {@code a} with its engine values materialized for the R body of {@code b}. */
    static Args materialize(RBuiltin b, Args a) {
        if (System.getProperty("flashr.engine.trace") != null) {
            long n = notLocal(a);
            if (n > 0) System.err.println("flashr engine: " + b.name() + " materializes " + n + " elements");
        }
        return a.materialized();
    }

    /** Elements of the engine values in {@code a} whose R vectors are not at hand. */
    private static long notLocal(Args a) {
        long n = 0;
        for (int i = 0; i < a.formalCount(); i++) if (a.get(i) instanceof EngineValue e && !e.isLocal()) n += e.length();
        for (RValue v : a.dots()) if (v instanceof EngineValue e && !e.isLocal()) n += e.length();
        return n;
    }
}
