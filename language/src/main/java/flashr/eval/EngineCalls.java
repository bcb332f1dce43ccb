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
     * Engine data not at hand of fewer elements than this is copied out for any builtin: the copy
     * costs less than a pass's fixed costs (handing partitions to threads, merging partials).
     */
    static final long REDUCED_IN_PLACE = 1L << 16;

    /**
     * Whether a call is for the engine: some argument is a FlashR object, a lazy operation, or at
     * least the threshold's size. Small data already computed stays local and eager, as R's; but a
     * builtin that {@link RBuiltin#reduces() reduces} its arguments reads engine data that is not
     * at hand where it lies (tabulate of a k-means step's labels after rowsum's pass computed
     * them: copying 20M labels out would cost more than the count).
     */
    static boolean worthTheEngine(RBuiltin b, Args a, EngineStorage storage) {
        long threshold = storage == null ? 0 : storage.threshold();
        boolean reduces = b.reduces();
        for (int i = 0; i < a.formalCount(); i++) if (worth(a.get(i), threshold, reduces)) return true;
        for (RValue v : a.dots()) if (worth(v, threshold, reduces)) return true;
        return false;
    }

    private static boolean worth(RValue v, long threshold, boolean reduces) {
        if (!(v instanceof EngineValue e)) return false;
        if (v.classAttr() != null || !e.isComputed() || e.length() >= threshold) return true;
        return reduces && !e.isLocal() && e.length() >= REDUCED_IN_PLACE;
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
