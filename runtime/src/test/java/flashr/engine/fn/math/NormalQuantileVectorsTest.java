package flashr.engine.fn.math;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The vector quantiles against the scalar function, bit for bit: uniform p (15% in the tails),
 * p crowded at the branch edges (|p - 0.5| = 0.425, r = 5) and at the extremes of the generator's
 * uniforms, every small length (vector tails), several means and sds.
 */
class NormalQuantileVectorsTest {
    static final double[] EDGES = {0.5, 0.075, 0.925, 0.5 - 0.425, 0.5 + 0.425, Math.nextUp(0.075), Math.nextDown(0.925),
            Math.exp(-25), Math.nextUp(Math.exp(-25)), 1 - Math.exp(-25), 0x1p-54, 1 - 0x1p-54, 0x1.8p-53, Double.MIN_NORMAL, 1e-300};

    @Test
    void vectorQuantilesEqualScalarBitForBit() {
        Random rnd = new Random(5);
        double[][] meanSd = {{0, 1}, {5, 2}, {-1e3, 1e-3}};
        for (int n = 0; n <= 70; n++) {
            for (int round = 0; round < 40; round++) {
                double[] p = new double[n];
                for (int k = 0; k < n; k++) {
                    int kind = rnd.nextInt(4);
                    p[k] = kind == 0 ? EDGES[rnd.nextInt(EDGES.length)]
                         : kind == 1 ? Math.exp(-rnd.nextDouble() * 40)
                         : ((rnd.nextLong() >>> 11) + 0.5) * 0x1p-53;
                }
                double[] ms = meanSd[round % meanSd.length];
                int off = rnd.nextInt(3);
                double[] out = new double[n + off];
                NormalQuantileVectors.quantiles(p, n, ms[0], ms[1], out, off);
                for (int k = 0; k < n; k++) {
                    double want = ms[0] + ms[1] * NormalQuantile.standard(p[k]);
                    assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(out[off + k]), "p = " + p[k]);
                }
            }
        }
    }

    @Test
    void standardQuantilesAtKnownPoints() {
        // R: sprintf("%a", qnorm(c(0.5, 0.975, 0.025, 1e-10, 1 - 2^-53, 2^-54)))
        double[] p = {0.5, 0.975, 0.025, 1e-10, 1 - 0x1p-53, 0x1p-54};
        double[] r = {0.0, 0x1.f5c0331eeff82p+0, -0x1.f5c0331eeff83p+0, -0x1.97203597a2154p+2, 0x1.06b48528cea51p+3, -0x1.095b059d67c4cp+3};
        for (int k = 0; k < p.length; k++) assertEquals(r[k], NormalQuantile.standard(p[k]), 0, "qnorm(" + p[k] + ")");
    }
}
