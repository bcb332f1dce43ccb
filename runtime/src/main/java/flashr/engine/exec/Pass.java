package flashr.engine.exec;

import flashr.engine.dag.Node;
import flashr.engine.memory.ChunkPool;
import flashr.engine.memory.MatrixStore;
import flashr.engine.memory.MemStore;
import flashr.engine.type.Layout;
import flashr.linalg.Backend;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs one pass of a plan on a fixed pool of workers: the dispatcher hands out I/O partitions,
 * every worker runs its own kernel on them (partition i of every node on one thread), sinks keep
 * per-worker partials that merge at the end. A failure or a cancellation stops all workers at
 * their next partition and surfaces once; stores allocated for the pass are freed then.
 *
 * <p>Ordered passes (cum.col) follow FlashR's protocol: a worker computes partition i only when
 * partitions before it are complete (a shared turn); otherwise it keeps i pending and takes the
 * next one, and sleeps only when it holds {@code maxPending} pending partitions.
 */
public final class Pass {
    /** What a pass produced. */
    public record Result(MatrixStore[] stores, MemStore[] sinks, GroupResult groupResult, Stats stats) { }

    /** Figures of a finished pass: its partitions, Pcache rows, and the largest worker's buffer bytes. */
    public record Stats(long partitions, int pcacheRows, int threads, long maxBufferBytesPerWorker, int nodes, long partitionsRunAhead) { }

    private final PassPlan plan;
    private final ExecutorService pool;
    private final int threads;
    private final KernelFactory factory;
    private final ChunkPool memory;
    private final Cancellation cancel;
    private final ProgressListener progress;
    private final int runLength;
    private final int maxPending;
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final AtomicLong done = new AtomicLong();
    private final AtomicLong turn = new AtomicLong();
    private final AtomicLong ranAhead = new AtomicLong();
    /**
     * Whether ordered passes may hand a turn on before the partition's rows are written
     * ({@link Kernel#takeTurn}); {@code -Dflashr.engine.splitTurns=false} completes every
     * partition at its turn, as before (for comparisons).
     */
    private static final boolean SPLIT_TURNS = Boolean.parseBoolean(System.getProperty("flashr.engine.splitTurns", "true"));
    /**
     * Ordered passes: per worker, the partition whose turn it waits for (-1: none), and its
     * thread. The turn is handed over by unparking only a worker waiting for it, outside any
     * lock: a worker holds runs of partitions, so most turns pass to the same worker, and the
     * wake-up under a monitor (notifyAll, then the monitor's exit) got the waker preempted on a
     * loaded machine while it held the lock (docs/BENCHMARKS.md, "cumsum(X[, 1]): what the
     * ordered pass waits on"). The volatile turn publishes the shared running values.
     */
    private final java.util.concurrent.atomic.AtomicLongArray waitingFor;
    private final Thread[] waiters;
    /** Sink partials of the runs of partitions, merged in partition order as they complete. */
    private final PartialMerger batches;
    /** Makes the store of a pass's tall target (in memory, or in files). */
    private final StoreMaker storeMaker;
    /** Stored inputs in files, read ahead of the workers; empty when all data is in memory. */
    private final List<MatrixStore> fileInputs = new ArrayList<>();
    /** The columns the pass reads of each of {@link #fileInputs} (null: all). */
    private final List<int[]> fileInputColumns = new ArrayList<>();
    private final int ioDepth;
    /** Whether the calling thread works on the pass beside the pool ({@link #runWithCaller}). */
    private boolean callerWorks;

    /** Makes the store a tall target of the pass is written to. */
    @FunctionalInterface
    public interface StoreMaker { MatrixStore make(Node root, int partRows); }

    public Pass(PassPlan plan, ExecutorService pool, int threads, KernelFactory factory, ChunkPool memory,
                Cancellation cancel, ProgressListener progress, int runLength, int maxPending) {
        this(plan, pool, threads, factory, memory, cancel, progress, runLength, maxPending,
                (r, partRows) -> new MemStore(memory, r.nrow, r.ncol, r.type, Layout.COL_MAJOR, partRows), 0);
    }

    /**
     * A pass whose tall targets go where storeMaker puts them and whose inputs in files are read
     * ioDepth partitions ahead of each worker.
     */
    public Pass(PassPlan plan, ExecutorService pool, int threads, KernelFactory factory, ChunkPool memory,
                Cancellation cancel, ProgressListener progress, int runLength, int maxPending, StoreMaker storeMaker, int ioDepth) {
        this.storeMaker = storeMaker;
        this.ioDepth = ioDepth;
        this.batches = new PartialMerger(4 * threads);
        this.plan = plan;
        this.pool = pool;
        this.threads = threads;
        this.factory = factory;
        this.memory = memory;
        this.cancel = cancel == null ? new Cancellation() : cancel;
        this.progress = progress == null ? ProgressListener.NONE : progress;
        this.runLength = runLength;
        this.maxPending = Math.max(1, maxPending);
        this.waitingFor = new java.util.concurrent.atomic.AtomicLongArray(Math.max(1, threads));
        for (int w = 0; w < waitingFor.length(); w++) waitingFor.set(w, -1);
        this.waiters = new Thread[Math.max(1, threads)];
    }

    /** The calling thread works on the pass beside the pool's threads (see {@link #runWithCaller}). */
    public Pass callerWorks(boolean v) {
        callerWorks = v;
        return this;
    }

    public Result run() {
        MatrixStore[] stores = new MatrixStore[plan.storeRoots.size()];
        List<MatrixStore> allocated = new ArrayList<>();
        boolean started = false;
        try {
            for (int s = 0; s < stores.length; s++) {
                Node r = plan.storeRoots.get(s);
                stores[s] = storeMaker.make(r, plan.partRows);
                allocated.add(stores[s]);
            }
            if (ioDepth > 0) collectFileInputs();
            progress.passStarted(plan.partitions, plan.inputBytes(), plan::describe);
            started = true;
            if (progress.wantsKernelPlan()) progress.kernelPlan(factory.describe(plan));
            PassState shared = new PassState(plan);
            Dispatcher dispatcher = new Dispatcher(plan.partitions, threads, plan.ordered ? 1 : runLength);
            Kernel[] kernels = new Kernel[threads];
            List<Future<?>> futures = new ArrayList<>();
            // the workers call the BLAS at once: each call on its worker's thread alone
            List<Backend.ConcurrentUse> blas = new ArrayList<>();
            for (Backend b : plan.blasBackends()) blas.add(b.concurrentUse());
            try {
                if (callerWorks) runWithCaller(kernels, shared, stores, dispatcher);
                else {
                    for (int t = 0; t < threads; t++) {
                        int w = t;
                        futures.add(pool.submit(() -> work(w, kernels, shared, stores, dispatcher)));
                    }
                    awaitWorkers(futures);
                }
            } finally {
                blas.forEach(Backend.ConcurrentUse::close);
            }
            Throwable err = failure.get();
            if (err == null && cancel.isCancelled()) err = new PassCancelledException();
            if (err != null) {
                if (err instanceof PassCancelledException pc) throw pc;
                if (err instanceof flashr.engine.memory.MemoryBudgetExceededException mb) throw mb;
                throw new PassFailedException(err);
            }
            // stores in files: the last partitions go out, the files are completed (a failed write is the pass's)
            try {
                for (MatrixStore s : stores) s.finishWrites();
            } catch (RuntimeException e) {
                throw new PassFailedException(e);
            }
            int ns = plan.sinkRoots.size();
            MemStore[] sinks = new MemStore[ns];
            // the runs' partials, merged in partition order (none: a pass over no rows)
            SinkPartial[] all = batches.result();
            if (all == null) all = kernels[0].takePartials();
            for (int s = 0; s < ns; s++) {
                SinkPartial merged = all[s];
                Node sink = plan.sinkRoots.get(s);
                sinks[s] = new MemStore(memory, sink.nrow, sink.ncol, sink.type, Layout.COL_MAJOR, plan.partRows);
                allocated.add(sinks[s]);
                merged.finish(sinks[s]);
            }
            GroupResult gr = null;
            if (plan.groupbyInput != null) {
                GroupbyValuesPartial merged = (GroupbyValuesPartial) all[ns];
                merged.finish(null);
                gr = merged.result();
            }
            allocated.clear();
            long maxBuf = 0;
            for (Kernel k : kernels) if (k != null) maxBuf = Math.max(maxBuf, k.bufferBytes());
            return new Result(stores, sinks, gr, new Stats(plan.partitions, plan.pcRows, threads, maxBuf, plan.nodes.size(), ranAhead.get()));
        } finally {
            for (MatrixStore s : allocated) s.free();
            if (started) progress.passEnded();
        }
    }

    /**
     * The calling thread is worker 0 and the pool's threads the others: a pass over a few
     * partitions is done before a helper has even woken (on a busy machine that can take
     * milliseconds), and one over many is shared as before. A helper that has not started when
     * the partitions run out is called off, so the caller never waits for a thread that has
     * nothing to do. The runs and their partials are the dispatcher's whichever thread takes them,
     * so the results are the same bits.
     */
    private void runWithCaller(Kernel[] kernels, PassState shared, MatrixStore[] stores, Dispatcher dispatcher) {
        int helpers = plan.partitions > 1 ? threads - 1 : 0;
        AtomicBoolean[] claimed = new AtomicBoolean[helpers];
        List<Future<?>> futures = new ArrayList<>();
        for (int h = 0; h < helpers; h++) {
            AtomicBoolean claim = claimed[h] = new AtomicBoolean();
            int w = h + 1;
            futures.add(pool.submit(() -> {
                if (claim.compareAndSet(false, true)) work(w, kernels, shared, stores, dispatcher);
            }));
        }
        work(0, kernels, shared, stores, dispatcher);
        // an interrupt of the caller cancels the pass, as while it waits for the workers
        boolean interrupted = Thread.interrupted();
        if (interrupted) cancel.cancel();
        List<Future<?>> started = new ArrayList<>();
        for (int h = 0; h < helpers; h++) {
            if (claimed[h].compareAndSet(false, true)) futures.get(h).cancel(false);
            else started.add(futures.get(h));
        }
        awaitWorkers(started);
        if (interrupted) Thread.currentThread().interrupt();
    }

    /**
     * Waits until every worker has stopped: stores are freed only after that. An interrupt of the
     * waiting thread cancels the pass and is passed on once the workers are done.
     */
    private void awaitWorkers(List<Future<?>> futures) {
        boolean interrupted = false;
        for (Future<?> f : futures) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (ExecutionException e) {
                    failure.compareAndSet(null, e.getCause());
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    cancel.cancel();
                }
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }

    private void work(int w, Kernel[] kernels, PassState shared, MatrixStore[] stores, Dispatcher dispatcher) {
        try {
            Kernel k = factory.create(plan, shared, stores);
            kernels[w] = k;
            if (plan.ordered) workOrdered(w, k, dispatcher);
            else if (!fileInputs.isEmpty()) workReadingAhead(k, dispatcher);
            else {
                long[] run;
                while ((run = dispatcher.nextRun()) != null) {
                    for (long p = run[0]; p < run[0] + run[1]; p++) {
                        checkStop();
                        k.runPartition(p);
                        progress.progress(done.incrementAndGet(), plan.partitions);
                    }
                    batches.add(run[0], run[1], handOver(k), dispatcher.inOrder(), this::stopping);
                }
            }
        } catch (Throwable e) {
            // the calling thread interrupted while it waits for its turn: the pass is cancelled
            if (e instanceof InterruptedException) Thread.currentThread().interrupt();
            else failure.compareAndSet(null, e);
            cancel.cancel();
            for (Thread t : waiters) if (t != null) java.util.concurrent.locks.LockSupport.unpark(t);
        }
    }

    /** The worker's partials at the end of a run, with any work they held back done. */
    private static SinkPartial[] handOver(Kernel k) {
        SinkPartial[] ps = k.takePartials();
        if (ps != null) for (SinkPartial p : ps) if (p != null) p.endRun();
        return ps;
    }

    /**
     * A worker of an ordered pass. A partition prepared ahead whose turn the kernel can take
     * without its rows ({@link Kernel#takeTurn}: the running values moved past it in O(1)) hands
     * the turn on at once and is written while the next turn runs; then partitions taken at
     * their turn are prepared ahead too, so that no turn waits on a partition's rows. Any other
     * partition is completed at its turn, and the turn passed on after it.
     */
    private void workOrdered(int w, Kernel k, Dispatcher dispatcher) throws InterruptedException {
        TreeSet<Long> pending = new TreeSet<>();
        java.util.Map<Long, Object> ahead = new java.util.HashMap<>();
        boolean exhausted = false;
        // (off while the data does not allow it: NaN, or sums that round, take their turns whole)
        boolean split = SPLIT_TURNS && threads > 1 && k.splitsTurns();
        while (true) {
            checkStop();
            if (!pending.isEmpty() && pending.first() == turn.get()) {
                long p = pending.pollFirst();
                prefetch(p, 1);
                Object a = ahead.remove(p);
                boolean early = SPLIT_TURNS && a != null && k.takeTurn(p, a);
                if (a != null && threads > 1) split = early;
                if (early) passTurn(p + 1);
                k.runPartition(p, a);
                batches.add(p, 1, handOver(k), false, this::stopping);
                if (!early) passTurn(p + 1);
                progress.progress(done.incrementAndGet(), plan.partitions);
                continue;
            }
            if (!exhausted && pending.size() < maxPending) {
                long[] run = dispatcher.nextRun();
                if (run == null) exhausted = true;
                else {
                    for (long p = run[0]; p < run[0] + run[1]; p++) {
                        pending.add(p);
                        // local results while the predecessor is not done (FlashR's protocol)
                        if (split || p != turn.get()) { Object a = k.prepareAhead(p); if (a != null) { ahead.put(p, a); if (p != turn.get()) ranAhead.incrementAndGet(); } }
                    }
                    continue;
                }
            }
            if (pending.isEmpty()) return;
            awaitTurn(w, pending.first());
        }
    }

    /** Makes partition next's turn current and wakes the worker waiting for it, if any. */
    private void passTurn(long next) {
        turn.set(next);
        for (int w = 0; w < waiters.length; w++)
            if (waitingFor.get(w) == next) java.util.concurrent.locks.LockSupport.unpark(waiters[w]);
    }

    /**
     * Worker w sleeps until partition want's turn comes or the pass stops. It says what it waits
     * for before it looks at the turn, and passTurn sets the turn before it looks who waits, so
     * one of the two sees the other (an unpark before the park is kept as a permit).
     */
    private void awaitTurn(int w, long want) throws InterruptedException {
        waiters[w] = Thread.currentThread();
        waitingFor.set(w, want);
        try {
            while (turn.get() != want && !stopping()) {
                java.util.concurrent.locks.LockSupport.parkNanos(this, 50_000_000L);
                // the calling thread interrupted while it waits: the pass is cancelled (work's catch)
                if (Thread.interrupted()) throw new InterruptedException();
            }
        } finally {
            waitingFor.set(w, -1);
        }
    }

    /**
     * The unordered loop when inputs are in files: the worker asks for the next run of partitions
     * before it reaches the end of the current one, and keeps ioDepth partitions read ahead.
     */
    private void workReadingAhead(Kernel k, Dispatcher dispatcher) throws InterruptedException {
        long[] run = dispatcher.nextRun();
        long[] following = null;
        if (run != null) prefetch(run[0], (int) Math.min(run[1], ioDepth));
        while (run != null) {
            long end = run[0] + run[1];
            for (long p = run[0]; p < end; p++) {
                checkStop();
                long want = p + 1 + ioDepth;
                if (want > end && following == null) following = dispatcher.nextRun();
                prefetch(p + 1, (int) Math.min(ioDepth, end - p - 1));
                if (following != null && want > end) prefetch(following[0], (int) Math.min(following[1], want - end));
                k.runPartition(p);
                progress.progress(done.incrementAndGet(), plan.partitions);
            }
            // may pause for slower workers only while holding no run they could wait for
            batches.add(run[0], run[1], handOver(k), following == null && dispatcher.inOrder(), this::stopping);
            run = following != null ? following : dispatcher.nextRun();
            following = null;
        }
    }

    private void prefetch(long p0, int n) {
        if (n > 0) for (int i = 0; i < fileInputs.size(); i++) fileInputs.get(i).prefetch(p0, n, fileInputColumns.get(i));
    }

    /**
     * Inputs of the pass held in files and partitioned as the pass is, with the columns the pass
     * reads of each (null: all): a materialized node is read whole, a column selection of one
     * reads its columns; read-ahead then reads only those (the blocks of a block matrix that hold
     * them, the columns alone of a column-major store where that reads fewer bytes).
     */
    private void collectFileInputs() {
        java.util.Map<MatrixStore, java.util.BitSet> used = new java.util.IdentityHashMap<>();
        java.util.Set<MatrixStore> whole = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Node x : plan.nodes) {
            boolean select = x instanceof flashr.engine.dag.SelectColsNode sc && sc.in.isMaterialized() && !x.isMaterialized();
            Node in = select ? ((flashr.engine.dag.SelectColsNode) x).in : x;
            MatrixStore s = in.isMaterialized() ? in.data() : null;
            if (s == null || s.inMemory() || s.partRows != plan.partRows || s.numPartitions() != plan.partitions) continue;
            if (!used.containsKey(s)) { fileInputs.add(s); used.put(s, new java.util.BitSet()); }
            if (select) for (int c : ((flashr.engine.dag.SelectColsNode) x).cols) used.get(s).set(c);
            else whole.add(s);
        }
        for (MatrixStore s : fileInputs)
            fileInputColumns.add(whole.contains(s) || used.get(s).cardinality() >= s.ncol ? null : used.get(s).stream().toArray());
    }

    private boolean stopping() { return failure.get() != null || cancel.isCancelled(); }

    /** Most runs of partials that waited for a slower worker at once (tests: bounded). */
    public int peakWaitingPartials() { return batches.peakWaiting(); }

    private void checkStop() {
        cancel.pausePoint();
        if (failure.get() != null || cancel.isCancelled()) throw new PassCancelledException();
    }
}
