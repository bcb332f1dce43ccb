package flashr.stats.smoothing;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.numeric.Fft;

/**
 * Kernel density estimates written in R (see {@link RSource}) to R's definition of
 * {@code density}: the data binned linearly onto a grid of 2n points ({@link #binDist}), then
 * convolved with the kernel by FFT ({@link #convolve}: R does it with complex vectors, which
 * flashr lacks, so the product of transforms is formed here), interpolated at the n points asked
 * for; bandwidths by {@code bw.nrd0} and {@code bw.nrd} (and, in bandwidths.R, bw.ucv, bw.bcv and bw.SJ), and R's print method.
 */
public final class DensityBinning {
    private DensityBinning() {}

    public static void register(Registry r) {
        r.builtin(".bindist", "x, weights, lo, up, n", DensityBinning::binDist);
        r.builtin(".density_convolve", "y, kernel", DensityBinning::convolve);
        RSource.define(r, "stats/density.R");
        RSource.define(r, "stats/bandwidths.R");
    }

    /** Weights of x shared linearly between the two nearest of n grid points from lo to up (2n cells, the rest 0). */
    private static RValue binDist(Args a) {
        RVector x = Coerce.vector(a.get(0), "x"), w = Coerce.vector(a.get(1), "weights");
        double lo = Coerce.doubleScalar(a.get(2)), up = Coerce.doubleScalar(a.get(3));
        int n = Coerce.intScalar(a.get(4));
        if (n <= 0) throw new RError("invalid 'n' argument");
        double[] y = new double[2 * n];
        int ixmax = n - 2;
        double delta = (up - lo) / (n - 1);
        for (int i = 0; i < x.length(); i++) {
            double xi = x.getDouble(i);
            if (!Double.isFinite(xi)) continue;
            double pos = (xi - lo) / delta;
            int ix = (int) Math.floor(pos);
            double fx = pos - ix, wi = w.getDouble(i);
            if (0 <= ix && ix <= ixmax) {
                y[ix] += wi * (1 - fx);
                y[ix + 1] += wi * fx;
            } else if (ix == -1) {
                y[0] += wi * fx;
            } else if (ix == ixmax + 1) {
                y[ix] += wi * (1 - fx);
            }
        }
        return new RDouble(y);
    }

    /** Re(inverse FFT of fft(y) * Conj(fft(k))), unnormalized as R's fft(..., inverse = TRUE): y's circular cross-correlation with k. */
    private static RValue convolve(Args a) {
        RVector yv = Coerce.vector(a.get(0), "y"), kv = Coerce.vector(a.get(1), "kernel");
        int m = yv.length();
        if (kv.length() != m || Integer.bitCount(m) != 1) throw new RError("the grid must have a power-of-two length");
        double[] yr = new double[m], yi = new double[m], kr = new double[m], ki = new double[m];
        for (int i = 0; i < m; i++) {
            yr[i] = yv.getDouble(i);
            kr[i] = kv.getDouble(i);
        }
        Fft.transform(yr, yi, false);
        Fft.transform(kr, ki, false);
        for (int i = 0; i < m; i++) {
            double re = yr[i] * kr[i] + yi[i] * ki[i], im = yi[i] * kr[i] - yr[i] * ki[i];   // y * conj(k)
            yr[i] = re;
            yi[i] = im;
        }
        Fft.transform(yr, yi, true);
        return new RDouble(yr);
    }
}
