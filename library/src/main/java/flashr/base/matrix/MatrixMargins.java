package flashr.base.matrix;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** marginSums (margin.table) and proportions (prop.table) of arrays and tables. */
final class MatrixMargins {
    private MatrixMargins() {}

    static void register(Registry r) {
        r.builtin("marginSums", "x, margin", MatrixMargins::marginSums);
        r.alias("margin.table", "marginSums");
        r.builtin("proportions", "x, margin", MatrixMargins::proportions);
        r.alias("prop.table", "proportions");
    }

    private static RValue marginSums(Args a) {
        RVector x = Coerce.vector(a.get(0), "x");
        if (!x.type().isNumeric()) throw new RError("invalid 'type' (" + x.typeName() + ") of argument");
        if (!a.has(1) || a.get(1) == RNull.NULL) return total(a, x);
        int[] d = dims(x);
        int[] margin = margins(a.get(1), d.length, x);
        int[] md = new int[margin.length];
        for (int k = 0; k < margin.length; k++) md[k] = d[margin[k]];
        int m = 1;
        for (int v : md) m *= v;
        MatrixSums.Sum[] sums = new MatrixSums.Sum[m];
        for (int i = 0; i < m; i++) sums[i] = new MatrixSums.Sum();
        long[] isum = new long[m];
        boolean[] ina = new boolean[m];
        boolean integer = x.type() != RType.DOUBLE;
        for (int i = 0; i < x.length(); i++) {
            int o = marginIndex(i, d, margin, md);
            if (integer) {
                if (x.isNA(i)) ina[o] = true;
                else isum[o] += x.getInt(i);
            } else {
                sums[o].add(x.getDouble(i));
            }
        }
        RVector out;
        if (integer) {
            int[] v = new int[m];
            boolean overflow = false;
            for (int i = 0; i < m; i++) {
                boolean big = Math.abs(isum[i]) > Integer.MAX_VALUE;
                overflow |= big && !ina[i];
                v[i] = ina[i] || big ? RInt.NA : (int) isum[i];
            }
            if (overflow) a.interp().warning(a.call(), "integer overflow - use sum(as.numeric(.))");
            out = new RInt(v);
        } else {
            double[] v = new double[m];
            for (int i = 0; i < m; i++) v[i] = sums[i].value();
            out = new RDouble(v);
        }
        out.setAttr("dim", new RInt(md));
        RList dn = MatrixDims.dimnames(x);
        if (dn != null) {
            RValue[] parts = new RValue[margin.length];
            String[] names = dn.names() == null ? null : new String[margin.length];
            for (int k = 0; k < margin.length; k++) {
                parts[k] = dn.get(margin[k]);
                if (names != null) names[k] = dn.names().get(margin[k]);
            }
            RList ndn = new RList(parts);
            if (names != null) ndn.setAttr("names", new RString(names));
            out.setAttr("dimnames", ndn);
        }
        if (x.getAttr("class") != null) out.setAttr("class", x.getAttr("class"));
        return out;
    }

    /** sum(x), as R's sum: integer stays integer (NA on overflow, with a warning). */
    private static RValue total(Args a, RVector x) {
        if (x.type() != RType.DOUBLE) {
            long s = 0;
            for (int i = 0; i < x.length(); i++) {
                if (x.isNA(i)) return RInt.of(RInt.NA);
                s += x.getInt(i);
            }
            if (Math.abs(s) > Integer.MAX_VALUE) {
                a.interp().warning(a.call(), "integer overflow - use sum(as.numeric(.))");
                return RInt.of(RInt.NA);
            }
            return RInt.of((int) s);
        }
        MatrixSums.Sum s = new MatrixSums.Sum();
        for (int i = 0; i < x.length(); i++) s.add(x.getDouble(i));
        return RDouble.of(s.value());
    }

    private static RValue proportions(Args a) {
        RVector x = Coerce.vector(a.get(0), "x");
        if (!x.type().isNumeric()) throw new RError("non-numeric argument to binary operator");
        double[] v = MatrixDims.doubles(x, "non-numeric argument to binary operator");
        if (!a.has(1) || a.get(1) == RNull.NULL) {
            double total = Coerce.doubleScalar(total(a, x));
            for (int i = 0; i < v.length; i++) v[i] /= total;
        } else {
            int[] d = dims(x);
            int[] margin = margins(a.get(1), d.length, x);
            int[] md = new int[margin.length];
            for (int k = 0; k < margin.length; k++) md[k] = d[margin[k]];
            RVector sums = (RVector) marginSums(a);
            for (int i = 0; i < v.length; i++) v[i] /= sums.getDouble(marginIndex(i, d, margin, md));
        }
        RDouble r = new RDouble(v);
        r.setAttributes(x.attributes());
        return r;
    }

    private static int[] dims(RVector x) {
        int[] d = x.dim();
        return d != null ? d : new int[] {x.length()};
    }

    private static int[] margins(RValue m, int rank, RVector x) {
        if (m instanceof RString names) m = namedMargins(names, x);
        RVector mv = Coerce.vector(m, "margin");
        int[] out = new int[mv.length()];
        for (int k = 0; k < out.length; k++) {
            out[k] = mv.getInt(k) - 1;
            if (out[k] < 0 || out[k] >= rank) throw new RError("'MARGIN' does not match dim(X)");
        }
        return out;
    }

    /** Margins given by the names of x's dimnames, as R matches them (in apply, which R's marginSums calls). */
    private static RValue namedMargins(RString names, RVector x) {
        flashr.lang.RValue apply = flashr.lang.RCall.of("apply", flashr.lang.RSymbol.of("x"), flashr.lang.RSymbol.of("margin"),
                flashr.lang.RSymbol.of("sum"));
        RList dn = MatrixDims.dimnames(x);
        if (dn == null || dn.names() == null) throw new RError("'X' must have named dimnames", apply);
        int[] out = new int[names.length()];
        for (int k = 0; k < out.length; k++) {
            out[k] = -1;
            for (int j = 0; dn.names() != null && j < dn.length(); j++)
                if (!names.isNA(k) && names.get(k).equals(dn.names().get(j))) {
                    out[k] = j + 1;
                    break;
                }
            if (out[k] < 0) throw new RError("not all elements of 'MARGIN' are names of dimensions", apply);
        }
        return new RInt(out);
    }

    /** The linear index, within the margin sub-array, of element i of an array with dims d. */
    private static int marginIndex(int i, int[] d, int[] margin, int[] md) {
        int[] idx = new int[d.length];
        for (int k = 0; k < d.length; k++) {
            idx[k] = i % d[k];
            i /= d[k];
        }
        int o = 0;
        for (int k = margin.length - 1; k >= 0; k--) o = o * md[k] + idx[margin[k]];
        return o;
    }
}
