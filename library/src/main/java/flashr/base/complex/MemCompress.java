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

/**
 * The work of R's memCompress and memDecompress on raw vectors (base-rest.R gives their R
 * arguments): gzip is zlib's stream, made by the JDK's zlib at R's default level, so the bytes
 * are R's; bzip2 and xz have no codec in the JDK and are refused as R refuses a type it lacks.
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
                default -> throw unsupported(type);
            };
        });
        r.builtin(".memDecompressRaw", "from, type", a -> {
            byte[] in = raw(ComplexBuiltins.required(a, 0, "from"));
            int type = Coerce.intScalar(ComplexBuiltins.required(a, 1, "type"));
            return switch (type) {
                case 1 -> new RRaw(in);
                case 2 -> new RRaw(looksGzip(in) ? gunzip(in) : inflate(in));
                default -> throw unsupported(type);
            };
        });
    }

    private static byte[] raw(RValue v) {
        if (!(v instanceof RRaw r)) throw new RError("'from' must be raw or character");
        byte[] out = new byte[r.length()];
        for (int i = 0; i < out.length; i++) out[i] = (byte) r.get(i);
        return out;
    }

    private static RError unsupported(int type) {
        return new RError((type == 3 ? "bzip2" : "xz") + " compression is not supported in flashr");
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
