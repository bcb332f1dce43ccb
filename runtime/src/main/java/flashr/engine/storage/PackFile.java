package flashr.engine.storage;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.nio.file.Path;

/**
 * One file per data directory that holds an engine's small temporary matrices side by side: each
 * matrix's part in the directory is an extent (its own header, with version and checksums, then
 * its partition slots, exactly as in a file of its own) that {@link ExtentAllocator} hands out and
 * takes back. A small matrix in a file of its own cost a file created, renamed and deleted per
 * directory, which is most of the time of a script that makes thousands of small vectors on
 * files; an extent costs nothing but its writes. The file starts with a header of its own (magic
 * {@code FLASHRPK}, format version, alignment, CRC32C). It lives in the engine's session folder
 * and goes with it (at close, at exit, or, after a crash, at the next start), and it is written
 * and read through the page cache, as small temporary matrices are.
 */
final class PackFile implements AutoCloseable {
    static final long MAGIC = 0x4B50_5248_5341_4C46L;   // the bytes "FLASHRPK"
    static final int VERSION = 1;
    /** The file is cut back to its last extent when this much lies free beyond it. */
    static final long SHRINK_BYTES = 16L << 20;
    private static final ValueLayout.OfLong L = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfInt I = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    final Path path;
    final DataFile file;
    private final ExtentAllocator extents = new ExtentAllocator(FileLayout.ALIGN);
    private long size;

    private PackFile(Path path, DataFile file) {
        this.path = path;
        this.file = file;
    }

    /** A new pack file at path (which must not exist), with its header written. */
    static PackFile create(Path path, IoBuffers buffers) throws IOException {
        DataFile f = DataFile.create(path, false);
        IoBuffers.Buf b = buffers.take(FileLayout.ALIGN);
        try {
            MemorySegment h = b.segment().asSlice(0, FileLayout.ALIGN);
            h.fill((byte) 0);
            h.set(L, 0, MAGIC);
            h.set(I, 8, VERSION);
            h.set(I, 12, FileLayout.ALIGN);
            h.set(I, 16, FileStore.crc(h.asSlice(0, 16)));
            f.write(h, 0);
        } catch (IOException | RuntimeException e) {
            f.close();
            FileStore.deleteQuietly(path);
            throw e;
        } finally {
            buffers.give(b);
        }
        return new PackFile(path, f);
    }

    /** Checks a pack file's header (tests, and what a reader of the format checks). */
    static void checkHeader(MemorySegment h, String what) {
        if (h.byteSize() < 20 || h.get(L, 0) != MAGIC) throw new StorageException(what + " is not a flashr pack file");
        if (h.get(I, 8) != VERSION) throw new StorageException(what + " has format version " + h.get(I, 8) + "; this flashr reads version " + VERSION);
        if (FileStore.crc(h.asSlice(0, 16)) != h.get(I, 16)) throw new StorageException(what + ": the header is corrupt (checksum mismatch)");
    }

    /** The offset of a new extent of bytes. */
    synchronized long allocate(long bytes) {
        long off = extents.allocate(bytes);
        size = Math.max(size, extents.end());
        return off;
    }

    /** Takes back an extent; the file is cut back when much lies free at its end. */
    synchronized void release(long off, long bytes) {
        extents.release(off, bytes);
        long end = extents.end();
        if (size - end >= SHRINK_BYTES) {
            try {
                file.truncate(end);
                size = end;
            } catch (IOException ignored) {
                // the space stays in the file and is used again
            }
        }
    }

    synchronized long liveBytes() { return extents.liveBytes(); }

    synchronized long end() { return extents.end(); }

    @Override public void close() { file.close(); }
}
