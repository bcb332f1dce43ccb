package flashr.base.io;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * file() and gzfile() connections. Reading recognises gzip data by its magic bytes, as R's
 * file() does; "stdin" reads the process's standard input. An open connection writes as text
 * comes (it stays open across calls, as R's does); a closed one written whole (writeLines(x,
 * file(path))) is written as cat(file = path) writes ({@link FileOutput}).
 */
public final class FileConnection extends Connection {
    private final boolean gzip;
    private Reader reader;
    private Writer writer;
    /** The byte streams of a connection opened in a binary mode ("rb", "wb", "ab"), for readBin/writeBin. */
    private InputStream bytesIn;
    private OutputStream bytesOut;
    private final StringBuilder line = new StringBuilder();

    public FileConnection(String kind, String description, String mode) {
        super(kind, description, mode);
        this.gzip = kind.equals("gzfile");
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
            InputStream in = new BufferedInputStream(Files.newInputStream(path()));
            if (gzip || isGzip(path())) in = new GZIPInputStream(in);
            if (mode.contains("b")) bytesIn = in;
            reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return;
        }
        boolean append = mode.startsWith("a");
        if (!append && !mode.startsWith("w")) throw new IOException("Invalid argument");
        OutputStream out = FileOutput.open(path(), append);
        if (gzip) out = new GZIPOutputStream(out, true);
        if (mode.contains("b")) bytesOut = out;
        writer = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8);
    }

    @Override void closeStreams() throws IOException {
        try {
            if (writer != null) writer.close();
            if (reader != null && !isStdin()) reader.close();
        } finally {
            writer = null;
            reader = null;
            bytesIn = null;
            bytesOut = null;
        }
    }

    @Override String readLine() throws IOException {
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
            if (!gzip) {
                raw.write(bytes);
                return;
            }
            GZIPOutputStream z = new GZIPOutputStream(raw);
            z.write(bytes);
            z.close();
        });
    }
}
