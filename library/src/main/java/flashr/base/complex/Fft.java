package flashr.base.complex;

import flashr.lang.RComplex;
import flashr.lang.RError;
import flashr.lang.RVector;

/**
 * R's {@code fft} and {@code mvfft}: the unnormalized discrete Fourier transform (exp(-2 pi i jk/n),
 * or +i with {@code inverse = TRUE}) over every dimension of an array, or of each column. A
 * mixed-radix Cooley-Tukey on the prime factors of n (R uses Singleton's mixed-radix code: the
 * results agree to rounding), with twiddle factors exact at multiples of a quarter and an eighth
 * of the circle so that whole-number data give exact zeros where R's do.
 */
final class Fft {
    private Fft() {}

    static RComplex fft(RVector x, boolean inverse, boolean columns) {
        RComplex z = RComplex.from(x);
        for (int i = 0; i < z.length(); i++) {
            if (!Double.isFinite(z.re(i)) || !Double.isFinite(z.im(i))) throw new RError("non-finite arguments to fft");
        }
        int[] dim = x.dim();
        double[] re = z.re(), im = z.im();
        int n = re.length;
        if (columns) {
            if (dim == null || dim.length != 2) throw new RError("vector-valued (multivariate) series required");
            for (int c = 0; c < dim[1]; c++) transform(re, im, c * dim[0], 1, dim[0], inverse);
        } else if (dim == null || dim.length <= 1) {
            transform(re, im, 0, 1, n, inverse);
        } else {
            int stride = 1;
            for (int d : dim) {
                int block = stride * d;
                for (int start = 0; start < n; start += block) {
                    for (int off = 0; off < stride; off++) transform(re, im, start + off, stride, d, inverse);
                }
                stride = block;
            }
        }
        RComplex r = new RComplex(re, im);
        if (x.hasAttributes()) {
            r.setAttr("dim", x.getAttr("dim"));
            r.setAttr("dimnames", x.getAttr("dimnames"));
        }
        return r;
    }

    /** The transform of the {@code n} elements at {@code from, from + step, ...}, in place. */
    private static void transform(double[] re, double[] im, int from, int step, int n, boolean inverse) {
        if (n <= 1) return;
        double[] xr = new double[n], xi = new double[n];
        for (int k = 0; k < n; k++) {
            xr[k] = re[from + k * step];
            xi[k] = im[from + k * step];
        }
        double[] yr = new double[n], yi = new double[n];
        double[] tc = new double[n], ts = new double[n];
        for (int e = 0; e < n; e++) {
            tc[e] = cos(e, n);
            ts[e] = (inverse ? 1 : -1) * sin(e, n);
        }
        dft(xr, xi, yr, yi, n, tc, ts, 1);
        for (int k = 0; k < n; k++) {
            re[from + k * step] = yr[k];
            im[from + k * step] = yi[k];
        }
    }

    /**
     * The DFT of length n of x into y; {@code tc, ts} hold the twiddle factors of the whole
     * transform's length N = n * stride (the factor of exponent e for length n is entry e * stride).
     */
    private static void dft(double[] xr, double[] xi, double[] yr, double[] yi, int n, double[] tc, double[] ts, int stride) {
        int p = smallestFactor(n);
        if (p == n) {
            for (int k = 0; k < n; k++) {
                double sr = 0, si = 0;
                for (int j = 0; j < n; j++) {
                    int e = (int) ((long) j * k % n) * stride;
                    double c = tc[e], s = ts[e];
                    sr += xr[j] * c - xi[j] * s;
                    si += xr[j] * s + xi[j] * c;
                }
                yr[k] = sr;
                yi[k] = si;
            }
            return;
        }
        int m = n / p;
        double[][] sr = new double[p][], si = new double[p][];
        for (int r = 0; r < p; r++) {
            double[] ar = new double[m], ai = new double[m];
            for (int j = 0; j < m; j++) {
                ar[j] = xr[j * p + r];
                ai[j] = xi[j * p + r];
            }
            sr[r] = new double[m];
            si[r] = new double[m];
            dft(ar, ai, sr[r], si[r], m, tc, ts, stride * p);
        }
        for (int k = 0; k < n; k++) {
            double tr = 0, ti = 0;
            for (int r = 0; r < p; r++) {
                int e = (int) ((long) r * k % n) * stride;
                double c = tc[e], s = ts[e];
                double ur = sr[r][k % m], ui = si[r][k % m];
                tr += ur * c - ui * s;
                ti += ur * s + ui * c;
            }
            yr[k] = tr;
            yi[k] = ti;
        }
    }

    private static int smallestFactor(int n) {
        for (int p = 2; (long) p * p <= n; p++) {
            if (n % p == 0) return p;
        }
        return n;
    }

    /** cos(2 pi e / n), exact at multiples of pi/4. */
    private static double cos(long e, int n) {
        if (e * 4 % n == 0) {
            return switch ((int) (e * 4 / n)) {
                case 0 -> 1;
                case 1, 3 -> 0;
                default -> -1;
            };
        }
        if (e * 8 % n == 0) {
            int q = (int) (e * 8 / n);
            return q == 1 || q == 7 ? Math.sqrt(0.5) : -Math.sqrt(0.5);
        }
        return Math.cos(2 * Math.PI * e / n);
    }

    /** sin(2 pi e / n), exact at multiples of pi/4. */
    private static double sin(long e, int n) {
        if (e * 4 % n == 0) {
            return switch ((int) (e * 4 / n)) {
                case 1 -> 1;
                case 3 -> -1;
                default -> 0;
            };
        }
        if (e * 8 % n == 0) {
            int q = (int) (e * 8 / n);
            return q == 1 || q == 3 ? Math.sqrt(0.5) : -Math.sqrt(0.5);
        }
        return Math.sin(2 * Math.PI * e / n);
    }
}
