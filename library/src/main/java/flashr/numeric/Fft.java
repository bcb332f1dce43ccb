package flashr.numeric;

/**
 * The unnormalized fast Fourier transform both ways (as R's fft) of separate real and imaginary
 * arrays, by R's own mixed-radix code ({@link SingletonFft}) so that callers that port R code
 * built on fft (density's binned convolution) get R's bits.
 */
public final class Fft {
    private Fft() {}

    /** Transforms (re, im) in place: exp(-2 pi i jk / n) forward, exp(+2 pi i jk / n) when inverse. */
    public static void transform(double[] re, double[] im, boolean inverse) {
        int n = re.length;
        if (n <= 1) return;
        double[] x = new double[2 * n + 1]; // R's interleaved layout, 1-based
        for (int i = 0; i < n; i++) {
            x[2 * i + 1] = re[i];
            x[2 * i + 2] = im[i];
        }
        SingletonFft.factor(n).transform(x, 1, n, 1, inverse);
        for (int i = 0; i < n; i++) {
            re[i] = x[2 * i + 1];
            im[i] = x[2 * i + 2];
        }
    }
}
