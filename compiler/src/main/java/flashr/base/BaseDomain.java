package flashr.base;

/**
 * The domains of the base library, in the order they register when all register at once (a name
 * that two domains defined would be the later one's; {@link BaseIndex} checks that none does).
 * {@link #ENGINE} defines no names: it attaches engine methods and markings to builtins of the others.
 */
enum BaseDomain {
    // the language itself
    LANGUAGE, CONDITION, ENVIRONMENT, NAMESPACE,
    // vectors, indexing, attributes, types
    VECTOR, INDEX, INDEX_SLOTS, ATTRIBUTE, TYPE,
    // arithmetic and statistics
    ARITH, MATH, SUMMARY, SORT, STATS,
    // text and printing
    PRINT, STRING, FORMAT,
    // matrices and the apply family
    MATRIX, LINALG, APPLY,
    // random numbers and the system
    RANDOM, SYSTEM,
    // factors and computing on the language
    FACTOR, META,
    // formal classes and methods (R's methods package)
    METHODS,
    // testthat's test runner and expectations, data frames
    TESTTHAT, DATA_FRAME,
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
                MetaPrelude.defineResource(r, "/flashr/base/namespaces.R");
                SessionBuiltins.register(r);
                MetaPrelude.defineResource(r, "/flashr/base/session.R");
            }
            case VECTOR -> VectorBuiltins.register(r);
            case INDEX -> IndexBuiltins.register(r);
            case INDEX_SLOTS -> IndexSlots.register(r);
            case ATTRIBUTE -> AttributeBuiltins.register(r);
            case TYPE -> TypeBuiltins.register(r);
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
            case SYSTEM -> SystemBuiltins.register(r);
            case FACTOR -> FactorBuiltins.register(r);
            case META -> MetaBuiltins.register(r);
            case METHODS -> {
                S4Builtins.register(r);
                MetaPrelude.defineResource(r, "/flashr/methods/s4.R");
                MetaPrelude.defineResource(r, "/flashr/methods/refclasses.R");
            }
            case TESTTHAT -> TestthatBuiltins.register(r);
            case DATA_FRAME -> DataFrameBuiltins.register(r);
            case FLASHR -> FlashRBuiltins.register(r);
            case ENGINE -> EngineMethods.register(r);
        }
    }
}
