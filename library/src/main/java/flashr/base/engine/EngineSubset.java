package flashr.base.engine;

import flashr.base.Registry;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.eval.Args;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.stream.LongStream;

/**
 * Indexing engine values with R vectors of positions: {@code x[i]} of a vector, {@code x[i, j]}
 * of a matrix (with R's drop), head and tail of a vector, as engine row and column views. The
 * subscripts must be plain positive or negative positions (no NA, no zero, in range) or logical
 * vectors as long as the extent; names, matrices as subscripts and out-of-range positions go to
 * the R body. A long engine vector indexing a small table is a lookup ({@link EngineLookup}).
 */
final class EngineSubset {
    /**
     * Selections smaller than this are computed at once and given as R vectors: {@code x[i]} in a
     * loop must not grow a lazy DAG one node per iteration.
     */
    static final int EAGER_BELOW = 4096;

    private EngineSubset() {}

    /** Values up to this size are materialized whole for small selections: R indexes them fast in loops. */
    static final long LOCAL_LIMIT = 1L << 24;

    /** A selection: a plain engine value, or computed now when it is small. */
    private static RValue selection(Matrix m, boolean matrix, boolean flashr) {
        FmMatrix r = EngineOperand.result(m, matrix, flashr);
        return !flashr && m.length() < EAGER_BELOW ? r.materialize() : r;
    }

    /**
     * Whether a small selection of x is better left to R's indexing of x materialized (kept
     * after the first time), as in {@code for (i in seq_along(x)) ... x[i]}.
     */
    private static boolean indexLocally(FmMatrix x, long[] first) {
        boolean materializable = x.length() <= Math.min(LOCAL_LIMIT, flashr.base.vectors.VectorSizes.MAX);
        return !x.isFlashR() && (x.isLocal() || materializable) && (first == null || first.length < EAGER_BELOW);
    }

    static void register(Registry r) {
        r.engineMethod("[", EngineSubset::subset);
        r.engineMethod("head", a -> ends(a, true));
        r.engineMethod("tail", a -> ends(a, false));
    }

    private static RValue subset(Args a) {
        RValue[] d = a.dots();
        String[] names = a.dotNames();
        if (d.length < 2) return null;
        boolean drop = true;
        int n = d.length;
        for (int k = 1; k < d.length; k++) {
            if (names != null && names[k] != null) {
                if (!"drop".equals(names[k]) || k != d.length - 1) return null;
                if (!(d[k] instanceof RLogical l) || l.length() != 1 || l.isNA(0)) return null;
                drop = l.get(0) != 0;
                n = k;
            }
        }
        if (d[1] instanceof FmMatrix i && !i.isFlashR() && i.length() < EAGER_BELOW
                && d[0] instanceof FmMatrix big && big.length() > LOCAL_LIMIT) {
            // a few positions held by the engine (every result is, at a threshold of 0) select from
            // a large value, not look up a small table
            d = d.clone();
            d[1] = i.materialize();
        }
        if (!(d[0] instanceof FmMatrix x) || d[1] instanceof FmMatrix) return EngineLookup.subset(a, d, n, drop);
        Engine e = EngineOperand.engine(a);
        if (n == 2 && x.dim() == null) {
            long[] rows = positions(d[1], x.length());
            if (rows == null || indexLocally(x, rows)) return null;
            return selection(e.selectRows(x.column(), rows), false, x.isFlashR());
        }
        if (n != 3 || x.dim() == null) return null;
        long[] rows = d[1] == RMissing.MISSING ? null : positions(d[1], x.nrow());
        long[] cols = d[2] == RMissing.MISSING ? null : positions(d[2], x.ncol());
        if (rows == null && d[1] != RMissing.MISSING || cols == null && d[2] != RMissing.MISSING) return null;
        if (rows != null && indexLocally(x, rows)) return null;
        Matrix m = x.matrix();
        if (cols != null) m = e.selectCols(m, LongStream.of(cols).mapToInt(c -> (int) c).toArray());
        if (rows != null) m = e.selectRows(m, rows);
        boolean matrix = !drop || m.nrow() != 1 && m.ncol() != 1;
        return selection(m, matrix, x.isFlashR());
    }

    /**
     * 0-based positions for subscript {@code s} over an extent of {@code n}: positive positions in
     * range, all-negative positions (dropped ones), or a logical vector of length n; else null.
     */
    static long[] positions(RValue s, long n) {
        if (!(s instanceof RVector v) || v.hasAttributes()) return null;
        if (v instanceof RLogical l) {
            if (l.length() != n) return null;
            LongStream.Builder b = LongStream.builder();
            for (int i = 0; i < l.length(); i++) {
                if (l.get(i) == RLogical.NA) return null;
                if (l.get(i) != 0) b.add(i);
            }
            return b.build().toArray();
        }
        if (!(v instanceof RInt) && !(v instanceof RDouble)) return null;
        int len = v.length();
        if (len == 0) return null;
        boolean negative = v.getDouble(0) < 0;
        long[] p = new long[len];
        for (int i = 0; i < len; i++) {
            double x = v.getDouble(i);
            if (Double.isNaN(x) || x == 0 || (x < 0) != negative || Math.abs(x) > n) return null;
            p[i] = (long) Math.abs(x) - 1; // R truncates fractional positions
        }
        if (!negative) return p;
        if (n > Integer.MAX_VALUE) return null;
        boolean[] dropped = new boolean[(int) n];
        for (long q : p) dropped[(int) q] = true;
        return LongStream.range(0, n).filter(i -> !dropped[(int) i]).toArray();
    }

    /**
     * head/tail of a vector, head of a matrix: the first or last n elements or rows (negative n:
     * all but the last or first -n). R's tail of a matrix names its rows, so it goes to the R body.
     */
    private static RValue ends(Args a, boolean head) {
        if (!(a.get(0) instanceof FmMatrix x) || x.isFlashR() || !head && x.dim() != null) return null;
        int n = 6;
        if (a.has(1)) {
            if (!(a.get(1) instanceof RVector v) || !v.type().isNumeric() || v.length() != 1 || v.isNA(0)) return null;
            n = (int) v.getDouble(0);
        }
        long len = x.dim() != null ? x.nrow() : x.length();
        long k = n >= 0 ? Math.min(n, len) : Math.max(len + n, 0);
        long from = head ? 0 : len - k;
        Engine e = EngineOperand.engine(a);
        Matrix m = x.dim() != null ? x.matrix() : x.column();
        return selection(e.selectRows(m, LongStream.range(from, from + k).toArray()), x.dim() != null, false);
    }
}
