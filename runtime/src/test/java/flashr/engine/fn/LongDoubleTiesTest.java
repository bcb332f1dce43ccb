package flashr.engine.fn;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The long double add step ({@link LongDouble#add(double)}, its array form and
 * {@link LongDoubleLoops#addColumn}'s lanes) against an exact model of the x87 (the sum held
 * exactly, rounded to a 64-bit significand, ties to even, after every add), on data made to hit
 * exact and near ties of that rounding: sparse significands over a 100-bit range of exponents.
 * GNU R's {@code sum(c(3.9267675761756857e37, -1.8170042912603908e21, -1152921504606912512,
 * -3.9267675761756857e37))} is -1819310134269604528128, where rounding the error terms to a
 * double first gave -1817004291260390834176.
 */
class LongDoubleTiesTest {
    /** The x87 sum: exact adds, each rounded to 64 significant bits, ties to even. */
    static double model(double[] x) {
        Dyadic acc = new Dyadic(BigInteger.ZERO, 0);
        for (double v : x) acc = acc.add(Dyadic.of(v)).round(64);
        return acc.value();
    }

    /**
     * A big element, then elements of two or three set bits 0 to 120 binades below it, mostly 8 to 68 (sums of
     * those lie on or just off a tie of the 64-bit rounding), and often the big one back out.
     */
    static double[] data(Random rnd, int n) {
        double[] x = new double[n];
        int top = rnd.nextInt(200) - 100;
        for (int i = 0; i < n; i++) {
            int below = i == 0 ? 0 : rnd.nextInt(3) == 0 ? rnd.nextInt(120) : 8 + rnd.nextInt(60);
            int p1 = top - below, p2 = p1 - 1 - rnd.nextInt(52);
            double v = Math.scalb(1.0, p1) + (rnd.nextBoolean() ? 1 : -1) * Math.scalb(1.0, p2);
            if (rnd.nextBoolean()) v += Math.scalb(1.0, p1 - 1 - rnd.nextInt(52)) * (rnd.nextBoolean() ? 1 : -1);
            x[i] = rnd.nextBoolean() ? v : -v;
        }
        if (rnd.nextBoolean()) x[n - 1] = -x[0];
        return x;
    }

    private static void same(double want, double got, double[] x, String what) {
        assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(got),
                () -> what + ": want " + want + " got " + got + " for " + java.util.Arrays.toString(x));
    }

    @Test void rExample() {
        double[] x = {3.9267675761756857e37, -1.8170042912603908e21, -1152921504606912512.0, -3.9267675761756857e37};
        same(-1819310134269604528128.0, model(x), x, "model");
        LongDouble a = new LongDouble();
        for (double v : x) a.add(v);
        same(-1819310134269604528128.0, a.value(), x, "LongDouble.add");
    }

    @Test void randomSumsWithTiesAsX87() {
        Random rnd = new Random(2026120520L);
        int rows = 4 * 16 + 3, cols = 6, ties = 0;
        for (int rep = 0; rep < 1000; rep++) {
            double[][] x = new double[rows][];
            double[] want = new double[rows];
            for (int r = 0; r < rows; r++) {
                x[r] = data(rnd, cols);
                want[r] = model(x[r]);
                // the scalar steps
                LongDouble a = new LongDouble();
                double[] hi = {0}, lo = {0};
                for (double v : x[r]) {
                    a.add(v);
                    LongDouble.add(hi, lo, 0, v);
                }
                same(want[r], a.value(), x[r], "LongDouble.add");
                same(want[r], hi[0] + lo[0], x[r], "LongDouble.add(array)");
                if (oldStep(x[r]) != want[r]) ties++;
            }
            // the lanes: rows in lanes, columns added in order
            double[] hi = new double[rows], lo = new double[rows], col = new double[rows], out = new double[rows];
            for (int c = 0; c < cols; c++) {
                for (int r = 0; r < rows; r++) col[r] = x[r][c];
                LongDoubleLoops.addColumn(col, 0, hi, lo, rows, true);
            }
            LongDoubleLoops.finish(hi, lo, out, rows);
            for (int r = 0; r < rows; r++) same(want[r], out[r], x[r], "addColumn row " + r);
        }
        // the data reach the cases where the error terms rounded to a double first went wrong
        assertTrue(ties >= 10, "cases the double-rounded step gets wrong: " + ties);
    }

    /** The step as it was: the error terms summed in double, then rounded to 64 bits. */
    private static double oldStep(double[] x) {
        double hi = 0, lo = 0;
        for (double v : x) {
            double s = hi + v, bb = s - hi;
            double err = (hi - (s - bb)) + (v - bb) + (lo + 0.0);
            hi = s + err;
            lo = LongDouble.roundedLow(hi, err - (hi - s));
        }
        return hi + lo;
    }
}
