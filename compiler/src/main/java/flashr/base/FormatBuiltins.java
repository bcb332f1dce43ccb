package flashr.base;

/** Builtins: format, formatC, sprintf, toString. */
final class FormatBuiltins {
    private FormatBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
