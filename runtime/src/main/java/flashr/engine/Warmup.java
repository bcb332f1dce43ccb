package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;

/**
 * Runs the engine's common kernels on small data in a background thread, so that the JIT has
 * compiled them before the first pass over large data: vector loops run 10-100 times slower
 * before C2 compiles them, and a first pass over 20M rows spends most of its time there
 * (1.0 s against 0.2 s for the same k-means pass later). The work uses an engine of its own,
 * whose matrices and memory are released when it is done; once per JVM. An engine starts it when
 * it first describes a matrix the warm-up {@linkplain #pays pays for}.
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

    private static volatile boolean started;

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
        Thread t = new Thread(Warmup::run, "flashr-warmup");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

    static void run() {
        EngineWork.begin();
        try {
            exercise();
        } finally {
            EngineWork.end();
        }
    }

    private static void exercise() {
        try (Engine e = new Engine(EngineConfig.builder().threads(1).partitionRows(1 << 13).memoryBudget(256L << 20).build())) {
            int n = 1 << 16, p = 8, k = 5;
            double[] data = new double[n * p];
            for (int i = 0; i < data.length; i++) data[i] = Math.sin(i * 0.37) * 3;
            // copying an R vector in scans it for its extremes, in pieces of 16K: first thing a script does
            for (int rep = 0; rep < 3; rep++)
                for (int off = 0; off + (1 << 14) <= data.length; off += 1 << 14) ArrayExtremes.ofDoubles(data, off, 1 << 14);
            Matrix x = e.fromArray(data, n, p);
            double[] c = new double[k * p];
            for (int i = 0; i < c.length; i++) c[i] = Math.cos(i);
            Matrix centers = e.fromArray(c, k, p);
            Matrix norms = e.aggRow(e.sapply(centers, UnaryOp.ABS), AggOp.SUM);
            Matrix w = e.fromArray(new double[] {0.1, -0.2, 0.3, -0.1, 0.05, 0.2, -0.3, 0.1}, p, 1);
            Matrix y = e.mapply(e.sapply(e.aggRow(x, AggOp.SUM), UnaryOp.ABS), 1.0, BinaryOp.GT);
            for (int it = 0; it < 30; it++) {
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
            // the logistic gradient's fused loop (a gradient alone in its pass; cold, it costs more than the node-by-node path)
            flashr.engine.exec.LogisticStep.warmLoop();
        } catch (RuntimeException | OutOfMemoryError ignored) {
            // a warm-up that cannot run changes nothing but speed
        }
    }
}
