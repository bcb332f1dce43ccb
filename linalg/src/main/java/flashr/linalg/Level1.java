package flashr.linalg;

/**
 * The level-1 BLAS routines of LINPACK's loops (R's dqrdc2 and dqrsl: a norm, a scaling, then a
 * dot and an axpy per column), on Java arrays at offsets with unit stride. GNU R calls its BLAS's
 * for these, so their rounding is the BLAS's: {@link #reference()} sums in the reference BLAS's
 * order (R's bits with its reference BLAS), {@link #lanes()} is the Java fallback's, and a native
 * backend's calls the library's own routines (R's bits when R is linked to the same OpenBLAS).
 */
public interface Level1 {
    /** The sum of x[xo + i] * y[yo + i] for i below n. */
    double dot(double[] x, int xo, double[] y, int yo, int n);

    /** y[yo + i] += a * x[xo + i] for i below n; the two ranges may lie in one array, not overlapping. */
    void axpy(double a, double[] x, int xo, double[] y, int yo, int n);

    /** The Euclidean norm of x[xo], ..., x[xo + n - 1]. */
    double nrm2(double[] x, int xo, int n);

    /** x[xo + i] = a * x[xo + i] for i below n. */
    void scal(double a, double[] x, int xo, int n);

    /** The reference BLAS's order: sequential sums, each element rounded as the scalar loop does. */
    static Level1 reference() {
        return ReferenceLevel1.INSTANCE;
    }

    /** The Java fallback's: {@link JavaLevel1}'s dot in vector lanes, the reference's norm and scaling. */
    static Level1 lanes() {
        return LaneLevel1.INSTANCE;
    }
}
