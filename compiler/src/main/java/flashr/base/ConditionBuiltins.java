package flashr.base;

/** Builtins: stop, warning, tryCatch, try, withCallingHandlers, suppressWarnings, stopifnot, conditionMessage. */
final class ConditionBuiltins {
    private ConditionBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
