package flashr.base.vectors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class SortBuiltinsTest {
    private final BuiltinCalls b = new BuiltinCalls();

    private int[] ints(RValue v) {
        return assertInstanceOf(RInt.class, v).data();
    }

    @Test
    void sortRemovesNAAndKeepsNames() {
        RDouble x = RDouble.of(3, RDouble.NA, 1);
        x.setAttr("names", RString.of("c", "n", "a"));
        RVector r = (RVector) b.call("sort", x);
        assertArrayEquals(new double[] {1, 3}, ((RDouble) r).data());
        assertArrayEquals(new String[] {"a", "c"}, r.names().data());
        assertArrayEquals(new double[] {3, 1, RDouble.NA},
                ((RDouble) b.call("sort", RDouble.of(3, RDouble.NA, 1), "decreasing=", RLogical.of(true), "na.last=", RLogical.of(true))).data());
    }

    /**
     * A long numeric key orders by radix: the same stable order as the comparison sort (which a
     * second, constant key forces), with ties, -0 and 0, NA, NaN and infinities, both
     * directions and every na.last.
     */
    @Test
    void radixOrderIsTheComparisonSortsOrder() {
        java.util.Random rnd = new java.util.Random(3);
        int n = 3 * RadixOrder.MIN_LENGTH + 17;
        double[] d = new double[n];
        int[] v = new int[n];
        for (int i = 0; i < n; i++) {
            int c = rnd.nextInt(12);
            d[i] = c == 0 ? RDouble.NA : c == 1 ? Double.NaN : c == 2 ? -0.0 : c == 3 ? 0.0 : c == 4 ? Double.NEGATIVE_INFINITY
                    : c == 5 ? Double.POSITIVE_INFINITY : c == 6 ? rnd.nextInt(5) : rnd.nextGaussian() * Math.pow(10, rnd.nextInt(40) - 20);
            v[i] = c == 0 ? RInt.NA : c == 1 ? Integer.MAX_VALUE : c == 2 ? Integer.MIN_VALUE + 1 : rnd.nextInt(2000) - 1000;
        }
        RVector zeros = new RInt(new int[n]);
        for (RVector key : new RVector[] {new RDouble(d), new RInt(v)})
            for (boolean decreasing : new boolean[] {false, true})
                for (Boolean naLast : new Boolean[] {true, false, null}) {
                    int[] radix = SortOrder.orderOf(new RVector[] {key}, new boolean[] {decreasing}, naLast, false);
                    int[] compared = SortOrder.orderOf(new RVector[] {key, zeros}, new boolean[] {decreasing, false}, naLast, false);
                    assertArrayEquals(compared, radix, key.type() + " decreasing " + decreasing + " na.last " + naLast);
                }
    }

    @Test
    void sortStringsByCollation() {
        assertArrayEquals(new String[] {"a", "b", "B"}, ((RString) b.call("sort", RString.of("b", "a", "B"))).data());
        String[] x = {"a", "B", "_", "-", "1", "Z", "\u00e9", "e", "f", "a b", "ab", "A", "aB", "Ab", "ab"};
        String[] r = {"_", "-", "1", "a", "A", "a b", "ab", "ab", "aB", "Ab", "B", "e", "\u00e9", "f", "Z"};
        assertArrayEquals(r, ((RString) b.call("sort", RString.of(x))).data());
        assertArrayEquals(new int[] {2, 1}, ints(b.call("order", RString.of("a", "B"), "method=", RString.of("radix"))));
    }

    @Test
    void orderIsStableWithSeveralKeys() {
        assertArrayEquals(new int[] {2, 4, 1, 3}, ints(b.call("order", RInt.of(2, 1, 2, 1), RInt.of(1, 1, 1, 1))));
        assertArrayEquals(new int[] {3, 1, 2}, ints(b.call("order", RInt.of(1, 2, 1), RInt.of(3, 2, 1))));
        assertArrayEquals(new int[] {1, 3, 2}, ints(b.call("order", RDouble.of(3, RDouble.NA, 1), "decreasing=", RLogical.of(true))));
    }

    @Test
    void rankTies() {
        assertArrayEquals(new double[] {2.5, 4, 1, 2.5}, ((RDouble) b.call("rank", RDouble.of(2, RDouble.NA, 1, 2))).data());
        assertArrayEquals(new int[] {2, 1, 2}, ints(b.call("rank", RInt.of(2, 1, 2), "ties.method=", RString.of("min"))));
        assertArrayEquals(new int[] {3, 1, 2}, ints(b.call("rank", RInt.of(2, 1, 2), "ties.method=", RString.of("last"))));
    }

    @Test
    void uniqueKeepsNAAndNaNApart() {
        double[] u = ((RDouble) b.call("unique", RDouble.of(1, RDouble.NA, Double.NaN, 1, RDouble.NA))).data();
        assertArrayEquals(new double[] {1, RDouble.NA, Double.NaN}, u);
        assertArrayEquals(new int[] {0, 0, 1}, ((RLogical) b.call("duplicated", RInt.of(1, 2, 1))).data());
        assertArrayEquals(new int[] {1, 0, 0}, ((RLogical) b.call("duplicated", RInt.of(1, 2, 1), "fromLast=", RLogical.of(true))).data());
        assertArrayEquals(new int[] {3}, ints(b.call("anyDuplicated", RInt.of(1, 2, 1))));
    }

    @Test
    void matchAcrossTypes() {
        assertArrayEquals(new int[] {2, RInt.NA, 3}, ints(b.call("match", RDouble.of(2, 5, RDouble.NA), RInt.of(1, 2, RInt.NA))));
        assertArrayEquals(new int[] {1, 0}, ((RLogical) b.call("%in%", RString.of("1", "x"), RDouble.of(1))).data());
    }

    @Test
    void setOperations() {
        assertArrayEquals(new double[] {1, 2, 3, 4}, ((RDouble) b.call("union", RDouble.of(1, 2, 2), RInt.of(3, 4, 1))).data());
        assertArrayEquals(new double[] {2, 1}, ((RDouble) b.call("intersect", RInt.of(2, 2, 1, 5), RDouble.of(1, 2))).data());
        assertArrayEquals(new int[] {5}, ints(b.call("setdiff", RInt.of(2, 1, 5, 5), RDouble.of(1, 2))));
    }
}
