package flashr.engine.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Small temporary matrices in extents of one pack file per data directory. */
class PackFileTest {
    @TempDir Path tmp;

    /** Matrices under 64 KB are packed; those of at most 8 KB are small stores (one extent, one write, one read). */
    private Engine engine(List<Path> dirs) { return engine(dirs, 8 << 10); }

    private Engine engine(List<Path> dirs, long smallBytes) {
        return new Engine(EngineConfig.builder().threads(2).partitionRows(8).memoryBudget(256L << 20)
                .storage(EngineConfig.defaults().storage().withDataDirs(dirs).withIoDepth(1).withStripeBytes(8192).withMaxMerge(2)
                        .withBufferedBelowBytes(64 << 10).withSmallStoreBytes(smallBytes)).build());
    }

    private static double[] fill(MatrixStore s, long seed) {
        Random r = new Random(seed);
        double[] all = new double[(int) (s.nrow * s.ncol)];
        for (int k = 0; k < all.length; k++) all[k] = r.nextInt(10) == 0 ? Double.NaN : r.nextInt(10) == 0 ? Double.NEGATIVE_INFINITY : r.nextGaussian();
        long r0 = 0;
        while (r0 < s.nrow) {
            int len = (int) Math.min(s.nrow - r0, 1 + r.nextInt(11));
            double[] blk = new double[len * s.ncol];
            for (int c = 0; c < s.ncol; c++) System.arraycopy(all, (int) (c * s.nrow + r0), blk, c * len, len);
            s.write(r0, len, blk, null);
            r0 += len;
        }
        s.finishWrites();
        SmallStoreTest.awaitWrite(s);
        return all;
    }

    private static void check(MatrixStore s, double[] want) {
        double[] got = new double[want.length];
        if (s.nrow > 0) s.read(0, (int) s.nrow, null, got, null);
        assertArrayEquals(want, got);
    }

    private static List<Path> dataFiles(Path d) throws IOException {
        try (Stream<Path> s = Files.walk(d)) { return s.filter(p -> p.toString().contains(".fm")).toList(); }
    }

    @Test void manySmallMatricesShareOnePackFilePerDirectoryAndReuseFreedSpace() throws IOException {
        List<Path> dirs = List.of(tmp.resolve("a"), tmp.resolve("b"));
        try (Engine e = engine(dirs)) {
            Random r = new Random(7);
            List<MatrixStore> live = new ArrayList<>();
            List<double[]> want = new ArrayList<>();
            long maxPack = 0;
            for (int step = 0; step < 400; step++) {
                if (live.size() < 5 || r.nextBoolean()) {
                    // 0 to 300 rows, 1 to 40 columns (wide ones are blocks, each in its extents)
                    long rows = r.nextInt(8) == 0 ? r.nextInt(2) : 1 + r.nextInt(300);
                    int cols = r.nextInt(10) == 0 ? 33 + r.nextInt(8) : 1 + r.nextInt(3);
                    if (rows * cols * 8 >= 64 << 10) rows = 100;
                    MatrixStore s = e.storage().create(rows, cols, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
                    want.add(fill(s, step));
                    live.add(s);
                } else {
                    int k = r.nextInt(live.size());
                    live.remove(k).free();
                    want.remove(k);
                }
                // every live matrix still reads back what it was given: extents never overlap
                if (step % 25 == 0) for (int k = 0; k < live.size(); k++) check(live.get(k), want.get(k));
                for (Path d : dirs) for (Path p : dataFiles(d)) maxPack = Math.max(maxPack, Files.size(p));
            }
            for (int k = 0; k < live.size(); k++) check(live.get(k), want.get(k));
            for (Path d : dirs) {
                List<Path> fs = dataFiles(d);
                assertEquals(1, fs.size(), "one file per directory: " + fs);
                assertEquals("pack.fm", fs.getFirst().getFileName().toString());
            }
            assertTrue(e.storage().storesPacked() > 200, "packed: " + e.storage().storesPacked());
            // about 200 matrices made and freed: freed extents were used again, so the pack holds
            // little more than the live ones (each well under 40 KB per directory)
            assertTrue(maxPack < (live.size() + 40) * (48L << 10), "pack file grew to " + maxPack);
            for (MatrixStore s : live) s.free();
        }
        for (Path d : dirs) assertEquals(List.of(), dataFiles(d), "the pack files go with the engine");
    }

    @Test void packFilesStartWithACheckedVersionedHeader() throws IOException {
        Path d = tmp.resolve("h");
        try (Engine e = engine(List.of(d))) {
            MatrixStore s = e.storage().create(20, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            fill(s, 1);
            Path pack = dataFiles(d).getFirst();
            byte[] head = java.util.Arrays.copyOf(Files.readAllBytes(pack), FileLayout.ALIGN);
            var seg = java.lang.foreign.MemorySegment.ofArray(head);
            PackFile.checkHeader(seg, "pack");
            head[9] ^= 1;   // the version
            assertThrows(StorageException.class, () -> PackFile.checkHeader(java.lang.foreign.MemorySegment.ofArray(head), "pack"));
            head[9] ^= 1;
            head[3] ^= 1;   // the magic
            StorageException ex = assertThrows(StorageException.class, () -> PackFile.checkHeader(java.lang.foreign.MemorySegment.ofArray(head), "pack"));
            assertTrue(ex.getMessage().contains("not a flashr pack file"), ex.getMessage());
            s.free();
        }
    }

    @Test void aCorruptBlockInThePackIsAClearErrorAndItsNeighboursStillRead() throws IOException {
        aCorruptBlockIsAClearError(0);
    }

    /** A small store is read in one read, but each partition is checked alone: the damaged one is named, the others read. */
    @Test void aCorruptBlockOfASmallStoreIsAClearErrorAndItsNeighboursStillRead() throws IOException {
        aCorruptBlockIsAClearError(8 << 10);
    }

    private void aCorruptBlockIsAClearError(long smallBytes) throws IOException {
        Path d = tmp.resolve("c");
        try (Engine e = engine(List.of(d), smallBytes)) {
            FileStore a = (FileStore) e.storage().create(100, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            double[] wa = fill(a, 2);
            FileStore b = (FileStore) e.storage().create(100, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            double[] wb = fill(b, 3);
            assertTrue(a.packed() && b.packed());
            assertEquals(smallBytes > 0, a.small() && b.small());
            try (RandomAccessFile raf = new RandomAccessFile(b.fileOf(3).toFile(), "rw")) {
                long at = b.offsetOf(3) + 17;
                raf.seek(at);
                int x = raf.read();
                raf.seek(at);
                raf.write(x ^ 0x40);
            }
            StorageException ex = assertThrows(StorageException.class, () -> b.read(0, 100, null, new double[200], null));
            assertTrue(ex.getMessage().contains("matrix '" + b.name() + "'") && ex.getMessage().contains("block 3") && ex.getMessage().contains("corrupt"), ex.getMessage());
            check(a, wa);
            double[] first = new double[8];
            b.read(0, 8, new int[] {0}, first, null);
            assertArrayEquals(java.util.Arrays.copyOf(wb, 8), first);
            a.free();
            b.free();
        }
    }

    @Test void aFailedWriteGivesItsExtentsBackAndHarmsNoOtherMatrix() {
        aFailedWriteGivesItsExtentsBack(0, 4);   // partitions written one by one: the fourth fails
    }

    @Test void aFailedWriteOfASmallStoreGivesItsExtentBackAndHarmsNoOtherMatrix() {
        aFailedWriteGivesItsExtentsBack(64 << 10, 1);   // small stores: the whole store's one write fails
    }

    private void aFailedWriteGivesItsExtentsBack(long smallBytes, int failing) {
        Path d = tmp.resolve("w");
        try (Engine e = engine(List.of(d, tmp.resolve("w2")), smallBytes)) {
            MatrixStore keep = e.storage().create(90, 3, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            double[] wk = fill(keep, 4);
            int[] writes = {0};
            e.storage().injectWriteFault((file, off) -> { if (++writes[0] == failing) throw new IOException("No space left on device"); });
            MatrixStore s = e.storage().create(200, 3, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            if (smallBytes > 0) {
                // a small store's one write is behind the workers: when it fails, the store stays whole in memory
                long failed = e.storage().writesFailed();
                check(s, fill(s, 8));
                assertEquals(failed + 1, e.storage().writesFailed());
            } else {
                StorageException ex = assertThrows(StorageException.class, () -> fill(s, 8));
                assertTrue(ex.getMessage().contains("No space left on device"), ex.getMessage());
            }
            e.storage().injectWriteFault(null);
            // the failed matrix's space is taken by the next ones, which read back whole
            List<MatrixStore> next = new ArrayList<>();
            List<double[]> want = new ArrayList<>();
            for (int k = 0; k < 6; k++) {
                MatrixStore m = e.storage().create(150, 3, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
                want.add(fill(m, 10 + k));
                next.add(m);
            }
            check(keep, wk);
            for (int k = 0; k < next.size(); k++) check(next.get(k), want.get(k));
        }
    }

    @Test void aReaderInterruptedOnThePackFileHarmsNoOtherReader() throws Exception {
        try (Engine e = engine(List.of(tmp.resolve("i")))) {
            MatrixStore a = e.storage().create(200, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            double[] wa = fill(a, 5);
            MatrixStore b = e.storage().create(200, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            double[] wb = fill(b, 6);
            // read on the reader's own thread (page cache): an interrupt closes the shared channel
            Thread t = new Thread(() -> {
                Thread.currentThread().interrupt();
                try { a.read(0, 200, null, new double[400], null); } catch (RuntimeException expected) { }
            });
            t.start();
            t.join();
            check(b, wb);
            check(a, wa);
            a.free();
            b.free();
        }
    }

    @Test void largeAndNamedMatricesKeepFilesOfTheirOwn() throws IOException {
        Path d = tmp.resolve("n");
        try (Engine e = engine(List.of(d))) {
            FileStore big = (FileStore) e.storage().create(10_000, 1, ElementType.DOUBLE, Layout.COL_MAJOR, 8);   // 80 KB
            FileStore named = (FileStore) e.storage().createNamed("small", 10, 1, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            FileStore small = (FileStore) e.storage().create(10, 1, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            assertFalse(big.packed());
            assertFalse(named.packed());
            assertTrue(small.packed());
            check(named, fill(named, 1));
            assertTrue(Files.exists(d.resolve("matrices").resolve("small.0.fm")));
            big.free();
            small.free();
        }
    }
}
