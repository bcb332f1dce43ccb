package flashr.eval;

/**
 * The R error message for a Java exception that escaped a builtin. flashr's own code may throw
 * Java's argument exceptions with an R message (the sampler's "NA in probability vector"); what
 * the JVM itself raised (an index out of bounds, a failed cast, an array size that wrapped) says
 * nothing to an R user, so it becomes R's generic wording. FLASHR_DEBUG=1 prints the Java trace.
 */
public final class JavaFailures {
    private static final java.util.concurrent.atomic.AtomicLong SEEN = new java.util.concurrent.atomic.AtomicLong();

    private JavaFailures() {}

    /**
     * How many Java failures became R's generic error in this process: each is a builtin's bug that R
     * users see as an error (flashr's own messages, the engine's storage and memory errors, are not counted).
     */
    public static long seen() {
        return SEEN.get();
    }

    /** The R message for {@code e}. */
    public static String message(RuntimeException e) {
        if (e instanceof NegativeArraySizeException) {
            SEEN.incrementAndGet();
            return "vector size specified is too large";
        }
        if (e instanceof flashr.engine.memory.MemoryBudgetExceededException m) return memoryBudget(m);
        // a matrix file that is corrupt, truncated or cannot be written: the message names matrix, block and file
        if (e instanceof flashr.engine.storage.StorageException && e.getMessage() != null) return e.getMessage();
        if (e instanceof flashr.engine.exec.PassFailedException) {
            // a failure on a worker thread of an engine pass: what failed there
            if (e.getCause() instanceof RuntimeException c) return message(c);
            if (e.getCause() instanceof OutOfMemoryError) return "vector memory exhausted (limit reached?)";
        }
        String m = e.getMessage();
        if (m != null && thrownByFlashr(e) && (e instanceof IllegalArgumentException || e instanceof UnsupportedOperationException
                || e instanceof IllegalStateException) && !(e instanceof NumberFormatException)) {
            return m;
        }
        SEEN.incrementAndGet();
        return "invalid arguments";
    }

    /** R's words for memory that cannot be had, and how to give the engine more. */
    static String memoryBudget(flashr.engine.memory.MemoryBudgetExceededException e) {
        return "cannot allocate vector of size " + size(e.requested()) + ": the matrix engine's memory budget of "
                + size(e.budget()) + " is used up (" + size(e.inUse()) + " in use); start flashr with a larger "
                + "--memory-budget SIZE (or -Dflashr.memory.budget=SIZE), or remove large objects (rm) and call gc()";
    }

    /** Bytes as R's memory messages print them ("7450.6 Gb", "74.5 Mb", "512 Kb"). */
    static String size(long bytes) {
        double kb = bytes / 1024.0;
        return kb > 1024.0 * 1024.0 ? String.format("%.1f Gb", kb / 1024.0 / 1024.0)
                : kb > 1024.0 ? String.format("%.1f Mb", kb / 1024.0) : String.format("%.0f Kb", kb);
    }

    /** Whether the exception was raised by flashr's code rather than by the JVM or a library. */
    private static boolean thrownByFlashr(RuntimeException e) {
        StackTraceElement[] trace = e.getStackTrace();
        return trace.length > 0 && trace[0].getClassName().startsWith("flashr.");
    }
}
