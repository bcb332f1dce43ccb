package flashr.bench;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Effective GB/s (bytes of X read once / median time) of engine workloads on X = n x 8 doubles in
 * memory, next to the memory read bandwidth measured in the same run. Usage:
 * {@code EngineBench [rows=4000000] [threads=2] [reps=5] [virtualRows=100000000]}.
 */
public final class EngineBench {
    public static void main(String[] args) throws Exception {
        long n = args.length > 0 ? Long.parseLong(args[0]) : 4_000_000L;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        long virtualRows = args.length > 3 ? Long.parseLong(args[3]) : 100_000_000L;
        int p = 8;
        threadsForBandwidth = threads;
        long bytes = n * p * 8;
        System.out.printf("flashr engine bench: X = %d x %d doubles (%.2f GB), %d threads, median of %d%n", n, p, bytes / 1e9, threads, reps);
        double bw = ReadBandwidth.measure(Math.max(bytes, 512L << 20), threads, 5) ;
        System.out.printf("memory read bandwidth (Java, %d threads): %.1f GB/s%n", threads, bw);
        try (Engine e = new Engine(EngineConfig.builder().threads(threads).memoryBudget(Math.max(4L << 30, bytes * 3))
                .pcacheBytes(Long.getLong("flashr.pcache", 32 << 10)).partitionRows(Integer.getInteger("flashr.partRows", 1 << 14)).build())) {
            long t0 = System.nanoTime();
            Matrix x = e.runif(n, p, -1, 1, 42);
            e.materialize(x);
            System.out.printf("generate X (runif, materialize): %.2f s%n", (System.nanoTime() - t0) / 1e9);
            Matrix y = e.mapply(e.runif(n, 1, 0, 1, 7), 0.5, BinaryOp.GT);
            e.materialize(y);
            Matrix w = e.fromArray(new double[] {0.1, -0.2, 0.3, -0.1, 0.05, 0.2, -0.3, 0.1}, p, 1);
            double[] centers = new double[10 * p];
            for (int k = 0; k < centers.length; k++) centers[k] = Math.sin(k) * 0.5;
            Matrix c = e.fromArray(centers, 10, p);

            report("sum(X)", bytes, bw, reps, () -> e.agg(x, AggOp.SUM), e);
            report("colSums(X)", bytes, bw, reps, () -> e.aggCol(x, AggOp.SUM), e);
            report("crossprod(X)", bytes, bw, reps, () -> e.innerProd(x.t(), x, BinaryOp.MUL, BinaryOp.ADD), e);
            report("sum(sqrt(abs(X))*2+1)", bytes, bw, reps, () -> e.agg(sqrtAbs(e, x), AggOp.SUM), e);
            report("k-means step (k=10)", bytes, bw, reps, () -> kmeans(e, x, c), e);
            report("logistic-regression gradient", bytes, bw, reps, () -> logregGradient(e, x, y, w), e);
            double[] cNorms = new double[10];
            for (int k = 0; k < 10; k++) for (int j = 0; j < p; j++) cNorms[k] += centers[j * 10 + k] * centers[j * 10 + k];
            Matrix cc = e.fromArray(cNorms, 10, 1);
            report("k-means step, X %*% t(C) form", bytes, bw, reps, () -> kmeansByProduct(e, x, c, cc), e);

            // peak memory of a virtual 100M x 8 random matrix
            e.memory().trim();
            long poolBefore = e.memory().bytesInUse();
            Matrix r = e.runif(virtualRows, p, -1, 1, 9);
            Matrix s = e.agg(sqrtAbs(e, r), AggOp.SUM);
            HeapSampler hs = new HeapSampler();
            hs.start();
            long t1 = System.nanoTime();
            e.materialize(s);
            double sec = (System.nanoTime() - t1) / 1e9;
            hs.stopNow();
            var st = e.lastPassStats();
            System.out.printf("virtual pass: %d partitions, %d DAG nodes, Pcache blocks of %d rows, largest worker buffer set %d bytes (%d threads)%n",
                    st.partitions(), st.nodes(), st.pcacheRows(), st.maxBufferBytesPerWorker(), st.threads());
            System.out.printf("virtual %d x %d runif, sum(sqrt(abs(R))*2+1) = %.6g in %.2f s (%.2f GB of virtual data, %.2f GB/s); "
                            + "off-heap pool growth %d bytes, heap peak above baseline %.1f MB%n",
                    virtualRows, p, s.toDoubleArray()[0], sec, virtualRows * p * 8 / 1e9, virtualRows * p * 8 / 1e9 / sec,
                    Math.max(0, e.memory().peakBytes() - poolBefore), hs.peakAboveBaseline() / 1e6);
        }
    }

    static Matrix sqrtAbs(Engine e, Matrix x) {
        return e.mapply(e.mapply(e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), 1.0, BinaryOp.ADD);
    }

    /** One k-means step: distances to centers, nearest center, per-cluster sums and counts (one pass). */
    static Matrix[] kmeans(Engine e, Matrix x, Matrix c) {
        Matrix d = e.innerProd(x, c.t(), BinaryOp.EUCLIDEAN, BinaryOp.ADD);
        Matrix i = e.aggRow(d, AggOp.WHICH_MIN);
        Matrix sums = e.groupbyRow(x, i, 10, AggOp.SUM);
        Matrix counts = e.groupbyRow(e.selectCols(x, new int[] {0}), i, 10, AggOp.COUNT);
        return new Matrix[] {sums, counts};
    }

    /**
     * The k-means step as R code writes it with a matrix product: which.min over the rows of
     * sweep(-2 * X %*% t(C), 2, rowSums(C^2), "+") (rowSums(X^2) does not change the minimum),
     * then per-cluster sums and counts.
     */
    static Matrix[] kmeansByProduct(Engine e, Matrix x, Matrix c, Matrix cNorms) {
        Matrix prod = e.innerProd(x, c.t(), BinaryOp.MUL, BinaryOp.ADD);
        Matrix d = e.sweep(e.mapply(prod, -2.0, BinaryOp.MUL), 2, cNorms, BinaryOp.ADD, false);
        Matrix i = e.aggRow(d, AggOp.WHICH_MIN);
        Matrix sums = e.groupbyRow(x, i, 10, AggOp.SUM);
        Matrix counts = e.groupbyRow(e.selectCols(x, new int[] {0}), i, 10, AggOp.COUNT);
        return new Matrix[] {sums, counts};
    }

    /** t(X) %*% (1 / (1 + exp(-X %*% w)) - y). */
    static Matrix logregGradient(Engine e, Matrix x, Matrix y, Matrix w) {
        Matrix z = e.innerProd(x, w, BinaryOp.MUL, BinaryOp.ADD);
        Matrix s = e.mapply(1.0, e.mapply(e.sapply(e.sapply(z, UnaryOp.NEG), UnaryOp.EXP), 1.0, BinaryOp.ADD), BinaryOp.DIV);
        Matrix r = e.mapply(s, y, BinaryOp.SUB);
        return e.innerProd(x.t(), r, BinaryOp.MUL, BinaryOp.ADD);
    }

    private static int threadsForBandwidth = 2;

    private static void report(String name, long bytes, double bwStart, int reps, Supplier<Object> dag, Engine e) throws Exception {
        // the machine is shared: measure the read bandwidth again right before each workload
        double bw = ReadBandwidth.measure(512L << 20, threadsForBandwidth, 3);
        double[] t = new double[reps];
        for (int r = -2; r < reps; r++) {
            Object o = dag.get();
            Matrix[] ms = o instanceof Matrix m ? new Matrix[] {m} : (Matrix[]) o;
            long t0 = System.nanoTime();
            e.materialize(ms);
            for (Matrix m : ms) consume(m);
            if (r >= 0) t[r] = (System.nanoTime() - t0) / 1e9;
        }
        Arrays.sort(t);
        double med = t[reps / 2];
        double gbs = bytes / med / 1e9;
        System.out.printf("%-32s %8.4f s  %6.2f GB/s  %5.1f%% of read bandwidth (%.1f GB/s just before)%n", name, med, gbs, 100 * gbs / bw, bw);
    }

    private static void consume(Matrix m) {
        if (m.type() == ElementType.DOUBLE) { if (m.toDoubleArray().length < 0) throw new AssertionError(); }
        else if (m.toIntArray().length < 0) throw new AssertionError();
    }

    /** Samples used heap every millisecond to find the peak during a pass. */
    static final class HeapSampler extends Thread {
        private volatile boolean running = true;
        private long baseline, peak;

        HeapSampler() { setDaemon(true); System.gc(); baseline = used(); }

        private static long used() { Runtime rt = Runtime.getRuntime(); return rt.totalMemory() - rt.freeMemory(); }

        @Override public void run() {
            while (running) { peak = Math.max(peak, used()); try { Thread.sleep(1); } catch (InterruptedException e) { return; } }
        }

        void stopSampling() { running = false; }

        long peakAboveBaseline() { return Math.max(0, peak - baseline); }

        void stopNow() { stopSampling(); try { join(); } catch (InterruptedException ignored) { } }
    }
}
