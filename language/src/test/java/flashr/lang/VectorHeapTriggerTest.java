package flashr.lang;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** R's vector-heap trigger on the old generation: when it is due, and that dropped large vectors set it off. */
class VectorHeapTriggerTest {
    private static final long MB = 1 << 20;

    @Test
    void dueOnceTheOldGenerationGrewByAQuarterOfItsLiveBytes() {
        assertFalse(VectorHeapTrigger.due(1200 * MB, 1000 * MB));
        assertFalse(VectorHeapTrigger.due(1249 * MB, 1000 * MB));
        assertTrue(VectorHeapTrigger.due(1250 * MB, 1000 * MB));
    }

    @Test
    void aSmallHeapWaitsForTheFloor() {
        assertFalse(VectorHeapTrigger.due(VectorHeapTrigger.FLOOR - 1, 0));
        assertTrue(VectorHeapTrigger.due(VectorHeapTrigger.FLOOR, 0));
        assertFalse(VectorHeapTrigger.due(10 * MB + VectorHeapTrigger.FLOOR - 1, 10 * MB));
    }

    @Test
    void aDueCollectionWaitsForPaceTimesTheLastOnesDuration() {
        long ms = 1_000_000;
        assertTrue(VectorHeapTrigger.paced(100 * ms, 50 * ms));
        assertTrue(VectorHeapTrigger.paced((long) (VectorHeapTrigger.PACE * 50 * ms) - 1, 50 * ms));
        assertFalse(VectorHeapTrigger.paced((long) (VectorHeapTrigger.PACE * 50 * ms), 50 * ms));
        // before any collection (none took any time) nothing waits
        assertFalse(VectorHeapTrigger.paced(0, 0));
    }

    @Test
    void growthOfTwoFloorsCollectsHoweverRecentTheLast() {
        long floor = VectorHeapTrigger.FLOOR;
        // a small heap: due at one floor, at once at two
        assertTrue(VectorHeapTrigger.due(100 * MB + floor, 100 * MB));
        assertFalse(VectorHeapTrigger.dueAtOnce(100 * MB + 2 * floor - 1, 100 * MB));
        assertTrue(VectorHeapTrigger.dueAtOnce(100 * MB + 2 * floor, 100 * MB));
        // a large one (a quarter of 1000 MB allowed, over two floors) is never paced
        assertFalse(VectorHeapTrigger.dueAtOnce(1249 * MB, 1000 * MB));
        assertTrue(VectorHeapTrigger.dueAtOnce(1250 * MB, 1000 * MB));
    }

    @Test
    void droppedLargeVectorsSetOffCollections() {
        long before = VectorHeapTrigger.collections();
        double checksum = 0;
        // 1.5 GB of 16 MB vectors, each dropped at once: arrays this large go to the old generation
        for (int i = 0; i < 96; i++) {
            RDouble v = new RDouble(new double[2_000_000]);
            checksum += v.getDouble(i);
        }
        assertTrue(checksum == 0);
        assertTrue(VectorHeapTrigger.collections() > before, "no collection requested");
    }

    @Test
    void smallVectorsDoNotLookAtTheHeap() {
        long before = VectorHeapTrigger.collections();
        for (int i = 0; i < 10_000; i++) new RDouble(new double[1000]);
        assertTrue(VectorHeapTrigger.collections() == before);
    }

    @Test
    void aVectorTooLargeForTheYoungGenerationCountsBeforeItIsMade() {
        long before = VectorHeapTrigger.collections();
        VectorHeapTrigger.allocating(1000);
        assertTrue(VectorHeapTrigger.collections() == before);
        // 64 GB about to enter the old generation: whatever lies dead there goes first
        VectorHeapTrigger.allocating(64L << 30);
        assertTrue(VectorHeapTrigger.collections() > before, "no collection requested");
    }
}
