package flashr.stats.tests;

import flashr.engine.fn.math.AsinAcos;
import flashr.engine.fn.math.ExpLog;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RVector;
import flashr.rng.Normal;

/**
 * The Shapiro-Wilk W statistic and its p-value, Royston's algorithm AS R94 (1995) as R's
 * {@code swilk} computes it, in the same order of operations: coefficients from normal scores
 * corrected by polynomials in 1/sqrt(n), W as a squared correlation (1 - W computed directly),
 * and the p-value from Royston's normalising transformations (exact for n = 3).
 */
public final class ShapiroWilk {
    private ShapiroWilk() {}

    private static final double SMALL = 1e-19;
    private static final double[] G = {-2.273, .459};
    private static final double[] C1 = {0., .221157, -.147981, -2.07119, 4.434685, -2.706056};
    private static final double[] C2 = {0., .042981, -.293762, -1.752461, 5.682633, -3.582633};
    private static final double[] C3 = {.544, -.39978, .025054, -6.714e-4};
    private static final double[] C4 = {1.3822, -.77857, .062767, -.0020322};
    private static final double[] C5 = {-1.5861, -.31082, -.083751, .0038915};
    private static final double[] C6 = {-.4803, -.082676, .0030302};

    /** {W, p-value} for x sorted increasingly (the {@code .swilk} builtin). */
    public static RDouble test(RVector data) {
        int n = data.length();
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = data.getDouble(i);
        if (n < 3) throw new RError("ifault=1. This should not happen");
        double[] a = coefficients(n);
        double range = x[n - 1] - x[0];
        if (range < SMALL) throw new RError("ifault=6. This should not happen");
        double xx = x[0] / range;
        double sx = xx;
        double sa = -a[1];
        for (int i = 1, j = n - 1; i < n; j--) {
            double xi = x[i] / range;
            sx += xi;
            i++;
            if (i != j) sa += Math.signum((double) (i - j)) * a[Math.min(i, j)];
            xx = xi;
        }
        if (n > 5000) throw new RError("ifault=2. This should not happen");
        sa /= n;
        sx /= n;
        double ssa = 0, ssx = 0, sax = 0;
        for (int i = 0, j = n - 1; i < n; i++, j--) {
            double asa = i != j ? Math.signum((double) (i - j)) * a[1 + Math.min(i, j)] - sa : -sa;
            double xsx = x[i] / range - sx;
            ssa += asa * asa;
            ssx += xsx * xsx;
            sax += asa * xsx;
        }
        // 1 - W directly, against rounding for W very near 1
        double ssassx = Math.sqrt(ssa * ssx);
        double w1 = (ssassx - sax) * (ssassx + sax) / (ssa * ssx);
        double w = 1. - w1;
        return new RDouble(new double[] {w, pValue(n, w, w1)});
    }

    /** The coefficients a[1..n/2] (1-based, as the algorithm states them). */
    private static double[] coefficients(int n) {
        int nn2 = n / 2;
        double[] a = new double[nn2 + 1];
        double an = n;
        if (n == 3) {
            a[1] = 0.70710678;
            return a;
        }
        double an25 = an + .25;
        double summ2 = 0.;
        for (int i = 1; i <= nn2; i++) {
            a[i] = Normal.quantile((i - 0.375) / an25, 0., 1., true, false);
            summ2 += a[i] * a[i];
        }
        summ2 *= 2.;
        double ssumm2 = Math.sqrt(summ2);
        double rsn = 1. / Math.sqrt(an);
        double a1 = poly(C1, 6, rsn) - a[1] / ssumm2;
        int i1;
        double fac;
        if (n > 5) {
            i1 = 3;
            double a2 = -a[2] / ssumm2 + poly(C2, 6, rsn);
            fac = Math.sqrt((summ2 - 2. * (a[1] * a[1]) - 2. * (a[2] * a[2])) / (1. - 2. * (a1 * a1) - 2. * (a2 * a2)));
            a[2] = a2;
        } else {
            i1 = 2;
            fac = Math.sqrt((summ2 - 2. * (a[1] * a[1])) / (1. - 2. * (a1 * a1)));
        }
        a[1] = a1;
        for (int i = i1; i <= nn2; i++) a[i] /= -fac;
        return a;
    }

    private static double pValue(int n, double w, double w1) {
        if (n == 3) {
            double pi6 = 1.90985931710274;   // 6 / pi
            double stqr = 1.04719755119660;  // asin(sqrt(3/4))
            return Math.max(0., pi6 * (AsinAcos.asin(Math.sqrt(w)) - stqr));
        }
        double an = n;
        double y = ExpLog.log(w1);
        double xx = ExpLog.log(an);
        double m;
        double s;
        if (n <= 11) {
            double gamma = poly(G, 2, an);
            if (y >= gamma) return 1e-99;
            y = -ExpLog.log(gamma - y);
            m = poly(C3, 4, an);
            s = ExpLog.exp(poly(C4, 4, an));
        } else {
            m = poly(C5, 4, xx);
            s = ExpLog.exp(poly(C6, 3, xx));
        }
        return Normal.cdf(y, m, s, false, false);
    }

    /** The polynomial with coefficients cc (constant first) at x, Horner's rule as AS 181.2 (R's poly). */
    private static double poly(double[] cc, int nord, double x) {
        double ret = cc[0];
        if (nord > 1) {
            double p = x * cc[nord - 1];
            for (int j = nord - 2; j > 0; j--) p = (p + cc[j]) * x;
            ret += p;
        }
        return ret;
    }
}
