package flashr.bind;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.exec.ProgressListener;
import flashr.eval.Interpreter;
import flashr.lang.RError;
import java.lang.ref.Cleaner;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One engine per interpreter, created on first use (a script without fm.* calls starts no worker
 * threads). Configured by system properties {@code flashr.threads} (default: available
 * processors), {@code flashr.partition.rows} (a power of two) and {@code flashr.memory.budget}
 * (bytes, suffix k/m/g allowed). An engine is closed when its interpreter becomes unreachable, and
 * all open engines at JVM exit. Its passes stop on the session's interrupt and show progress on
 * the session's display ({@link FmPasses}).
 */
public final class FmEngines {
    private static final Map<Interpreter, Engine> ENGINES = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Map<Interpreter, ProgressListener> DISPLAYS = Collections.synchronizedMap(new WeakHashMap<>());
    /** Configurations given before a session's engine exists ({@link #configureOnFirstUse}). */
    private static final Map<Interpreter, EngineConfig> PLANNED = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Set<Engine> OPEN = ConcurrentHashMap.newKeySet();
    private static final Cleaner CLEANER = Cleaner.create();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> OPEN.forEach(Engine::close), "flashr-engine-close"));
    }

    private FmEngines() {}

    /**
     * Shows the progress of {@code session}'s long passes on {@code display} (the console's
     * progress line); null shows none, the default.
     */
    public static void setProgressDisplay(Interpreter session, ProgressListener display) {
        if (display == null) DISPLAYS.remove(session);
        else DISPLAYS.put(session, display);
    }

    static ProgressListener progressDisplay(Interpreter session) {
        return DISPLAYS.get(session);
    }

    /** Whether no engine is open in this JVM. */
    public static boolean noneOpen() {
        return OPEN.isEmpty();
    }

    /**
     * Whether every engine in this JVM is idle: no pass, task, write behind the workers or warm-up
     * runs ({@link flashr.engine.EngineWork}), so the engines' threads are parked, and dense linear
     * algebra may hold the interpreter's safepoints for a long BLAS call
     * ({@code flashr.linalg.Linalg#holdSafepointsWhen}). True when none is open.
     */
    public static boolean idle() {
        return flashr.engine.EngineWork.none();
    }

    /** The engine of {@code interp}'s session. */
    public static Engine of(Interpreter interp) {
        return ENGINES.computeIfAbsent(interp, i -> open(i, planned(i)));
    }

    /**
     * Gives {@code interp}'s engine this configuration when it is first needed (an embedding
     * program's session settings), so that a session that never uses the engine starts no threads.
     */
    public static void configureOnFirstUse(Interpreter interp, EngineConfig config) {
        PLANNED.put(interp, config);
    }

    private static EngineConfig planned(Interpreter interp) {
        EngineConfig c = PLANNED.get(interp);
        return c != null ? c : config();
    }

    /** The configuration of {@code interp}'s engine, or the one it will have, without starting one (sessionInfo). */
    public static EngineConfig configOf(Interpreter interp) {
        Engine e = ENGINES.get(interp);
        return e != null ? e.config() : planned(interp);
    }

    /** Gives {@code interp} an engine with this configuration (before anything used its engine). */
    public static void configure(Interpreter interp, EngineConfig config) {
        Engine old = ENGINES.put(interp, open(interp, config));
        if (old != null && OPEN.remove(old)) old.close();
    }

    /**
     * Closes {@code interp}'s engine, if it has one, releasing its threads, memory and files (a
     * session that ends; its engine values are unusable afterwards).
     */
    public static void close(Interpreter interp) {
        PLANNED.remove(interp);
        DISPLAYS.remove(interp);
        Engine e = ENGINES.remove(interp);
        if (e != null && OPEN.remove(e)) e.close();
    }

    private static Engine open(Interpreter interp, EngineConfig config) {
        interp.prepareForEngineValues(); // every engine value comes from this engine
        Engine e = new Engine(config);
        FmPasses.install(e, interp);
        OPEN.add(e);
        CLEANER.register(interp, () -> {
            if (OPEN.remove(e)) e.close();
        });
        return e;
    }

    static EngineConfig config() {
        try {
            return builder().build();
        } catch (IllegalArgumentException e) {
            throw new RError("invalid FlashR engine configuration: " + e.getMessage());
        }
    }

    /** "512m" as bytes, for settings files. */
    public static long bytesOf(String s) { return bytes(s); }

    /**
     * The settings the system properties give: those above, and for the file store
     * {@code flashr.data.dirs}, {@code flashr.io.depth}, {@code flashr.storage.direct}.
     */
    public static EngineConfig.Builder builder() {
        EngineConfig.Builder b = EngineConfig.builder()
                .threads(Integer.getInteger("flashr.threads", Runtime.getRuntime().availableProcessors()));
        Integer rows = Integer.getInteger("flashr.partition.rows");
        if (rows != null) b.partitionRows(rows);
        String budget = System.getProperty("flashr.memory.budget");
        b.memoryBudget(budget != null ? bytes(budget) : defaultBudget());
        Integer depth = Integer.getInteger("flashr.io.depth");
        if (depth != null) b.ioDepth(depth);
        return b;
    }

    /**
     * Half of the machine's physical memory (at least 1 GiB): the engine's matrices are off the
     * Java heap, and R's own vectors and the heap need the rest.
     */
    static long defaultBudget() {
        long total = 8L << 30;
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            total = os.getTotalMemorySize();
        }
        return Math.max(1L << 30, total / 2);
    }

    /** "512m", "4g", "1048576" as bytes. */
    static long bytes(String s) {
        String t = s.strip().toLowerCase();
        long unit = switch (t.isEmpty() ? ' ' : t.charAt(t.length() - 1)) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            default -> 1;
        };
        try {
            return Long.parseLong(unit == 1 ? t : t.substring(0, t.length() - 1)) * unit;
        } catch (NumberFormatException e) {
            throw new RError("invalid flashr.memory.budget: " + s);
        }
    }
}
