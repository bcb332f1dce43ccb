package flashr.engine.sparse;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The loops of {@link SpMM} over one row block: each row's sum over its stored entries, in the
 * order they are stored, of value times X's row (a binary matrix's entries add X's row itself:
 * 1 * x is x). Every output element is the same sequence of IEEE additions and products as the
 * plain loop {@code for (e in row) sum += v[e] * x[col[e], j]}, whether the k columns are summed
 * as vectors or one at a time (no fused multiply-add), so the results do not depend on k's
 * layout, the vector width or the number of workers.
 */
final class SpMMKernels {
    private SpMMKernels() {}

    private static final VectorSpecies<Double> S = DenseRows.SPECIES;
    private static final int LANES = S.length();
    private static final ByteOrder ORDER = ByteOrder.nativeOrder();
    /** Doubles of a worker's row buffer: rows are summed into it and copied out a tile at a time. */
    static final int TILE_DOUBLES = 2048;

    /** k = 1: y[first + i] for each row i of the block, x a plain vector. */
    static void column(CsrBlock b, double[] x, double[] y) {
        int[] ptr = b.rowPtr(), cols = b.cols();
        double[] v = b.vals();
        int first = (int) b.firstRow();
        for (int i = 0; i < b.rows(); i++) {
            double sum = 0;
            int end = ptr[i + 1];
            if (v == null) {
                for (int e = ptr[i]; e < end; e++) sum += x[cols[e]];
            } else {
                for (int e = ptr[i]; e < end; e++) sum += v[e] * x[cols[e]];
            }
            y[first + i] = sum;
        }
    }

    /**
     * k > 1: the block's rows of Y (column-major, n rows) from X by rows. Rows are summed into
     * {@code tile} (a row {@code x.stride} doubles, as X's) a tile of rows at a time, each then
     * copied out column by column, so Y is written in runs of consecutive doubles.
     */
    static void rows(CsrBlock b, DenseRows x, double[] y, int n, double[] tile) {
        int stride = x.stride, tileRows = Math.max(1, tile.length / stride);
        int first = (int) b.firstRow();
        for (int r0 = 0; r0 < b.rows(); r0 += tileRows) {
            int r1 = Math.min(b.rows(), r0 + tileRows);
            if (x.vectors()) vectorRows(b, x.rows, stride, r0, r1, tile);
            else scalarRows(b, x.rows, stride, x.k, r0, r1, tile);
            for (int j = 0; j < x.k; j++) {
                int to = first + r0 + j * n;
                for (int i = 0; i < r1 - r0; i++) y[to + i] = tile[i * stride + j];
            }
        }
    }

    /**
     * Rows r0..r1-1 into tile, X's rows whole vectors: up to four vectors of sums at a time stay in
     * registers over the row's entries (k = 32: one pass over them, reading X's whole row, whose
     * cache lines are neighbours; one vector at a time over the entries took 1.2-1.6x the time).
     */
    private static void vectorRows(CsrBlock b, MemorySegment x, int stride, int r0, int r1, double[] tile) {
        int[] ptr = b.rowPtr(), cols = b.cols();
        double[] v = b.vals();
        long rowBytes = (long) stride * Double.BYTES;
        for (int i = r0; i < r1; i++) {
            int start = ptr[i], end = ptr[i + 1], out = (i - r0) * stride;
            int c = 0;
            for (; c + 4 * LANES <= stride; c += 4 * LANES) sum4(x, cols, v, start, end, rowBytes, c, tile, out + c);
            for (; c < stride; c += LANES) sum1(x, cols, v, start, end, rowBytes, c, tile, out + c);
        }
    }

    /** Lanes c .. c + 4 * LANES - 1 of one row's sums into tile[out ..]. */
    private static void sum4(MemorySegment x, int[] cols, double[] v, int start, int end, long rowBytes, int c, double[] tile, int out) {
        DoubleVector a0 = DoubleVector.zero(S), a1 = a0, a2 = a0, a3 = a0;
        long off = (long) c * Double.BYTES, step = (long) LANES * Double.BYTES;
        for (int e = start; e < end; e++) {
            long p = cols[e] * rowBytes + off;
            DoubleVector x0 = DoubleVector.fromMemorySegment(S, x, p, ORDER), x1 = DoubleVector.fromMemorySegment(S, x, p + step, ORDER),
                    x2 = DoubleVector.fromMemorySegment(S, x, p + 2 * step, ORDER), x3 = DoubleVector.fromMemorySegment(S, x, p + 3 * step, ORDER);
            if (v != null) {
                double w = v[e];
                x0 = x0.mul(w); x1 = x1.mul(w); x2 = x2.mul(w); x3 = x3.mul(w);
            }
            a0 = a0.add(x0); a1 = a1.add(x1); a2 = a2.add(x2); a3 = a3.add(x3);
        }
        a0.intoArray(tile, out);
        a1.intoArray(tile, out + LANES);
        a2.intoArray(tile, out + 2 * LANES);
        a3.intoArray(tile, out + 3 * LANES);
    }

    /** Lanes c .. c + LANES - 1 of one row's sums into tile[out ..]. */
    private static void sum1(MemorySegment x, int[] cols, double[] v, int start, int end, long rowBytes, int c, double[] tile, int out) {
        DoubleVector acc = DoubleVector.zero(S);
        long off = (long) c * Double.BYTES;
        if (v == null) {
            for (int e = start; e < end; e++) acc = acc.add(DoubleVector.fromMemorySegment(S, x, cols[e] * rowBytes + off, ORDER));
        } else {
            for (int e = start; e < end; e++) acc = acc.add(DoubleVector.fromMemorySegment(S, x, cols[e] * rowBytes + off, ORDER).mul(v[e]));
        }
        acc.intoArray(tile, out);
    }

    /** Rows r0..r1-1 into tile, X's rows shorter than a vector (k <= half a vector). */
    private static void scalarRows(CsrBlock b, MemorySegment x, int stride, int k, int r0, int r1, double[] tile) {
        int[] ptr = b.rowPtr(), cols = b.cols();
        double[] v = b.vals();
        for (int i = r0; i < r1; i++) {
            int start = ptr[i], end = ptr[i + 1], out = (i - r0) * stride;
            for (int j = 0; j < k; j++) {
                double sum = 0;
                if (v == null) {
                    for (int e = start; e < end; e++) sum += x.getAtIndex(ValueLayout.JAVA_DOUBLE, (long) cols[e] * stride + j);
                } else {
                    for (int e = start; e < end; e++) sum += v[e] * x.getAtIndex(ValueLayout.JAVA_DOUBLE, (long) cols[e] * stride + j);
                }
                tile[out + j] = sum;
            }
        }
    }
}
