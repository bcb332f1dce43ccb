package flashr.base.matrix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class LinalgBuiltinsTest {
    private final BuiltinCalls b = new BuiltinCalls();

    private RValue matrix(int nrow, double... values) {
        return b.call("matrix", RDouble.of(values), "nrow=", RDouble.of(nrow));
    }

    private static double[] doubles(RValue v) {
        return ((RDouble) v).data();
    }

    @Test
    void vectorInnerProductIsOneByOne() {
        RValue r = b.call("%*%", RInt.of(1, 2, 3), RInt.of(1, 2, 3));
        assertArrayEquals(new int[] {1, 1}, ((RVector) r).dim());
        assertArrayEquals(new double[] {14}, doubles(r));
    }

    @Test
    void matrixTimesVectorTreatsVectorAsColumn() {
        RValue r = b.call("%*%", matrix(2, 1, 2, 3, 4, 5, 6), RInt.of(1, 2, 3));
        assertArrayEquals(new double[] {22, 28}, doubles(r));
        assertEquals("non-conformable arguments",
                assertThrows(RError.class, () -> b.call("%*%", RInt.of(1, 2, 3), RInt.of(1, 2))).getMessage());
    }

    @Test
    void crossprodIsTransposeProduct() {
        RValue r = b.call("crossprod", matrix(2, 1, 2, 3, 4));
        assertArrayEquals(new double[] {5, 11, 11, 25}, doubles(r));
        RValue t = b.call("tcrossprod", matrix(2, 1, 2, 3, 4));
        assertArrayEquals(new double[] {10, 14, 14, 20}, doubles(t));
    }

    @Test
    void solveInvertsAndSolves() {
        RValue a = matrix(2, 2, 1, 1, 3);
        double[] inv = doubles(b.call("solve", a));
        assertArrayEquals(new double[] {0.6, -0.2, -0.2, 0.4}, inv, 1e-15);
        assertArrayEquals(new double[] {0.2, 0.6}, doubles(b.call("solve", a, RDouble.of(1, 2))), 1e-15);
    }

    @Test
    void solveReportsExactSingularity() {
        RError e = assertThrows(RError.class, () -> b.call("solve", matrix(2, 1, 2, 2, 4)));
        assertEquals("Lapack routine dgesv: system is exactly singular: U[2,2] = 0", e.getMessage());
    }

    @Test
    void determinantViaLu() {
        assertArrayEquals(new double[] {-2}, doubles(b.call("det", matrix(2, 1, 2, 3, 4))), 1e-14);
        assertArrayEquals(new double[] {0}, doubles(b.call("det", matrix(2, 1, 2, 2, 4))));
    }

    @Test
    void choleskyIsUpperTriangular() {
        double[] r = doubles(b.call("chol", matrix(2, 4, 2, 2, 3)));
        assertArrayEquals(new double[] {2, 0, 1, Math.sqrt(2)}, r, 1e-15);
        assertEquals("the leading minor of order 2 is not positive definite",
                assertThrows(RError.class, () -> b.call("chol", matrix(2, 1, 2, 2, 1))).getMessage());
    }

    @Test
    void backsolveUpperTriangle() {
        assertArrayEquals(new double[] {1, 2}, doubles(b.call("backsolve", matrix(2, 2, 0, 1, 3), RDouble.of(4, 6))), 1e-15);
    }

    @Test
    void qrFollowsLinpackSigns() {
        RList q = (RList) b.call("qr", matrix(3, 1, 2, 3, 4, 5, 7, 2, 1, 0));
        double[] qr = doubles(q.get(0));
        assertEquals(-3.741657, qr[0], 1e-6);
        assertEquals(3, ((RInt) q.get(1)).get(0));
        assertArrayEquals(new int[] {1, 2, 3}, ((RInt) q.get(3)).data());
    }

    @Test
    void qrDetectsRankDeficiency() {
        RList q = (RList) b.call("qr", matrix(3, 1, 2, 3, 2, 4, 6, 1, 0, 1));
        assertEquals(2, ((RInt) q.get(1)).get(0));
        assertArrayEquals(new int[] {1, 3, 2}, ((RInt) q.get(3)).data());
    }

    @Test
    void symmetricEigenDecreasing() {
        RList e = (RList) b.call("eigen", matrix(2, 2, 1, 1, 2));
        assertArrayEquals(new double[] {3, 1}, doubles(e.get(0)), 1e-14);
        double s = Math.sqrt(0.5);
        assertArrayEquals(new double[] {s, s, -s, s}, doubles(e.get(1)), 1e-15);
    }

    @Test
    void singularValues() {
        RList s = (RList) b.call("svd", matrix(2, 1, 2, 3, 4));
        assertArrayEquals(new double[] {5.4649857, 0.3659662}, doubles(s.get(0)), 1e-7);
    }

    @Test
    void svdSignsFollowDgesdd() {
        RList s = (RList) b.call("svd", matrix(3, 2, 1, 0, 1, 3, 1, 0, 1, 4));
        double[] u = doubles(s.get(1));
        assertEquals(9, u.length);
        double[] d = doubles(s.get(0));
        assertEquals(3, d.length);
        assertTrue(d[0] >= d[1] && d[1] >= d[2]);
        RList one = (RList) b.call("svd", b.call("matrix", RDouble.of(1, 2, 3), "nrow=", RDouble.of(1)));
        assertArrayEquals(new double[] {-1}, doubles(one.get(1)));
    }

    @Test
    void nonSymmetricTwoByTwoEigen() {
        RList e = (RList) b.call("eigen", matrix(2, 4, 1, 2, 3));
        assertArrayEquals(new double[] {5, 2}, doubles(e.get(0)), 1e-14);
        double[] v = doubles(e.get(1));
        assertArrayEquals(new double[] {2 / Math.sqrt(5), 1 / Math.sqrt(5), -Math.sqrt(0.5), Math.sqrt(0.5)}, v, 1e-15);
    }

    @Test
    void norms() {
        RValue m = matrix(2, 1, -2, 3, 4);
        assertArrayEquals(new double[] {7}, doubles(b.call("norm", m)));
        assertArrayEquals(new double[] {6}, doubles(b.call("norm", m, flashr.lang.RString.of("I"))));
        assertArrayEquals(new double[] {4}, doubles(b.call("norm", m, flashr.lang.RString.of("M"))));
        assertArrayEquals(new double[] {Math.sqrt(30)}, doubles(b.call("norm", m, flashr.lang.RString.of("F"))), 1e-15);
    }

    @Test
    void cFormatForConditionNumbers() {
        assertEquals("1.38778e-17", LinalgFormat.g(1.3877787807814457e-17));
        assertEquals("0.0001", LinalgFormat.g(1e-4));
        assertEquals("123457", LinalgFormat.g(123456.7));
        assertEquals("1.23457e+06", LinalgFormat.g(1234567));
    }
}
