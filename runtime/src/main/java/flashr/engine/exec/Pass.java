package flashr.engine.exec;

import flashr.engine.dag.Node;
import flashr.engine.memory.ChunkPool;
import flashr.engine.memory.MatrixStore;
import flashr.engine.memory.MemStore;
import flashr.engine.type.Layout;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
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
    private final Object turnLock = new Object();
    /** Sink partials of each run of partitions, by its first partition (merged in that order). */
    private final java.util.concurrent.ConcurrentSkipListMap<Long, SinkPartial[]> batches = new java.util.concurrent.ConcurrentSkipListMap<>();

    public Pass(PassPlan plan, ExecutorService pool, int threads, KernelFactory factory, ChunkPool memory,
                Cancellation cancel, ProgressListener progress, int runLength, int maxPending) {
        this.plan = plan;
        this.pool = pool;
        this.threads = threads;
        this.factory = factory;
        this.memory = memory;
        this.cancel = cancel == null ? new Cancellation() : cancel;
        this.progress = progress == null ? ProgressListener.NONE : progress;
        this.runLength = runLength;
        this.maxPending = Math.max(1, maxPending);
    }

    public Result run() {
        MatrixStore[] stores = new MatrixStore[plan.storeRoots.size()];
        List<MatrixStore> allocated = new ArrayList<>();
        boolean started = false;
        try {
            for (int s = 0; s < stores.length; s++) {
                Node r = plan.storeRoots.get(s);
                stores[s] = new MemStore(memory, r.nrow, r.ncol, r.type, Layout.COL_MAJOR, plan.partRows);
                allocated.add(stores[s]);
            }
            progress.passStarted(plan.partitions, plan.inputBytes(), plan.describe());
            started = true;
            PassState shared = new PassState(plan);
            Dispatcher dispatcher = new Dispatcher(plan.partitions, threads, plan.ordered ? 1 : runLength);
            Kernel[] kernels = new Kernel[threads];
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int w = t;
                futures.add(pool.submit(() -> work(w, kernels, shared, stores, dispatcher)));
            }
            awaitWorkers(futures);
            Throwable err = failure.get();
            if (err == null && cancel.isCancelled()) err = new PassCancelledException();
            if (err != null) {
                if (err instanceof PassCancelledException pc) throw pc;
                if (err instanceof flashr.engine.memory.MemoryBudgetExceededException mb) throw mb;
                throw new PassFailedException(err);
            }
            int ns = plan.sinkRoots.size();
            MemStore[] sinks = new MemStore[ns];
            // the runs' partials in partition order (none: a pass over no rows)
            List<SinkPartial[]> runs = new ArrayList<>(batches.values());
            if (runs.isEmpty()) runs.add(kernels[0].takePartials());
            for (int s = 0; s < ns; s++) {
                SinkPartial merged = runs.get(0)[s];
                for (int b = 1; b < runs.size(); b++) merged.merge(runs.get(b)[s]);
                Node sink = plan.sinkRoots.get(s);
                sinks[s] = new MemStore(memory, sink.nrow, sink.ncol, sink.type, Layout.COL_MAJOR, plan.partRows);
                allocated.add(sinks[s]);
                merged.finish(sinks[s]);
            }
            GroupResult gr = null;
            if (plan.groupbyInput != null) {
                GroupbyValuesPartial merged = (GroupbyValuesPartial) runs.get(0)[ns];
                for (int b = 1; b < runs.size(); b++) merged.merge(runs.get(b)[ns]);
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
            if (plan.ordered) workOrdered(k, dispatcher);
            else {
                long[] run;
                while ((run = dispatcher.nextRun()) != null) {
                    for (long p = run[0]; p < run[0] + run[1]; p++) {
                        checkStop();
                        k.runPartition(p);
                        progress.progress(done.incrementAndGet(), plan.partitions);
                    }
                    batches.put(run[0], k.takePartials());
                }
            }
        } catch (Throwable e) {
            failure.compareAndSet(null, e);
            cancel.cancel();
            synchronized (turnLock) { turnLock.notifyAll(); }
        }
    }

    private void workOrdered(Kernel k, Dispatcher dispatcher) throws InterruptedException {
        TreeSet<Long> pending = new TreeSet<>();
        java.util.Map<Long, Object> ahead = new java.util.HashMap<>();
        boolean exhausted = false;
        while (true) {
            checkStop();
            if (!pending.isEmpty() && pending.first() == turn.get()) {
                long p = pending.pollFirst();
                k.runPartition(p, ahead.remove(p));
                batches.put(p, k.takePartials());
                synchronized (turnLock) { turn.set(p + 1); turnLock.notifyAll(); }
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
                        if (p != turn.get()) { Object a = k.prepareAhead(p); if (a != null) { ahead.put(p, a); ranAhead.incrementAndGet(); } }
                    }
                    continue;
                }
            }
            if (pending.isEmpty()) return;
            long want = pending.first();
            synchronized (turnLock) {
                while (turn.get() != want && failure.get() == null && !cancel.isCancelled()) turnLock.wait(50);
            }
        }
    }

    private void checkStop() {
        if (failure.get() != null || cancel.isCancelled()) throw new PassCancelledException();
    }
}
