package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

/** Which calls pass heap arrays in place (the critical downcall) and which copy them to native scratch. */
class StagingTest {
    private static MemorySegment heap(int doubles) {
        return MemorySegment.ofArray(new double[doubles]);
    }

    @Test
    void shortCallsAndMemoryBoundCallsPassHeapArraysInPlace() {
        try (Staging st = new Staging(Staging.CRITICAL_FLOPS, heap(10), heap(10))) {
            assertTrue(st.inPlace && st.critical, "a short call");
        }
        // a tall 4e5 x 8 matrix by an 8 x 8 one: 5.1e7 flops on 51 MB
        int rows = 400_000, p = 8;
        double flops = 2.0 * rows * p * p;
        assertTrue(flops > Staging.CRITICAL_FLOPS);
        try (Staging st = new Staging(flops, heap(rows * p), heap(p * p), heap(rows * p))) {
            assertTrue(st.inPlace && st.critical, "memory-bound: about one flop per byte");
        }
    }

    @Test
    void longComputeBoundCallsAreStagedAndNativeSegmentsNeverAre() {
        int n = 300;
        double flops = 2.0 * n * n * n;
        try (Staging st = new Staging(flops, heap(n * n), heap(n * n), heap(n * n))) {
            assertFalse(st.inPlace || st.critical, "a square product: hundreds of flops per byte");
            MemorySegment a = heap(n * n);
            a.setAtIndex(ValueLayout.JAVA_DOUBLE, 5, 2.5);
            MemorySegment staged = st.array(a, true, true);
            assertTrue(staged.isNative());
            staged.setAtIndex(ValueLayout.JAVA_DOUBLE, 6, 7.0);
            st.finish();
            assertTrue(a.getAtIndex(ValueLayout.JAVA_DOUBLE, 5) == 2.5 && a.getAtIndex(ValueLayout.JAVA_DOUBLE, 6) == 7.0, "copied in and back");
        }
        try (Arena arena = Arena.ofConfined(); Staging st = new Staging(flops, arena.allocate(8L * n * n))) {
            assertTrue(st.inPlace && !st.critical, "native memory passes as it is");
        }
    }

    @Test
    void shortCallsTakeTheirScalarsAsJavaArraysLongNativeOnesInNativeMemory() {
        try (Arena arena = Arena.ofConfined(); Staging st = new Staging(100, arena.allocate(8L * 16))) {
            assertTrue(st.inPlace && st.critical, "a short call is critical even with native arrays");
            MemorySegment i = st.intRef(7), d = st.doubleRef(2.5), c = st.charRef('U'), w = st.doubles(5), k = st.ints(0);
            assertFalse(i.isNative() || d.isNative() || c.isNative() || w.isNative() || k.isNative(), "no native allocation");
            assertTrue(i.get(ValueLayout.JAVA_INT, 0) == 7 && d.get(ValueLayout.JAVA_DOUBLE, 0) == 2.5
                    && c.get(ValueLayout.JAVA_BYTE, 0) == 'U' && w.byteSize() == 40 && k.byteSize() == 4, "values and sizes");
        }
        try (Arena arena = Arena.ofConfined(); Staging st = new Staging(1e12, arena.allocate(8L * 16))) {
            assertFalse(st.critical, "a long call on native arrays");
            MemorySegment i = st.intRef(7), d = st.doubles(3);
            assertTrue(i.isNative() && d.isNative() && i.get(ValueLayout.JAVA_INT, 0) == 7 && d.byteSize() == 24, "native scalars");
        }
    }

    @Test
    void scratchOverTheRetainedSizeIsFreshEachCallAndCarriesTheValues() {
        // two arrays over the scratch kept between calls together, so mapped again for each call
        int n = (int) Math.sqrt(Staging.RETAINED / 16.0) + 1;
        for (int round = 0; round < 2; round++) {
            MemorySegment a = heap(n * n), c = heap(n * n);
            a.setAtIndex(ValueLayout.JAVA_DOUBLE, n * n - 1, round + 0.5);
            try (Staging st = new Staging(2.0 * n * n * n, a, c)) {
                MemorySegment sa = st.array(a, true, false), sc = st.array(c, false, true);
                assertTrue(sa.isNative() && sc.isNative() && sa.getAtIndex(ValueLayout.JAVA_DOUBLE, n * n - 1) == round + 0.5, "copied in");
                sc.setAtIndex(ValueLayout.JAVA_DOUBLE, n * n - 1, -round);
                st.finish();
            }
            assertTrue(c.getAtIndex(ValueLayout.JAVA_DOUBLE, n * n - 1) == -round, "copied back");
        }
    }
}
