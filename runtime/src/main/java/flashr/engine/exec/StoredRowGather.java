package flashr.engine.exec;

import flashr.engine.memory.MatrixStore;

/**
 * Reads selected rows of a stored matrix into a Pcache block: runs of consecutive indices (as in
 * {@code x[a:b, ]} or {@code x[-1, ]}) as row ranges, one contiguous read per partition and
 * column, the rest element by element. One per kernel (its scratch buffer is not shared).
 */
final class StoredRowGather {
    /** Shorter runs are read element by element (a range read has a fixed cost per column). */
    private static final int MIN_RUN = 4;
    private double[] d;
    private int[] i;

    /** Rows rows[r0 .. r0+len) of s into out (column c at c*len); out has s's storage kind. */
    void gather(MatrixStore s, long[] rows, long r0, Block out, int len) {
        int nc = out.ncol;
        for (int r = 0; r < len; ) {
            long first = rows[(int) (r0 + r)];
            int n = 1;
            while (r + n < len && rows[(int) (r0 + r + n)] == first + n) n++;
            if (n >= MIN_RUN) readRun(s, first, n, out, r, len);
            else for (int c = 0; c < nc; c++) {
                int off = c * len + r;
                if (out.d != null) for (int q = 0; q < n; q++) out.d[off + q] = s.getDouble(rows[(int) (r0 + r + q)], c);
                else for (int q = 0; q < n; q++) out.i[off + q] = s.getInt(rows[(int) (r0 + r + q)], c);
            }
            r += n;
        }
    }

    private void readRun(MatrixStore s, long first, int n, Block out, int at, int len) {
        int nc = out.ncol, size = n * nc;
        if (out.d != null) {
            if (d == null || d.length < size) d = new double[size];
            s.read(first, n, null, d, null);
            for (int c = 0; c < nc; c++) System.arraycopy(d, c * n, out.d, c * len + at, n);
        } else {
            if (i == null || i.length < size) i = new int[size];
            s.read(first, n, null, null, i);
            for (int c = 0; c < nc; c++) System.arraycopy(i, c * n, out.i, c * len + at, n);
        }
    }
}
