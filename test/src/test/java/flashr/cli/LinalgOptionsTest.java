package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The command-line switches of the dense linear algebra backend, and what sessionInfo() says of it. */
class LinalgOptionsTest {
    private static final String SCRIPT = "print(sessionInfo()); m <- matrix(c(2, 1, 1, 3), 2); print(round(solve(m) %*% m, 12))";

    @Test
    void sessionInfoNamesTheBackendEachSwitchSelects() throws Exception {
        var plain = FlashrProcess.direct(null, "--threads", "1", "-e", SCRIPT);
        assertEquals(0, plain.status(), plain.err());
        assertTrue(plain.out().contains("Matrix products: default"), plain.out());
        assertTrue(plain.out().contains("BLAS:   OpenBLAS") || plain.out().contains("BLAS:   Java"), plain.out());
        var exact = FlashrProcess.direct(null, "--exact-blas", "-e", SCRIPT);
        assertEquals(0, exact.status(), exact.err());
        assertTrue(exact.out().contains("Matrix products: internal"), exact.out());   // R's name for its exact product
        var java = FlashrProcess.direct(null, "--java-blas", "-e", SCRIPT);
        assertEquals(0, java.status(), java.err());
        assertTrue(java.out().contains("BLAS:   Java Vector API (forced)"), java.out());
        for (var run : new FlashrProcess.Result[] {plain, exact, java}) {
            assertTrue(run.out().endsWith("     [,1] [,2]\n[1,]    1    0\n[2,]    0    1\n"), run.out());
        }
        var help = FlashrProcess.direct(null, "--help");
        assertTrue(help.out().contains("--exact-blas") && help.out().contains("--java-blas"), help.out());
    }
}
