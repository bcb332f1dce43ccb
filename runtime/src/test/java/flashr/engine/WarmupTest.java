package flashr.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/**
 * The warm-up's sizing rule: single-call data skips it, data of repeated long passes gets it; and
 * it gives way to the script: it waits while a script's pass runs (not counted as engine work
 * meanwhile) and stops once the script has run its own large passes.
 */
class WarmupTest {
    @Test void dataOfASingleCallScriptDoesNotPayForIt() {
        assertFalse(Warmup.pays(0));
        assertFalse(Warmup.pays(200_000.0 * 8));
        // the former start (2^22) and the sizes measured slower with it: 2M rows x 8, 2^24
        assertFalse(Warmup.pays(1 << 22));
        assertFalse(Warmup.pays(2_000_000.0 * 8));
        assertFalse(Warmup.pays(1 << 24));
        assertFalse(Warmup.pays(Double.NaN));
    }

    @Test void largeDataPaysForIt() {
        assertTrue(Warmup.pays(1 << 25));
        assertTrue(Warmup.pays(10_000_000.0 * 8));
        assertTrue(Warmup.pays(20_000_000.0 * 8));
        assertTrue(Warmup.pays(Double.POSITIVE_INFINITY));
    }

    /** Steps of a stand-in warm-up, each after giving way to the script. */
    private static final AtomicInteger STEPS = new AtomicInteger();

    private static void waitParked(Thread t) throws InterruptedException { waitParked(t, "yieldToScript"); }

    private static void waitParked(Thread t, String in) throws InterruptedException {
        // parked inside the method (a condition, not a timing: it holds until a pass ends)
        while (t.isAlive() && !(t.getState() == Thread.State.TIMED_WAITING && java.util.Arrays.stream(t.getStackTrace())
                .anyMatch(f -> f.getMethodName().equals(in)))) Thread.sleep(1);
    }

    /**
     * The loops called directly (the k-means fold, the logistic loop) wait while a script's pass
     * runs but are never stopped half done: the logistic loop becomes due only at its end.
     */
    @Test void directLoopsWaitForTheScriptButFinish() throws InterruptedException {
        AtomicInteger steps = new AtomicInteger();
        java.util.concurrent.CountDownLatch passBegun = new java.util.concurrent.CountDownLatch(1);
        Thread t = Warmup.start(() -> {
            try {
                passBegun.await();
            } catch (InterruptedException e) {
                return;
            }
            for (int i = 0; i < 50; i++) {
                Warmup.waitForScript();
                steps.incrementAndGet();
            }
        });
        assertTrue(Warmup.scriptPassBegins());
        passBegun.countDown();
        waitParked(t, "waitForScript");
        assertEquals(0, steps.get(), "no step while the script's pass runs");
        Warmup.scriptPassEnded(Warmup.SCRIPT_ROWS);
        // enough large passes to stop the engine passes (counted while the warm-up still runs)
        for (int p = 0; p < Warmup.STOP_AFTER_SCRIPT_PASSES; p++)
            if (Warmup.scriptPassBegins()) Warmup.scriptPassEnded(Warmup.SCRIPT_ROWS);
        t.join();
        assertEquals(50, steps.get(), "every step ran although the script's passes would stop the engine passes");
    }

    /** The k-means loops called directly run their calls, giving way every 50. */
    @Test void kMeansLoopsRunDirectly() {
        AtomicInteger pauses = new AtomicInteger();
        flashr.engine.codegen.KernelWarm.kMeansLoops(pauses::incrementAndGet);
        assertEquals(12, pauses.get());
    }

    @Test void groupbyPartialsRunDirectly() {
        AtomicInteger pauses = new AtomicInteger();
        // the warm-up's shapes (8 columns, 10 then 5 groups) and an odd column count
        flashr.engine.exec.GroupbyWarm.calls(600, 8, 10, pauses::incrementAndGet);
        flashr.engine.exec.GroupbyWarm.calls(100, 8, 5, pauses::incrementAndGet);
        flashr.engine.exec.GroupbyWarm.calls(60, 3, 10, pauses::incrementAndGet);
        assertEquals(12 + 2 + 2, pauses.get());
    }

    @Test void waitsWhileAScriptPassRunsAndStopsAfterTheScriptsOwnPasses() throws InterruptedException {
        STEPS.set(0);
        // (other tests' engines in this JVM may still count work of their own)
        int otherWork = EngineWork.running();
        java.util.concurrent.CountDownLatch passBegun = new java.util.concurrent.CountDownLatch(1);
        Thread t = Warmup.start(() -> {
            try {
                passBegun.await();
            } catch (InterruptedException e) {
                return;
            }
            while (true) {
                Warmup.yieldToScript();
                STEPS.incrementAndGet();
            }
        });
        assertTrue(Warmup.scriptPassBegins(), "a pass of this thread is the script's");
        passBegun.countDown();
        waitParked(t);
        int before = STEPS.get();
        assertEquals(0, before, "no step while the script's pass runs");
        assertEquals(otherWork, EngineWork.running(), "a waiting warm-up is not engine work");
        Warmup.scriptPassEnded(10);
        // a small pass does not count toward stopping: the warm-up goes on
        while (STEPS.get() == before) Thread.sleep(1);
        assertTrue(t.isAlive());
        for (int p = 0; p < Warmup.STOP_AFTER_SCRIPT_PASSES; p++) {
            assertTrue(Warmup.scriptPassBegins());
            Warmup.scriptPassEnded(Warmup.SCRIPT_ROWS);
        }
        t.join();
        assertFalse(Warmup.scriptPassBegins(), "no warm-up: nothing counted");
    }
}
