package flashr.base.vectors;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RVector;

/**
 * {@code x[lgl] <- value} with a logical subscript as long as {@code x}, written array to array in
 * one pass over the mask, with no position table: {@code z[z < 0] <- 0}, {@code y[w == 0] <- 0}.
 * An all-TRUE mask with a full-length value is one array copy. {@link Subassign} calls it once the
 * target is writable and the value is in its type, and only with no NA in the mask when the value
 * has more than one element (that is R's error, which the general path raises); it returns the
 * number of elements chosen, for R's recycling warning.
 */
final class MaskAssign {
    private static final int NA = RLogical.NA;

    private MaskAssign() {}

    static int assign(int[] mask, RVector src, RVector target) {
        return switch (target) {
            case RDouble t -> doubles(mask, ((RDouble) src).data(), t.data());
            case RInt t -> ints(mask, ((RInt) src).data(), t.data());
            case RLogical t -> ints(mask, ((RLogical) src).data(), t.data());
            case RString t -> strings(mask, ((RString) src).data(), t.data());
            default -> throw new IllegalStateException("no mask assignment into " + target.typeName());
        };
    }

    // one loop per element type, each small, so the JIT compiles (and recompiles) only that loop;
    // an NA in the mask with a one-element value chooses no element, as R's SubassignN skips it

    private static int doubles(int[] mask, double[] v, double[] x) {
        int n = mask.length, vlen = v.length, count = 0;
        if (vlen == 1) {
            double e = v[0];
            for (int k = 0; k < n; k++) {
                int b = mask[k];
                if (b != 0 && b != NA) { x[k] = e; count++; }
            }
            return count;
        }
        if (vlen == n && allTrue(mask)) {
            System.arraycopy(v, 0, x, 0, n);
            return n;
        }
        for (int k = 0, j = 0; k < n; k++) {
            if (mask[k] != 0) {
                x[k] = v[j];
                count++;
                if (++j == vlen) j = 0;
            }
        }
        return count;
    }

    private static int ints(int[] mask, int[] v, int[] x) {
        int n = mask.length, vlen = v.length, count = 0;
        if (vlen == 1) {
            int e = v[0];
            for (int k = 0; k < n; k++) {
                int b = mask[k];
                if (b != 0 && b != NA) { x[k] = e; count++; }
            }
            return count;
        }
        if (vlen == n && allTrue(mask)) {
            System.arraycopy(v, 0, x, 0, n);
            return n;
        }
        for (int k = 0, j = 0; k < n; k++) {
            if (mask[k] != 0) {
                x[k] = v[j];
                count++;
                if (++j == vlen) j = 0;
            }
        }
        return count;
    }

    private static int strings(int[] mask, String[] v, String[] x) {
        int n = mask.length, vlen = v.length, count = 0;
        if (vlen == 1) {
            String e = v[0];
            for (int k = 0; k < n; k++) {
                int b = mask[k];
                if (b != 0 && b != NA) { x[k] = e; count++; }
            }
            return count;
        }
        for (int k = 0, j = 0; k < n; k++) {
            if (mask[k] != 0) {
                x[k] = v[j];
                count++;
                if (++j == vlen) j = 0;
            }
        }
        return count;
    }

    private static boolean allTrue(int[] mask) {
        for (int b : mask) {
            if (b != 1) return false;
        }
        return true;
    }
}
