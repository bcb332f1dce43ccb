package flashr.engine.sort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.storage.StorageSettings;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * rev, unique, duplicated and rank as scans of sorted runs, against plain reference loops written
 * from R's definitions (a hash set of values seen, where NA and NaN are values of their own and -0
 * is 0; ranks from the stable order's groups of ties): random columns with NA, NaN, infinities,
 * signed zeros and many ties, lengths 0, 1 and odd ones, runs of a few elements (many runs to
 * merge), in memory and on the file store, doubles and integers.
 */
class SortedScansTest {
    @TempDir Path tmp;

    private static final int[] SIZES = {0, 1, 2, 3, 7, 64, 65, 1000, 4097};
    private static final int[] RUNS = {1, 3, 64, 1 << 20};

    @Test void matchReferenceInMemory() {
        try (Engine e = Engine.create()) {
            check(e, false, 20261203L);
            check(e, true, 5L);
        }
    }

    @Test void matchReferenceOnFiles() {
        StorageSettings files = EngineConfig.defaults().storage().withDataDirs(List.of(tmp.resolve("d0"), tmp.resolve("d1")))
                .withStripeBytes(8192).withAllOnFiles(true);
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(64).storage(files).build())) {
            check(e, false, 11L);
        }
    }

    @Test void virtualColumnsAreComputedFirst() {
        try (Engine e = Engine.create()) {
            double[] u = e.runif(3001, 1, -1, 1, 9).toDoubleArray();
            double[] want = new double[u.length];
            for (int i = 0; i < u.length; i++) want[i] = u[u.length - 1 - i];
            assertArrayEquals(want, new ColumnReverse(e).reverse(e.runif(3001, 1, -1, 1, 9)).toDoubleArray());
            assertArrayEquals(ranks(u, SortedScans.Ties.AVERAGE, SortedScans.NaRanks.LAST),
                    new SortedScans(e, 100).rank(e.runif(3001, 1, -1, 1, 9), SortedScans.Ties.AVERAGE, SortedScans.NaRanks.LAST, ElementType.DOUBLE).toDoubleArray());
        }
    }

    private static void check(Engine e, boolean ints, long seed) {
        Random rnd = new Random(seed);
        for (int n : SIZES) {
            for (int run : RUNS) {
                double[] x = values(rnd, n, rnd.nextBoolean());
                if (ints) for (int i = 0; i < n; i++) x[i] = x[i] != x[i] ? NA.REAL : Math.rint(Math.max(-5, Math.min(5, x[i]))) + 0.0;
                ElementType type = ints ? ElementType.INTEGER : ElementType.DOUBLE;
                Matrix col = ints ? e.fromArray(asInts(x), type, n, 1) : e.fromArray(x, n, 1);
                String what = "n=" + n + " run=" + run + (ints ? " ints" : "");
                SortedScans scans = new SortedScans(e, run);
                double[] rev = read(new ColumnReverse(e).reverse(col), ints);
                for (int i = 0; i < n; i++) assertEquals(bits(x[n - 1 - i]), bits(rev[i]), "rev " + what + " at " + i);
                boolean[] dup = duplicated(x);
                int[] gotDup = scans.duplicated(col).toIntArray();
                for (int i = 0; i < n; i++) assertEquals(dup[i] ? 1 : 0, gotDup[i], "duplicated " + what + " at " + i);
                boolean[] dupLast = duplicatedFromLast(x);
                int[] gotLast = scans.duplicatedFromLast(col).toIntArray();
                for (int i = 0; i < n; i++) assertEquals(dupLast[i] ? 1 : 0, gotLast[i], "duplicated fromLast " + what + " at " + i);
                List<Double> unique = new ArrayList<>();
                for (int i = 0; i < n; i++) if (!dup[i]) unique.add(x[i]);
                double[] gotUnique = read(scans.unique(col, type), ints);
                assertEquals(unique.size(), gotUnique.length, "unique " + what);
                for (int i = 0; i < gotUnique.length; i++) assertEquals(bits(unique.get(i)), bits(gotUnique[i]), "unique " + what + " at " + i);
                for (SortedScans.Ties t : SortedScans.Ties.values()) {
                    for (SortedScans.NaRanks na : SortedScans.NaRanks.values()) {
                        double[] want = ranks(x, t, na);
                        double[] got = scans.rank(col, t, na, ElementType.DOUBLE).toDoubleArray();
                        assertEquals(want.length, got.length, "rank " + t + " " + na + " " + what);
                        for (int i = 0; i < want.length; i++) assertEquals(bits(want[i]), bits(got[i]), "rank " + t + " " + na + " " + what + " at " + i);
                        if (t != SortedScans.Ties.AVERAGE) {
                            assertArrayEquals(asInts(want), scans.rank(col, t, na, ElementType.INTEGER).toIntArray(), "integer rank " + t + " " + na + " " + what);
                        }
                    }
                }
            }
        }
    }

    /** R's duplicated: a value seen before (NA and NaN apart, -0 as 0). */
    private static boolean[] duplicated(double[] x) {
        Set<String> seen = new HashSet<>();
        boolean[] d = new boolean[x.length];
        for (int i = 0; i < x.length; i++) {
            String k = NA.isNA(x[i]) ? "NA" : x[i] != x[i] ? "NaN" : Long.toString(Double.doubleToLongBits(x[i] == 0 ? 0.0 : x[i]));
            d[i] = !seen.add(k);
        }
        return d;
    }

    /** R's duplicated(fromLast = TRUE): duplicated of the reversed vector, reversed. */
    private static boolean[] duplicatedFromLast(double[] x) {
        int n = x.length;
        double[] r = new double[n];
        for (int i = 0; i < n; i++) r[i] = x[n - 1 - i];
        boolean[] d = duplicated(r), back = new boolean[n];
        for (int i = 0; i < n; i++) back[i] = d[n - 1 - i];
        return back;
    }

    /** R's rank: the numbers' ranks by groups of ties in the stable order; NA ranks kept, last, first or dropped. */
    private static double[] ranks(double[] x, SortedScans.Ties ties, SortedScans.NaRanks na) {
        int n = x.length;
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        Arrays.sort(idx, (a, b) -> {
            boolean ma = x[a] != x[a], mb = x[b] != x[b];
            if (ma || mb) return ma == mb ? 0 : ma ? 1 : -1;
            return Double.compare(x[a] == 0 ? 0.0 : x[a], x[b] == 0 ? 0.0 : x[b]);
        });
        int m = 0;
        for (double v : x) if (v == v) m++;
        int shift = na == SortedScans.NaRanks.FIRST ? n - m : 0;
        double[] r = new double[n];
        for (int s = 0; s < m; ) {
            int e = s;
            while (e < m && x[idx[e]] == x[idx[s]]) e++;
            for (int i = s; i < e; i++) {
                r[idx[i]] = shift + switch (ties) {
                    case FIRST -> i + 1;
                    case LAST -> s + e - i;
                    case MIN -> s + 1;
                    case MAX -> e;
                    case AVERAGE -> (s + 1 + e) / 2.0;
                };
            }
            s = e;
        }
        for (int i = m, k = 0; i < n; i++, k++) {
            r[idx[i]] = switch (na) {
                case KEEP -> NA.REAL;
                case LAST -> i + 1;
                case FIRST -> k + 1;
                case DROP -> Double.NaN;
            };
        }
        if (na != SortedScans.NaRanks.DROP) return r;
        double[] kept = new double[m];
        for (int i = 0, j = 0; i < n; i++) if (x[i] == x[i]) kept[j++] = r[i];
        return kept;
    }

    /** Random values from NA, NaN, infinities, signed zeros and repeated numbers, and uniform ones (rounded: many ties). */
    private static double[] values(Random rnd, int n, boolean rounded) {
        double[] pool = {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0, -0.0, 1, -1, 2.5,
                Double.MAX_VALUE, -Double.MIN_VALUE, Double.MIN_VALUE};
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            double g = rnd.nextGaussian() * 1e3;
            x[i] = rnd.nextInt(3) == 0 ? pool[rnd.nextInt(pool.length)] : rounded ? Math.rint(g / 100) : g;
        }
        return x;
    }

    private static long bits(double v) { return Double.doubleToRawLongBits(v); }

    private static double[] read(Matrix m, boolean ints) {
        if (!ints) return m.toDoubleArray();
        int[] i = m.toIntArray();
        double[] r = new double[i.length];
        for (int k = 0; k < i.length; k++) r[k] = i[k] == NA.INT ? NA.REAL : i[k];
        return r;
    }

    private static int[] asInts(double[] x) {
        int[] r = new int[x.length];
        for (int i = 0; i < x.length; i++) r[i] = x[i] != x[i] ? NA.INT : (int) x[i];
        return r;
    }
}
