package flashr.bind;

import flashr.base.vectors.LongVectors;
import flashr.engine.WarningChecks;
import flashr.eval.Args;
import flashr.lang.EngineValue;
import flashr.lang.RValue;
import java.util.Set;

/**
 * R's warnings for a lazy operation on a long vector: R's body, which warns where the engine's
 * value ranges cannot rule a warning out, could not take the vector, so the engine's result
 * stays and one pass finds which of R's warnings its elements call for ({@link WarningChecks}).
 */
final class LongWarnings {
    private LongWarnings() {}

    /** Whether an argument is an engine value longer than a heap vector. */
    static boolean hasLongArgument(Args a) {
        for (int i = 0; i < a.formalCount(); i++) if (isLong(a.get(i))) return true;
        for (RValue v : a.dots()) if (isLong(v)) return true;
        return false;
    }

    private static boolean isLong(RValue v) {
        return v instanceof EngineValue e && LongVectors.isLong(e.length());
    }

    /** Gives R's warning (with the call of {@code a}) for each kind found. */
    static void give(Args a, Set<WarningChecks.Kind> found) {
        for (WarningChecks.Kind k : found) {
            // R reports coercion warnings in the innermost closure's call (none at top level)
            flashr.lang.RValue call = k == WarningChecks.Kind.INTEGER_RANGE ? a.interp().errorHere("").call() : a.call();
            a.interp().warning(call, message(k));
        }
    }

    private static String message(WarningChecks.Kind k) {
        return switch (k) {
            case NANS_PRODUCED -> "NaNs produced";
            case INTEGER_OVERFLOW -> "NAs produced by integer overflow";
            case INTEGER_RANGE -> "NAs introduced by coercion to integer range";
        };
    }
}
