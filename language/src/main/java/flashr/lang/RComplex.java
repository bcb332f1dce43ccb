package flashr.lang;

import java.util.Arrays;

/**
 * A complex vector, each element a pair of doubles (real and imaginary parts). NA_complex_ has
 * both parts NA_real_; an element is NA (for {@code is.na}) when either part is NaN, as in R.
 */
public final class RComplex extends RVector {
    private final double[] re;
    private final double[] im;

    public RComplex(double[] re, double[] im) {
        if (re.length != im.length) throw new IllegalArgumentException("parts of different lengths");
        this.re = re;
        this.im = im;
        VectorHeapTrigger.allocated(16L * re.length);
    }

    public static RComplex of(double re, double im) {
        return new RComplex(new double[] {re}, new double[] {im});
    }

    /** NA_complex_. */
    public static RComplex na() {
        return of(RDouble.NA, RDouble.NA);
    }

    /** The real parts: callers may write only while the vector is unshared. */
    public double[] re() {
        return re;
    }

    /** The imaginary parts: callers may write only while the vector is unshared. */
    public double[] im() {
        return im;
    }

    public double re(int i) {
        return re[i];
    }

    public double im(int i) {
        return im[i];
    }

    public void set(int i, double r, double m) {
        re[i] = r;
        im[i] = m;
    }

    /**
     * {@code v} as complex (R's {@code as.complex} without attributes): numbers get a zero
     * imaginary part, NA_real_ and NaN too (R 4.2's ComplexFromReal: {@code Im(as.complex(NA_real_))}
     * is 0); NA of other types becomes NA_complex_; strings are parsed as R reads them.
     */
    public static RComplex from(RVector v) {
        if (v instanceof RComplex c) return new RComplex(c.re.clone(), c.im.clone());
        int n = v.length();
        double[] r = new double[n], m = new double[n];
        for (int i = 0; i < n; i++) {
            if (v instanceof RString s) {
                double[] z = ComplexText.parse(s.get(i));
                r[i] = z[0];
                m[i] = z[1];
            } else if (v.isNA(i) && !(v instanceof RDouble)) {
                r[i] = RDouble.NA;
                m[i] = RDouble.NA;
            } else {
                r[i] = v.getDouble(i);
            }
        }
        return new RComplex(r, m);
    }

    @Override
    public RType type() {
        return RType.COMPLEX;
    }

    @Override
    public int length() {
        return re.length;
    }

    @Override
    public RVector allocate(int n) {
        double[] r = new double[n], m = new double[n];
        Arrays.fill(r, RDouble.NA);
        Arrays.fill(m, RDouble.NA);
        return new RComplex(r, m);
    }

    @Override
    public void copyElement(int from, RVector dst, int to) {
        RComplex d = (RComplex) dst;
        d.re[to] = re[from];
        d.im[to] = im[from];
    }

    @Override
    public void setNA(int i) {
        re[i] = RDouble.NA;
        im[i] = RDouble.NA;
    }

    @Override
    public boolean isNA(int i) {
        return Double.isNaN(re[i]) || Double.isNaN(im[i]);
    }

    /** The real part (R warns that imaginary parts are discarded; callers that must, do). */
    @Override
    public double getDouble(int i) {
        return isNA(i) && (RDouble.isNAValue(re[i]) || RDouble.isNAValue(im[i])) ? RDouble.NA : re[i];
    }

    @Override
    public int getInt(int i) {
        double d = getDouble(i);
        if (Double.isNaN(d) || d >= 2147483648.0 || d <= -2147483649.0) return RInt.NA;
        return (int) d;
    }

    @Override
    public int getLogical(int i) {
        return isNA(i) ? RLogical.NA : re[i] != 0 || im[i] != 0 ? 1 : 0;
    }

    @Override
    public String getString(int i) {
        if (RDouble.isNAValue(re[i]) || RDouble.isNAValue(im[i])) return null;
        return flashr.format.ComplexFormat.asCharacter(re[i], im[i]);
    }

    @Override
    public RValue getElement(int i) {
        return of(re[i], im[i]);
    }
}
