package flashr.utils;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.lang.REnvironment;

/**
 * testthat's test runner and expectations (test_that, expect_equal, expect_error, skip, ...), written
 * in R as testthat writes them and kept as R sources: testthat/runner.R (running
 * and reporting tests), testthat/expect.R (the expectations), testthat/compare.R (how a difference is
 * explained). {@code library(testthat)} attaches nothing: the functions are always defined. Their
 * state, the running test and what it recorded, lives in the environment {@code .testthat_env}.
 */
public final class TestthatBuiltins {
    private TestthatBuiltins() {}

    public static void register(Registry r) {
        REnvironment state = new REnvironment(r.baseEnv());
        r.defineRaw(".testthat_env", state);
        RSource.define(r, "testthat/runner.R");
        RSource.define(r, "testthat/expect.R");
        RSource.define(r, "testthat/compare.R");
    }
}
