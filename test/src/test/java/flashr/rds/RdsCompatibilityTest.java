package flashr.rds;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * saveRDS writes the bytes GNU R writes for the same objects, and readRDS/load read what GNU R
 * wrote (compact sequences, deferred strings and .RData files included): the files in
 * {@code resources/rds} come from GNU R 4.2.2 ({@code make.R} there).
 */
class RdsCompatibilityTest {
    static final Path DIR = Path.of(System.getProperty("flashr.repo.root", "..")).resolve("test/src/test/resources/rds").toAbsolutePath();

    @TempDir Path tmp;

    @Test void savedFilesAreByteForByteGnuRs() throws IOException {
        List<String> names = List.of(run(objects() + "cat(names(objects), sep = '\\n')").split("\n"));
        assertEquals(17, names.size(), names.toString());
        for (String n : names) {
            Path out = tmp.resolve(n + ".rds");
            run(objects() + "saveRDS(objects[['" + n + "']], '" + out + "', compress = FALSE)");
            assertArrayEquals(Files.readAllBytes(DIR.resolve(n + ".rds")), Files.readAllBytes(out), n);
        }
    }

    @Test void filesGnuRWroteReadAsInR() throws IOException {
        String printed = run(objects() + "dir <- '" + DIR + "'\n" + Files.readString(DIR.resolve("print.R")));
        assertEquals(Files.readString(DIR.resolve("printed.txt")), printed);
    }

    @Test void compressedFilesAndWorkspacesRoundTrip() throws IOException {
        Path rds = tmp.resolve("x.rds"), ws = tmp.resolve("ws.RData");
        String out = run(objects()
                + "saveRDS(objects, '" + rds + "')\n"
                + "stopifnot(identical(readRDS('" + rds + "')[-15], objects[-15]))\n"
                + "x <- 1:3; y <- objects$df; save(x, y, file = '" + ws + "')\n"
                + "rm(x, y); print(load('" + ws + "')); print(y); cat(file.exists('" + ws + "'), '\\n')");
        assertEquals("[1] \"x\" \"y\"\n  p q   r\n1 1 a 0.5\n2 2 b  NA\nTRUE \n", out);
    }

    /** The R code that makes the objects (the files' sources read rather than sourced: source() belongs to the command line). */
    private static String objects() throws IOException {
        return Files.readString(DIR.resolve("objects.R")) + "\n";
    }

    /** Runs R code in the folder of the R-made files; its standard output (errors fail the test). */
    private String run(String code) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status;
        String cwd = System.getProperty("user.dir");
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = new Session(o, e).runScript("setwd('" + DIR + "')\n" + code + "\nsetwd('" + cwd + "')\n", "rds-test.R");
        }
        assertEquals("", err.toString(StandardCharsets.UTF_8), code);
        assertEquals(0, status);
        return out.toString(StandardCharsets.UTF_8);
    }
}
