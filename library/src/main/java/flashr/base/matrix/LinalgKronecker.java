package flashr.base.matrix;

import flashr.base.apply.ApplyCalls;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code kronecker(X, Y, FUN)} and {@code %x%} for vectors and matrices. */
final class LinalgKronecker {
    private LinalgKronecker() {}

    static RValue kronecker(Args a) {
        RVector x = Coerce.vector(a.get(0), "X");
        RVector y = Coerce.vector(a.get(1), "Y");
        int[] dx = x.dim() != null ? x.dim() : new int[] {x.length()};
        int[] dy = y.dim() != null ? y.dim() : new int[] {y.length()};
        if (dx.length > 2 || dy.length > 2) throw new RError("kronecker of arrays of more than two dimensions is not supported");
        int rank = Math.max(dx.length, dy.length);
        int xr = dx[0];
        int xc = dx.length > 1 ? dx[1] : 1;
        int yr = dy[0];
        int yc = dy.length > 1 ? dy[1] : 1;
        // R's kronecker is outer(X, Y): its product of every pair is made first
        flashr.base.vectors.VectorSizes.checked((double) x.length() * y.length(), flashr.lang.RType.DOUBLE);
        int nr = xr * yr;
        int nc = xc * yc;
        RValue fun = a.has(2) ? a.get(2) : RString.of("*");
        boolean times = fun instanceof RString s && s.length() == 1 && "*".equals(s.get(0));
        RVector result;
        if (times) {
            double[] out = new double[nr * nc];
            for (int jx = 0; jx < xc; jx++) {
                for (int ix = 0; ix < xr; ix++) {
                    double xv = x.getDouble(ix + jx * xr);
                    for (int jy = 0; jy < yc; jy++) {
                        for (int iy = 0; iy < yr; iy++) {
                            out[(ix * yr + iy) + (jx * yc + jy) * nr] = xv * y.getDouble(iy + jy * yr);
                        }
                    }
                }
            }
            result = new RDouble(out);
        } else {
            RFunction f = ApplyCalls.matchFun(a, fun);
            RVector xs = x.allocate(nr * nc);
            RVector ys = y.allocate(nr * nc);
            for (int jx = 0; jx < xc; jx++) {
                for (int ix = 0; ix < xr; ix++) {
                    for (int jy = 0; jy < yc; jy++) {
                        for (int iy = 0; iy < yr; iy++) {
                            int o = (ix * yr + iy) + (jx * yc + jy) * nr;
                            x.copyElement(ix + jx * xr, xs, o);
                            y.copyElement(iy + jy * yr, ys, o);
                        }
                    }
                }
            }
            RValue r = ApplyCalls.call(a, f, RCall.of("FUN", RSymbol.of("X"), RSymbol.of("Y"), ApplyCalls.DOTS), xs, ys);
            if (!(r instanceof RVector rv) || rv.length() != nr * nc) throw new RError("FUN did not return a result of the right length");
            result = rv.copy();
            result.setAttributes(null);
        }
        result.setAttr("dim", rank == 1 ? RInt.of(nr) : RInt.of(nr, nc));
        if (a.has(3) && Coerce.flag(a.get(3), "make.dimnames")) {
            RValue names = dimnames(x, y, rank, new int[] {xr, xc}, new int[] {yr, yc});
            if (names != null) result.setAttr("dimnames", names);
        }
        return result;
    }

    /**
     * R's make.dimnames: each dimension's names are those of X and Y pasted with ":", X's varying
     * slowest ("" for a side without names); none when neither X nor Y has dimnames.
     */
    private static RValue dimnames(RVector x, RVector y, int rank, int[] dx, int[] dy) {
        RValue nx = x.dim() == null ? null : x.getAttr("dimnames");
        RValue ny = y.dim() == null ? null : y.getAttr("dimnames");
        if (!(nx instanceof RList) && !(ny instanceof RList)) return null;
        RValue[] out = new RValue[rank];
        for (int k = 0; k < rank; k++) {
            String[] px = side(nx, k, dx[k]);
            String[] py = side(ny, k, dy[k]);
            String[] names = new String[px.length * py.length];
            for (int i = 0; i < px.length; i++) {
                for (int j = 0; j < py.length; j++) names[i * py.length + j] = px[i] + ":" + py[j];
            }
            out[k] = new RString(names);
        }
        return new RList(out);
    }

    private static String[] side(RValue dimnames, int k, int extent) {
        String[] names = new String[extent];
        java.util.Arrays.fill(names, "");
        if (dimnames instanceof RList l && k < l.length() && l.get(k) instanceof RVector v && v.length() == extent) {
            for (int i = 0; i < extent; i++) names[i] = v.getString(i);
        }
        return names;
    }
}
