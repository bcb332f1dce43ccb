package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.MemorySegment;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Warming every routine the preload names runs without error and leaves the backend computing as before. */
class RoutineWarmupTest {
    @Test
    void everyRoutineWarmsAndResultsStay() {
        assumeTrue(Linalg.nativeBackend().isPresent(), "no native library");
        Backend b = Linalg.nativeBackend().get();
        double[] a = {4, 1, 1, 3};
        double[] rhs = {1, 2};
        b.lapack().orElseThrow().dgesv(2, 1, MemorySegment.ofArray(a.clone()), 2, MemorySegment.ofArray(new int[2]),
                MemorySegment.ofArray(rhs), 2);
        RoutineWarmup.warm(b, List.of("dgemv", "dsyrk", "dtrsm", "dgesv", "dgetrf", "dgecon", "dlange", "dtrcon", "dpotrf",
                "dpotri", "dsyevr", "dgeev", "dgesdd", "dgeqp3", "level1", "no-such-routine"));
        double[] again = {1, 2};
        b.lapack().orElseThrow().dgesv(2, 1, MemorySegment.ofArray(a.clone()), 2, MemorySegment.ofArray(new int[2]),
                MemorySegment.ofArray(again), 2);
        assertEquals(rhs[0], again[0]);
        assertEquals(rhs[1], again[1]);
        assertEquals(1.0 / 11, again[0], 1e-15);
        RoutineWarmup.warm(Linalg.javaBackend(), List.of("dgesv"));   // the fallback links nothing
    }
}
