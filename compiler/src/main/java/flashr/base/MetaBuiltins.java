package flashr.base;

/** Builtins: computing on the language: bquote, deparse, parse, body, formals, match.call, as.call. */
final class MetaBuiltins {
    private MetaBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
