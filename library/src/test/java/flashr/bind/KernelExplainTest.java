package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The EXPLAIN of a materialization reaches R users: fm.print.mat.info prints, after the DAG, the
 * kernel that would compute a virtual matrix, and the engine trace prints each pass's kernel.
 */
class KernelExplainTest {
    private final EngineTestSession session = new EngineTestSession(1000);

    @Test
    void printMatInfoShowsTheKernel() {
        String s = session.run("X <- fm.runif.matrix(5000, 4); fm.print.mat.info(fm.agg(fm.sapply(fm.sapply(X, \"abs\"), \"sqrt\"), \"+\"))");
        assertTrue(s.contains("agg(sum) double 1x1 [sink, virtual]"), s);
        assertTrue(s.matches("(?s).*kernel of a pass over 5000 rows.*generated region feeding its sink: #\\d+ sapply\\(abs\\), #\\d+ sapply\\(sqrt\\)\n"
                + "  sink #\\d+ agg\\(sum\\): fed column by column by the fused step of #\\d+\n.*"), s);
        assertTrue(s.contains(": interpreted (generator)"), s);
    }

    @Test
    void theEngineTraceShowsEachPassesKernel() {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        String old = System.getProperty("flashr.engine.trace");
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            System.setProperty("flashr.engine.trace", "1");
            session.run("x <- runif(5000); print(sum(x) > 0)");
        } finally {
            System.setErr(err);
            if (old == null) System.clearProperty("flashr.engine.trace"); else System.setProperty("flashr.engine.trace", old);
        }
        String t = captured.toString(StandardCharsets.UTF_8);
        assertTrue(t.contains("flashr engine:   kernel of a pass over 5000 rows"), t);
        // a long double sum copies its blocks (faster than reading in place on the VMs measured; docs/ENGINE.md)
        assertTrue(t.contains("source col-major: stored, copied into each step's block"), t);
        assertTrue(t.contains("agg(sum): hand-written partial of #"), t);
    }
}
