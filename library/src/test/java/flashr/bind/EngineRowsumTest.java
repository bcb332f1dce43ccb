package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * rowsum of engine values and FlashR objects by groups held in R: one pass over x (the groups
 * need none of their own), and R's result, names included.
 */
class EngineRowsumTest {
    private static final String DATA = "M <- matrix(as.numeric(1:12000) %% 17 - 8, ncol = 3); "
            + "y <- as.numeric((1:4000) %% 3 == 0); g <- rep(c(100000L, -2L, 7L, 7L), 1000); "
            + "X <- fm.conv.R2FM(M); ";
    private final EngineTestSession session = new EngineTestSession(1000);

    @Test
    void aFlashRMatrixByWholeNumberDoublesIsOnePass() {
        assertOnePass("r <- rowsum(X, y)", "print(rowsum(M, y))");
    }

    @Test
    void aLazyFlashRMatrixByIntegersIsOnePass() {
        assertOnePass("r <- rowsum(X^2, g)", "print(rowsum(M^2, g))");
    }

    @Test
    void anEngineValueByDoubleLabelsIsOnePass() {
        assertOnePass("r <- rowsum(M * 2, y + 100000)", "print(rowsum(M * 2, y + 100000))");
    }

    @Test
    void fractionalOrMissingGroupsGoToRsWay() {
        String code = DATA + "print(rowsum(X, y / 2)); print(suppressWarnings(rowsum(X, replace(y, 5, NA))))";
        assertEquals(EngineTestSession.withoutEngine().run(code.replace("rowsum(X,", "rowsum(M,")), session.run(code));
    }

    /** {@code call} (which assigns r) runs one pass over the data and prints what {@code expected} prints without the engine. */
    private void assertOnePass(String call, String expected) {
        session.run(DATA + "M <- M + 0");
        long before = session.passes();
        session.run(call);
        assertEquals(before + 1, session.passes(), call);
        assertEquals(EngineTestSession.withoutEngine().run(DATA + expected), session.run("print(r)"));
    }
}
