package flashr.engine.fn.math;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The C library's hypot: R's Mod (cabs) bit for bit, special values as C's. */
class HypotTest {
    @Test
    void matchesRsMod() {
        // GNU R 4.2.2: sprintf("%a", Mod(complex(real = re, imaginary = im)))
        double[] re = {0.1, 1.3, 7.25, 1e-300, 3, 1, 1e-310, 1e308, 2.19, 4.51, 0.08};
        double[] im = {0.7, -2.9, 1e-3, 3e-300, 4, 1, 3e-310, 1e308, 9.2, 3.55, 5.74};
        String[] r = {"0x1.6a09e667f3bccp-1", "0x1.96ca554687c89p+1", "0x1.d000004a0d18dp+2", "0x1.0f1297202ba7fp-995",
            "0x1.4p+2", "0x1.6a09e667f3bcdp+0", "0x0.03a365ff2ea11p-1022", "0x1.92c80954c51f5p+1023",
            "0x1.2ea0492c190d2p+3", "0x1.6f55061a6d655p+2", "0x1.6f654b2268438p+2"};
        int javaDiffers = 0;
        for (int k = 0; k < re.length; k++) {
            assertEquals(Double.parseDouble(r[k]), Hypot.hypot(re[k], im[k]), 0, "Mod(" + re[k] + ", " + im[k] + ")");
            if (Math.hypot(re[k], im[k]) != Double.parseDouble(r[k])) javaDiffers++;
        }
        // the reason for Hypot: Math.hypot gives the last three an ulp off R's
        assertEquals(3, javaDiffers);
    }

    @Test
    void specialValues() {
        double na = Double.longBitsToDouble(0x7ff00000000007a2L);
        assertEquals(Double.POSITIVE_INFINITY, Hypot.hypot(Double.NEGATIVE_INFINITY, na), 0);
        assertEquals(Double.POSITIVE_INFINITY, Hypot.hypot(na, Double.POSITIVE_INFINITY), 0);
        // C's NA + 1: the payload kept (quieted), so R still reads NA
        assertEquals(0x7ff80000000007a2L, Double.doubleToRawLongBits(Hypot.hypot(na, 1)), "NA stays NA");
        assertEquals(0.0, Hypot.hypot(-0.0, 0.0), 0);
        assertEquals(Double.MIN_VALUE, Hypot.hypot(-Double.MIN_VALUE, 0), 0);
        assertEquals(Double.POSITIVE_INFINITY, Hypot.hypot(Double.MAX_VALUE, Double.MAX_VALUE), 0);
    }
}
