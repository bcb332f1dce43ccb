package flashr.base;

/** Builtins: typeof, class, mode, is.*, as.*, identical, all.equal. */
final class TypeBuiltins {
    private TypeBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
