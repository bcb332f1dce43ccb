package flashr.base;

/** Builtins: sort, order, rank, unique, duplicated, match, %in%, table, tabulate. */
final class SortBuiltins {
    private SortBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
