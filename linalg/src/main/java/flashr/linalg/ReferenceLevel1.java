package flashr.linalg;

/** {@link Level1} in the reference BLAS's order (exact mode's bits: GNU R's with its reference BLAS). */
final class ReferenceLevel1 implements Level1 {
    static final ReferenceLevel1 INSTANCE = new ReferenceLevel1();

    private ReferenceLevel1() {}

    @Override
    public double dot(double[] x, int xo, double[] y, int yo, int n) {
        return sequentialDot(x, xo, y, yo, n);
    }

    @Override
    public void axpy(double a, double[] x, int xo, double[] y, int yo, int n) {
        if (a == 0) return;   // as daxpy: y stays as it is (NaN or Inf in x included)
        for (int i = 0; i < n; i++) y[yo + i] = y[yo + i] + a * x[xo + i];
    }

    @Override
    public double nrm2(double[] x, int xo, int n) {
        return referenceNrm2(x, xo, n);
    }

    @Override
    public void scal(double a, double[] x, int xo, int n) {
        for (int i = 0; i < n; i++) x[xo + i] = a * x[xo + i];
    }

    /** The reference ddot: one sequential sum (its unrolling by 5 adds left to right, the same order). */
    public static double sequentialDot(double[] x, int xo, double[] y, int yo, int n) {
        double s = 0;
        for (int i = 0; i < n; i++) s += x[xo + i] * y[yo + i];
        return s;
    }

    /**
     * Reference BLAS dnrm2 (3.10+, Blue's scaled sums): values of ordinary magnitude add their
     * squares sequentially; very small and very large ones are scaled into range first.
     */
    public static double referenceNrm2(double[] x, int off, int len) {
        if (len <= 0) return 0;
        double tsml = 1.4916681462400413e-154;
        double tbig = 1.997919072202235e146;
        double ssml = 4.4989137945431964e161;
        double sbig = 1.1113793747425387e-162;
        double asml = 0;
        double amed = 0;
        double abig = 0;
        boolean notbig = true;
        for (int i = 0; i < len; i++) {
            double ax = Math.abs(x[off + i]);
            if (ax > tbig) {
                abig += (ax * sbig) * (ax * sbig);
                notbig = false;
            } else if (ax < tsml) {
                if (notbig) asml += (ax * ssml) * (ax * ssml);
            } else {
                amed += ax * ax;
            }
        }
        if (abig > 0) {
            if (amed > 0 || Double.isNaN(amed)) abig += (amed * sbig) * sbig;
            return Math.sqrt(abig) / sbig;
        }
        if (asml > 0) {
            if (amed > 0 || Double.isNaN(amed)) {
                double ymed = Math.sqrt(amed);
                double ysml = Math.sqrt(asml) / ssml;
                double ymin = Math.min(ymed, ysml);
                double ymax = Math.max(ymed, ysml);
                return ymax * Math.sqrt(1 + (ymin / ymax) * (ymin / ymax));
            }
            return Math.sqrt(asml) / ssml;
        }
        return Math.sqrt(amed);
    }
}
