package flashr.fm.io;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.StoreWriter;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import flashr.lang.RError;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * fm.load.dense.matrix.bin: a binary file of nrow x ncol little-endian elements (doubles of
 * 8 bytes for "D", ints of 4 bytes for "I" and "L", as R's writeBin writes them), by rows or by
 * columns, streamed into a store one I/O partition of rows at a time. The file must have exactly
 * the matrix's size.
 */
public final class DenseBinaryLoader {
    private DenseBinaryLoader() {}

    /** Bytes of one element of the type in a binary file. */
    static int elementBytes(ElementType t) { return t == ElementType.DOUBLE ? 8 : 4; }

    public static Matrix load(Engine engine, Path file, long nrow, long ncol, boolean byrow, ElementType type, boolean inMem, String name) {
        if (nrow < 0 || ncol < 0 || ncol > Integer.MAX_VALUE) throw new RError("invalid 'nrow' or 'ncol'");
        int size = elementBytes(type);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long want = nrow * ncol * size;
            if (ch.size() != want)
                throw new RError("file '" + file + "' has " + ch.size() + " bytes, not " + nrow + " x " + ncol + " elements of " + size + " bytes");
            int nc = (int) ncol;
            if (nrow < ncol) {
                if (nrow * ncol > Integer.MAX_VALUE) throw new RError("the matrix is too wide to load");
                double[] d = type == ElementType.DOUBLE ? new double[(int) (nrow * ncol)] : null;
                int[] v = d == null ? new int[(int) (nrow * ncol)] : null;
                readBlock(ch, 0, (int) nrow, nrow, nc, byrow, d, v);
                return engine.fromArray(d, v, type, nrow, ncol, Layout.COL_MAJOR);
            }
            StoreWriter w = engine.storeWriter(nrow, nc, type, inMem, name);
            try {
                int part = w.partitionRows();
                double[] d = type == ElementType.DOUBLE ? new double[Math.max(1, (int) Math.min(part, nrow) * nc)] : null;
                int[] v = d == null ? new int[Math.max(1, (int) Math.min(part, nrow) * nc)] : null;
                for (long r0 = 0; r0 < nrow; r0 += part) {
                    int len = (int) Math.min(part, nrow - r0);
                    readBlock(ch, r0, len, nrow, nc, byrow, d, v);
                    w.write(r0, len, d, v);
                }
                return w.finish();
            } catch (IOException | RuntimeException e) {
                w.abort();
                throw e;
            }
        } catch (NoSuchFileException e) {
            throw new RError("cannot open file '" + file + "': No such file or directory");
        } catch (IOException e) {
            throw new RError("cannot read file '" + file + "': " + e.getMessage());
        }
    }

    /** Rows [r0, r0 + len) into a column-major block of len rows. */
    private static void readBlock(FileChannel ch, long r0, int len, long nrow, int ncol, boolean byrow, double[] d, int[] v) throws IOException {
        int size = d != null ? 8 : 4;
        if (byrow) {
            ByteBuffer b = read(ch, r0 * ncol * size, (long) len * ncol * size);
            for (int k = 0; k < len; k++)
                for (int c = 0; c < ncol; c++) {
                    if (d != null) d[k + c * len] = b.getDouble(); else v[k + c * len] = b.getInt();
                }
        } else {
            for (int c = 0; c < ncol; c++) {
                ByteBuffer b = read(ch, ((long) c * nrow + r0) * size, (long) len * size);
                if (d != null) b.asDoubleBuffer().get(d, c * len, len); else b.asIntBuffer().get(v, c * len, len);
            }
        }
    }

    private static ByteBuffer read(FileChannel ch, long pos, long bytes) throws IOException {
        if (bytes > Integer.MAX_VALUE) throw new RError("a row of the binary file is too long to read");
        ByteBuffer b = ByteBuffer.allocate((int) bytes).order(ByteOrder.LITTLE_ENDIAN);
        while (b.hasRemaining()) {
            if (ch.read(b, pos + b.position()) < 0) throw new IOException("unexpected end of file");
        }
        return b.flip();
    }
}
