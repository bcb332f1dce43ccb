package flashr.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Long vectors at their real size, past 2^31 elements ({@code huge/over-int-range.R}), where the
 * long-vector goldens lower flashr's limit instead. Minutes of CPU, so only on request:
 * {@code ./build -o verify -pl test -am -Dtest=HugeVectorsTest -Dflashr.test.huge=true
 * -Dsurefire.failIfNoSpecifiedTests=false}. The child JVM gets a 2 GB engine budget, so the
 * stored copy (rev) goes to the file store as it would on a small machine.
 */
@EnabledIfSystemProperty(named = "flashr.test.huge", matches = "true")
class HugeVectorsTest {
    @Test
    void vectorsPastTheIntRange() throws IOException, InterruptedException {
        Path dir = GoldenScriptsTest.ROOT.getParent().resolve("huge");
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED", "-Xss64m",
                "-cp", System.getProperty("java.class.path"), "flashr.cli.Main", "--memory-budget", "2g", "over-int-range.R");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.MINUTES)) p.destroyForcibly();
        assertEquals(Files.readString(dir.resolve("over-int-range.out")), out);
        assertEquals(0, p.exitValue());
    }
}
