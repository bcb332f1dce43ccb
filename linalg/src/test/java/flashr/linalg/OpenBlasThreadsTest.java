package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * OpenBLAS's pool, stopped when the library loads, starts again in the first call that runs on
 * several threads, with the same bits as before it stopped; setting the count the library has
 * already changes nothing.
 */
class OpenBlasThreadsTest {
    private static long processThreads() throws IOException {
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            return tasks.count();
        }
    }

    @Test
    void aStoppedPoolStartsAgainForAThreadedCall() throws IOException {
        NativeBackend n = Linalg.nativeBackend().orElse(null);
        assumeTrue(n != null && n.library().findOptional("blas_thread_shutdown_").isPresent(), "no OpenBLAS with its own pool");
        assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "no /proc");
        n.setThreads(2);
        assumeTrue(n.threadsNow() == 2, "the library keeps to one thread");
        int size = 400;
        Random r = new Random(5);
        double[] a = Matrices.random(r, size * size), b = Matrices.random(r, size * size);
        double[] before = new double[size * size], after = new double[size * size];
        // native arrays: a long call on them runs as it is, on the library's threads
        try (var arena = java.lang.foreign.Arena.ofConfined()) {
            MemorySegment na = arena.allocate(8L * a.length, 64).copyFrom(MemorySegment.ofArray(a));
            MemorySegment nb = arena.allocate(8L * b.length, 64).copyFrom(MemorySegment.ofArray(b));
            MemorySegment nc = arena.allocate(8L * a.length, 64);
            n.blas().dgemm('N', 'N', size, size, size, 1, na, size, nb, size, 0, nc, size);
            MemorySegment.ofArray(before).copyFrom(nc);
            OpenBlasThreads.stopPool(n.library().symbols());
            long stopped = processThreads();
            n.blas().dgemm('N', 'N', size, size, size, 1, na, size, nb, size, 0, nc, size);
            assertTrue(processThreads() > stopped, "the call started the pool again");
            MemorySegment.ofArray(after).copyFrom(nc);
        }
        assertArrayEquals(before, after, "the same product on the restarted pool");
        long threads = processThreads();
        n.setThreads(2);
        assertEquals(threads, processThreads(), "the count it has: nothing to do");
    }
}
