package flashr.base;

/**
 * Builtins: factors. Most are written in R ({@link FactorPrelude}), as R writes them; methods such as
 * {@code [<-.factor} and {@code c.factor} are closures the evaluator's S3 dispatch finds in base.
 */
final class FactorBuiltins {
    private FactorBuiltins() {}

    static void register(Registry r) {
        MetaPrelude.define(r, FactorPrelude.SOURCE, "<factor prelude>");
    }
}
