package flashr.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A session's engine options (threads, memory budget, data directories) reach its engine, and two sessions keep their own. */
class SessionOptionsTest {
    private static final String CONF = "library(FlashR); fm.print.conf()";

    @Test
    void eachSessionsEngineHasItsOwnThreadsBudgetAndDataDirectories(@TempDir Path one, @TempDir Path two) throws Exception {
        try (Session a = Flashr.session(SessionOptions.defaults().threads(3).memoryBudget("64m").dataDirs(List.of(one))
                    .output(new StringWriter()).errors(new StringWriter()));
             Session b = Flashr.session(SessionOptions.defaults().threads(1).memoryBudget(96L << 20).dataDirs(List.of(two))
                    .output(new StringWriter()).errors(new StringWriter()))) {
            String confA = a.capture(CONF);
            String confB = b.capture(CONF);
            assertTrue(confA.contains("threads: 3\n") && confA.contains("memory budget bytes: " + (64L << 20) + "\n")
                    && confA.contains("data directories: " + one + "\n"), confA);
            assertTrue(confB.contains("threads: 1\n") && confB.contains("memory budget bytes: " + (96L << 20) + "\n")
                    && confB.contains("data directories: " + two + "\n"), confB);
            // a matrix in the file store goes to the session's own data directory, and computes there
            a.eval("X <- fm.runif.matrix(1e5, 4, in.mem = FALSE)");
            assertTrue(regularFiles(one) > 0, "the file-store matrix is in the session's data directory");
            assertEquals(0, regularFiles(two), "nothing in the other session's directory");
            RObject d = a.eval("dim(X)");
            assertEquals(List.of(100000, 4), List.of(d.toIntArray()[0], d.toIntArray()[1]));
            double mean = a.eval("as.vector(fm.agg(X, \"+\")) / length(X)").asDouble();
            assertTrue(mean > 0.45 && mean < 0.55, "uniform draws average one half: " + mean);
        }
        assertEquals(0, regularFiles(one), "closing the session deletes its engine's files");
    }

    private static long regularFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).count();
        }
    }
}
