package flashr.base.io;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * file(), gzfile(), bzfile() and xzfile() connections. Reading recognises gzip, bzip2 and xz data by its magic bytes, as R's
 * file() does; "stdin" reads the process's standard input. An open connection writes as text
 * comes (it stays open across calls, as R's does); a closed one written whole (writeLines(x,
 * file(path))) is written as cat(file = path) writes ({@link FileOutput}). Files are read as
 * bytes with their position counted, so seek() reports it and moves a file being read.
 */
public final class FileConnection extends Connection {
    /** What writing compresses with (gzfile, bzfile, xzfile); reading recognises any compression. */
    private final Compression compression;
    /** Standard input's lines ("stdin"); files are read as bytes through {@link #bytes}. */
    private Reader reader;
    /** A file being read, its position counted so seek() reports it. */
    private CountingInput bytes;
    private Writer writer;
    /** Bytes written since the connection opened, plus the file's length when appending. */
    private long written;
    /** The byte streams of a connection opened in a binary mode ("rb", "wb", "ab"), for readBin/writeBin. */
    private InputStream bytesIn;
    private OutputStream bytesOut;
    private final StringBuilder line = new StringBuilder();

    public FileConnection(String kind, String description, String mode) {
        super(kind, description, mode);
        this.compression = Compression.ofKind(kind);
    }

    Path path() {
        return WorkingDirectory.resolve(description);
    }

    boolean isStdin() {
        return description.equals("stdin");
    }

    /** Whether the named file starts with gzip's magic bytes. */
    static boolean isGzip(Path path) {
        try (InputStream in = Files.newInputStream(path)) {
            return in.read() == 0x1f && in.read() == 0x8b;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    @Override void openStreams() throws IOException {
        if (mode.startsWith("r")) {
            if (mode.startsWith("r+")) throw new IOException("Invalid argument");
            if (isStdin()) {
                reader = TerminalConnection.standardInput();
                return;
            }
            bytes = openInput(0);
            if (mode.contains("b")) bytesIn = bytes;
            return;
        }
        boolean append = mode.startsWith("a");
        if (!append && !mode.startsWith("w")) throw new IOException("Invalid argument");
        written = append && Files.isRegularFile(path()) ? Files.size(path()) : 0;
        OutputStream out = new java.io.FilterOutputStream(FileOutput.open(path(), append)) {
            @Override public void write(int b) throws IOException {
                out.write(b);
                written++;
            }

            @Override public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
                written += len;
            }
        };
        out = compression.compress(out, compression == Compression.BZIP2 ? 9 : 6);
        if (mode.contains("b")) bytesOut = out;
        writer = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8);
    }

    /** The file's (uncompressed) bytes from {@code position} on. */
    private CountingInput openInput(long position) throws IOException {
        InputStream in = Compression.decompressed(new BufferedInputStream(Files.newInputStream(path())));
        CountingInput c = new CountingInput(in);
        while (c.position < position && c.read() >= 0) { } // skip() of a gzip stream may stop early
        return c;
    }

    /**
     * R's seek(): the position before the call; {@code where} (NaN: stay) moves a file being read,
     * relative to origin 1 (start), 2 (current) or 3 (end). A file being written reports its position.
     */
    long seek(double where, int origin) throws IOException {
        if (writer != null) {
            writer.flush();
            return written;
        }
        if (bytes == null) return 0;
        long now = bytes.position;
        if (Double.isNaN(where)) return now;
        long base = switch (origin) {
            case 2 -> now;
            case 3 -> endPosition();
            default -> 0;
        };
        long target = Math.max(0, base + (long) where);
        bytes.close();
        bytes = openInput(target);
        if (bytesIn != null) bytesIn = bytes;
        return now;
    }

    private long endPosition() throws IOException {
        if (Compression.of(path()) == Compression.NONE) return Files.size(path());
        try (CountingInput c = openInput(Long.MAX_VALUE)) {
            return c.position;
        }
    }

    /** A byte stream that counts what was taken from it. */
    private static final class CountingInput extends java.io.FilterInputStream {
        long position;
        private long marked;

        CountingInput(InputStream in) {
            super(in);
        }

        @Override public int read() throws IOException {
            int b = in.read();
            if (b >= 0) position++;
            return b;
        }

        @Override public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            if (n > 0) position += n;
            return n;
        }

        @Override public long skip(long n) throws IOException {
            long k = in.skip(n);
            position += k;
            return k;
        }

        @Override public synchronized void mark(int limit) {
            in.mark(limit);
            marked = position;
        }

        @Override public synchronized void reset() throws IOException {
            in.reset();
            position = marked;
        }
    }

    @Override void closeStreams() throws IOException {
        try {
            if (writer != null) writer.close();
            if (reader != null && !isStdin()) reader.close();
            if (bytes != null) bytes.close();
        } finally {
            writer = null;
            reader = null;
            bytes = null;
            bytesIn = null;
            bytesOut = null;
        }
    }

    @Override String readLine() throws IOException {
        if (bytes != null) return readByteLine();
        if (reader == null) return null;
        line.setLength(0);
        int c = reader.read();
        if (c < 0) return null;
        while (c >= 0 && c != '\n' && c != '\r') {
            line.append((char) c);
            c = reader.read();
        }
        if (c == '\r') {
            reader.mark(1);
            if (reader.read() != '\n') reader.reset();
        }
        lastLineIncomplete = c < 0;
        return line.toString();
    }

    /** One line of the file's bytes as UTF-8, ended by \n, \r\n or \r (the end not counted twice). */
    private String readByteLine() throws IOException {
        java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
        int c = bytes.read();
        if (c < 0) return null;
        while (c >= 0 && c != '\n' && c != '\r') {
            buf.write(c);
            c = bytes.read();
        }
        if (c == '\r') {
            bytes.mark(1);
            if (bytes.read() != '\n') bytes.reset();
        }
        lastLineIncomplete = c < 0;
        return buf.toString(StandardCharsets.UTF_8);
    }

    @Override void write(String text) throws IOException {
        writer.write(text);
        writer.flush();
    }

    /** The open binary input, or null when the connection was not opened for reading bytes. */
    @Override InputStream binaryInput() {
        return bytesIn;
    }

    /** The open binary output, or null when the connection was not opened for writing bytes. */
    @Override OutputStream binaryOutput() throws IOException {
        if (bytesOut != null) writer.flush();
        return bytesOut;
    }

    /** Writes {@code text} as the whole file (the connection is closed), through {@link FileOutput}. */
    void writeWhole(String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        FileOutput.write(path(), mode.startsWith("a"), raw -> {
            if (compression == Compression.NONE) {
                raw.write(bytes);
                return;
            }
            OutputStream z = compression.compress(raw, compression == Compression.BZIP2 ? 9 : 6);
            z.write(bytes);
            z.close();
        });
    }
}
