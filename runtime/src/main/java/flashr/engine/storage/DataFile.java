package flashr.engine.storage;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * One open matrix file: positional reads and writes of whole aligned segments, through O_DIRECT
 * ({@code ExtendedOpenOption.DIRECT}) when asked for and the file system allows it, else through
 * the page cache. Positional I/O on one channel is safe from several threads at once.
 */
final class DataFile implements AutoCloseable {
    final Path path;
    final boolean direct;
    private final FileChannel ch;

    private DataFile(Path path, FileChannel ch, boolean direct) {
        this.path = path;
        this.ch = ch;
        this.direct = direct;
    }

    /** A new file (it must not exist), read-write. */
    static DataFile create(Path p, boolean direct) throws IOException {
        return open(p, direct, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, StandardOpenOption.READ);
    }

    static DataFile openRead(Path p, boolean direct) throws IOException {
        return open(p, direct, StandardOpenOption.READ);
    }

    private static DataFile open(Path p, boolean direct, OpenOption... opts) throws IOException {
        List<OpenOption> o = new ArrayList<>(List.of(opts));
        if (direct) {
            o.add(com.sun.nio.file.ExtendedOpenOption.DIRECT);
            try {
                return new DataFile(p, FileChannel.open(p, o.toArray(OpenOption[]::new)), true);
            } catch (UnsupportedOperationException | IOException e) {
                // the file system refuses O_DIRECT (tmpfs): buffered I/O. A CREATE_NEW that failed
                // for this reason has still created the file on some systems.
                o.remove(com.sun.nio.file.ExtendedOpenOption.DIRECT);
                if (o.contains(StandardOpenOption.CREATE_NEW) && java.nio.file.Files.exists(p) && java.nio.file.Files.size(p) == 0) {
                    o.remove(StandardOpenOption.CREATE_NEW);
                    o.add(StandardOpenOption.CREATE);
                }
            }
        }
        return new DataFile(p, FileChannel.open(p, o.toArray(OpenOption[]::new)), false);
    }

    /** Writes all of seg at pos. */
    void write(MemorySegment seg, long pos) throws IOException {
        ByteBuffer b = seg.asByteBuffer();
        while (b.hasRemaining()) pos += ch.write(b, pos);
    }

    /** Reads into seg from pos until it is full or the file ends; returns the bytes read. */
    long read(MemorySegment seg, long pos) throws IOException {
        ByteBuffer b = seg.asByteBuffer();
        long got = 0;
        while (b.hasRemaining()) {
            int n = ch.read(b, pos + got);
            if (n <= 0) break;
            got += n;
            // a direct read that stops inside a block has met the end of the file
            if (direct && got % FileLayout.ALIGN != 0) break;
        }
        return got;
    }

    long size() throws IOException { return ch.size(); }

    void force() throws IOException { ch.force(true); }

    @Override public void close() {
        try { ch.close(); } catch (IOException ignored) { }
    }
}
