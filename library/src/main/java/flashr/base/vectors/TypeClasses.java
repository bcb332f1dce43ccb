package flashr.base.vectors;

import flashr.lang.RCall;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** R's class of a value: the class attribute, else the implicit class (matrix/array, then type based). */
public final class TypeClasses {
    private TypeClasses() {}

    /** {@code class(x)}. */
    public static RString classOf(RValue x) {
        RString c = x.classAttr();
        if (c != null) return c;
        int[] dim = x instanceof RVector v ? v.dim() : x instanceof flashr.lang.EngineValue e ? e.dim() : null;
        if (dim != null) return dim.length == 2 ? RString.of("matrix", "array") : RString.of("array");
        return RString.of(typeClass(x));
    }

    /** The implicit class from the type alone, as {@code class()} of an object without attributes. */
    static String typeClass(RValue x) {
        return switch (x.type()) {
            case INTEGER -> "integer";
            case DOUBLE -> "numeric";
            case CLOSURE, BUILTIN, SPECIAL -> "function";
            case SYMBOL -> "name";
            case LANGUAGE -> languageClass((RCall) x);
            default -> x.typeName();
        };
    }

    private static String languageClass(RCall c) {
        String f = c.functionName();
        if (f == null) return "call";
        return switch (f) {
            case "if", "for", "while", "(", "{", "<-", "=" -> f;
            default -> "call";
        };
    }
}
