package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** While callers run routines on several threads at once, each call keeps to its caller's thread. */
class ConcurrentUseTest {
    @Test
    void theNativeLibraryRunsOneThreadPerCallWhileAStretchIsOpen() {
        NativeBackend n = Linalg.nativeBackend().orElse(null);
        if (n == null || n.threadsNow() == 1 && Runtime.getRuntime().availableProcessors() == 1) return;
        n.setThreads(2);
        int asked = n.threadsNow();
        Backend.ConcurrentUse outer = n.concurrentUse();
        Backend.ConcurrentUse inner = n.concurrentUse();
        assertEquals(1, n.threadsNow());
        n.setThreads(2);   // asked for meanwhile: applies when the stretch ends
        assertEquals(1, n.threadsNow());
        assertEquals(2, n.threads(), "what was asked for is still reported");
        inner.close();
        inner.close();     // a second close does nothing
        assertEquals(1, n.threadsNow(), "one stretch is still open");
        outer.close();
        assertEquals(asked, n.threadsNow());
    }

    @Test
    void theJavaFallbackToo() {
        JavaBackend j = Linalg.javaBackend();
        j.setThreads(3);
        try (Backend.ConcurrentUse u = j.concurrentUse()) {
            assertEquals(3, j.threads());
            j.setThreads(4);
        }
        assertEquals(4, j.threads());
        j.setThreads(Runtime.getRuntime().availableProcessors());
    }
}
