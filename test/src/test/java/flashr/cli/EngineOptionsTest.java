package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.File;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The engine's command-line options become the system properties the engine binding reads. */
class EngineOptionsTest {
    private static final List<String> PROPERTIES = List.of("flashr.threads", "flashr.memory.budget", "flashr.data.dirs",
            "flashr.engine.threshold", "flashr.kernels");

    @AfterEach
    void clear() {
        PROPERTIES.forEach(System::clearProperty);
    }

    @Test
    void optionsSetProperties() {
        Main main = new Main();
        new CommandLine(main).parseArgs("--threads", "3", "--memory-budget", "2g", "--data-dir", "/d1", "--data-dir", "/d2",
                "--engine-threshold", "5000", "--interpreted-kernels", "-e", "1");
        main.configureEngine();
        assertEquals("3", System.getProperty("flashr.threads"));
        assertEquals(Long.toString(2L << 30), System.getProperty("flashr.memory.budget"));
        assertEquals("/d1" + File.pathSeparator + "/d2", System.getProperty("flashr.data.dirs"));
        assertEquals("5000", System.getProperty("flashr.engine.threshold"));
        assertEquals("interpreting", System.getProperty("flashr.kernels"));
    }

    @Test
    void countsMustBePositive() {
        Main.PositiveCount count = new Main.PositiveCount();
        assertEquals(8L, count.convert("8"));
        assertThrows(CommandLine.TypeConversionException.class, () -> count.convert("0"));
        assertThrows(CommandLine.TypeConversionException.class, () -> count.convert("many"));
    }

    @Test
    void sizesTakeBinarySuffixes() {
        Main.ByteSize size = new Main.ByteSize();
        assertEquals(1024L, size.convert("1024"));
        assertEquals(512L << 20, size.convert("512m"));
        assertEquals(8L << 30, size.convert("8G"));
        assertEquals(3L << 40, size.convert("3TiB"));
        assertThrows(CommandLine.TypeConversionException.class, () -> size.convert("-1g"));
        assertThrows(CommandLine.TypeConversionException.class, () -> size.convert("99999999999t"));
    }
}
