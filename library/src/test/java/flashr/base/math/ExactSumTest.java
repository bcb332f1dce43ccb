package flashr.base.math;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.lang.RDouble;
import flashr.lang.RValue;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** sum() of doubles against the long double accumulator alone (its reference), on data that adds exactly and data that does not. */
class ExactSumTest {
    private static double reference(double[] a, boolean naRm) {
        SummaryFunctions.Sum s = new SummaryFunctions.Sum();
        s.addAll(new RDouble(a), naRm);
        return s.value();
    }

    private static double sum(double[] a, boolean naRm) {
        return ((RDouble) SummaryFunctions.sum(new RValue[] {new RDouble(a)}, naRm)).get(0);
    }

    @Test
    void sameBitsAsLongDoubleAccumulation() {
        Random rnd = new Random(11);
        for (int trial = 0; trial < 3000; trial++) {
            int n = rnd.nextInt(50);
            double[] a = new double[n];
            int kind = trial % 6;
            for (int i = 0; i < n; i++) {
                a[i] = switch (kind) {
                    case 0 -> rnd.nextInt(2000) - 1000;               // whole: exact in double
                    case 1 -> (rnd.nextInt(2000) - 1000) / 4.0;        // quarters: exact
                    case 2 -> rnd.nextDouble();                        // rounds: the general path
                    case 3 -> i % 3 == 0 ? 1e20 : i % 3 == 1 ? 1 : -1e20; // rounds in double, not in long double
                    case 4 -> i == n / 2 ? (rnd.nextBoolean() ? RDouble.NA : Double.NaN) : i;
                    default -> i == 0 ? (rnd.nextBoolean() ? Double.POSITIVE_INFINITY : -0.0) : 9007199254740000.0 + i;
                };
            }
            for (boolean naRm : new boolean[] {false, true}) {
                double want = reference(a, naRm);
                double got = sum(a, naRm);
                assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(got),
                        "kind " + kind + " n " + n + " naRm " + naRm + ": " + want + " vs " + got);
            }
        }
    }
}
