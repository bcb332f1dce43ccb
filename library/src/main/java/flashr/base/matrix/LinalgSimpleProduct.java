package flashr.base.matrix;

import flashr.linalg.SimpleProducts;

/**
 * R's simple_matprod, simple_crossprod and simple_tcrossprod: the plain triple loop that R's
 * default matprod uses when an operand has NaN, NA or infinite values (whatever BLAS R has), so
 * that NA and NaN come out where R puts them ({@link SimpleProducts}: each sum in R's order, NaN
 * payloads as R's compiled C propagates them).
 */
final class LinalgSimpleProduct {
    private LinalgSimpleProduct() {}

    /**
     * op(A) op(B) for column-major A (ra x ca) and B (n columns of op(B)), in R's loop order, every
     * element on its own (so crossprod(x) need not be symmetric in its NA and NaN payloads, as in R).
     */
    static double[] multiply(double[] a, int ra, int ca, boolean ta, double[] b, int n, boolean tb) {
        int m = ta ? ca : ra;
        int k = ta ? ra : ca;
        int rb = tb ? n : k;
        double[] c = new double[m * n];
        SimpleProducts.gemm(ta, tb, m, n, k, a, 0, Math.max(1, ra), b, 0, Math.max(1, rb), c, 0, Math.max(1, m), false);
        return c;
    }
}
