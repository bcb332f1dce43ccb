package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import flashr.engine.exec.Cancellation;
import flashr.engine.exec.LogisticStep;
import flashr.engine.codegen.KernelWarm;
import flashr.engine.exec.GroupbyWarm;

/**
 * Runs the engine's common kernels on small data in a background thread, so that the JIT has
 * compiled them before the first pass over large data: vector loops run 10-100 times slower
 * before C2 compiles them, and a first pass over 20M rows spends most of its time there
 * (1.0 s against 0.2 s for the same k-means pass later). The work uses an engine of its own,
 * whose matrices and memory are released when it is done; once per JVM. An engine starts it when
 * it first describes a matrix the warm-up {@linkplain #pays pays for}. It never runs beside the
 * script's passes: it waits while one runs and stops once the script's own passes compile its
 * loops ({@link #yieldToScript}).
 */
public final class Warmup {
    /**
     * Elements of the first matrix that starts the warm-up (2^25, about 4.2M rows x 8). The
     * warm-up costs 1-5 s of CPU whatever the data (its own loops run cold too), and what it can
     * save is the cold part of the first passes, which grows with the data: a first k-means pass
     * over 20M x 8 rows took 1.0 s cold against 0.2 s compiled, so a pass over 2M x 8 loses about
     * 0.1 s, which the JIT's own compiling during that pass repays. At 2^22 a single-call script at
     * 2M x 8 rows took 8.1 s of CPU with it and 4.9 s without (docs/BENCHMARKS.md, "Warm-up
     * sized to the data"); 2^25 keeps it for 10M rows and more, where it gained (docs/ENGINE.md,
     * "Warm-up"), and leaves a margin above the 2^24 elements of 2M x 8.
     */
    public static final double LARGE_ELEMENTS = 1 << 25;

    /**
     * Script passes (of any thread but the warm-up's) over {@link #SCRIPT_ROWS} rows or more after
     * which a warm-up still running stops: by then the script's own passes compile its loops, and
     * a warm-up that resumes between them takes a core from the next one for a partition each time.
     */
    static final int STOP_AFTER_SCRIPT_PASSES = Integer.getInteger("flashr.engine.warmupStopAfter", 3);
    /** Rows of a script pass that counts toward {@link #STOP_AFTER_SCRIPT_PASSES} (its loops run long enough to compile). */
    static final long SCRIPT_ROWS = 1 << 20;

    private static volatile boolean started;
    /** The warm-up's thread while it runs (its engine has one worker: the caller does all its work). */
    private static volatile Thread thread;
    /** Passes of other threads running now, and ended since the warm-up started. */
    private static final AtomicInteger SCRIPT_PASSES = new AtomicInteger();
    private static final AtomicInteger SCRIPT_PASSES_DONE = new AtomicInteger();

    private Warmup() {}

    /** Whether a matrix (or a draw of random deviates) of this many elements is worth the warm-up. */
    public static boolean pays(double elements) {
        return elements >= LARGE_ELEMENTS;
    }

    /** Starts the warm-up once per JVM (a daemon thread); {@code -Dflashr.engine.warmup=false} turns it off. */
    public static void startInBackground() {
        if (started || !Boolean.parseBoolean(System.getProperty("flashr.engine.warmup", "true"))) return;
        synchronized (Warmup.class) {
            if (started) return;
            started = true;
        }
        start(Warmup::exercise);
    }

    /** Runs {@code work} as the warm-up (a daemon thread that gives way to the script's passes). */
    static Thread start(Runnable work) {
        SCRIPT_PASSES_DONE.set(0);
        Thread t = new Thread(() -> run(work), "flashr-warmup");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        thread = t;
        t.start();
        return t;
    }

    private static void run(Runnable work) {
        EngineWork.begin();
        try {
            work.run();
        } catch (Stopped done) {
            // the script's own passes have taken over
        } finally {
            thread = null;
            EngineWork.end();
        }
    }

    /**
     * A pass of the script (any thread but the warm-up's) begins: the warm-up waits until it ends
     * ({@link #scriptPassEnded} in a finally). On 2 cores a warm-up running beside the script's
     * first passes doubled them: sum(X) of 20M x 8 took 0.19 s against 0.09 once it was done.
     */
    static boolean scriptPassBegins() {
        if (thread == null || Thread.currentThread() == thread) return false;
        SCRIPT_PASSES.incrementAndGet();
        return true;
    }

    /** A script's pass over {@code rows} rows has ended (passes of fewer than {@link #SCRIPT_ROWS} warm nothing much). */
    static void scriptPassEnded(long rows) {
        if (rows >= SCRIPT_ROWS) SCRIPT_PASSES_DONE.incrementAndGet();
        if (SCRIPT_PASSES.decrementAndGet() == 0) {
            Thread t = thread;
            if (t != null) LockSupport.unpark(t);
        }
    }

    /**
     * Where the warm-up gives way (before each of its partitions and steps): it waits while a
     * script's pass runs, not counted as engine work meanwhile (its thread is parked), and stops
     * for good once the script has run {@link #STOP_AFTER_SCRIPT_PASSES} passes.
     */
    static void yieldToScript() {
        if (Thread.currentThread() != thread) return;
        if (SCRIPT_PASSES_DONE.get() >= STOP_AFTER_SCRIPT_PASSES) throw new Stopped();
        if (SCRIPT_PASSES.get() == 0) return;
        EngineWork.end();
        try {
            while (SCRIPT_PASSES.get() > 0) LockSupport.parkNanos(10_000_000L);
        } finally {
            EngineWork.begin();
        }
        if (SCRIPT_PASSES_DONE.get() >= STOP_AFTER_SCRIPT_PASSES) throw new Stopped();
    }

    /**
     * Where the loops called directly (not through passes) give way: waits while a script's pass
     * runs, but never stops them half done (the logistic loop would not be due).
     */
    static void waitForScript() {
        if (Thread.currentThread() != thread || SCRIPT_PASSES.get() == 0) return;
        EngineWork.end();
        try {
            while (SCRIPT_PASSES.get() > 0) LockSupport.parkNanos(10_000_000L);
        } finally {
            EngineWork.begin();
        }
    }

    /** Ends the warm-up from inside its passes (a pass passes it on as its failure). */
    private static final class Stopped extends RuntimeException {
        Stopped() { super(null, null, false, false); }
    }

    /**
     * Passes of each sum in {@link #sumPasses}: their loops' thresholds are scaled (Boot.EARLY_COMPILED),
     * a few suffice, and each one delays the k-means loops' warming below.
     */
    static final int SUM_PASSES = Integer.getInteger("flashr.engine.warmupSumPasses", 6);
    /**
     * Rows of {@link #sumPasses}' matrix: 8 runs of 512 a column (a Pcache step's), 384 lane sums in
     * 6 passes, past C2's scaled thresholds; their cold passes (the vector loops interpreted at
     * first) are what the k-means loops' warming below waits for: with 2^16 rows a first k-means
     * pass took 0.2 CPU s more.
     */
    static final int SUM_ROWS = 1 << 12;

    /**
     * sum, colSums and an element-wise chain's sum of an R matrix (a Java array the engine reads in
     * place), each alone in its pass (as a script's {@code sum(X)} is), {@link #SUM_PASSES} times.
     * An array, not an engine store: the lane sums take either as a MemorySegment, and C2's code
     * for one kind trapped on the other, so warmed on off-heap stores, a script's sums of an R
     * matrix recompiled laneSum three times in their steady calls (20 sums of 20M x 8: 2.4 CPU s
     * against 1.3). The chain's ops are not the peers' (its generated class is one per shape):
     * what it warms is what every chain feeding a sum runs (the sink's column hand-over, the lane
     * sums of arrays). Stopped by the script like the passes below, but then the rest of the
     * warm-up still runs its direct calls.
     */
    private static void sumPasses(Engine e, Matrix x) {
        try {
            for (int rep = 0; rep < SUM_PASSES; rep++) {
                yieldToScript();
                e.materialize(e.agg(x, AggOp.SUM));
                e.materialize(e.aggCol(x, AggOp.SUM));
                e.materialize(e.agg(e.mapply(e.mapply(e.sapply(x, UnaryOp.ABS), 3.0, BinaryOp.MUL), 0.5, BinaryOp.SUB), AggOp.SUM));
            }
        } catch (Stopped done) {
            // the script's passes run these loops now
        } catch (RuntimeException failed) {
            if (!(failed.getCause() instanceof Stopped)) throw failed;
        }
    }

    private static void exercise() {
        try (Engine e = new Engine(EngineConfig.builder().threads(1).partitionRows(1 << 13).memoryBudget(256L << 20).callerWorks(true).build())) {
            e.setPassDefaults(() -> new Cancellation(Warmup::yieldToScript), null);
            int n = 1 << 16, p = 8, k = 5;
            double[] data = new double[n * p];
            for (int i = 0; i < data.length; i++) data[i] = Math.sin(i * 0.37) * 3;
            // copying an R vector in scans it for its extremes, in pieces of 16K: first thing a script does
            for (int rep = 0; rep < 3; rep++)
                for (int off = 0; off + (1 << 14) <= data.length; off += 1 << 14) ArrayExtremes.ofDoubles(data, off, 1 << 14);
            // sums of a stored matrix first, each alone in its pass (the lane sums on segments,
            // colSums' runs, a chain feeding its sum): a script's first calls are most often these,
            // and queued behind the long compiles below (the logistic loop's: 2.5 s of the one C2
            // thread) their loops ran C1's code through sum(X)'s first pass and into its second
            sumPasses(e, e.viewOfArray(java.util.Arrays.copyOf(data, SUM_ROWS * p), null, ElementType.DOUBLE, SUM_ROWS, p));
            Matrix x = e.fromArray(data, n, p);
            // the k-means step's fold and grouped sums, then the logistic gradient's fused loop (a
            // gradient alone in its pass; cold, it costs more than the node-by-node path), called
            // directly first: 0.1 and 0.5-0.8 s, done while a script still draws its data, where
            // the engine passes below are often cut short by the script's own passes (a first
            // k-means pass at 20M x 8 then ran its fold cold: 2.1-2.3 CPU s against 0.8 later).
            // They wait while a script's pass runs but do not stop.
            KernelWarm.kMeansLoops(Warmup::waitForScript);
            // rowsum's and tabulate's groupby partials, 10 groups then 5 (the passes' k below: a
            // k that sums2 had not seen trapped its compiled code, compiled again in k-means's pass)
            GroupbyWarm.calls(600, p, 10, Warmup::waitForScript);
            GroupbyWarm.calls(100, p, k, Warmup::waitForScript);
            LogisticStep.warmLoop(Warmup::waitForScript);
            yieldToScript();
            double[] c = new double[k * p];
            for (int i = 0; i < c.length; i++) c[i] = Math.cos(i);
            Matrix centers = e.fromArray(c, k, p);
            Matrix norms = e.aggRow(e.sapply(centers, UnaryOp.ABS), AggOp.SUM);
            Matrix w = e.fromArray(new double[] {0.1, -0.2, 0.3, -0.1, 0.05, 0.2, -0.3, 0.1}, p, 1);
            Matrix y = e.mapply(e.sapply(e.aggRow(x, AggOp.SUM), UnaryOp.ABS), 1.0, BinaryOp.GT);
            for (int it = 0; it < 30; it++) {
                yieldToScript();
                // a k-means step: distances, nearest center (stored), grouped sums and counts
                Matrix d = e.sweep(e.mapply(-2.0, e.innerProd(x, centers.t(), BinaryOp.MUL, BinaryOp.ADD), BinaryOp.MUL), 2, norms, BinaryOp.ADD, false);
                // FlashR's k-means: squared distances as an inner product
                Matrix near = e.aggRow(e.innerProd(x, centers.t(), BinaryOp.EUCLIDEAN, BinaryOp.ADD), AggOp.WHICH_MIN);
                Matrix labels = e.aggRow(d, AggOp.WHICH_MIN);
                e.setCache(labels, true);
                Matrix sums = e.groupbyRow(x, labels, k, AggOp.SUM);
                Matrix counts = e.groupbyRow(e.constant(n, 1, 1, ElementType.INTEGER), labels, k, AggOp.SUM);
                // a logistic-regression gradient and cost: exp, log, crossprod, sums
                Matrix xw = e.innerProd(x, w, BinaryOp.MUL, BinaryOp.ADD);
                Matrix prob = e.mapply(1.0, e.mapply(e.sapply(e.sapply(xw, UnaryOp.NEG), UnaryOp.EXP), 1.0, BinaryOp.ADD), BinaryOp.DIV);
                Matrix grad = e.innerProd(x.t(), e.mapply(prob, y, BinaryOp.SUB), BinaryOp.MUL, BinaryOp.ADD);
                Matrix cost = e.agg(e.sapply(e.mapply(e.sapply(xw, UnaryOp.EXP), 1.0, BinaryOp.ADD), UnaryOp.LOG), AggOp.SUM);
                // column statistics and element-wise aggregates
                Matrix colSums = e.aggCol(x, AggOp.SUM), xtx = e.innerProd(x.t(), x, BinaryOp.MUL, BinaryOp.ADD);
                Matrix range = e.agg(e.sapply(x, UnaryOp.SQRT), AggOp.MAX), low = e.agg(x, AggOp.MIN);
                e.materialize(sums, counts, grad, cost, colSums, xtx, range, low, e.groupbyRow(x, near, k, AggOp.SUM));
            }
        } catch (Stopped done) {
            throw done;
        } catch (RuntimeException | OutOfMemoryError ignored) {
            // a warm-up that cannot run changes nothing but speed
        }
    }
}
