package flashr.engine.storage;

import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.ref.Cleaner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32C;

/**
 * A tall matrix of at most 32 columns in files (a block of a wider one): its I/O partitions at
 * fixed aligned offsets of one file per data directory ({@link FileLayout}), each with a CRC32C.
 * A store is written once, by a pass (partitions complete in any order, each written behind the
 * workers as soon as its last rows arrive) or by a copy, under temporary names; {@link
 * #finishWrites} writes the headers and renames the files into place. Then it is read-only:
 * reads go through a {@link PartitionCache} that the pass fills ahead of its workers, and every
 * partition read is checked against its checksum ({@link FileStoreWriter} is the writing side).
 * Temporary stores delete their files when freed
 * or unreachable. A small store (a few partitions of a temporary matrix, {@link
 * StorageSettings#smallStoreBytes}) lies in one extent of one pack file with its partitions side by
 * side: it is written into one buffer, header and all, sent in one write behind the workers by
 * {@link #finishWrites} (readers take its partitions from that buffer until the write lands), and
 * read back whole in one read on the first later reader's thread ({@link SmallImage}).
 */
public final class FileStore extends MatrixStore {
    private static final Cleaner CLEANER = Cleaner.create();
    // unaligned: a small store's slots are heap byte arrays (alignment 1); the same instructions on native buffers
    static final ValueLayout.OfDouble D = ValueLayout.JAVA_DOUBLE_UNALIGNED;
    static final ValueLayout.OfInt I = ValueLayout.JAVA_INT_UNALIGNED;

    private enum State { WRITING, READABLE, FREED }

    /** What a store's files are called: where they go when complete, and whether they stay. */
    record Target(String name, Path[] finalPaths, boolean persistent, long totalCols, int blockIndex, int blocks, int flags) { }

    private final Storage storage;
    final Target target;
    private final FileLayout lay;
    private final int[] crcs;
    /** Per partition, each column's CRC32C (column-major stores of several columns; else null). */
    private final int[] colCrcs;
    private final Files_ files;
    private volatile State state;
    /** The writing side, until the store is written (null for a store opened from its files). */
    private volatile FileStoreWriter writer;
    // reading
    private volatile PartitionCache cache;
    private final Cleaner.Cleanable cleanable;
    /** A small store: one extent, its header and partitions written in one write and read in one read. */
    private final boolean small;

    /**
     * The open files and what to delete; no reference to the store, so a Cleaner can run it. A
     * small temporary store lies in extents of the engine's pack files ({@code packed}) instead
     * of files of its own: its reads and writes are then bracketed by {@link #enter}/{@link #exit}
     * and freeing it gives the extents back rather than deleting files.
     */
    static final class Files_ implements Runnable {
        final DataFile[] open;
        final Path[] tmp;
        final Path[] fin;
        final boolean persistent;
        final PackedExtents packed;
        volatile PartitionCache cache;
        volatile boolean complete;
        /** A small store's extent being written, and its partitions read back (heap memory). */
        volatile MemorySegment written;
        volatile SmallImage image;
        /**
         * A small store's extent on its way to the file, behind the workers: its partitions, which
         * a reader takes from here (and keeps, as if read back) until the write lands.
         */
        volatile SmallImage unwritten;
        /** A small store's failed write (its partitions then stay in memory). */
        volatile StorageException failure;

        Files_(int n, Path[] fin, boolean persistent, PackedExtents packed) {
            this.open = new DataFile[n];
            this.tmp = new Path[n];
            this.fin = fin;
            this.persistent = persistent;
            this.packed = packed;
        }

        /** Where file f's part of the store starts in its file. */
        long base(int f) { return packed == null ? 0 : packed.offsets[f]; }

        /** Starts a read or write; false when the store's extents were given back. */
        boolean enter() { return packed == null || packed.enter(); }

        void exit() { if (packed != null) packed.exit(); }

        synchronized void deleteTemporaries() {
            if (packed != null) { packed.release(); return; }
            for (int f = 0; f < tmp.length; f++) {
                if (tmp[f] == null) continue;
                if (open[f] != null) { open[f].close(); open[f] = null; }
                deleteQuietly(tmp[f]);
            }
        }

        @Override public synchronized void run() {
            PartitionCache c = cache;
            if (c != null) c.close();
            written = null;
            image = null;
            unwritten = null;
            if (packed != null) { packed.release(); return; }
            for (DataFile f : open) if (f != null) f.close();
            java.util.Arrays.fill(open, null);
            for (Path p : tmp) deleteQuietly(p);
            if (!persistent) for (Path p : fin) deleteQuietly(p);
        }

        /** A small store's write landed: later readers read the file. */
        synchronized void landed() {
            unwritten = null;
            complete = true;
        }

        /**
         * A small store's write failed: its extent goes back, and its partitions, whole in memory,
         * stay there as if read back (a matrix the script already holds is not lost to a disk
         * that filled after it was made).
         */
        synchronized void failed(StorageException e) {
            failure = e;
            if (image == null && unwritten != null) image = unwritten.copy();
            unwritten = null;
            deleteTemporaries();
        }

        /**
         * A small store's partitions held in memory (taken before its write landed, or kept after
         * it failed), or null. Taken, they are copied out to be held as if read back: the buffer
         * being written also holds the header, 4 KB, several times a small store's partitions.
         */
        synchronized SmallImage takeUnwritten() {
            if (image != null) return image;
            SmallImage u = unwritten;
            if (u == null) return null;
            image = u.copy();
            return image;
        }
    }

    /**
     * A new store to be written; its files are created now under temporary names, with O_DIRECT
     * when {@code direct} and the directory allows it, else through the page cache; or, when
     * {@code packs} is given, it takes an extent in each (one per data directory, in the order of
     * the target's paths) and creates no file.
     */
    FileStore(Storage storage, Target target, long nrow, int ncol, ElementType type, Layout layout, int partRows, boolean direct, PackFile[] packs,
              boolean small) {
        super(nrow, ncol, type, layout, partRows);
        if (ncol > BLOCK_COLS) throw new IllegalArgumentException("a file store holds at most 32 columns");
        if (small && (packs == null || packs.length != 1)) throw new IllegalArgumentException("a small store lies in one pack file");
        this.storage = storage;
        this.target = target;
        this.small = small;
        // a small store's slots lie side by side (64-byte multiples, so workers filling adjacent
        // partitions do not share a cache line) and are sized by its first partition; others are
        // aligned for O_DIRECT. Its columns are never read alone: no column checksums.
        long slot = small ? (Math.max(1L, Math.min(partRows, nrow) * ncol * type.byteSize()) + 63) / 64 * 64
                : FileLayout.align(Math.max(1L, (long) partRows * ncol * type.byteSize()));
        int nf = target.finalPaths().length;
        int stripeParts = (int) Math.max(1, Math.min(1 << 20, storage.settings().stripeBytes() / slot));
        int columnCrcs = !small && layout == Layout.COL_MAJOR && ncol > 1 ? ncol : 0;
        this.lay = new FileLayout(numPartitions(), slot, nf, stripeParts, target.name().hashCode() * 0x9E3779B97F4A7C15L + target.blockIndex(), 1 + columnCrcs);
        this.crcs = new int[(int) numPartitions()];
        this.colCrcs = columnCrcs == 0 ? null : new int[(int) numPartitions() * ncol];
        if (packs != null) {
            long[] lengths = new long[nf];
            for (int f = 0; f < nf; f++) lengths[f] = lay.fileBytes(f);
            this.files = new Files_(nf, target.finalPaths(), false, new PackedExtents(packs, lengths));
            for (int f = 0; f < nf; f++) files.open[f] = packs[f].file;
            this.cleanable = CLEANER.register(this, files);
            if (small) files.written = SmallImage.heap(lay.fileBytes(0));
            this.writer = new FileStoreWriter(this, storage, lay, crcs, colCrcs, files, small);
            this.state = State.WRITING;
            return;
        }
        this.files = new Files_(nf, target.finalPaths(), target.persistent(), null);
        this.cleanable = CLEANER.register(this, files);
        try {
            for (int f = 0; f < nf; f++) {
                Path fin = target.finalPaths()[f];
                files.tmp[f] = fin.resolveSibling(fin.getFileName() + ".tmp-" + storage.sessionId());
                files.open[f] = DataFile.create(files.tmp[f], direct && storage.direct(fin.getParent()));
            }
        } catch (IOException e) {
            cleanable.clean();
            throw new StorageException("cannot create the files of matrix '" + target.name() + "' in " + target.finalPaths()[0].getParent() + ": " + StorageException.reason(e), e);
        }
        this.writer = new FileStoreWriter(this, storage, lay, crcs, colCrcs, files, false);
        this.state = State.WRITING;
    }

    /** An existing, complete store from its files (checked: headers, sizes). */
    FileStore(Storage storage, Target target, FileHeader h, DataFile[] open) {
        super(h.nrow(), h.ncol(), h.type(), h.layout(), h.partRows());
        this.storage = storage;
        this.target = target;
        this.lay = new FileLayout(numPartitions(), h.slotBytes(), h.files(), h.stripeParts(), h.seed(), h.perSlot());
        this.crcs = new int[(int) numPartitions()];
        this.colCrcs = h.columnCrcs() == ncol && layout == Layout.COL_MAJOR && ncol > 1 ? new int[(int) numPartitions() * ncol] : null;
        this.small = false;
        this.files = new Files_(open.length, target.finalPaths(), true, null);
        System.arraycopy(open, 0, files.open, 0, open.length);
        files.complete = true;
        this.cleanable = CLEANER.register(this, files);
        this.state = State.READABLE;
    }

    FileLayout layout_() { return lay; }

    /** The file partition p lies in and its offset there (tests: to damage a block). */
    Path fileOf(long p) { return files.fin[lay.fileOfPartition(p)]; }

    long offsetOf(long p) { return files.base(lay.fileOfPartition(p)) + lay.offset(p); }

    /** Whether the store lies in extents of the pack files. */
    boolean packed() { return files.packed != null; }

    /** Whether the store is small: one extent, one write, one read. */
    boolean small() { return small; }

    /** Whether a small store's write is still on its way to the file (tests: to wait for it). */
    boolean writeInFlight() { return small && files.unwritten != null; }

    /** Reads and checks every file's header and size; fills the checksums. */
    void checkFiles(FileHeader first) {
        long headerMax = 0;
        for (int f = 0; f < lay.files; f++) headerMax = Math.max(headerMax, lay.headerBytes(f));
        IoBuffers.Buf b = storage.buffers().take(headerMax);
        try {
            for (int f = 0; f < lay.files; f++) {
                DataFile df = files.open[f];
                String what = "matrix '" + target.name() + "': file " + df.path;
                MemorySegment hs = b.segment().asSlice(0, lay.headerBytes(f));
                if (df.read(hs, 0) < FileHeader.TABLE_OFFSET) throw new StorageException(what + " is truncated (no complete header)");
                FileHeader h = FileHeader.decode(hs, what);
                if (h.nrow() != first.nrow() || h.ncol() != first.ncol() || h.files() != lay.files || h.fileIndex() != f
                        || h.seed() != lay.seed || h.partsInFile() != lay.partsInFile(f) || h.slotBytes() != lay.slotBytes)
                    throw new StorageException(what + " does not belong with the matrix's other files");
                long size = df.size();
                if (size < lay.fileBytes(f)) throw new StorageException(what + " is truncated (" + size + " of " + lay.fileBytes(f) + " bytes)");
                int per = lay.crcsPerSlot;
                for (long p = 0; p < numPartitions(); p++) if (lay.fileOfPartition(p) == f) {
                    long k = lay.slotInFile(p) * per;
                    crcs[(int) p] = FileHeader.crc(hs, k);
                    if (colCrcs != null) for (int c = 0; c < ncol; c++) colCrcs[(int) p * ncol + c] = FileHeader.crc(hs, k + 1 + c);
                }
            }
        } catch (IOException e) {
            throw new StorageException("matrix '" + target.name() + "': cannot read its files: " + StorageException.reason(e), e);
        } finally {
            storage.buffers().give(b);
        }
    }

    public String name() { return target.name(); }

    /** Whether the matrix is seen transposed (as saved). */
    public boolean transposed() { return (target.flags() & 1) != 0; }

    /** Whether the store's files stay after the session (a named matrix). */
    public boolean persistent() { return target.persistent(); }

    /** Whether every file is read with O_DIRECT. */
    public boolean direct() {
        for (DataFile f : files.open) if (f != null && !f.direct) return false;
        return true;
    }

    @Override public boolean inMemory() { return false; }

    @Override public void free() {
        state = State.FREED;
        cleanable.clean();
    }

    // ------------------------------------------------------------------ writing

    /** The writer, while the store is written and no write has failed. */
    private FileStoreWriter writing() {
        FileStoreWriter w = writer;
        StorageException failed = w == null ? null : w.failure();
        if (failed != null) { free(); throw failed; }
        if (state != State.WRITING) throw new IllegalStateException("matrix '" + target.name() + "' is read-only once written");
        return w;
    }

    long partBytes(long p) { return partitionRows(p) * ncol * type.byteSize(); }

    /** Byte offset of (row in partition, column) in a partition of the given rows (the writer's access). */
    long elementAt(long rowInPart, int col, long rows) { return elementOffset(rowInPart, col, rows); }

    static int crc(MemorySegment s) {
        CRC32C c = new CRC32C();
        c.update(s.asByteBuffer());
        return (int) c.getValue();
    }

    @Override public void writeFrom(long r0, int len, double[] src, int[] srci, int srcOff) { writing().writeFrom(r0, len, src, srci, srcOff); }

    @Override public void writeColumn(int col, long r0, int len, double[] src, int[] srci, int srcOff) { writing().writeColumn(col, r0, len, src, srci, srcOff); }

    @Override public void setDouble(long r, int c, double v) { writing().setDouble(r, c, v); }

    @Override public void setInt(long r, int c, int v) { writing().setInt(r, c, v); }

    /** Sends what is still pending, waits for the writes, writes the headers and renames the files into place. */
    @Override public void finishWrites() {
        if (state != State.WRITING) return;
        try {
            writer.finish();
            state = State.READABLE;
            writer = null;
        } catch (RuntimeException e) {
            free();
            throw e;
        }
    }

    // ------------------------------------------------------------------ reading

    /**
     * Partition p's slot of a small store, whose partitions are read in one read on first use,
     * on the reader's own thread (a copy out of the page cache: cheaper than any hand-over), and
     * held until the store is freed, as a read cache holds a store of that size. A reader that
     * comes before the store's write has landed takes the partitions from the buffer being
     * written, with no read at all, and they are held alike.
     */
    private MemorySegment smallSlot(long p) {
        SmallImage im = files.image;
        if (im == null) im = readSmall();
        return im.slot(p, lay.slotBytes);
    }

    private synchronized SmallImage readSmall() {
        SmallImage im = files.image;
        if (im != null) return im;
        if (state != State.READABLE) throw new IllegalStateException("matrix '" + target.name() + (state == State.FREED ? "' was freed" : "' is read before it is written"));
        im = files.takeUnwritten();
        if (im != null) return im;
        im = SmallImage.read(reader(), numPartitions() * lay.slotBytes);
        synchronized (files) {
            if (state == State.FREED) throw new IllegalStateException("matrix '" + target.name() + "' was freed");
            files.image = im;
        }
        return im;
    }

    private PartitionReader reader() {
        return new PartitionReader(files, lay, crcs, colCrcs, new long[] {nrow, ncol, partRows, type.byteSize()}, target.name(), storage);
    }

    private PartitionCache cache() {
        PartitionCache c = cache;
        if (c != null) return c;
        synchronized (this) {
            if (cache == null) {
                if (state != State.READABLE) throw new IllegalStateException("matrix '" + target.name() + "' is read before it is written");
                int cap = storage.threads() * (storage.settings().ioDepth() + 2) + storage.settings().maxMerge();
                cache = new PartitionCache(storage.buffers(), lay.slotBytes, cap, reader(), storage.reads(), !direct());
                files.cache = cache;
            }
            return cache;
        }
    }

    /** Starts reading partitions [p0, p0+n) ahead of their use. */
    @Override public void prefetch(long p0, int n) {
        if (small || state != State.READABLE || n <= 0) return;   // a small store is read whole by its first reader
        long end = Math.min(numPartitions(), p0 + n);
        if (p0 >= end) return;
        cache().prefetch(p0, (int) (end - p0), storage.settings().maxMerge(), (p, max) -> lay.adjacent(p, (int) max));
    }

    /**
     * Starts reading partitions [p0, p0+n) ahead of their use, only the given columns (null: all)
     * where reading them alone costs fewer bytes than the whole partitions.
     */
    @Override public void prefetch(long p0, int n, int[] cols) {
        int[] only = columnsAlone(cols);
        if (only == null || small) { prefetch(p0, n); return; }
        if (state != State.READABLE || n <= 0) return;
        long end = Math.min(numPartitions(), p0 + n);
        if (p0 >= end) return;
        cache().prefetchColumns(p0, (int) (end - p0), only);
    }

    /**
     * The columns (ascending, distinct) to read alone for a reader of cols, or null when it reads
     * whole partitions: all columns, a row-major store, a file without column checksums, or
     * columns whose aligned spans in a full partition add up to a whole slot.
     */
    private int[] columnsAlone(int[] cols) {
        if (cols == null || colCrcs == null || cols.length == 0) return null;
        int[] c = java.util.Arrays.stream(cols).distinct().sorted().toArray();
        if (c.length >= ncol) return null;
        long cb = (long) partRows * type.byteSize(), bytes = 0;
        for (int i = 0; i < c.length; ) {
            int k = 1;
            while (i + k < c.length && c[i + k] == c[i] + k) k++;
            bytes += FileLayout.align((c[i] + k) * cb) - c[i] * cb / FileLayout.ALIGN * FileLayout.ALIGN;
            i += k;
        }
        return bytes < lay.slotBytes ? c : null;
    }

    @Override public double getDouble(long r, int c) {
        long p = r >> partShift;
        if (small) return smallSlot(p).get(D, elementOffset(r - (p << partShift), c, partitionRows(p)));
        PartitionCache.Entry e = cache().acquire(p);
        try { return e.segment.get(D, elementOffset(r - (p << partShift), c, partitionRows(p))); }
        finally { cache.release(e); }
    }

    @Override public int getInt(long r, int c) {
        long p = r >> partShift;
        if (small) return smallSlot(p).get(I, elementOffset(r - (p << partShift), c, partitionRows(p)));
        PartitionCache.Entry e = cache().acquire(p);
        try { return e.segment.get(I, elementOffset(r - (p << partShift), c, partitionRows(p))); }
        finally { cache.release(e); }
    }

    @Override public void readInto(long r0, int len, int[] cols, double[] dst, int[] dsti, int dstOff) {
        int nc = cols == null ? ncol : cols.length;
        PartitionCache pc = small ? null : cache();
        int[] alone = small ? null : columnsAlone(cols);
        int done = 0;
        while (done < len) {
            long r = r0 + done;
            long p = r >> partShift;
            long rows = partitionRows(p);
            long rip = r - (p << partShift);
            int n = (int) Math.min(len - done, rows - rip);
            if (n < len - done && !small) {
                if (alone != null) prefetch(p + 1, storage.settings().ioDepth(), alone);
                else prefetch(p + 1, storage.settings().ioDepth());
            }
            if (alone != null) {
                for (int k = 0; k < nc; k++) {
                    int c = cols[k];
                    PartitionCache.Entry e = pc.acquireColumn(p, c);
                    try {
                        long off = e.whole() ? elementOffset(rip, c, rows) : rip * type.byteSize();
                        int o = dstOff + k * len + done;
                        if (dst != null) MemorySegment.copy(e.segment, D, off, dst, o, n);
                        else MemorySegment.copy(e.segment, I, off, dsti, o, n);
                    } finally {
                        pc.release(e);
                    }
                }
                done += n;
                continue;
            }
            PartitionCache.Entry e = small ? null : pc.acquire(p);
            try {
                MemorySegment s = small ? smallSlot(p) : e.segment;
                for (int k = 0; k < nc; k++) {
                    int c = cols == null ? k : cols[k];
                    long off = elementOffset(rip, c, rows);
                    int o = dstOff + k * len + done;
                    if (layout == Layout.COL_MAJOR) {
                        if (dst != null) MemorySegment.copy(s, D, off, dst, o, n);
                        else MemorySegment.copy(s, I, off, dsti, o, n);
                    } else {
                        long step = (long) ncol * type.byteSize();
                        if (dst != null) for (int i = 0; i < n; i++) dst[o + i] = s.get(D, off + i * step);
                        else for (int i = 0; i < n; i++) dsti[o + i] = s.get(I, off + i * step);
                    }
                }
            } finally {
                if (e != null) pc.release(e);
            }
            done += n;
        }
    }

    @Override public PartitionLease lease(long p) {
        if (small) {
            MemorySegment s = smallSlot(p).asSlice(0, partBytes(p));
            return new PartitionLease() {
                @Override public MemorySegment segment() { return s; }
                @Override public void close() { }
            };
        }
        PartitionCache pc = cache();
        PartitionCache.Entry e = pc.acquire(p);
        MemorySegment s = e.segment.asSlice(0, partBytes(p));
        return new PartitionLease() {
            private boolean open = true;
            @Override public MemorySegment segment() { return s; }
            @Override public void close() { if (open) { open = false; pc.release(e); } }
        };
    }

    /** Slots of read buffers held now (tests). */
    public int cachedPartitions() {
        if (small) return files.image == null ? 0 : (int) numPartitions();
        PartitionCache c = cache;
        return c == null ? 0 : c.heldSlots();
    }

    static void deleteQuietly(Path p) {
        if (p == null) return;
        try { Files.deleteIfExists(p); } catch (IOException ignored) { }
    }
}
