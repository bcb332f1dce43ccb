package flashr.engine.storage;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/** The file store on its own: format, striping, checksums, faults, names, cleanup. */
class FileStoreTest {
    @TempDir Path tmp;

    private Engine engine(List<Path> dirs) {
        return new Engine(EngineConfig.builder().threads(2).partitionRows(8).memoryBudget(256L << 20).dataDirs(dirs).ioDepth(2)
                .storage(EngineConfig.defaults().storage().withDataDirs(dirs).withIoDepth(2).withStripeBytes(8192).withMaxMerge(3)
                        .withBufferedBelowBytes(0)).build());
    }

    @Test void smallTemporaryMatricesGoThroughThePageCacheLargeAndNamedOnesDirect() {
        List<Path> dirs = List.of(tmp.resolve("a"), tmp.resolve("b"));
        EngineConfig c = EngineConfig.builder().threads(2).partitionRows(8).memoryBudget(256L << 20)
                .storage(EngineConfig.defaults().storage().withDataDirs(dirs).withStripeBytes(8192).withBufferedBelowBytes(8000)).build();
        try (Engine e = new Engine(c)) {
            boolean dirDirect = e.storage().directories().values().stream().allMatch("direct"::equals);
            FileStore small = (FileStore) e.storage().create(333, 3, ElementType.DOUBLE, Layout.COL_MAJOR, 8);   // 7992 bytes
            FileStore large = (FileStore) e.storage().create(334, 3, ElementType.DOUBLE, Layout.COL_MAJOR, 8);   // 8016 bytes
            FileStore named = (FileStore) e.storage().createNamed("tiny", 10, 1, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            assertFalse(small.direct());
            assertTrue(small.packed(), "a small temporary matrix lies in the pack files");
            assertFalse(large.packed());
            assertEquals(dirDirect, large.direct());
            assertEquals(dirDirect, named.direct());
            double[] wantLarge = null, wantSmall = null;
            for (FileStore s : List.of(small, large, named)) {
                double[] want = fill(s, s.nrow);
                check(s, want);
                assertEquals(s == small ? false : dirDirect, s.direct(), "still after completion");
                if (s == large) wantLarge = want;
                if (s == small) wantSmall = want;
            }
            assertTrue(Files.exists(tmp.resolve("a").resolve("matrices").resolve("tiny.0.fm")));
            // a completed file keeps its channel across the rename; once that channel is closed
            // for others (DataFile.OPEN_MAX) it opens again under the file's final name
            List<MatrixStore> more = new java.util.ArrayList<>();
            for (int k = 0; k < DataFile.OPEN_MAX / 2 + 2; k++) {
                MatrixStore m = e.storage().create(1001, 1, ElementType.DOUBLE, Layout.COL_MAJOR, 8);   // files of its own
                fill(m, k);
                more.add(m);
            }
            check(large, wantLarge);
            check(small, wantSmall);   // the pack file's channel too, if it was closed for others
            for (MatrixStore m : more) m.free();
            small.free();
            large.free();
        }
    }

    private static double[] fill(MatrixStore s, long seed) {
        Random r = new Random(seed);
        double[] all = new double[(int) (s.nrow * s.ncol)];
        for (int k = 0; k < all.length; k++) all[k] = r.nextInt(10) == 0 ? Double.NaN : r.nextGaussian();
        // written in uneven pieces, as a pass's Pcache steps do
        long r0 = 0;
        while (r0 < s.nrow) {
            int len = (int) Math.min(s.nrow - r0, 1 + r.nextInt(5));
            double[] blk = new double[len * s.ncol];
            for (int c = 0; c < s.ncol; c++) System.arraycopy(all, (int) (c * s.nrow + r0), blk, c * len, len);
            s.write(r0, len, blk, null);
            r0 += len;
        }
        s.finishWrites();
        return all;
    }

    private static void check(MatrixStore s, double[] want) {
        double[] got = new double[want.length];
        if (s.nrow > 0) s.read(0, (int) s.nrow, null, got, null);
        assertArrayEquals(want, got);
        Random r = new Random(1);
        for (int k = 0; k < 50 && s.nrow > 0; k++) {
            long row = r.nextLong(s.nrow);
            int c = r.nextInt(s.ncol);
            assertEquals(want[(int) (c * s.nrow + row)], s.getDouble(row, c));
        }
    }

    @Test void writesAndReadsBackAnyShapeAndLayout() {
        try (Engine e = engine(List.of(tmp.resolve("a")))) {
            for (long nrow : new long[] {0, 1, 7, 8, 9, 1001}) for (int ncol : new int[] {1, 3, 32, 45}) for (Layout l : Layout.values()) {
                MatrixStore s = e.storage().create(nrow, ncol, ElementType.DOUBLE, l, 8);
                assertFalse(s.inMemory());
                check(s, fill(s, nrow * 100 + ncol));
                s.free();
            }
            MatrixStore i = e.storage().create(100, 2, ElementType.INTEGER, Layout.COL_MAJOR, 8);
            int[] vals = new int[200];
            for (int k = 0; k < 200; k++) vals[k] = k % 7 == 0 ? Integer.MIN_VALUE : k * 3;
            i.write(0, 100, null, vals);
            i.finishWrites();
            int[] got = new int[200];
            i.read(0, 100, null, null, got);
            assertArrayEquals(vals, got);
            int[] col1 = new int[10];
            i.read(45, 10, new int[] {1}, null, col1);
            for (int k = 0; k < 10; k++) assertEquals(vals[100 + 45 + k], col1[k]);
        }
    }

    @Test void stripesOverEveryDirectoryAndReadsAhead() throws IOException {
        List<Path> dirs = List.of(tmp.resolve("d0"), tmp.resolve("d1"), tmp.resolve("d2"));
        try (Engine e = engine(dirs)) {
            MatrixStore s = e.storage().create(4000, 4, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            double[] want = fill(s, 7);
            for (Path d : dirs) {
                try (Stream<Path> files = Files.walk(d)) {
                    assertTrue(files.anyMatch(p -> p.toString().endsWith(".fm") && p.toFile().length() > 4096), "a file with data in " + d);
                }
            }
            s.prefetch(0, 40);
            check(s, want);
            assertTrue(((FileStore) s).cachedPartitions() <= 2 * (2 + 2) + 3, "read cache bounded");
        }
    }

    @Test void namedMatricesOutliveTheEngine() {
        List<Path> dirs = List.of(tmp.resolve("n0"), tmp.resolve("n1"));
        double[] want;
        double[] wideWant;
        try (Engine e = engine(dirs)) {
            want = fill(e.storage().createNamed("X", 333, 5, ElementType.DOUBLE, Layout.COL_MAJOR, 8), 3);
            wideWant = fill(e.storage().createNamed("wide.one", 50, 40, ElementType.DOUBLE, Layout.ROW_MAJOR, 8, true), 4);
        }
        try (Engine e = engine(dirs)) {
            assertEquals(List.of("X", "wide.one"), e.storage().names());
            Storage.Opened x = e.storage().open("X");
            assertFalse(x.transposed());
            check(x.store(), want);
            Storage.Opened w = e.storage().open("wide.one");
            assertTrue(w.transposed());
            assertEquals(40, w.store().ncol);
            check(w.store(), wideWant);
            assertTrue(e.storage().delete("X"));
            assertFalse(e.storage().delete("X"));
            StorageException ex = assertThrows(StorageException.class, () -> e.storage().open("X"));
            assertTrue(ex.getMessage().contains("no matrix named 'X'"), ex.getMessage());
            assertThrows(StorageException.class, () -> e.storage().createNamed("../evil", 1, 1, ElementType.DOUBLE, Layout.COL_MAJOR, 8));
        }
    }

    private static Path onlyFile(Path dir, String name) { return dir.resolve("matrices").resolve(name); }

    @Test void aCorruptBlockIsAClearErrorNamingMatrixAndBlock() throws IOException {
        Path d = tmp.resolve("c");
        try (Engine e = engine(List.of(d))) {
            fill(e.storage().createNamed("C", 100, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8), 5);
        }
        Path f = onlyFile(d, "C.0.fm");
        long slot = 4096;
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            long at = 4096 + 3 * slot + 17;   // a byte of block 3
            raf.seek(at);
            int b = raf.read();
            raf.seek(at);
            raf.write(b ^ 0x40);
        }
        try (Engine e = engine(List.of(d))) {
            MatrixStore s = e.storage().open("C").store();
            assertEquals(1.0 * 0, 0.0);
            double[] ok = new double[8];
            s.read(0, 8, new int[] {0}, ok, null);   // block 0 reads fine
            StorageException ex = assertThrows(StorageException.class, () -> s.read(0, 100, null, new double[200], null));
            assertTrue(ex.getMessage().contains("matrix 'C'") && ex.getMessage().contains("block 3") && ex.getMessage().contains("corrupt"), ex.getMessage());
        }
    }

    /** A column read alone is checked against its own checksum: a damaged column is named by its block. */
    @Test void aCorruptColumnReadAloneIsAClearErrorWhileOtherColumnsRead() throws IOException {
        Path d = tmp.resolve("k");
        double[] want;
        try (Engine e = engine(List.of(d))) {
            want = fill(e.storage().createNamed("K", 4096, 4, ElementType.DOUBLE, Layout.COL_MAJOR, 1024), 9);
        }
        long slot = 4 * 8192;   // 1024 rows x 4 columns
        try (RandomAccessFile raf = new RandomAccessFile(onlyFile(d, "K.0.fm").toFile(), "rw")) {
            long at = 4096 + 3 * slot + 2 * 8192 + 17;   // a byte of column 2 of block 3
            raf.seek(at);
            int b = raf.read();
            raf.seek(at);
            raf.write(b ^ 0x40);
        }
        try (Engine e = engine(List.of(d))) {
            MatrixStore s = e.storage().open("K").store();
            double[] col = new double[4096];
            s.read(0, 4096, new int[] {1}, col, null);   // column 1 alone, every block
            assertArrayEquals(java.util.Arrays.copyOfRange(want, 4096, 8192), col);
            s.read(0, 3072, new int[] {2}, col, null);   // column 2 of blocks 0-2
            assertArrayEquals(java.util.Arrays.copyOfRange(want, 2 * 4096, 2 * 4096 + 3072), java.util.Arrays.copyOf(col, 3072));
            for (int[] cols : new int[][] {{2}, null}) {
                StorageException ex = assertThrows(StorageException.class, () -> s.read(3072, 1024, cols, new double[4096], null));
                assertTrue(ex.getMessage().contains("matrix 'K'") && ex.getMessage().contains("block 3") && ex.getMessage().contains("corrupt"), ex.getMessage());
            }
        }
    }

    /** A file of format version 1 (one checksum per partition, none per column) still reads, whole partitions. */
    @Test void versionOneFilesStillRead() throws IOException {
        Path d = tmp.resolve("v1");
        double[] want;
        try (Engine e = engine(List.of(d))) {
            want = fill(e.storage().createNamed("V", 100, 3, ElementType.DOUBLE, Layout.COL_MAJOR, 8), 4);
        }
        // rewrite the header as version 1 wrote it: the partitions' checksums alone
        Path f = onlyFile(d, "V.0.fm");
        java.nio.ByteBuffer h = java.nio.ByteBuffer.wrap(Files.readAllBytes(f)).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        int parts = (int) h.getLong(64);
        assertEquals(2, h.getInt(8));
        assertEquals(3, h.getInt(92), "three column checksums per partition");
        int[] slots = new int[parts];
        for (int k = 0; k < parts; k++) slots[k] = h.getInt(512 + 4 * 4 * k);
        for (int k = 512; k < 4096; k++) h.put(k, (byte) 0);
        for (int k = 0; k < parts; k++) h.putInt(512 + 4 * k, slots[k]);
        h.putInt(8, 1).putInt(92, 0);
        java.util.zip.CRC32C c = new java.util.zip.CRC32C();
        c.update(h.array(), 0, 508);
        c.update(h.array(), 512, 4 * parts);
        h.putInt(508, (int) c.getValue());
        Files.write(f, h.array());
        try (Engine e = engine(List.of(d))) {
            MatrixStore s = e.storage().open("V").store();
            double[] all = new double[300];
            s.read(0, 100, null, all, null);
            assertArrayEquals(want, all);
            double[] col = new double[100];
            s.read(0, 100, new int[] {2}, col, null);
            assertArrayEquals(java.util.Arrays.copyOfRange(want, 200, 300), col);
        }
    }

    @Test void aTruncatedFileIsAClearError() throws IOException {
        Path d = tmp.resolve("t");
        try (Engine e = engine(List.of(d))) {
            fill(e.storage().createNamed("T", 100, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8), 6);
        }
        Path f = onlyFile(d, "T.0.fm");
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) { raf.setLength(raf.length() - 5000); }
        try (Engine e = engine(List.of(d))) {
            StorageException ex = assertThrows(StorageException.class, () -> e.storage().open("T"));
            assertTrue(ex.getMessage().contains("matrix 'T'") && ex.getMessage().contains("truncated"), ex.getMessage());
        }
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) { raf.setLength(100); }
        try (Engine e = engine(List.of(d))) {
            StorageException ex = assertThrows(StorageException.class, () -> e.storage().open("T"));
            assertTrue(ex.getMessage().contains("truncated"), ex.getMessage());
        }
    }

    @Test void aFailedWriteLeavesNoFileThatLooksValid() throws IOException {
        Path d = tmp.resolve("w");
        try (Engine e = engine(List.of(d))) {
            int[] writes = {0};
            e.storage().injectWriteFault((file, off) -> { if (++writes[0] == 5) throw new IOException("No space left on device"); });
            MatrixStore s = e.storage().createNamed("F", 200, 3, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            StorageException ex = assertThrows(StorageException.class, () -> fill(s, 8));
            assertTrue(ex.getMessage().contains("matrix 'F'") && ex.getMessage().contains("No space left on device"), ex.getMessage());
            try (Stream<Path> files = Files.list(d.resolve("matrices"))) { assertEquals(List.of(), files.toList(), "nothing left behind"); }
            assertThrows(StorageException.class, () -> e.storage().open("F"));
            // the header is the last write: failing it leaves nothing either
            e.storage().injectWriteFault((file, off) -> { if (off == 0) throw new IOException("No space left on device"); });
            MatrixStore h = e.storage().createNamed("H", 20, 1, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            assertThrows(StorageException.class, () -> fill(h, 9));
            try (Stream<Path> files = Files.list(d.resolve("matrices"))) { assertEquals(List.of(), files.toList()); }
        }
    }

    @Test void anUnusableDirectoryIsAClearError() throws IOException {
        Path notDir = Files.writeString(tmp.resolve("plain-file"), "x");
        StorageException ex = assertThrows(StorageException.class, () -> {
            try (Engine e = engine(List.of(notDir.resolve("sub")))) { e.storage(); }
        });
        assertTrue(ex.getMessage().contains("data directory") && ex.getMessage().contains("plain-file"), ex.getMessage());
        Path ro = Files.createDirectories(tmp.resolve("ro"));
        if (ro.toFile().setWritable(false, false) && !Files.isWritable(ro)) {   // root may write anyway
            try {
                assertThrows(StorageException.class, () -> { try (Engine e = engine(List.of(ro))) { e.storage(); } });
            } finally {
                ro.toFile().setWritable(true, false);
            }
        }
    }

    @Test void temporariesGoWhenFreedClosedOrLeftByACrash() throws IOException {
        Path d = tmp.resolve("s");
        Path crashed = Files.createDirectories(d.resolve("sessions").resolve("999999999-1").resolve("e1"));
        Files.writeString(crashed.resolve("m1.0.fm"), "old");
        Files.createDirectories(d.resolve("matrices"));
        Path staleTmp = Files.writeString(d.resolve("matrices").resolve("Y.0.fm.tmp-999999999-1"), "partial");
        Path mine;
        try (Engine e = engine(List.of(d))) {
            e.storage();
            assertFalse(Files.exists(crashed.getParent()), "a crashed session's folder is deleted");
            assertFalse(Files.exists(staleTmp), "a crashed write's temporary file is deleted");
            MatrixStore a = e.storage().create(50, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            fill(a, 1);
            MatrixStore b = e.storage().create(50, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            fill(b, 2);
            try (Stream<Path> s = Files.walk(d.resolve("sessions"))) { mine = s.filter(p -> p.toString().endsWith(".fm")).findFirst().orElseThrow().getParent(); }
            a.free();
            try (Stream<Path> s = Files.list(mine)) { assertEquals(1, s.filter(p -> p.toString().endsWith(".fm")).count()); }
        }
        assertFalse(Files.exists(mine), "an engine's temporaries are deleted when it closes");
    }

    @Test void anUnreachableTemporaryStoreDeletesItsFiles() throws Exception {
        Path d = tmp.resolve("g");
        try (Engine e = engine(List.of(d))) {
            MatrixStore s = e.storage().create(300, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            check(s, fill(s, 12));   // read through its cache too
            s = null;
            for (int k = 0; k < 200 && countFiles(d) > 0; k++) { System.gc(); Thread.sleep(10); }
            assertEquals(0, countFiles(d), "the Cleaner deleted the files of an unreachable store");
        }
    }

    private static long countFiles(Path d) throws IOException {
        try (Stream<Path> s = Files.walk(d)) { return s.filter(p -> p.toString().endsWith(".fm")).count(); }
    }

    @Test void tmpfsFallsBackToBufferedIoAndSaysSo() {
        Path shm = Path.of("/dev/shm");
        if (!Files.isDirectory(shm) || !Files.isWritable(shm)) return;
        Path d = shm.resolve("flashr-test-" + ProcessHandle.current().pid());
        try (Engine e = new Engine(EngineConfig.builder().threads(1).partitionRows(8).dataDirs(List.of(d)).build())) {
            String how = e.storage().directories().values().iterator().next();
            assertTrue(how.equals("direct") || how.startsWith("buffered"), how);
            MatrixStore s = e.storage().create(30, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            check(s, fill(s, 11));
            assertTrue(e.storageDescription().contains(d.toString()));
        } finally {
            flashr.engine.storage.SessionDirsAccess.deleteTree(d);
        }
    }
}
