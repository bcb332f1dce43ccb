package flashr.fm.io;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;
import flashr.lang.NumberText;
import flashr.lang.RError;
import flashr.lang.RInt;

import java.io.BufferedWriter;
import java.io.IOException;

import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * fm.export.dense.matrix: a matrix written to a file one I/O partition of rows at a time, as
 * text (one row per line, fields separated by {@code sep}, numbers as write.table writes them:
 * 15 significant digits, Inf, TRUE/FALSE, NA for NA and NaN alike) or as binary (little-endian doubles or 4-byte
 * ints by rows or by columns, what fm.load.dense.matrix.bin reads). The file is written under a
 * temporary name and renamed into place when complete: a failure never leaves half a file.
 */
public final class DenseExporter {
    private DenseExporter() {}

    public static void text(Matrix m, Path file, String sep) {
        ElementType type = m.type();
        atomically(file, tmp -> {
            try (Writer out = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(tmp), StandardCharsets.UTF_8), 1 << 16)) {
                blocks(m, (b, r0) -> {
                    for (int k = 0; k < b.len; k++) {
                        for (int c = 0; c < b.ncol; c++) {
                            if (c > 0) out.write(sep);
                            out.write(b.text(k, c, type));
                        }
                        out.write('\n');
                    }
                });
            }
        });
    }

    public static void binary(Matrix m, Path file, boolean byrow) {
        atomically(file, tmp -> {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING)) {
                long nrow = m.nrow(), ncol = m.ncol();
                int size = DenseBinaryLoader.elementBytes(m.type());
                blocks(m, (b, r0) -> {
                    if (byrow) {
                        ByteBuffer buf = ByteBuffer.allocate(b.len * b.ncol * size).order(ByteOrder.LITTLE_ENDIAN);
                        for (int k = 0; k < b.len; k++) for (int c = 0; c < b.ncol; c++) b.put(buf, k, c);
                        writeFully(ch, buf.flip(), r0 * ncol * size);
                    } else {
                        ByteBuffer buf = ByteBuffer.allocate(b.len * size).order(ByteOrder.LITTLE_ENDIAN);
                        for (int c = 0; c < b.ncol; c++) {
                            buf.clear();
                            for (int k = 0; k < b.len; k++) b.put(buf, k, c);
                            writeFully(ch, buf.flip(), ((long) c * nrow + r0) * size);
                        }
                    }
                });
            }
        });
    }

    private static void writeFully(FileChannel ch, ByteBuffer b, long pos) throws IOException {
        while (b.hasRemaining()) pos += ch.write(b, pos);
    }

    private interface BlockSink { void block(Block b, long r0) throws IOException; }

    private interface Body { void write(Path tmp) throws IOException; }

    /** A column-major block of {@code len} rows and {@code ncol} columns (doubles in d, else ints in v). */
    private record Block(double[] d, int[] v, int len, int ncol) {
        String text(int k, int c, ElementType type) {
            int i = k + c * len;
            if (d != null) return Double.isNaN(d[i]) ? "NA" : NumberText.doubleToString(d[i]); // NaN too, as write.table
            int x = v[i];
            if (x == RInt.NA) return "NA";
            return type == ElementType.LOGICAL ? (x != 0 ? "TRUE" : "FALSE") : Integer.toString(x);
        }

        void put(ByteBuffer b, int k, int c) {
            int i = k + c * len;
            if (d != null) b.putDouble(d[i]); else b.putInt(v[i]);
        }
    }

    /**
     * The rows of m in order, as blocks: a tall matrix by a partition's rows at a time; a matrix
     * seen transposed (its rows are the store's columns, a wide matrix of few rows) one row at a
     * time, read a store column by partitions.
     */
    private static void blocks(Matrix m, BlockSink sink) throws IOException {
        Engine e = m.engine();
        e.materialize(m);
        MatrixStore s = m.node().data();
        boolean dbl = m.type() == ElementType.DOUBLE;
        int part = s.partRows;
        if (!m.isTransposed()) {
            int nc = s.ncol;
            int cap = (int) Math.max(1, Math.min(part, s.nrow)) * Math.max(1, nc);
            double[] d = dbl ? new double[cap] : null;
            int[] v = dbl ? null : new int[cap];
            for (long r0 = 0; r0 < s.nrow; r0 += part) {
                int len = (int) Math.min(part, s.nrow - r0);
                s.prefetch(r0 / part + 1, 4);
                s.read(r0, len, null, d, v);
                sink.block(new Block(d, v, len, nc), r0);
            }
        } else {
            if (s.nrow > Integer.MAX_VALUE - 8) throw new RError("a row of the matrix is too long to export");
            int len = (int) s.nrow;
            double[] d = dbl ? new double[Math.max(1, len)] : null;
            int[] v = dbl ? null : new int[Math.max(1, len)];
            int[] col = new int[1];
            for (int c = 0; c < s.ncol; c++) {
                col[0] = c;
                for (long r0 = 0; r0 < s.nrow; r0 += part) {
                    int n = (int) Math.min(part, s.nrow - r0);
                    s.readInto(r0, n, col, d, v, (int) r0);
                }
                sink.block(new Block(d, v, 1, len), c);
            }
        }
    }

    private static void atomically(Path file, Body body) {
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = dir.resolve(file.getFileName() + ".tmp-" + ProcessHandle.current().pid());
        try {
            body.write(tmp);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (NoSuchFileException | AccessDeniedException e) {
            deleteQuietly(tmp);
            throw new RError("cannot open file '" + file + "': " + (e instanceof NoSuchFileException ? "No such file or directory" : "Permission denied"));
        } catch (IOException e) {
            deleteQuietly(tmp);
            throw new RError("cannot write file '" + file + "': " + e.getMessage());
        } catch (RuntimeException e) {
            deleteQuietly(tmp);
            throw e;
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException ignored) {
            // nothing more to do: the temporary name never reads as the file
        }
    }

}
