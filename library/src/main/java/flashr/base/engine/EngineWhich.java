package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.vectors.LongVectors;
import flashr.base.vectors.VectorSizes;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;

/**
 * The elements of a long engine vector that a logical vector of its length keeps: {@code which(m)}
 * and {@code x[m]} (and so {@code x[-i]}, whose mask is TRUE but at i). Their length depends on
 * the data, so they are computed now, with the engine's own operators: a pass counts the kept
 * elements; each kept one's rank is the cumulative sum of the mask (a cum.col in doubles, exact
 * past 2^31), and a groupby.row with the ranks as labels and one element in each group puts every
 * kept element at its rank (max of one element is that element, NA and NaN as they are). Ranks
 * are taken in windows of at most {@link #WINDOW} (the groupby's table; labels outside the
 * window are NA), several windows in one pass. A result of at most {@link VectorSizes#MAX}
 * elements is an R vector; a longer one stays in the engine, its windows bound together.
 */
final class EngineWhich {
    /** The most ranks one groupby gathers (its table of accumulators, 8 MB of doubles). */
    static final int WINDOW = 1 << 20;
    /** The most windows one pass fills: 16 M elements of results in a pass. */
    static final int WINDOWS_A_PASS = 16;

    private EngineWhich() {}

    static void register(Registry r) {
        r.engineMethod("which", EngineWhich::which);
    }

    /** {@code which(x)} of a long logical engine vector (no names, no arr.ind); else null (R's path). */
    private static RValue which(Args a) {
        if (a.has(1) && Coerce.flag(a.get(1), "arr.ind")) return null;
        if (!(a.get(0) instanceof FmMatrix m) || m.isFlashR() || !m.isVector() || m.type() != flashr.lang.RType.LOGICAL
                || !LongVectors.isLong(m.length())) {
            return null;
        }
        Engine e = EngineOperand.engine(a);
        Matrix mask = m.column();
        long n = mask.nrow();
        boolean ints = n <= Integer.MAX_VALUE;
        Matrix positions = e.seq(1, 1, n, ints ? ElementType.INTEGER : ElementType.DOUBLE);
        return kept(e, positions, e.mapply(mask, e.sapply(e.sapply(mask, UnaryOp.IS_NA), UnaryOp.NOT), BinaryOp.AND));
    }

    /**
     * {@code x[mask]} of a long vector x by a logical vector of its length: the elements where the
     * mask is TRUE, and NA where it is NA (R's rule).
     */
    static RValue select(Engine e, Matrix x, Matrix mask) {
        Matrix keep = e.mapply(mask, e.sapply(mask, UnaryOp.IS_NA), BinaryOp.OR);
        // where the mask is NA, ifelse gives NA whatever its branches
        Matrix values = e.ifelse(mask, x, x, x.type());
        return kept(e, values, keep);
    }

    /** The elements of {@code values} where {@code keep} (logical, never NA) is TRUE, in order. */
    static RValue kept(Engine e, Matrix values, Matrix keep) {
        Matrix count = e.agg(e.sapply(keep, UnaryOp.AS_DOUBLE), AggOp.SUM);
        long n = (long) count.toDoubleArray()[0];
        ElementType type = values.type();
        if (n == 0) return Coerce.allocate(rType(type), 0);
        Matrix rank = e.cumCol(e.sapply(keep, UnaryOp.AS_DOUBLE), BinaryOp.ADD, true);
        if (n > (long) WINDOW * WINDOWS_A_PASS) e.setCache(rank, true); // read by several passes
        List<Matrix> windows = new ArrayList<>();
        for (long from = 0; from < n; ) {
            List<Matrix> pass = new ArrayList<>();
            for (int w = 0; w < WINDOWS_A_PASS && from < n; w++, from += WINDOW) {
                pass.add(window(e, values, keep, rank, from, (int) Math.min(WINDOW, n - from)));
            }
            e.materialize(pass.toArray(Matrix[]::new));
            windows.addAll(pass);
        }
        if (n > VectorSizes.MAX) {
            Matrix all = windows.size() == 1 ? windows.get(0) : e.rbind(windows.toArray(Matrix[]::new));
            if (type == ElementType.LOGICAL) all = e.sapply(all, UnaryOp.AS_LOGICAL);
            return FmMatrix.plain(all, false);
        }
        return concatenated(windows, (int) n, type);
    }

    /** The kept values of ranks from + 1 .. from + k: a groupby.row of k groups, one element each. */
    private static Matrix window(Engine e, Matrix values, Matrix keep, Matrix rank, long from, int k) {
        Matrix inWindow = e.mapply(keep, e.mapply(e.mapply(rank, (double) from, BinaryOp.GT),
                e.mapply(rank, (double) from + k, BinaryOp.LE), BinaryOp.AND), BinaryOp.AND);
        Matrix labels = e.sapply(e.ifelse(inWindow, e.mapply(rank, (double) from, BinaryOp.SUB), e.scalar(NA.REAL),
                ElementType.DOUBLE), UnaryOp.AS_INTEGER);
        return e.groupbyRow(values, labels, k, AggOp.MAX);
    }

    /** The windows' elements as one R vector of n elements of {@code type}. */
    private static RVector concatenated(List<Matrix> windows, int n, ElementType type) {
        boolean doubles = type == ElementType.DOUBLE;
        Object out = doubles ? new double[n] : new int[n];
        int at = 0;
        for (Matrix w : windows) {
            Object d = doubles ? w.toDoubleArray() : w.toIntArray();
            int len = java.lang.reflect.Array.getLength(d);
            System.arraycopy(d, 0, out, at, len);
            at += len;
        }
        if (doubles) return new RDouble((double[]) out);
        return type == ElementType.LOGICAL ? new RLogical((int[]) out) : new RInt((int[]) out);
    }

    private static flashr.lang.RType rType(ElementType t) {
        return switch (t) {
            case DOUBLE -> flashr.lang.RType.DOUBLE;
            case INTEGER -> flashr.lang.RType.INTEGER;
            case LOGICAL -> flashr.lang.RType.LOGICAL;
        };
    }
}
