package flashr.engine.fn.math;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * exp and log on special values as {@link Math#exp} and {@link Math#log} (the reference here),
 * except that a NaN operand comes back with its own bits, so R's NA stays NA.
 */
class ExpLogSpecialValuesTest {
    private static final double NA = Double.longBitsToDouble(0x7ff00000000007a2L);

    @Test
    void nanOperandsKeepTheirPayload() {
        for (double x : new double[] {NA, Double.NaN, Double.longBitsToDouble(0xfff8000000000123L)}) {
            assertBits(x, ExpLog.exp(x));
            assertBits(x, ExpLog.log(x));
        }
    }

    @Test
    void expSpecialValuesAsMathExp() {
        double[] xs = {0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 709.78, 709.782712893384,
                709.7827128933841, 710, 1000, 1e300, -708.39, -708.4, -720, -745.13, -745.1332191019411,
                -745.1332191019412, -745.14, -746, -1000, -1e300, Double.MIN_VALUE, -Double.MIN_VALUE,
                Double.MIN_NORMAL, 1e-300, -1e-300, 0x1p-54, -0x1p-54, 0x1p-53, -0x1p-53};
        for (double x : xs) assertBits(Math.exp(x), ExpLog.exp(x));
    }

    @Test
    void gradualUnderflowOfExpWithinAnUlp() {
        // results between 2^-1074 and 2^-1022 are rounded once, on the subnormal grid: within one
        // step of that grid of Math.exp's
        for (double x = -708.5; x > -745.2; x -= 0.0137) {
            double want = Math.exp(x), got = ExpLog.exp(x);
            assertEquals(want, got, Double.MIN_VALUE, "exp(" + x + ")");
        }
    }

    @Test
    void logSpecialValuesAsMathLog() {
        double[] xs = {0.0, -0.0, -1.0, -Double.MIN_VALUE, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                1.0, 2.0, 0.5, Double.MIN_VALUE, 2 * Double.MIN_VALUE, Double.MIN_NORMAL,
                Double.MIN_NORMAL - Double.MIN_VALUE, Double.MAX_VALUE, Math.nextUp(1.0), Math.nextDown(1.0)};
        for (double x : xs) {
            double want = Math.log(x), got = ExpLog.log(x);
            // any NaN will do for a negative operand (R prints NaN whatever its sign bit)
            if (Double.isNaN(want)) assertTrue(Double.isNaN(got) && !Double.isNaN(x), "log(" + x + ")");
            else assertBits(want, got);
        }
    }

    private static void assertBits(double want, double got) {
        assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(got),
                () -> "want " + want + ", got " + got);
    }
}
