package flashr.base;

/** Builtins: the Math group: abs, sqrt, exp, log, trig, rounding, cumulative functions. */
final class MathBuiltins {
    private MathBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
