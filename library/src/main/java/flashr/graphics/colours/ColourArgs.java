package flashr.graphics.colours;

import flashr.eval.Args;
import flashr.base.vectors.TypeConversion;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The numeric arguments of grDevices' colour functions as R's C code reads them: each coerced to
 * double (R's {@code coerceVector}: NULL is empty, a list of single values is read element by
 * element, strings that are no numbers become NA with R's warning), recycled to the longest.
 */
final class ColourArgs {
    private ColourArgs() {}

    /**
     * The first {@code arity} arguments and the alpha after them (null when absent or NULL), each
     * as doubles.
     */
    static double[][] components(Args a, int arity) {
        double[][] c = new double[arity + 1][];
        for (int k = 0; k < arity; k++) c[k] = reals(a, a.get(k));
        RValue alpha = a.get(arity);
        c[arity] = alpha == null || alpha == RNull.NULL ? null : reals(a, alpha);
        return c;
    }

    /** The longest length; 0 when any is empty (R gives character(0) then). */
    static int length(double[][] c) {
        int n = 0;
        for (double[] v : c) {
            if (v == null) continue;
            if (v.length == 0) return 0;
            n = Math.max(n, v.length);
        }
        return n;
    }

    static double at(double[] v, int i) {
        return v[i % v.length];
    }

    private static double[] reals(Args a, RValue x) {
        if (x == null) return new double[0];
        if (x instanceof RVector v && v.type() == RType.DOUBLE && !v.hasAttributes()) return ((flashr.lang.RDouble) v).data();
        return ((flashr.lang.RDouble) coerced(a, x, RType.DOUBLE)).data();
    }

    /** {@code x} as R's coerceVector makes it of {@code type} (NULL: empty), with R's messages. */
    static RVector coerced(Args a, RValue x, RType type) {
        if (x == null) x = RNull.NULL;
        // R's coerceVector words these two unlike as.double
        if (x instanceof flashr.lang.RCall) throw a.interp().errorHere("'language' object cannot be coerced to type '" + type.typeName() + "'");
        if (x instanceof flashr.lang.REnvironment) throw a.interp().errorHere("environments cannot be coerced to other types");
        // R warns and then reads memory it should not (a garbage length); an error with its words instead
        if (x instanceof flashr.lang.RSymbol) throw a.interp().errorHere("'symbol' object cannot be coerced to type '" + type.typeName() + "'");
        try {
            return TypeConversion.as(a, x, type);
        } catch (RError e) {
            throw a.interp().errorHere(e.getMessage());
        }
    }
}
