package flashr.numeric;

import java.util.Arrays;

/**
 * {@code lowess}, Cleveland's locally weighted scatterplot smoother as R runs it (R's C clowess):
 * at each fitted point a tricube-weighted straight line through the nearest f * n points, points
 * within delta of the last fit interpolated instead of fitted, then iter robustness passes that
 * reweight by the bisquare of the residuals over six median absolute residuals. x must be sorted.
 */
public final class Lowess {
    private Lowess() {}

    public static double[] smooth(double[] x, double[] y, double f, int nsteps, double delta) {
        int n = x.length;
        double[] ys = new double[n];
        if (n < 2) {
            ys[0] = y[0];
            return ys;
        }
        double[] rw = new double[n], res = new double[n];
        int ns = Math.max(2, Math.min(n, (int) (f * n + 1e-7)));   // at least two, at most n points
        boolean[] ok = new boolean[1];
        // 1-based views as in the C: index i means element i - 1
        int iter = 1;
        while (iter <= nsteps + 1) {
            int nleft = 1, nright = ns, last = 0, i = 1;
            for (;;) {
                if (nright < n) {
                    double d1 = x[i - 1] - x[nleft - 1];
                    double d2 = x[nright] - x[i - 1];
                    if (d1 > d2) {   // the window moves right while that makes its radius smaller
                        nleft++;
                        nright++;
                        continue;
                    }
                }
                ys[i - 1] = lowest(x, y, n, x[i - 1], nleft, nright, res, iter > 1, rw, ok);
                if (!ok[0]) ys[i - 1] = y[i - 1];
                if (last < i - 1) {   // points skipped within delta: interpolate
                    double denom = x[i - 1] - x[last - 1];
                    for (int j = last + 1; j < i; j++) {
                        double alpha = (x[j - 1] - x[last - 1]) / denom;
                        ys[j - 1] = alpha * ys[i - 1] + (1. - alpha) * ys[last - 1];
                    }
                }
                last = i;
                double cut = x[last - 1] + delta;
                for (i = last + 1; i <= n; i++) {
                    if (x[i - 1] > cut) break;
                    if (x[i - 1] == x[last - 1]) {   // ties take the fitted value
                        ys[i - 1] = ys[last - 1];
                        last = i;
                    }
                }
                i = Math.max(last + 1, i - 1);
                if (last >= n) break;
            }
            for (i = 0; i < n; i++) res[i] = y[i] - ys[i];
            double sc = 0.;
            for (i = 0; i < n; i++) sc += Math.abs(res[i]);
            sc /= n;
            if (iter > nsteps) break;
            for (i = 0; i < n; i++) rw[i] = Math.abs(res[i]);
            double[] sorted = rw.clone();   // R partially sorts rw; only the order statistics matter
            Arrays.sort(sorted);
            int m1 = n / 2;
            double cmad = n % 2 == 0 ? 3. * (sorted[m1] + sorted[n - m1 - 1]) : 6. * sorted[m1];
            if (cmad < 1e-7 * sc) break;   // residuals effectively zero
            double c9 = 0.999 * cmad, c1 = 0.001 * cmad;
            for (i = 0; i < n; i++) {
                double r = Math.abs(res[i]);
                if (r <= c1) rw[i] = 1.;
                else if (r <= c9) rw[i] = square(1. - square(r / cmad));
                else rw[i] = 0.;
            }
            iter++;
        }
        return ys;
    }

    /** The weighted linear fit at xs from points nleft..nright (1-based) and ties beyond; w is scratch. */
    private static double lowest(double[] x, double[] y, int n, double xs, int nleft, int nright,
                                 double[] w, boolean userw, double[] rw, boolean[] ok) {
        double range = x[n - 1] - x[0];
        double h = fmax2(xs - x[nleft - 1], x[nright - 1] - xs);
        double h9 = 0.999 * h, h1 = 0.001 * h;
        double a = 0.;
        int j = nleft;
        while (j <= n) {
            w[j - 1] = 0.;
            double r = Math.abs(x[j - 1] - xs);
            if (r <= h9) {
                if (r <= h1) w[j - 1] = 1.;
                else w[j - 1] = cube(1. - cube(r / h));
                if (userw) w[j - 1] *= rw[j - 1];
                a += w[j - 1];
            } else if (x[j - 1] > xs) break;
            j++;
        }
        int nrt = j - 1;   // the rightmost point: beyond nright when x ties
        if (a <= 0.) {
            ok[0] = false;
            return 0;
        }
        ok[0] = true;
        for (j = nleft; j <= nrt; j++) w[j - 1] /= a;
        if (h > 0.) {
            a = 0.;
            for (j = nleft; j <= nrt; j++) a += w[j - 1] * x[j - 1];
            double b = xs - a;
            double c = 0.;
            for (j = nleft; j <= nrt; j++) c += w[j - 1] * square(x[j - 1] - a);
            if (Math.sqrt(c) > 0.001 * range) {   // spread out enough for a slope
                b /= c;
                for (j = nleft; j <= nrt; j++) w[j - 1] *= (b * (x[j - 1] - a) + 1.);
            }
        }
        double ys = 0.;
        for (j = nleft; j <= nrt; j++) ys += w[j - 1] * y[j - 1];
        return ys;
    }

    private static double fmax2(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return a + b;
        return a < b ? b : a;
    }

    private static double square(double v) {
        return v * v;
    }

    private static double cube(double v) {
        return v * v * v;
    }
}
