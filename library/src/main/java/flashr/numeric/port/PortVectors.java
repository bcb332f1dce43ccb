package flashr.numeric.port;

/**
 * PORT's vector helpers (dd7tpr, dv2nrm, dv2axy, dv7cpy, dv7scp, dv7vmp, drldst). A vector is an
 * array and a base: its element i (1-based) is {@code a[b + i]}, so a section V(K) of the work array
 * v is {@code (v, K - 1)} as Fortran passes it.
 */
final class PortVectors {
    private PortVectors() {}

    /** The dot product of x and y (R's dd7tpr through ddot, summed in order). */
    static double dot(int n, double[] x, int xb, double[] y, int yb) {
        double s = 0;
        for (int i = 1; i <= n; i++) s += x[xb + i] * y[yb + i];
        return s;
    }

    /**
     * The 2-norm of x (dv2nrm through dnrm2). R's OpenBLAS sums the squares in x87 extended
     * precision and rounds the root once, so the root here is of the sum of squares kept in
     * double-double and rounded once; the scale keeps the squares in range.
     */
    static double norm2(int n, double[] x, int xb) {
        double scale = 0;
        for (int i = 1; i <= n; i++) scale = Math.max(scale, Math.abs(x[xb + i]));
        if (scale == 0 || Double.isNaN(scale) || Double.isInfinite(scale)) return scale == 0 ? 0 : Math.abs(scale);
        // a power of two, so scaling is exact
        double s = scale > 1e150 || scale < 1e-150 ? Math.scalb(1.0, -Math.getExponent(scale)) : 1;
        double hi = 0, lo = 0;
        for (int i = 1; i <= n; i++) {
            double xi = x[xb + i] * s;
            double p = xi * xi;
            double pe = Math.fma(xi, xi, -p);
            double sum = hi + p;
            double bv = sum - hi;
            lo += (hi - (sum - bv)) + (p - bv) + pe;
            hi = sum;
        }
        double sum = hi + lo;
        lo -= sum - hi;
        hi = sum;
        double r = Math.sqrt(hi);
        double residual = Math.fma(-r, r, hi) + lo;
        return (r + residual / (2 * r)) / s;
    }

    /** w = a x + y (dv2axy). */
    static void axpy(int n, double[] w, int wb, double a, double[] x, int xb, double[] y, int yb) {
        for (int i = 1; i <= n; i++) w[wb + i] = a * x[xb + i] + y[yb + i];
    }

    /** dest = src (dv7cpy; the sections may overlap). */
    static void copy(int n, double[] dest, int db, double[] src, int sb) {
        if (n > 0) System.arraycopy(src, sb + 1, dest, db + 1, n);
    }

    /** dest = c (dv7scp). */
    static void fill(int n, double[] dest, int db, double c) {
        for (int i = 1; i <= n; i++) dest[db + i] = c;
    }

    /** x = y * z elementwise, or y / z when k &lt; 0 (dv7vmp). */
    static void multiply(int n, double[] x, int xb, double[] y, int yb, double[] z, int zb, int k) {
        if (k < 0) for (int i = 1; i <= n; i++) x[xb + i] = y[yb + i] / z[zb + i];
        else for (int i = 1; i <= n; i++) x[xb + i] = y[yb + i] * z[zb + i];
    }

    /** The relative distance between x and x0 in the scale d (drldst). */
    static double relativeDistance(int p, double[] d, int db, double[] x, int xb, double[] x0, int x0b) {
        double emax = 0, xmax = 0;
        for (int i = 1; i <= p; i++) {
            double t = Math.abs(d[db + i] * (x[xb + i] - x0[x0b + i]));
            if (emax < t) emax = t;
            t = d[db + i] * (Math.abs(x[xb + i]) + Math.abs(x0[x0b + i]));
            if (xmax < t) xmax = t;
        }
        return xmax > 0 ? emax / xmax : 0;
    }
}
