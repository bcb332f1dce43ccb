package flashr.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The pack files' extent allocator against a model of the file's 4 KB units. */
class ExtentAllocatorTest {
    private static final int U = FileLayout.ALIGN;

    @Test void randomAllocationsNeverOverlapAndFreedSpaceIsReused() {
        for (int seed = 0; seed < 20; seed++) {
            Random r = new Random(seed);
            ExtentAllocator a = new ExtentAllocator(U);
            BitSet used = new BitSet();
            List<long[]> live = new ArrayList<>();
            long liveBytes = 0;
            for (int step = 0; step < 2000; step++) {
                if (live.isEmpty() || r.nextInt(5) < 3) {
                    long bytes = r.nextInt(4) == 0 ? 1 + r.nextInt(3 * U) : (1 + r.nextInt(6)) * (long) U;
                    long units = (bytes + U - 1) / U;
                    long fit = lowestFit(used, units, a.end() / U);
                    long off = a.allocate(bytes);
                    assertEquals(fit, off / U, "first fit: the lowest free run that holds it, else the end");
                    assertEquals(0, off % U, "aligned");
                    assertTrue(off >= U, "after the pack header");
                    int u0 = (int) (off / U);
                    for (int u = u0; u < u0 + units; u++) assertTrue(!used.get(u), "unit " + u + " handed out twice");
                    used.set(u0, (int) (u0 + units));
                    live.add(new long[] {off, bytes});
                    liveBytes += units * U;
                } else {
                    long[] x = live.remove(r.nextInt(live.size()));
                    a.release(x[0], x[1]);
                    long units = (x[1] + U - 1) / U;
                    used.clear((int) (x[0] / U), (int) (x[0] / U + units));
                    liveBytes -= units * U;
                }
                assertEquals(liveBytes, a.liveBytes());
                assertEquals(a.freeExtents(), a.freeExtentsByLength(), "both indexes of the free extents agree");
                // the file ends at the last live extent
                assertEquals(used.isEmpty() ? U : (long) used.length() * U, a.end());
            }
            // first fit keeps the file close to its live bytes
            assertTrue(a.end() - U <= 3 * liveBytes + 64L * U, "end " + a.end() + " live " + liveBytes);
            for (long[] x : live) a.release(x[0], x[1]);
            assertEquals(U, a.end());
            assertEquals(0, a.freeExtents(), "all merged back");
        }
    }

    /** The model's first fit: the lowest unit from which units free units follow below the end unit (else the end). */
    private static long lowestFit(BitSet used, long units, long endUnit) {
        for (int u = 1; u + units <= endUnit; u++) {
            int next = used.nextSetBit(u);
            if (next < 0 || next >= u + units) return u;
            u = next;
        }
        return endUnit;
    }

    @Test void aFreedHoleIsFilledBeforeTheFileGrows() {
        ExtentAllocator a = new ExtentAllocator(U);
        long x = a.allocate(3L * U), y = a.allocate(U);
        a.release(x, 3L * U);
        assertEquals(x, a.allocate(2L * U));
        assertEquals(x + 2L * U, a.allocate(1));
        assertEquals(y + U, a.allocate(U));
    }

    @Test void releasingTwiceOrOutsideIsRefused() {
        ExtentAllocator a = new ExtentAllocator(U);
        long x = a.allocate(U);
        a.allocate(U);
        a.release(x, U);
        assertThrows(IllegalArgumentException.class, () -> a.release(x, U));
        assertThrows(IllegalArgumentException.class, () -> a.release(100L * U, U));
    }
}
