package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * OpenBLAS's pool, stopped when the library loads, starts again in the first call that runs on
 * several threads, with the same bits as before it stopped; one thread leaves it stopped.
 */
class OpenBlasThreadsTest {
    @Test
    void aStoppedPoolStartsAgainForAThreadedCall() {
        NativeBackend n = Linalg.nativeBackend().orElse(null);
        assumeTrue(n != null && n.library().findOptional("blas_thread_shutdown_").isPresent(), "no OpenBLAS with its own pool");
        OpenBlasThreads pool = new OpenBlasThreads(n.library());
        assumeTrue(pool.poolRuns() != null, "the library does not say whether its pool runs");
        n.setThreads(2);
        assumeTrue(n.threadsNow() == 2, "the library keeps to one thread");
        int size = 400;
        Random r = new Random(5);
        double[] a = Matrices.random(r, size * size), b = Matrices.random(r, size * size);
        double[] before = new double[size * size], after = new double[size * size];
        // native arrays: a long call on them runs as it is, on the library's threads
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment na = arena.allocate(8L * a.length, 64).copyFrom(MemorySegment.ofArray(a));
            MemorySegment nb = arena.allocate(8L * b.length, 64).copyFrom(MemorySegment.ofArray(b));
            MemorySegment nc = arena.allocate(8L * a.length, 64);
            n.blas().dgemm('N', 'N', size, size, size, 1, na, size, nb, size, 0, nc, size);
            MemorySegment.ofArray(before).copyFrom(nc);
            OpenBlasThreads.stopPool(n.library().symbols());
            assertEquals(false, pool.poolRuns(), "stopped");
            n.blas().dgemm('N', 'N', size, size, size, 1, na, size, nb, size, 0, nc, size);
            assertEquals(true, pool.poolRuns(), "the threaded call started it again");
            MemorySegment.ofArray(after).copyFrom(nc);
        }
        assertArrayEquals(before, after, "the same product on the restarted pool");

        OpenBlasThreads.stopPool(n.library().symbols());
        n.setThreads(1);
        assertEquals(1, n.threadsNow());
        assertEquals(false, pool.poolRuns(), "one thread: the pool stays stopped");
        n.setThreads(2);
        assertEquals(2, n.threadsNow());
        n.setThreads(2);
        assertEquals(2, n.threadsNow(), "the count it has: nothing to do");
    }
}
