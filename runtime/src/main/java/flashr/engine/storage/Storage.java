package flashr.engine.storage;

import flashr.engine.memory.ChunkPool;
import flashr.engine.memory.MatrixStore;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * An engine's file store service: its data directories (one per device; each matrix striped over
 * all of them), whether each takes O_DIRECT, the I/O threads that read ahead and write behind,
 * the recycled I/O buffers, this engine's folder for temporary matrices, and named matrices that
 * outlive the session. Made on first use of the file store.
 */
public final class Storage implements AutoCloseable {
    private static final AtomicInteger ENGINES = new AtomicInteger();
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9._-]{0,199}");

    /** A write failure injected by tests: throw to fail the write of file at offset. */
    @FunctionalInterface
    public interface WriteFault { void check(Path file, long offset) throws IOException; }

    private final StorageSettings settings;
    private final int threads;
    private final IoBuffers buffers;
    private final ExecutorService io;
    /** On several NUMA nodes: I/O threads of each node (bound and pinned to it); else null. */
    private final ExecutorService[] ioOfNode;
    private final java.util.concurrent.Executor reads;
    private final Semaphore writeSlots;
    private final SmallWrites smallWrites;
    private final List<Path> dirs = new ArrayList<>();
    private final Map<Path, String> directStatus = new LinkedHashMap<>();
    private final List<Path> engineDirs = new ArrayList<>();
    private final String sessionId;
    private final AtomicLong seq = new AtomicLong();
    private final AtomicLong bytesWritten = new AtomicLong();
    private final AtomicLong bytesRead = new AtomicLong();
    private final AtomicLong storesMade = new AtomicLong();
    private final AtomicLong storesPacked = new AtomicLong();
    private final AtomicLong storesSmall = new AtomicLong();
    private final AtomicLong packTurn = new AtomicLong();
    private final AtomicLong writesIssued = new AtomicLong();
    private final AtomicLong readsIssued = new AtomicLong();
    private final AtomicLong writesFailed = new AtomicLong();
    /** The pack file of each data directory (small temporary matrices), made on first use. */
    private PackFile[] packs;
    private volatile WriteFault fault;

    public Storage(StorageSettings settings, ChunkPool pool, int threads) {
        this.settings = settings;
        this.threads = threads;
        this.buffers = new IoBuffers(pool);
        this.sessionId = SessionDirs.ID;
        String engine = "e" + ENGINES.incrementAndGet();
        for (Path d : settings.dataDirs()) {
            Path dir = d.toAbsolutePath().normalize();
            try {
                Files.createDirectories(dir);
                Path s = SessionDirs.session(dir);
                SessionDirs.cleanStale(dir);
                Path e = Files.createDirectories(s.resolve(engine));
                dirs.add(dir);
                engineDirs.add(e);
                directStatus.put(dir, probeDirect(e));
            } catch (IOException | SecurityException e) {
                for (Path q : engineDirs) SessionDirs.deleteTree(q);
                throw new StorageException("data directory " + dir + " cannot be used: " + StorageException.reason(e), e);
            }
        }
        int ioThreads = Math.max(4, 2 * dirs.size());
        AtomicInteger n = new AtomicInteger();
        this.io = flashr.engine.EngineWork.pool(ioThreads, r -> {
            Thread t = new Thread(r, "flashr-io-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.writeSlots = new Semaphore(Math.max(2, threads * settings.ioDepth()));
        this.smallWrites = new SmallWrites("flashr-small-writes-" + engine);
        // reads asked for by a worker run on I/O threads of its node, so that the buffer they fill
        // (first touched there, and recycled per node by IoBuffers) is on the consuming node
        flashr.engine.numa.NumaTopology numa = flashr.engine.numa.NumaTopology.current();
        if (numa.nodes() > 1) {
            ioOfNode = new ExecutorService[numa.nodes()];
            for (int k = 0; k < ioOfNode.length; k++) {
                int node = k;
                AtomicInteger m = new AtomicInteger();
                ioOfNode[k] = flashr.engine.EngineWork.pool(Math.max(2, ioThreads / numa.nodes()), r -> {
                    Thread t = new Thread(() -> { flashr.engine.numa.WorkerNodes.bind(numa, node); r.run(); },
                            "flashr-io-n" + node + "-" + m.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
            }
            this.reads = r -> {
                int node = flashr.engine.numa.WorkerNodes.current();
                (node >= 0 && node < ioOfNode.length ? ioOfNode[node] : io).execute(r);
            };
        } else {
            ioOfNode = null;
            this.reads = io;
        }
    }

    /** "direct" or why not: O_DIRECT is tried on a small file of the directory. */
    private String probeDirect(Path dir) {
        if (!settings.directIo()) return "buffered (direct I/O off)";
        Path p = dir.resolve("probe");
        IoBuffers.Buf b = buffers.take(FileLayout.ALIGN);
        try (DataFile f = DataFile.create(p, true)) {
            if (!f.direct) return "buffered (O_DIRECT refused by the file system)";
            b.segment().fill((byte) 1);
            f.write(b.segment(), 0);
            if (f.read(b.segment(), 0) != FileLayout.ALIGN) return "buffered (O_DIRECT read failed)";
            return "direct";
        } catch (IOException e) {
            return "buffered (O_DIRECT failed: " + StorageException.reason(e) + ")";
        } finally {
            buffers.give(b);
            FileStore.deleteQuietly(p);
        }
    }

    public StorageSettings settings() { return settings; }

    int threads() { return threads; }

    public IoBuffers buffers() { return buffers; }

    ExecutorService io() { return io; }

    /** Where reads run: the I/O threads of the calling worker's node (or the shared ones). */
    java.util.concurrent.Executor reads() { return reads; }

    String sessionId() { return sessionId; }

    /** Whether files in dir are opened with O_DIRECT. */
    boolean direct(Path dir) {
        for (Map.Entry<Path, String> e : directStatus.entrySet()) if (dir.startsWith(e.getKey())) return e.getValue().equals("direct");
        return false;
    }

    /** Each data directory and how it is read: "direct" or "buffered (why)". */
    public Map<Path, String> directories() { return java.util.Collections.unmodifiableMap(directStatus); }

    /** One line: the directories and their I/O mode. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Path, String> e : directStatus.entrySet()) sb.append(sb.isEmpty() ? "" : ", ").append(e.getKey()).append(" (").append(e.getValue()).append(')');
        return sb.toString();
    }

    public void injectWriteFault(WriteFault f) { this.fault = f; }

    /** Before every write of a store's file: counts it, and fails it where a test injected a fault. */
    void checkFault(Path file, long offset) throws IOException {
        writesIssued.incrementAndGet();
        WriteFault f = fault;
        if (f != null) f.check(file, offset);
    }

    /** Counts bytes of matrix data written (partitions, without padding or headers). */
    void wrote(long bytes) { bytesWritten.addAndGet(bytes); }

    /** Counts one read of a store's file and its bytes. */
    void read(long bytes) {
        readsIssued.incrementAndGet();
        bytesRead.addAndGet(bytes);
    }

    /** Writes of stores' files issued (partitions, runs of them, headers, small stores whole). */
    public long writesIssued() { return writesIssued.get(); }

    /** A small store's write, behind the workers, failed (its partitions stay in memory). */
    void writeFailed() { writesFailed.incrementAndGet(); }

    /** Small stores whose write behind the workers failed: held in memory instead (disk full, I/O errors). */
    public long writesFailed() { return writesFailed.get(); }

    /** Reads of stores' files issued (a partition, a run of them, columns, a small store whole). */
    public long readsIssued() { return readsIssued.get(); }

    /** Of the packed stores, the small ones (one extent, one write, one read; 32-column blocks each). */
    public long storesSmall() { return storesSmall.get(); }

    /** Bytes read from the stores' files (whole partitions, or the columns a pass reads alone). */
    public long bytesRead() { return bytesRead.get(); }

    /** Bytes of matrix data written to files since the start. */
    public long bytesWritten() { return bytesWritten.get(); }

    /** Matrices (32-column blocks of wide ones counted once each) made in files since the start. */
    public long storesMade() { return storesMade.get(); }

    /** Of those, the small temporary ones that went to extents of the pack files. */
    public long storesPacked() { return storesPacked.get(); }

    /** The pack files, one per data directory (created on first use). */
    private synchronized PackFile[] packs() {
        if (packs != null) return packs;
        PackFile[] made = new PackFile[engineDirs.size()];
        try {
            for (int f = 0; f < made.length; f++) made[f] = PackFile.create(engineDirs.get(f).resolve("pack.fm"), buffers);
        } catch (IOException e) {
            for (PackFile pf : made) if (pf != null) { pf.close(); FileStore.deleteQuietly(pf.path); }
            throw new StorageException("cannot create the pack file for small matrices in " + engineDirs.get(0).getParent() + ": " + StorageException.reason(e), e);
        }
        packs = made;
        return packs;
    }

    /** Runs a write on an I/O thread; waits while too many are in flight (bounded buffers). */
    void writeBehind(Runnable w) {
        writeSlots.acquireUninterruptibly();
        try {
            io.execute(() -> {
                try { w.run(); } finally { writeSlots.release(); }
            });
        } catch (RuntimeException e) {
            writeSlots.release();
            throw e;
        }
    }

    /** Runs a small store's one write behind the caller, batched with other small stores' ({@link SmallWrites}). */
    void writeSmallBehind(Runnable w) { smallWrites.submit(w); }

    /** Waits for the small stores' writes still behind the workers, so the counters below are settled. */
    public void settle() { smallWrites.settle(); }

    // ------------------------------------------------------------------ stores

    /** A temporary store to be written (deleted when freed, unreachable, or at exit). */
    public MatrixStore create(long nrow, int ncol, ElementType type, Layout layout, int partRows) {
        String base = "m" + seq.incrementAndGet();
        return make(base, base, false, engineDirs, nrow, ncol, type, layout, partRows);
    }

    /** A named store to be written; it replaces a matrix of that name once complete. */
    public MatrixStore createNamed(String name, long nrow, int ncol, ElementType type, Layout layout, int partRows) {
        return createNamed(name, nrow, ncol, type, layout, partRows, false);
    }

    /** As above, remembering whether the matrix is seen transposed. */
    public MatrixStore createNamed(String name, long nrow, int ncol, ElementType type, Layout layout, int partRows, boolean transposed) {
        checkName(name);
        List<Path> m = new ArrayList<>();
        for (Path d : dirs) m.add(d.resolve(SessionDirs.MATRICES));
        return make(name, name, true, m, nrow, ncol, type, layout, partRows, transposed ? 1 : 0);
    }

    private MatrixStore make(String name, String base, boolean persistent, List<Path> where, long nrow, int ncol, ElementType type, Layout layout, int partRows) {
        return make(name, base, persistent, where, nrow, ncol, type, layout, partRows, 0);
    }

    private MatrixStore make(String name, String base, boolean persistent, List<Path> where, long nrow, int ncol, ElementType type, Layout layout, int partRows, int flags) {
        // a small temporary matrix goes through the page cache, in extents of the pack files
        // (StorageSettings.bufferedBelowBytes)
        boolean direct = persistent || nrow * ncol * (long) type.byteSize() >= settings.bufferedBelowBytes();
        PackFile[] pk = direct ? null : packs();
        long blocksOf = ncol <= MatrixStore.BLOCK_COLS ? 1 : (ncol + MatrixStore.BLOCK_COLS - 1) / MatrixStore.BLOCK_COLS;
        storesMade.addAndGet(blocksOf);
        if (pk != null) storesPacked.addAndGet(blocksOf);
        if (ncol <= MatrixStore.BLOCK_COLS) return block(name, base, persistent, where, nrow, ncol, ncol, 0, 1, type, layout, partRows, flags, direct, pk);
        int nb = (ncol + MatrixStore.BLOCK_COLS - 1) / MatrixStore.BLOCK_COLS;
        MatrixStore[] blocks = new MatrixStore[nb];
        try {
            for (int b = 0; b < nb; b++)
                blocks[b] = block(name, base + ".b" + b, persistent, where, nrow, Math.min(MatrixStore.BLOCK_COLS, ncol - b * MatrixStore.BLOCK_COLS), ncol, b, nb,
                        type, layout, partRows, flags, direct, pk);
        } catch (RuntimeException e) {
            for (MatrixStore s : blocks) if (s != null) s.free();
            throw e;
        }
        return MemStore.ofBlocks(blocks);
    }

    /**
     * One store of at most 32 columns. A small one (pack files, at most smallStoreBytes of data)
     * takes one extent of one pack file, the directories taken in turn, rather than an extent
     * of each: it is then written in one write and read in one read.
     */
    private FileStore block(String name, String base, boolean persistent, List<Path> where, long nrow, int ncol, long totalCols, int b, int nb,
                            ElementType type, Layout layout, int partRows, int flags, boolean direct, PackFile[] pk) {
        if (pk != null && settings.smallStoreBytes() > 0 && nrow * ncol * (long) type.byteSize() <= settings.smallStoreBytes()) {
            PackFile[] one = {pk[(int) Long.remainderUnsigned(packTurn.getAndIncrement(), pk.length)]};
            storesSmall.incrementAndGet();
            return new FileStore(this, new FileStore.Target(name, new Path[] {one[0].path}, false, totalCols, b, nb, flags), nrow, ncol, type, layout, partRows, false, one, true);
        }
        return new FileStore(this, target(name, base, persistent, where, totalCols, b, nb, flags, pk), nrow, ncol, type, layout, partRows, direct, pk, false);
    }

    /** The target's paths: its own files, or the pack files it has extents in. */
    private static FileStore.Target target(String name, String base, boolean persistent, List<Path> where, long totalCols, int block, int blocks, int flags, PackFile[] packs) {
        Path[] paths = new Path[where.size()];
        for (int f = 0; f < paths.length; f++) paths[f] = packs != null ? packs[f].path : where.get(f).resolve(base + "." + f + ".fm");
        return new FileStore.Target(name, paths, persistent, totalCols, block, blocks, flags);
    }

    private static void checkName(String name) {
        if (!NAME.matcher(name).matches()) throw new StorageException("invalid matrix name '" + name + "': use letters, digits, '.', '_' and '-'");
    }

    /** A named matrix as it was saved: its store, and whether it is seen transposed. */
    public record Opened(MatrixStore store, boolean transposed) { }

    /** A named matrix written earlier (by this or another run). */
    public Opened open(String name) {
        checkName(name);
        List<Path> m = new ArrayList<>();
        for (Path d : dirs) m.add(d.resolve(SessionDirs.MATRICES));
        boolean wide = !Files.exists(m.get(0).resolve(name + ".0.fm")) && Files.exists(m.get(0).resolve(name + ".b0.0.fm"));
        FileStore first = openBlock(name, wide ? name + ".b0" : name, m, 0);
        if (!wide) return new Opened(first, first.transposed());
        int nb = first.target.blocks();
        MatrixStore[] blocks = new MatrixStore[nb];
        blocks[0] = first;
        try {
            for (int b = 1; b < nb; b++) blocks[b] = openBlock(name, name + ".b" + b, m, b);
        } catch (RuntimeException e) {
            for (MatrixStore s : blocks) if (s != null) s.free();
            throw e;
        }
        return new Opened(MemStore.ofBlocks(blocks), first.transposed());
    }

    private FileStore openBlock(String name, String base, List<Path> where, int block) {
        Path p0 = where.get(0).resolve(base + ".0.fm");
        if (!Files.exists(p0)) throw new StorageException("no matrix named '" + name + "' in " + where.get(0).getParent());
        DataFile[] open = new DataFile[where.size()];
        try {
            open[0] = DataFile.openRead(p0, direct(p0.getParent()));
            IoBuffers.Buf b = buffers.take(FileHeader.TABLE_OFFSET);
            FileHeader h;
            try {
                if (open[0].read(b.segment(), 0) < FileHeader.TABLE_OFFSET) throw new StorageException("matrix '" + name + "': file " + p0 + " is truncated (no complete header)");
                long parts = b.segment().get(java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED.withOrder(java.nio.ByteOrder.LITTLE_ENDIAN), 64);
                if (parts < 0 || parts > (1L << 28)) throw new StorageException("matrix '" + name + "': file " + p0 + " has a corrupt header");
                int per = FileHeader.perSlot(b.segment());
                long want = FileHeader.bytesFor(parts, per);
                IoBuffers.Buf full = buffers.take(want);
                try {
                    if (open[0].read(full.segment().asSlice(0, want), 0) < FileHeader.TABLE_OFFSET + 4 * parts * per)
                        throw new StorageException("matrix '" + name + "': file " + p0 + " is truncated (incomplete header)");
                    h = FileHeader.decode(full.segment().asSlice(0, want), "matrix '" + name + "': file " + p0);
                } finally {
                    buffers.give(full);
                }
            } finally {
                buffers.give(b);
            }
            if (h.files() != where.size())
                throw new StorageException("matrix '" + name + "' is striped over " + h.files() + " data directories, but " + where.size() + " are configured");
            if (h.blockIndex() != block) throw new StorageException("matrix '" + name + "': file " + p0 + " is not block " + block);
            for (int f = 1; f < open.length; f++) {
                Path pf = where.get(f).resolve(base + "." + f + ".fm");
                if (!Files.exists(pf)) throw new StorageException("matrix '" + name + "': file " + pf + " is missing");
                open[f] = DataFile.openRead(pf, direct(pf.getParent()));
            }
            Path[] paths = new Path[open.length];
            for (int f = 0; f < open.length; f++) paths[f] = open[f].path;
            FileStore s = new FileStore(this, new FileStore.Target(name, paths, true, h.totalCols(), h.blockIndex(), h.blocks(), h.flags()), h, open);
            try {
                s.checkFiles(h);
            } catch (RuntimeException e) {
                s.free();
                throw e;
            }
            return s;
        } catch (IOException e) {
            for (DataFile f : open) if (f != null) f.close();
            throw new StorageException("matrix '" + name + "': cannot open " + p0 + ": " + StorageException.reason(e), e);
        } catch (RuntimeException e) {
            for (DataFile f : open) if (f != null) f.close();
            throw e;
        }
    }

    /** Names of the named matrices in the data directories. */
    public List<String> names() {
        TreeSet<String> out = new TreeSet<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dirs.get(0).resolve(SessionDirs.MATRICES), "*.0.fm")) {
            for (Path p : ds) {
                String n = p.getFileName().toString();
                n = n.substring(0, n.length() - ".0.fm".length());
                if (n.endsWith(".b0")) n = n.substring(0, n.length() - 3);
                else if (n.matches(".*\\.b[0-9]+")) continue;
                out.add(n);
            }
        } catch (IOException ignored) { }
        return new ArrayList<>(out);
    }

    /** Deletes a named matrix's files; false if there was none. */
    public boolean delete(String name) {
        checkName(name);
        boolean any = false;
        for (Path d : dirs) {
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(d.resolve(SessionDirs.MATRICES), name + ".*")) {
                for (Path p : ds) {
                    String rest = p.getFileName().toString().substring(name.length());
                    if (rest.matches("(\\.b[0-9]+)?\\.[0-9]+\\.fm")) { Files.deleteIfExists(p); any = true; }
                }
            } catch (IOException e) {
                throw new StorageException("cannot delete matrix '" + name + "': " + StorageException.reason(e), e);
            }
        }
        return any;
    }

    /** Stops the I/O threads, deletes this engine's temporary matrices and frees idle buffers. */
    @Override public void close() {
        smallWrites.close();
        if (ioOfNode != null) for (ExecutorService x : ioOfNode) x.shutdown();
        io.shutdown();
        try { io.awaitTermination(5, java.util.concurrent.TimeUnit.SECONDS); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
        synchronized (this) {
            if (packs != null) for (PackFile p : packs) p.close();
        }
        for (Path e : engineDirs) SessionDirs.deleteTree(e);
        buffers.trim();
    }
}
