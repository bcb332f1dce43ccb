package flashr.base.complex;

import flashr.lang.RComplex;
import flashr.lang.RError;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.numeric.SingletonFft;

/**
 * R's {@code fft} and {@code mvfft} (stats' fourier.c): the unnormalized discrete Fourier
 * transform (exp(-2 pi i jk/n), or +i with {@code inverse = TRUE}) of a vector, over every
 * dimension of an array, or of each column of a matrix, by R's own mixed-radix code
 * ({@link SingletonFft}) so that the values are R's to the last bit. Non-finite values go
 * through the arithmetic as in R; all attributes are kept.
 */
final class Fft {
    private Fft() {}

    /** fft(z, inverse): {@code inverse} as R's asLogical (NA is forward). */
    static RComplex fft(RValue x, boolean inverse) {
        RVector v = numeric(x);
        double[] buf = interleaved(v);
        int[] dim = v.dim();
        if (v.length() > 1) {
            if (dim == null) { // a series
                int n = v.length();
                factor(n).transform(buf, 1, n, 1, inverse);
            } else { // an array: along each dimension in turn
                for (int d : dim) {
                    if (d > 1) factor(d);
                }
                int nseg = v.length(), n = 1, nspn = 1;
                for (int d : dim) {
                    if (d > 1) {
                        nspn *= n;
                        n = d;
                        nseg /= n;
                        factor(n).transform(buf, nseg, n, nspn, inverse);
                    }
                }
            }
        }
        return result(v, buf);
    }

    /** mvfft(x, inverse): the transform of each column of a matrix. */
    static RComplex mvfft(RValue x, boolean inverse) {
        int[] dim = x instanceof RVector vec ? vec.dim() : null;
        if (dim == null || dim.length != 2) throw new RError("vector-valued (multivariate) series required");
        RVector v = numeric(x);
        double[] buf = interleaved(v);
        int n = dim[0], p = dim[1];
        if (n > 1) {
            factor(n);
            double[] col = new double[2 * n + 1];
            for (int c = 0; c < p; c++) {
                System.arraycopy(buf, 1 + 2 * c * n, col, 1, 2 * n);
                factor(n).transform(col, 1, n, 1, inverse);
                System.arraycopy(col, 1, buf, 1 + 2 * c * n, 2 * n);
            }
        }
        return result(v, buf);
    }

    private static RVector numeric(RValue x) {
        if (x instanceof RVector v && (v.type().isNumeric() || v.type() == RType.COMPLEX)) return v;
        throw new RError("non-numeric argument");
    }

    private static SingletonFft factor(int n) {
        SingletonFft f = SingletonFft.factor(n);
        if (f == null) throw new RError("fft factorization error");
        return f;
    }

    /**
     * R's complex layout (real, imaginary, ...) behind one unused slot: element j at 2j + 1. Doubles
     * convert as C's coerceVector converts them: an imaginary part of 0 even for NA (whose
     * imaginary part then stays 0 through the sums), where integer and logical NA are NA in both.
     */
    private static double[] interleaved(RVector v) {
        int n = v.length();
        double[] buf = new double[2 * n + 1];
        if (v.type() == RType.DOUBLE) {
            for (int i = 0; i < n; i++) buf[2 * i + 1] = v.getDouble(i);
            return buf;
        }
        RComplex z = RComplex.from(v);
        for (int i = 0; i < n; i++) {
            buf[2 * i + 1] = z.re(i);
            buf[2 * i + 2] = z.im(i);
        }
        return buf;
    }

    private static RComplex result(RVector x, double[] buf) {
        int n = (buf.length - 1) / 2;
        double[] re = new double[n], im = new double[n];
        for (int i = 0; i < n; i++) {
            re[i] = buf[2 * i + 1];
            im[i] = buf[2 * i + 2];
        }
        RComplex r = new RComplex(re, im);
        if (x.hasAttributes()) r.setAttributes(x.attributes());
        return r;
    }
}
