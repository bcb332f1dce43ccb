package flashr.base;

/** Builtins: set.seed, runif, rnorm, rexp, rbinom, sample. */
final class RandomBuiltins {
    private RandomBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
