package flashr.engine.fn;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The split loops of {@link LongDoubleRun} and {@link ResidualRun} (addends a block ahead of the
 * chain) on runs long enough to take them, against the fused loops (the split off: the same
 * bits, the same stops) and the scalar steps element by element ({@link LongDouble#add},
 * {@link LongDouble#addDifference}): every kind of {@link LongDoubleRunTest}'s and
 * {@link ResidualRunTest}'s data, with NaN, NA, infinities and out-of-range elements dropped at
 * random places (so a block stops the chain part-way), from starting sums of every kind.
 *
 * <p>The products are checked against the fused loop only: on sums near 2^125 of products
 * near 2^60 (kind 8 by kind 8) the scalar step's double-double error term rounds before its
 * rounding to 64 bits (a double rounding: lo - 2^60 - 2^16 becomes a tie), where the integer
 * loops give the x87's bits (checked exactly with BigDecimal when found).
 */
class SplitRunsTest {
    private static final double NA = Double.longBitsToDouble(0x7FF00000000007A2L);

    @AfterEach
    void splitOn() {
        LongDoubleRun.split(true);
        WideResiduals.use(null);
    }

    private static double[] data(Random rnd, int kind, int n) {
        double[] a = new double[n];
        for (int i = 0; i < n; i++) a[i] = LongDoubleRunTest.element(rnd, kind, i);
        int specials = rnd.nextInt(4);
        for (int s = 0; s < specials && n > 0; s++) {
            a[rnd.nextInt(n)] = switch (rnd.nextInt(5)) {
                case 0 -> Double.NaN;
                case 1 -> NA;
                case 2 -> Double.POSITIVE_INFINITY;
                case 3 -> 1e300;
                default -> -0x1p70;
            };
        }
        return a;
    }

    /** Adds a in runs (NaN skipped, as sum(na.rm = TRUE)), by the reference or by kind of run. */
    private static LongDouble sum(String how, double[] a, double[] b, double[] out, LongDouble start) {
        LongDouble acc = new LongDouble().add(start.hi(), start.lo());
        int n = a.length;
        for (int i = 0; i < n; i++) {
            switch (how) {
                case "reference" -> {
                    double x = b == null ? a[i] : a[i] * b[i];
                    if (x == x) acc.add(x);
                    if (out != null && x == x) out[i] = acc.value();
                }
                case "add" -> i = LongDoubleRun.add(acc, a, i, n);
                case "rounded" -> i = LongDoubleRun.addRounded(acc, a, i, n);
                case "cumulate" -> i = LongDoubleRun.cumulate(acc, a, out, i, n);
                default -> i = LongDoubleRun.addProducts(acc, a, b, i, n);
            }
        }
        return acc;
    }

    @Test
    void sumsAsTheScalarStep() {
        Random rnd = new Random(20261205);
        for (int trial = 0; trial < 900; trial++) {
            int kind = trial % LongDoubleRunTest.KINDS;
            int n = LongDoubleRun.SPLIT_FROM + rnd.nextInt(trial % 4 == 0 ? 40_000 : 3_000);
            double[] a = data(rnd, kind, n), b = new double[n];
            int other = rnd.nextInt(LongDoubleRunTest.KINDS);
            for (int i = 0; i < n; i++) b[i] = LongDoubleRunTest.element(rnd, other, i);
            LongDouble start = new LongDouble();
            if (rnd.nextBoolean()) start.add(LongDoubleRunTest.element(rnd, rnd.nextInt(LongDoubleRunTest.KINDS), 0));
            if (Double.isNaN(start.value())) start = new LongDouble();
            String what = "kind " + kind + " (" + other + ") trial " + trial + " n " + n;
            LongDouble want = sum("reference", a, null, null, start);
            double[] wantOut = new double[n];
            sum("reference", a, null, wantOut, start);
            for (boolean split : new boolean[] {true, false}) {
                LongDoubleRun.split(split);
                String w = what + (split ? " split" : " fused");
                LongDoubleRunTest.same(want, sum("add", a, null, null, start), w + ": add");
                LongDoubleRunTest.same(want, sum("rounded", a, null, null, start), w + ": addRounded");
                LongDoubleRun.split(false);
                LongDouble fusedP = sum("products", a, b, null, start);
                LongDoubleRun.split(split);
                LongDoubleRunTest.same(fusedP, sum("products", a, b, null, start), w + ": addProducts");
                double[] out = new double[n];
                LongDoubleRunTest.same(want, sum("cumulate", a, null, out, start), w + ": cumulate");
                for (int i = 0; i < n; i++) {
                    if (Double.isNaN(a[i])) continue;
                    assertEquals(Double.doubleToRawLongBits(wantOut[i]), Double.doubleToRawLongBits(out[i]), w + ": cumulate at " + i);
                }
            }
        }
    }

    @Test
    void residualsAsTheScalarStep() {
        Random rnd = new Random(2026120520);
        for (int trial = 0; trial < 600; trial++) {
            int kind = trial % ResidualRunTest.KINDS;
            int n = LongDoubleRun.SPLIT_FROM + rnd.nextInt(trial % 4 == 0 ? 40_000 : 3_000);
            double[] a = ResidualRunTest.data(rnd, kind, n);
            if (trial % 3 == 0) a[rnd.nextInt(n)] = rnd.nextBoolean() ? Double.NaN : 1e305;
            LongDouble m = new LongDouble();
            for (double x : a) m.add(x);
            m.divide(n);
            if (trial % 5 == 0) m = new LongDouble().add(a[rnd.nextInt(n)]);   // a mean far from some of the data
            LongDouble want = new LongDouble();
            for (double x : a) want.addDifference(x, m);
            for (int way = 0; way < 3; way++) {   // split with the wide loop's lanes, split without, fused
                boolean split = way < 2;
                LongDoubleRun.split(split);
                WideResiduals.use(way == 0);
                LongDouble got = new LongDouble();
                int from = 0;
                if (trial % 2 == 1) {   // in two runs, as the engine's partitions call it
                    from = rnd.nextInt(n);
                    ResidualRun.add(got, a, 0, from, m);
                }
                ResidualRun.add(got, a, from, n, m);
                LongDoubleRunTest.same(want, got, "kind " + kind + " trial " + trial + " n " + n + (way == 0 ? " split, lanes" : split ? " split" : " fused"));
            }
        }
    }
}
