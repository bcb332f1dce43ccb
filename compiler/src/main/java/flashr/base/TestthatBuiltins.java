package flashr.base;

import flashr.lang.REnvironment;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * testthat's test runner and expectations (test_that, expect_equal, expect_error, skip, ...), written
 * in R as testthat writes them and kept as R source among the resources: testthat-runner.R (running
 * and reporting tests), testthat-expect.R (the expectations), testthat-compare.R (how a difference is
 * explained). {@code library(testthat)} attaches nothing: the functions are always defined. Their
 * state, the running test and what it recorded, lives in the environment {@code .testthat_env}.
 */
final class TestthatBuiltins {
    private static final String[] SOURCES = {"testthat-runner.R", "testthat-expect.R", "testthat-compare.R"};

    private TestthatBuiltins() {}

    static void register(Registry r) {
        REnvironment state = new REnvironment(r.baseEnv());
        r.defineRaw(".testthat_env", state);
        for (String file : SOURCES) MetaPrelude.define(r, source(file), file);
    }

    private static String source(String file) {
        try (InputStream in = TestthatBuiltins.class.getResourceAsStream(file)) {
            if (in == null) throw new IllegalStateException("missing resource " + file);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
