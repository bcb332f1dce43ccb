package flashr.base.vectors;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RVector;

/**
 * Copies the elements at resolved positions ({@link IndexPositions#NA} or past the end left as
 * the result's NA) into a result vector, array to array for doubles, integers, logicals and
 * strings. Each loop is a small method of its own so that the JIT compiles, and on a new element
 * type recompiles, only that loop, not the subscript operator around it.
 */
final class PositionGather {
    private PositionGather() {}

    /** {@code r[k] = v[pos[k]]} for the positions inside {@code v}; {@code r} has v's type. */
    static void copy(RVector v, int[] pos, RVector r) {
        switch (v) {
            case RDouble d -> doubles(d.data(), pos, ((RDouble) r).data());
            case RInt i -> ints(i.data(), pos, ((RInt) r).data());
            case RLogical l -> ints(l.data(), pos, ((RLogical) r).data());
            case RString s -> strings(s.data(), pos, ((RString) r).data());
            default -> elements(v, pos, r);
        }
    }

    private static void doubles(double[] from, int[] pos, double[] to) {
        int n = from.length;
        for (int k = 0; k < pos.length; k++) {
            int p = pos[k];
            if (p != IndexPositions.NA && p < n) to[k] = from[p];
        }
    }

    private static void ints(int[] from, int[] pos, int[] to) {
        int n = from.length;
        for (int k = 0; k < pos.length; k++) {
            int p = pos[k];
            if (p != IndexPositions.NA && p < n) to[k] = from[p];
        }
    }

    /** Also a vector's names: positions outside give NA (null). */
    static void strings(String[] from, int[] pos, String[] to) {
        int n = from.length;
        for (int k = 0; k < pos.length; k++) {
            int p = pos[k];
            if (p != IndexPositions.NA && p < n) to[k] = from[p];
        }
    }

    private static void elements(RVector v, int[] pos, RVector r) {
        int n = v.length();
        for (int k = 0; k < pos.length; k++) {
            int p = pos[k];
            if (p != IndexPositions.NA && p < n) v.copyElement(p, r, k);
        }
    }
}
