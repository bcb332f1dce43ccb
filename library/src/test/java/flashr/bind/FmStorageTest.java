package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** FlashR's API for matrices on SSDs: in.mem = FALSE, fm.in.mem, named matrices, fm.set.conf, errors. */
class FmStorageTest {
    @TempDir Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(out, true, StandardCharsets.UTF_8));

    private String run(String code) {
        out.reset();
        session.runScript(code, "test.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    @org.junit.jupiter.api.AfterEach
    void detectTheTopologyAgain() { flashr.engine.numa.NumaTopology.override(null); }

    private void configure() throws Exception {
        Path conf = Files.writeString(tmp.resolve("flashr.conf"), "# test settings\ndata.dirs = " + tmp.resolve("a") + "," + tmp.resolve("b")
                + "\nio.depth = 2\nthreads = 2\npartition.rows = 64\nblock.size = 1m\nnuma = off\n");
        run("fm.set.conf(\"" + conf + "\")");
    }

    @Test
    void inMemFalsePutsDataInFilesAndResultsAgree() throws Exception {
        configure();
        assertEquals("[1] FALSE\n[1] TRUE\n[1] TRUE\n[1] TRUE\n[1] FALSE\n", run("""
                x <- fm.runif.matrix(5000, 3, in.mem = FALSE); fm.in.mem(x)
                y <- fm.conv.store(x, in.mem = TRUE); fm.in.mem(y)
                all.equal(as.vector(colSums(x)), as.vector(colSums(y)))
                v <- fm.rnorm(3000); fm.in.mem(v)
                fm.set.cached(v, TRUE, in.mem = FALSE); fm.in.mem(v)
                """));
    }

    /** The engine trace names the file store's directories and their I/O mode once, a buffered fallback included. */
    @Test
    void theEngineTraceReportsTheFileStoresIoMode() throws Exception {
        Path dir = tmp.resolve("t");
        // direct I/O turned off stands for a file system that refuses it: the same buffered path, reported alike
        Path conf = Files.writeString(tmp.resolve("trace.conf"), "data.dirs = " + dir + "\ndirect.io = false\nthreads = 2\npartition.rows = 64\n");
        java.io.PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        String old = System.getProperty("flashr.engine.trace");
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            System.setProperty("flashr.engine.trace", "1");
            run("fm.set.conf(\"" + conf + "\"); x <- fm.runif.matrix(5000, 3, in.mem = FALSE); y <- fm.conv.store(x * 2, in.mem = FALSE)");
        } finally {
            System.setErr(err);
            if (old == null) System.clearProperty("flashr.engine.trace"); else System.setProperty("flashr.engine.trace", old);
        }
        String t = captured.toString(StandardCharsets.UTF_8);
        String line = "flashr engine: file store: " + dir.toAbsolutePath().normalize() + " (buffered (direct I/O off))\n";
        assertTrue(t.contains(line), t);
        assertEquals(t.indexOf(line), t.lastIndexOf(line), "once");
    }

    /**
     * A full disk and an unusable data directory are R errors naming the matrix or the directory;
     * the session goes on with its other values, and the store works again once the disk has room.
     */
    @Test
    void storageFailuresAreRErrorsAndTheSessionKeepsItsData() throws Exception {
        configure();
        run("keep <- c(1, 2, 3); y <- fm.runif.matrix(1000, 2, in.mem = FALSE); s <- sum(y)");
        FmEngines.of(session.interpreter()).storage().injectWriteFault((file, off) -> { throw new java.io.IOException("No space left on device"); });
        String full = run("r <- tryCatch(fm.runif.matrix(5000, 3, name = \"F\"), error = function(e) conditionMessage(e)); cat(r, \"\\n\")");
        assertTrue(full.contains("matrix 'F'") && full.contains("No space left on device"), full);
        FmEngines.of(session.interpreter()).storage().injectWriteFault(null);
        assertEquals("[1] TRUE\n[1] 6\ncharacter(0)\n[1] 5000    3\n",
                run("print(as.vector(sum(y) == s)); print(sum(keep)); print(fm.list.dense.matrices()); print(dim(fm.runif.matrix(5000, 3, in.mem = FALSE)))"));
        Path plain = Files.writeString(tmp.resolve("plain-file"), "x");
        Path conf = Files.writeString(tmp.resolve("bad.conf"), "data.dirs = " + plain.resolve("sub") + "\n");
        Session other = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
        out.reset();
        other.runScript("keep <- 1:4; fm.set.conf(\"" + conf + "\"); r <- tryCatch(fm.runif.matrix(5000, 3, in.mem = FALSE), error = function(e) conditionMessage(e)); cat(r, \"\\n\"); print(sum(keep))", "other.R");
        String bad = out.toString(StandardCharsets.UTF_8);
        assertTrue(bad.contains("data directory") && bad.contains("plain-file") && bad.endsWith("[1] 10\n"), bad);
    }

    @Test
    void namedMatricesAreReopenedListedAndDeleted() throws Exception {
        configure();
        assertEquals("[1] \"S\"\n[1] 100   2\n[1]  5050 15050\n", run("""
                s <- fm.seq.matrix(1, 200, 100, 2, name = "S"); fm.list.dense.matrices()
                m <- fm.get.dense.matrix("S"); dim(m); as.vector(colSums(m))
                """));
        Session second = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
        out.reset();
        second.runScript("fm.set.conf(\"" + tmp.resolve("flashr.conf") + "\"); as.vector(colSums(fm.get.dense.matrix(\"S\"))); fm.delete.dense.matrix(\"S\"); fm.list.dense.matrices()", "second.R");
        assertEquals("[1]  5050 15050\ncharacter(0)\n", out.toString(StandardCharsets.UTF_8));
        String e = run("tryCatch(fm.get.dense.matrix(\"S\"), error = function(e) conditionMessage(e))");
        assertTrue(e.contains("no matrix named 'S'"), e);
    }

    @Test
    void printConfAndFeaturesSpeakOfTheFileStore() throws Exception {
        configure();
        String conf = run("fm.print.conf()");
        assertTrue(conf.contains("data directories: " + tmp.resolve("a")) && conf.contains("I/O depth (partitions read ahead per thread): 2"), conf);
        assertTrue(conf.contains("stripe block: 1048576 bytes") && conf.contains("NUMA nodes: 1\n"), conf);
        String badNuma = run("tryCatch(fm.set.conf(\"" + Files.writeString(tmp.resolve("n.conf"), "numa = maybe\n") + "\"), error = function(e) conditionMessage(e))");
        assertTrue(badNuma.contains("invalid value of 'numa'"), badNuma);
        assertTrue(run("fm.print.features()").contains("on SSDs"));
        String written = run("x <- fm.conv.store(fm.runif.matrix(100, 2), in.mem = FALSE); invisible(sum(x)); fm.print.conf()");
        assertTrue(written.matches("(?s).*matrices written to files: [1-9][0-9]* \\([0-9]+ small ones in pack files\\), [1-9][0-9]* bytes of data.*"), written);
        String bad = run("tryCatch(fm.set.conf(\"" + tmp.resolve("missing.conf") + "\"), error = function(e) conditionMessage(e))");
        assertTrue(bad.contains("cannot open the configuration file"), bad);
    }
}
