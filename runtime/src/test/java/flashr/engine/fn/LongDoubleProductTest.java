package flashr.engine.fn;

import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * LongDoubleProduct against a naive x87 reference in exact big-integer arithmetic: the running
 * product held as an integer times a power of two, rounded after every factor to a 64-bit
 * significand (to the extended denormals' grid below 2^-16382, Inf beyond 2^16384), and each
 * value rounded to a double by BigDecimal: every step's double must match bit for bit.
 */
class LongDoubleProductTest {
    @Test void randomProductsMatchTheExactReference() {
        Random rnd = new Random(20261130);
        for (int t = 0; t < 60; t++) {
            int n = 1 + rnd.nextInt(400);
            double[] x = new double[n];
            for (int i = 0; i < n; i++) {
                x[i] = switch (t % 4) {
                    case 0 -> 0.5 + rnd.nextDouble() * 1.5;
                    case 1 -> Math.scalb(rnd.nextGaussian(), rnd.nextInt(1800) - 900);
                    case 2 -> rnd.nextBoolean() ? Math.scalb(rnd.nextDouble(), -1040 - rnd.nextInt(30)) : Math.scalb(1 + rnd.nextDouble(), 900 + rnd.nextInt(120));
                    default -> Math.scalb(rnd.nextGaussian(), rnd.nextInt(2000) - 1000) * (rnd.nextInt(50) == 0 ? 0 : 1);
                };
            }
            check(x, "kind " + t % 4 + ", n " + n);
        }
    }

    /** GNU R: prod(c(NaN, NA)) and prod(c(NA, NaN)) are NA (registers: larger significand); cumprod(c(NaN, NA)) stays NaN. */
    @Test void prodsNaNsAreTheX87RegistersCumprodsTheFirst() {
        double naN = Double.longBitsToDouble(0xFFF8000000000000L);   // 0/0 on x86
        assertTrue(NA.isNA(new LongDoubleProduct().multiplyLoaded(naN).multiplyLoaded(2).multiplyLoaded(NA.REAL).value()));
        assertTrue(NA.isNA(new LongDoubleProduct().multiplyLoaded(NA.REAL).multiplyLoaded(naN).value()));
        assertTrue(NA.isNA(new LongDoubleProduct().multiplyLoaded(naN).multiplyLoaded(new LongDoubleProduct().multiplyLoaded(NA.REAL)).value()));
        double cum = new LongDoubleProduct().multiply(naN).multiply(NA.REAL).value();
        assertTrue(Double.isNaN(cum) && !NA.isNA(cum));
    }

    @Test void productsLeaveTheDoubleRangeAndComeBack() {
        check(new double[] {1.1, 1e300, 1e10, 1e-300}, "1.1e300 * 1e10");
        check(new double[] {1e-310, 1e-10, 1e20}, "denormal result");
        check(new double[] {1e-320, 1e-320, 1e300, 1e300, 1e40}, "denormal factors");
        for (int k : new int[] {15, 16, 17}) {
            double[] up = new double[2 * k], down = new double[2 * k];
            for (int i = 0; i < k; i++) { up[i] = 1e300; up[k + i] = 1e-300; down[i] = 1e-300; down[k + i] = 1e300; }
            check(up, k + " times 1e300 and back");
            check(down, k + " times 1e-300 and back");
        }
        // through the extended denormals: 2^-16400 keeps 46 bits, then comes back
        check(new double[] {Math.scalb(1.0 + 0x1p-40, -1000), 0x1p-1000, 0x1p-1000, Math.scalb(1.0 + 0x1p-30, -1000)}, "small");
        double[] deep = new double[40];
        for (int i = 0; i < 16; i++) deep[i] = Math.scalb(1.2345, -1024);
        for (int i = 16; i < 40; i++) deep[i] = Math.scalb(1.75, 700);
        check(deep, "extended denormals and back");
    }

    /** Merging partial products: a partial of one factor x must act as multiply(x), for every kind of x and running product. */
    @Test void mergingAPartialOfOneFactorIsMultiplyingByIt() {
        Random rnd = new Random(20261204);
        double[] specials = {0, -0.0, 1, -1, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, NA.REAL, 1e-320, 1e300};
        for (int t = 0; t < 2000; t++) {
            LongDoubleProduct merged = new LongDoubleProduct(), direct = new LongDoubleProduct();
            int n = 1 + rnd.nextInt(6);
            for (int i = 0; i < n; i++) {
                double x = rnd.nextInt(4) == 0 ? specials[rnd.nextInt(specials.length)] : Math.scalb(rnd.nextGaussian(), rnd.nextInt(1400) - 700);
                merged.multiply(new LongDoubleProduct().multiply(x));
                direct.multiply(x);
                assertEquals(Double.doubleToRawLongBits(direct.value()), Double.doubleToRawLongBits(merged.value()), "step " + i + " of case " + t + ", factor " + x);
            }
            assertEquals(Double.doubleToRawLongBits(direct.value()), Double.doubleToRawLongBits(direct.multiply(new LongDoubleProduct()).value()), "times an empty product");
        }
    }

    @Test void nonFiniteFactorsAsR() {
        assertProducts(new double[] {2, Double.POSITIVE_INFINITY, 0, 3}, 2, Double.POSITIVE_INFINITY, Double.NaN, Double.NaN);
        assertProducts(new double[] {-2, Double.NEGATIVE_INFINITY, -1}, -2, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY);
        assertProducts(new double[] {0, Double.POSITIVE_INFINITY}, 0, Double.NaN);
        assertProducts(new double[] {-1, 0}, -1, -0.0);
        // the first NA or NaN sticks (cumprod(c(NaN, NA)) is NaN NaN in R, cumprod(c(NA, NaN)) NA NA)
        double[] got = values(new double[] {1e300, Double.NaN, NA.REAL, 1});
        for (int i = 1; i < 4; i++) assertTrue(Double.isNaN(got[i]) && !NA.isNA(got[i]), "NaN sticks at " + i);
        got = values(new double[] {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY});
        for (double g : got) assertTrue(NA.isNA(g), "NA sticks");
    }

    private static void assertProducts(double[] x, double... want) {
        double[] got = values(x);
        for (int i = 0; i < want.length; i++) {
            assertEquals(Double.doubleToLongBits(want[i]), Double.doubleToLongBits(got[i]), "step " + i + ": " + want[i] + " vs " + got[i]);
        }
    }

    private static double[] values(double[] x) {
        LongDoubleProduct p = new LongDoubleProduct();
        double[] out = new double[x.length];
        for (int i = 0; i < x.length; i++) out[i] = p.multiply(x[i]).value();
        return out;
    }

    private static void check(double[] x, String what) {
        double[] got = values(x);
        Reference ref = new Reference();
        for (int i = 0; i < x.length; i++) {
            double want = ref.multiply(x[i]);
            assertEquals(Double.doubleToLongBits(want), Double.doubleToLongBits(got[i]), what + ", step " + i + ": " + want + " vs " + got[i]);
        }
    }

    /** The x87 product of finite factors, naively: (-1)^negative * magnitude * 2^exponent in big integers. */
    private static final class Reference {
        BigInteger magnitude = BigInteger.ONE;
        int exponent;
        boolean negative;
        /** Inf once past the extended range, then NaN once multiplied by zero. */
        double nonFinite;

        double multiply(double x) {
            negative ^= Math.copySign(1, x) < 0;
            if (nonFinite != 0) {
                if (x == 0) nonFinite = Double.NaN;
                else if (nonFinite == nonFinite) nonFinite = negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
                return nonFinite;
            }
            long bits = Double.doubleToRawLongBits(x);
            int field = (int) ((bits >>> 52) & 0x7FF);
            long mantissa = (bits & 0xFFFFFFFFFFFFFL) | (field == 0 ? 0 : 1L << 52);
            magnitude = magnitude.multiply(BigInteger.valueOf(mantissa));
            exponent += field == 0 ? -1074 : field - 1075;
            if (magnitude.signum() == 0) return negative ? -0.0 : 0.0;
            roundTo64Bits();
            if (magnitude.signum() != 0 && magnitude.bitLength() - 1 + exponent > 16383) {
                nonFinite = negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
                return nonFinite;
            }
            double v = toDouble();
            return negative ? -v : v;
        }

        /** To 64 significant bits, or to the extended denormals' grid (2^-16445), half to even. */
        private void roundTo64Bits() {
            int shift = Math.max(magnitude.bitLength() - 64, -16445 - exponent);
            if (shift <= 0) return;
            BigInteger q = magnitude.shiftRight(shift);
            BigInteger rest = magnitude.subtract(q.shiftLeft(shift));
            int c = rest.shiftLeft(1).compareTo(BigInteger.ONE.shiftLeft(shift));
            if (c > 0 || (c == 0 && q.testBit(0))) q = q.add(BigInteger.ONE);
            magnitude = q;
            exponent += shift;
        }

        private double toDouble() {
            if (magnitude.signum() == 0) return 0.0;
            BigDecimal v = new BigDecimal(magnitude);
            v = exponent >= 0 ? v.multiply(new BigDecimal(BigInteger.ONE.shiftLeft(exponent)))
                    : v.divide(new BigDecimal(BigInteger.ONE.shiftLeft(-exponent)));
            return v.doubleValue();
        }
    }
}
