package flashr.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Each {@link Level1} (reference, Java lanes, the native library's when one loads) on Java arrays
 * at offsets: its results against exact sums (BigDecimal), elements outside the ranges untouched,
 * lengths 0 to a few hundred.
 */
class Level1Test {
    private static List<Level1> all() {
        List<Level1> list = new ArrayList<>(List.of(Level1.reference(), Level1.lanes()));
        Linalg.nativeBackend().ifPresent(b -> list.add(b.level1()));
        return list;
    }

    @Test
    void routinesAtOffsetsTouchOnlyTheirRanges() {
        Random rnd = new Random(7);
        for (Level1 b : all()) {
            for (int len : new int[] {0, 1, 2, 3, 15, 16, 17, 33, 100, 257}) {
                double[] x = new double[len + 9];
                double[] y = new double[len + 9];
                for (int i = 0; i < x.length; i++) {
                    x[i] = rnd.nextGaussian();
                    y[i] = rnd.nextGaussian();
                }
                java.math.BigDecimal exact = java.math.BigDecimal.ZERO;
                java.math.BigDecimal squares = java.math.BigDecimal.ZERO;
                double scale = 0;
                for (int i = 0; i < len; i++) {
                    exact = exact.add(new java.math.BigDecimal(x[3 + i]).multiply(new java.math.BigDecimal(y[5 + i])));
                    squares = squares.add(new java.math.BigDecimal(x[3 + i]).pow(2));
                    scale += Math.abs(x[3 + i] * y[5 + i]);
                }
                String what = b + " length " + len;
                assertEquals(exact.doubleValue(), b.dot(x, 3, y, 5, len), 1e-15 * Math.max(1, len) * (scale + 1), what);
                assertEquals(Math.sqrt(squares.doubleValue()), b.nrm2(x, 3, len), 1e-14 * Math.sqrt(squares.doubleValue()) + 1e-300, what);
                double[] y2 = y.clone();
                b.axpy(0.75, x, 3, y2, 5, len);
                for (int i = 0; i < y.length; i++) {
                    double want = i >= 5 && i < 5 + len ? y[i] + 0.75 * x[i - 2] : y[i];
                    assertEquals(want, y2[i], 1e-15 * (Math.abs(y[i]) + Math.abs(x[Math.max(0, i - 2)]) + 1), what + " axpy at " + i);
                }
                double[] x2 = x.clone();
                b.scal(-2, x2, 3, len);
                for (int i = 0; i < x.length; i++) assertEquals(i >= 3 && i < 3 + len ? -2 * x[i] : x[i], x2[i], what + " scal at " + i);
            }
        }
    }
}
