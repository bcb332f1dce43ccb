package flashr.numeric.port;

/**
 * dq7rsh: the upper triangular R (packed by columns, which is PORT's lower triangular L packed by
 * rows) after its k-th column is moved to the end, restored to triangular form by 2x2 Householder
 * reflections (dh2rfg makes one, dh2rfa applies it), and optionally the same reflections applied
 * to qtr. Vectors are (array, base) as in {@link PortVectors}.
 */
final class PortCholeskyShift {
    private PortCholeskyShift() {}

    static void shift(int k, int p, boolean havqtr, double[] qtr, int qb, double[] r, int rb, double[] w, int wb) {
        if (k >= p) return;
        int km1 = k - 1;
        int k1 = k * km1 / 2;
        PortVectors.copy(k, w, wb, r, rb + k1);
        double wj = w[wb + k];
        int pm1 = p - 1;
        int j1 = k1 + km1;
        double[] xyz = new double[3];
        for (int j = k; j <= pm1; j++) {
            int jm1 = j - 1, jp1 = j + 1;
            if (jm1 > 0) PortVectors.copy(jm1, r, rb + k1, r, rb + j1 + 1);
            j1 += jp1;
            k1 += j;
            double a = r[rb + j1], b = r[rb + j1 + 1];
            if (b == 0) {
                r[rb + k1] = a;
                xyz[0] = 0;
                xyz[2] = 0;
            } else {
                r[rb + k1] = reflection(a, b, xyz);
                if (j != pm1) {
                    int i1 = j1;
                    for (int i = jp1; i <= pm1; i++) {
                        i1 += i;
                        apply(r, rb + i1, rb + i1 + 1, xyz);
                    }
                }
                if (havqtr) apply(qtr, qb + j, qb + jp1, xyz);
            }
            double t = xyz[0] * wj;
            w[wb + j] = wj + t;
            wj = t * xyz[2];
        }
        w[wb + p] = wj;
        PortVectors.copy(p, r, rb + k1, w, wb);
    }

    /** dh2rfg: the reflection (x, y, z) = xyz that zeroes b against a; returns the new a. */
    private static double reflection(double a, double b, double[] xyz) {
        if (b == 0) {
            xyz[0] = xyz[1] = xyz[2] = 0;
            return a;
        }
        double t = Math.abs(a) + Math.abs(b);
        double a1 = a / t, b1 = b / t;
        double c = Math.sqrt(a1 * a1 + b1 * b1);
        if (a1 > 0) c = -c;
        a1 -= c;
        xyz[2] = b1 / a1;
        xyz[0] = a1 / c;
        xyz[1] = b1 / c;
        return t * c;
    }

    /** dh2rfa with n = 1: applies the reflection to the pair at a[ia], a[ib]. */
    private static void apply(double[] a, int ia, int ib, double[] xyz) {
        double t = a[ia] * xyz[0] + a[ib] * xyz[1];
        a[ia] = a[ia] + t;
        a[ib] = a[ib] + t * xyz[2];
    }
}
