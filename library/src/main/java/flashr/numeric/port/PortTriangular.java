package flashr.numeric.port;

/**
 * Products and solves with a lower triangular L stored compactly by rows (L(1,1), L(2,1), L(2,2),
 * ...), as PORT keeps the Cholesky factor of its Hessian approximation: dl7ivm (x = L⁻¹ y), dl7itv
 * (x = L⁻ᵀ y), dl7tvm (x = Lᵀ y) and dl7vml (x = L y). Vectors are (array, base) as in
 * {@link PortVectors}.
 */
final class PortTriangular {
    private PortTriangular() {}

    /** x = L⁻¹ y (dl7ivm). */
    static void solve(int n, double[] x, int xb, double[] l, int lb, double[] y, int yb) {
        int k = 1;
        while (k <= n && y[yb + k] == 0) {
            x[xb + k] = 0;
            k++;
        }
        if (k > n) return;
        int j = k * (k + 1) / 2;
        x[xb + k] = y[yb + k] / l[lb + j];
        for (int i = k + 1; i <= n; i++) {
            double t = PortVectors.dot(i - 1, l, lb + j, x, xb);
            j += i;
            x[xb + i] = (y[yb + i] - t) / l[lb + j];
        }
    }

    /** x = L⁻ᵀ y (dl7itv); x and y may be the same vector. */
    static void solveTransposed(int n, double[] x, int xb, double[] l, int lb, double[] y, int yb) {
        for (int i = 1; i <= n; i++) x[xb + i] = y[yb + i];
        int i0 = n * (n + 1) / 2;
        for (int ii = 1; ii <= n; ii++) {
            int i = n + 1 - ii;
            double xi = x[xb + i] / l[lb + i0];
            x[xb + i] = xi;
            if (i <= 1) return;
            i0 -= i;
            if (xi == 0) continue;
            for (int j = 1; j <= i - 1; j++) x[xb + j] -= xi * l[lb + i0 + j];
        }
    }

    /** x = Lᵀ y (dl7tvm); x and y may be the same vector. */
    static void timesTransposed(int n, double[] x, int xb, double[] l, int lb, double[] y, int yb) {
        int i0 = 0;
        for (int i = 1; i <= n; i++) {
            double yi = y[yb + i];
            x[xb + i] = 0;
            for (int j = 1; j <= i; j++) x[xb + j] += yi * l[lb + i0 + j];
            i0 += i;
        }
    }

    /**
     * dl7tvm(n, x, l, x) as R's build computes it: gfortran, free to assume that arguments do not
     * alias, stores x(i) = 0 before it loads y(i), so with x and y the same vector each y(i) is read
     * as 0. drmngb makes this call, and R's iterates follow from its result.
     */
    static void timesTransposedInPlace(int n, double[] x, int xb, double[] l, int lb) {
        int i0 = 0;
        for (int i = 1; i <= n; i++) {
            x[xb + i] = 0;
            double yi = x[xb + i];
            for (int j = 1; j <= i; j++) x[xb + j] += yi * l[lb + i0 + j];
            i0 += i;
        }
    }

    /** x = L y (dl7vml); x and y may be the same vector. */
    static void times(int n, double[] x, int xb, double[] l, int lb, double[] y, int yb) {
        int i0 = n * (n + 1) / 2;
        for (int ii = 1; ii <= n; ii++) {
            int i = n + 1 - ii;
            i0 -= i;
            double t = 0;
            for (int j = 1; j <= i; j++) t += l[lb + i0 + j] * y[yb + j];
            x[xb + i] = t;
        }
    }
}
