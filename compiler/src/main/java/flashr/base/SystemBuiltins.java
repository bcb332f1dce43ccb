package flashr.base;

/** Builtins: Sys.time, proc.time, system.time, commandArgs. */
final class SystemBuiltins {
    private SystemBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
