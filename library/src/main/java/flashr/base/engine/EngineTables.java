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
import flashr.lang.RVector;

/**
 * unique and table of an engine vector, as FlashR's groupby GenOp on element values (uniq and
 * count). Their results are small R values. Other forms (several factors for table) go to the R body.
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
     * R's levels have NA and NaN in the order they first appear in x (factor's order(unique(x))
     * keeps them so), while the groupby sorts NaN before NA: when both occur, a second groupby
     * (unique, in order of appearance) tells which comes first, and the two keys swap if NA does.
     */
    private static void naNaNInOrder(Args a, FmMatrix x, double[] keys, double[] counts) {
        int na = -1, nan = -1;
        for (int i = 0; i < keys.length; i++) {
            if (Double.isNaN(keys[i])) {
                if (RDouble.isNAValue(keys[i])) na = i;
                else nan = i;
            }
        }
        if (na < 0 || nan < 0) return;
        for (double u : EngineOperand.engine(a).groupby(x.column(), AggOp.UNIQ).keysD()) {
            if (!Double.isNaN(u)) continue;
            if (RDouble.isNAValue(u) == (na < nan)) return; // already in that order
            double k = keys[na], c = counts[na];
            keys[na] = keys[nan];
            counts[na] = counts[nan];
            keys[nan] = k;
            counts[nan] = c;
            return;
        }
    }

    /**
     * table(x) of one vector (exclude and useNA as R's): the counts of its distinct values by the
     * engine's groupby, made a table as table() makes one from x (levels from the distinct values:
     * {@link TableCounts#oneWayOfDistinct}). Several factors, dnn and deparse.level go to the R body.
     */
    private static RValue table(Args a) {
        RValue[] d = a.dots();
        if (d.length != 1 || a.dotNames()[0] != null || !(d[0] instanceof FmMatrix x) || x.isFlashR()) return null;
        if (a.has(3) || a.has(4)) return null;
        RCall call = a.call();
        String name = "";
        for (int i = 0; call != null && i < call.argCount(); i++) {
            if (call.argName(i) != null) continue;
            if (call.arg(i) instanceof RSymbol s) name = s.name();
            break;
        }
        GroupResult g = EngineOperand.engine(a).groupby(x.column(), AggOp.COUNT);
        RVector keys = switch (g.keyType()) {
            case DOUBLE -> new RDouble(g.keysD());
            case INTEGER -> new RInt(g.keysI());
            case LOGICAL -> new RLogical(g.keysI());
        };
        double[] counts = new double[g.size()];
        for (int i = 0; i < counts.length; i++) counts[i] = g.valuesD() != null ? g.valuesD()[i] : g.valuesI()[i];
        if (keys instanceof RDouble k) naNaNInOrder(a, x, k.data(), counts);
        String[] useNA = a.has(2) ? TableCounts.useNAArgument(flashr.lang.EngineValue.local(a.get(2))) : null;
        RValue exclude = a.has(1) ? flashr.lang.EngineValue.local(a.get(1)) : null;
        return TableCounts.oneWayOfDistinct(keys, counts, name, exclude, useNA, a.interp(), call);
    }
}
