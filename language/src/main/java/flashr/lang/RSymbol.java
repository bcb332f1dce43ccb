package flashr.lang;

import java.util.concurrent.ConcurrentHashMap;

/** A symbol (name). Symbols are interned: compare them with {@code ==}. */
public final class RSymbol extends RValue {
    private static final ConcurrentHashMap<String, RSymbol> TABLE = new ConcurrentHashMap<>();

    private final String name;

    private RSymbol(String name) {
        this.name = name.intern(); // the same String as the name written in Java code: frames find it by identity
    }

    public static RSymbol of(String name) {
        return TABLE.computeIfAbsent(name, RSymbol::new);
    }

    public String name() {
        return name;
    }

    @Override
    public RType type() {
        return RType.SYMBOL;
    }

    @Override
    public String toString() {
        return name;
    }
}
