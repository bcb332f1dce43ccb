package flashr.linalg;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * When a long call may still read and write its caller's Java arrays in place, through the
 * critical downcall, instead of staging them in native scratch ({@link Staging}). Such a call
 * keeps its thread from reaching a safepoint until it returns, so any other thread that needs one
 * (a collection its allocation asks for, a deoptimization) waits that long; staging instead costs
 * a copy of each array, and in a fresh process the page faults of the scratch: a 2000 x 2000
 * product from R code took twice the time of the same {@code dgemm} from C, 0.21 against 0.10 s,
 * mostly there. A call holds safepoints only when
 * <ul>
 *   <li>the process is quiet: the predicate set by {@link Linalg#holdSafepointsWhen} says that no
 *       other thread runs Java work that could wait on it (R's binding: every engine is idle, no
 *       task on its workers or I/O threads, no write behind them, no warm-up: their threads are
 *       parked); with none set, never;</li>
 *   <li>no other call holds them now (a second caller at the same time stages), and</li>
 *   <li>its work is at most {@link #HOLD_FLOPS}, which bounds the wait should the predicate be
 *       wrong (2e11 flops: a 4640 x 4640 product, about a second on two cores).</li>
 * </ul>
 * Either way the library gets the same values (only where they lie differs), so results are the
 * same bits (HeapInPlaceDifferentialTest).
 *
 * <p>Work that starts during a held call (a pass asked for by another thread) is not waited for,
 * and cannot deadlock with it: the call waits on nothing a Java thread does (OpenBLAS's threads
 * are its own, and a Java thread inside the library either is in native code, which a safepoint
 * does not stop, or holds safepoints too), so a collection or deoptimization that the new work
 * needs waits at most for the call's end, which the bound on its work keeps short. What must not
 * happen is a thread that waits for the hold's release without reaching a safepoint itself (a
 * spin): the holder, back from the call, stops at the pending safepoint before it releases.
 */
final class SafepointHold {
    /** Work (floating-point operations) up to which a quiet process's long calls hold safepoints. */
    static final double HOLD_FLOPS = Double.parseDouble(System.getProperty("flashr.linalg.holdFlops", "2e11"));
    private static final BooleanSupplier NEVER = () -> false;
    private static volatile BooleanSupplier quiet = NEVER;
    private static final AtomicBoolean HELD = new AtomicBoolean();
    private static final AtomicLong TAKEN = new AtomicLong();

    private SafepointHold() {}

    static void setQuietCheck(BooleanSupplier check) {
        quiet = check == null ? NEVER : check;
    }

    /** Takes the hold for a call of {@code flops}; true when it may pass heap arrays in place ({@link #release} after). */
    static boolean tryAcquire(double flops) {
        if (flops > HOLD_FLOPS || !quiet.getAsBoolean() || !HELD.compareAndSet(false, true)) return false;
        TAKEN.incrementAndGet();
        return true;
    }

    /** How many calls have held safepoints so far. */
    static long taken() {
        return TAKEN.get();
    }

    static void release() {
        HELD.set(false);
    }
}
