package flashr.fm;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.bind.FmOps;
import flashr.lang.RValue;

/**
 * Builtins: FlashR's API on engine matrices (fm.*, the paper's GenOp names), its operator
 * objects fm.bo.* / fm.buo.* ({@code library(FlashR)}: {@code flashr.base.NamespaceBuiltins}). The functions are grouped by role in
 * {@link FlashRCreation}, {@link FlashRConvert}, {@link FlashRGenOps}, {@link FlashRExecution}, {@link FlashRLoad}, {@link FlashRKmeans} and {@link FlashRSettings};
 * those FlashR writes in R ({@code fm.table}, {@code fm.hist}, {@code fm.eigen}, {@code fm.svd}) in
 * {@code FlashR/table.R}, {@code FlashR/eigen.R}, {@code FlashR/sparse.R}, {@code FlashR/eigs.R}, {@code FlashR/graph.R} and {@code FlashR/pcg.R}.
 */
public final class FlashRBuiltins {
    private FlashRBuiltins() {}

    public static void register(Registry r) {
        FlashRCreation.register(r);
        FlashRConvert.register(r);
        FlashRGenOps.register(r);
        FlashRExecution.register(r);
        FlashRSettings.register(r);
        FlashRStorage.register(r);
        FlashRLoad.register(r);
        FlashRKmeans.register(r);
        FlashRSparse.register(r);
        RSource.define(r, "FlashR/table.R");
        RSource.define(r, "FlashR/eigen.R");
        RSource.define(r, "FlashR/sparse.R");
        RSource.define(r, "FlashR/eigs.R");
        RSource.define(r, "FlashR/graph.R");
        RSource.define(r, "FlashR/pcg.R");
        for (String[] o : FmOps.BINARY_OBJECTS) define(r, "fm.bo." + o[0], FmOps.object(o[1], false));
        for (String[] o : FmOps.UNARY_OBJECTS) define(r, "fm.buo." + o[0], FmOps.object(o[1], true));
    }

    private static void define(Registry r, String name, RValue value) {
        value.markShared();
        r.defineRaw(name, value);
    }
}
