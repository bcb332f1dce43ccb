package flashr.bind.closure;

import flashr.engine.Matrix;
import flashr.engine.type.ElementType;

/**
 * One expression of a closure that apply calls on each slice (row or column) of a matrix, as
 * engine values for all slices at once. {@code level} says how its values vary; {@code type} is
 * the R type of every slice's value, but where {@code tag} is not null: then the values are
 * doubles and {@code tag} holds each slice's own type code ({@link ClosureTerm#code}: R's sum of
 * integers is an integer, or a double where it leaves the integer range).
 */
record SliceTerm(Matrix m, ElementType type, Level level, Matrix tag) {
    SliceTerm(Matrix m, ElementType type, Level level) {
        this(m, type, level, null);
    }

    enum Level {
        /** One value, the same in every call (a constant, a free scalar, {@code length(r)}): 1x1. */
        SCALAR,
        /** A free vector as long as a slice, the same in every call, read along the slice: a k x 1 vector. */
        ALONG,
        /** One value per slice (a reduction of the slice): one element per row (apply's margin 1) or column. */
        RESULT,
        /** One value per element of the slice: the matrix's shape. */
        ELEMENT
    }

    boolean constant() {
        return level == Level.SCALAR || level == Level.ALONG;
    }
}
