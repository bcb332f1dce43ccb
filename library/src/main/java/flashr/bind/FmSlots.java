package flashr.bind;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;

/**
 * The slots FlashR's formal classes give its objects, read with {@code @}: an fm matrix has nrow,
 * ncol, type ("dense") and ele_type; an fmV has len, type ("vector") and ele_type; an fmVFactor
 * also num.levels, vals and cnts (the last two are kept as attributes, see fm.as.factor).
 */
public final class FmSlots {
    private FmSlots() {}

    /** The slot {@code name} of a FlashR object, or null when its class has no such slot. */
    public static RValue slot(FmMatrix x, String name) {
        boolean matrix = x.kind() == FmMatrix.Kind.MATRIX;
        return switch (name) {
            case "nrow" -> matrix ? RDouble.of(x.nrow()) : null;
            case "ncol" -> matrix ? RDouble.of(x.ncol()) : null;
            case "len" -> matrix ? null : RDouble.of(x.length());
            case "type" -> RString.of(matrix ? "dense" : "vector");
            case "ele_type" -> RString.of(x.type().typeName());
            case "num.levels" -> x.kind() == FmMatrix.Kind.FACTOR ? RInt.of(x.numLevels()) : null;
            case "vals", "cnts" -> x.kind() == FmMatrix.Kind.FACTOR ? x.getAttr(name) : null;
            default -> null;
        };
    }
}
