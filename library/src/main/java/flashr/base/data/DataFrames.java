package flashr.base.data;

import flashr.eval.Args;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * What the Java side knows of data frames: a list of class data.frame whose row.names attribute is
 * either the names themselves or, when they are automatic (1..n), R's compact form {@code c(NA, -n)}.
 */
public final class DataFrames {
    private DataFrames() {}

    public static boolean is(RValue x) {
        return x instanceof RList l && l.inherits("data.frame");
    }

    /** Whether {@code rn} is the compact form {@code c(NA, n)} of automatic row names. */
    public static boolean isCompact(RValue rn) {
        return rn instanceof RInt ri && ri.length() == 2 && ri.isNA(0) && !ri.isNA(1);
    }

    /** The number of rows. */
    public static int rows(RValue df) {
        RValue rn = df.getAttr("row.names");
        if (isCompact(rn)) return Math.abs(((RInt) rn).get(1));
        return rn instanceof RVector v ? v.length() : 0;
    }

    /** The row.names attribute as R shows it: the compact form expanded to 1..n. */
    public static RValue expanded(RValue rn) {
        if (!isCompact(rn)) return rn;
        int n = Math.abs(((RInt) rn).get(1));
        int[] seq = new int[n];
        for (int i = 0; i < n; i++) seq[i] = i + 1;
        return new RInt(seq);
    }

    /** {@code as.matrix(df)}, through the R method (dispatch finds as.matrix.data.frame). */
    public static RValue asMatrix(Args a, RValue df) {
        RFunction f = a.interp().findFunction(RSymbol.of("as.matrix"), a.interp().baseEnv(), a.call());
        return a.interp().apply(f, new RValue[] {df}, null, a.env(), null);
    }
}
