package flashr.numeric;

import flashr.engine.fn.RMath;

import java.util.Arrays;

/**
 * {@code supsmu}, Friedman's (1984) super smoother as R runs it (ppr.f's supsmu and smooth): running
 * lines over three spans (tweeter, midrange, woofer), each point's span chosen by its cross-validated
 * residual smoothed over the midrange span, pulled towards the woofer by the bass control, and the
 * fits at the chosen spans interpolated and smoothed once more over the tweeter span. A fixed span
 * gives one running-lines smooth. x must be sorted; ties share the mean of their smoothed values.
 */
public final class SuperSmoother {
    private SuperSmoother() {}

    /** Receives the window's variance and covariance sums after each running-lines pass (R's trace). */
    public interface Trace {
        void pass(double span, int iper, double var, double cvar);
    }

    // R keeps these in double variables set from Fortran's single-precision constants, so their values
    // are the floats' (0.05f is 0.0500000007...): the spans' window sizes and the bass weights depend on them.
    private static final double[] SPANS = {0.05f, 0.2f, 0.5f};
    private static final double BIG = 1.0e20f;
    private static final double SML = 1.0e-7f;
    private static final double EPS = 1.0e-3f;

    /**
     * The smoothed values at the sorted {@code x}.
     *
     * @param periodic x is a periodic variable on [0, 1] (a wrap-around window), as R's iper = 2
     * @param span the window as a fraction of the points; 0 chooses it per point by cross-validation
     * @param bass the bass control alpha in (0, 10] (larger: smoother); other values have no effect
     * @param trace receives R's line for each running-lines pass when not null
     */
    public static double[] smooth(double[] x, double[] y, double[] w, boolean periodic, double span, double bass,
                                  Trace trace) {
        int n = x.length;
        double[] smo = new double[n];
        if (!(x[n - 1] > x[0])) {   // all x equal: the weighted mean
            double sy = 0, sw = 0;
            for (int j = 0; j < n; j++) {
                sy += w[j] * y[j];
                sw += w[j];
            }
            Arrays.fill(smo, sw > 0 ? sy / sw : 0);
            return smo;
        }
        // 1-based quartile positions, widened until they differ; R reads before x when n < 4, where the
        // first point stands instead (the scale only sets the tolerance below which a window has no slope)
        int i = Math.max(n / 4, 1), j = Math.min(3 * i, n);
        double scale = x[j - 1] - x[i - 1];
        while (!(scale > 0)) {
            if (j < n) j++;
            if (i > 1) i--;
            scale = x[j - 1] - x[i - 1];
        }
        double vsmlsq = (EPS * scale) * (EPS * scale);
        int jper = periodic && x[0] >= 0 && x[n - 1] <= 1 ? 2 : 1;
        if (span > 0) {
            runningLines(x, y, w, span, jper, vsmlsq, smo, new double[n], trace);
            return smo;
        }
        double[][] sc = new double[7][n];
        double[] h = new double[n];
        for (int k = 0; k < 3; k++) {
            runningLines(x, y, w, SPANS[k], jper, vsmlsq, sc[2 * k], sc[6], trace);
            runningLines(x, sc[6], w, SPANS[1], -jper, vsmlsq, sc[2 * k + 1], h, trace);
        }
        for (int p = 0; p < n; p++) {
            double resmin = BIG;
            for (int k = 0; k < 3; k++) {
                if (sc[2 * k + 1][p] < resmin) {
                    resmin = sc[2 * k + 1][p];
                    sc[6][p] = SPANS[k];
                }
            }
            if (bass > 0 && bass <= 10 && resmin < sc[5][p] && resmin > 0) {
                sc[6][p] += (SPANS[2] - sc[6][p]) * RMath.pow(Math.max(SML, resmin / sc[5][p]), 10 - bass);
            }
        }
        runningLines(x, sc[6], w, SPANS[1], -jper, vsmlsq, sc[1], h, trace);
        for (int p = 0; p < n; p++) {
            if (sc[1][p] <= SPANS[0]) sc[1][p] = SPANS[0];
            if (sc[1][p] >= SPANS[2]) sc[1][p] = SPANS[2];
            double f = sc[1][p] - SPANS[1];
            if (f < 0) {
                f = -f / (SPANS[1] - SPANS[0]);
                sc[3][p] = (1 - f) * sc[2][p] + f * sc[0][p];
            } else {
                f = f / (SPANS[2] - SPANS[1]);
                sc[3][p] = (1 - f) * sc[2][p] + f * sc[4][p];
            }
        }
        runningLines(x, sc[3], w, SPANS[0], -jper, vsmlsq, smo, h, trace);
        return smo;
    }

    /**
     * ppr.f's smooth: a weighted least-squares line in a window of about span * n points moving along x
     * (updated as points enter and leave), into {@code smo}; when iper > 0 also each point's absolute
     * leave-one-out residual into {@code acvr}. |iper| = 2 wraps the window around the period [0, 1].
     */
    static void runningLines(double[] x, double[] y, double[] w, double span, int iper, double vsmlsq,
                             double[] smo, double[] acvr, Trace trace) {
        int n = x.length;
        double xm = 0, ym = 0, var = 0, cvar = 0, fbw = 0;
        int jper = Math.abs(iper);
        int ibw = (int) (0.5 * span * n + 0.5);
        if (ibw < 2) ibw = 2;
        int it = Math.min(2 * ibw + 1, n);
        // 1-based indices as in the Fortran: x(j) is x[j - 1]
        for (int i = 1; i <= it; i++) {
            int j = jper == 2 ? i - ibw - 1 : i;
            double xti;
            if (j >= 1) {
                xti = x[j - 1];
            } else {
                j = n + j;
                xti = x[j - 1] - 1;
            }
            double wt = w[j - 1];
            double fbo = fbw;
            fbw += wt;
            if (fbw > 0) xm = (fbo * xm + wt * xti) / fbw;
            if (fbw > 0) ym = (fbo * ym + wt * y[j - 1]) / fbw;
            double tmp = fbo > 0 ? fbw * wt * (xti - xm) / fbo : 0;
            var += tmp * (xti - xm);
            cvar += tmp * (y[j - 1] - ym);
        }
        for (int j = 1; j <= n; j++) {
            int out = j - ibw - 1, in = j + ibw;
            if (jper == 2 || (out >= 1 && in <= n)) {
                double xto, xti;
                if (out < 1) {
                    out = n + out;
                    xto = x[out - 1] - 1;
                    xti = x[in - 1];
                } else if (in > n) {
                    in = in - n;
                    xti = x[in - 1] + 1;
                    xto = x[out - 1];
                } else {
                    xto = x[out - 1];
                    xti = x[in - 1];
                }
                double wt = w[out - 1];
                double fbo = fbw;
                fbw -= wt;
                double tmp = fbw > 0 ? fbo * wt * (xto - xm) / fbw : 0;
                var -= tmp * (xto - xm);
                cvar -= tmp * (y[out - 1] - ym);
                if (fbw > 0) xm = (fbo * xm - wt * xto) / fbw;
                if (fbw > 0) ym = (fbo * ym - wt * y[out - 1]) / fbw;
                wt = w[in - 1];
                fbo = fbw;
                fbw += wt;
                if (fbw > 0) xm = (fbo * xm + wt * xti) / fbw;
                if (fbw > 0) ym = (fbo * ym + wt * y[in - 1]) / fbw;
                tmp = fbo > 0 ? fbw * wt * (xti - xm) / fbo : 0;
                var += tmp * (xti - xm);
                cvar += tmp * (y[in - 1] - ym);
            }
            double a = var > vsmlsq ? cvar / var : 0;
            smo[j - 1] = a * (x[j - 1] - xm) + ym;
            if (iper <= 0) continue;
            double h = fbw > 0 ? 1 / fbw : 0;
            if (var > vsmlsq) h += (x[j - 1] - xm) * (x[j - 1] - xm) / var;
            acvr[j - 1] = 0;
            a = 1 - w[j - 1] * h;
            if (a > 0) acvr[j - 1] = Math.abs(y[j - 1] - smo[j - 1]) / a;
            else if (j > 1) acvr[j - 1] = acvr[j - 2];
        }
        if (trace != null) trace.pass(span, iper, var, cvar);
        averageTies(x, w, smo);
    }

    /** Points with equal x get the weighted mean of their smoothed values. */
    private static void averageTies(double[] x, double[] w, double[] smo) {
        int n = x.length;
        for (int j0 = 0; j0 < n; ) {
            int j = j0;
            double sy = smo[j] * w[j], fbw = w[j];
            while (j + 1 < n && !(x[j + 1] > x[j])) {
                j++;
                sy += w[j] * smo[j];
                fbw += w[j];
            }
            if (j > j0) {
                double a = fbw > 0 ? sy / fbw : 0;
                for (int i = j0; i <= j; i++) smo[i] = a;
            }
            j0 = j + 1;
        }
    }
}
