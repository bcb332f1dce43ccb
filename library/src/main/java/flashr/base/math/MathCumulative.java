package flashr.base.math;

import flashr.base.vectors.Subset;
import flashr.engine.fn.LongDouble;
import flashr.engine.fn.LongDoubleRun;
import flashr.engine.fn.LongDoubleProduct;
import flashr.eval.Interpreter;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** {@code cumsum}, {@code cumprod}, {@code cummax}, {@code cummin}: names are kept, other attributes dropped. */
final class MathCumulative {
    private MathCumulative() {}

    static final int SUM = 0, PROD = 1, MAX = 2, MIN = 3;

    static RVector apply(int kind, RValue x, Interpreter interp) {
        if (x == RNull.NULL) return new RDouble(new double[0]);
        RVector v = x instanceof RVector vec && vec.type().isAtomic() ? vec : MathFunctions.numeric(x);
        RVector result = v.type() == RType.LOGICAL || v.type() == RType.INTEGER
                ? kind == PROD ? doubles(kind, v) : integers(kind, v, interp)
                : doubles(kind, v);
        RVector names = Subset.elementNames(v);   // a table's dimnames too
        if (names != null) result.setAttr("names", names);
        return result;
    }

    private static RInt integers(int kind, RVector v, Interpreter interp) {
        int n = v.length();
        int[] r = new int[n];
        java.util.Arrays.fill(r, RInt.NA);
        long acc = kind == SUM ? 0 : v.length() > 0 ? v.getInt(0) : 0;
        for (int i = 0; i < n; i++) {
            int xi = v.getInt(i);
            if (xi == RInt.NA) break;
            switch (kind) {
                case SUM -> acc += xi;
                case MAX -> acc = Math.max(acc, xi);
                default -> acc = Math.min(acc, xi);
            }
            if (acc > Integer.MAX_VALUE || acc <= Integer.MIN_VALUE) {
                interp.warning(null, "integer overflow in 'cumsum'; use 'cumsum(as.numeric(.))'");
                break;
            }
            r[i] = (int) acc;
        }
        return new RInt(r);
    }

    private static RDouble doubles(int kind, RVector v) {
        int n = v.length();
        double[] r = new double[n];
        if (kind == SUM) {
            // a long double running sum, as R's
            LongDouble acc = new LongDouble();
            double[] a = v instanceof RDouble d ? d.data() : asDoubles(v);
            int i = LongDoubleRun.cumulate(acc, a, r, 0, n);
            // from the first NA or NaN on, the NaN the x87 leaves adding each element from memory
            if (i < n) flashr.engine.fn.X87NaNs.runFromNaN(acc.hi(), a, i, r, i, n - i);
            return new RDouble(r);
        }
        if (kind == PROD) {
            // a long double running product, as R's (it can leave the double range and come back)
            LongDoubleProduct acc = new LongDoubleProduct();
            for (int i = 0; i < n; i++) r[i] = acc.multiply(v.getDouble(i)).value();
            return new RDouble(r);
        }
        java.util.Arrays.fill(r, RDouble.NA);
        double acc = kind == MAX ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double xi = v.getDouble(i);
            if (Double.isNaN(acc)) {
                // R adds a NaN on (max + x): the first NA or NaN met sticks to the rest
                java.util.Arrays.fill(r, i, n, acc);
                break;
            } else if (Double.isNaN(xi)) {
                acc = xi;
            } else if (kind == MAX ? xi > acc : xi < acc) {
                acc = xi;
            }
            r[i] = acc;
        }
        return new RDouble(r);
    }

    /** The elements of v as doubles (NA as R's NA_real_). */
    private static double[] asDoubles(RVector v) {
        double[] a = new double[v.length()];
        for (int i = 0; i < a.length; i++) a[i] = v.getDouble(i);
        return a;
    }
}
