package flashr.engine;

import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

/**
 * Physical transposition, the one place data moves for orientation: when an op needs two
 * operands with the same tall orientation and one is the other way round (small matrices, e.g.
 * A + t(B) of square matrices). Bounded by the engine's small limit: a large out-of-core
 * transpose is not supported.
 */
final class Transposer {
    private final Engine engine;

    Transposer(Engine engine) { this.engine = engine; }

    /** x with the same user shape and values whose node has the requested transpose flag. */
    Matrix physical(Matrix x, boolean wantTransposed) {
        if (x.isTransposed() == wantTransposed) return x;
        if (x.length() > engine.config().smallLimit()) throw new UnsupportedOperationException("needs a physical transpose of a " + x.nrow() + "x" + x.ncol() + " matrix, larger than the small limit");
        long nr = x.nrow(), nc = x.ncol();
        double[] d = x.type() == ElementType.DOUBLE ? x.toDoubleArray() : null;
        int[] i = d == null ? x.toIntArray() : null;
        // the node stores the tall form: the user matrix itself when not transposed, else its transpose
        long tr = wantTransposed ? nc : nr;
        long tc = wantTransposed ? nr : nc;
        double[] td = d == null ? null : (wantTransposed ? transpose(d, (int) nr, (int) nc) : d);
        int[] ti = i == null ? null : (wantTransposed ? transpose(i, (int) nr, (int) nc) : i);
        flashr.engine.memory.MemStore s = new flashr.engine.memory.MemStore(engine.memory(), tr, (int) tc, x.type(), Layout.COL_MAJOR, engine.config().partitionRows());
        if (tr > 0) s.write(0, (int) tr, td, ti);
        return engine.wrap(new flashr.engine.dag.SourceNode(s), wantTransposed);
    }

    /** Transposes a column-major nr x nc array. */
    static double[] transpose(double[] a, int nr, int nc) {
        double[] o = new double[a.length];
        for (int c = 0; c < nc; c++) for (int r = 0; r < nr; r++) o[c + r * nc] = a[r + c * nr];
        return o;
    }

    static int[] transpose(int[] a, int nr, int nc) {
        int[] o = new int[a.length];
        for (int c = 0; c < nc; c++) for (int r = 0; r < nr; r++) o[c + r * nc] = a[r + c * nr];
        return o;
    }
}
