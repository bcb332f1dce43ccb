package flashr.fm;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.bind.FmOps;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.Set;

/**
 * Builtins: FlashR's API on engine matrices (fm.*, the paper's GenOp names), its operator
 * objects fm.bo.* / fm.buo.*, and {@code library}/{@code require}, which accept FlashR, FlashRLearn,
 * testthat and R's default packages as already attached. The functions are grouped by role in
 * {@link FlashRCreation}, {@link FlashRConvert}, {@link FlashRGenOps}, {@link FlashRExecution}, {@link FlashRLoad}, {@link FlashRKmeans} and {@link FlashRSettings};
 * those FlashR writes in R ({@code fm.table}, {@code fm.hist}, {@code fm.eigen}, {@code fm.svd}) in
 * {@code FlashR/table.R} and {@code FlashR/eigen.R}.
 */
public final class FlashRBuiltins {
    /** Packages whose functions flashr has built in: attaching them does nothing. */
    private static final Set<String> BUILT_IN_PACKAGES = Set.of("FlashR", "FlashRLearn", "testthat", "base", "stats", "utils",
            "methods", "graphics", "grDevices", "datasets");

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
        RSource.define(r, "FlashR/table.R");
        RSource.define(r, "FlashR/eigen.R");
        for (String[] o : FmOps.BINARY_OBJECTS) define(r, "fm.bo." + o[0], FmOps.object(o[1], false));
        for (String[] o : FmOps.UNARY_OBJECTS) define(r, "fm.buo." + o[0], FmOps.object(o[1], true));
        r.special("library", a -> {
            String p = packageName(a.call().argCount() > 0 ? a.call().arg(0) : null);
            if (p == null) return RNull.NULL; // library() lists packages in R; nothing to list here
            if (!BUILT_IN_PACKAGES.contains(p)) throw new RError("there is no package called \u2018" + p + "\u2019");
            a.interp().setVisible(false);
            return RString.of(p);
        });
        r.builtin("requireNamespace", "package, ..., quietly", a -> {
            String p = a.get(0) instanceof RString s && s.length() == 1 ? s.get(0) : null;
            boolean quietly = a.has(2) && Coerce.flag(a.get(2), "quietly");
            a.interp().setVisible(false);
            if (p != null && BUILT_IN_PACKAGES.contains(p)) return RLogical.of(true);
            if (!quietly) {
                a.interp().err().print("Loading required namespace: " + p + "\nFailed with error:  \u2018there is no package called \u2018" + p + "\u2019\u2019\n");
            }
            return RLogical.of(false);
        });
        r.special("require", a -> {
            String p = packageName(a.call().argCount() > 0 ? a.call().arg(0) : null);
            a.interp().setVisible(false);
            return RLogical.of(p != null && BUILT_IN_PACKAGES.contains(p));
        });
    }

    private static void define(Registry r, String name, RValue value) {
        value.markShared();
        r.defineRaw(name, value);
    }

    /** library(FlashR) and library("FlashR") both name the package. */
    private static String packageName(RValue arg) {
        if (arg instanceof RSymbol s) return s.name();
        if (arg instanceof RString s && s.length() == 1) return s.get(0);
        return null;
    }
}
