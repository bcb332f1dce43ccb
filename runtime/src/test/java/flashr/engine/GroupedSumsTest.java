package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.GroupSums;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * groupby.row sums (R's rowsum) on every path — masked vector adds for few groups, the banked
 * scatter, the plain scatter for many groups — against a naive loop: random labels with NA,
 * k from 1 to 20 (and 70), odd row counts, 1 to 3 threads, partitions of 8 to 4096 rows.
 */
class GroupedSumsTest {
    private static final double TOL = 1e-9;

    @Test void groupedSumsMatchNaiveLoops() {
        Random rnd = new Random(20261130);
        int[][] configs = {{1, 8, 64}, {2, 16, 1 << 10}, {3, 64, 4 << 10}, {2, 4096, 32 << 10}};
        for (int[] cf : configs) {
            try (Engine e = new Engine(EngineConfig.builder().threads(cf[0]).partitionRows(cf[1]).pcacheBytes(cf[2]).build())) {
                for (int k = 1; k <= 21; k++) {
                    int groups = k == 21 ? 70 : k;
                    int n = 1 + 2 * rnd.nextInt(1500);
                    int p = 1 + rnd.nextInt(9);
                    check(e, rnd, n, p, groups, "threads " + cf[0] + ", partitions " + cf[1] + ", k " + groups);
                }
            }
        }
    }

    private static void check(Engine e, Random rnd, int n, int p, int k, String what) {
        double[] x = new double[n * p];
        for (int i = 0; i < x.length; i++) x[i] = rnd.nextInt(50) == 0 ? Double.NaN : rnd.nextGaussian() * 100;
        int[] lab = new int[n];
        for (int r = 0; r < n; r++) lab[r] = rnd.nextInt(10) == 0 ? NA.INT : 1 + rnd.nextInt(k);
        Matrix sums = e.groupbyRow(e.fromArray(x, n, p), e.vector(lab, ElementType.INTEGER), k, AggOp.SUM);
        double[] got = sums.toDoubleArray();
        double[] want = new double[k * p];
        for (int c = 0; c < p; c++)
            for (int r = 0; r < n; r++) if (lab[r] != NA.INT) want[c * k + lab[r] - 1] += x[c * n + r];
        assertEquals(want.length, got.length, what);
        for (int i = 0; i < want.length; i++) {
            if (Double.isNaN(want[i])) assertTrue(Double.isNaN(got[i]), what + ": slot " + i + " is NaN");
            else assertEquals(want[i], got[i], TOL * Math.max(1, Math.abs(want[i])) + 1e-9, what + ": slot " + i);
        }
    }

    /**
     * Counting the same labels twice (tabulate and rowsum's group sizes) gives one sink, computed
     * once; counts of other labels or another number of groups are their own. Against a naive count.
     */
    @Test void countsOfTheSameLabelsAreOneSink() {
        Random rnd = new Random(5);
        try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(64).build())) {
            int n = 1001, k = 4;
            int[] lab = new int[n];
            for (int r = 0; r < n; r++) lab[r] = rnd.nextInt(9) == 0 ? NA.INT : 1 + rnd.nextInt(k);
            Matrix labels = e.vector(lab, ElementType.INTEGER);
            Matrix a = e.groupbyRow(e.constant(n, 1, 1, ElementType.INTEGER), labels, k, AggOp.COUNT);
            Matrix b = e.groupbyRow(e.constant(n, 1, 1, ElementType.INTEGER), labels, k, AggOp.COUNT);
            Matrix wider = e.groupbyRow(e.constant(n, 1, 1, ElementType.INTEGER), labels, k + 1, AggOp.COUNT);
            Matrix other = e.groupbyRow(e.constant(n, 1, 1, ElementType.INTEGER), e.vector(lab.clone(), ElementType.INTEGER), k, AggOp.COUNT);
            assertSame(a.node(), b.node());
            assertNotSame(a.node(), wider.node());
            assertNotSame(a.node(), other.node());
            int[] want = new int[k + 1];
            for (int g : lab) if (g != NA.INT) want[g - 1]++;
            assertArrayEquals(java.util.Arrays.copyOf(want, k), b.toIntArray());
            assertArrayEquals(want, wider.toIntArray());
            assertArrayEquals(java.util.Arrays.copyOf(want, k), other.toIntArray());
        }
    }

    private static final double[] LANES = new double[GroupSums.SCRATCH_LENGTH];

    @Test void maskedGroupSumsOfEveryLengthAndTail() {
        Random rnd = new Random(7);
        for (int k = 1; k <= 8; k++) {
            if (!GroupSums.handles(k)) continue;
            for (int len = 0; len <= 70; len++) {
                double[] x = new double[len + 5], g = new double[len];
                for (int i = 0; i < x.length; i++) x[i] = rnd.nextInt(1000) - 500;
                for (int r = 0; r < len; r++) g[r] = rnd.nextInt(8) == 0 ? -1 : rnd.nextInt(k);
                double[] got = new double[k], want = new double[k];
                GroupSums.sums(x, 5, g, len, k, got, LANES);
                for (int r = 0; r < len; r++) if (g[r] >= 0) want[(int) g[r]] += x[5 + r];
                // integers below 2^53: exact in any order
                assertArrayEquals(want, got, "k " + k + ", len " + len);
            }
        }
    }

    /** Two columns in one sweep give each column's one-column sums bit for bit (the same lane order), NaN and Inf included. */
    @Test void twoColumnSweepsMatchOneColumnSums() {
        Random rnd = new Random(11);
        for (int k = 1; k <= 8; k++) {
            if (!GroupSums.handles(k)) continue;
            for (int len = 0; len <= 70; len++) {
                double[] x = new double[2 * len + 3], g = new double[len];
                for (int i = 0; i < x.length; i++) x[i] = rnd.nextInt(40) == 0 ? (rnd.nextBoolean() ? NA.REAL : Double.POSITIVE_INFINITY) : rnd.nextGaussian() * 1e3;
                for (int r = 0; r < len; r++) g[r] = rnd.nextInt(8) == 0 ? -1 : rnd.nextInt(k);
                double[] a = new double[k], b = new double[k], wantA = new double[k], wantB = new double[k];
                GroupSums.sums2(x, 3, 3 + len, g, len, k, a, b, LANES);
                GroupSums.sums(x, 3, g, len, k, wantA, LANES);
                GroupSums.sums(x, 3 + len, g, len, k, wantB, LANES);
                for (int j = 0; j < k; j++) {
                    String what = "k " + k + ", len " + len + ", group " + j;
                    assertEquals(Double.doubleToLongBits(wantA[j]), Double.doubleToLongBits(a[j]), what);
                    assertEquals(Double.doubleToLongBits(wantB[j]), Double.doubleToLongBits(b[j]), what);
                }
            }
        }
    }

    /** Two-column sweeps of 9 to 12 groups against a naive loop (integer values: exact in any order). */
    @Test void twoColumnSweepsOfUpToTwelveGroups() {
        Random rnd = new Random(13);
        for (int k = 1; k <= 12; k++) {
            if (!GroupSums.handlesPairs(k)) continue;
            for (int len = 0; len <= 70; len++) {
                double[] x = new double[2 * len + 1], g = new double[len];
                for (int i = 0; i < x.length; i++) x[i] = rnd.nextInt(1000) - 500;
                for (int r = 0; r < len; r++) g[r] = rnd.nextInt(8) == 0 ? -1 : rnd.nextInt(k);
                double[] a = new double[k], b = new double[k], wantA = new double[k], wantB = new double[k];
                GroupSums.sums2(x, 1, 1 + len, g, len, k, a, b, LANES);
                for (int r = 0; r < len; r++) if (g[r] >= 0) { wantA[(int) g[r]] += x[1 + r]; wantB[(int) g[r]] += x[1 + len + r]; }
                assertArrayEquals(wantA, a, "k " + k + ", len " + len);
                assertArrayEquals(wantB, b, "k " + k + ", len " + len);
            }
        }
    }

    /**
     * The masked sums in their exact order, against a scalar model of it: lane i sums the rows
     * r = i (mod L) below the last whole vector in row order, the lanes then add lane 0 first
     * onto out, the remaining rows one by one. Gaussian values with NA, NaN, Inf and -Inf, so any
     * other order shows in the bits; the scratch holds junk before each call.
     */
    @Test void maskedSumsAddInLaneOrder() {
        int lanes = jdk.incubator.vector.DoubleVector.SPECIES_PREFERRED.length();
        Random rnd = new Random(17);
        double[] scratch = new double[GroupSums.SCRATCH_LENGTH];
        for (int k = 1; k <= 12; k++) {
            for (int len = 0; len <= 3 * lanes + 5; len++) {
                double[] x = new double[2 * len + 2], g = new double[len];
                for (int i = 0; i < x.length; i++) x[i] = special(rnd);
                for (int r = 0; r < len; r++) g[r] = rnd.nextInt(8) == 0 ? -1 : rnd.nextInt(k);
                double[] start = {rnd.nextGaussian(), -0.0, 1e300};
                if (GroupSums.handles(k)) {
                    double[] got = fill(k, start), want = fill(k, start);
                    java.util.Arrays.fill(scratch, Double.NaN);
                    GroupSums.sums(x, 2, g, len, k, got, scratch);
                    laneOrderModel(x, 2, g, len, lanes, want);
                    assertBits(want, got, "one column, k " + k + ", len " + len);
                }
                if (GroupSums.handlesPairs(k)) {
                    double[] a = fill(k, start), b = fill(k, start), wantA = fill(k, start), wantB = fill(k, start);
                    java.util.Arrays.fill(scratch, 7.0);
                    GroupSums.sums2(x, 2, 2 + len, g, len, k, a, b, scratch);
                    laneOrderModel(x, 2, g, len, lanes, wantA);
                    laneOrderModel(x, 2 + len, g, len, lanes, wantB);
                    assertBits(wantA, a, "pair, first, k " + k + ", len " + len);
                    assertBits(wantB, b, "pair, second, k " + k + ", len " + len);
                }
            }
        }
    }

    private static double special(Random rnd) {
        switch (rnd.nextInt(30)) {
            case 0: return NA.REAL;
            case 1: return Double.NaN;
            case 2: return Double.POSITIVE_INFINITY;
            case 3: return Double.NEGATIVE_INFINITY;
            default: return rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(80) - 40);
        }
    }

    private static double[] fill(int k, double[] start) {
        double[] a = new double[k];
        for (int j = 0; j < k; j++) a[j] = start[j % start.length];
        return a;
    }

    private static void laneOrderModel(double[] x, int off, double[] g, int len, int lanes, double[] out) {
        int k = out.length, up = len - len % lanes;
        double[][] acc = new double[k][lanes];
        for (int r = 0; r < up; r++) if (g[r] >= 0) acc[(int) g[r]][r % lanes] += x[off + r];
        for (int j = 0; j < k; j++) {
            double s = acc[j][0];
            for (int i = 1; i < lanes; i++) s += acc[j][i];
            out[j] += s;
        }
        for (int r = up; r < len; r++) if (g[r] >= 0) out[(int) g[r]] += x[off + r];
    }

    private static void assertBits(double[] want, double[] got, String what) {
        // NaN payloads (NA or not) may depend on which operand a compiled add puts first: NaN is NaN here
        for (int j = 0; j < want.length; j++)
            assertEquals(Double.doubleToLongBits(want[j]), Double.doubleToLongBits(got[j]), what + ", group " + j);
    }
}
