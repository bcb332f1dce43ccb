package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flashr.engine.EngineConfig;
import flashr.lang.RError;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The engine's configuration from system properties. */
class FmEnginesTest {
    @AfterEach
    void clear() {
        System.clearProperty("flashr.threads");
        System.clearProperty("flashr.partition.rows");
        System.clearProperty("flashr.memory.budget");
    }

    @Test
    void defaultsUseAllProcessors() {
        EngineConfig c = FmEngines.config();
        assertEquals(Runtime.getRuntime().availableProcessors(), c.threads());
        assertEquals(EngineConfig.defaults().partitionRows(), c.partitionRows());
    }

    @Test
    void systemProperties() {
        System.setProperty("flashr.threads", "3");
        System.setProperty("flashr.partition.rows", "1024");
        System.setProperty("flashr.memory.budget", "1g");
        EngineConfig c = FmEngines.config();
        assertEquals(3, c.threads());
        assertEquals(1024, c.partitionRows());
        assertEquals(1L << 30, c.memoryBudget());
    }

    @Test
    void invalidSettingsAreRErrors() {
        System.setProperty("flashr.partition.rows", "1000");
        RError e = assertThrows(RError.class, FmEngines::config);
        assertEquals("invalid FlashR engine configuration: partitionRows must be a power of two", e.getMessage());
        System.clearProperty("flashr.partition.rows");
        System.setProperty("flashr.memory.budget", "lots");
        assertThrows(RError.class, FmEngines::config);
    }
}
