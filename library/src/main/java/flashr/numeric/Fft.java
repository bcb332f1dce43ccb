package flashr.numeric;

/** An in-place radix-2 fast Fourier transform of a power-of-two length, unnormalized both ways (as R's fft). */
public final class Fft {
    private Fft() {}

    /** Transforms (re, im): exp(-2 pi i jk / n) forward, exp(+2 pi i jk / n) when inverse. */
    public static void transform(double[] re, double[] im, boolean inverse) {
        int n = re.length;
        for (int i = 1, j = 0; i < n; i++) {   // bit-reversed order
            int bit = n >> 1;
            for (; (j & bit) != 0; bit >>= 1) j ^= bit;
            j ^= bit;
            if (i < j) {
                double t = re[i]; re[i] = re[j]; re[j] = t;
                t = im[i]; im[i] = im[j]; im[j] = t;
            }
        }
        for (int len = 2; len <= n; len <<= 1) {
            double angle = (inverse ? 2 : -2) * Math.PI / len;
            int half = len >> 1;
            for (int k = 0; k < half; k++) {
                // each twiddle from its own angle, not by repeated multiplication, to keep errors small
                double wr = Math.cos(angle * k), wi = Math.sin(angle * k);
                for (int i = k; i < n; i += len) {
                    int j = i + half;
                    double xr = re[j] * wr - im[j] * wi, xi = re[j] * wi + im[j] * wr;
                    re[j] = re[i] - xr;
                    im[j] = im[i] - xi;
                    re[i] += xr;
                    im[i] += xi;
                }
            }
        }
    }
}
