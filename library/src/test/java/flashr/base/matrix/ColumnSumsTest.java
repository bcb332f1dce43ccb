package flashr.base.matrix;

import flashr.lang.RDouble;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link ColumnSums} gives bit for bit what {@link MatrixSums.Sum} gives column by column (R's
 * long double chain in row order): sums and means, with and without na.rm, on 0 and 1 rows,
 * column counts around the block width, cancelling magnitudes, overflow and NA/NaN/Inf.
 */
class ColumnSumsTest {
    @Test void matchesTheSequentialSumColumnByColumn() {
        Random rnd = new Random(20261203);
        int[] rows = {0, 1, 2, 7, 33, 1000};
        int[] cols = {1, 3, 8, 9, 17};
        for (int n : rows) {
            for (int p : cols) {
                for (int kind = 0; kind < 4; kind++) {
                    double[] a = data(rnd, n * p, kind);
                    for (boolean mean : new boolean[] {false, true}) {
                        for (boolean naRm : new boolean[] {false, true}) {
                            double[] got = ColumnSums.of(a, n, p, mean, naRm);
                            for (int j = 0; j < p; j++) {
                                String what = n + "x" + p + " kind " + kind + " column " + j + (mean ? " mean" : " sum") + (naRm ? " na.rm" : "");
                                assertSameAsR(reference(a, n, j, mean, naRm), got[j], what);
                            }
                        }
                    }
                }
            }
        }
    }

    /** Kinds: uniform, cancelling 1e20s, near overflow, with NA/NaN/Inf. */
    private static double[] data(Random rnd, int len, int kind) {
        double[] x = new double[len];
        for (int i = 0; i < len; i++) {
            x[i] = switch (kind) {
                case 0 -> rnd.nextDouble() * 2 - 1;
                case 1 -> (rnd.nextBoolean() ? 1e20 : -1e20) * rnd.nextInt(3) + rnd.nextGaussian();
                case 2 -> rnd.nextDouble() * 1e308;
                default -> switch (rnd.nextInt(12)) {
                    case 0 -> Double.NaN;
                    case 1 -> RDouble.NA;
                    case 2 -> Double.POSITIVE_INFINITY;
                    case 3 -> Double.NEGATIVE_INFINITY;
                    default -> rnd.nextGaussian() * 1e5;
                };
            };
        }
        return x;
    }

    /** Column j as the element-by-element Sum of the margins adds it (x87's NaN order of memory operands). */
    private static double reference(double[] a, int n, int j, boolean mean, boolean naRm) {
        MatrixSums.Sum s = MatrixSums.Sum.margins();
        long count = 0;
        for (int i = 0; i < n; i++) {
            double v = a[j * n + i];
            if (naRm && Double.isNaN(v)) continue;
            s.add(v);
            count++;
        }
        return mean ? s.mean(naRm ? count : n) : s.value();
    }

    /** Equal bits; a NaN only as NA or not NA, as R tells them apart. */
    private static void assertSameAsR(double want, double got, String what) {
        if (Double.isNaN(want)) {
            assertEquals(true, Double.isNaN(got), what + ": NaN expected, got " + got);
            assertEquals(RDouble.isNAValue(want), RDouble.isNAValue(got), what + ": NA or NaN");
        } else {
            assertEquals(Double.doubleToLongBits(want), Double.doubleToLongBits(got), what + ": " + want + " vs " + got);
        }
    }
}
