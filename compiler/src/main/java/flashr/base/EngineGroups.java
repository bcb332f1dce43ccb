package flashr.base;

import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.exec.GroupResult;
import flashr.engine.fn.AggOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Grouping of engine values, as FlashR's groupby GenOps: unique and table of a vector, and
 * rowsum of a matrix by integer group labels 1..k (cluster numbers, say). Their results are
 * small R values. Other groupings (labels of other values, options) go to the R body.
 */
final class EngineGroups {
    private EngineGroups() {}

    static void register(Registry r) {
        r.engineMethod("unique", EngineGroups::unique);
        r.engineMethod("table", EngineGroups::table);
        r.engineMethod("rowsum", EngineGroups::rowsum);
    }

    /** unique(x) of a vector: the distinct values in order of first appearance. */
    private static RValue unique(Args a) {
        if (!(a.get(0) instanceof FmMatrix x) || x.isFlashR() || x.dim() != null || a.has(1) || a.dots().length > 0) return null;
        GroupResult g = EngineOperand.engine(a).groupby(x.column(), AggOp.UNIQ);
        return switch (g.keyType()) {
            case DOUBLE -> new RDouble(g.keysD());
            case INTEGER -> new RInt(g.keysI());
            case LOGICAL -> new RLogical(g.keysI());
        };
    }

    /**
     * table(x) of one integer or logical vector: counts of its values, sorted, NA left out (as
     * table's default). Doubles go to the R body: their level names need R's number formatting.
     */
    private static RValue table(Args a) {
        RValue[] d = a.dots();
        if (d.length != 1 || a.dotNames()[0] != null || !(d[0] instanceof FmMatrix x) || x.isFlashR()
                || x.type() == flashr.lang.RType.DOUBLE) {
            return null;
        }
        for (int i = 1; i < a.formalCount(); i++) if (a.has(i)) return null;
        RCall call = a.call();
        String name = call != null && call.argCount() == 1 && call.arg(0) instanceof RSymbol s ? s.name() : "";
        GroupResult g = EngineOperand.engine(a).groupby(x.column(), AggOp.COUNT);
        int n = 0;
        for (int k : g.keysI()) if (k != RInt.NA) n++;
        String[] levels = new String[n];
        int[] counts = new int[n];
        boolean logical = x.type() == flashr.lang.RType.LOGICAL;
        for (int i = 0, j = 0; i < g.size(); i++) {
            int key = g.keysI()[i];
            if (key == RInt.NA) continue;
            levels[j] = logical ? (key != 0 ? "TRUE" : "FALSE") : Integer.toString(key);
            counts[j++] = g.valuesI()[i];
        }
        return TableCounts.oneWay(levels, counts, name);
    }

    /**
     * rowsum(x, group) by integer labels that are exactly 1..k (cluster numbers, say): one
     * groupby.row. The labels are cached, so computing them (a DAG over x itself, often) and the
     * sums read x once each.
     */
    private static RValue rowsum(Args a) {
        if (!(a.get(0) instanceof FmMatrix x) || x.isFlashR() || !a.has(1) || a.has(2) || a.has(3)) return null;
        Engine e = EngineOperand.engine(a);
        Matrix g = labelColumn(e, a.get(1));
        if (g == null || g.nrow() != (x.dim() != null ? x.nrow() : x.length())) return null;
        e.setCache(g, true);
        int[] keys = e.groupby(g, AggOp.COUNT).keysI();
        for (int i = 0; i < keys.length; i++) if (keys[i] != i + 1) return null;
        Matrix sums = e.groupbyRow(x.dim() != null ? x.matrix() : x.column(), g, keys.length, AggOp.SUM);
        RVector r = FmMatrix.plain(sums, true).materialize().copy();
        String[] names = new String[keys.length];
        for (int i = 0; i < names.length; i++) names[i] = Integer.toString(i + 1);
        MatrixDims.setDimnames(r, new RString(names), flashr.lang.RNull.NULL);
        return r;
    }

    /** Integer labels as an engine column: an engine integer vector, or an R integer vector copied in. */
    private static Matrix labelColumn(Engine e, RValue group) {
        if (group instanceof FmMatrix fm) {
            return fm.isVector() && fm.kind() != FmMatrix.Kind.FACTOR && fm.type() == flashr.lang.RType.INTEGER ? fm.column() : null;
        }
        if (group instanceof RInt v && !v.hasAttributes()) return e.fromArray(v.data(), ElementType.INTEGER, v.length(), 1);
        return null;
    }
}
