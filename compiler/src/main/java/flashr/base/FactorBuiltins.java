package flashr.base;

/** Builtins: factors: levels, nlevels, droplevels, split, tapply, cut, aggregate. */
final class FactorBuiltins {
    private FactorBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
