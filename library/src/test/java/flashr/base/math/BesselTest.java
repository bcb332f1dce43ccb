package flashr.base.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The Bessel kernels checked against identities that tie independently computed values
 * together (Wronskians, the three-term recurrence, closed forms at half-integer orders), at
 * random x and orders across every branch of Cody's routines (series, Temme, continued fractions, asymptotic).
 */
class BesselTest {
    private final List<String> warnings = new ArrayList<>();
    private final Consumer<String> warn = warnings::add;

    private static void close(double expected, double actual, double tol, String what) {
        assertTrue(Math.abs(expected - actual) <= tol * Math.abs(expected), what + ": expected " + expected + " got " + actual);
    }

    @Test
    void wronskiansHoldAtRandomArguments() {
        Random rnd = new Random(42);
        for (int t = 0; t < 3000; t++) {
            double x = Math.exp(rnd.nextDouble() * 10 - 4);   // 0.018 .. 403
            double nu = rnd.nextDouble() * 12;
            String at = "x=" + x + " nu=" + nu;
            double j0 = Bessel.j(x, nu, warn), j1 = Bessel.j(x, nu + 1, warn);
            double y0 = Bessel.y(x, nu, warn), y1 = Bessel.y(x, nu + 1, warn);
            if (Double.isFinite(y1) && Math.abs(y1) < 1e250) {
                close(2 / (Math.PI * x), j1 * y0 - j0 * y1, 1e-11, "J/Y Wronskian " + at);
            }
            double i0 = Bessel.i(x, nu, true, warn), i1 = Bessel.i(x, nu + 1, true, warn);
            double k0 = Bessel.k(x, nu, true, warn), k1 = Bessel.k(x, nu + 1, true, warn);
            if (Double.isFinite(k1) && k1 < 1e250 && i0 > 1e-250) {
                close(1 / x, i0 * k1 + i1 * k0, 1e-11, "I/K Wronskian " + at);
            }
        }
        assertTrue(warnings.isEmpty(), warnings.toString());
    }

    @Test
    void halfIntegerOrdersMatchClosedForms() {
        for (double x : new double[] {1e-8, 0.01, 0.7, 1.99, 2, 7.5, 24.9, 25.1, 60, 3000}) {
            double a = Math.sqrt(2 / (Math.PI * x));
            close(a * Math.sin(x), Bessel.j(x, 0.5, warn), 1e-13, "J_1/2(" + x + ")");
            close(-a * Math.cos(x), Bessel.y(x, 0.5, warn), 1e-13, "Y_1/2(" + x + ")");
            close(a * Math.cos(x), Bessel.j(x, -0.5, warn), 1e-13, "J_-1/2(" + x + ")");
            close(Math.sqrt(Math.PI / (2 * x)), Bessel.k(x, 0.5, true, warn), 1e-13, "K_1/2(" + x + ")");
            if (x < 700) close(a * Math.sinh(x), Bessel.i(x, 0.5, false, warn), 1e-13, "I_1/2(" + x + ")");
        }
    }

    @Test
    void recurrenceLinksNeighbouringOrders() {
        Random rnd = new Random(7);
        for (int t = 0; t < 500; t++) {
            double x = 0.5 + rnd.nextDouble() * 80, nu = rnd.nextDouble() * 5;
            double k = Bessel.k(x, nu + 2, true, warn);
            close(k, Bessel.k(x, nu, true, warn) + 2 * (nu + 1) / x * Bessel.k(x, nu + 1, true, warn), 1e-12, "K recurrence x=" + x);
        }
    }

    @Test
    void negativeXWarnsAndNegativeOrdersReflect() {
        assertTrue(Double.isNaN(Bessel.j(-1, 0, warn)));
        assertEquals(List.of("value out of range in 'bessel_j'"), warnings);
        assertEquals(Bessel.k(1.3, 2.2, false, warn), Bessel.k(1.3, -2.2, false, warn));
        close(Bessel.j(3, 2, warn), Bessel.j(3, -2, warn), 1e-15, "J_-2 = J_2");
    }

    @Test
    void besselIIsRsToTheLastBit() {
        // GNU R 4.2.2: sprintf("%a", besselI(...)), its I_bessel (Cody's) with gamma_cody
        double[][] cases = {
            {0.3, 1.37, 0}, {2.5, 1.37, 0}, {17, 1.37, 0}, {1e-5, 0, 0}, {700, 0, 0}, {1500, 2.5, 1}, {5, 120, 0}, {3e-5, 3.3, 0}};
        String[] r = {"0x1.f8a261d5bf933p-5", "0x1.0540f3c13d503p+1", "0x1.0f91ef30d1475p+21", "0x1.000000001b7cep+0",
            "0x1.c8cdeeadb5defp+1003", "0x1.50db601788d9cp-7", "0x1.2aa12b317edcdp-502", "0x1.f629f3c561556p-57"};
        for (int k = 0; k < cases.length; k++) {
            double got = Bessel.i(cases[k][0], cases[k][1], cases[k][2] == 1, warn);
            assertEquals(Double.parseDouble(r[k]), got, 0, "besselI(" + cases[k][0] + ", " + cases[k][1] + ")");
        }
        assertEquals(List.of(), warnings);
    }

    @Test
    void besselJYKAreRsToTheLastBit() {
        // GNU R 4.2.2: sprintf("%a", ...) of its J_bessel, Y_bessel, K_bessel (Cody's) across their branches
        assertEquals(Double.parseDouble("0x1.ef249b53f6da1p-5"), Bessel.j(0.3, 1.37, warn), 0);
        assertEquals(Double.parseDouble("0x1.c7f1e4291034ap-4"), Bessel.j(30, 2.2, warn), 0);
        assertEquals(Double.parseDouble("0x1.ea28efc81d462p-90"), Bessel.j(7, 40.5, warn), 0);
        assertEquals(Double.parseDouble("-0x1.196c0165a74ebp-1"), Bessel.j(2, -1.3, warn), 0);
        assertEquals(Double.parseDouble("-0x1.0092ad1cc24b2p+2"), Bessel.y(0.3, 1.37, warn), 0);
        assertEquals(Double.parseDouble("0x1.f1e50789d9609p-3"), Bessel.y(10, 0.7, warn), 0);
        assertEquals(Double.parseDouble("0x1.8022c1c36321p-6"), Bessel.y(100, 3, warn), 0);
        assertEquals(Double.parseDouble("-0x1.0e706d856eedp-2"), Bessel.y(2, -1.3, warn), 0);
        assertEquals(Double.parseDouble("0x1.6dd77fb8639dbp+2"), Bessel.k(0.3, 1.37, false, warn), 0);
        assertEquals(Double.parseDouble("0x1.31952f7340b13p-5"), Bessel.k(3, 0.7, false, warn), 0);
        assertEquals(Double.parseDouble("0x1.8886e8db66bbap-1"), Bessel.k(50, 12.2, true, warn), 0);
        assertEquals(List.of(), warnings);
    }
}
