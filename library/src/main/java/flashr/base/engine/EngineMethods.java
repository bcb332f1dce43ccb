package flashr.base.engine;

import flashr.base.Registry;
import flashr.bind.FmMatrix;
import flashr.eval.Args;
import flashr.lang.RValue;

/**
 * Base R on engine values: the catalogue. Builtins listed here as taking engine values see them
 * as they are (they only hold or inspect them); the engine methods of the Engine* classes run
 * the common cases lazily in the engine; every other builtin gets engine values materialized,
 * so it computes R's answer on R vectors.
 */
public final class EngineMethods {
    private EngineMethods() {}

    private static boolean hasFlashRObject(Args a) {
        for (int i = 0; i < a.formalCount(); i++) if (a.get(i) instanceof FmMatrix fm && fm.isFlashR()) return true;
        for (RValue v : a.dots()) if (v instanceof FmMatrix fm && fm.isFlashR()) return true;
        return false;
    }

    public static void register(Registry r) {
        // containers and inspectors: they never read elements
        r.takesEngineValues("list", "invisible", "identity", "is.null", "is.function", "is.list", "is.object",
                "class", "oldClass", "inherits", "is.factor", "typeof", "mode", "storage.mode", "is.logical", "is.integer",
                "is.double", "is.numeric", "is.character", "nrow", "ncol", "NROW", "NCOL", "environment", "force");
        // attributes of FlashR objects are their own (class "fm", ...); those of plain values come from R's
        for (String name : new String[] {"attributes", "attr", "attr<-", "attributes<-", "unclass", "class<-",
                "oldClass<-", "structure", "names", "names<-"}) {
            r.engineMethodOf(name, b -> a -> hasFlashRObject(a) ? b.body().apply(a) : null);
        }
        EngineArith.register(r);
        EngineMath.register(r);
        EngineScalarFns.register(r);
        EngineMatrix.register(r);
        EngineSubset.register(r);
        EngineConvert.register(r);
        EngineBind.register(r);
        EngineTables.register(r);
        EngineApply.register(r);
        EngineClosures.register(r);
        EngineGroups.register(r);
        EngineStats.register(r);
        EngineNA.register(r);
        EngineNaRm.register(r);
        EngineElements.register(r);
        EngineWhich.register(r);
        EngineSort.register(r);
        EngineOrderStats.register(r);
        EngineSelect.register(r);
        EngineSvd.register(r);
        EngineFlashRObjects.register(r); // it wraps the engine methods above
        SparseElementwise.register(r); // sparse operands first, then the methods above on dense ones
        EngineNames.register(r); // last: names beside engine matrices, then the methods above on bare ones
        // small results of engine data however large: their engine methods read it where it lies
        // (one pass, or none) even below the engine's threshold, where others copy it out
        r.reduces("sum", "prod", "max", "min", "range", "mean", "any", "all", "which.max", "which.min",
                "var", "sd", "cov", "cor", "table", "tabulate", "rowsum", "colSums", "colMeans", "crossprod",
                "length", "dim", "dimnames", "is.matrix", "is.array", "is.vector");
    }
}
