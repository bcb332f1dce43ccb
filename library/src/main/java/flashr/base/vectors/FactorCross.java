package flashr.base.vectors;

import flashr.base.arith.ArithFactors;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * {@code f1:f2} for two factors: R's "cross" factor, whose levels are every "a:b" with the first
 * factor's level varying slowest, as {@code interaction(f1, f2, sep = ":", lex.order = TRUE)}.
 */
final class FactorCross {
    private FactorCross() {}

    static boolean applies(RValue a, RValue b) {
        return ArithFactors.isFactor(a) && ArithFactors.isFactor(b);
    }

    static RValue cross(RValue a, RValue b) {
        RVector f1 = (RVector) a, f2 = (RVector) b;
        int n = f1.length();
        if (f2.length() != n) throw new RError("unequal factor lengths");
        String[] l1 = levels(f1), l2 = levels(f2);
        String[] levels = new String[l1.length * l2.length];
        for (int i = 0; i < l1.length; i++) {
            for (int j = 0; j < l2.length; j++) levels[i * l2.length + j] = l1[i] + ":" + l2[j];
        }
        int[] codes = new int[n];
        for (int k = 0; k < n; k++) {
            int c1 = f1.getInt(k), c2 = f2.getInt(k);
            codes[k] = c1 == RInt.NA || c2 == RInt.NA ? RInt.NA : (c1 - 1) * l2.length + c2;
        }
        RInt res = new RInt(codes);
        res.setAttr("levels", new RString(levels));
        res.setAttr("class", RString.of("factor"));
        return res;
    }

    private static String[] levels(RVector f) {
        return f.getAttr("levels") instanceof RString s ? s.data() : new String[0];
    }
}
