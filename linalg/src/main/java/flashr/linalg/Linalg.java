package flashr.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The entry point: which {@link Backend} is active. The native one loads on first use unless the
 * system property {@code flashr.linalg.backend} is {@code java}; when no library loads the Java
 * fallback is used and {@link #loadFailures()} says why. {@link #useJava(boolean)} switches at run
 * time (the native backend stays loaded).
 */
public final class Linalg {
    private Linalg() {}

    private static final class Native {
        static final List<String> FAILURES = new ArrayList<>();
        static final Optional<NativeBackend> BACKEND = OpenBlasLibrary.load(FAILURES).map(NativeBackend::new);
    }

    private static volatile JavaBackend java;
    private static volatile boolean forceJava =
            "java".equalsIgnoreCase(System.getProperty("flashr.linalg.backend", "").trim().toLowerCase(Locale.ROOT));

    /** The active backend: native unless forced to Java or none loads. */
    public static Backend backend() {
        if (!forceJava) {
            Optional<NativeBackend> n = nativeBackend();
            if (n.isPresent()) return n.get();
        }
        return javaBackend();
    }

    /** The native backend, loading it on first call; empty when no library loads. */
    public static Optional<NativeBackend> nativeBackend() {
        return Native.BACKEND;
    }

    /** The Java fallback (always available). */
    public static JavaBackend javaBackend() {
        JavaBackend j = java;
        if (j == null) {
            synchronized (Linalg.class) {
                if (java == null) java = new JavaBackend(Linalg::whyJava);
                j = java;
            }
        }
        return j;
    }

    private static String whyJava() {
        if (forceJava) return "forced";
        List<String> f = loadFailures();
        return f.isEmpty() ? "available" : "no native library: " + String.join("; ", f);
    }

    /** Why each candidate native library did not load (empty when one did). */
    public static List<String> loadFailures() {
        return Native.BACKEND.isPresent() ? List.of() : List.copyOf(Native.FAILURES);
    }

    /** Forces the Java fallback (true) or returns to the native backend where one loads (false). */
    public static void useJava(boolean force) {
        forceJava = force;
    }

    public static boolean javaForced() {
        return forceJava;
    }

    /**
     * Lets long calls on Java arrays pass them in place, holding the caller's safepoints for the
     * call, while {@code quiet} says that no other thread runs Java work ({@link SafepointHold});
     * null: never (the default). The check runs on the calling thread before each such call.
     */
    public static void holdSafepointsWhen(java.util.function.BooleanSupplier quiet) {
        SafepointHold.setQuietCheck(quiet);
    }

    /** How many long calls on Java arrays have passed them in place holding safepoints, so far. */
    public static long safepointHolds() {
        return SafepointHold.taken();
    }

    /** Sets the threads of every loaded backend. */
    public static void setThreads(int threads) {
        nativeBackend().ifPresent(b -> b.setThreads(threads));
        javaBackend().setThreads(threads);
    }
}
