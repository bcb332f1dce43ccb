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
        // factor(x) of a plain vector with default levels and labels, or NULL (FactorCodes)
        r.builtin(".factor_simple", "x, exclude, ordered",
                a -> flashr.base.vectors.FactorCodes.make(a.get(0), a.get(1), a.get(2)));
        // R's .Internal(split(x, f)) for split.default: one pass over x, not one per level (GroupSplit)
        r.builtin(".split_plain", "x, f", a -> GroupSplit.split(a.get(0), a.get(1)));
        // split(x, f) <- value for plain vectors of one type (GroupSplit.assign), NULL otherwise
        r.builtin(".split_assign", "x, ix, value", a -> GroupSplit.assign(a.get(0), a.get(1), a.get(2)));
        RSource.define(r, "base/factor.R");
    }
}
