package flashr.engine.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.memory.MatrixStore;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Small stores: a temporary matrix of a few partitions in one extent of one pack file, written
 * with its header in one write and read back in one read, each partition still checked alone.
 */
class SmallStoreTest {
    @TempDir Path tmp;

    /** Three directories, 8-row partitions; stores of at most smallBytes of data are small. */
    private Engine engine(long smallBytes, boolean allOnFiles) {
        List<Path> dirs = List.of(tmp.resolve("d0"), tmp.resolve("d1"), tmp.resolve("d2"));
        return new Engine(EngineConfig.builder().threads(2).partitionRows(8).memoryBudget(256L << 20)
                .storage(EngineConfig.defaults().storage().withDataDirs(dirs).withIoDepth(1).withStripeBytes(8192).withMaxMerge(2)
                        .withAllOnFiles(allOnFiles).withSmallStoreBytes(smallBytes)).build());
    }

    /** Random values with NA, NaN, Inf and -Inf (doubles) or NA (integers: Integer.MIN_VALUE). */
    private static double[] doubles(Random r, int n) {
        double[] d = new double[n];
        for (int k = 0; k < n; k++) {
            int t = r.nextInt(12);
            d[k] = t == 0 ? Double.NaN : t == 1 ? Double.longBitsToDouble(0x7FF00000000007A2L) : t == 2 ? Double.POSITIVE_INFINITY
                    : t == 3 ? Double.NEGATIVE_INFINITY : t == 4 ? -0.0 : r.nextGaussian() * 1e3;
        }
        return d;
    }

    private static int[] ints(Random r, int n) {
        int[] v = new int[n];
        for (int k = 0; k < n; k++) v[k] = r.nextInt(8) == 0 ? Integer.MIN_VALUE : r.nextInt();
        return v;
    }

    /** Writes all (column-major) in uneven row pieces, by whole rows, single columns or elements, as passes do. */
    private static void write(MatrixStore s, double[] d, int[] iv, Random r) {
        long r0 = 0;
        while (r0 < s.nrow) {
            int len = (int) Math.min(s.nrow - r0, 1 + r.nextInt(11));
            int how = r.nextInt(3);
            if (how == 0) {
                double[] blk = d == null ? null : new double[len * s.ncol];
                int[] blki = d == null ? new int[len * s.ncol] : null;
                for (int c = 0; c < s.ncol; c++) {
                    if (d != null) System.arraycopy(d, (int) (c * s.nrow + r0), blk, c * len, len);
                    else System.arraycopy(iv, (int) (c * s.nrow + r0), blki, c * len, len);
                }
                s.write(r0, len, blk, blki);
            } else if (how == 1) {
                for (int c = 0; c < s.ncol; c++) s.writeColumn(c, r0, len, d, iv, (int) (c * s.nrow + r0));
            } else {
                for (int c = 0; c < s.ncol; c++) for (int i = 0; i < len; i++) {
                    int k = (int) (c * s.nrow + r0 + i);
                    if (d != null) s.setDouble(r0 + i, c, d[k]);
                    else s.setInt(r0 + i, c, iv[k]);
                }
            }
            r0 += len;
        }
        s.finishWrites();
    }

    private static void checkBits(double[] want, double[] got, String what) {
        assertEquals(want.length, got.length, what);
        for (int k = 0; k < want.length; k++)
            assertEquals(Double.doubleToRawLongBits(want[k]), Double.doubleToRawLongBits(got[k]), what + " at " + k);
    }

    /**
     * Pass results: the same bits, except that a NaN made by arithmetic may carry either sign (the
     * hardware's default NaN is negative, Java's constant positive; R does not tell them apart),
     * as long as NA stays NA and NaN stays NaN.
     */
    private static void checkValues(double[] want, double[] got, String what) {
        assertEquals(want.length, got.length, what);
        for (int k = 0; k < want.length; k++) {
            if (want[k] != want[k] && got[k] != got[k]) assertEquals(flashr.engine.type.NA.isNA(want[k]), flashr.engine.type.NA.isNA(got[k]), what + " at " + k + " (NA or NaN)");
            else assertEquals(Double.doubleToRawLongBits(want[k]), Double.doubleToRawLongBits(got[k]), what + " at " + k);
        }
    }

    /** Reads back whole, by a random column subset and row range, and by element. */
    private static void check(MatrixStore s, double[] d, int[] iv, Random r) {
        int n = (int) (s.nrow * s.ncol);
        if (d != null) {
            double[] got = new double[n];
            if (s.nrow > 0) s.read(0, (int) s.nrow, null, got, null);
            checkBits(d, got, "whole");
        } else {
            int[] got = new int[n];
            if (s.nrow > 0) s.read(0, (int) s.nrow, null, null, got);
            assertArrayEquals(iv, got, "whole");
        }
        if (s.nrow == 0) return;
        long r0 = r.nextLong(s.nrow);
        int len = (int) (1 + r.nextLong(s.nrow - r0));
        int[] cols = r.ints(1 + r.nextInt(s.ncol), 0, s.ncol).toArray();
        double[] part = d == null ? null : new double[len * cols.length];
        int[] parti = d == null ? new int[len * cols.length] : null;
        s.read(r0, len, cols, part, parti);
        for (int k = 0; k < cols.length; k++) for (int i = 0; i < len; i++) {
            int at = (int) (cols[k] * s.nrow + r0 + i);
            if (d != null) assertEquals(Double.doubleToRawLongBits(d[at]), Double.doubleToRawLongBits(part[k * len + i]), "rows from " + r0);
            else assertEquals(iv[at], parti[k * len + i], "rows from " + r0);
        }
        for (int k = 0; k < 20; k++) {
            long row = r.nextLong(s.nrow);
            int c = r.nextInt(s.ncol);
            int at = (int) (c * s.nrow + row);
            if (d != null) assertEquals(Double.doubleToRawLongBits(d[at]), Double.doubleToRawLongBits(s.getDouble(row, c)));
            else assertEquals(iv[at], s.getInt(row, c));
        }
    }

    @Test void aSmallStoreIsWrittenInOneWriteAndReadInOneRead() {
        try (Engine e = engine(128 << 10, false)) {
            Storage st = e.storage();
            Random r = new Random(3);
            // 100 x 3 doubles: 13 partitions of 8 rows, which would be 13 slot writes and 3 headers
            FileStore s = (FileStore) st.create(100, 3, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            assertTrue(s.small() && s.packed());
            double[] d = doubles(r, 300);
            long w0 = st.writesIssued(), r0 = st.readsIssued(), b0 = st.bytesWritten();
            write(s, d, null, r);
            awaitWrite(s);
            assertEquals(1, st.writesIssued() - w0, "header and 13 partitions in one write");
            assertEquals(2400, st.bytesWritten() - b0);
            assertEquals(0, st.readsIssued() - r0, "nothing read before a reader asks");
            check(s, d, null, r);
            assertEquals(1, st.readsIssued() - r0, "every partition in one read");
            check(s, d, null, r);
            s.prefetch(0, 13);
            assertEquals(1, st.readsIssued() - r0, "held once read, until freed");
            assertEquals(13, s.cachedPartitions());
            s.free();
            assertThrows(IllegalStateException.class, () -> s.getDouble(0, 0));
        }
    }

    /** Waits until a small store's write, behind the workers, has landed (or failed). */
    static void awaitWrite(MatrixStore s) {
        if (s instanceof flashr.engine.memory.BlockStore bs) { for (int b = 0; b < bs.numBlocks(); b++) awaitWrite(bs.block(b)); return; }
        if (!(s instanceof FileStore f)) return;
        while (f.writeInFlight()) {
            try { Thread.sleep(1); } catch (InterruptedException e) { throw new AssertionError(e); }
        }
    }

    /**
     * The write goes behind the workers: finishWrites returns while the write is held back on
     * the I/O side, readers get the partitions, bit for bit, from the buffer being written with no
     * read at all, and keep them once it lands; a store read only after its write landed reads
     * the file once. A store whose write fails (read before or not) keeps its partitions in memory.
     */
    @Test void readsBeforeTheWriteLandsComeFromItsBuffer() throws Exception {
        try (Engine e = engine(128 << 10, false)) {
            Storage st = e.storage();
            Random r = new Random(21);
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            boolean[] fail = {false};
            st.injectWriteFault((file, off) -> {
                try { go.await(); } catch (InterruptedException x) { throw new java.io.IOException(x); }
                if (fail[0]) throw new java.io.IOException("No space left on device");
            });
            FileStore s = (FileStore) st.create(50, 5, ElementType.DOUBLE, Layout.ROW_MAJOR, 8);
            double[] d = doubles(r, 250);
            long r0 = st.readsIssued();
            write(s, d, null, r);
            assertTrue(s.writeInFlight(), "finishWrites does not wait for the disk");
            check(s, d, null, r);
            assertEquals(0, st.readsIssued() - r0, "read from the buffer being written");
            go.countDown();
            awaitWrite(s);
            check(s, d, null, r);
            assertEquals(0, st.readsIssued() - r0, "kept once taken");
            assertEquals(s.numPartitions(), s.cachedPartitions());

            FileStore later = (FileStore) st.create(50, 5, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            write(later, d, null, r);
            awaitWrite(later);
            check(later, d, null, r);
            assertEquals(1, st.readsIssued() - r0, "read back in one read once the write landed");

            // failing writes: a store read before the failure and one never read both stay whole in memory
            fail[0] = true;
            long failed0 = st.writesFailed();
            FileStore taken = (FileStore) st.create(30, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            FileStore untouched = (FileStore) st.create(40, 3, ElementType.INTEGER, Layout.ROW_MAJOR, 8);
            double[] dl = doubles(r, 60);
            int[] il = ints(r, 120);
            write(taken, dl, null, r);
            write(untouched, null, il, r);
            check(taken, dl, null, r);   // before the failure: from the buffer
            awaitWrite(taken);
            awaitWrite(untouched);
            assertEquals(2, st.writesFailed() - failed0);
            long reads = st.readsIssued();
            check(taken, dl, null, r);
            check(untouched, null, il, r);
            assertEquals(reads, st.readsIssued(), "held in memory, nothing read from the given-back extents");
            st.injectWriteFault(null);
            check(s, d, null, r);
            check(later, d, null, r);
            s.free();
            later.free();
            taken.free();
            untouched.free();
        }
    }

    @Test void smallStoresTakeTheDirectoriesInTurnAndLargerOnesStripe() throws Exception {
        try (Engine e = engine(4 << 10, false)) {
            List<FileStore> small = new ArrayList<>();
            for (int k = 0; k < 6; k++) small.add((FileStore) e.storage().create(64, 8, ElementType.DOUBLE, Layout.COL_MAJOR, 8));   // 4 KB
            FileStore larger = (FileStore) e.storage().create(65, 8, ElementType.DOUBLE, Layout.COL_MAJOR, 8);   // 4160 bytes
            assertFalse(larger.small());
            assertTrue(larger.packed());
            java.util.Set<Path> used = new java.util.HashSet<>();
            for (FileStore s : small) {
                assertTrue(s.small());
                used.add(s.fileOf(0));
                for (long p = 1; p < s.numPartitions(); p++) assertEquals(s.fileOf(0), s.fileOf(p), "one pack file per small store");
            }
            assertEquals(3, used.size(), "the stores spread over the three directories");
            java.util.Set<Path> striped = new java.util.HashSet<>();
            for (long p = 0; p < larger.numPartitions(); p++) striped.add(larger.fileOf(p));
            assertTrue(striped.size() > 1, "a larger packed store stripes as before");
            for (FileStore s : small) s.free();
            larger.free();
        }
    }

    /**
     * Random small shapes (0 and 1 rows, 1 x 1, odd sizes, wide block stores, doubles and
     * integers, both layouts) written in random pieces read back bit for bit, the same as with
     * small stores off; and a store that is not small reads back alike.
     */
    @Test void randomSmallShapesReadBackBitForBit() {
        try (Engine small = engine(128 << 10, false); Engine striped = engine(0, false)) {
            Random r = new Random(11);
            long smallBefore = small.storage().storesSmall();
            for (int t = 0; t < 120; t++) {
                long nrow = switch (t % 6) { case 0 -> 0; case 1 -> 1; case 2 -> 1 + r.nextInt(8); default -> 1 + r.nextInt(300); };
                int ncol = t % 10 == 9 ? 33 + r.nextInt(12) : t % 7 == 0 ? 1 : 1 + r.nextInt(9);
                ElementType type = r.nextInt(4) == 0 ? ElementType.INTEGER : ElementType.DOUBLE;
                Layout layout = r.nextInt(3) == 0 ? Layout.ROW_MAJOR : Layout.COL_MAJOR;
                int n = (int) (nrow * ncol);
                double[] d = type == ElementType.DOUBLE ? doubles(r, n) : null;
                int[] iv = d == null ? ints(r, n) : null;
                for (Engine e : List.of(small, striped)) {
                    MatrixStore s = e.storage().create(nrow, ncol, type, layout, 8);
                    long seed = r.nextLong();
                    write(s, d, iv, new Random(seed));
                    if (t % 2 == 0) awaitWrite(s);
                    check(s, d, iv, new Random(seed + 1));
                    s.free();
                }
            }
            assertTrue(small.storage().storesSmall() - smallBefore >= 120, "every one was small");
            assertEquals(0, striped.storage().storesSmall());
        }
    }

    /** Engine passes over matrices forced onto files (small stores, and none) give the in-memory results, bit for bit. */
    @Test void passesOnSmallStoresMatchMemory() {
        try (Engine mem = new Engine(EngineConfig.builder().threads(2).partitionRows(8).build());
             Engine files = engine(128 << 10, true); Engine striped = engine(0, true)) {
            Random r = new Random(5);
            for (int t = 0; t < 40; t++) {
                long nrow = switch (t % 5) { case 0 -> 1; case 1 -> 1 + r.nextInt(9); default -> 2 + r.nextInt(200); };
                int ncol = t % 8 == 7 ? 33 + r.nextInt(5) : 1 + r.nextInt(5);
                double[] d = doubles(r, (int) (nrow * ncol));
                double[][] out = new double[3][];
                Engine[] es = {mem, files, striped};
                for (int k = 0; k < 3; k++) out[k] = work(es[k], es[k].fromArray(d.clone(), nrow, ncol), k > 0);
                checkValues(out[0], out[1], "small stores, " + nrow + " x " + ncol);
                checkValues(out[0], out[2], "striped stores, " + nrow + " x " + ncol);
            }
            assertTrue(files.storage().storesSmall() > 0);
        }
    }

    /** A stored copy, colSums, a fused sum and a stored element-wise result, read back. */
    private static double[] work(Engine e, Matrix x, boolean onFiles) {
        Matrix f = e.convertStore(x, !onFiles);
        e.materialize(f);
        double[] a = e.aggCol(f, AggOp.SUM).toDoubleArray();
        double[] b = e.agg(e.mapply(e.sapply(f, UnaryOp.ABS), 2.0, BinaryOp.MUL), AggOp.SUM).toDoubleArray();
        Matrix y = e.mapply(f, 3.0, BinaryOp.ADD);
        e.materialize(y);
        double[] c = y.toDoubleArray();
        double[] g = f.toDoubleArray();
        double[] out = new double[a.length + b.length + c.length + g.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        System.arraycopy(c, 0, out, a.length + b.length, c.length);
        System.arraycopy(g, 0, out, a.length + b.length + c.length, g.length);
        return out;
    }

    /** A truncated pack file: the partitions past its end are errors naming their block; those before it read. */
    @Test void aSmallStoreCutShortNamesTheMissingBlocks() throws Exception {
        try (Engine e = engine(128 << 10, false)) {
            FileStore s = (FileStore) e.storage().create(100, 2, ElementType.DOUBLE, Layout.COL_MAJOR, 8);
            double[] d = doubles(new Random(9), 200);
            write(s, d, null, new Random(10));
            awaitWrite(s);
            assertTrue(s.small());
            try (RandomAccessFile raf = new RandomAccessFile(s.fileOf(0).toFile(), "rw")) {
                raf.setLength(s.offsetOf(10) + 5);   // partition 10 cut, 11 and 12 gone
            }
            StorageException ex = assertThrows(StorageException.class, () -> s.read(0, 100, null, new double[200], null));
            assertTrue(ex.getMessage().contains("matrix '" + s.name() + "'") && ex.getMessage().contains("block 10")
                    && ex.getMessage().contains("truncated"), ex.getMessage());
            double[] first = new double[80];
            s.read(0, 80, new int[] {1}, first, null);
            checkBits(java.util.Arrays.copyOfRange(d, 100, 180), first, "partitions before the cut");
            assertTrue(Files.size(s.fileOf(0)) > 0);
            s.free();
        }
    }
}
