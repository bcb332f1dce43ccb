package flashr.lang;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;

/**
 * GNU R's trigger for its vector heap, on the JVM's old generation: a whole collection once the
 * old generation has grown past what was live after the last one by a quarter of that (at least
 * {@link #FLOOR}). Left to itself the parallel collector sizes the heap for throughput, not memory: vectors
 * of more than half its young generation (a matrix's negation {@code -X}) go straight to the old
 * generation, as do temporaries still in use at a young collection, and stay there dead until it
 * fills; logistic regression at 2e6 rows (192 MB live) peaked at 2.4 GB, GNU R at 443 MB.
 *
 * <p>Vectors that die young cost nothing here: only the old generation's growth counts, so code
 * that makes many short-lived vectors (a glm's iterations) is not collected over and over. It is
 * checked when a vector of at least {@link #LARGE} bytes is made, the only allocations that can
 * grow the old generation quickly. The launcher caps the young generation ({@code
 * -XX:MaxNewSize}), which the collector would otherwise grow to a gigabyte and more, and keeps a
 * whole collection from sliding the oldest large arrays (docs/BENCHMARKS.md, "Peak memory").
 *
 * <p>Paced: a whole collection costs about the heap's live objects, however little it frees, and
 * code that promotes large temporaries quickly (a loop of {@code lm} fits at 2e5 rows promotes
 * 20-40 MB a call) had one every call or two, a third of its CPU. So once the old generation is
 * due, a collection waits until the program has run {@link #PACE} times as long as the last one
 * took since it ended, unless the growth reaches {@link #HARD} times the floor: collections this
 * trigger requests take at most a fifth of the time, at the cost of at most one floor's bytes more
 * and only on heaps whose live part is under {@code HARD * FLOOR / SHARE} (384 MB): larger ones
 * (logistic regression at 2e6 rows) are collected as before, as their peak is what it keeps near R's. The JVM
 * still collects whole before it would run out of heap, and the engine's memory pool requests its
 * own collections for its off-heap stores, so deferring one never makes an OutOfMemoryError.
 *
 * <p>Before the first whole collection nothing says what is live, and counting it as nothing made
 * glm.R's first check collect 65 MB of data promoted by young collections to free 2 MB (18 ms). Until
 * then the live bytes are the old generation's after the last young collection (what survived one),
 * trusting at most {@link #HARD} floors of it, so promoted temporaries cannot put the first collection
 * off for more than that.
 *
 * <p>{@code -Dflashr.gc.vectorTrigger=false} turns it off (the JVM's sizing alone, for comparison),
 * as does {@code -XX:+DisableExplicitGC}; a collector without an old generation's pool has none.
 */
public final class VectorHeapTrigger {
    /** Vectors of this many bytes or more check the old generation's growth. */
    static final long LARGE = 1 << 20;
    /**
     * The old generation may grow by this share of its live bytes between collections ({@code
     * -Dflashr.gc.vectorTriggerShare}). A quarter, with the floor below, keeps logistic regression
     * at 2e6 rows under GNU R's peak; a half left ~50 MB of dead 16 MB vectors more.
     */
    static final double SHARE = Double.parseDouble(System.getProperty("flashr.gc.vectorTriggerShare", "0.25"));
    /**
     * The least growth that triggers, so a small heap is not collected over and over ({@code
     * -Dflashr.gc.vectorTriggerFloorMB}). Well under a 2e6 x 8 double matrix (122 MB), so that a
     * dead one is collected before the next is made (pca's set-up), and over logistic regression's
     * quarter of live (52 MB); 32 MB cost a glm of small vectors ~8% more CPU in whole collections,
     * 64 MB left logistic regression 8 MB over GNU R's peak.
     */
    static final long FLOOR = Long.getLong("flashr.gc.vectorTriggerFloorMB", 48) << 20;
    /**
     * After a collection of {@code d} seconds, the next waits until {@code PACE * d} seconds have
     * passed ({@code -Dflashr.gc.vectorTriggerPace}; 0 collects whenever due, as before).
     */
    static final double PACE = Double.parseDouble(System.getProperty("flashr.gc.vectorTriggerPace", "4"));
    /**
     * Growth of this many floors (or of the allowed, if more) collects at once, however recent the
     * last collection: pacing never costs more than one floor of memory (2e6-row glm peaked 240 MB
     * higher when it could cost as much as the allowed again).
     */
    static final int HARD = 2;

    /**
     * The heap's pools, looked up when the first large vector is made, not with the first vector
     * of any size: setting up the JVM's management beans costs a process some 0.05 s of CPU (a
     * bare JDK 25 run 0.03-0.04 s, with the memory pools read 0.08-0.10), which a short script that
     * never makes a vector of a megabyte does not need (docs/BENCHMARKS.md, "Compiled jars as whole processes").
     */
    private static final class Pools {
        static final MemoryPoolMXBean OLD = "false".equals(System.getProperty("flashr.gc.vectorTrigger")) ? null : oldGeneration();
        /**
         * Arrays of this many bytes or more go straight to the old generation: the parallel collector
         * puts one of half of eden or more there. G1, whose eden has no fixed bound, gives large arrays
         * regions of their own outside it: there every large one counts.
         */
        static final long YOUNG_LIMIT = OLD == null ? Long.MAX_VALUE : edenMax() / 2;
        /** The collector that collects the old generation (whole collections), and the one that does not (young ones). */
        static final GarbageCollectorMXBean WHOLE = OLD == null ? null : collector(true), YOUNG = OLD == null ? null : collector(false);
    }

    private static final AtomicLong COLLECTIONS = new AtomicLong();
    private static final ReentrantLock COLLECTING = new ReentrantLock();
    /** When the last requested collection ended and how long it took (System.nanoTime). */
    private static volatile long lastEnd, lastTook;

    private VectorHeapTrigger() {}

    private static long edenMax() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            long max = pool.getUsage().getMax();
            if (pool.getType() == MemoryType.HEAP && pool.getName().contains("Eden") && max > 0) return max;
        }
        return 2 * LARGE;
    }

    /** The heap pool that is neither eden nor a survivor space: the old (tenured) generation. */
    private static MemoryPoolMXBean oldGeneration() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            String name = pool.getName();
            if (pool.getType() == MemoryType.HEAP && pool.isCollectionUsageThresholdSupported()
                && !name.contains("Eden") && !name.contains("Survivor")) return pool;
        }
        return null;
    }

    /** The collector that manages the old generation's pool ({@code whole}) or the first that does not. */
    private static GarbageCollectorMXBean collector(boolean whole) {
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (java.util.Arrays.asList(gc.getMemoryPoolNames()).contains(Pools.OLD.getName()) == whole) return gc;
        }
        return null;
    }

    /**
     * The old generation's live bytes as best known: what its last whole collection left, or before
     * any, what the last young collection left there, at most {@code HARD} floors (0 before either).
     */
    private static long liveBytes() {
        if (Pools.WHOLE == null || Pools.WHOLE.getCollectionCount() > 0) {
            MemoryUsage afterLast = Pools.OLD.getCollectionUsage();
            return afterLast == null ? 0 : afterLast.getUsed();
        }
        return Math.min(HARD * FLOOR, afterYoung());
    }

    private static long afterYoung() {
        if (!(Pools.YOUNG instanceof com.sun.management.GarbageCollectorMXBean young)) return 0;
        com.sun.management.GcInfo last = young.getLastGcInfo();
        MemoryUsage old = last == null ? null : last.getMemoryUsageAfterGc().get(Pools.OLD.getName());
        return old == null ? 0 : old.getUsed();
    }

    /** Notes a new vector of {@code bytes}; collects first when the old generation has grown past its trigger. */
    public static void allocated(long bytes) {
        if (bytes >= LARGE && Pools.OLD != null) collectIfDue(0);
    }

    /**
     * Notes a vector of {@code bytes} about to be made, one too large for the young generation
     * counting as old growth already: the garbage before it is collected before it exists, so the
     * old generation peaks at the live data and the new vector, not also at the dead ones (pca's
     * {@code Xc <- sweep(X, ...)} after the set-up's product left its operand dead).
     */
    public static void allocating(long bytes) {
        if (bytes >= LARGE && Pools.OLD != null) collectIfDue(bytes >= Pools.YOUNG_LIMIT ? bytes : 0);
    }

    private static void collectIfDue(long coming) {
        long used = Pools.OLD.getUsage().getUsed() + coming;
        // before the first whole collection, the cheap check against nothing live goes first
        if (!due(used, 0)) return;
        long live = liveBytes();
        if (!due(used, live)) return;
        if (!dueAtOnce(used, live) && paced(System.nanoTime() - lastEnd, lastTook)) return;
        // one thread collects; others allocating meanwhile go on
        if (!COLLECTING.tryLock()) return;
        try {
            long start = System.nanoTime();
            System.gc();
            lastEnd = System.nanoTime();
            lastTook = lastEnd - start;
            COLLECTIONS.incrementAndGet();
        } finally {
            COLLECTING.unlock();
        }
    }

    /** Whether an old generation of {@code usedBytes}, {@code liveBytes} of them live after its last collection, is due one. */
    static boolean due(long usedBytes, long liveBytes) {
        return usedBytes - liveBytes >= allowed(liveBytes);
    }

    /** Whether it has grown so far past its trigger that it is collected however recent the last collection. */
    static boolean dueAtOnce(long usedBytes, long liveBytes) {
        return usedBytes - liveBytes >= Math.max(HARD * FLOOR, allowed(liveBytes));
    }

    /** Whether a due collection waits: {@code sinceLast} ns after one that took {@code took} ns. */
    static boolean paced(long sinceLast, long took) {
        return sinceLast < PACE * took;
    }

    private static long allowed(long liveBytes) {
        return Math.max(FLOOR, (long) (SHARE * liveBytes));
    }

    /** Collections this trigger requested (tests read it). */
    public static long collections() {
        return COLLECTIONS.get();
    }
}
