package flashr.base;

/** Builtins: names, dim, dimnames, attr, attributes, structure, setNames, unname. */
final class AttributeBuiltins {
    private AttributeBuiltins() {}

    static void register(Registry r) {
        // filled in by the owner of this domain
    }
}
