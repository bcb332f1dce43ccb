package flashr.stats.timeseries;

import java.util.Arrays;

/**
 * STL, the seasonal-trend decomposition by loess of Cleveland, Cleveland, McRae and Terpenning (1990),
 * in the arithmetic order of the routine GNU R's {@code stl()} calls: inner loops of cycle-subseries
 * smoothing, a low-pass filter of moving averages and a trend smoothing; outer loops of Tukey
 * biweight robustness weights. Loess fits are evaluated every {@code jump} points and interpolated
 * linearly between. Positions in comments are 1-based as in the paper; arrays carry an offset so a
 * smoother can write into the middle of another array.
 */
final class SeasonalTrendLoess {
    /** The decomposition: robustness weights, seasonal and trend components, each of the series' length. */
    record Fit(double[] weights, double[] seasonal, double[] trend) {}

    private double estimate;

    private SeasonalTrendLoess() {}

    static Fit decompose(double[] y, int period, int sWindow, int tWindow, int lWindow, int sDegree, int tDegree,
                         int lDegree, int sJump, int tJump, int lJump, int inner, int outer) {
        int n = y.length;
        int ns = odd(Math.max(3, sWindow));
        int nt = odd(Math.max(3, tWindow));
        int nl = odd(Math.max(3, lWindow));
        int np = Math.max(2, period);
        double[] rw = new double[n];
        double[] season = new double[n];
        double[] trend = new double[n];
        double[][] work = new double[5][n + 2 * np];
        SeasonalTrendLoess s = new SeasonalTrendLoess();
        boolean userw = false;
        for (int k = 0; ; ) {
            s.step(y, np, ns, nt, nl, sDegree, tDegree, lDegree, sJump, tJump, lJump, inner, userw, rw, season, trend, work);
            if (++k > outer) break;
            for (int i = 0; i < n; i++) work[0][i] = trend[i] + season[i];
            robustnessWeights(y, work[0], rw);
            userw = true;
        }
        if (outer <= 0) Arrays.fill(rw, 1.0);
        return new Fit(rw, season, trend);
    }

    private static int odd(int span) {
        return span % 2 == 0 ? span + 1 : span;
    }

    /** The inner loop: detrend, smooth cycle-subseries, remove their low-pass part, deseasonalize, smooth the trend. */
    private void step(double[] y, int np, int ns, int nt, int nl, int isdeg, int itdeg, int ildeg, int nsjump,
                      int ntjump, int nljump, int ni, boolean userw, double[] rw, double[] season, double[] trend,
                      double[][] w) {
        int n = y.length;
        for (int it = 0; it < ni; it++) {
            for (int i = 0; i < n; i++) w[0][i] = y[i] - trend[i];
            subseries(w[0], n, np, ns, isdeg, nsjump, userw, rw, w[1], w[2], w[3], w[4], season);
            lowPass(w[1], n + 2 * np, np, w[2], w[0]);
            smooth(w[2], 0, n, nl, ildeg, nljump, false, w[3], w[0], 0, w[4]);
            for (int i = 0; i < n; i++) season[i] = w[1][np + i] - w[0][i];
            for (int i = 0; i < n; i++) w[0][i] = y[i] - season[i];
            smooth(w[0], 0, n, nt, itdeg, ntjump, userw, rw, trend, 0, w[2]);
        }
    }

    /** Loess of {@code y[yOff..yOff+n)} with span {@code len}, fitted every {@code njump} points, into {@code ys[ysOff..)}. */
    private void smooth(double[] y, int yOff, int n, int len, int ideg, int njump, boolean userw, double[] rw,
                        double[] ys, int ysOff, double[] res) {
        if (n < 2) {
            ys[ysOff] = y[yOff];
            return;
        }
        int newnj = Math.min(njump, n - 1);
        int nleft = 0;
        int nright = 0;
        if (len >= n) {
            nleft = 1;
            nright = n;
            for (int i = 1; i <= n; i += newnj) fitAt(y, yOff, n, len, ideg, i, nleft, nright, res, userw, rw, ys, ysOff + i - 1);
        } else if (newnj == 1) {
            int nsh = (len + 1) / 2;
            nleft = 1;
            nright = len;
            for (int i = 1; i <= n; i++) {
                if (i > nsh && nright != n) {
                    nleft++;
                    nright++;
                }
                fitAt(y, yOff, n, len, ideg, i, nleft, nright, res, userw, rw, ys, ysOff + i - 1);
            }
        } else {
            int nsh = (len + 1) / 2;
            for (int i = 1; i <= n; i += newnj) {
                if (i < nsh) {
                    nleft = 1;
                    nright = len;
                } else if (i >= n - nsh + 1) {
                    nleft = n - len + 1;
                    nright = n;
                } else {
                    nleft = i - nsh + 1;
                    nright = len + i - nsh;
                }
                fitAt(y, yOff, n, len, ideg, i, nleft, nright, res, userw, rw, ys, ysOff + i - 1);
            }
        }
        if (newnj == 1) return;
        for (int i = 1; i <= n - newnj; i += newnj) {
            double delta = (ys[ysOff + i + newnj - 1] - ys[ysOff + i - 1]) / newnj;
            for (int j = i + 1; j <= i + newnj - 1; j++) ys[ysOff + j - 1] = ys[ysOff + i - 1] + delta * (j - i);
        }
        int k = ((n - 1) / newnj) * newnj + 1;
        if (k != n) {
            fitAt(y, yOff, n, len, ideg, n, nleft, nright, res, userw, rw, ys, ysOff + n - 1);
            if (k != n - 1) {
                double delta = (ys[ysOff + n - 1] - ys[ysOff + k - 1]) / (n - k);
                for (int j = k + 1; j <= n - 1; j++) ys[ysOff + j - 1] = ys[ysOff + k - 1] + delta * (j - k);
            }
        }
    }

    /** One loess value at position i into {@code out[at]}, the data value itself when no weight is positive. */
    private void fitAt(double[] y, int yOff, int n, int len, int ideg, int i, int nleft, int nright, double[] w,
                       boolean userw, double[] rw, double[] out, int at) {
        out[at] = estimate(y, yOff, n, len, ideg, i, nleft, nright, w, userw, rw) ? estimate : y[yOff + i - 1];
    }

    /**
     * The local (degree 0 or 1) tricube-weighted fit at {@code xs} from the points nleft..nright (robustness
     * weights {@code rw} by position) into {@link #estimate}; false when every weight is zero.
     */
    private boolean estimate(double[] y, int yOff, int n, int len, int ideg, double xs, int nleft, int nright,
                             double[] w, boolean userw, double[] rw) {
        double range = (double) n - 1.0;
        double h = Math.max(xs - nleft, nright - xs);
        if (len > n) h += (len - n) / 2;
        double h9 = 0.999 * h;
        double h1 = 0.001 * h;
        double a = 0.0;
        for (int j = nleft; j <= nright; j++) {
            double r = Math.abs(j - xs);
            if (r <= h9) {
                if (r <= h1) w[j - 1] = 1.0;
                else {
                    double q = r / h;
                    double c = 1.0 - q * q * q;
                    w[j - 1] = c * c * c;
                }
                if (userw) w[j - 1] = rw[j - 1] * w[j - 1];
                a += w[j - 1];
            } else w[j - 1] = 0.0;
        }
        if (a <= 0.0) return false;
        for (int j = nleft; j <= nright; j++) w[j - 1] /= a;
        if (h > 0.0 && ideg > 0) {
            a = 0.0;
            for (int j = nleft; j <= nright; j++) a += w[j - 1] * j;
            double b = xs - a;
            double c = 0.0;
            for (int j = nleft; j <= nright; j++) c += w[j - 1] * (j - a) * (j - a);
            if (Math.sqrt(c) > 0.001 * range) {
                b /= c;
                for (int j = nleft; j <= nright; j++) w[j - 1] = w[j - 1] * (b * (j - a) + 1.0);
            }
        }
        double ys = 0.0;
        for (int j = nleft; j <= nright; j++) ys += w[j - 1] * y[yOff + j - 1];
        estimate = ys;
        return true;
    }

    /** Smooths each cycle-subseries, extended by one value at each end, into {@code season} (length n + 2 np). */
    private void subseries(double[] y, int n, int np, int ns, int isdeg, int nsjump, boolean userw, double[] rw,
                           double[] season, double[] work1, double[] work2, double[] work3, double[] work4) {
        for (int j = 1; j <= np; j++) {
            int k = (n - j) / np + 1;
            for (int i = 1; i <= k; i++) work1[i - 1] = y[(i - 1) * np + j - 1];
            if (userw) for (int i = 1; i <= k; i++) work3[i - 1] = rw[(i - 1) * np + j - 1];
            smooth(work1, 0, k, ns, isdeg, nsjump, userw, work3, work2, 1, work4);
            int nright = Math.min(ns, k);
            work2[0] = estimate(work1, 0, k, ns, isdeg, 0, 1, nright, work4, userw, work3) ? estimate : work2[1];
            int nleft = Math.max(1, k - ns + 1);
            work2[k + 1] = estimate(work1, 0, k, ns, isdeg, k + 1, nleft, k, work4, userw, work3) ? estimate : work2[k];
            for (int m = 1; m <= k + 2; m++) season[(m - 1) * np + j - 1] = work2[m - 1];
        }
    }

    /** Moving averages of lengths np, np and 3 (the low-pass filter), n - 2 np + 2 values into {@code trend}. */
    private static void lowPass(double[] x, int n, int np, double[] trend, double[] work) {
        movingAverage(x, n, np, trend);
        movingAverage(trend, n - np + 1, np, work);
        movingAverage(work, n - 2 * np + 2, 3, trend);
    }

    private static void movingAverage(double[] x, int n, int len, double[] ave) {
        int newn = n - len + 1;
        double flen = len;
        double v = 0.0;
        for (int i = 0; i < len; i++) v += x[i];
        ave[0] = v / flen;
        for (int j = 1, k = len, m = 0; j < newn; j++, k++, m++) {
            v = v - x[m] + x[k];
            ave[j] = v / flen;
        }
    }

    /** Tukey's biweight of |y - fit| / (6 * median |y - fit|). */
    private static void robustnessWeights(double[] y, double[] fit, double[] rw) {
        int n = y.length;
        double[] r = new double[n];
        for (int i = 0; i < n; i++) r[i] = Math.abs(y[i] - fit[i]);
        double[] sorted = r.clone();
        Arrays.sort(sorted);
        int mid1 = n / 2 + 1;
        int mid2 = n - mid1 + 1;
        double cmad = 3.0 * (sorted[mid1 - 1] + sorted[mid2 - 1]);
        double c9 = 0.999 * cmad;
        double c1 = 0.001 * cmad;
        for (int i = 0; i < n; i++) {
            if (r[i] <= c1) rw[i] = 1.0;
            else if (r[i] <= c9) {
                double u = r[i] / cmad;
                double c = 1.0 - u * u;
                rw[i] = c * c;
            } else rw[i] = 0.0;
        }
    }
}
