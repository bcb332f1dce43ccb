package flashr.base.matrix;

import flashr.base.Registry;
import flashr.base.apply.ApplyCalls;
import flashr.base.arith.Arithmetic;
import flashr.base.data.DataFrames;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.base.vectors.VectorSizes;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Builtins that combine a matrix with margin statistics or two vectors elementwise: sweep, scale, outer. */
final class MatrixSweep {
    private MatrixSweep() {}

    static void register(Registry r) {
        r.builtin("sweep", "x, MARGIN, STATS, FUN, check.margin, ...", MatrixSweep::sweep);
        r.builtin("scale", "x, center, scale", MatrixSweep::scale);
        r.builtin("outer", "X, Y, FUN, ...", MatrixSweep::outer);
        r.alias("%o%", "outer");
    }

    private static RValue sweep(Args a) {
        RFunction f = ApplyCalls.matchFun(a, a.has(3) ? a.get(3) : RString.of("-"));
        RVector x = Coerce.vector(a.get(0), "x");
        int[] dims = x.dim();
        RVector stats = Coerce.vector(a.get(2), "STATS");
        if (dims == null) {
            throw new RError("'dims' cannot be of length 0",
                    RCall.of("array", RSymbol.of("STATS"), RCall.of("[", RSymbol.of("dims"), RSymbol.of("perm"))));
        }
        int[] margin = margins(a.get(1), x, dims.length);
        if (!a.has(4) || Coerce.flag(a.get(4), "check.margin")) checkMargin(a, dims, margin, stats);
        int[] perm = new int[dims.length];
        boolean[] used = new boolean[dims.length];
        int p = 0;
        for (int m : margin) {
            perm[p++] = m;
            used[m] = true;
        }
        for (int k = 0; k < dims.length; k++) {
            if (!used[k]) perm[p++] = k;
        }
        int n = x.length();
        RVector expanded = Coerce.to(stats, stats.type()).allocate(n);
        int len = stats.length();
        int[] permStride = new int[dims.length];
        for (int t = 0, acc = 1; t < dims.length; t++) {
            permStride[t] = acc;
            acc *= dims[perm[t]];
        }
        int[] idx = new int[dims.length];
        for (int i = 0; i < n && len > 0; i++) {
            int lin = 0;
            for (int t = 0; t < dims.length; t++) lin += idx[perm[t]] * permStride[t];
            stats.copyElement(lin % len, expanded, i);
            for (int k = 0; k < dims.length && ++idx[k] == dims[k]; k++) idx[k] = 0;
        }
        expanded.setAttr("dim", new RInt(dims.clone()));
        RCall call = new RCall(RSymbol.of("FUN"), new RValue[] {RSymbol.of("x"),
                RCall.of("aperm", RCall.of("array", RSymbol.of("STATS"), RCall.of("[", RSymbol.of("dims"), RSymbol.of("perm"))),
                        RCall.of("order", RSymbol.of("perm"))), ApplyCalls.DOTS}, null, null);   // R 4.2's text of the call
        RValue direct = arithmetic(a, f, x, expanded, call);
        return direct != null ? direct : ApplyCalls.call(a, f, call, x, expanded);
    }

    /**
     * FUN as base's arithmetic operator (the default {@code "-"}) on x without a class: the
     * operator's own work, without a call through which the expanded STATS would be held, so the
     * result is written over them ({@link flashr.lang.Temporaries}): one vector the size of x
     * instead of two. Null for other functions.
     */
    private static RValue arithmetic(Args a, RFunction f, RVector x, RVector expanded, RCall call) {
        if (!(f instanceof RBuiltin b) || a.dots().length > 0 || x.classAttr() != null) return null;
        int op = Arithmetic.code(b.name());
        if (op < 0 || a.interp().baseEnv().getLocal(b.name()) != b) return null;
        try {
            return Arithmetic.binary(op, x, expanded, a.interp(), call);
        } catch (RError e) {
            throw e.withCallIfAbsent(call);
        }
    }

    private static int[] margins(RValue m, RVector x, int rank) {
        RVector mv = Coerce.vector(m, "MARGIN");
        int[] out = new int[mv.length()];
        for (int k = 0; k < out.length; k++) {
            if (mv.type() == RType.CHARACTER) {
                RString dnn = MatrixDims.dimnamesNames(x);
                if (dnn == null) throw new RError("'x' must have named dimnames");
                out[k] = java.util.Arrays.asList(dnn.data()).indexOf(mv.getString(k));
                if (out[k] < 0) throw new RError("not all elements of 'MARGIN' are names of dimensions");
            } else {
                out[k] = mv.getInt(k) - 1;
                if (out[k] < 0 || out[k] >= rank) throw new RError("subscript out of bounds");
            }
        }
        return out;
    }

    private static void checkMargin(Args a, int[] dims, int[] margin, RVector stats) {
        long prod = 1;
        for (int m : margin) prod *= dims[m];
        int lstats = stats.length();
        int[] dimStats = stats.dim();
        if (lstats > prod) {
            a.interp().warning(a.call(), "STATS is longer than the extent of 'dim(x)[MARGIN]'");
        } else if (dimStats == null) {
            long upper = Long.MAX_VALUE;
            long lower = 0;
            long cum = 1;
            for (int k = 0; k <= margin.length; k++) {
                if (cum >= lstats) upper = Math.min(upper, cum);
                if (cum <= lstats) lower = Math.max(lower, cum);
                if (k < margin.length) cum *= dims[margin[k]];
            }
            if (lstats > 0 && (upper % lstats != 0 || lstats % lower != 0)) {
                a.interp().warning(a.call(), "STATS does not recycle exactly across MARGIN");
            }
        } else {
            int[] dm = java.util.Arrays.stream(margin).map(m -> dims[m]).filter(v -> v > 1).toArray();
            int[] ds = java.util.Arrays.stream(dimStats).filter(v -> v > 1).toArray();
            if (!java.util.Arrays.equals(dm, ds)) {
                a.interp().warning(a.call(), "length(STATS) or dim(STATS) do not match dim(x)[MARGIN]");
            }
        }
    }

    // scale's column loops are small methods of their own: inside scale() each made one more
    // compile of the whole method on stack (C2 compiled it 4-7 times for one prcomp or kmeans).

    /** The mean of the non-NaN v[off + i], i < nr, in long double (R's colMeans of them). */
    private static double columnMean(double[] v, int off, int nr) {
        MatrixSums.Sum s = new MatrixSums.Sum();
        int count = 0;
        for (int i = 0; i < nr; i++) {
            double e = v[off + i];
            if (!Double.isNaN(e)) {
                s.add(e);
                count++;
            }
        }
        return s.mean(count);
    }

    /** v[off + i] /= d for i < nr. */
    private static void divide(double[] v, int off, int nr, double d) {
        for (int i = 0; i < nr; i++) v[off + i] /= d;
    }

    /** v[off + i] -= m for i < nr. */
    private static void subtract(double[] v, int off, int nr, double m) {
        for (int i = 0; i < nr; i++) v[off + i] -= m;
    }

    /** sqrt(sum of squares / (count - 1)) of the non-NaN v[off + i], i < nr (scale.default's f). */
    private static double rootMeanSquare(double[] v, int off, int nr) {
        MatrixSums.Sum s = new MatrixSums.Sum();
        int count = 0;
        for (int i = 0; i < nr; i++) {
            double e = v[off + i];
            if (!Double.isNaN(e)) {
                s.add(e * e);
                count++;
            }
        }
        return Math.sqrt(s.value() / Math.max(1, count - 1));
    }

    private static RValue scale(Args a) {
        RValue arg = a.get(0);
        if (arg.classAttr() != null && java.util.Arrays.asList(arg.classAttr().data()).contains("data.frame")) {
            arg = DataFrames.asMatrix(a, arg);   // as scale.default's as.matrix(x)
        }
        RVector x = asMatrix(Coerce.vector(arg, "x"));
        int[] d = x.dim();
        int nr = d[0];
        int nc = d[1];
        RCall reported = new RCall(RSymbol.of("scale.default"), a.call().args(), a.call().names(), a.call().pos());
        RValue center = a.has(1) ? a.get(1) : RLogical.of(true);
        RValue scale = a.has(2) ? a.get(2) : RLogical.of(true);
        double[] v = null;
        RVector centerValue = null;
        if (center instanceof RLogical cl) {
            if (Coerce.flag(cl, "center")) {
                v = MatrixDims.doubles(x, "'x' must be numeric");
                double[] means = new double[nc];
                for (int j = 0; j < nc; j++) {
                    means[j] = columnMean(v, j * nr, nr);
                    subtract(v, j * nr, nr, means[j]);
                }
                centerValue = new RDouble(means);
                RString cn = MatrixDims.dimnamesAt(x, 1);
                if (cn != null) centerValue.setAttr("names", cn);
            }
        } else {
            centerValue = numeric(center);
            if (centerValue.length() != nc) throw new RError("length of 'center' must equal the number of columns of 'x'", reported);
            v = MatrixDims.doubles(x, "'x' must be numeric");
            for (int j = 0; j < nc; j++) subtract(v, j * nr, nr, centerValue.getDouble(j));
        }
        RVector scaleValue = null;
        if (scale instanceof RLogical sl) {
            if (Coerce.flag(sl, "scale")) {
                if (v == null) v = MatrixDims.doubles(x, "'x' must be numeric");
                double[] sds = new double[nc];
                for (int j = 0; j < nc; j++) sds[j] = rootMeanSquare(v, j * nr, nr);
                scaleValue = divide(v, nr, sds, x);
            }
        } else {
            scaleValue = numeric(scale);
            if (scaleValue.length() != nc) throw new RError("length of 'scale' must equal the number of columns of 'x'", reported);
            if (v == null) v = MatrixDims.doubles(x, "'x' must be numeric");
            double[] s = new double[nc];
            for (int j = 0; j < nc; j++) s[j] = scaleValue.getDouble(j);
            divide(v, nr, s, x);
        }
        RVector result = v == null ? x : new RDouble(v);
        if (v != null) result.setAttributes(x.attributes());
        if (centerValue != null) result.setAttr("scaled:center", centerValue);
        if (scaleValue != null) result.setAttr("scaled:scale", scaleValue);
        return result;
    }

    /** Divides each column j of v by s[j]; returns s as an R vector named by the columns. */
    private static RVector divide(double[] v, int nr, double[] s, RVector x) {
        for (int j = 0; j < s.length; j++) divide(v, j * nr, nr, s[j]);
        RVector r = new RDouble(s);
        RString cn = MatrixDims.dimnamesAt(x, 1);
        if (cn != null) r.setAttr("names", cn);
        return r;
    }

    private static RVector numeric(RValue v) {
        RVector vec = Coerce.vector(v, "center");
        return vec.type().isNumeric() ? vec : Coerce.to(vec, RType.DOUBLE);
    }

    /** as.matrix for vectors (one column, named rows) and matrices (unchanged). */
    static RVector asMatrix(RVector x) {
        if (x.isMatrix()) return x;
        RVector m = Coerce.to(x, x.type()).copy();
        m.setAttributes(null);
        MatrixDims.shape(m, x.length(), 1);
        RString names = x.names();
        if (names != null) MatrixDims.setDimnames(m, names, null);
        return m;
    }

    private static RValue outer(Args a) {
        RVector x = Coerce.vector(a.get(0), "X");
        RVector y = Coerce.vector(a.get(1), "Y");
        int[] dx = x.dim() != null ? x.dim() : new int[] {x.length()};
        int[] dy = y.dim() != null ? y.dim() : new int[] {y.length()};
        RValue[] nx = x.dim() != null ? dimnamesParts(x, dx.length) : x.names() == null ? null : new RValue[] {x.names()};
        RValue[] ny = y.dim() != null ? dimnamesParts(y, dy.length) : y.names() == null ? null : new RValue[] {y.names()};
        RValue fun = a.has(2) ? a.get(2) : RString.of("*");
        RVector robj;
        int nxl = x.length();
        int nyl = y.length();
        boolean complex = x instanceof flashr.lang.RComplex || y instanceof flashr.lang.RComplex; // FUN "*" called, as R
        if (fun instanceof RString s && s.length() == 1 && "*".equals(s.get(0)) && !complex) {
            if (a.dots().length > 0) throw new RError("using ... with FUN = \"*\" is an error");
            checkCrossprodOperand(x);
            checkCrossprodOperand(y);
            double[] r = new double[VectorSizes.checked((double) nxl * nyl, RType.DOUBLE)];
            for (int j = 0; j < nyl; j++) {
                for (int i = 0; i < nxl; i++) r[i + j * nxl] = x.getDouble(i) * y.getDouble(j);
            }
            robj = new RDouble(r);
        } else {
            RFunction f = ApplyCalls.matchFun(a, fun);
            VectorSizes.checked((double) nxl * nyl, y.type()); // R's rep of Y to the result's length
            RVector xs = Coerce.to(x, x.type()).allocate(nxl * nyl);
            RVector ys = Coerce.to(y, y.type()).allocate(nxl * nyl);
            for (int j = 0; j < nyl; j++) {
                for (int i = 0; i < nxl; i++) {
                    x.copyElement(i, xs, i + j * nxl);
                    y.copyElement(j, ys, i + j * nxl);
                }
            }
            keepFactor(x, xs); // R's rep(X, ...) is rep.factor: FUN sees factors
            keepFactor(y, ys);
            RCall call = RCall.of("FUN", RSymbol.of("X"), RSymbol.of("Y"), ApplyCalls.DOTS);
            RValue r = ApplyCalls.call(a, f, call, xs, ys);
            if (!(r instanceof RVector rv) || rv.length() != nxl * nyl) {
                int len = ApplyCalls.length(r);
                throw new RError("dims [product " + (nxl * nyl) + "] do not match the length of object [" + len + "]",
                        RCall.of("dim<-", RSymbol.of("robj"), RSymbol.of("value")));
            }
            robj = rv.copy();
            robj.setAttr("names", null);
            robj.setAttr("dimnames", null);
        }
        int[] dim = new int[dx.length + dy.length];
        System.arraycopy(dx, 0, dim, 0, dx.length);
        System.arraycopy(dy, 0, dim, dx.length, dy.length);
        robj.setAttr("dim", new RInt(dim));
        if (nx != null || ny != null) {
            RValue[] parts = new RValue[dim.length];
            java.util.Arrays.fill(parts, RNull.NULL);
            if (nx != null) System.arraycopy(nx, 0, parts, 0, dx.length);
            if (ny != null) System.arraycopy(ny, 0, parts, dx.length, dy.length);
            robj.setAttr("dimnames", new RList(parts));
        }
        return robj;
    }

    /** Gives {@code rep}, the elements of factor {@code f} repeated, f's levels and class, as rep.factor does. */
    /** R's "*" is tcrossprod(as.vector(X), as.vector(Y)): factors (character once as.vector'd) and strings fail there. */
    private static void checkCrossprodOperand(RVector v) {
        RType t = v.type();
        if (v.inherits("factor") || (t != RType.LOGICAL && t != RType.INTEGER && t != RType.DOUBLE))
            throw new RError("requires numeric/complex matrix/vector arguments",
                    RCall.of("tcrossprod", RSymbol.of("x"), RSymbol.of("y")));
    }

    private static void keepFactor(RVector f, RVector rep) {
        if (!f.inherits("factor")) return;
        rep.setAttr("levels", f.getAttr("levels"));
        rep.setAttr("class", f.getAttr("class"));
    }

    private static RValue[] dimnamesParts(RVector v, int rank) {
        RList dn = MatrixDims.dimnames(v);
        if (dn == null) return null;
        RValue[] parts = new RValue[rank];
        for (int k = 0; k < rank; k++) parts[k] = dn.get(k);
        return parts;
    }
}
