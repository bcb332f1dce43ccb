package flashr.base;

import flashr.eval.Interpreter;
import flashr.lang.REnvironment;

/** R's base library: every domain class registers its builtins in the base environment. */
public final class BaseLibrary {
    private BaseLibrary() {}

    public static void install(Interpreter interp, REnvironment base) {
        Registry r = new Registry(base);
        // the language itself
        LanguageBuiltins.register(r);
        ConditionBuiltins.register(r);
        EnvironmentBuiltins.register(r);
        // vectors, indexing, attributes, types
        VectorBuiltins.register(r);
        IndexBuiltins.register(r);
        IndexSlots.register(r);
        AttributeBuiltins.register(r);
        TypeBuiltins.register(r);
        // arithmetic and statistics
        ArithBuiltins.register(r);
        MathBuiltins.register(r);
        SummaryBuiltins.register(r);
        SortBuiltins.register(r);
        StatsBuiltins.register(r);
        // text and printing
        PrintBuiltins.register(r);
        StringBuiltins.register(r);
        FormatBuiltins.register(r);
        // matrices and the apply family
        MatrixBuiltins.register(r);
        LinalgBuiltins.register(r);
        ApplyBuiltins.register(r);
        // random numbers and the system
        RandomBuiltins.register(r);
        SystemBuiltins.register(r);
        // factors and computing on the language
        FactorBuiltins.register(r);
        MetaBuiltins.register(r);
        // testthat's test runner and expectations
        TestthatBuiltins.register(r);
        DataFrameBuiltins.register(r);
        // engine matrices: FlashR's API, and base R on engine values
        FlashRBuiltins.register(r);
        EngineMethods.register(r);
        interp.setEngineStorage(flashr.bind.EngineThreshold.fromProperties(interp));
    }
}
