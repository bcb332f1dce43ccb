package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.data.TableCounts;
import flashr.bind.FmMatrix;
import flashr.engine.exec.GroupResult;
import flashr.engine.fn.AggOp;
import flashr.eval.Args;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * unique and table of an engine vector, as FlashR's groupby GenOp on element values (uniq and
 * count). Their results are small R values. Other forms (options, several factors, doubles for
 * table, whose level names need R's number formatting) go to the R body.
 */
final class EngineTables {
    private EngineTables() {}

    static void register(Registry r) {
        r.engineMethod("unique", EngineTables::unique);
        r.engineMethod("table", EngineTables::table);
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
}
