package flashr.stats.distributions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.DoubleSupplier;
import org.junit.jupiter.api.Test;

/**
 * GNU R 4.2.2's exact values (printed with sprintf("%a")) of the noncentral distributions and the
 * studentized range, whose series R sums in long double: each method (Poisson mixture and Ding's
 * series of pnchisq, pnbeta's AS 226, pnt's twin series, the bisections, Tukey's quadratures).
 * The golden random/noncentral-bits checks the same over thousands of arguments.
 */
class NoncentralBitsTest {
    private static void bits(double expected, DoubleSupplier actual, String call) {
        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(actual.getAsDouble()),
                () -> call + ": R gives " + Double.toHexString(expected) + ", flashr " + Double.toHexString(actual.getAsDouble()));
    }

    @Test
    void noncentralChiSquared() {
        bits(0x1.2fd2cdc377e1bp-1, () -> NoncentralChiSquared.cdf(5, 3, 2, true, false), "pchisq(5, 3, 2)");
        bits(0x1.6906506a76f8p-7, () -> NoncentralChiSquared.cdf(500, 4, 400, false, false), "pchisq(500, 4, 400, upper) [Ding]");
        bits(-0x1.7c24050bb45e8p+9, () -> NoncentralChiSquared.cdf(1e-5, 100, 3, true, true), "pchisq(1e-5, 100, 3, log) [log scale]");
        bits(0x1.2d02cb72356dp-5, () -> NoncentralChiSquared.density(30, 4, 25, false), "dchisq(30, 4, 25)");
        bits(0x1.496a9eee23e64p+1, () -> NoncentralChiSquared.quantile(0.3, 3, 2, true, false), "qchisq(0.3, 3, 2)");
    }

    @Test
    void noncentralBetaAndF() {
        bits(0x1.68ff8e60f8e0fp-4, () -> NoncentralBeta.cdf(0.3, 2, 3, 5, true, false), "pbeta(0.3, 2, 3, 5)");
        bits(-0x1.98ea94fd10f32p-32, () -> NoncentralBeta.cdf(0.5, 2, 3, 100, false, true), "pbeta(0.5, 2, 3, 100, upper, log)");
        bits(0x1.d613e9dbf84cdp-5, () -> NoncentralBeta.density(0.4, 2.5, 3, 20, false), "dbeta(0.4, 2.5, 3, 20)");
        bits(0x1.6792647fcc92ap-1, () -> NoncentralBeta.quantile(0.7, 2, 3, 5, true, false), "qbeta(0.7, 2, 3, 5)");
        bits(0x1.8a6b4391d3d93p-1, () -> NoncentralF.cdf(3, 4, 9, 3, true, false), "pf(3, 4, 9, 3)");
        bits(0x1.99b821da3d256p-3, () -> NoncentralF.density(2, 3, 7, 2, false), "df(2, 3, 7, 2)");
        bits(0x1.a4ffc027f5d84p+0, () -> NoncentralF.quantile(0.5, 4, 9, 3, true, false), "qf(0.5, 4, 9, 3)");
    }

    @Test
    void noncentralT() {
        bits(0x1.517ca48053d2dp-1, () -> NoncentralT.cdf(2, 10, 1.5, true, false), "pt(2, 10, 1.5)");
        bits(-0x1.84560a867c123p+2, () -> NoncentralT.cdf(-1, 5, 2, true, true), "pt(-1, 5, 2, log)");
        bits(0x1.585004ea5293cp-2, () -> NoncentralT.density(1.2, 7, 0.8, false), "dt(1.2, 7, 0.8)");
        bits(-0x1.a4fbc7ec53bcp+1, () -> NoncentralT.quantile(0.2, 6, -2, true, false), "qt(0.2, 6, -2)");
    }

    @Test
    void studentizedRange() {
        bits(0x1.cf619b20d48a1p-1, () -> DistTukey.ptukey(3.5, 1, 4, 20, true, false), "ptukey(3.5, 4, 20)");
        bits(0x1.b4396ecb62ac4p-1, () -> DistTukey.ptukey(2, 2, 5, 120, false, false), "ptukey(2, 5, 120, 2, upper)");
        bits(0x1.f03a3873d5e17p+1, () -> DistTukey.qtukey(0.95, 1, 3, 10, true, false), "qtukey(0.95, 3, 10)");
    }
}
