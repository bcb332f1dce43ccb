package flashr.engine.fn;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@link WholeUnits} against exact decimal arithmetic. */
class WholeUnitsTest {
    private static final double NA = Double.longBitsToDouble(0x7FF00000000007A2L);

    /** The sum of a block in units of 2^k from the elements' bits, or NOT_WHOLE as the contract says. */
    private static long reference(double[] a, int i, int n, int k) {
        long sum = 0;
        for (int j = i; j < i + n; j++) {
            if (!Double.isFinite(a[j])) return WholeUnits.NOT_WHOLE;
            if (a[j] == 0) continue;
            long bits = Double.doubleToRawLongBits(a[j]);
            int field = (int) (bits >>> 52) & 0x7FF;
            long m = (bits & 0xFFFFFFFFFFFFFL) | (field == 0 ? 0 : 1L << 52);
            int shift = (field == 0 ? -1074 : field - 1075) - k;   // |a| = m 2^shift units
            long units;
            if (shift >= 0) {
                if (64 - Long.numberOfLeadingZeros(m) + shift > 51) return WholeUnits.NOT_WHOLE;   // 2^51 units or more
                units = m << shift;
            } else {
                if (-shift > 63 || Long.numberOfTrailingZeros(m) < -shift) return WholeUnits.NOT_WHOLE;   // a fraction
                units = m >> -shift;
                if (units >= 1L << 51) return WholeUnits.NOT_WHOLE;
            }
            sum += bits < 0 ? -units : units;
        }
        return sum;
    }

    @Test
    void blockSumsAreExactOrRefused() {
        Random rnd = new Random(11);
        for (int trial = 0; trial < 20000; trial++) {
            int k = rnd.nextInt(3) == 0 ? -rnd.nextInt(1000) : rnd.nextInt(60) - 60;   // at most 0, as the contract says
            int n = trial % 100 == 0 ? rnd.nextInt(3) : 1 + rnd.nextInt(300);
            double[] a = new double[n + 3];
            int bits = rnd.nextInt(53);
            for (int j = 0; j < a.length; j++) {
                // whole units of up to `bits` bits, sometimes with a fraction, a large one or a special
                double x = (rnd.nextLong() >> (63 - bits)) * Math.scalb(1.0, k);
                switch (rnd.nextInt(400)) {
                    case 0 -> x += Math.scalb(1.0, k - 1 - rnd.nextInt(30));
                    case 1 -> x = Math.scalb(1.0, k + 51) * (rnd.nextBoolean() ? 1 : -1);
                    case 2 -> x = Double.NaN;
                    case 3 -> x = NA;
                    case 4 -> x = Double.NEGATIVE_INFINITY;
                    case 5 -> x = -0.0;
                    case 6 -> x = Double.MIN_VALUE;
                    default -> { }
                }
                a[j] = x;
            }
            assertEquals(reference(a, 2, n, k), WholeUnits.sum(a, 2, n, k), "trial " + trial);
        }
    }

    @Test
    void unitsAreEachElementsOrRefused() {
        Random rnd = new Random(13);
        for (int trial = 0; trial < 20000; trial++) {
            int k = rnd.nextInt(3) == 0 ? -rnd.nextInt(1000) : rnd.nextInt(60) - 60;
            int n = trial % 100 == 0 ? rnd.nextInt(3) : 1 + rnd.nextInt(300);
            double[] a = new double[n + 3];
            int bits = rnd.nextInt(53);
            for (int j = 0; j < a.length; j++) {
                double x = (rnd.nextLong() >> (63 - bits)) * Math.scalb(1.0, k);
                switch (rnd.nextInt(trial % 2 == 0 ? 400 : 4000)) {
                    case 0 -> x += Math.scalb(1.0, k - 1 - rnd.nextInt(30));
                    case 1 -> x = Math.scalb(1.0, k + 51) * (rnd.nextBoolean() ? 1 : -1);
                    case 2 -> x = Double.NaN;
                    case 3 -> x = NA;
                    case 4 -> x = Double.NEGATIVE_INFINITY;
                    case 5 -> x = -0.0;
                    case 6 -> x = Double.MIN_VALUE;
                    case 7 -> x = Math.scalb(1.0, k + 51) - Math.scalb(1.0, k);
                    default -> { }
                }
                a[j] = x;
            }
            long[] out = new long[n + 5];
            long want = 0;
            long[] units = new long[n];
            for (int j = 0; j < n && want >= 0; j++) {
                long u = reference(a, 2 + j, 1, k);
                // -2^51 units is one of the whole numbers units takes (its size is 2^51 - 1)
                if (u == WholeUnits.NOT_WHOLE && a[2 + j] == -Math.scalb(1.0, k + 51)) u = -(1L << 51);
                if (u == WholeUnits.NOT_WHOLE) want = -1;
                else { units[j] = u; want |= u ^ (u >> 63); }
            }
            long got = WholeUnits.units(a, 2, n, k, out, 3);
            assertEquals(want, got, "trial " + trial);
            if (want >= 0) for (int j = 0; j < n; j++) assertEquals(units[j], out[3 + j], "trial " + trial + " element " + j);
        }
    }

    @Test
    void pairsAndUnitsRoundTrip() {
        Random rnd = new Random(12);
        for (int trial = 0; trial < 20000; trial++) {
            int k = rnd.nextInt(1900) - 1000;   // m 2^k within the normal range
            long m = rnd.nextLong() >> (1 + rnd.nextInt(63));
            double hi = WholeUnits.nearest(m, k), lo = WholeUnits.rest(m, k);
            BigDecimal want = new BigDecimal(m).multiply(new BigDecimal(Math.scalb(1.0, k)));
            assertEquals(0, want.compareTo(new BigDecimal(hi).add(new BigDecimal(lo))), "trial " + trial);
            assertEquals((double) m * Math.scalb(1.0, k), hi);
            assertEquals(Math.abs(m) < 1L << 60 ? m : WholeUnits.NOT_WHOLE, WholeUnits.ofPair(hi, lo, k, 60));
            if (Math.abs(m) < 1L << 50) {
                double half = Math.scalb((double) (2 * m + 1), k - 1);   // a whole unit and a half
                assertEquals(WholeUnits.NOT_WHOLE, WholeUnits.ofPair(half, 0, k, 60), "trial " + trial);
                assertEquals(WholeUnits.NOT_WHOLE, WholeUnits.ofPair(hi, half, k, 60), "trial " + trial);
            }
        }
    }
}
