package flashr.base.engine;

import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RMissing;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.stream.LongStream;

/**
 * A short vector or small matrix indexed by a long engine vector of positions, as in
 * {@code centers[cl, ]} or {@code means[group]}: a lazy lookup in the engine that reads only the
 * positions, instead of a tall copy gathered on the heap. Taken when every position is provably
 * NA or within the table's rows (R reads zeros, negative and out-of-range positions otherwise):
 * checked on the R vector when the positions are at hand, else from the bound of which.min/max
 * labels, the proved range of their engine matrix, or a pass computing their extremes (R scans
 * its subscripts too); anything else goes to the R body.
 */
final class EngineLookup {
    /** Tables up to this many elements are read whole by each pass. */
    private static final long TABLE_LIMIT = 1L << 20;

    private EngineLookup() {}

    /** {@code d[0][d[1]]} or {@code d[0][d[1], d[2]]} (n subscripts and the table), or null for the R body. */
    static RValue subset(Args a, RValue[] d, int n, boolean drop) {
        if (!(d[1] instanceof FmMatrix index) || index.isFlashR() || index.dim() != null || index.kind() == FmMatrix.Kind.FACTOR) return null;
        if (index.type() != RType.INTEGER && index.type() != RType.DOUBLE) return null;
        EngineOperand table = EngineOperand.of(d[0]);
        Engine e = EngineOperand.engine(a);
        if (table == null || table.isFlashR() || table.length > Math.min(TABLE_LIMIT, e.config().smallLimit())) return null;
        // v[i] of a vector, m[i, ] or m[i, j] of a matrix
        if (!(n == 2 && table.dim == null || n == 3 && table.dim != null)) return null;
        long rows = table.nrow();
        if (!withinRows(index, rows)) return null;
        long[] cols = n == 3 && d[2] != RMissing.MISSING ? EngineSubset.positions(d[2], table.ncol()) : null;
        if (n == 3 && d[2] != RMissing.MISSING && cols == null) return null;
        Matrix t = table.matrix(e);
        if (cols != null) t = e.selectCols(t, LongStream.of(cols).mapToInt(c -> (int) c).toArray());
        Matrix m = e.lookupRows(t, index.column());
        boolean matrix = n == 3 && (!drop || m.nrow() != 1 && m.ncol() != 1);
        RValue r = EngineOperand.result(m, matrix, false);
        return m.length() < EngineSubset.EAGER_BELOW ? ((FmMatrix) r).materialize() : r;
    }

    /** Whether every position is NA (or NaN) or, truncated, within 1..rows. */
    private static boolean withinRows(FmMatrix index, long rows) {
        if (index.isLocal()) {
            RVector v = index.materialize();
            for (int k = 0, len = v.length(); k < len; k++) {
                if (v.isNA(k)) continue;
                double x = v.getDouble(k);
                if (!(x >= 1 && x < rows + 1)) return false;
            }
            return true;
        }
        if (index.numLevels() > 0) return index.numLevels() <= rows;
        Matrix m = index.column();
        Engine e = m.engine();
        double[] b = e.provenBounds(m);
        if (b == null) b = extremes(e, m);
        return b[0] >= 1 && b[1] < rows + 1;
    }

    /** The least and greatest position, NA and NaN read as 1, computed now (in one pass). */
    private static double[] extremes(Engine e, Matrix m) {
        Matrix kept = EngineNA.replaceNA(e, m, 1.0);
        Matrix lo = e.agg(kept, AggOp.MIN), hi = e.agg(kept, AggOp.MAX);
        e.materialize(lo, hi);
        return new double[] {lo.toDoubleArray()[0], hi.toDoubleArray()[0]};
    }
}
