package flashr.bench;

import com.sun.nio.file.ExtendedOpenOption;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The disk's sequential read bandwidth as the file store sees it: a file written once, then read
 * with large O_DIRECT reads (the page cache plays no part), best of a few passes. Falls back to
 * buffered reads (and says so) where the file system refuses O_DIRECT. The benchmark suite runs
 * this file with Java's source launcher where no C compiler builds its probe
 * ({@code java DiskBandwidth.java FILE_DIR BYTES}).
 */
final class DiskBandwidth {
    private DiskBandwidth() {}

    /** Prints {@code disk.direct.read GB/s} (or {@code disk.buffered.read}) for a file in args[0]. */
    public static void main(String[] args) throws Exception {
        Result r = measure(Path.of(args[0]), Long.parseLong(args[1]), 3);
        System.out.printf("%s %.2f%n", r.direct() ? "disk.direct.read" : "disk.buffered.read", r.best());
    }

    /** Best GB/s with one request in flight and with {@code parallel} (the store's I/O threads). */
    record Result(double gbPerSec, double parallelGbPerSec, int parallel, boolean direct) {
        double best() { return Math.max(gbPerSec, parallelGbPerSec); }
    }

    static Result measure(Path dir, long bytes, int reps) throws Exception { return measure(dir, bytes, reps, 1); }

    /**
     * As the file store reads: besides one sequential reader, {@code parallel} threads each
     * reading every parallel-th 8 MB block, so that as many requests are in flight as the
     * store's read-ahead keeps (a virtual or RAID disk serves several at once faster).
     */
    static Result measure(Path dir, long bytes, int reps, int parallel) throws Exception {
        Files.createDirectories(dir);
        Path f = dir.resolve("bandwidth-probe.bin");
        int block = 8 << 20;
        bytes = Math.max(block, bytes / block * block);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment buf = arena.allocate(block, 4096);
            buf.fill((byte) 7);
            boolean direct = true;
            FileChannel w;
            try {
                w = FileChannel.open(f, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE, ExtendedOpenOption.DIRECT);
            } catch (Exception e) {
                direct = false;
                w = FileChannel.open(f, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
            }
            try (FileChannel ch = w) {
                for (long pos = 0; pos < bytes; pos += block) {
                    ByteBuffer b = buf.asByteBuffer();
                    while (b.hasRemaining()) ch.write(b, pos + b.position());
                }
                ch.force(true);
            }
            double best = 0, bestParallel = 0;
            for (int r = 0; r < reps && parallel > 1; r++) bestParallel = Math.max(bestParallel, readParallel(f, bytes, block, parallel, direct));
            for (int r = 0; r < reps; r++) {
                try (FileChannel ch = direct ? FileChannel.open(f, StandardOpenOption.READ, ExtendedOpenOption.DIRECT) : FileChannel.open(f, StandardOpenOption.READ)) {
                    long t0 = System.nanoTime();
                    for (long pos = 0; pos < bytes; pos += block) {
                        ByteBuffer b = buf.asByteBuffer();
                        while (b.hasRemaining()) if (ch.read(b, pos + b.position()) < 0) break;
                    }
                    best = Math.max(best, bytes / (double) (System.nanoTime() - t0));
                }
            }
            return new Result(best, bestParallel, parallel, direct);
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /** GB/s of n threads reading the file's blocks round robin. */
    private static double readParallel(Path f, long bytes, int block, int n, boolean direct) throws Exception {
        try (FileChannel ch = direct ? FileChannel.open(f, StandardOpenOption.READ, ExtendedOpenOption.DIRECT) : FileChannel.open(f, StandardOpenOption.READ);
             Arena arena = Arena.ofShared()) {
            Thread[] ts = new Thread[n];
            Exception[] err = new Exception[1];
            long t0 = System.nanoTime();
            for (int t = 0; t < n; t++) {
                int me = t;
                MemorySegment buf = arena.allocate(block, 4096);
                ts[t] = new Thread(() -> {
                    try {
                        for (long pos = (long) me * block; pos < bytes; pos += (long) n * block) {
                            ByteBuffer b = buf.asByteBuffer();
                            while (b.hasRemaining()) if (ch.read(b, pos + b.position()) < 0) break;
                        }
                    } catch (Exception e) {
                        err[0] = e;
                    }
                });
                ts[t].start();
            }
            for (Thread t : ts) t.join();
            if (err[0] != null) throw err[0];
            return bytes / (double) (System.nanoTime() - t0);
        }
    }
}
