package flashr.stats.loess;

/**
 * The robust ("symmetric") family's pieces (dloess's lowesw and lowesp): bisquare weights of the
 * residuals scaled by six times their median absolute value, and the pseudovalues whose ordinary loess
 * residuals give the robust fit's scale.
 */
final class Robustness {
    private Robustness() {}

    /** Bisquare robustness weights of the residuals. */
    static double[] weights(double[] res) {
        int n = res.length;
        double[] rw = new double[n];
        for (int i = 0; i < n; i++) rw[i] = Math.abs(res[i]);
        double cmad = 6 * median(rw);
        if (cmad < Double.MIN_NORMAL) {
            java.util.Arrays.fill(rw, 1);
            return rw;
        }
        for (int i = 0; i < n; i++) {
            if (cmad * 0.999 < rw[i]) {
                rw[i] = 0;
            } else if (cmad * 0.001 < rw[i]) {
                double u = rw[i] / cmad;
                rw[i] = (1 - u * u) * (1 - u * u);
            } else {
                rw[i] = 1;
            }
        }
        return rw;
    }

    /** The median by partial sorting (the mean of the two middle values for even n). */
    private static double median(double[] a) {
        int n = a.length;
        int[] pi = new int[n];
        for (int i = 0; i < n; i++) pi[i] = i;
        int m = n / 2;
        PartialSort.select(a, 0, pi, 0, n - 1, m);
        if (n - m < m + 1) {
            PartialSort.select(a, 0, pi, 0, m - 1, m - 1);
            return (a[pi[m]] + a[pi[m - 1]]) / 2;
        }
        return a[pi[m]];
    }

    /** Pseudovalues of y about the fit yhat, for prior weights pw and robustness weights rw. */
    static double[] pseudovalues(double[] y, double[] yhat, double[] pw, double[] rw) {
        int n = y.length;
        double[] t = new double[n];
        for (int i = 0; i < n; i++) t[i] = Math.abs(y[i] - yhat[i]) * Math.sqrt(pw[i]);
        double mad = median(t);
        double c = (6 * mad) * (6 * mad) / 5;
        for (int i = 0; i < n; i++) {
            double r = y[i] - yhat[i];
            t[i] = (1 - (r * r * pw[i]) / c) * Math.sqrt(rw[i]);
        }
        double sum = t[n - 1];
        for (int i = n - 2; i >= 0; i--) sum = t[i] + sum;
        double scale = n / sum;
        double[] out = new double[n];
        for (int i = 0; i < n; i++) out[i] = yhat[i] + (scale * rw[i]) * (y[i] - yhat[i]);
        return out;
    }
}
