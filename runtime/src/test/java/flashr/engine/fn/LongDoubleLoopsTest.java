package flashr.engine.fn;

import jdk.incubator.vector.DoubleVector;
import org.junit.jupiter.api.Test;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link LongDoubleLoops}' lane sums against a scalar model of the lanes in the order the loops
 * were first written in ({@code h + x}, {@code (h - t) + (x - b)}), bit for bit: the loops'
 * exact-receiver forms must not change a sum. The array and the stored-data forms agree, and a
 * run with NaN, NA or an infinity equals the sequential long double sum.
 */
class LongDoubleLoopsTest {
    private static final int L = DoubleVector.SPECIES_PREFERRED.length();
    private static final double NA = Double.longBitsToDouble(0x7FF00000000007A2L);

    private static double element(Random rnd, int kind) {
        return switch (kind) {
            case 0 -> rnd.nextDouble();
            case 1 -> rnd.nextGaussian() * Math.scalb(1.0, rnd.nextInt(120) - 60);
            case 2 -> rnd.nextInt(5) == 0 ? -0.0 : rnd.nextInt(3) - 1.0;            // zeros of both signs, cancellation
            case 3 -> (rnd.nextInt(64) - 32) * 0x1p-3;                               // exact cancellations to zero
            case 4 -> rnd.nextDouble() * 1e300 * (rnd.nextBoolean() ? 1 : -1);
            default -> switch (rnd.nextInt(40)) {
                case 0 -> Double.NaN;
                case 1 -> NA;
                case 2 -> Double.POSITIVE_INFINITY;
                case 3 -> Double.NEGATIVE_INFINITY;
                default -> rnd.nextDouble() - 0.5;
            };
        };
    }

    /** The lanes' double-double sums as first written, modelled lane by lane, then as addRun adds them. */
    private static void model(double[] a, int off, int n, double[] hi, double[] lo, int s) {
        if (n < LongDoubleLoops.SHORT_RUN) {
            for (int k = 0; k < n; k++) LongDouble.add(hi, lo, s, a[off + k]);
            return;
        }
        double startHi = hi[s], startLo = lo[s];
        double[] h0 = new double[L], l0 = new double[L], h1 = new double[L], l1 = new double[L];
        int k = 0;
        for (; k + 2 * L <= n; k += 2 * L) {
            for (int j = 0; j < L; j++) {
                double x0 = a[off + k + j], x1 = a[off + k + L + j];
                double s0 = h0[j] + x0, s1 = h1[j] + x1, b0 = s0 - h0[j], b1 = s1 - h1[j];
                l0[j] = ((h0[j] - (s0 - b0)) + (x0 - b0)) + l0[j];
                l1[j] = ((h1[j] - (s1 - b1)) + (x1 - b1)) + l1[j];
                h0[j] = s0;
                h1[j] = s1;
            }
        }
        double[] h = new double[L], l = new double[L];
        for (int j = 0; j < L; j++) {
            h[j] = h0[j] + h1[j];
            double bb = h[j] - h0[j];
            l[j] = ((h0[j] - (h[j] - bb)) + (h1[j] - bb)) + (l0[j] + l1[j]);
        }
        for (int w = 4; w >= 1; w /= 2) {
            if (L < 2 * w) continue;
            double[] nh = new double[L], nl = new double[L];
            for (int j = 0; j < L; j++) {
                double x = h[j ^ w], y = l[j ^ w], t = h[j] + x, bb = t - h[j];
                nl[j] = ((h[j] - (t - bb)) + (x - bb)) + (l[j] + y);
                nh[j] = t;
            }
            h = nh;
            l = nl;
        }
        double sumHi = h[0], sumLo = l[0];
        for (int j = 8; j < L; j += 8) {
            double x = h[j], t = sumHi + x, b = t - sumHi;
            sumLo += (sumHi - (t - b)) + (x - b) + l[j];
            sumHi = t;
        }
        LongDouble.add(hi, lo, s, sumHi, sumLo);
        for (; k < n; k++) LongDouble.add(hi, lo, s, a[off + k]);
        if (!Double.isFinite(hi[s])) {
            hi[s] = startHi;
            lo[s] = startLo;
            for (k = 0; k < n; k++) LongDouble.add(hi, lo, s, a[off + k]);
        }
    }

    /** The same bits; a NaN as R tells them apart (NA or not: the hardware's NaN sign varies between compiled and interpreted code). */
    private static void same(double want, double got, String what) {
        if (Double.isNaN(want) && Double.isNaN(got)) assertEquals((int) Double.doubleToRawLongBits(want) == 1954, (int) Double.doubleToRawLongBits(got) == 1954, what + ": NA");
        else assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(got), what);
    }

    @Test
    void sameBitsAsTheLanesFirstWritten() {
        Random rnd = new Random(20261203);
        try (Arena arena = Arena.ofConfined()) {
            for (int trial = 0; trial < 3000; trial++) {
                int kind = trial % 6, n = trial % 7 == 0 ? rnd.nextInt(2 * LongDoubleLoops.SHORT_RUN) : rnd.nextInt(3000);
                int off = rnd.nextInt(5);
                double[] a = new double[off + n];
                for (int i = 0; i < a.length; i++) a[i] = element(rnd, kind);
                double start = trial % 3 == 0 ? 0 : element(rnd, 0);
                double[] wantHi = {start}, wantLo = {0}, gotHi = {start}, gotLo = {0}, segHi = {start}, segLo = {0};
                model(a, off, n, wantHi, wantLo, 0);
                LongDoubleLoops.addRun(a, off, n, gotHi, gotLo, 0);
                MemorySegment seg = arena.allocate(8L * Math.max(n, 1), 8);
                for (int i = 0; i < n; i++) seg.setAtIndex(ValueLayout.JAVA_DOUBLE, i, a[off + i]);
                LongDoubleLoops.addRun(seg, n, segHi, segLo, 0);
                String what = "kind " + kind + " trial " + trial + " n " + n;
                same(wantHi[0], gotHi[0], what + ": hi");
                same(wantLo[0], gotLo[0], what + ": lo");
                same(gotHi[0], segHi[0], what + ": stored hi");
                same(gotLo[0], segLo[0], what + ": stored lo");
            }
        }
    }
}
