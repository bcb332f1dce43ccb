package flashr.engine;

import flashr.engine.dag.Node;
import flashr.engine.memory.MatrixStore;
import flashr.engine.memory.MemStore;
import flashr.engine.memory.MemoryBudgetExceededException;
import flashr.engine.storage.Storage;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Where an engine's matrices are stored: in memory unless asked for files (FlashR's
 * {@code in.mem = FALSE}, a named matrix, or every matrix when the settings say so) or unless a
 * result does not fit the memory budget, which then goes to files instead of failing. Owns the
 * engine's {@link Storage}, made on first use, and copies stores between memory and files.
 */
final class StorePlacement implements AutoCloseable {
    private final Engine engine;
    private volatile Storage storage;
    private final AtomicLong spilled = new AtomicLong();

    StorePlacement(Engine engine) { this.engine = engine; }

    Storage storage() {
        Storage s = storage;
        if (s != null) return s;
        synchronized (this) {
            if (storage == null) storage = new Storage(engine.config().storage(), engine.memory(), engine.config().threads());
            return storage;
        }
    }

    boolean started() { return storage != null; }

    /** Results that went to files because memory was short. */
    long spilled() { return spilled.get(); }

    /**
     * Bytes of matrices this engine could ever hold: its memory budget and the space free on the
     * file store's data directories (a directory not made yet counts its nearest existing parent's).
     */
    long capacityBytes() {
        long bytes = engine.config().memoryBudget();
        Set<FileStore> seen = new HashSet<>();
        for (Path dir : engine.config().storage().dataDirs()) {
            Path p = dir.toAbsolutePath();
            while (p != null && !Files.exists(p)) p = p.getParent();
            if (p == null) continue;
            try {
                FileStore fs = Files.getFileStore(p);
                if (seen.add(fs)) bytes += fs.getUsableSpace();
            } catch (IOException e) {
                // a directory that cannot be asked holds nothing more
            }
        }
        return bytes;
    }

    /** The store a pass writes a tall target to. */
    MatrixStore tallStore(Node root, int partRows) {
        if (root.storeName() != null) return storage().createNamed(root.storeName(), root.nrow, root.ncol, root.type, Layout.COL_MAJOR, partRows);
        // a matrix of one partition stays in memory when every matrix goes to files (tests): files
        // for each of a session's small vectors would cost more than they test
        boolean all = engine.config().storage().allOnFiles() && root.nrow > partRows;
        if (all || root.onFiles()) return storage().create(root.nrow, root.ncol, root.type, Layout.COL_MAJOR, partRows);
        return memoryOrFiles(root.nrow, root.ncol, root.type, Layout.COL_MAJOR, partRows);
    }

    /** The store a loader writes: named, in files, or in memory when asked and it fits. */
    MatrixStore loadStore(long nrow, int ncol, ElementType type, boolean inMemory, String name, int partRows) {
        if (name != null) return storage().createNamed(name, nrow, ncol, type, Layout.COL_MAJOR, partRows);
        boolean all = engine.config().storage().allOnFiles() && nrow > partRows;
        if (all || !inMemory) return storage().create(nrow, ncol, type, Layout.COL_MAJOR, partRows);
        return memoryOrFiles(nrow, ncol, type, Layout.COL_MAJOR, partRows);
    }

    /**
     * A store in memory if it fits the budget, else in files. A small result (one I/O partition
     * at most) stays in memory beyond the budget while the pool's overdraft allows: in files it
     * would cost a file per data directory created, written, renamed and deleted (milliseconds)
     * for a few kilobytes, and writing or reading it back takes a buffer of its size anyway.
     */
    MatrixStore memoryOrFiles(long nrow, int ncol, ElementType type, Layout layout, int partRows) {
        long bytes = nrow * ncol * (long) type.byteSize();
        if (nrow <= partRows && engine.memory().fitsOverdraft(bytes)) {
            try {
                return new MemStore(engine.memory(), nrow, ncol, type, layout, partRows, true);
            } catch (MemoryBudgetExceededException e) {
                // the overdraft was taken meanwhile: as any other result
            }
        }
        if (engine.memory().fitsAfterCollect(bytes)) {
            try {
                return new MemStore(engine.memory(), nrow, ncol, type, layout, partRows);
            } catch (MemoryBudgetExceededException e) {
                // other stores took the memory meanwhile: files
            }
        }
        spilled.incrementAndGet();
        return storage().create(nrow, ncol, type, layout, partRows);
    }

    /**
     * The budget's charge for an R vector the engine reads in place, or null when it does not fit
     * (after a collection): the vector then goes to files ({@link #spillView}).
     */
    flashr.engine.memory.ChunkPool.Allocation chargeView(long bytes) {
        var pool = engine.memory();
        var c = pool.tryCharge(bytes);
        if (c == null && pool.fitsAfterCollect(bytes)) c = pool.tryCharge(bytes);
        return c;
    }

    /** A view that did not fit the budget, copied into files (counted as spilled). */
    MatrixStore spillView(MemStore view) {
        spilled.incrementAndGet();
        return copy(view, storage().create(view.nrow, view.ncol, view.type, view.layout, view.partRows));
    }

    /** Whether a store that the engine just made in memory should go to files (the settings say all). */
    MatrixStore placed(MemStore s) {
        if (!engine.config().storage().allOnFiles() || s.nrow <= s.partRows) return s;
        MatrixStore f = copy(s, storage().create(s.nrow, s.ncol, s.type, s.layout, s.partRows));
        return f;
    }

    /** src's data copied into dst (same shape), partition by partition; dst is completed. */
    static MatrixStore copy(MatrixStore src, MatrixStore dst) {
        try {
            boolean dbl = src.type == ElementType.DOUBLE;
            int rows = (int) Math.min(src.nrow, src.partRows);
            double[] d = dbl ? new double[Math.max(1, rows * src.ncol)] : null;
            int[] i = dbl ? null : new int[Math.max(1, rows * src.ncol)];
            for (long r0 = 0; r0 < src.nrow; r0 += src.partRows) {
                int len = (int) Math.min(src.partRows, src.nrow - r0);
                src.prefetch((r0 / src.partRows) + 1, 4);
                src.read(r0, len, null, d, i);
                dst.write(r0, len, d, i);
            }
            dst.finishWrites();
            return dst;
        } catch (RuntimeException e) {
            dst.free();
            throw e;
        }
    }

    /** The store in files (a copy unless it is there already). */
    MatrixStore toFiles(MatrixStore s) {
        if (!s.inMemory()) return s;
        return copy(s, storage().create(s.nrow, s.ncol, s.type, s.layout, s.partRows));
    }

    /** The store in memory (a copy unless it is there already). */
    MatrixStore toMemory(MatrixStore s) {
        if (s.inMemory()) return s;
        return copy(s, new MemStore(engine.memory(), s.nrow, s.ncol, s.type, s.layout, s.partRows));
    }

    /** A named, persistent copy of the store. */
    MatrixStore saveAs(MatrixStore s, String name, boolean transposed) {
        return copy(s, storage().createNamed(name, s.nrow, s.ncol, s.type, s.layout, s.partRows, transposed));
    }

    @Override public void close() {
        Storage s = storage;
        if (s != null) s.close();
    }
}
