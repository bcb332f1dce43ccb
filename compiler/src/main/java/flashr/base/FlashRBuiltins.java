package flashr.base;

/** Builtins: FlashR's API on engine matrices (fm.*, the paper's GenOp names). */
final class FlashRBuiltins {
    private FlashRBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
