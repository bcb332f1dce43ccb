package flashr.engine.storage;

import java.io.IOException;
import java.lang.foreign.MemorySegment;

/**
 * A file store's reads: partitions [p, p+k) (adjacent in one file), or columns of one partition, into a
 * buffer and checks each. Holds no reference to the store: the cache (and through it the
 * Cleaner's action) refers to it. shape: rows, columns, partition rows, element bytes.
 */
record PartitionReader(FileStore.Files_ files, FileLayout lay, int[] crcs, int[] colCrcs, long[] shape, String name, Storage storage)
    implements PartitionCache.Loader {
    @Override public void load(long p, int k, MemorySegment buf) {
        int f = lay.fileOfPartition(p);
        long got = read(f, buf.asSlice(0, k * lay.slotBytes), lay.offset(p), p);
        for (int i = 0; i < k; i++) {
            if (got < (i + 1) * lay.slotBytes) throw truncated(p + i, f, files.base(f) + lay.offset(p) + got);
            if (FileStore.crc(buf.asSlice(i * lay.slotBytes, lay.slotBytes)) != crcs[(int) (p + i)]) throw corrupt(p + i, f);
        }
    }

    /**
     * Reads every partition of a store in one file whose slots lie side by side (a small store)
     * in one read into buf and checks each; returns per partition its error (truncated or
     * corrupt), or null when every partition checks, so that a damaged partition does not keep
     * the others from being read.
     */
    StorageException[] loadAll(MemorySegment buf) {
        long parts = lay.partitions;
        StorageException[] errors = null;
        if (parts == 0) return null;
        long got = read(0, buf, lay.offset(0), 0);
        for (long p = 0; p < parts; p++) {
            StorageException e = null;
            if (got < (p + 1) * lay.slotBytes) e = truncated(p, 0, files.base(0) + lay.offset(0) + got);
            else if (FileStore.crc(buf.asSlice(p * lay.slotBytes, lay.slotBytes)) != crcs[(int) p]) e = corrupt(p, 0);
            if (e != null) {
                if (errors == null) errors = new StorageException[(int) parts];
                errors[(int) p] = e;
            }
        }
        return errors;
    }

    private long rows(long p) { return Math.min(shape[2], shape[0] - p * shape[2]); }

    @Override public long columnBytes(long p) { return rows(p) * shape[3]; }

    private long spanStart(long p, int c0) { return c0 * columnBytes(p) / FileLayout.ALIGN * FileLayout.ALIGN; }

    @Override public long columnSpan(long p, int c0, int k) {
        return FileLayout.align((c0 + k) * columnBytes(p)) - spanStart(p, c0);
    }

    @Override public long columnAt(long p, int c0, int c) { return c * columnBytes(p) - spanStart(p, c0); }

    @Override public void loadColumns(long p, int c0, int k, MemorySegment buf) {
        int f = lay.fileOfPartition(p);
        long want = columnSpan(p, c0, k);
        long at = lay.offset(p) + spanStart(p, c0);
        long got = read(f, buf.asSlice(0, want), at, p);
        long cb = columnBytes(p);
        for (int c = c0; c < c0 + k; c++) {
            long off = columnAt(p, c0, c);
            if (got < off + cb) throw truncated(p, f, files.base(f) + at + got);
            if (FileStore.crc(buf.asSlice(off, cb)) != colCrcs[(int) (p * shape[1] + c)]) throw corrupt(p, f);
        }
    }

    /** Reads buf's bytes at offset off of file f's part of the store; what was read (within its extent). */
    private long read(int f, MemorySegment buf, long off, long p) {
        DataFile df = files.open[f];
        if (df == null || !files.enter()) throw new IllegalStateException("matrix '" + name + "' was freed");
        long base = files.base(f);
        long got;
        try {
            got = df.read(buf, base + off);
        } catch (IOException e) {
            throw new StorageException("matrix '" + name + "': cannot read block " + p + " of " + df.path + ": " + StorageException.reason(e), e);
        } finally {
            files.exit();
        }
        // a pack file goes on after the extent: its end is the extent's
        if (files.packed != null) got = Math.min(got, Math.max(0, lay.fileBytes(f) - off));
        storage.read(Math.max(0, Math.min(got, buf.byteSize())));
        return got;
    }

    private StorageException truncated(long p, int f, long end) {
        return new StorageException("matrix '" + name + "': block " + p + " of " + files.open[f].path + " is truncated (the file ends at byte " + end + ")");
    }

    private StorageException corrupt(long p, int f) {
        return new StorageException("matrix '" + name + "': block " + p + " of " + files.open[f].path + " is corrupt (checksum mismatch)");
    }
}
