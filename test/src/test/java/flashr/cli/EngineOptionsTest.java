package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.File;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The engine's command-line options become the system properties the engine binding reads. */
class EngineOptionsTest {
    private static final List<String> PROPERTIES = List.of("flashr.threads", "flashr.memory.budget", "flashr.data.dirs",
            "flashr.engine.threshold", "flashr.kernels");

    @AfterEach
    void clear() {
        PROPERTIES.forEach(System::clearProperty);
    }

    @Test
    void optionsSetProperties() throws Exception {
        Main main = new Main(CommandLineArgs.parse("--threads", "3", "--memory-budget", "2g", "--data-dir", "/d1", "--data-dir", "/d2",
                "--engine-threshold", "5000", "--interpreted-kernels", "-e", "1"));
        main.configureEngine();
        assertEquals("3", System.getProperty("flashr.threads"));
        assertEquals(Long.toString(2L << 30), System.getProperty("flashr.memory.budget"));
        assertEquals("/d1" + File.pathSeparator + "/d2", System.getProperty("flashr.data.dirs"));
        assertEquals("5000", System.getProperty("flashr.engine.threshold"));
        assertEquals("interpreted", System.getProperty("flashr.kernels"));
    }

    @Test
    void countsMustBePositive() {
        assertEquals(8L, CommandLineArgs.positiveCount("8"));
        assertNull(CommandLineArgs.positiveCount("0"));
        assertNull(CommandLineArgs.positiveCount("many"));
    }

    @Test
    void sizesTakeBinarySuffixes() {
        assertEquals(1024L, CommandLineArgs.byteSize("1024"));
        assertEquals(512L << 20, CommandLineArgs.byteSize("512m"));
        assertEquals(8L << 30, CommandLineArgs.byteSize("8G"));
        assertEquals(3L << 40, CommandLineArgs.byteSize("3TiB"));
        assertNull(CommandLineArgs.byteSize("-1g"));
        assertNull(CommandLineArgs.byteSize("99999999999t"));
    }
}
