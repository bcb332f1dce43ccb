package flashr.base.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * fifo() connections: a named pipe, made (mode 0644, by {@code mkfifo}) when it does not exist and the
 * connection opens for writing. "w+" opens it for reading and writing at once, which never waits for a
 * peer; "r" and "w" wait for the other end as a blocking open does. Reads take one byte at a time, so
 * a line read never takes bytes beyond its end (they may not have been written yet).
 */
final class FifoConnection extends Connection {
    private RandomAccessFile file;

    FifoConnection(String description, String mode) {
        super("fifo", description, mode);
    }

    private Path path() {
        return WorkingDirectory.resolve(description);
    }

    @Override void openStreams() throws IOException {
        boolean read = mode.startsWith("r");
        if (!read && !mode.startsWith("w") && !mode.startsWith("a")) throw new IOException("Invalid argument");
        Path p = path();
        if (!Files.exists(p)) {
            if (read) throw new java.nio.file.NoSuchFileException(description);
            makeFifo(p);
        }
        // RandomAccessFile opens read-write ("w+", and writes) or read-only; a FIFO is never truncated
        file = new RandomAccessFile(p.toFile(), read && !mode.contains("+") ? "r" : "rw");
    }

    private static void makeFifo(Path p) throws IOException {
        Process mk = new ProcessBuilder("mkfifo", "-m", "644", p.toString()).redirectErrorStream(true).start();
        try {
            if (mk.waitFor() != 0) throw new IOException("cannot create fifo");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("cannot create fifo");
        }
    }

    @Override void closeStreams() throws IOException {
        try {
            if (file != null) file.close();
        } finally {
            file = null;
        }
    }

    @Override boolean canRead() {
        return !isOpen() || mode.startsWith("r") || mode.contains("+");
    }

    @Override String readLine() throws IOException {
        if (file == null) return null;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int c = file.read();
        if (c < 0) return null;
        while (c >= 0 && c != '\n') {
            if (c != '\r') buf.write(c);
            c = file.read();
        }
        lastLineIncomplete = c < 0;
        return buf.toString(StandardCharsets.UTF_8);
    }

    @Override void write(String text) throws IOException {
        file.write(text.getBytes(StandardCharsets.UTF_8));
    }
}
