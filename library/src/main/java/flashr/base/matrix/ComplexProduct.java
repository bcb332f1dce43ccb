package flashr.base.matrix;

import flashr.lang.RComplex;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Matrix products where an operand is complex: the real and imaginary parts' products combined,
 * (Ar + i Ai)(Br + i Bi) = (Ar Br - Ai Bi) + i (Ar Bi + Ai Br), each taken by the real product so
 * that shapes, names and errors are R's. crossprod conjugates nothing, as R's does not.
 */
final class ComplexProduct {
    private ComplexProduct() {}

    static RValue product(LinalgMode mode, RValue xv, RValue yv, LinalgProduct.Kind kind) {
        RVector x = operand(xv), y = operand(yv);
        RVector xr = part(x, true), xi = part(x, false), yr = part(y, true), yi = part(y, false);
        RDouble rr = (RDouble) LinalgProduct.product(mode, xr, yr, kind);
        RDouble ii = (RDouble) LinalgProduct.product(mode, xi, yi, kind);
        RDouble ri = (RDouble) LinalgProduct.product(mode, xr, yi, kind);
        RDouble ir = (RDouble) LinalgProduct.product(mode, xi, yr, kind);
        int n = rr.length();
        double[] re = new double[n], im = new double[n];
        for (int k = 0; k < n; k++) {
            re[k] = rr.get(k) - ii.get(k);
            im[k] = ri.get(k) + ir.get(k);
        }
        RComplex r = new RComplex(re, im);
        r.setAttributes(rr.attributes());
        return r;
    }

    private static RVector operand(RValue v) {
        if (v instanceof RVector vec && (vec.type().isNumeric() || vec.type() == RType.COMPLEX)) return vec;
        throw new RError("requires numeric/complex matrix/vector arguments");
    }

    /** The real or imaginary part as a double vector with {@code v}'s attributes. */
    private static RVector part(RVector v, boolean real) {
        int n = v.length();
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            if (v instanceof RComplex z) d[i] = real ? z.re(i) : z.im(i);
            else d[i] = real ? v.getDouble(i) : 0;
        }
        RDouble r = new RDouble(d);
        if (v.hasAttributes()) r.setAttributes(v.attributes());
        return r;
    }
}
