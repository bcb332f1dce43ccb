package flashr.base.matrix;

import flashr.base.apply.ApplyCalls;
import flashr.base.data.DataFrames;
import flashr.base.vectors.AttributeSetters;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** rownames, colnames and their replacement forms (dimnames elements 1 and 2; a data frame's row.names and names). */
final class MatrixNames {
    private MatrixNames() {}

    static RValue get(Args a, int k) {
        RValue x = a.get(0);
        boolean doNull = !a.has(1) || Coerce.flag(a.get(1), "do.NULL");
        if (x instanceof RList df && df.inherits("data.frame")) {
            if (k == 1) return df.names() == null ? RNull.NULL : df.names();
            RValue rn = DataFrames.expanded(df.getAttr("row.names"));
            return rn instanceof RVector v ? Coerce.to(v, flashr.lang.RType.CHARACTER) : RNull.NULL;
        }
        RList dn = MatrixDims.dimnames(x);
        if (dn != null && dn.length() > k && dn.get(k) != RNull.NULL) return dn.get(k);
        if (doNull) return RNull.NULL;
        int[] d = x instanceof RVector v ? v.dim() : null;
        int n = k == 0 ? (d != null ? d[0] : ApplyCalls.length(x)) : (d != null && d.length > 1 ? d[1] : 1);
        String prefix = a.has(2) ? Coerce.stringScalar(a.get(2)) : k == 0 ? "row" : "col";
        String[] out = new String[n];
        for (int i = 0; i < n; i++) out[i] = prefix + (i + 1);
        return new RString(out);
    }

    static RValue set(Args a, int k) {
        RVector x = Coerce.vector(a.get(0), "x");
        RValue value = a.get(1);
        if (x instanceof RList df && df.inherits("data.frame")) {
            RVector r = (RVector) AttributeSetters.writable(x);
            if (k == 1) {
                r.setAttr("names", MatrixDims.isNull(value) ? RNull.NULL : Coerce.to(Coerce.vector(value, "value"), flashr.lang.RType.CHARACTER));
            } else if (MatrixDims.isNull(value)) {
                r.setAttr("row.names", new flashr.lang.RInt(new int[] {flashr.lang.RInt.NA, -DataFrames.rows(df)}));
            } else {
                RVector rn = Coerce.vector(value, "value");
                if (rn.length() != DataFrames.rows(df)) throw new RError("invalid 'row.names' length");
                r.setAttr("row.names", rn instanceof flashr.lang.RInt ? rn : Coerce.to(rn, flashr.lang.RType.CHARACTER));
            }
            return r;
        }
        int[] d = x.dim();
        RList dn = MatrixDims.dimnames(x);
        if (dn == null && MatrixDims.isNull(value)) return x;
        if (d == null || d.length < 2) {
            String fn = k == 0 ? "rownames" : "colnames";
            throw new RError("attempt to set '" + fn + "' on an object with less than two dimensions", MatrixDims.replacementCall(a, fn + "<-"));
        }
        RValue[] parts = new RValue[d.length];
        for (int i = 0; i < d.length; i++) parts[i] = dn == null || i >= dn.length() ? RNull.NULL : dn.get(i);
        parts[k] = MatrixDims.isNull(value) ? RNull.NULL : value;
        RList ndn = new RList(parts);
        if (dn != null && dn.names() != null) ndn.setAttr("names", dn.names());
        RList checked;
        try {
            checked = MatrixDims.checkedDimnames(ndn, d);
        } catch (RError e) {
            throw new RError(e.getMessage(), RCall.of("<-", RCall.of("dimnames", RSymbol.of("x")), RSymbol.of("dn")));
        }
        // changed in place when unshared, as names<- and dimnames<- are: a copy of the whole matrix
        // per colnames(m) <- v was most of building a model matrix
        RVector r = (RVector) AttributeSetters.writable(x);
        r.setAttr("dimnames", checked);
        return r;
    }
}
