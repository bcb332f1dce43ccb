package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import flashr.lang.RValue;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** FlashR's API through a whole session: values, laziness, the engine per interpreter, errors. */
class FmSessionTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    private String run(String code) {
        out.reset();
        err.reset();
        session.runScript(code, "test.R");
        return out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    }

    private FmMatrix global(String name) {
        RValue v = session.interpreter().globalEnv().getLocal(name);
        assertTrue(v instanceof FmMatrix, name + " is " + v);
        return (FmMatrix) v;
    }

    @Test
    void typeClassAndShape() {
        assertEquals("[1] \"double\"\n[1] \"fm\"\n[1] 4 3\n[1] 12\n",
                run("X <- fm.seq.matrix(1, 12, 4, 3); typeof(X); class(X); dim(X); length(X)"));
        assertEquals("[1] \"integer\"\n[1] \"fmV\"\nNULL\n[1] 5\n",
                run("v <- fm.rep.int(3L, 5); typeof(v); class(v); dim(v); length(v)"));
        assertEquals("[1] \"logical\"\n", run("typeof(fm.mapply2(fm.rep.int(1, 2), 0, \">\"))"));
    }

    @Test
    void nrowAndNcol() {
        assertEquals("[1] 4\n[1] 3\n[1] 4\n[1] 3\nNULL\n",
                run("X <- fm.seq.matrix(1, 12, 4, 3); nrow(X); ncol(X); NROW(X); NCOL(X); nrow(fm.rep.int(1, 2))"));
    }

    @Test
    void genOpsStayVirtualUntilConverted() {
        run("X <- fm.runif.matrix(1000, 4); Y <- fm.sapply(X, \"sqrt\"); s <- fm.agg(Y, \"+\")");
        assertTrue(global("Y").matrix().isVirtual());
        assertTrue(global("s").matrix().isVirtual());
        assertTrue(global("s").matrix().isSink());
        assertEquals("[1] TRUE\n", run("v <- as.vector(s); v > 2000 && v < 3300"));
        assertFalse(global("s").matrix().isVirtual());
    }

    @Test
    void setCacheKeepsDataComputedInAPass() {
        run("X <- fm.seq.matrix(1, 8, 4, 2); Y <- set.cache(fm.sapply(X, \"sqrt\"), TRUE); s <- materialize(fm.agg(Y, \"+\"))");
        assertTrue(global("Y").matrix().isCached());
        assertFalse(global("Y").matrix().isVirtual());
    }

    @Test
    void materializeRunsSeveralTargets() {
        assertEquals("[1] 36\n[1] 10 26\n",
                run("X <- fm.seq.matrix(1, 8, 4, 2); r <- fm.materialize(fm.agg(X, \"+\"), agg.col(X, \"+\"));"
                        + " as.vector(r[[1]]); as.vector(r[[2]])"));
    }

    @Test
    void oneEnginePerInterpreter() {
        run("X <- fm.rep.int(1, 3); Y <- fm.rep.int(2, 3)");
        assertSame(global("X").matrix().engine(), global("Y").matrix().engine());
        assertSame(FmEngines.of(session.interpreter()), global("X").matrix().engine());
        Session other = new Session(new PrintStream(new ByteArrayOutputStream()), new PrintStream(new ByteArrayOutputStream()));
        assertNotSame(FmEngines.of(other.interpreter()), FmEngines.of(session.interpreter()));
    }

    @Test
    void memoryBudgetSizes() {
        assertEquals(512L << 20, FmEngines.bytes("512m"));
        assertEquals(4L << 30, FmEngines.bytes("4G"));
        assertEquals(1000, FmEngines.bytes("1000"));
    }

    @Test
    void randomMatricesFollowSetSeed() {
        assertEquals("[1] TRUE\n[1] TRUE\n[1] FALSE\n",
                run("set.seed(7); a <- as.vector(fm.runif(100)); set.seed(7); b <- as.vector(fm.runif(100));"
                        + " identical(a, b); all(a >= 0 & a < 1); identical(a, as.vector(fm.runif(100)))"));
        assertEquals("[1] TRUE\n", run("x <- as.vector(fm.rnorm.matrix(20000, 2, 5, 2)); abs(mean(x) - 5) < 0.1"));
    }

    @Test
    void printMatInfoShowsTheDag() {
        String s = run("X <- fm.seq.matrix(1, 8, 4, 2); fm.print.mat.info(fm.agg(fm.sapply(X, \"sqrt\"), \"+\"))");
        assertTrue(s.contains("agg(sum) double 1x1 [sink, virtual]"), s);
        assertTrue(s.contains("sapply(sqrt)"), s);
    }

    @Test
    void oneKmeansIterationOfThePaperIsOneDag() {
        // the paper's k-means iteration: everything up to the new centers is one DAG over X,
        // the labels appearing once (shared by both group sums), nothing computed yet
        String s = run("X <- fm.runif.matrix(1000, 4); C <- matrix(runif(12), 3, 4);"
                + " I <- agg.row(inner.prod(X, t(C), \"euclidean\", \"+\"), \"which.min\");"
                + " CNT <- groupby.row(fm.rep.int(1, nrow(X)), I, \"+\");"
                + " fm.print.mat.info(fm.mapply.col(groupby.row(X, I, \"+\"), CNT, \"/\"))");
        String[] lines = s.split("\n");
        assertTrue(lines[0].matches("#\\d+ mapply\\(/, row_vector\\) double 3x4 \\[virtual\\]"), s);
        assertEquals(2, s.split("groupby.row\\(sum, k=3\\)", -1).length - 1, s);
        assertEquals(1, s.split("agg.row\\(which.min\\) integer 1000x1 \\[virtual\\]", -1).length - 1, s);
        assertEquals(1, s.split("inner.prod\\(euclidean, \\+, small 4x3\\)", -1).length - 1, s);
        assertFalse(s.replace("source col-major double 4x3 [materialized]", "").contains("materialized]"),
                "only the small centers are materialized: " + s);
    }

    @Test
    void inspection() {
        assertEquals("[1] TRUE\n[1] FALSE\n[1] \"col\"\n[1] \"row\"\n",
                run("X <- fm.conv.R2FM(matrix(1:8, 4)); fm.is.sink(fm.agg(X, \"+\")); fm.is.sink(X);"
                        + " fm.matrix.layout(X); fm.matrix.layout(fm.t(X))"));
    }

    @Test
    void attributesAreCopiedOnModify() {
        assertEquals("[1] \"fmV\"\n[1] \"class\"\n[1] \"class\" \"foo\"  \n",
                run("X <- fm.rep.int(1, 2); u <- unclass(X); class(X); Y <- X; attr(Y, \"foo\") <- 1;"
                        + " names(attributes(X)); names(attributes(Y))"));
    }

    @Test
    void layoutConversion() {
        assertEquals("[1] \"row\"\n[1] \"col\"\n[1] TRUE\n",
                run("X <- fm.conv.R2FM(matrix(1:8, 4)); R <- fm.conv.layout(X, TRUE); fm.matrix.layout(R);"
                        + " fm.matrix.layout(fm.conv.layout(R, FALSE)); identical(fm.conv.FM2R(R), matrix(1:8, 4))"));
    }

    @Test
    void engineErrorsAreRErrors() {
        assertEquals("Error in fm.mapply2(A, B, \"+\") : non-conformable matrices: 2x2 and 3x1\nExecution halted\n",
                run("A <- fm.conv.R2FM(matrix(1:4, 2)); B <- fm.conv.R2FM(matrix(1:3, 3)); fm.mapply2(A, B, \"+\")"));
        assertEquals("Error in fm.is.sink(1:3) : 'x' must be a FlashR object\nExecution halted\n",
                run("fm.is.sink(1:3)"));
        assertEquals("[1] 1 2 3\n", run("as.vector(fm.sapply(c(1, 4, 9), \"sqrt\"))"));
        assertEquals("Error in library(nosuchpkg) : there is no package called \u2018nosuchpkg\u2019\nExecution halted\n",
                run("library(FlashR); library(nosuchpkg)"));
    }

    @Test
    void loadDenseMatrix(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
        java.nio.file.Path f = dir.resolve("m.csv");
        java.nio.file.Files.writeString(f, "1,2.5,3\n4,NA,6\n\n7,8,9\n");
        String path = f.toString().replace("\\", "/");
        assertEquals("[1] 3 3\n[1] 1.0 4.0 7.0 2.5  NA 8.0 3.0 6.0 9.0\n",
                run("X <- fm.load.dense.matrix(\"" + path + "\"); dim(X); as.vector(X)"));
        assertEquals("[1] \"integer\"\n[1]  1  4  7  2 NA  8\n",
                run("X <- load.dense(\"" + path + "\", ele.type = \"I\", ncol = 2); typeof(X); as.vector(X)"));
        assertTrue(run("fm.load.dense.matrix(\"/no/such/file\")").contains("cannot open file '/no/such/file'"));
    }

    @Test
    void largeColumnSumsInOnePass() {
        assertEquals("[1] 1e+06 1e+06\n",
                run("X <- fm.rep.int(1, 1000000); M <- fm.cbind.list(list(X, X)); as.vector(agg.col(M, \"+\"))"));
    }
}
