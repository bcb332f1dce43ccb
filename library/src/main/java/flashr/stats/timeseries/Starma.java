package flashr.stats.timeseries;

import flashr.engine.fn.math.ExpLog;
import flashr.lang.RDouble;

/**
 * The exact likelihood of a stationary ARMA(p, q) process by Gardner, Harvey and Phillips' Kalman filter
 * (Applied Statistics algorithm AS154), as GNU R's {@code arima0} runs it: {@link #initialize} finds the
 * initial state covariance by solving the stationarity equations, {@link #filter} runs the filter over the
 * series, switching to the cheap conditional recursions ("quick recursions") once the prediction variance
 * is within {@code delta} of its limit. The covariances are the packed upper triangles of r x r matrices,
 * row by row, in AS154's order, so the arithmetic matches R's digit for digit.
 */
final class Starma {
    final int p;
    final int q;
    final int r;
    final int np;
    /** AR coefficients, padded with zeros to r. */
    final double[] phi;
    /** MA coefficients, padded with zeros to r. */
    final double[] theta;
    double[] a;
    double[] packedP;
    final double[] v;
    /** The series the filter runs over. */
    double[] w;
    /** How many leading elements of {@link #w} the filter reads. */
    int n;
    final double[] resid;
    /** The switch to quick recursions; negative never switches. */
    final double delta;
    /** The observations the last filter run used. */
    int used;

    Starma(int p, int q, double[] w, double delta) {
        this.p = p;
        this.q = q;
        this.r = Math.max(p, q + 1);
        this.np = r * (r + 1) / 2;
        this.phi = new double[r];
        this.theta = new double[r];
        this.a = new double[r];
        this.packedP = new double[np];
        this.v = new double[np];
        this.w = w;
        this.n = w.length;
        this.resid = new double[w.length];
        this.delta = delta;
    }

    /** Sets V, and a and P to the state's stationary mean and covariance (AS154's starma). */
    void initialize() {
        java.util.Arrays.fill(a, 0.0);
        if (!(q > 0 || p > 1)) {
            v[0] = 1.0;
            packedP = new double[] {1.0 / (1.0 - phi[0] * phi[0])};
            return;
        }
        System.arraycopy(ArimaStateSpace.packedNoiseCovariance(theta, q, r), 0, v, 0, np);
        packedP = ArimaStateSpace.packedCovariance(phi, p, v, r);
    }

    /**
     * Runs the filter over w[0 .. n-1] from the current a and P, adding to {ssq, sumlog}; with
     * {@code skipFirstPrediction} the first observation updates the initial state directly. Residuals are
     * standardized by the prediction variance; missing observations leave NA residuals.
     */
    void filter(double[] sums, boolean skipFirstPrediction) {
        double[] work = new double[r];
        int nu = 0;
        for (int i = 0; i < n; i++) {
            if (!skipFirstPrediction || i > 0) {
                double dt = r > 1 ? packedP[r] : 0.0;
                if (dt < delta) {
                    used = nu + quickRecursions(i, sums);
                    return;
                }
                predict(work);
            }
            double ft = packedP[0];
            if (!Double.isNaN(w[i])) {
                double ut = w[i] - a[0];
                if (r > 1)
                    for (int j = 1, ind = r; j < r; j++) {
                        double g = packedP[j] / ft;
                        a[j] += g * ut;
                        for (int l = j; l < r; l++) packedP[ind++] -= g * packedP[l];
                    }
                a[0] = w[i];
                resid[i] = ut / Math.sqrt(ft);
                sums[0] += ut * ut / ft;
                sums[1] += ExpLog.log(ft);
                nu++;
                for (int l = 0; l < r; l++) packedP[l] = 0.0;
            } else resid[i] = RDouble.NA;
        }
        used = nu;
    }

    private void predict(double[] work) {
        double a1 = a[0];
        for (int j = 0; j < r - 1; j++) a[j] = a[j + 1];
        a[r - 1] = 0.0;
        for (int j = 0; j < p; j++) a[j] += phi[j] * a1;
        if (packedP[0] == 0.0) { // the last observation was present
            int ind = -1;
            int indn = r;
            for (int j = 0; j < r; j++)
                for (int l = j; l < r; l++) {
                    ++ind;
                    packedP[ind] = v[ind];
                    if (l < r - 1) packedP[ind] += packedP[indn++];
                }
        } else {
            System.arraycopy(packedP, 0, work, 0, r);
            int ind = -1;
            int indn = r;
            double dt = packedP[0];
            for (int j = 0; j < r; j++) {
                double phij = phi[j];
                double phijdt = phij * dt;
                for (int l = j; l < r; l++) {
                    ++ind;
                    packedP[ind] = v[ind] + phi[l] * phijdt;
                    if (j < r - 1) packedP[ind] += work[j + 1] * phi[l];
                    if (l < r - 1) packedP[ind] += work[l + 1] * phij + packedP[indn++];
                }
            }
        }
    }

    /** The conditional recursions from observation {@code from} on (never with missing values); returns their count. */
    private int quickRecursions(int from, double[] sums) {
        int nu = 0;
        for (int ii = from; ii < n; ii++) {
            double et = w[ii];
            int indw = ii;
            for (int j = 0; j < p; j++) {
                if (--indw < 0) break;
                et -= phi[j] * w[indw];
            }
            int jmax = Math.min(ii, q);
            for (int j = 0; j < jmax; j++) et -= theta[j] * resid[ii - j - 1];
            resid[ii] = et;
            sums[0] += et * et;
            nu++;
        }
        return nu;
    }
}
