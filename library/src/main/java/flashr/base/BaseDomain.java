package flashr.base;

import flashr.base.apply.ApplyBuiltins;
import flashr.base.arith.ArithBuiltins;
import flashr.base.data.DataFrameBuiltins;
import flashr.base.data.FactorBuiltins;
import flashr.base.engine.EngineMethods;
import flashr.base.math.MathBuiltins;
import flashr.base.math.SummaryBuiltins;
import flashr.base.matrix.LinalgBuiltins;
import flashr.base.matrix.MatrixBuiltins;
import flashr.base.meta.ConditionBuiltins;
import flashr.base.meta.EnvironmentBuiltins;
import flashr.base.meta.LanguageBuiltins;
import flashr.base.meta.MetaBuiltins;
import flashr.base.random.RandomBuiltins;
import flashr.base.strings.FormatBuiltins;
import flashr.base.strings.PrintBuiltins;
import flashr.base.strings.StringBuiltins;
import flashr.base.system.SystemBuiltins;
import flashr.base.vectors.AttributeBuiltins;
import flashr.base.vectors.IndexBuiltins;
import flashr.base.vectors.SortBuiltins;
import flashr.base.vectors.TypeBuiltins;
import flashr.base.vectors.VectorBuiltins;
import flashr.fm.FlashRBuiltins;
import flashr.methods.IndexSlots;
import flashr.stats.StatsBuiltins;
import flashr.utils.TestthatBuiltins;

/**
 * The domains of the base library, in the order they register when all register at once (a name
 * that two domains defined would be the later one's; {@link BaseIndex} checks that none does).
 * {@link #ENGINE} defines no names: it attaches engine methods and markings to builtins of the others.
 */
enum BaseDomain {
    // the language itself
    LANGUAGE, CONDITION, ENVIRONMENT, NAMESPACE,
    // vectors, indexing, attributes, types
    VECTOR, INDEX, INDEX_SLOTS, ATTRIBUTE, TYPE, COMPLEX_RAW,
    // arithmetic and statistics
    ARITH, MATH, SUMMARY, SORT, STATS,
    // text and printing
    PRINT, STRING, FORMAT,
    // matrices and the apply family
    MATRIX, LINALG, APPLY,
    // random numbers and distributions, the system, and files, connections and dates
    RANDOM, DISTRIBUTION, SYSTEM, FILES,
    // factors and computing on the language
    FACTOR, META,
    // formal classes and methods (R's methods package)
    METHODS,
    // testthat's test runner and expectations, data frames
    TESTTHAT, DATA_FRAME,
    // R's graphics: devices, the graphics model, plots
    GRAPHICS,
    // engine matrices: FlashR's API, and base R on engine values
    FLASHR, ENGINE;

    /** Runs this domain's registration. A switch rather than method references: nothing to link at start-up. */
    void register(Registry r) {
        switch (this) {
            case LANGUAGE -> LanguageBuiltins.register(r);
            case CONDITION -> ConditionBuiltins.register(r);
            case ENVIRONMENT -> EnvironmentBuiltins.register(r);
            case NAMESPACE -> {
                NamespaceBuiltins.register(r);
                RSource.define(r, "base/namespaces.R");
                RSource.define(r, "base/namespaces-more.R");
                RSource.define(r, "base/namespaces-user.R");
                SessionBuiltins.register(r);
                RSource.define(r, "base/session.R");
            }
            case VECTOR -> VectorBuiltins.register(r);
            case INDEX -> IndexBuiltins.register(r);
            case INDEX_SLOTS -> IndexSlots.register(r);
            case ATTRIBUTE -> AttributeBuiltins.register(r);
            case TYPE -> TypeBuiltins.register(r);
            case COMPLEX_RAW -> flashr.base.complex.ComplexBuiltins.register(r);
            case ARITH -> ArithBuiltins.register(r);
            case MATH -> MathBuiltins.register(r);
            case SUMMARY -> SummaryBuiltins.register(r);
            case SORT -> SortBuiltins.register(r);
            case STATS -> StatsBuiltins.register(r);
            case PRINT -> PrintBuiltins.register(r);
            case STRING -> StringBuiltins.register(r);
            case FORMAT -> FormatBuiltins.register(r);
            case MATRIX -> MatrixBuiltins.register(r);
            case LINALG -> LinalgBuiltins.register(r);
            case APPLY -> ApplyBuiltins.register(r);
            case RANDOM -> RandomBuiltins.register(r);
            case DISTRIBUTION -> RandomBuiltins.registerDistributions(r);
            case SYSTEM -> SystemBuiltins.register(r);
            case FILES -> SystemBuiltins.registerFiles(r);
            case FACTOR -> FactorBuiltins.register(r);
            case META -> MetaBuiltins.register(r);
            case METHODS -> {
                flashr.methods.S4Builtins.register(r);
                RSource.define(r, "methods/s4.R");
                RSource.define(r, "methods/refclasses.R");
                RSource.define(r, "methods/groups.R");
                RSource.define(r, "methods/generics.R");
                RSource.define(r, "methods/classes.R");
                RSource.define(r, "methods/functions.R");
                RSource.define(r, "methods/showclass.R");
            }
            case TESTTHAT -> TestthatBuiltins.register(r);
            case DATA_FRAME -> DataFrameBuiltins.register(r);
            case GRAPHICS -> flashr.graphics.GraphicsBuiltins.register(r);
            case FLASHR -> FlashRBuiltins.register(r);
            case ENGINE -> EngineMethods.register(r);
        }
    }
}
