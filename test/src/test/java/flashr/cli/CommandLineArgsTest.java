package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command's argument syntax and its usage errors (worded as the command has always worded them). */
class CommandLineArgsTest {
    private static String error(String... args) {
        return assertThrows(CommandLineArgs.BadUsage.class, () -> CommandLineArgs.parse(args)).getMessage();
    }

    @Test
    void expressionsTakeTheirValueInEveryForm() throws Exception {
        CommandLineArgs a = CommandLineArgs.parse("-e", "1", "-e2", "-e=3", "-e", "-4", "-e", "x=5");
        assertEquals(List.of("1", "2", "3", "-4", "x=5"), a.expressions);
        assertNull(a.file);
    }

    @Test
    void theFirstNonOptionIsTheScriptAndTheRestItsArguments() throws Exception {
        CommandLineArgs a = CommandLineArgs.parse("--threads=2", "s.R", "--threads", "3", "-e", "x");
        assertEquals(Path.of("s.R"), a.file);
        assertEquals(List.of("--threads", "3", "-e", "x"), a.scriptArgs);
        assertEquals(2L, a.threads);
        CommandLineArgs dashes = CommandLineArgs.parse("--", "-e");
        assertEquals(Path.of("-e"), dashes.file);
        assertTrue(dashes.expressions.isEmpty());
    }

    @Test
    void flagsClusterAndTakeBooleans() throws Exception {
        CommandLineArgs a = CommandLineArgs.parse("-hV", "--no-progress=false", "--interpreted-kernels");
        assertTrue(a.help && a.version && !a.noProgress && a.interpretedKernels);
        assertEquals("Invalid value for option '--help': '1' is not a boolean", error("--help=1"));
    }

    @Test
    void mistakesAreReported() {
        assertEquals("Unknown option: '-x'", error("-x"));
        assertEquals("Unknown options: '--foo', '--bar'", error("--foo", "--bar"));
        assertEquals("Unknown option: '--versio'", error("--versio"));
        assertEquals("Missing required parameter for option '-e' (EXPR)", error("-e", "1", "-e"));
        assertEquals("Missing required parameter for option '--threads' (N)", error("--threads"));
        assertEquals("Expected parameter for option '-e' but found '--threads'", error("-e", "--threads"));
        assertEquals("Invalid value for option '--threads': '0' is not a positive whole number", error("--threads", "0"));
        assertEquals("Invalid value for option '--memory-budget': '1x' is not a size (e.g. 512m, 8g)",
                error("--memory-budget", "1x"));
        assertEquals("option '--threads' (N) should be specified only once", error("--threads", "2", "--threads", "3"));
    }
}
