package flashr.base.io;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;

/**
 * The compressions of R's connections (gzfile, bzfile, xzfile) and of tar files. Reading
 * recognises each by its magic bytes, as R's file() and gzfile() do; bzip2 and xz come from
 * Apache Commons Compress.
 */
enum Compression {
    NONE, GZIP, BZIP2, XZ;

    /** The compression a connection of R's class {@code kind} writes. */
    static Compression ofKind(String kind) {
        return switch (kind) {
            case "gzfile" -> GZIP;
            case "bzfile" -> BZIP2;
            case "xzfile" -> XZ;
            default -> NONE;
        };
    }

    /** The compression of the bytes that {@code in} starts with (marked and reset: {@code in} must support mark). */
    static Compression sniff(InputStream in) throws IOException {
        in.mark(6);
        byte[] m = in.readNBytes(6);
        in.reset();
        if (m.length >= 2 && (m[0] & 0xff) == 0x1f && (m[1] & 0xff) == 0x8b) return GZIP;
        if (m.length >= 3 && m[0] == 'B' && m[1] == 'Z' && m[2] == 'h') return BZIP2;
        if (m.length == 6 && (m[0] & 0xff) == 0xfd && m[1] == '7' && m[2] == 'z' && m[3] == 'X' && m[4] == 'Z' && m[5] == 0) return XZ;
        return NONE;
    }

    /** The compression of the file at {@code path}, NONE when it cannot be read. */
    static Compression of(Path path) {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(path))) {
            return sniff(in);
        } catch (IOException | RuntimeException e) {
            return NONE;
        }
    }

    /** The uncompressed bytes of {@code in} (buffered), whatever compression it holds. */
    static InputStream decompressed(InputStream in) throws IOException {
        InputStream b = in.markSupported() ? in : new BufferedInputStream(in);
        return switch (sniff(b)) {
            case GZIP -> new BufferedInputStream(new GZIPInputStream(b));
            case BZIP2 -> new BufferedInputStream(new BZip2CompressorInputStream(b, true));
            case XZ -> new BufferedInputStream(new XZCompressorInputStream(b, true));
            case NONE -> b;
        };
    }

    /** {@code out} compressed this way at {@code level} (1-9; R's default for files is 6, gzfile's 6, bzfile's 9). */
    OutputStream compress(OutputStream out, int level) throws IOException {
        return switch (this) {
            case GZIP -> new GZIPOutputStream(out, true) {
                {
                    def.setLevel(level);
                }
            };
            case BZIP2 -> new BZip2CompressorOutputStream(out, Math.max(1, Math.min(9, level)));
            case XZ -> new XZCompressorOutputStream(out, Math.max(0, Math.min(9, level)));
            case NONE -> out;
        };
    }
}
