package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which backend is active, and the switch that forces the fallback. */
class LinalgSelectionTest {
    @Test
    void nativeUnlessForcedAndTheFallbackSaysWhy() {
        boolean before = Linalg.javaForced();
        try {
            Linalg.useJava(false);
            Backend b = Linalg.backend();
            assertEquals(Linalg.nativeBackend().isPresent(), b.isNative());
            if (!b.isNative()) assertFalse(Linalg.loadFailures().isEmpty(), "a fallback not forced says why");
            else assertTrue(b.lapack().isPresent());
            Linalg.useJava(true);
            Backend j = Linalg.backend();
            assertFalse(j.isNative());
            assertEquals("Java", j.name());
            assertTrue(j.description().contains("forced"), j.description());
            assertTrue(j.lapack().isEmpty());
        } finally {
            Linalg.useJava(before);
        }
    }

    @Test
    void threadCountsAreSet() {
        Linalg.setThreads(1);
        assertEquals(1, Linalg.javaBackend().threads());
        Linalg.nativeBackend().ifPresent(n -> assertEquals(1, n.threads()));
        Linalg.setThreads(2);
        assertEquals(2, Linalg.javaBackend().threads());
        Linalg.nativeBackend().ifPresent(n -> assertTrue(n.threads() >= 1 && n.threads() <= 2));
    }
}
