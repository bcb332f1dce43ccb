package flashr.base;

/** Builtins: environment, new.env, globalenv, emptyenv, exists, get, assign, sys.call, sys.function. */
final class EnvironmentBuiltins {
    private EnvironmentBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
