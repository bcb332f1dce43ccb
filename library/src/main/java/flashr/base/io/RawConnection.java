package flashr.base.io;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * rawConnection(): a raw vector read or written as a binary connection (R's raw_init/raw_read/
 * raw_write). It is open from its creation. Writing starts at the beginning ("w") or at the end
 * ("a") and overwrites in place, growing the vector when it writes past its end, as R does: a "w"
 * connection on {@code charToRaw("abcdef")} written "XY" holds "XYcdef".
 */
final class RawConnection extends Connection {
    private byte[] data;
    private int length;
    private int pos;

    RawConnection(String description, byte[] initial, String mode) {
        super("rawConnection", description, mode);
        data = initial.clone();
        length = initial.length;
        pos = mode.startsWith("a") ? length : 0;
    }

    /** The bytes held (rawConnectionValue). */
    byte[] value() {
        return java.util.Arrays.copyOf(data, length);
    }

    @Override boolean canRead() {
        return mode.startsWith("r");
    }

    @Override boolean canWrite() {
        return mode.startsWith("w") || mode.startsWith("a") || mode.startsWith("r+");
    }

    @Override String textMode() {
        return "binary";
    }

    @Override void openStreams() {}

    @Override void closeStreams() {}

    @Override String readLine() {
        if (pos >= length) return null;
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int c = -1;
        while (pos < length) {
            c = data[pos++] & 0xff;
            if (c == '\n') break;
            if (c == '\r') {
                if (pos < length && data[pos] == '\n') pos++;
                c = '\n';
                break;
            }
            line.write(c);
        }
        lastLineIncomplete = c != '\n';
        return line.toString(StandardCharsets.UTF_8);
    }

    @Override void write(String text) {
        put(text.getBytes(StandardCharsets.UTF_8), 0, text.length() == 0 ? 0 : -1);
    }

    private void put(byte[] b, int off, int len) {
        if (len < 0) len = b.length - off;
        if (pos + len > data.length) data = java.util.Arrays.copyOf(data, Math.max(pos + len, data.length * 2));
        System.arraycopy(b, off, data, pos, len);
        pos += len;
        if (pos > length) length = pos;
    }

    @Override InputStream binaryInput() {
        return new InputStream() {
            @Override public int read() {
                return pos < length ? data[pos++] & 0xff : -1;
            }

            @Override public int read(byte[] b, int off, int len) {
                if (len == 0) return 0;
                if (pos >= length) return -1;
                int n = Math.min(len, length - pos);
                System.arraycopy(data, pos, b, off, n);
                pos += n;
                return n;
            }
        };
    }

    @Override OutputStream binaryOutput() {
        return new OutputStream() {
            @Override public void write(int b) {
                put(new byte[] {(byte) b}, 0, 1);
            }

            @Override public void write(byte[] b, int off, int len) {
                put(b, off, len);
            }
        };
    }
}
