package flashr.engine.storage;

import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The writing side of a {@link FileStore}: writers fill partitions in any order, each in a slot of
 * its own (an I/O buffer, or a small store's place in its extent's buffer); a partition's last
 * bytes send it to its file, behind the workers when the file is direct, with its checksums.
 * {@link #finish} sends what is left, waits for the writes, writes the headers and renames the
 * files into place. The first failed write deletes the temporary files and fails every later
 * call, so nothing half-written stays.
 */
final class FileStoreWriter {
    private static final ValueLayout.OfDouble D = FileStore.D;
    private static final ValueLayout.OfInt I = FileStore.I;

    private final FileStore store;
    private final Storage storage;
    private final FileStore.Target target;
    private final FileLayout lay;
    private final int[] crcs;
    private final int[] colCrcs;
    private final FileStore.Files_ files;
    private final boolean small;
    private final long nrow;
    private final int ncol;
    private final ElementType type;
    private final Layout layout;
    private final int partRows;
    private final int partShift;
    private final ConcurrentHashMap<Long, Pending> pending = new ConcurrentHashMap<>();
    private final boolean[] sent;
    private final AtomicLong outstanding = new AtomicLong();
    private volatile StorageException writeFailure;

    /** A partition being written: its slot, in a buffer of its own (buf) or in a small store's extent (buf null). */
    private static final class Pending {
        final IoBuffers.Buf buf;
        final MemorySegment slot;
        final AtomicLong filled = new AtomicLong();

        Pending(IoBuffers.Buf buf, MemorySegment slot) { this.buf = buf; this.slot = slot; }
    }

    /** The writer of store, whose checksums go to crcs and colCrcs (null: no column checksums). */
    FileStoreWriter(FileStore store, Storage storage, FileLayout lay, int[] crcs, int[] colCrcs, FileStore.Files_ files, boolean small) {
        this.store = store;
        this.storage = storage;
        this.target = store.target;
        this.lay = lay;
        this.crcs = crcs;
        this.colCrcs = colCrcs;
        this.files = files;
        this.small = small;
        this.nrow = store.nrow;
        this.ncol = store.ncol;
        this.type = store.type;
        this.layout = store.layout;
        this.partRows = store.partRows;
        this.partShift = Integer.numberOfTrailingZeros(store.partRows);
        this.sent = new boolean[(int) store.numPartitions()];
    }

    /** The first failed write, or null. */
    StorageException failure() { return writeFailure; }

    /**
     * Sends what is still pending (partitions written partly go out as they are, none at all as
     * zeros), waits for the writes, writes the headers and renames the files into place.
     */
    void finish() {
        try {
            for (long p = 0; p < store.numPartitions() && writeFailure == null; p++) if (!sent[(int) p]) {
                Pending pd = pending.get(p);
                if (pd == null) { pd = pendingFor(p); pd.slot.fill((byte) 0); }
                send(p, pd);
            }
            synchronized (outstanding) {
                while (outstanding.get() > 0) outstanding.wait(50);
            }
            if (writeFailure != null) throw writeFailure;
            writeHeaders();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StorageException("writing matrix '" + target.name() + "' was interrupted");
        }
    }

    private Pending pendingFor(long p) {
        Pending pd = pending.get(p);
        if (pd != null) return pd;
        if (small) {
            MemorySegment w = files.written;
            if (w == null) throw new IllegalStateException("matrix '" + target.name() + "' was freed while written");
            return pending.computeIfAbsent(p, k -> new Pending(null, w.asSlice(lay.offset(k), lay.slotBytes)));
        }
        return pending.computeIfAbsent(p, k -> {
            IoBuffers.Buf b = storage.buffers().take(lay.slotBytes);
            return new Pending(b, b.segment().asSlice(0, lay.slotBytes));
        });
    }

    /** Counts bytes written into partition p; the last ones send it to its file. */
    private void filled(long p, Pending pd, long bytes) {
        if (pd.filled.addAndGet(bytes) == store.partBytes(p)) send(p, pd);
    }

    private void send(long p, Pending pd) {
        pending.remove(p);
        sent[(int) p] = true;
        MemorySegment slot = pd.slot;
        long used = store.partBytes(p);
        if (used < lay.slotBytes) slot.asSlice(used).fill((byte) 0);
        crcs[(int) p] = FileStore.crc(slot);
        if (colCrcs != null) {
            long cb = store.partitionRows(p) * type.byteSize();
            for (int c = 0; c < ncol; c++) colCrcs[(int) p * ncol + c] = FileStore.crc(slot.asSlice(c * cb, cb));
        }
        if (small) return;   // in the extent's buffer: written whole, with the header, by finish
        int f = lay.fileOfPartition(p);
        long off = files.base(f) + lay.offset(p);
        DataFile df = files.open[f];
        if (df == null) {
            storage.buffers().give(pd.buf);
            if (writeFailure != null) throw writeFailure;
            throw new IllegalStateException("matrix '" + target.name() + "' was freed while written");
        }
        outstanding.incrementAndGet();
        Runnable write = () -> {
            try {
                if (writeFailure != null || !files.enter()) return;
                try {
                    storage.checkFault(df.path, off);
                    df.write(slot, off);
                    storage.wrote(used);
                } finally {
                    files.exit();
                }
            } catch (IOException | RuntimeException e) {
                failed("cannot write block " + p + " of matrix '" + target.name() + "' to " + df.path + ": " + StorageException.reason(e), e);
            } finally {
                storage.buffers().give(pd.buf);
                synchronized (outstanding) {
                    outstanding.decrementAndGet();
                    outstanding.notifyAll();
                }
            }
        };
        // a direct write waits for the device: behind the worker; a buffered one is a copy into
        // the page cache, cheaper done here than handed to an I/O thread
        if (df.direct) storage.writeBehind(write);
        else write.run();
    }

    /** The first failed write: the temporary files go at once (nothing half-written stays). */
    private void failed(String msg, Throwable e) {
        synchronized (outstanding) {
            if (writeFailure != null) return;
            writeFailure = new StorageException(msg, e);
        }
        files.deleteTemporaries();
    }


    void writeFrom(long r0, int len, double[] src, int[] srci, int srcOff) {
        int done = 0;
        while (done < len) {
            long r = r0 + done;
            long p = r >> partShift;
            long rows = store.partitionRows(p);
            long rip = r - (p << partShift);
            int n = (int) Math.min(len - done, rows - rip);
            Pending pd = pendingFor(p);
            MemorySegment s = pd.slot;
            for (int k = 0; k < ncol; k++) {
                long off = store.elementAt(rip, k, rows);
                int o = srcOff + k * len + done;
                if (layout == Layout.COL_MAJOR) {
                    if (src != null) MemorySegment.copy(src, o, s, D, off, n);
                    else MemorySegment.copy(srci, o, s, I, off, n);
                } else {
                    long step = (long) ncol * type.byteSize();
                    if (src != null) for (int i = 0; i < n; i++) s.set(D, off + i * step, src[o + i]);
                    else for (int i = 0; i < n; i++) s.set(I, off + i * step, srci[o + i]);
                }
            }
            filled(p, pd, (long) n * ncol * type.byteSize());
            done += n;
        }
    }

    void writeColumn(int col, long r0, int len, double[] src, int[] srci, int srcOff) {
        int done = 0;
        while (done < len) {
            long r = r0 + done;
            long p = r >> partShift;
            long rows = store.partitionRows(p);
            long rip = r - (p << partShift);
            int n = (int) Math.min(len - done, rows - rip);
            Pending pd = pendingFor(p);
            MemorySegment s = pd.slot;
            long off = store.elementAt(rip, col, rows);
            long step = layout == Layout.COL_MAJOR ? type.byteSize() : (long) ncol * type.byteSize();
            for (int i = 0; i < n; i++) {
                if (src != null) s.set(D, off + i * step, src[srcOff + done + i]);
                else s.set(I, off + i * step, srci[srcOff + done + i]);
            }
            filled(p, pd, (long) n * type.byteSize());
            done += n;
        }
    }

    void setDouble(long r, int c, double v) {
        long p = r >> partShift;
        Pending pd = pendingFor(p);
        pd.slot.set(D, store.elementAt(r - (p << partShift), c, store.partitionRows(p)), v);
        filled(p, pd, 8);
    }

    void setInt(long r, int c, int v) {
        long p = r >> partShift;
        Pending pd = pendingFor(p);
        pd.slot.set(I, store.elementAt(r - (p << partShift), c, store.partitionRows(p)), v);
        filled(p, pd, 4);
    }

    private void writeHeaders() {
        if (small) { writeSmall(); return; }
        for (int f = 0; f < lay.files; f++) {
            long hb = lay.headerBytes(f);
            int[] table = checksumTable(f);
            FileHeader h = header(f);
            IoBuffers.Buf b = storage.buffers().take(hb);
            DataFile df = files.open[f];
            if (!files.enter()) throw new IllegalStateException("matrix '" + target.name() + "' was freed while written");
            try {
                MemorySegment hs = b.segment().asSlice(0, hb);
                h.encode(hs, table);
                storage.checkFault(df.path, files.base(f));
                df.write(hs, files.base(f));
                if (target.persistent()) df.force();
            } catch (IOException e) {
                throw new StorageException("cannot write the header of matrix '" + target.name() + "' to " + df.path + ": " + StorageException.reason(e), e);
            } finally {
                files.exit();
                storage.buffers().give(b);
            }
        }
        // in extents of the pack files: complete once written (no file of its own to rename)
        for (int f = 0; f < lay.files && files.packed == null; f++) {
            DataFile df = files.open[f];
            try {
                // the open channel stays valid across the rename: no close and reopen per file
                Files.move(files.tmp[f], files.fin[f], StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                df.renamed(files.fin[f]);
                files.tmp[f] = null;
            } catch (IOException e) {
                throw new StorageException("cannot complete matrix '" + target.name() + "' as " + files.fin[f] + ": " + StorageException.reason(e), e);
            }
        }
        files.complete = true;
    }

    /** File f's checksum table, in slot order. */
    private int[] checksumTable(int f) {
        int per = lay.crcsPerSlot;
        int[] table = new int[(int) lay.partsInFile(f) * per];
        for (long p = 0; p < store.numPartitions(); p++) if (lay.fileOfPartition(p) == f) {
            int k = (int) lay.slotInFile(p) * per;
            table[k] = crcs[(int) p];
            if (colCrcs != null) System.arraycopy(colCrcs, (int) p * ncol, table, k + 1, ncol);
        }
        return table;
    }

    private FileHeader header(int f) {
        return new FileHeader(type, layout, nrow, ncol, partRows, lay.slotBytes, lay.files, f, lay.stripeParts, lay.seed,
                lay.partsInFile(f), target.totalCols(), target.blockIndex(), target.blocks(), target.flags(), target.name(), lay.crcsPerSlot - 1);
    }

    /**
     * A small store: the header goes in front of the partitions in the extent's buffer, and all
     * of it in one write behind the workers (the finishing thread, often the script's, does not
     * wait for the disk); until it lands, readers take the partitions from the buffer. A failed
     * write gives the extent back and leaves the partitions in memory ({@link Storage#writesFailed}).
     */
    private void writeSmall() {
        MemorySegment w = files.written;
        files.written = null;
        DataFile df = files.open[0];
        if (w == null) throw new IllegalStateException("matrix '" + target.name() + "' was freed while written");
        MemorySegment all = w.asSlice(0, lay.fileBytes(0));
        long hb = lay.headerBytes(0);
        header(0).encode(all.asSlice(0, hb), checksumTable(0));
        files.unwritten = new SmallImage(all.asSlice(hb, store.numPartitions() * lay.slotBytes), null);
        long bytes = nrow * ncol * type.byteSize();
        storage.writeSmallBehind(() -> {
            try {
                if (!files.enter()) return;   // freed before its turn: nothing to write
                try {
                    storage.checkFault(df.path, files.base(0));
                    df.write(all, files.base(0));
                    storage.wrote(bytes);
                } finally {
                    files.exit();
                }
                files.landed();
            } catch (IOException | RuntimeException e) {
                storage.writeFailed();
                files.failed(new StorageException("cannot write matrix '" + target.name() + "' to " + df.path + ": " + StorageException.reason(e), e));
            }
        });
    }
}
