package flashr.base.complex;

import flashr.base.Registry;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RRaw;
import flashr.lang.RValue;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.Inflater;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;

/**
 * The work of R's memCompress and memDecompress on raw vectors (base-rest.R gives their R
 * arguments): gzip is zlib's stream, made by the JDK's zlib at R's default level, so the bytes
 * are R's; bzip2 (block size 9, as R's) and xz (preset 9, R's is 9 | extreme, so the bytes may
 * differ while any xz reader takes them) by Commons Compress.
 * Types are R's codes: 1 none, 2 gzip, 3 bzip2, 4 xz (memDecompress in R guesses an unknown one).
 */
final class MemCompress {
    private MemCompress() {}

    static void register(Registry r) {
        r.builtin(".memCompressRaw", "from, type", a -> {
            byte[] in = raw(ComplexBuiltins.required(a, 0, "from"));
            int type = Coerce.intScalar(ComplexBuiltins.required(a, 1, "type"));
            return switch (type) {
                case 1 -> new RRaw(in);
                case 2 -> new RRaw(deflate(in));
                default -> new RRaw(compressed(in, type));
            };
        });
        r.builtin(".memDecompressRaw", "from, type", a -> {
            byte[] in = raw(ComplexBuiltins.required(a, 0, "from"));
            int type = Coerce.intScalar(ComplexBuiltins.required(a, 1, "type"));
            return switch (type) {
                case 1 -> new RRaw(in);
                case 2 -> new RRaw(looksGzip(in) ? gunzip(in) : inflate(in));
                default -> new RRaw(decompressed(in, type));
            };
        });
    }

    private static byte[] raw(RValue v) {
        if (!(v instanceof RRaw r)) throw new RError("'from' must be raw or character");
        byte[] out = new byte[r.length()];
        for (int i = 0; i < out.length; i++) out[i] = (byte) r.get(i);
        return out;
    }

    private static byte[] compressed(byte[] in, int type) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length / 2 + 64);
        try (var z = type == 3 ? new BZip2CompressorOutputStream(out, 9) : new XZCompressorOutputStream(out, 9)) {
            z.write(in);
        } catch (IOException e) {
            throw new RError("internal error " + (type == 3 ? "in memCompress(3)" : "in memCompress(4)"));
        }
        return out.toByteArray();
    }

    private static byte[] decompressed(byte[] in, int type) {
        var b = new ByteArrayInputStream(in);
        try (var z = type == 3 ? new BZip2CompressorInputStream(b, true) : new XZCompressorInputStream(b, true)) {
            return z.readAllBytes();
        } catch (IOException e) {
            throw new RError(type == 3 ? "internal error -5 in memDecompress(3)" : "internal error 9 in memDecompress(4)");
        }
    }

    private static boolean looksGzip(byte[] b) {
        return b.length >= 2 && (b[0] & 0xff) == 0x1f && (b[1] & 0xff) == 0x8b;
    }

    private static byte[] deflate(byte[] in) {
        Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION);
        try {
            d.setInput(in);
            d.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(in.length / 2 + 64);
            byte[] buf = new byte[8192];
            while (!d.finished()) out.write(buf, 0, d.deflate(buf));
            return out.toByteArray();
        } finally {
            d.end();
        }
    }

    private static byte[] inflate(byte[] in) {
        Inflater f = new Inflater();
        try {
            f.setInput(in);
            ByteArrayOutputStream out = new ByteArrayOutputStream(in.length * 3 + 64);
            byte[] buf = new byte[8192];
            while (!f.finished()) {
                int n = f.inflate(buf);
                if (n == 0 && !f.finished() && (f.needsInput() || f.needsDictionary())) throw new RError("internal error -3 in memDecompress(2)");
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        } catch (DataFormatException e) {
            throw new RError("internal error -3 in memDecompress(2)");
        } finally {
            f.end();
        }
    }

    private static byte[] gunzip(byte[] in) {
        try (GZIPInputStream z = new GZIPInputStream(new ByteArrayInputStream(in))) {
            return z.readAllBytes();
        } catch (IOException e) {
            throw new RError("internal error -3 in memDecompress(2)");
        }
    }
}
