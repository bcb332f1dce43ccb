package flashr.linalg;

/** {@link Level1} of the Java fallback: {@link JavaLevel1}'s lanes for dot and axpy, the reference's norm and scaling. */
final class LaneLevel1 implements Level1 {
    static final LaneLevel1 INSTANCE = new LaneLevel1();

    private LaneLevel1() {}

    @Override
    public double dot(double[] x, int xo, double[] y, int yo, int n) {
        return JavaLevel1.dot(x, xo, y, yo, n);
    }

    @Override
    public void axpy(double a, double[] x, int xo, double[] y, int yo, int n) {
        if (a != 0) JavaLevel1.axpy(a, x, xo, y, yo, n);
    }

    @Override
    public double nrm2(double[] x, int xo, int n) {
        return ReferenceLevel1.referenceNrm2(x, xo, n);
    }

    @Override
    public void scal(double a, double[] x, int xo, int n) {
        ReferenceLevel1.INSTANCE.scal(a, x, xo, n);
    }
}
