package flashr.base.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The bytes of a print stream as text written to a connection, so that sink(con) can divert
 * output into a file or text connection. Bytes are passed on at each flush (print streams flush
 * after every write), never splitting a character.
 */
final class ConnectionStream extends OutputStream {
    private final Connection connection;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

    ConnectionStream(Connection connection) {
        this.connection = connection;
    }

    @Override public void write(int b) {
        pending.write(b);
    }

    @Override public void write(byte[] b, int off, int len) {
        pending.write(b, off, len);
    }

    @Override public void flush() throws IOException {
        if (pending.size() == 0) return;
        byte[] bytes = pending.toByteArray();
        int whole = bytes.length;
        // hold back an unfinished UTF-8 sequence at the end
        int i = whole - 1;
        while (i >= 0 && i > whole - 4 && (bytes[i] & 0xC0) == 0x80) i--;
        if (i >= 0 && (bytes[i] & 0x80) != 0) {
            int need = (bytes[i] & 0xE0) == 0xC0 ? 2 : (bytes[i] & 0xF0) == 0xE0 ? 3 : 4;
            if (whole - i < need) whole = i;
        }
        pending.reset();
        pending.write(bytes, whole, bytes.length - whole);
        if (whole > 0 && connection.isOpen()) connection.write(new String(bytes, 0, whole, StandardCharsets.UTF_8));
    }

    @Override public void close() throws IOException {
        flush();
    }
}
