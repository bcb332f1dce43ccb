package flashr.base.complex;

import flashr.lang.RComplex;
import flashr.lang.RError;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * R's {@code polyroot(z)} (do_polyroot): the roots of z[1] + z[2] x + ... + z[n] x^(n-1). Zero
 * highest coefficients are dropped, the rest must be finite, and {@link Cpoly} (R's Jenkins-Traub
 * code) finds the roots: those at the origin first, then the others in the order it finds them.
 */
final class Polyroot {
    private Polyroot() {}

    static RComplex polyroot(RValue x) {
        if (!(x instanceof RVector v) || !(v.type().isNumeric() || v.type() == RType.COMPLEX)) {
            // R's UNIMPLEMENTED_TYPE, whose message ends in a newline
            throw new RError("unimplemented type '" + x.typeName() + "' in 'polyroot'\n");
        }
        RComplex z = RComplex.from(v);
        int degree = 0;
        for (int i = 0; i < z.length(); i++) {
            // NaN is not zero, so an NA counts towards the degree (and fails below)
            if (z.re(i) != 0 || z.im(i) != 0) degree = i;
        }
        if (degree < 1) return new RComplex(new double[0], new double[0]);
        int n = degree + 1;
        double[] opr = new double[n], opi = new double[n];
        for (int i = 0; i < n; i++) {
            if (!Double.isFinite(z.re(i)) || !Double.isFinite(z.im(i))) throw new RError("invalid polynomial coefficient");
            opr[degree - i] = z.re(i); // decreasing powers
            opi[degree - i] = z.im(i);
        }
        double[] re = new double[n], im = new double[n];
        if (!Cpoly.roots(opr, opi, degree, re, im)) throw new RError("root finding code failed");
        return new RComplex(java.util.Arrays.copyOf(re, degree), java.util.Arrays.copyOf(im, degree));
    }
}
