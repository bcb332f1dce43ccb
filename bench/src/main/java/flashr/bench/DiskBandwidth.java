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
 * buffered reads (and says so) where the file system refuses O_DIRECT.
 */
final class DiskBandwidth {
    private DiskBandwidth() {}

    record Result(double gbPerSec, boolean direct) { }

    static Result measure(Path dir, long bytes, int reps) throws Exception {
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
            double best = 0;
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
            return new Result(best, direct);
        } finally {
            Files.deleteIfExists(f);
        }
    }
}
