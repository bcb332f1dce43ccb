package flashr.engine.sort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.storage.StorageSettings;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The external sort against Java's stable {@link Arrays#sort(Object[], java.util.Comparator)} of
 * positions by R's order (-0 equal to 0, NA and NaN equal and last or first, ties in their
 * original order) and against {@link Arrays#sort(double[])} of the numbers: random columns with
 * NA, NaN, infinities, signed zeros and duplicates, 0, 1 and odd lengths, runs of a few elements
 * (many runs to merge), in memory and on the file store, doubles and integers.
 */
class ColumnSortTest {
    @TempDir Path tmp;

    private static final int[] SIZES = {0, 1, 2, 3, 7, 64, 65, 1000, 4097};
    private static final int[] RUNS = {1, 3, 64, 1 << 20};

    @Test void doublesMatchJavasStableSortInMemory() {
        try (Engine e = Engine.create()) {
            check(e, false, 20261203L);
        }
    }

    @Test void doublesMatchJavasStableSortOnFiles() {
        StorageSettings files = EngineConfig.defaults().storage().withDataDirs(List.of(tmp.resolve("d0"), tmp.resolve("d1")))
                .withStripeBytes(8192).withAllOnFiles(true);
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(64).storage(files).build())) {
            check(e, false, 7L);
            Matrix x = e.fromArray(values(new Random(3), 5000), 5000, 1);
            Matrix s = new ColumnSort(e, 333).sort(x, false, ColumnSort.Missing.LAST, ColumnSort.Result.VALUES, ElementType.DOUBLE);
            assertFalse(e.inMemory(s), "the result is in the file store");
        }
    }

    @Test void integersMatchJavasStableSort() {
        try (Engine e = Engine.create()) {
            check(e, true, 99L);
        }
    }

    @Test void virtualColumnsAreComputedThenSorted() {
        try (Engine e = Engine.create()) {
            Matrix u = e.runif(10_001, 1, -1, 1, 5);
            double[] want = u.toDoubleArray();
            Arrays.sort(want);
            Matrix s = new ColumnSort(e, 1000).sort(e.runif(10_001, 1, -1, 1, 5), false, ColumnSort.Missing.DROP,
                    ColumnSort.Result.VALUES, ElementType.DOUBLE);
            assertArrayEquals(want, s.toDoubleArray());
        }
    }

    private static void check(Engine e, boolean ints, long seed) {
        Random rnd = new Random(seed);
        for (int n : SIZES) {
            for (int run : RUNS) {
                double[] x = values(rnd, n);
                if (ints) for (int i = 0; i < n; i++) x[i] = x[i] != x[i] ? NA.REAL : Math.rint(Math.max(-5, Math.min(5, x[i]))) + 0.0;
                Matrix col = ints ? e.fromArray(asInts(x), ElementType.INTEGER, n, 1) : e.fromArray(x, n, 1);
                for (boolean dec : new boolean[] {false, true}) {
                    for (ColumnSort.Missing na : ColumnSort.Missing.values()) {
                        String what = "n=" + n + " run=" + run + " decreasing=" + dec + " " + na + (ints ? " ints" : "");
                        Integer[] order = reference(x, dec, na);
                        ColumnSort sort = new ColumnSort(e, run);
                        Matrix pos = sort.sort(col, dec, na, ColumnSort.Result.POSITIONS, ElementType.DOUBLE);
                        double[] want = new double[order.length];
                        for (int i = 0; i < want.length; i++) want[i] = order[i] + 1;
                        assertArrayEquals(want, pos.toDoubleArray(), "positions " + what);
                        Matrix posInt = sort.sort(col, dec, na, ColumnSort.Result.POSITIONS, ElementType.INTEGER);
                        assertArrayEquals(asInts(want), posInt.toIntArray(), "integer positions " + what);
                        ElementType type = ints ? ElementType.INTEGER : ElementType.DOUBLE;
                        Matrix sorted = sort.sort(col, dec, na, ColumnSort.Result.VALUES, type);
                        double[] got = ints ? asDoubles(sorted.toIntArray()) : sorted.toDoubleArray();
                        assertEquals(order.length, got.length, what);
                        for (int i = 0; i < got.length; i++) {
                            // bit for bit: the element at that position (its zero's sign, NA or NaN)
                            assertEquals(Double.doubleToRawLongBits(x[order[i]]), Double.doubleToRawLongBits(got[i]), what + " at " + i);
                        }
                        checkNumbers(x, got, dec, what);
                    }
                }
            }
        }
    }

    /** The numbers among the sorted values are Arrays.sort's, reversed when decreasing (== makes -0 and 0 alike). */
    private static void checkNumbers(double[] x, double[] got, boolean dec, String what) {
        double[] numbers = Arrays.stream(x).filter(v -> v == v).toArray();
        Arrays.sort(numbers);
        double[] gotNumbers = Arrays.stream(got).filter(v -> v == v).toArray();
        assertEquals(numbers.length, gotNumbers.length, what);
        for (int i = 0; i < numbers.length; i++) {
            double want = numbers[dec ? numbers.length - 1 - i : i];
            assertEquals(true, want == gotNumbers[i], what + " number " + i + ": " + want + " vs " + gotNumbers[i]);
        }
    }

    /** R's order of x's positions by Java's stable sort: NA and NaN alike, last, first or left out. */
    private static Integer[] reference(double[] x, boolean dec, ColumnSort.Missing na) {
        Integer[] idx = new Integer[x.length];
        for (int i = 0; i < x.length; i++) idx[i] = i;
        boolean first = na == ColumnSort.Missing.FIRST;
        Arrays.sort(idx, (a, b) -> {
            boolean ma = x[a] != x[a], mb = x[b] != x[b];
            if (ma || mb) return ma == mb ? 0 : ma == first ? -1 : 1;
            int c = x[a] < x[b] ? -1 : x[a] > x[b] ? 1 : 0;
            return dec ? -c : c;
        });
        if (na != ColumnSort.Missing.DROP) return idx;
        return Arrays.stream(idx).filter(i -> x[i] == x[i]).toArray(Integer[]::new);
    }

    /** Random values drawn from NA, NaN, infinities, signed zeros, a few repeated numbers and uniform ones. */
    private static double[] values(Random rnd, int n) {
        double[] pool = {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0, -0.0, 1, -1, 2.5,
                Double.MAX_VALUE, -Double.MIN_VALUE, Double.MIN_VALUE};
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = rnd.nextInt(3) == 0 ? pool[rnd.nextInt(pool.length)] : rnd.nextGaussian() * 1e3;
        return x;
    }

    private static int[] asInts(double[] x) {
        int[] r = new int[x.length];
        for (int i = 0; i < x.length; i++) r[i] = x[i] != x[i] ? NA.INT : (int) x[i];
        return r;
    }

    private static double[] asDoubles(int[] x) {
        double[] r = new double[x.length];
        for (int i = 0; i < x.length; i++) r[i] = x[i] == NA.INT ? NA.REAL : x[i];
        return r;
    }
}
