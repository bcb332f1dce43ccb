package flashr.base;

/** Builtins: mean, median, var, sd, quantile, cor, cov, diff. */
final class StatsBuiltins {
    private StatsBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
