package flashr.base.vectors;

import flashr.lang.RVector;

/**
 * is.na's loops, small methods apart from the builtin's argument handling: the JIT compiles
 * the loop a long vector makes hot, a double vector's over its array (NaN is NA there, as R's
 * ISNAN), any other vector's through its own NA test.
 */
final class NaFlags {
    private NaFlags() {}

    /** 1 where d[i] is NA or NaN, for i below n. */
    static int[] of(double[] d, int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = Double.isNaN(d[i]) ? 1 : 0;
        return r;
    }

    /** 1 where the element is NA. */
    static int[] of(RVector v) {
        int[] r = new int[v.length()];
        for (int i = 0; i < r.length; i++) r[i] = v.isNA(i) ? 1 : 0;
        return r;
    }
}
