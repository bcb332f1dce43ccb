package flashr.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import java.util.EnumSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The pass that decides R's warnings for lazy operations, against R's rules computed by plain
 * loops: integer + - * beyond the integer range (NA operands do not warn), as.integer of doubles
 * beyond it (NA, NaN do not), sqrt and log of negative numbers (NaN, NA operands do not), integer
 * sums are left undecided (R's sum is a double there); random operands of 0, 1 and more elements with NAs, and ones chosen to stay
 * within range (no warning).
 */
class WarningChecksTest {
    @Test void integerArithmeticOverflowsAsR() {
        Random rnd = new Random(42);
        try (Engine e = Engine.create()) {
            for (int n : new int[] {0, 1, 2, 17, 5000}) {
                for (int trial = 0; trial < 6; trial++) {
                    int bound = trial % 2 == 0 ? 40_000 : Integer.MAX_VALUE;
                    int[] a = ints(rnd, n, bound), b = ints(rnd, n, bound);
                    for (BinaryOp op : new BinaryOp[] {BinaryOp.ADD, BinaryOp.SUB, BinaryOp.MUL}) {
                        boolean over = false;
                        for (int i = 0; i < n; i++) {
                            if (a[i] == NA.INT || b[i] == NA.INT) continue;
                            double r = op == BinaryOp.ADD ? (double) a[i] + b[i] : op == BinaryOp.SUB ? (double) a[i] - b[i] : (double) a[i] * b[i];
                            over |= Math.abs(r) > Integer.MAX_VALUE;
                        }
                        int mark = Engine.lastNodeId();
                        Matrix m = e.mapply(e.vector(a, ElementType.INTEGER), e.vector(b, ElementType.INTEGER), op);
                        assertEquals(over ? EnumSet.of(WarningChecks.Kind.INTEGER_OVERFLOW) : Set.of(), e.warningsOf(m, mark), op + " n=" + n);
                        mark = Engine.lastNodeId();
                        Matrix s = e.mapply(e.vector(a, ElementType.INTEGER), 7, ElementType.INTEGER, op);
                        boolean sOver = false;
                        for (int v : a) {
                            if (v == NA.INT) continue;
                            double r = op == BinaryOp.ADD ? v + 7.0 : op == BinaryOp.SUB ? v - 7.0 : v * 7.0;
                            sOver |= Math.abs(r) > Integer.MAX_VALUE;
                        }
                        assertEquals(sOver, !e.warningsOf(s, mark).isEmpty(), op + " scalar n=" + n);
                    }
                }
            }
        }
    }

    @Test void coercionsAndNaNsAsR() {
        Random rnd = new Random(7);
        double[] pool = {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 3e9, -3e9, 2147483647.5, -2147483648.0, -1};
        try (Engine e = Engine.create()) {
            for (int n : new int[] {0, 1, 3, 100, 4000}) {
                for (int trial = 0; trial < 8; trial++) {
                    double[] x = new double[n];
                    for (int i = 0; i < n; i++) x[i] = rnd.nextInt(trial + 2) == 0 ? pool[rnd.nextInt(pool.length)] : rnd.nextDouble() * 1000;
                    boolean range = false, nan = false;
                    for (double v : x) {
                        range |= v == v && (v >= 2147483648.0 || v <= -2147483648.0);
                        nan |= v < 0;
                    }
                    int mark = Engine.lastNodeId();
                    Matrix i = e.sapply(e.vector(x), UnaryOp.AS_INTEGER);
                    assertEquals(range, e.warningsOf(i, mark).contains(WarningChecks.Kind.INTEGER_RANGE), "as.integer n=" + n);
                    mark = Engine.lastNodeId();
                    Matrix s = e.sapply(e.vector(x), UnaryOp.SQRT);
                    assertEquals(nan ? EnumSet.of(WarningChecks.Kind.NANS_PRODUCED) : Set.of(), e.warningsOf(s, mark), "sqrt n=" + n);
                }
            }
        }
    }

    @Test void integerSumsAreNotDecided() {
        try (Engine e = Engine.create()) {
            int[] big = new int[5000];
            java.util.Arrays.fill(big, 2_000_000_000);
            int mark = Engine.lastNodeId();
            // R's sum is a double there, without a warning: the caller must not keep the integer sink
            Matrix s = e.agg(e.mapply(e.vector(big, ElementType.INTEGER), 0, ElementType.INTEGER, BinaryOp.ADD), AggOp.SUM);
            assertEquals(null, e.warningsOf(s, mark));
        }
    }

    private static int[] ints(Random rnd, int n, int bound) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = rnd.nextInt(9) == 0 ? NA.INT : rnd.nextInt(2 * (bound / 2)) - bound / 2 + (bound == Integer.MAX_VALUE ? rnd.nextInt(bound / 2) : 0);
        return r;
    }
}
