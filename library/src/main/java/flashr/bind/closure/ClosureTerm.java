package flashr.bind.closure;

import flashr.engine.Matrix;
import flashr.engine.type.ElementType;

/**
 * One expression of a closure's body as engine values: {@code m} holds its value per element (the
 * operands' shape) or, when {@code varying} is false, one value for all (1x1). {@code type} is the
 * matrix's type, the highest R type any element's value has. Where R's type differs between
 * elements (the branches of {@code if} give a logical NA on some and doubles on others) {@code tag}
 * holds each element's own type code ({@link #code}), else it is null.
 */
record ClosureTerm(Matrix m, ElementType type, boolean varying, Matrix tag) {
    static ClosureTerm of(Matrix m, ElementType type, boolean varying) {
        return new ClosureTerm(m, type, varying, null);
    }

    /** The type code of an element's value: 0 logical, 1 integer, 2 double. */
    static int code(ElementType t) {
        return switch (t) {
            case LOGICAL -> 0;
            case INTEGER -> 1;
            case DOUBLE -> 2;
        };
    }

    static ElementType typeOf(int code) {
        return code <= 0 ? ElementType.LOGICAL : code == 1 ? ElementType.INTEGER : ElementType.DOUBLE;
    }
}
