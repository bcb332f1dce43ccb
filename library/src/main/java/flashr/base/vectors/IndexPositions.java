package flashr.base.vectors;

import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * One subscript of {@code [} or {@code [<-} resolved against an extent of length {@code n}:
 * 0-based positions, {@link #NA} for an NA subscript, positions at or past {@code n} for
 * elements outside the extent (NA when read, new elements when assigned).
 */
final class IndexPositions {
    static final int NA = -1;

    final int[] pos;
    /** For assignment by new names: the names of positions {@code n, n+1, ...}; else null. */
    final String[] newNames;
    /** The largest numeric subscript, unclamped (positions past an array's limit are clamped), 0 if none. */
    private double largest;

    private IndexPositions(int[] pos, String[] newNames) {
        this.pos = pos;
        this.newNames = newNames;
    }

    /**
     * The length an assignment grows a vector of {@code n} elements to, checked as R allocates it: a
     * subscript past what a vector can hold is R's failed allocation, not a clamped position.
     */
    int growth(int n, RType type) {
        if (largest > n) VectorSizes.checkGrowth(largest, type);
        return extent(n);
    }

    /** The length the vector needs to hold every position (at least {@code n}). */
    int extent(int n) {
        int m = n;
        for (int p : pos) {
            if (p >= m) m = p + 1;
        }
        return m;
    }

    boolean hasNA() {
        for (int p : pos) {
            if (p == NA) return true;
        }
        return false;
    }

    static IndexPositions of(int[] pos) {
        return new IndexPositions(pos, null);
    }

    static IndexPositions all(int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) p[i] = i;
        return new IndexPositions(p, null);
    }

    /**
     * Resolves {@code index} against {@code n} elements named {@code names} (may be null).
     * With {@code assigning}, unknown names get new positions past the end.
     */
    static IndexPositions resolve(RValue index, int n, RString names, boolean assigning) {
        if (index == null || index == RMissing.MISSING) return all(n);
        if (index == RNull.NULL) return new IndexPositions(new int[0], null);
        if (!(index instanceof RVector v)) {
            throw new RError("invalid subscript type '" + index.typeName() + "'");
        }
        return switch (v.type()) {
            case LOGICAL -> logical((RLogical) v, n);
            case INTEGER, DOUBLE -> numeric(v, n);
            case CHARACTER -> byName((RString) v, n, names, assigning);
            default -> throw new RError("invalid subscript type '" + v.typeName() + "'");
        };
    }

    private static IndexPositions logical(RLogical v, int n) {
        int li = v.length();
        int len = Math.max(n, li);
        if (li == 0) return new IndexPositions(new int[0], null);
        int[] d = v.data();
        int[] p = new int[selected(d, len)];
        positions(d, len, p);
        return new IndexPositions(p, null);
    }

    // logical's two loops are methods of their own: in one method each loop made one more
    // compile of both on stack (seven C2 and C1 compiles of it in a 2e5-row glm)

    /** How many of d, recycled to len, are not FALSE. */
    private static int selected(int[] d, int len) {
        int count = 0, li = d.length;
        for (int k = 0, i = 0; k < len; k++) {
            if (d[i] != 0) count++;
            if (++i == li) i = 0; // recycled without a division per element
        }
        return count;
    }

    /** p: the positions k < len where d (recycled) is TRUE, NA where it is NA. */
    private static void positions(int[] d, int len, int[] p) {
        int j = 0, li = d.length;
        for (int k = 0, i = 0; k < len; k++) {
            int b = d[i];
            if (b == RLogical.NA) p[j++] = NA;
            else if (b != 0) p[j++] = k;
            if (++i == li) i = 0;
        }
    }

    private static IndexPositions numeric(RVector v, int n) {
        int len = v.length();
        boolean negative = false;
        boolean positiveOrNA = false;
        int kept = 0;
        for (int k = 0; k < len; k++) {
            long s = subscriptAt(v, k);
            if (s == Long.MIN_VALUE) {
                positiveOrNA = true;
                kept++;
            } else if (s < 0) {
                negative = true;
            } else if (s > 0) {
                positiveOrNA = true;
                kept++;
            }
        }
        if (negative && positiveOrNA) throw new RError("only 0's may be mixed with negative subscripts");
        if (negative) {
            boolean[] excluded = new boolean[n];
            int count = n;
            for (int k = 0; k < len; k++) {
                long s = -subscriptAt(v, k);
                if (s >= 1 && s <= n && !excluded[(int) s - 1]) {
                    excluded[(int) s - 1] = true;
                    count--;
                }
            }
            int[] p = new int[count];
            for (int i = 0, j = 0; i < n; i++) {
                if (!excluded[i]) p[j++] = i;
            }
            return new IndexPositions(p, null);
        }
        int[] p = new int[kept];
        int j = 0;
        double largest = 0;
        for (int k = 0; k < len; k++) {
            long s = subscriptAt(v, k);
            if (s == Long.MIN_VALUE) p[j++] = NA;
            else if (s > 0) {
                p[j++] = s > Integer.MAX_VALUE ? Integer.MAX_VALUE - 1 : (int) (s - 1);
                largest = Math.max(largest, s);
            }
        }
        IndexPositions ip = new IndexPositions(p, null);
        ip.largest = largest;
        return ip;
    }

    /** Subscript k truncated toward zero; Long.MIN_VALUE for NA. */
    static long subscriptAt(RVector v, int k) {
        if (v.type() == RType.INTEGER) {
            int i = ((RInt) v).get(k);
            return i == RInt.NA ? Long.MIN_VALUE : i;
        }
        double d = v.getDouble(k);
        if (Double.isNaN(d)) return Long.MIN_VALUE;
        if (d >= 9.0e18) return Long.MAX_VALUE / 2;
        if (d <= -9.0e18) return -Long.MAX_VALUE / 2;
        return (long) d;
    }

    private static IndexPositions byName(RString v, int n, RString names, boolean assigning) {
        int len = v.length();
        if (!assigning) {
            // reading: one hashed table of the names and a small loop over the strings
            int[] p = new int[len];
            new NameTable(names == null ? new String[0] : names.data()).positions(v.data(), n, p);
            return new IndexPositions(p, null);
        }
        HashMap<String, Integer> table = new HashMap<>();
        if (names != null) {
            for (int i = names.length() - 1; i >= 0; i--) {
                String s = names.get(i);
                if (s != null && !s.isEmpty()) table.put(s, i);
            }
        }
        int[] p = new int[len];
        List<String> added = assigning ? new ArrayList<>() : null;
        int outside = n;
        for (int k = 0; k < len; k++) {
            String s = v.get(k);
            Integer at = s == null || s.isEmpty() ? null : table.get(s);
            if (at != null) {
                p[k] = at;
            } else if (assigning) {
                p[k] = n + added.size();
                added.add(s);
                if (s != null && !s.isEmpty()) table.put(s, p[k]);
            } else {
                p[k] = outside++;
            }
        }
        return new IndexPositions(p, added == null ? null : added.toArray(String[]::new));
    }
}
