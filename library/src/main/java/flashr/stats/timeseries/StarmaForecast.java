package flashr.stats.timeseries;

/**
 * Finite-sample forecasts of an ARIMA process and their mean square errors (Applied Statistics algorithm
 * AS182), as GNU R's {@code predict.arima0} computes them: the series is differenced, the AS154 filter run
 * over it to reach the final state, the state extended by the last d undifferenced values, and then both
 * the state and its packed covariance projected ahead. Index arithmetic follows AS182 so the figures are R's.
 */
final class StarmaForecast {
    private StarmaForecast() {}

    /** The differencing polynomial's coefficients 1..d (R's del[1..d], signs flipped) for orders d, D at period ns. */
    static double[] differencing(int d, int sd, int ns) {
        int total = d + ns * sd;
        double[] del = new double[total + 1];
        double[] prev = new double[total + 1];
        del[0] = 1;
        for (int j = 0; j < d; j++) {
            System.arraycopy(del, 0, prev, 0, total + 1);
            for (int i = 0; i <= total - 1; i++) del[i + 1] -= prev[i];
        }
        for (int j = 0; j < sd; j++) {
            System.arraycopy(del, 0, prev, 0, total + 1);
            for (int i = 0; i <= total - ns; i++) del[i + ns] -= prev[i];
        }
        double[] out = new double[total];
        for (int i = 1; i <= total; i++) out[i - 1] = -del[i];
        return out;
    }

    /**
     * {pred, mse} for {@code ahead} steps of the series w (undifferenced) with the model's phi and theta
     * already in g, differencing coefficients delta.
     */
    static double[][] forecast(Starma g, double[] delta, int ahead) {
        int p = g.p, r = g.r, np = g.np, d = delta.length;
        double[] phi = g.phi, w = g.w;
        int n = w.length;
        int rd = r + d, rz = rd * (rd + 1) / 2;
        double[] store = new double[rd];
        g.initialize();
        g.a = java.util.Arrays.copyOf(g.a, rd);
        g.packedP = java.util.Arrays.copyOf(g.packedP, rz);
        int nt = n - d;
        if (d > 0) {
            for (int j = 0; j < d; j++) {
                store[j] = w[n - j - 2];
                if (Double.isNaN(store[j])) throw new IllegalArgumentException("missing value in last " + d + " observations");
            }
            for (int i = 0; i < nt; i++) {
                double aa = 0.0;
                for (int k = 0; k < d; ++k) aa -= delta[k] * w[d + i - k - 1];
                w[i] = w[i + d] + aa;
            }
        }
        g.n = nt;
        g.filter(new double[2], true);
        double sigma2 = 0.0;
        int nu = 0;
        for (int j = 0; j < nt; j++) {
            double tmp = g.resid[j];
            if (!Double.isNaN(tmp)) {
                nu++;
                sigma2 += tmp * tmp;
            }
        }
        sigma2 /= nu;
        double[] a = g.a, P = g.packedP;
        if (d > 0) {
            double[] xrow = java.util.Arrays.copyOf(P, np);
            java.util.Arrays.fill(P, 0.0);
            int ind = 0;
            for (int j = 0; j < r; j++) {
                int k = j * (rd + 1) - j * (j + 1) / 2;
                for (int i = j; i < r; i++) P[k++] = xrow[ind++];
            }
            System.arraycopy(store, 0, a, r, d);
        }
        double[] y = new double[ahead];
        double[] amse = new double[ahead];
        int i45 = 2 * rd + 1;
        int jkl = r * (2 * d + r + 1) / 2;
        for (int l = 0; l < ahead; ++l) {
            predictState(a, phi, p, r, rd, delta);
            if (d > 0) predictDifferencedCovariance(P, phi, r, rd, d, delta, store, jkl, i45);
            predictCovariance(P, g.v, phi, r, rd, store, i45);
            y[l] = a[0];
            for (int j = 0; j < d; j++) y[l] += a[r + j] * delta[j];
            amse[l] = meanSquareError(P, r, d, delta, i45) * sigma2;
        }
        return new double[][] {y, amse};
    }

    private static void predictState(double[] a, double[] phi, int p, int r, int rd, double[] delta) {
        int d = delta.length;
        double a1 = a[0];
        for (int i = 0; i < r - 1; i++) a[i] = a[i + 1];
        a[r - 1] = 0.0;
        for (int j = 0; j < p; j++) a[j] += phi[j] * a1;
        if (d > 0) {
            for (int j = 0; j < d; j++) a1 += delta[j] * a[r + j];
            for (int i = rd - 1; i > r; i--) a[i] = a[i - 1];
            a[r] = a1;
        }
    }

    /** The blocks of P involving the d differencing states. */
    private static void predictDifferencedCovariance(double[] P, double[] phi, int r, int rd, int d, double[] delta,
                                                     double[] store, int jkl, int i45) {
        for (int i = 0; i < d; i++) {
            store[i] = 0.0;
            for (int j = 0; j < d; j++) {
                int ll = Math.max(i, j);
                int k = Math.min(i, j);
                int jj = jkl + (ll - k) + k * (2 * d + 2 - k - 1) / 2;
                store[i] += delta[j] * P[jj];
            }
        }
        if (d > 1) {
            for (int j = 0; j < d - 1; j++) {
                int jj = d - j - 1;
                int lk = (jj - 1) * (2 * d + 2 - jj) / 2 + jkl;
                int lk1 = jj * (2 * d + 1 - jj) / 2 + jkl;
                for (int i = 0; i <= j; i++) P[lk1++] = P[lk++];
            }
            for (int j = 0; j < d - 1; j++) P[jkl + j + 1] = store[j] + P[r + j];
        }
        P[jkl] = P[0];
        for (int i = 0; i < d; i++) P[jkl] += delta[i] * (store[i] + 2.0 * P[r + i]);
        for (int i = 0; i < d; i++) store[i] = P[r + i];
        for (int j = 0; j < r; j++) {
            int kk1 = (j + 1) * (2 * rd - j - 2) / 2 + r;
            int k1 = j * (2 * rd - j - 1) / 2 + r;
            for (int i = 0; i < d; i++) {
                int kk = kk1 + i;
                int k = k1 + i;
                P[k] = phi[j] * store[i];
                if (j < r - 1) P[k] += P[kk];
            }
        }
        for (int j = 0; j < r; j++) {
            store[j] = 0.0;
            int kkk = (j + 1) * (i45 - j - 1) / 2 - d;
            for (int i = 0; i < d; i++) store[j] += delta[i] * P[kkk++];
        }
        for (int j = 0; j < r; j++) {
            int k = (j + 1) * (rd + 1) - (j + 1) * (j + 2) / 2;
            for (int i = 0; i < d - 1; i++) {
                --k;
                P[k] = P[k - 1];
            }
        }
        for (int j = 0; j < r; j++) {
            int k = j * (2 * rd - j - 1) / 2 + r;
            P[k] = store[j] + phi[j] * P[0];
            if (j < r - 1) P[k] += P[j + 1];
        }
    }

    /** The ARMA block of P. */
    private static void predictCovariance(double[] P, double[] V, double[] phi, int r, int rd, double[] store, int i45) {
        System.arraycopy(P, 0, store, 0, r);
        int ind = 0;
        double dt = P[0];
        for (int j = 0; j < r; j++) {
            double phij = phi[j];
            double phijdt = phij * dt;
            int ind2 = j * (2 * rd - j + 1) / 2 - 1;
            int ind1 = (j + 1) * (i45 - j - 1) / 2 - 1;
            for (int i = j; i < r; i++) {
                ++ind2;
                double phii = phi[i];
                P[ind2] = V[ind++] + phii * phijdt;
                if (j < r - 1) P[ind2] += store[j + 1] * phii;
                if (i < r - 1) P[ind2] += store[i + 1] * phij + P[++ind1];
            }
        }
    }

    private static double meanSquareError(double[] P, int r, int d, double[] delta, int i45) {
        double ams = P[0];
        if (d > 0) {
            for (int j = 0; j < d; j++) {
                int k = r * (i45 - r) / 2 + j * (2 * d + 1 - j) / 2;
                double tmp = delta[j];
                ams += 2.0 * tmp * P[r + j] + P[k] * tmp * tmp;
            }
            for (int j = 0; j < d - 1; j++) {
                int k = r * (i45 - r) / 2 + 1 + j * (2 * d + 1 - j) / 2;
                for (int i = j + 1; i < d; i++) ams += 2.0 * delta[i] * delta[j] * P[k++];
            }
        }
        return ams;
    }
}
