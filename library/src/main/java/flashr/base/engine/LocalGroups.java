package flashr.base.engine;

import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RVector;

/**
 * The groups of a vector whose elements are at hand (an R vector, or an engine value already
 * read): codes 1..k for the values min..min+k-1 and each group's count, found by one loop over
 * the array. A group vector on the heap then costs no engine pass of its own (its range and NA
 * check) and no count sink, which for small data is most of rowsum's time. Integer groups, and
 * double groups whose values are all whole numbers in integer range (R's 0/1 labels made by
 * {@code as.numeric(...)}), qualify; NA, fractions and ranges wider than {@code maxGroups} do not.
 *
 * @param codes  the group of each element, 1..k
 * @param min    the least value (code 1)
 * @param counts elements in each of the k groups
 * @param type   the vector's type, which decides how group values are named
 */
public record LocalGroups(int[] codes, int min, int[] counts, RType type) {

    /** The groups of {@code g}, or null when it does not qualify. */
    public static LocalGroups of(RVector g, long maxGroups) {
        int n = g.length();
        if (n == 0) return null;
        int[] values;
        if (g instanceof RInt i) {
            values = i.data();
            for (int k = 0; k < n; k++) if (values[k] == RInt.NA) return null;
        } else if (g instanceof RDouble d) {
            values = wholeNumbers(d.data(), n);
            if (values == null) return null;
        } else {
            return null;
        }
        int min = Integer.MAX_VALUE, max = Integer.MIN_VALUE;
        for (int k = 0; k < n; k++) {
            min = Math.min(min, values[k]);
            max = Math.max(max, values[k]);
        }
        if ((long) max - min + 1 > maxGroups) return null;
        int[] codes = new int[n];
        int[] counts = new int[max - min + 1];
        for (int k = 0; k < n; k++) {
            int c = values[k] - min;
            codes[k] = c + 1;
            counts[c]++;
        }
        return new LocalGroups(codes, min, counts, g.type());
    }

    /** The doubles as ints when every one is a whole number in integer range (no NA/NaN), else null. */
    private static int[] wholeNumbers(double[] d, int n) {
        int[] v = new int[n];
        for (int k = 0; k < n; k++) {
            double x = d[k];
            // NaN fails both comparisons; NA_integer_'s value is not a group value R could mean
            if (!(x > Integer.MIN_VALUE && x <= Integer.MAX_VALUE) || x != Math.rint(x)) return null;
            v[k] = (int) x;
        }
        return v;
    }

    public int k() {
        return counts.length;
    }

    /** The groups that have elements, in increasing order, as R names them ({@code as.character}). */
    public RString presentNames() {
        int present = 0;
        for (int c : counts) if (c > 0) present++;
        int[] values = new int[present];
        int row = 0;
        for (int i = 0; i < counts.length; i++) if (counts[i] > 0) values[row++] = min + i;
        if (type == RType.INTEGER) return (RString) Coerce.to(new RInt(values), RType.CHARACTER);
        double[] d = new double[present];
        for (int i = 0; i < present; i++) d[i] = values[i];
        return (RString) Coerce.to(new RDouble(d), RType.CHARACTER);
    }
}
