package flashr.base.vectors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RVector;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * match, duplicated and anyDuplicated through the element hash against naive quadratic loops with
 * R's equality written out (NA and NaN distinct, 0 and -0 equal), on random vectors of every
 * hashed type with many repeats, lengths 0 and 1 included.
 */
class ElementHashTest {
    private final Random random = new Random(11);

    private static final double[] DOUBLES = {0.0, -0.0, 1.5, -2, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.NaN, RDouble.NA, 1e-300, 7, Double.longBitsToDouble(0x7FF8000000000123L)};
    private static final String[] STRINGS = {"a", "b", "", null, "ab", "é", "NA", "A"};

    private static boolean same(RVector v, int i, RVector w, int j) {
        if (v instanceof RDouble dv) {
            double a = dv.get(i), b = ((RDouble) w).get(j);
            if (Double.isNaN(a) || Double.isNaN(b)) {
                return Double.isNaN(a) && Double.isNaN(b) && RDouble.isNAValue(a) == RDouble.isNAValue(b);
            }
            return a == b;
        }
        if (v instanceof RString sv) {
            String a = sv.get(i), b = ((RString) w).get(j);
            return a == null ? b == null : a.equals(b);
        }
        return v.getInt(i) == w.getInt(j);
    }

    private RVector random(int type, int n) {
        int distinct = 1 + random.nextInt(6);
        return switch (type) {
            case 0 -> {
                double[] d = new double[n];
                for (int i = 0; i < n; i++) d[i] = DOUBLES[random.nextInt(Math.min(distinct + 5, DOUBLES.length))];
                yield new RDouble(d);
            }
            case 1 -> {
                int[] x = new int[n];
                for (int i = 0; i < n; i++) x[i] = random.nextInt(8) == 0 ? RInt.NA : random.nextInt(distinct) - 2;
                yield new RInt(x);
            }
            case 2 -> {
                int[] x = new int[n];
                for (int i = 0; i < n; i++) x[i] = random.nextInt(5) == 0 ? RLogical.NA : random.nextInt(2);
                yield new RLogical(x);
            }
            default -> {
                String[] s = new String[n];
                for (int i = 0; i < n; i++) s[i] = STRINGS[random.nextInt(Math.min(distinct + 2, STRINGS.length))];
                // equal strings that are not the same object
                for (int i = 0; i < n; i++) if (s[i] != null && random.nextBoolean()) s[i] = new String(s[i]);
                yield new RString(s);
            }
        };
    }

    private int length() {
        int k = random.nextInt(10);
        return k == 0 ? 0 : k == 1 ? 1 : random.nextInt(k < 8 ? 40 : 3000);
    }

    @Test
    void matchFindsTheFirstEqualElement() {
        for (int trial = 0; trial < 400; trial++) {
            int type = trial % 4;
            RVector x = random(type, length()), table = random(type, length());
            int[] expected = new int[x.length()];
            for (int i = 0; i < expected.length; i++) {
                expected[i] = -1;
                for (int j = 0; j < table.length(); j++) {
                    if (same(x, i, table, j)) {
                        expected[i] = j;
                        break;
                    }
                }
            }
            assertArrayEquals(expected, SortSets.matchIndices(x, table), "type " + type);
        }
    }

    @Test
    void duplicatedFlagsRepeatsFromEitherEnd() {
        for (int trial = 0; trial < 400; trial++) {
            int type = trial % 4;
            boolean fromLast = random.nextBoolean();
            RVector v = random(type, length());
            int n = v.length();
            boolean[] expected = new boolean[n];
            int firstRepeat = 0;
            for (int k = 0; k < n; k++) {
                int i = fromLast ? n - 1 - k : k;
                for (int m = 0; m < k && !expected[i]; m++) expected[i] = same(v, i, v, fromLast ? n - 1 - m : m);
                if (expected[i] && firstRepeat == 0) firstRepeat = i + 1;
            }
            assertArrayEquals(expected, SortSets.duplicatedFlags(v, fromLast), "type " + type);
            assertArrayEquals(new int[] {firstRepeat}, ((RInt) SortSets.anyDuplicated(v, fromLast)).data(), "type " + type);
        }
    }
}
