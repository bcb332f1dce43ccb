package flashr.engine.storage;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * One matrix file: positional reads and writes of whole aligned segments, through O_DIRECT
 * ({@code ExtendedOpenOption.DIRECT}) when asked for and the file system allows it, else through
 * the page cache. Positional I/O on one channel is safe from several threads at once. A session
 * may hold thousands of stores, so channels are opened on use and at most {@link #OPEN_MAX} stay
 * open (process-wide): the least recently used idle one is closed, and reopened when needed.
 */
final class DataFile implements AutoCloseable {
    static final int OPEN_MAX = 256;
    /** Open channels, least recently used first. */
    private static final LinkedHashMap<DataFile, Boolean> OPEN = new LinkedHashMap<>(16, 0.75f, true);

    volatile Path path;
    final boolean direct;
    private volatile boolean writable;
    private FileChannel ch;
    private int users;
    private boolean closed;

    private DataFile(Path path, FileChannel ch, boolean direct, boolean writable) {
        this.path = path;
        this.ch = ch;
        this.direct = direct;
        this.writable = writable;
        opened(this);
    }

    /** A new file (it must not exist), read-write. */
    static DataFile create(Path p, boolean direct) throws IOException {
        return open(p, direct, true, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, StandardOpenOption.READ);
    }

    static DataFile openRead(Path p, boolean direct) throws IOException {
        return open(p, direct, false, StandardOpenOption.READ);
    }

    private static DataFile open(Path p, boolean direct, boolean writable, OpenOption... opts) throws IOException {
        if (direct) {
            try {
                return new DataFile(p, channel(p, true, opts), true, writable);
            } catch (UnsupportedOperationException | IOException e) {
                // the file system refuses O_DIRECT (tmpfs): buffered I/O. A CREATE_NEW that failed
                // for this reason has still created the file on some systems.
                if (writable && java.nio.file.Files.exists(p) && java.nio.file.Files.size(p) == 0) java.nio.file.Files.delete(p);
            }
        }
        return new DataFile(p, channel(p, false, opts), false, writable);
    }

    private static FileChannel channel(Path p, boolean direct, OpenOption... opts) throws IOException {
        List<OpenOption> o = new ArrayList<>(List.of(opts));
        if (direct) o.add(com.sun.nio.file.ExtendedOpenOption.DIRECT);
        return FileChannel.open(p, o.toArray(OpenOption[]::new));
    }

    private static void opened(DataFile f) {
        List<DataFile> idle = new ArrayList<>();
        synchronized (OPEN) {
            OPEN.put(f, Boolean.TRUE);
            Iterator<DataFile> it = OPEN.keySet().iterator();
            int over = OPEN.size() - OPEN_MAX;
            while (over > 0 && it.hasNext()) {
                DataFile g = it.next();
                if (g != f) { idle.add(g); over--; }
            }
        }
        for (DataFile g : idle) g.closeIfIdle();
    }

    /** The channel, opened again if it was closed for others; counted in use until {@link #done}. */
    private FileChannel use() throws IOException {
        boolean reopened = false;
        synchronized (this) {
            if (closed) throw new ClosedChannelException();
            // closed for others (ch == null), or by an interrupt of a thread that read on it
            if (ch == null || !ch.isOpen()) {
                ch = writable ? channel(path, direct, StandardOpenOption.WRITE, StandardOpenOption.READ) : channel(path, direct, StandardOpenOption.READ);
                reopened = true;
            }
            users++;
        }
        if (reopened) opened(this);
        else synchronized (OPEN) { OPEN.get(this); }
        return ch;
    }

    private synchronized void done() { users--; }

    /**
     * The file now has this name (renamed into place once complete) and is only read from now
     * on; the channel stays open, and a channel opened again later opens the new name.
     */
    synchronized void renamed(Path p) {
        path = p;
        writable = false;
    }

    private void closeIfIdle() {
        synchronized (this) {
            if (users > 0 || ch == null) return;
            try { ch.close(); } catch (IOException ignored) { }
            ch = null;
        }
        synchronized (OPEN) { OPEN.remove(this); }
    }

    /** Writes all of seg at pos. */
    void write(MemorySegment seg, long pos) throws IOException {
        for (int attempt = 1; ; attempt++) {
            FileChannel c = use();
            try {
                ByteBuffer b = seg.asByteBuffer();
                for (long at = pos; b.hasRemaining(); ) at += c.write(b, at);
                return;
            } catch (ClosedChannelException e) {
                if (!closedByAnother(e, attempt)) throw e;
            } finally {
                done();
            }
        }
    }

    /**
     * Whether an I/O that failed on a closed channel should run again on a reopened one: another
     * thread's interrupt closed the shared channel under it (an interrupt of this thread, or this
     * file closed for good, is final). Positional reads and writes can simply be repeated.
     */
    private boolean closedByAnother(ClosedChannelException e, int attempt) {
        if (e instanceof ClosedByInterruptException || Thread.currentThread().isInterrupted() || attempt >= 4) return false;
        synchronized (this) { return !closed; }
    }

    /** Reads into seg from pos until it is full or the file ends; returns the bytes read. */
    long read(MemorySegment seg, long pos) throws IOException {
        for (int attempt = 1; ; attempt++) {
            FileChannel c = use();
            try {
                ByteBuffer b = seg.asByteBuffer();
                long got = 0;
                while (b.hasRemaining()) {
                    int n = c.read(b, pos + got);
                    if (n <= 0) break;
                    got += n;
                    // a direct read that stops inside a block has met the end of the file
                    if (direct && got % FileLayout.ALIGN != 0) break;
                }
                return got;
            } catch (ClosedChannelException e) {
                if (!closedByAnother(e, attempt)) throw e;
            } finally {
                done();
            }
        }
    }

    long size() throws IOException {
        FileChannel c = use();
        try { return c.size(); } finally { done(); }
    }

    /** Cuts the file to size bytes. */
    void truncate(long size) throws IOException {
        FileChannel c = use();
        try { c.truncate(size); } finally { done(); }
    }

    void force() throws IOException {
        FileChannel c = use();
        try { c.force(true); } finally { done(); }
    }

    @Override public void close() {
        synchronized (this) {
            closed = true;
            if (ch != null) try { ch.close(); } catch (IOException ignored) { }
            ch = null;
        }
        synchronized (OPEN) { OPEN.remove(this); }
    }
}
