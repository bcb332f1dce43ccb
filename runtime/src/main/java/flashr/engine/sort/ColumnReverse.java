package flashr.engine.sort;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.StoreWriter;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

/**
 * R's rev(x) of a column of any length: the column (computed first if it is virtual) read a block
 * at a time from its end, each block reversed and written in order to the result's store.
 */
public final class ColumnReverse {
    private static final int BLOCK = 1 << 16;
    private final Engine engine;

    public ColumnReverse(Engine engine) { this.engine = engine; }

    /** x (n x 1) last element first, of x's type. */
    public Matrix reverse(Matrix x) {
        if (x.ncol() != 1) throw new IllegalArgumentException("reverses one column, not " + x.ncol());
        long n = x.nrow();
        ElementType type = x.type();
        if (n == 0) return type == ElementType.DOUBLE ? engine.fromArray(new double[0], 0, 1) : engine.fromArray(new int[0], type, 0, 1);
        Matrix source = new ColumnSort(engine).doubles(x);
        StoreWriter out = engine.storeWriter(n, 1, type, true, null);
        try {
            double[] in = new double[BLOCK], d = new double[BLOCK];
            int[] ints = type == ElementType.DOUBLE ? null : new int[BLOCK];
            for (long done = 0; done < n; ) {
                int len = (int) Math.min(BLOCK, n - done);
                source.node().data().read(n - done - len, len, new int[] {0}, in, null);
                for (int i = 0; i < len; i++) {
                    double v = in[len - 1 - i];
                    if (ints == null) d[i] = v;
                    else ints[i] = v != v ? NA.INT : (int) v;
                }
                out.write(done, len, ints == null ? d : null, ints);
                done += len;
            }
            return out.finish();
        } catch (RuntimeException ex) {
            out.abort();
            throw ex;
        } finally {
            if (source != x) {
                source.node().data().free();
                source.node().setData(null);
            }
        }
    }
}
