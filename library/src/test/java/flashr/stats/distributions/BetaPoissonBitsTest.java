package flashr.stats.distributions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.DoubleSupplier;
import org.junit.jupiter.api.Test;

/**
 * GNU R 4.2.2's exact values (printed with sprintf("%a")) at arguments chosen to reach each
 * method of TOMS 708's bratio (fpser, apser, bpser, bup with bgrat, bgrat alone, the bup shift of
 * b, bfrac, basym, log scales), the functions built on it, qt's and qbeta's branches, ebd0's
 * dpois_raw and pgamma_raw's and qgamma's methods. The golden random/beta-poisson-bits checks the same over thousands of arguments.
 */
class BetaPoissonBitsTest {
    private static void bits(double expected, DoubleSupplier actual, String call) {
        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(actual.getAsDouble()),
                () -> call + ": R gives " + Double.toHexString(expected) + ", flashr " + Double.toHexString(actual.getAsDouble()));
    }

    @Test
    void incompleteBetaReachesEveryMethodWithRsBits() {
        bits(0x1.4e8cc0fa14b4ep-61, () -> DistBeta.cdf(0.3, 2, 1e-17, true, false), "pbeta(0.3, 2, 1e-17) [fpser]");
        bits(0x1.73ddc56bdc318p-58, () -> DistBeta.cdf(0.3, 1e-17, 2, false, false), "pbeta(0.3, 1e-17, 2, upper) [apser]");
        bits(0x1.79ddc9edb550fp-2, () -> DistBeta.cdf(0.3, 0.5, 0.5, true, false), "pbeta(0.3, 0.5, 0.5) [bpser]");
        bits(0x1.b5cc0c8500f6ap-1, () -> DistBeta.cdf(0.2, 0.5, 5, true, false), "pbeta(0.2, 0.5, 5) [bup, bgrat]");
        bits(0x1.872da00d89e0bp-9, () -> DistBeta.cdf(0.2, 0.5, 20, false, false), "pbeta(0.2, 0.5, 20, upper) [bgrat]");
        bits(0x1.847301f9bf334p-1, () -> DistBeta.cdf(0.5, 3.5, 5.5, true, false), "pbeta(0.5, 3.5, 5.5) [bup shift of b]");
        bits(0x1.a96cae4aa18d2p-1, () -> DistBeta.cdf(0.5, 50, 60, true, false), "pbeta(0.5, 50, 60) [bfrac]");
        bits(-0x1.59d69a692a913p-1, () -> DistBeta.cdf(0.5, 1000, 1001, true, true), "pbeta(0.5, 1000, 1001, log) [basym]");
        bits(-0x1.678d5cf8cac91p+14, () -> DistBeta.cdf(1e-5, 2000, 3, true, true), "pbeta(1e-5, 2000, 3, log)");
        bits(-0x1.514d3def890cp+19, () -> DistBeta.cdf(0.999, 0.001, 1e5, false, true), "pbeta(0.999, 1e-3, 1e5, upper, log)");
    }

    @Test
    void functionsOnTheIncompleteBetaHaveRsBits() {
        bits(0x1.ed9d1268760d6p-1, () -> StudentDistributions.pt(2.5, 3.7, true, false), "pt(2.5, 3.7)");
        bits(-0x1.a0952e0518347p+2, () -> StudentDistributions.pt(-40, 1.5, true, true), "pt(-40, 1.5, log)");
        bits(0x1.8f27b6cf34734p-4, () -> StudentDistributions.pf(3, 4, 7, false, false), "pf(3, 4, 7, upper)");
        bits(0x1.72b1fd8fc37ap-8, () -> DistDiscrete.pbinom(3, 50, 0.2, true, false), "pbinom(3, 50, 0.2)");
        bits(0x1.7e1243a0a11ebp-2, () -> DistFamilies.pnbinomMu(4, 2.5, 7, true, false), "pnbinom(4, 2.5, mu = 7)");
        bits(-0x1.76a63ea14deaap+2, () -> DistContinuous.qt(0.01, 2.3, true, false), "qt(0.01, 2.3)");
        bits(-0x1.652d2d639666bp+231, () -> DistContinuous.qt(-800, 5, true, true), "qt(-800, 5, log)");
        bits(0x1.8fd1098cfd68bp-4, () -> DistBeta.quantile(0.05, 2, 3, true, false), "qbeta(0.05, 2, 3)");
        bits(0x0p+0, () -> DistBeta.quantile(1e-30, 0.01, 5, true, false), "qbeta(1e-30, 0.01, 5)");
        bits(0x1.bec1fb0b91f9ap+1, () -> StudentDistributions.qf(0.95, 3, 12, true, false), "qf(0.95, 3, 12)");
    }

    @Test
    void poissonDensityIsRFourTwosEbd0() {
        bits(0x1.9d4dcc788ded4p-7, () -> flashr.rng.Poisson.densityRaw(1000, 999.5, false), "dpois(1000, 999.5)");
        bits(-0x1.6841a3c05ed7fp+4, () -> flashr.rng.Poisson.densityRaw(3, 1e-3, true), "dpois(3, 1e-3, log)");
        bits(0x1.7ec0f764a96f1p-10, () -> DistGamma.density(2.5, 0.3, 0.5, false), "dgamma(2.5, 0.3, rate = 2)");
        bits(0x1.ecb178bb11366p-4, () -> DistFamilies.dnbinomMu(5, Double.POSITIVE_INFINITY, 3.3, false, x -> { }), "dnbinom(5, Inf, mu = 3.3)");
    }

    @Test
    void incompleteGammaAndItsQuantileHaveRsBits() {
        bits(0x1.32a94374ecd57p-5, () -> DistGamma.cdf(0.5, 2.5, 1, true, false), "pgamma(0.5, 2.5) [small x]");
        bits(0x1.ddeebf89001cap-18, () -> DistGamma.cdf(30, 10, 1, false, false), "pgamma(30, 10, upper) [lower series]");
        bits(-0x1.6b9366ac93bdfp-1, () -> DistGamma.cdf(1000, 1001, 1, true, true), "pgamma(1000, 1001, log) [ppois_asymp]");
        bits(0x1.fae121fdf5ed1p-1, () -> DistGamma.cdf(3, 0.4, 1, true, false), "pgamma(3, 0.4) [continued fraction]");
        bits(0x1.1e014e0cdb48ep-4, () -> DistDiscrete.ppois(7, 12.5, true, false), "ppois(7, 12.5)");
        bits(0x1.caddd6e9d24bap-68, () -> DistGamma.quantile(0.01, 0.1, 1, true, false), "qgamma(0.01, 0.1)");
        bits(0x1.c2ec40e202eddp-24, () -> DistGamma.quantile(-50, 3, 1, true, true), "qgamma(-50, 3, log)");
        bits(0x1.c22603ba44f3dp+3, () -> DistGamma.quantile(0.95, 3.5, 2, true, false), "qchisq(0.95, 7)");
    }
}
