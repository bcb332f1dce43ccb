package flashr.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The launchers' JVM flags: the method that C2 is told not to inline exists (a JVM ignores a
 * directive naming no method, so a rename would drop it without a word), the {@code flashr}
 * script passes every flag the boot class passes, and a JVM given them prints nothing of its own.
 */
class BootFlagsTest {
    private static final Path REPO = Path.of(System.getProperty("user.dir")).getParent();

    @Test
    void theMethodNotInlinedExists() throws ClassNotFoundException {
        String[] parts = Boot.NOT_INLINED.split("::");
        assertEquals(2, parts.length, Boot.NOT_INLINED);
        Class<?> c = Class.forName(parts[0]);
        long found = Arrays.stream(c.getDeclaredMethods()).map(Method::getName).filter(parts[1]::equals).count();
        assertEquals(1, found, "one method " + Boot.NOT_INLINED + " (an overload would be excluded too)");
        assertTrue(Arrays.asList(Boot.JVM_FLAGS).contains("-XX:CompileCommand=dontinline," + Boot.NOT_INLINED));
    }

    @Test
    void theKernelsCompiledOnceExist() throws ClassNotFoundException {
        // a directive naming no method is ignored without a word: a rename would drop it
        List<String> named = new ArrayList<>(List.of(Boot.KERNELS));
        named.add(Boot.WIDE_RESIDUALS);
        List<String> flags = Arrays.asList(Boot.JVM_FLAGS);
        for (String k : named) {
            String[] parts = k.split("::");
            long found = Arrays.stream(Class.forName(parts[0]).getDeclaredMethods()).map(Method::getName).filter(parts[1]::equals).count();
            assertEquals(1, found, "one method " + k);
            assertTrue(flags.contains("-XX:CompileCommand=BackgroundCompilation," + k + ",false"), k);
        }
        for (String k : Boot.KERNELS) assertTrue(flags.contains("-XX:CompileCommand=dontinline," + k), k);
        String[] step = Boot.REFERENCE_STEP.split("::");
        long found = Arrays.stream(Class.forName(step[0]).getDeclaredMethods()).map(Method::getName).filter(step[1]::equals).count();
        assertEquals(1, found, "one method " + Boot.REFERENCE_STEP);
        assertTrue(flags.contains("-XX:CompileCommand=dontinline," + Boot.REFERENCE_STEP));
    }

    @Test
    void theEarlyCompiledPatternsNameTheVectorLoops() throws ClassNotFoundException {
        // a pattern that names no class is ignored by the JVM without a word, as a rename would leave it
        List<String> loops = List.of("flashr.engine.fn.LongDoubleLoops", "flashr.engine.fn.VectorLoops",
                "flashr.engine.ArrayExtremes", "flashr.linalg.JavaLevel1", "flashr.linalg.JavaGemm", "flashr.engine.codegen.ProductFoldStep",
                "flashr.engine.exec.GroupbyRowPartial");
        for (String loop : loops) {
            Class.forName(loop);
            assertTrue(Arrays.stream(Boot.EARLY_COMPILED).anyMatch(p -> matches(p, loop)), loop + " is not compiled early");
        }
        // the generated region bodies: hidden classes, the JVM's name adds "/0x..." to the given one
        String body = flashr.engine.codegen.CompiledKernels.BODY_CLASS + "/0x0000000031068c00";
        assertTrue(Arrays.stream(Boot.EARLY_COMPILED).anyMatch(p -> matches(p, body)), body + " is not compiled early");
        for (String p : Boot.EARLY_COMPILED) {
            assertTrue(loops.stream().anyMatch(l -> matches(p, l)) || matches(p, body), p + " names none of the Vector API loops");
            assertTrue(Arrays.asList(Boot.JVM_FLAGS).contains("-XX:CompileCommand=CompileThresholdScaling," + p + ",0.0125"), p);
        }
    }

    @Test
    void theUsualThresholdPatternsNameScalarClassesAfterTheEarlyOnes() throws ClassNotFoundException {
        List<String> flags = Arrays.asList(Boot.JVM_FLAGS);
        int early = flags.indexOf("-XX:CompileCommand=CompileThresholdScaling," + Boot.EARLY_COMPILED[0] + ",0.0125");
        for (String p : Boot.USUAL_THRESHOLDS) {
            // a pattern that names no class is ignored without a word; the later command for a method wins
            Class.forName(p.substring(0, p.indexOf("::")));
            int at = flags.indexOf("-XX:CompileCommand=CompileThresholdScaling," + p + ",1.0");
            assertTrue(at > early, p + " after the early-compiled patterns");
        }
    }

    /** Whether the class part of a CompileCommand pattern ({@code a.b.*::*}, {@code a.b.C*::*}) matches the class. */
    private static boolean matches(String pattern, String className) {
        String cls = pattern.substring(0, pattern.indexOf("::"));
        return cls.endsWith("*") ? className.startsWith(cls.substring(0, cls.length() - 1)) : className.equals(cls);
    }

    @Test
    void theScriptPassesTheBootFlags() throws IOException {
        String script = Files.readString(REPO.resolve("flashr"), StandardCharsets.UTF_8);
        String flags = script.lines().dropWhile(l -> !l.startsWith("flags=(")).takeWhile(l -> !l.startsWith("if "))
                .reduce("", (a, b) -> a + " " + b);
        List<String> words = Arrays.asList(flags.replace("flags=(", " ").replace(")", " ").trim().split("\\s+"));
        for (String f : Boot.JVM_FLAGS) assertTrue(words.contains(f), "the flashr script lacks " + f + ": " + words);
    }

    @Test
    void theFlagsAreQuiet() throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(List.of(Boot.JVM_FLAGS));
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "flashr.cli.Main", "-e", "f <- function(n) if (n < 2) n else f(n - 1) + f(n - 2); cat(f(12), '\\n')"));
        Process p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals("144 \n", out, err);
        assertEquals("", err.replace(Boot.INCUBATOR_NOTICE + "\n", ""), "nothing but the incubator notice on stderr");
        assertEquals(0, p.exitValue());
    }
}
