package flashr.base.matrix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import flashr.base.BuiltinCalls;
import flashr.bind.FmEngines;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.UnaryOp;
import flashr.lang.RDouble;
import flashr.lang.RValue;
import flashr.linalg.Linalg;
import java.time.Duration;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Long calls on R's matrices pass them in place (holding the interpreter's safepoints) while every
 * engine is idle, also an open one, and stage them while engine work runs. Passes of another
 * session that start and run beside the calls, collecting garbage as they go, neither deadlock
 * with a held call nor change a bit of its result.
 */
class LinalgHoldBesideEngineTest {
    private final BuiltinCalls b = new BuiltinCalls();
    private final BuiltinCalls other = new BuiltinCalls();
    private final Random r = new Random(83);

    @BeforeEach
    void needsNative() {
        assumeTrue(Linalg.nativeBackend().isPresent() && LinalgMode.of(null) == LinalgMode.NATIVE, "no native library");
        b.call("%*%", RDouble.of(1), RDouble.of(1)); // the backend's first use sets the binding's quiet check
    }

    @AfterEach
    void closeEngines() {
        FmEngines.close(b.interp);
        FmEngines.close(other.interp);
        Linalg.holdSafepointsWhen(FmEngines::idle);
    }

    private RValue matrix(int n) {
        double[] v = new double[n * n];
        for (int i = 0; i < v.length; i++) v[i] = r.nextGaussian();
        return b.call("matrix", RDouble.of(v), "nrow=", RDouble.of(n));
    }

    private static boolean idleWithin(long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        while (!FmEngines.idle()) {
            if (System.nanoTime() > end) return false;
            Thread.sleep(5);
        }
        return true;
    }

    @Test
    void anOpenIdleEngineLetsALongProductHold() throws InterruptedException {
        FmEngines.of(b.interp);
        assertFalse(FmEngines.noneOpen());
        assumeTrue(idleWithin(60_000), "other engine work is still running");
        RValue x = matrix(400), y = matrix(400);
        long holds = Linalg.safepointHolds();
        b.call("%*%", x, y);
        assertTrue(Linalg.safepointHolds() > holds, "held with the engine open and idle");
    }

    @Test
    void passesBesideHeldCallsNeitherDeadlockNorChangeBits() {
        RValue x = matrix(500), y = matrix(500);
        Linalg.holdSafepointsWhen(() -> false);
        double[] staged = ((RDouble) b.call("%*%", x, y)).data();
        Linalg.holdSafepointsWhen(FmEngines::idle);
        Engine e = FmEngines.of(other.interp);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread passes = new Thread(() -> {
            Random pause = new Random(3);
            try {
                for (int i = 0; !stop.get(); i++) {
                    Matrix m = e.runif(1 << 16, 8, 0, 1, i);
                    e.materialize(e.aggCol(e.sapply(m, UnaryOp.SQRT), AggOp.SUM));
                    if (i % 4 == 0) System.gc();   // a safepoint asked for while a call may hold
                    Thread.sleep(2 + pause.nextInt(5)); // idle gaps, in which calls hold
                }
            } catch (Throwable t) {
                failed.set(t);
            }
        }, "other-session");
        long holds = Linalg.safepointHolds();
        assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
            passes.start();
            try {
                for (int k = 0; k < 40; k++) {
                    double[] now = ((RDouble) b.call("%*%", x, y)).data();
                    assertArrayEquals(staged, now, "product " + k);
                }
            } finally {
                stop.set(true);
                passes.join();
            }
        });
        assertTrue(failed.get() == null, () -> "the other session's passes failed: " + failed.get());
        assertTrue(Linalg.safepointHolds() > holds, "some products held, in the gaps between passes");
    }
}
