package flashr.engine;

import flashr.engine.codegen.CompiledKernels;
import flashr.engine.exec.KernelFactory;
import flashr.engine.storage.StorageSettings;

import java.nio.file.Path;
import java.util.List;

/**
 * Engine settings. {@code partitionRows} is the I/O partition height (a power of two, FlashR uses
 * 16K); {@code pcacheBytes} sizes one node's Pcache block (rows = pcacheBytes / (8 * widest node));
 * {@code memoryBudget} caps off-heap bytes held by matrices; {@code runLength} is how many
 * contiguous partitions the dispatcher hands out at once; {@code maxPending} bounds the partitions a
 * worker defers in ordered (cumulative) passes. {@code kernels} defaults to compiled fusion regions
 * (system property {@code flashr.kernels=compiled|interpreting}). {@code storage} configures the
 * file store (data directories, I/O depth, direct I/O; see {@link StorageSettings}).
 * {@code callerWorks}: the thread that asks for a pass works on it beside the pool (the default;
 * system property {@code flashr.engine.callerWorks=false} hands every partition to the pool).
 * {@code oneStepInterpreted}: a pass of one Pcache step runs the interpreting kernel whatever
 * {@code kernels} says ({@link KernelFactory#forPlan}; the default; system property
 * {@code flashr.engine.oneStepInterpreted=false} gives it {@code kernels}, as tests of generated
 * code on few rows need).
 */
public record EngineConfig(int threads, int partitionRows, long pcacheBytes, long chunkBytes, long memoryBudget,
                           int runLength, int maxPending, long smallLimit, KernelFactory kernels, StorageSettings storage,
                           boolean callerWorks, boolean oneStepInterpreted) {
    public EngineConfig {
        if (threads < 1) throw new IllegalArgumentException("threads must be >= 1");
        if (partitionRows < 1 || Integer.bitCount(partitionRows) != 1) throw new IllegalArgumentException("partitionRows must be a power of two");
        if (pcacheBytes < 8) throw new IllegalArgumentException("pcacheBytes must be >= 8");
        if (chunkBytes < 64) throw new IllegalArgumentException("chunkBytes too small");
    }

    public static Builder builder() { return new Builder(); }

    public static EngineConfig defaults() { return builder().build(); }

    /** Builder with FlashR's defaults: all cores, 16K-row partitions, 32 KB Pcache blocks, 64 MB chunks, 4 GiB budget. */
    public static final class Builder {
        private int threads = Runtime.getRuntime().availableProcessors();
        private int partitionRows = 1 << 14;
        private long pcacheBytes = 32 << 10;
        private long chunkBytes = 64L << 20;
        private long memoryBudget = 4L << 30;
        private int runLength = 8;
        private int maxPending = 8;
        private long smallLimit = 1L << 24;
        private KernelFactory kernels = CompiledKernels.fromProperty();
        private StorageSettings storage = StorageSettings.defaults();
        private boolean callerWorks = Boolean.parseBoolean(System.getProperty("flashr.engine.callerWorks", "true"));
        private boolean oneStepInterpreted = Boolean.parseBoolean(System.getProperty("flashr.engine.oneStepInterpreted", "true"));

        public Builder threads(int v) { threads = v; return this; }
        public Builder partitionRows(int v) { partitionRows = v; return this; }
        public Builder pcacheBytes(long v) { pcacheBytes = v; return this; }
        public Builder chunkBytes(long v) { chunkBytes = v; return this; }
        public Builder memoryBudget(long v) { memoryBudget = v; return this; }
        public Builder runLength(int v) { runLength = v; return this; }
        public Builder maxPending(int v) { maxPending = v; return this; }
        /** Largest element count an operand may have to be held in memory (e.g. W in X %*% W). */
        public Builder smallLimit(long v) { smallLimit = v; return this; }
        public Builder kernels(KernelFactory v) { kernels = v; return this; }
        /** Generated code for fusion regions of element-wise ops (true), or the interpreting kernel alone. */
        public Builder compiledKernels(boolean v) { kernels = v ? CompiledKernels.factory() : KernelFactory.INTERPRETING; return this; }

        /** Whether the thread that asks for a pass works on it beside the pool's threads. */
        public Builder callerWorks(boolean v) { callerWorks = v; return this; }

        /** Whether a pass of one Pcache step runs the interpreting kernel (true) or {@code kernels}. */
        public Builder oneStepInterpreted(boolean v) { oneStepInterpreted = v; return this; }

        public Builder storage(StorageSettings v) { storage = v; return this; }
        /** Directories of the file store, one per device (matrices are striped over all). */
        public Builder dataDirs(List<Path> v) { storage = storage.withDataDirs(v); return this; }
        /** I/O partitions read ahead of each worker from files. */
        public Builder ioDepth(int v) { storage = storage.withIoDepth(v); return this; }
        /** O_DIRECT where the file system allows it (true, the default), or the page cache. */
        public Builder directIo(boolean v) { storage = storage.withDirectIo(v); return this; }
        /** Every tall matrix the engine stores goes to files (tests of the file store). */
        public Builder allOnFiles(boolean v) { storage = storage.withAllOnFiles(v); return this; }
        /** Bytes of consecutive partitions kept in one file of the stripe (FlashR's block size). */
        public Builder stripeBytes(long v) { storage = storage.withStripeBytes(v); return this; }

        public EngineConfig build() {
            return new EngineConfig(threads, partitionRows, pcacheBytes, chunkBytes, memoryBudget, runLength, maxPending, smallLimit, kernels, storage, callerWorks, oneStepInterpreted);
        }
    }
}
