package flashr.base;

/** Builtins: lapply, sapply, vapply, mapply, Map, Reduce, Filter, apply. */
final class ApplyBuiltins {
    private ApplyBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
