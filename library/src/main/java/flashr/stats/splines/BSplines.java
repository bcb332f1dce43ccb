package flashr.stats.splines;

/**
 * B-splines on a knot vector as de Boor computes them (the routines R's smooth.spline uses): the
 * interval of a point, the values and derivatives of the splines that do not vanish there, and the
 * value of a spline (or one of its derivatives) from its B-spline coefficients. Arrays are 0-based;
 * comments name the 1-based positions of the published algorithms. An instance holds the
 * recurrence's state between a first and a continued call, as the algorithm does.
 */
final class BSplines {
    private int j = 1;
    private final double[] deltaLeft = new double[20];
    private final double[] deltaRight = new double[20];

    /**
     * The 1-based {@code left} with {@code xt(left) <= x < xt(left+1)} among {@code xt(1..n)}: 0 when x
     * lies before xt(1), n when x >= xt(n).
     */
    static int interval(double[] xt, int n, double x) {
        if (n == 0 || x < xt[0]) return 0;
        if (x >= xt[n - 1]) return n;
        int lo = 1, hi = n;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (x >= xt[mid - 1]) lo = mid;
            else hi = mid;
        }
        return lo;
    }

    /** Values of the jhigh-order B-splines at x (continuing the previous order when {@code more}). */
    private void basis(double[] t, int jhigh, boolean more, double x, int left, double[] biatx) {
        if (!more) {
            j = 1;
            biatx[0] = 1;
            if (j >= jhigh) return;
        }
        do {
            int jp1 = j + 1;
            deltaRight[j - 1] = t[left + j - 1] - x;
            deltaLeft[j - 1] = x - t[left - j];
            double saved = 0;
            for (int i = 1; i <= j; i++) {
                double term = biatx[i - 1] / (deltaRight[i - 1] + deltaLeft[jp1 - i - 1]);
                biatx[i - 1] = saved + deltaRight[i - 1] * term;
                saved = deltaLeft[jp1 - i - 1] * term;
            }
            biatx[jp1 - 1] = saved;
            j = jp1;
        } while (j < jhigh);
    }

    /**
     * Values and derivatives 0..nderiv-1 of the k order-k B-splines not vanishing at x:
     * {@code d[(i-1) + (m-1)*k]} is the (m-1)-th derivative of spline left-k+i. {@code a} is k*k scratch.
     */
    void valuesAndDerivatives(double[] t, int k, double x, int left, double[] a, double[] d, int nderiv) {
        int mhigh = Math.max(Math.min(nderiv, k), 1);
        int kp1 = k + 1;
        basis(t, kp1 - mhigh, false, x, left, d);
        if (mhigh == 1) return;
        int ideriv = mhigh;
        for (int m = 2; m <= mhigh; m++) {
            int jp1mid = 1;
            for (int jj = ideriv; jj <= k; jj++) {
                d[(jj - 1) + (ideriv - 1) * k] = d[jp1mid - 1];
                jp1mid++;
            }
            ideriv--;
            basis(t, kp1 - ideriv, true, x, left, d);
        }
        int jlow = 1;
        for (int i = 1; i <= k; i++) {
            for (int jj = jlow; jj <= k; jj++) a[(jj - 1) + (i - 1) * k] = 0;
            jlow = i;
            a[(i - 1) + (i - 1) * k] = 1;
        }
        for (int m = 2; m <= mhigh; m++) {
            int kp1mm = kp1 - m;
            double fkp1mm = kp1mm;
            int il = left;
            int i = k;
            for (int step = 1; step <= kp1mm; step++) {
                double factor = fkp1mm / (t[il + kp1mm - 1] - t[il - 1]);
                for (int jj = 1; jj <= i; jj++) {
                    a[(i - 1) + (jj - 1) * k] = (a[(i - 1) + (jj - 1) * k] - a[(i - 2) + (jj - 1) * k]) * factor;
                }
                il--;
                i--;
            }
            for (i = 1; i <= k; i++) {
                double sum = 0;
                for (int jj = Math.max(i, m); jj <= k; jj++) sum = a[(jj - 1) + (i - 1) * k] * d[(jj - 1) + (m - 1) * k] + sum;
                d[(i - 1) + (m - 1) * k] = sum;
            }
        }
    }

    /**
     * The jderiv-th derivative at x of the spline with n coefficients of order k on knots t(1..n+k),
     * continuous from the right (at the right end the last interval); NaN-free 0 outside the knots
     * with {@code outside[0]} set.
     */
    static double value(double[] t, double[] coef, int n, int k, double x, int jderiv, boolean[] outside) {
        if (jderiv >= k) return 0;
        int i;
        if (x != t[n] || t[n] != t[n + k - 1]) {
            i = interval(t, n + k, x);
            if (i == 0 || i == n + k) {
                outside[0] = true;
                return 0;
            }
        } else {
            i = n;
        }
        int km1 = k - 1;
        if (km1 <= 0) return coef[i - 1];
        double[] aj = new double[20], dm = new double[20], dp = new double[20];
        int jcmin = 1;
        int imk = i - k;
        if (imk >= 0) {
            for (int jj = 1; jj <= km1; jj++) dm[jj - 1] = x - t[i - jj];
        } else {
            jcmin = 1 - imk;
            for (int jj = 1; jj <= i; jj++) dm[jj - 1] = x - t[i - jj];
            for (int jj = i; jj <= km1; jj++) {
                aj[k - jj - 1] = 0;
                dm[jj - 1] = dm[i - 1];
            }
        }
        int jcmax = k;
        int nmi = n - i;
        if (nmi >= 0) {
            for (int jj = 1; jj <= km1; jj++) dp[jj - 1] = t[i + jj - 1] - x;
        } else {
            jcmax = k + nmi;
            for (int jj = 1; jj <= jcmax; jj++) dp[jj - 1] = t[i + jj - 1] - x;
            for (int jj = jcmax; jj <= km1; jj++) {
                aj[jj] = 0;
                dp[jj - 1] = dp[jcmax - 1];
            }
        }
        for (int jc = jcmin; jc <= jcmax; jc++) aj[jc - 1] = coef[imk + jc - 1];
        for (int jj = 1; jj <= jderiv; jj++) {
            int kmj = k - jj;
            double fkmj = kmj;
            int ilo = kmj;
            for (int l = 1; l <= kmj; l++) {
                aj[l - 1] = ((aj[l] - aj[l - 1]) / (dm[ilo - 1] + dp[l - 1])) * fkmj;
                ilo--;
            }
        }
        if (jderiv != km1) {
            for (int jj = jderiv + 1; jj <= km1; jj++) {
                int kmj = k - jj;
                int ilo = kmj;
                for (int l = 1; l <= kmj; l++) {
                    aj[l - 1] = (aj[l] * dm[ilo - 1] + aj[l - 1] * dp[l - 1]) / (dm[ilo - 1] + dp[l - 1]);
                    ilo--;
                }
            }
        }
        return aj[0];
    }
}
