package flashr.fm.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.bind.FmEngines;
import flashr.engine.Engine;
import flashr.engine.storage.IoBuffers;
import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fm.load.dense.matrix, fm.load.dense.matrix.bin and fm.export.dense.matrix through R: loads
 * against read.csv of the same random files (NA, NaN, +-Inf, 0, 1 and odd numbers of rows,
 * several files, in memory and on the file store), exports against write.table, binary round
 * trips and their byte layout, malformed files as R errors that leave no matrix files, and the
 * I/O buffers' high-water mark while loading a file several times the memory budget.
 */
class DenseFilesTest {
    @TempDir Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private Session session;

    @BeforeEach void start() throws IOException {
        session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
        Path conf = Files.writeString(tmp.resolve("flashr.conf"), "data.dirs = " + tmp.resolve("a") + "," + tmp.resolve("b")
                + "\nio.depth = 2\nthreads = 2\npartition.rows = 64\nmemory.budget = 4m\n");
        run("fm.set.conf(\"" + conf + "\"); setwd(\"" + tmp + "\")");
    }

    @AfterEach void stop() { FmEngines.close(session.interpreter()); }

    private String run(String code) {
        out.reset();
        session.runScript(code, "test.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    private static final String RANDOM = """
            rand <- function(n, p) {
              m <- matrix(round(rnorm(n * p) * 1e3, sample(0:6, 1)), n, p)
              if (n * p > 4) m[sample(n * p, min(6, n * p %/% 2))] <- c(NA, NaN, Inf, -Inf, 0, 1e-300)[1:min(6, n * p %/% 2)]
              m
            }
            """;

    @Test void loadsWhatReadCsvReads() {
        String r = run(RANDOM + """
                set.seed(7)
                for (n in c(1, 7, 65, 300)) for (p in c(1, 3, 33)) for (mem in c(TRUE, FALSE)) {
                  m <- rand(n, p)
                  write.table(m, "m.csv", sep = ",", row.names = FALSE, col.names = FALSE)
                  x <- fm.load.dense.matrix("m.csv", in.mem = mem)
                  y <- unname(as.matrix(read.csv("m.csv", header = FALSE)))
                  storage.mode(y) <- "double"   # read.csv makes columns of whole numbers integer
                  if (!identical(dim(x), dim(y)) || !identical(as.matrix(x), y)) cat("differs:", n, p, mem, "\\n")
                  if (n >= p && n > 64 && fm.in.mem(x) != mem) cat("placement:", n, p, mem, "\\n")
                }
                cat("done\\n")
                """);
        assertEquals("done\n", r);
    }

    @Test void typesDelimitersSeveralFilesAndEmptyOnes() {
        String r = run("""
                writeLines(c("1\\t2\\tNA", "", "-4\\t5.9\\t6"), "a.tsv"); writeLines("7\\t8\\t9", "b.tsv")
                x <- fm.load.dense.matrix(c("a.tsv", "b.tsv"), in.mem = FALSE, ele.type = "I"); as.matrix(x); typeof(as.matrix(x))
                writeLines(c("TRUE,F,NA", "0,1,true"), "l.csv"); as.matrix(fm.load.dense.matrix("l.csv", TRUE, ele.type = "L"))
                writeLines(c("1;2;3;4", "5;6;7;8", "9;10;11;12", "1;2;3;4", "5;6;7;8"), "s.txt")
                as.matrix(load.dense("s.txt", in.mem = FALSE, delim = ";", ncol = 2))
                writeLines(character(0), "empty.csv"); dim(fm.load.dense.matrix("empty.csv", FALSE))
                writeLines("1.5,2,3", "one.csv"); as.matrix(fm.load.dense.matrix("one.csv", FALSE))
                """);
        assertEquals("""
                     [,1] [,2] [,3]
                [1,]    1    2   NA
                [2,]   -4    5    6
                [3,]    7    8    9
                [1] "integer"
                      [,1]  [,2] [,3]
                [1,]  TRUE FALSE   NA
                [2,] FALSE  TRUE TRUE
                     [,1] [,2]
                [1,]    1    2
                [2,]    5    6
                [3,]    9   10
                [4,]    1    2
                [5,]    5    6
                [1] 0 0
                     [,1] [,2] [,3]
                [1,]  1.5    2    3
                """, r);
    }

    @Test void malformedFilesAreRErrorsAndLeaveNoMatrix() throws IOException {
        long before = matrixFiles();
        String r = run("""
                msg <- function(e) cat(conditionMessage(e), "\\n")
                rows <- c(paste(1:3, collapse = ","), rep("4,5,6", 200))
                writeLines(c(rows, "7,8", rows), "short.csv")
                tryCatch(fm.load.dense.matrix("short.csv", in.mem = FALSE), error = msg)
                writeLines(c(rows, "7,8,9,10"), "long.csv")
                tryCatch(fm.load.dense.matrix("long.csv", in.mem = FALSE), error = msg)
                writeLines(c(rows, rows, "1,x1,3", "1,oops,3"), "text.csv")
                tryCatch(fm.load.dense.matrix("text.csv", in.mem = FALSE), error = msg)
                tryCatch(fm.load.dense.matrix("nowhere.csv", in.mem = FALSE), error = msg)
                tryCatch(fm.load.dense.matrix("short.csv", in.mem = FALSE, delim = "::"), error = msg)
                tryCatch(fm.load.dense.matrix("short.csv", in.mem = FALSE, ele.type = "Q"), error = msg)
                tryCatch(fm.load.dense.matrix.bin("short.csv", FALSE, 10, 10, FALSE, "D"), error = msg)
                """);
        assertEquals("line 202 of '" + tmp.resolve("short.csv") + "' has 2 fields, not 3 \n"
                + "line 202 of '" + tmp.resolve("long.csv") + "' has 4 fields, not 3 \n"
                + "line 403 of '" + tmp.resolve("text.csv") + "', field 2: 'x1' is not a number \n"
                + "cannot open file '" + tmp.resolve("nowhere.csv") + "': No such file or directory \n"
                + "'delim' must be one character or \"auto\" \n"
                + "'ele.type' must be \"D\", \"I\" or \"L\" \n"
                + "file '" + tmp.resolve("short.csv") + "' has " + Files.size(tmp.resolve("short.csv")) + " bytes, not 10 x 10 elements of 8 bytes \n", r);
        assertEquals(before, matrixFiles(), "a failed load leaves no matrix files");
    }

    private long matrixFiles() throws IOException {
        long n = 0;
        for (String d : new String[] {"a", "b"}) {
            if (!Files.isDirectory(tmp.resolve(d))) continue;
            try (Stream<Path> s = Files.walk(tmp.resolve(d))) {
                // pack files hold small matrices' regions and outlive them (PackFileTest checks regions are freed)
                n += s.filter(p -> p.getFileName().toString().contains(".fm") && !p.getFileName().toString().equals("pack.fm")).count();
            }
        }
        return n;
    }

    @Test void exportsWhatWriteTableWritesAndBinaryRoundTrips() throws IOException {
        String r = run(RANDOM + """
                set.seed(11)
                for (n in c(0, 1, 5, 70)) for (p in c(1, 4, 40)) {
                  m <- if (n == 0) matrix(0, 0, p) else rand(n, p)
                  x <- fm.conv.R2FM(m)
                  fm.export.dense.matrix(x, "x.csv")
                  write.table(m, "r.csv", sep = ",", row.names = FALSE, col.names = FALSE)
                  want <- if (n == 0) character(0) else readLines("r.csv")   # GNU R writes no line for no row
                  if (!identical(readLines("x.csv"), want)) cat("text differs:", n, p, "\\n")
                  fm.export.dense.matrix(x, "x.txt", sep = " ")
                  if (n > 0 && !identical(readLines("x.txt"), gsub(",", " ", readLines("r.csv")))) cat("sep differs:", n, p, "\\n")
                  for (byrow in c(FALSE, TRUE)) {
                    fm.export.dense.matrix(x, "x.bin", file.type = "bin", byrow = byrow)
                    if (n > 0) {
                      y <- fm.load.dense.matrix.bin("x.bin", FALSE, n, p, byrow, "D")
                      if (!identical(as.matrix(y), m)) cat("bin differs:", n, p, byrow, "\\n")
                    }
                  }
                }
                i <- fm.conv.R2FM(matrix(c(1:11, NA), 6, 2)); fm.export.dense.matrix(i, "i.bin", file.type = "bin", byrow = TRUE)
                fm.export.dense.matrix(i > 3L, "l.csv", sep = ";"); readLines("l.csv")
                cat("done\\n")
                """);
        assertEquals("""
                [1] "FALSE;TRUE" "FALSE;TRUE" "FALSE;TRUE" "TRUE;TRUE"  "TRUE;TRUE"\s
                [6] "TRUE;NA"  \s
                done
                """, r);
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(tmp.resolve("i.bin"))).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(48, b.capacity());
        int[] byRows = {1, 7, 2, 8, 3, 9, 4, 10, 5, 11, 6, Integer.MIN_VALUE};
        for (int k = 0; k < 12; k++) assertEquals(byRows[k], b.getInt(), "int " + k + " of the binary file by rows");
        try (Stream<Path> s = Files.list(tmp)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().contains(".tmp-")), "no temporary export file left");
        }
    }

    @Test void loadingAFileLargerThanTheBudgetHoldsBoundedBuffers() throws IOException {
        // 40000 x 10 doubles: 3.2 MB of data (8 MB of text) under a 2 MB budget
        int rows = 40000, cols = 10;
        double[] sums = new double[cols];
        java.util.Random rnd = new java.util.Random(3);
        StringBuilder text = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double v = Math.round(rnd.nextDouble() * 1e6) / 1e3;
                sums[c] += v;
                text.append(c > 0 ? "," : "").append(v);
            }
            text.append('\n');
        }
        Files.writeString(tmp.resolve("big.csv"), text);
        FmEngines.close(session.interpreter());
        Path conf = Files.writeString(tmp.resolve("small.conf"), "data.dirs = " + tmp.resolve("a") + "," + tmp.resolve("b")
                + "\nio.depth = 2\nthreads = 2\npartition.rows = 64\nmemory.budget = 2m\n");
        run("fm.set.conf(\"" + conf + "\")");
        Engine e = FmEngines.of(session.interpreter());
        IoBuffers buf = e.storage().buffers();
        buf.resetHighWater();
        assertEquals("", run("x <- fm.load.dense.matrix(\"big.csv\", in.mem = TRUE)"));
        long loading = buf.highWater();
        assertEquals("[1] FALSE\n", run("fm.in.mem(x)"), "the load went to files: it does not fit the budget");
        String[] got = run("cat(sprintf('%.6f', as.vector(colSums(x))), sep = '\\n')").split("\n");
        for (int c = 0; c < cols; c++) assertEquals(sums[c], Double.parseDouble(got[c]), 1e-6 * Math.abs(sums[c]), "column " + c);
        long slot = 8192;                    // 64 rows x 10 doubles, rounded up to 4096
        long bound = (2 + 1 + 2 * 2) * slot; // a partition per batch in flight (threads + 1), writes in flight (threads x depth)
        assertTrue(loading <= bound, "loading held " + loading + " > " + bound);
        assertTrue(loading >= slot, "the load wrote through the buffers");
        assertTrue(e.memory().peakBytes() <= 2L << 20, "the pool stayed within its budget");
    }
}
