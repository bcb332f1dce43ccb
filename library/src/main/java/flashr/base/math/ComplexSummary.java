package flashr.base.math;

import flashr.base.complex.Cplx;
import flashr.lang.RComplex;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** The Summary group and mean where an argument is complex: sum, prod and mean are complex; max, min and range are R's error. */
public final class ComplexSummary {
    private ComplexSummary() {}

    /** True when some argument is a complex vector. */
    public static boolean applies(RValue[] args) {
        for (RValue v : args) {
            if (v instanceof RComplex) return true;
        }
        return false;
    }

    /** R's error for max, min and range of complex values. */
    public static RError unordered() {
        return new RError("invalid 'type' (complex) of argument");
    }

    public static RValue sumOrProd(boolean sum, RValue[] args, boolean naRm) {
        double sr = sum ? 0 : 1, si = 0;
        double[] out = new double[2];
        for (RValue v : args) {
            if (v == RNull.NULL) continue;
            if (!(v instanceof RVector vec) || !(vec.type().isNumeric() || vec.type() == RType.COMPLEX)) {
                throw new RError("invalid 'type' (" + v.typeName() + ") of argument");
            }
            RComplex z = RComplex.from(vec);
            for (int i = 0; i < z.length(); i++) {
                if (naRm && z.isNA(i)) continue;
                if (sum) {
                    sr += z.re(i);
                    si += z.im(i);
                } else {
                    Cplx.mul(sr, si, z.re(i), z.im(i), out);
                    sr = out[0];
                    si = out[1];
                }
            }
        }
        return RComplex.of(sr, si);
    }

    /** {@code mean(z)}: R's two passes (the mean, then the mean of the residuals added) when the first is finite. */
    public static RValue mean(RComplex z, boolean naRm) {
        int n = 0;
        double s = 0, si = 0;
        for (int i = 0; i < z.length(); i++) {
            if (naRm && z.isNA(i)) continue;
            s += z.re(i);
            si += z.im(i);
            n++;
        }
        s /= n;
        si /= n;
        if (Double.isFinite(s) && Double.isFinite(si)) {
            double t = 0, ti = 0;
            for (int i = 0; i < z.length(); i++) {
                if (naRm && z.isNA(i)) continue;
                t += z.re(i) - s;
                ti += z.im(i) - si;
            }
            s += t / n;
            si += ti / n;
        }
        return RComplex.of(s, si);
    }
}
