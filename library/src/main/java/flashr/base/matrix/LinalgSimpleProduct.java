package flashr.base.matrix;

/**
 * R's simple_matprod, simple_crossprod and simple_tcrossprod: the plain triple loop that R's
 * default matprod uses when an operand has NaN, NA or infinite values (whatever BLAS R has), so
 * that NA and NaN come out where R puts them. Each sum runs in R's order, and NaN payloads
 * propagate as the x86 instructions R's C compiles to do: a product keeps its first NaN operand,
 * a sum its running total's NaN before the product's (Java's own operators may commute them).
 */
final class LinalgSimpleProduct {
    private LinalgSimpleProduct() {}

    private static double mul(double x, double y) {
        if (Double.isNaN(x)) return x;
        if (Double.isNaN(y)) return y;
        return x * y;
    }

    private static double add(double sum, double p) {
        if (Double.isNaN(sum)) return sum;
        if (Double.isNaN(p)) return p;
        return sum + p;
    }

    /**
     * op(A) op(B) for column-major A (ra x ca) and B (n columns of op(B)), in R's loop order, every
     * element on its own (so crossprod(x) need not be symmetric in its NA and NaN payloads, as in R).
     */
    static double[] multiply(double[] a, int ra, int ca, boolean ta, double[] b, int n, boolean tb) {
        int m = ta ? ca : ra;
        int k = ta ? ra : ca;
        int rb = tb ? n : k;
        double[] c = new double[m * n];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                double sum = 0;
                for (int l = 0; l < k; l++) {
                    double x = ta ? a[l + i * ra] : a[i + l * ra];
                    double y = tb ? b[j + l * rb] : b[l + j * rb];
                    sum = add(sum, mul(x, y));
                }
                c[i + j * m] = sum;
            }
        }
        return c;
    }
}
