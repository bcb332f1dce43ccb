package flashr.engine.fn;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The row dots of a tall-by-small product (one column, and four at once) against the sequential
 * loop R's reference BLAS runs (a sum from zero in column order, no fused multiply-add), bit for
 * bit: every row count up to 100 (the vector loops' four-, one-vector and scalar tails), 1 to 9
 * columns, NaN, Inf and -0 among the values.
 */
class RowDotsTest {
    @Test
    void rowDotsMatchTheSequentialLoopBitForBit() {
        Random rnd = new Random(3);
        double[] special = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0};
        for (int len = 0; len <= 100; len++) {
            int p = 1 + rnd.nextInt(9), rowsB = p + 2, bo = 1;
            double[] x = new double[len * p], b = new double[rowsB * 4 + 1];
            for (int i = 0; i < x.length; i++) x[i] = rnd.nextInt(30) == 0 ? special[rnd.nextInt(4)] : rnd.nextGaussian() * 1e3;
            for (int i = 0; i < b.length; i++) b[i] = rnd.nextInt(30) == 0 ? special[rnd.nextInt(4)] : rnd.nextGaussian();
            double[] one = new double[len + 3], four = new double[4 * len + 3], dist = new double[len + 3];
            VectorLoops.rowDots(x, len, p, b, bo, one, 3);
            VectorLoops.rowSquaredDistances(x, len, p, b, bo, dist, 3);
            VectorLoops.rowDots4(x, len, p, b, bo, rowsB, four, 3);
            for (int r = 0; r < len; r++) {
                double s = 0, d = 0;
                for (int t = 0; t < p; t++) { s += x[t * len + r] * b[bo + t]; double e = x[t * len + r] - b[bo + t]; d += e * e; }
                assertEquals(Double.doubleToLongBits(s), Double.doubleToLongBits(one[3 + r]), "rowDots, len " + len + ", row " + r);
                assertEquals(Double.doubleToLongBits(d), Double.doubleToLongBits(dist[3 + r]), "distances, len " + len + ", row " + r);
                for (int j = 0; j < 4; j++) {
                    double sj = 0;
                    for (int t = 0; t < p; t++) sj += x[t * len + r] * b[bo + j * rowsB + t];
                    assertEquals(Double.doubleToLongBits(sj), Double.doubleToLongBits(four[3 + j * len + r]), "rowDots4, len " + len + ", column " + j);
                }
            }
        }
    }
}
