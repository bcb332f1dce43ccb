package flashr.graphics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** The graphics tests' way to run R code: a fresh session working in a test's temporary directory. */
final class ScriptsInDirectory {
    private ScriptsInDirectory() {}

    /** Runs {@code code} with {@code dir} as the working directory; what it printed, standard error after standard output. */
    static String run(Path dir, String code) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Session s = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        int status = s.runScript("setwd(" + quoted(dir.toString()) + ")\n" + code, "test.R");
        String errText = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, () -> "script failed: " + errText);
        return out.toString(StandardCharsets.UTF_8) + errText;
    }

    /** s as an R string literal. */
    static String quoted(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
