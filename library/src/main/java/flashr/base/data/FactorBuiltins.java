package flashr.base.data;

import flashr.base.RSource;
import flashr.base.Registry;

/**
 * Builtins: factors. Most are written in R ({@code base/factor.R}), as R writes them; methods such as
 * {@code [<-.factor} and {@code c.factor} are closures the evaluator's S3 dispatch finds in base.
 */
public final class FactorBuiltins {
    private FactorBuiltins() {}

    public static void register(Registry r) {
        RSource.define(r, "base/factor.R");
    }
}
