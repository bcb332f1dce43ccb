package flashr.eval;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * A builtin's long Java loop (exact counts for a huge n, a big matrix power) that the user's
 * interrupt stops as it stops R code: the loop calls {@link #poll} now and then, and the builtin
 * unwinds with R's interrupt. R's own C code checks for interrupts the same way.
 */
public final class InterruptibleWork {
    /** The stop flag of the work running on this thread; null outside such work. */
    private static final ThreadLocal<AtomicBoolean> STOP = new ThreadLocal<>();

    private InterruptibleWork() {}

    /** Runs {@code work} so that an interrupt of {@code in} stops it at its next {@link #poll}. */
    public static <T> T run(Interpreter in, Supplier<T> work) {
        AtomicBoolean stop = new AtomicBoolean();
        AtomicBoolean outer = STOP.get();
        STOP.set(stop);
        in.setInterruptHandler(() -> stop.set(true));
        try {
            return work.get();
        } catch (Stopped e) {
            in.checkInterrupt();
            throw new flashr.lang.RError("interrupted");
        } finally {
            in.setInterruptHandler(null);
            if (outer == null) STOP.remove();
            else STOP.set(outer);
        }
    }

    /** Unwinds the work when the user interrupted it; a no-op outside {@link #run}. */
    public static void poll() {
        AtomicBoolean stop = STOP.get();
        if (stop != null && stop.get()) throw new Stopped();
    }

    /** Unwinds the stopped work to {@link #run}. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }
}
